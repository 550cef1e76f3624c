// Motion under control (issue 26): the cart's upsell carousel holds still while the pointer rests on
// it or focus is inside it, nothing autoplays under reduced motion (announcement bar, carousels,
// hero locations, marquee, video, upsells), and every carousel and announcement control is a named
// button drawing an SVG icon.
import type { Locator, Page } from '@playwright/test';
import { test, expect, settle, wakeInView } from './fixtures';

/** Upsells autoplay every 5 s (src/features/cart/CartUpsells.tsx). */
const UPSELL_DELAY_MS = 5_000;

const drawer = (page: Page) => page.getByRole('dialog', { name: 'Your Cart' });
const upsells = (page: Page) => drawer(page).locator('.cart-upsells');
const shownUpsell = (page: Page) => upsells(page).locator('.swiper-slide-active .upsell-card__title').innerText();
const section = (page: Page, name: string) => page.locator(`.section-${name}`);
const island = (page: Page, name: string) => section(page, name).locator('[data-widget]');
const bar = (page: Page) => page.locator('announcement-bar');

/** Stops the page's fake clock now; from here on time moves only by runFor. */
async function pauseClock(page: Page): Promise<void> {
  // A second ahead: the page's clock keeps running while this call travels (a busy machine).
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}

async function openDrawer(page: Page): Promise<void> {
  await page.locator('header a[data-cart-toggle]').click();
  await expect(drawer(page)).toBeVisible();
  await expect(upsells(page).locator('.swiper')).toHaveClass(/swiper-initialized/);
}

/**
 * Moves the page's clock on in half-second steps until the carousel shows another upsell than
 * `from`, for at most two autoplay delays. Steps, not one jump: the carousel restarts its timer in an
 * effect after the pointer or focus leaves, which on a busy machine may run after a single jump
 * had already passed the moment (its timer then waits in a future the test never reaches).
 */
async function runUntilMoved(page: Page, from: string): Promise<void> {
  for (let waited = 0; waited < UPSELL_DELAY_MS * 2; waited += 500) {
    await page.clock.runFor(500);
    if ((await shownUpsell(page)) !== from) return;
  }
  expect(await shownUpsell(page), 'the carousel moved on within two autoplay delays').not.toBe(from);
}

/** Focus lands on the drawer's close button, outside the carousel, wherever the pointer is. */
const focusOutside = (page: Page) => drawer(page).getByRole('button', { name: 'Close cart' }).focus();

