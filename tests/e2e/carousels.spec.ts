// The home page's carousel sections (text, image-text, edge, card, column): each is an island that
// wakes when scrolled into view without moving the page, shows the spec's slides per view, is
// driven by its buttons and the keyboard, autoplays (image-text: 500 ms fade, only with more than
// one slide) and holds still under reduced motion, follows the theme editor's events, and passes axe.
import type { Locator, Page } from '@playwright/test';
import { AGE_COOKIE, test, expect, settle, wakeInView } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { WIDTHS } from './keyboard-helpers';

const KINDS = ['image-text', 'text', 'edge', 'card', 'column'] as const;
type Kind = (typeof KINDS)[number];

const section = (page: Page, kind: Kind) => page.locator(`.section-${kind}-carousel`);
const island = (page: Page, kind: Kind) => section(page, kind).locator('[data-widget]');
const region = (page: Page, kind: Kind) => section(page, kind).locator('.carousel');
const activeSlide = (page: Page, kind: Kind) => section(page, kind).locator('.swiper-slide-active');
const button = (page: Page, kind: Kind, name: string) => region(page, kind).getByRole('button', { name, exact: true });

async function wake(page: Page, kind: Kind): Promise<void> {
  await wakeInView(section(page, kind), island(page, kind));
  await expect(region(page, kind).locator('.swiper')).toHaveClass(/swiper-initialized/);
}

/**
 * Each carousel section's height as laid out (all slides' images have reserved boxes), read
 * with the section on screen: off screen the browser skips it (content-visibility) and gives
 * a placeholder height until it has been seen.
 */
async function sectionHeights(page: Page): Promise<number[]> {
  const heights: number[] = [];
  for (const kind of KINDS) {
    await section(page, kind).scrollIntoViewIfNeeded();
    // Rendered from the next frame on: wait until its content is no longer skipped.
    await expect.poll(() => section(page, kind).evaluate((el) => el.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ?? true)).toBe(true);
    heights.push(Math.round((await section(page, kind).boundingBox())!.height));
  }
  return heights;
}

/** The image-text slide `n` is shown and its fade has finished (autoplay counts from the fade's end). */
async function expectFadedTo(page: Page, n: number) {
  await expect(activeSlide(page, 'image-text')).toHaveAttribute('aria-label', `${n} of 3`);
  await expect
    .poll(() =>
      section(page, 'image-text')
        .locator('.swiper-slide')
        .evaluateAll((slides) => slides.map((s) => getComputedStyle(s).opacity)),
    )
    .toEqual([1, 2, 3].map((i) => (i === n ? '1' : '0')));
}

/**
 * Starts recording the opacity transitions that run on the image-text slides: which slide and how
 * long the fade lasts, read as it starts (Swiper sets the slides' duration back to 0 once a fade
 * ends, so reading it afterwards would race the fade). Returns a reader of what was recorded.
 */
async function recordFades(page: Page): Promise<() => Promise<Fade[]>> {
  await section(page, 'image-text').evaluate((el) => {
    const fades: Fade[] = [];
    (window as unknown as { fades: Fade[] }).fades = fades;
    (el as HTMLElement).addEventListener('transitionrun', (event) => {
      const slide = event.target as Element;
      if (event.propertyName !== 'opacity' || !slide.classList.contains('swiper-slide')) return;
      fades.push({ slide: slide.getAttribute('aria-label'), duration: getComputedStyle(slide).transitionDuration });
    });
  });
  return () => page.evaluate(() => [...(window as unknown as { fades: Fade[] }).fades]);
}
interface Fade {
  slide: string | null;
  duration: string;
}

/** Pauses the page's fake clock now; from here on time moves only by runFor. */
async function pauseClock(page: Page) {
  // A second ahead: the page's clock keeps running while this call travels (a busy machine).
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}

/** How many slides are wholly inside the window, and their width. */
const slidesInView = (carousel: Locator) =>
  carousel.locator('.swiper-slide').evaluateAll((slides) => {
    const inView = slides.filter((s) => {
      const box = s.getBoundingClientRect();
      return box.left >= -1 && box.right <= window.innerWidth + 1;
    });
    return { count: inView.length, width: Math.round(slides[0]!.getBoundingClientRect().width) };
  });

for (const width of WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('every carousel wakes in view, as tall as its server markup (nothing moves), and passes axe', async ({ page, browser, baseURL, watch }) => {
      test.slow(); // axe five times
      // The server's first view, as a browser without scripts keeps it.
      const plain = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 }, baseURL });
      await plain.addCookies([{ name: AGE_COOKIE, value: 'true', url: baseURL! }]);
      const serverPage = await plain.newPage();
      await serverPage.goto('/');
      const serverHeights = await sectionHeights(serverPage);
      await plain.close();

      await page.goto('/');
      await settle(page);
      for (const kind of KINDS) {
        await expect(island(page, kind)).toHaveAttribute('data-hydrate', 'visible');
        await wake(page, kind);
        await expect(region(page, kind)).toHaveAttribute('aria-roledescription', 'carousel');
        await expect(button(page, kind, 'Next slide')).toBeVisible();
        await expectNoAxeViolations(page, `.section-${kind}-carousel`);
      }
      await expect(region(page, 'image-text')).toHaveAccessibleName('Fresh drops');
      await expect(region(page, 'text').getByRole('group')).toHaveCount(4);
      expect(await sectionHeights(page)).toEqual(serverHeights);
      // The edge row starts at the page's content edge, in both views.
      expect(Math.round((await region(page, 'edge').locator('.swiper-slide').first().boundingBox())!.x)).toBe(width >= 768 ? 32 : 16);
      watch.expectClean();
    });

    test('slides per view: edge 1 (and a peek) / 5, card 1 / 4, column 1 / 3, 16 px apart on the edge', async ({ page, watch }) => {
      await page.goto('/');
      await settle(page);
      for (const kind of ['edge', 'card', 'column'] as const) await wake(page, kind);
      const wide = width >= 1024;
      const edge = await slidesInView(region(page, 'edge'));
      expect(edge.count).toBe(wide ? 5 : 1);
      const [first, second] = await region(page, 'edge')
        .locator('.swiper-slide')
        .evaluateAll((s) => s.slice(0, 2).map((el) => el.getBoundingClientRect()));
      expect(Math.round(second!.left - first!.right)).toBe(16);
      if (!wide) expect(second!.left).toBeLessThan(width); // the next tile peeks in
      expect((await slidesInView(region(page, 'card'))).count).toBe(wide ? 4 : 1);
      expect((await slidesInView(region(page, 'column'))).count).toBe(wide ? 3 : 1);
      watch.expectClean();
    });

    test('the buttons move the edge carousel one slide at a time and stop at its start', async ({ page, watch }) => {
      await page.goto('/');
      await settle(page);
      await wake(page, 'edge');
      const previous = button(page, 'edge', 'Previous slide');
      const next = button(page, 'edge', 'Next slide');
      await expect(previous).toHaveAttribute('aria-disabled', 'true');
      await expect(activeSlide(page, 'edge')).toHaveAttribute('aria-label', '1 of 8');
      await next.click();
      await expect(activeSlide(page, 'edge')).toHaveAttribute('aria-label', '2 of 8');
      await expect(previous).not.toHaveAttribute('aria-disabled', /.*/);
      await next.click();
      await expect(activeSlide(page, 'edge')).toHaveAttribute('aria-label', '3 of 8');
      await previous.click();
      await previous.click();
      await expect(activeSlide(page, 'edge')).toHaveAttribute('aria-label', '1 of 8');
      await expect(previous).toHaveAttribute('aria-disabled', 'true');
      // Back at the start, the first tile sits at the page's content edge again.
      await expect.poll(async () => Math.round((await activeSlide(page, 'edge').boundingBox())!.x)).toBe(width >= 768 ? 32 : 16);
      watch.expectClean();
    });

    test('keyboard: Tab reaches the card carousel’s buttons, Enter and the arrow keys move it; arrows elsewhere move nothing', async ({ page, watch }) => {
      await page.goto('/');
      await settle(page);
      await wake(page, 'card');
      await wake(page, 'edge');
      await page.keyboard.press('ArrowRight'); // focus is on the page, not in a carousel
      await expect(activeSlide(page, 'card')).toHaveAttribute('aria-label', '1 of 5');
      await expect(activeSlide(page, 'edge')).toHaveAttribute('aria-label', '1 of 8');

      await button(page, 'card', 'Previous slide').focus();
      await page.keyboard.press('Tab');
      await expect(button(page, 'card', 'Next slide')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(activeSlide(page, 'card')).toHaveAttribute('aria-label', '2 of 5');
      await page.keyboard.press('ArrowLeft');
      await expect(activeSlide(page, 'card')).toHaveAttribute('aria-label', '1 of 5');
      await page.keyboard.press('ArrowRight');
      await expect(activeSlide(page, 'card')).toHaveAttribute('aria-label', '2 of 5');
      await page.keyboard.press('ArrowLeft');
      await expect(activeSlide(page, 'card')).toHaveAttribute('aria-label', '1 of 5');
      // Only the carousel with focus moved.
      await expect(activeSlide(page, 'edge')).toHaveAttribute('aria-label', '1 of 8');
      await expect(button(page, 'card', 'Next slide')).toBeFocused();

      // Tabbing through the edge tiles' links brings each focused tile into view.
      await section(page, 'edge').getByRole('link', { name: 'See all recipes' }).focus();
      for (let i = 0; i < 7; i += 1) await page.keyboard.press('Tab');
      const focused = page.locator(':focus');
      await expect(focused).toHaveText('Garlic confit');
      await expect
        .poll(async () => {
          const box = (await focused.boundingBox())!;
          return box.x >= 0 && box.x + box.width <= width;
        })
        .toBe(true);
      watch.expectClean();
    });
  });
}