test.describe('at 1280px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the cart upsell carousel holds still while the pointer rests on it, also once focus has left it, while focus is inside it, and when paused', async ({
    page,
    watch,
  }) => {
    await page.clock.install();
    await page.goto('/');
    await settle(page);
    await openDrawer(page);
    await pauseClock(page);
    const first = await shownUpsell(page);

    // The pointer rests on the carousel; focus goes into it (a press on its link) and leaves again.
    await upsells(page).locator('.swiper-slide-active .upsell-card__title a').hover();
    await upsells(page).locator('.swiper-slide-active .upsell-card__title a').focus();
    await focusOutside(page);
    await page.clock.runFor(UPSELL_DELAY_MS * 3);
    expect(await shownUpsell(page)).toBe(first);

    // Pointer and focus elsewhere: it moves on by itself (so holding still above was the hold).
    await page.mouse.move(900, 880); // on the drawer's footer, off the carousel
    await runUntilMoved(page, first);
    const second = await shownUpsell(page);

    // Focus inside it, pointer away: held.
    await upsells(page).locator('.swiper-slide-active .upsell-card__title a').focus();
    await page.clock.runFor(UPSELL_DELAY_MS * 3);
    expect(await shownUpsell(page)).toBe(second);

    // The pause button holds it after pointer and focus have left; play lets it go on.
    await upsells(page).getByRole('button', { name: 'Pause the products' }).click();
    await expect(upsells(page).getByRole('button', { name: 'Play the products' })).toBeVisible();
    await page.mouse.move(900, 880);
    await focusOutside(page);
    await page.clock.runFor(UPSELL_DELAY_MS * 3);
    expect(await shownUpsell(page)).toBe(second);
    await upsells(page).getByRole('button', { name: 'Play the products' }).click();
    await expect(upsells(page).getByRole('button', { name: 'Pause the products' })).toBeVisible();
    await page.mouse.move(900, 880);
    await focusOutside(page);
    await runUntilMoved(page, second);
    watch.expectClean();
  });

  test('under reduced motion nothing moves by itself: announcements, carousels, hero locations, marquee, video and upsells', async ({ page, watch }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await settle(page);
    await pauseClock(page);
    await page.mouse.move(1, 890);

    // The announcement bar holds its first message past its first change; play is the shopper's choice.
    const firstMessage = await bar(page).locator('.announcement-bar__message').textContent();
    await expect(bar(page).getByRole('button', { name: 'Play announcements' })).toBeVisible();
    await page.clock.runFor(12_000);

    for (const name of ['hero-location', 'image-text-carousel', 'text-carousel']) await wakeInView(section(page, name), island(page, name));
    // Read as text content: a section scrolled past is skipped by the browser (content-visibility).
    const shown = () =>
      Promise.all([
        bar(page).locator('.announcement-bar__message').textContent(),
        section(page, 'hero-location').locator('.hero-location__slide.is-active .hero-location__heading').textContent(),
        section(page, 'image-text-carousel').locator('.swiper-slide-active').getAttribute('aria-label'),
        section(page, 'text-carousel').locator('.swiper-slide-active').getAttribute('aria-label'),
      ]);
    const before = await shown();
    expect(before[0]!.replace(/\s+/g, '')).toBe(firstMessage!.replace(/\s+/g, ''));

    const track = section(page, 'marquee').locator('[data-marquee-track]');
    await track.scrollIntoViewIfNeeded();
    expect(await track.evaluate((el) => el.getAnimations().length)).toBe(0);

    // The video keeps its still, with its controls, on screen past its start delay.
    const video = section(page, 'video').locator('video');
    await video.scrollIntoViewIfNeeded();
    await page.clock.runFor(60_000);
    expect(await shown()).toEqual(before);
    await page.clock.resume();
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await video.evaluate((v: HTMLVideoElement) => [v.paused, v.controls])).toEqual([true, true]);

    // The cart's upsells: no autoplay, so no pause button either.
    await page.evaluate(() => window.scrollTo(0, 0));
    await openDrawer(page);
    await pauseClock(page);
    await page.mouse.move(1, 890);
    const upsell = await shownUpsell(page);
    await page.clock.runFor(UPSELL_DELAY_MS * 4);
    expect(await shownUpsell(page)).toBe(upsell);
    await expect(upsells(page).getByRole('button', { name: /Pause|Play/ })).toHaveCount(0);
    watch.expectClean();
  });

  test('carousel, hero and announcement controls are buttons named by the locale texts, each drawing an SVG icon', async ({ page, watch }) => {
    await page.goto('/');
    await settle(page);
    const expectIconButtons = async (scope: Locator, names: string[]) => {
      for (const name of names) {
        const button = scope.getByRole('button', { name, exact: true });
        await expect(button, name).toBeVisible();
        await expect(button.locator('svg')).toHaveCount(1);
        expect((await button.innerText()).trim(), `${name} shows no text glyph`).toBe('');
        const box = (await button.boundingBox())!;
        expect(Math.min(box.width, box.height), `${name} is at least a 24 px target`).toBeGreaterThanOrEqual(24);
      }
    };
    // The announcement bar's controls, and its pause control once pressed (it offers play).
    await expectIconButtons(bar(page), ['Previous announcement', 'Next announcement', 'Pause announcements']);
    await bar(page).getByRole('button', { name: 'Pause announcements' }).click();
    await expectIconButtons(bar(page), ['Play announcements']);
    await bar(page).getByRole('button', { name: 'Play announcements' }).click();
    await expectIconButtons(bar(page), ['Previous announcement', 'Next announcement', 'Pause announcements']);
    // The focused control shows a focus ring (the keyboard's, not the pointer's).
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(bar(page).getByRole('button', { name: 'Pause announcements' })).toBeFocused();
    expect(
      await bar(page)
        .getByRole('button', { name: 'Pause announcements' })
        .evaluate((el) => getComputedStyle(el).outlineStyle),
    ).toBe('solid');

    for (const name of ['image-text-carousel', 'text-carousel']) {
      await wakeInView(section(page, name), island(page, name));
      await expectIconButtons(section(page, name), ['Previous slide', 'Next slide', 'Pause the slides']);
    }
    await wakeInView(section(page, 'hero-location'), island(page, 'hero-location'));
    await expectIconButtons(section(page, 'hero-location'), ['Pause locations']);

    await page.evaluate(() => window.scrollTo(0, 0));
    await openDrawer(page);
    await expectIconButtons(upsells(page), ['Pause the products', 'Previous product', 'Next product']);
    watch.expectClean();
  });
});