test.describe('autoplay', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the image-text carousel fades (500 ms) to the next slide every 6 s and round; hover, focus and the pause button hold it', async ({ page, watch }) => {
    await page.clock.install();
    await page.goto('/');
    await settle(page);
    await wake(page, 'image-text');
    await pauseClock(page);
    // From the first slide, with a fresh 6 s: hovering holds autoplay, leaving starts it again.
    await region(page, 'image-text').hover();
    await button(page, 'image-text', 'Show slide 1 of 3').click();
    await page.mouse.move(5, 5);
    await page.locator('body').evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(region(page, 'image-text').locator('.swiper')).toHaveClass(/swiper-fade/);
    await expectFadedTo(page, 1);
    await page.clock.runFor(5_900);
    await expect(activeSlide(page, 'image-text')).toHaveAttribute('aria-label', '1 of 3');
    const fades = await recordFades(page);
    await page.clock.runFor(200);
    await expect(activeSlide(page, 'image-text')).toHaveAttribute('aria-label', '2 of 3');
    // Slide 2 fades in and slide 1 out, each over 500 ms.
    await expect.poll(fades).toEqual(
      expect.arrayContaining([
        { slide: '1 of 3', duration: '0.5s' },
        { slide: '2 of 3', duration: '0.5s' },
      ]),
    );
    await expectFadedTo(page, 2);
    await page.clock.runFor(6_100);
    await expectFadedTo(page, 3);
    await page.clock.runFor(6_100);
    await expectFadedTo(page, 1); // and round again

    await region(page, 'image-text').hover();
    await page.clock.runFor(20_000);
    await expect(activeSlide(page, 'image-text')).toHaveAttribute('aria-label', '1 of 3');
    await page.mouse.move(5, 5);
    await page.clock.runFor(6_100);
    await expectFadedTo(page, 2);

    const pause = button(page, 'image-text', 'Pause the slides');
    await pause.focus();
    await page.keyboard.press('Enter');
    await expect(button(page, 'image-text', 'Play the slides')).toBeFocused();
    await page.locator('body').evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(20_000);
    await expect(activeSlide(page, 'image-text')).toHaveAttribute('aria-label', '2 of 3');
    await button(page, 'image-text', 'Play the slides').click();
    await page.mouse.move(5, 5);
    await page.locator('body').evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.clock.runFor(6_100);
    await expectFadedTo(page, 3);
    watch.expectClean();
  });

  test('under reduced motion nothing moves by itself and slides change without a transition', async ({ page, watch }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto('/');
    await settle(page);
    for (const kind of ['image-text', 'text'] as const) {
      await wake(page, kind);
      await expect(button(page, kind, 'Pause the slides')).toHaveCount(0);
    }
    await page.mouse.move(5, 5);
    await pauseClock(page);
    await page.clock.runFor(30_000);
    await expect(activeSlide(page, 'image-text')).toHaveAttribute('aria-label', '1 of 3');
    await expect(activeSlide(page, 'text')).toHaveAttribute('aria-label', '1 of 4');
    const fades = await recordFades(page);
    await button(page, 'image-text', 'Next slide').click();
    // The slide changes at once: no fade ever runs.
    await expectFadedTo(page, 2);
    expect(await fades()).toEqual([]);
    await page.clock.resume(); // axe waits on timers
    await expectNoAxeViolations(page, '.section-image-text-carousel');
    watch.expectClean();
  });
});

test.describe('theme editor', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  const sectionIdOf = async (page: Page, kind: Kind) =>
    (await page.locator(`.shopify-section:has(.section-${kind}-carousel), .section-${kind}-carousel.shopify-section`).first().getAttribute('id'))!.replace(
      /^shopify-section-/,
      '',
    );

  test('a selected slide becomes the visible one and autoplay waits until it is deselected', async ({ page, watch }) => {
    await page.clock.install();
    await page.goto('/?design_mode=1');
    await settle(page);
    await wake(page, 'image-text');
    await page.mouse.move(5, 5);
    await pauseClock(page);
    const sectionId = await sectionIdOf(page, 'image-text');
    const fire = (type: string, blockId: string) =>
      page.evaluate(
        ({ type, sectionId, blockId }) => {
          const block = document.querySelector(`[data-shopify-editor-block*='"id":"${blockId}"']`)!;
          block.dispatchEvent(new CustomEvent(type, { bubbles: true, detail: { sectionId, blockId, load: false } }));
        },
        { type, sectionId, blockId },
      );

    await expect(section(page, 'image-text').locator('[data-shopify-editor-block]')).toHaveCount(3);
    await fire('shopify:block:select', 'duo');
    await expectFadedTo(page, 3);
    await page.clock.runFor(30_000);
    await expect(activeSlide(page, 'image-text')).toHaveAttribute('aria-label', '3 of 3');
    await fire('shopify:block:select', 'refills');
    await expectFadedTo(page, 2);
    await fire('shopify:block:deselect', 'refills');
    await page.clock.runFor(6_100);
    await expectFadedTo(page, 3);
    watch.expectClean();
  });

  test('section unload unmounts a carousel, section load mounts the re-rendered one, and it works', async ({ page, watch }) => {
    await page.goto('/?design_mode=1');
    await settle(page);
    await wake(page, 'edge');
    const sectionId = await sectionIdOf(page, 'edge');
    await page.evaluate((id) => {
      document.getElementById(`shopify-section-${id}`)!.dispatchEvent(new CustomEvent('shopify:section:unload', { bubbles: true, detail: { sectionId: id } }));
    }, sectionId);
    await expect(island(page, 'edge')).not.toHaveAttribute('data-island-state', /.+/);
    await expect(island(page, 'edge').locator('[data-island-root]')).toHaveCount(0);

    await page.evaluate(async (id) => {
      const html = await (await fetch(`/?design_mode=1&section_id=${encodeURIComponent(id)}`)).text();
      const old = document.getElementById(`shopify-section-${id}`)!;
      old.outerHTML = html;
      document.getElementById(`shopify-section-${id}`)!.dispatchEvent(new CustomEvent('shopify:section:load', { bubbles: true, detail: { sectionId: id } }));
    }, sectionId);
    await wake(page, 'edge');
    await expect(island(page, 'edge').locator('[data-island-root]')).toHaveCount(1);
    await expect(region(page, 'edge').locator('.swiper')).toHaveCount(1);
    await button(page, 'edge', 'Next slide').click();
    await expect(activeSlide(page, 'edge')).toHaveAttribute('aria-label', '2 of 8');
    watch.expectClean();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 900 } });

  test('every slide is on the page, with no dead button', async ({ page, watch }) => {
    await page.goto('/');
    await expect(region(page, 'edge').getByRole('group')).toHaveCount(8);
    await expect(region(page, 'card').getByRole('heading', { level: 3 })).toHaveText(['Olive oils', 'Refills', 'Pantry', 'Gifts', 'A spout that never drips']);
    await expect(page.locator('.carousel').getByRole('button')).toHaveCount(0);
    // The row scrolls sideways instead.
    expect(
      await region(page, 'edge')
        .locator('.swiper')
        .evaluate((el) => getComputedStyle(el).overflowX),
    ).toBe('auto');
    watch.expectClean();
  });
});
