// The home page's content sections as a shopper and a merchant meet them: the timeline (hover and
// focus), the hero location card (rotation, pauses, reduced motion), the in-page navigation
// (highlight while scrolling, links and the jump link), the marquee, the video that plays muted
// after 500 ms, the lazy reveal at 50 %, the theme editor's events, and axe at 375 and 1280 px.
import type { Locator, Page } from '@playwright/test';
import { test, expect, layoutFreeTest, settle, wakeInView, wakeIsland } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { WIDTHS } from './keyboard-helpers';

const section = (page: Page, name: string) => page.locator(`.section-${name}`);
const island = (page: Page, name: string) => section(page, name).locator('[data-widget]');

async function mounted(page: Page, name: string): Promise<void> {
  await wakeInView(section(page, name), island(page, name));
}

const step = (page: Page, heading: string) =>
  section(page, 'timeline').locator('.timeline__step', { has: page.getByRole('heading', { name: heading, exact: true }) });
const marker = (page: Page) => section(page, 'timeline').locator('[data-timeline-marker]');
const shownLocation = (page: Page) => section(page, 'hero-location').locator('.hero-location__slide.is-active .hero-location__heading');
const locationFrame = (page: Page) => page.getByRole('region', { name: 'Where the good drops grow' });
const navLink = (page: Page, name: string) => page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name, exact: true });

/** Starts the page with its clock stopped, so the spec's delays pass only when the test says. */
async function withStoppedClock(page: Page): Promise<void> {
  await page.clock.install({ time: new Date('2026-05-01T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-05-01T09:00:01Z'));
}

/** Two rendering frames: intersection observers have reported what is on screen by then. */
async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

/** The centre of the marker relative to a step's top-left corner. */
async function markerFromStep(page: Page, target: Locator): Promise<{ dx: number; dy: number }> {
  const m = (await marker(page).boundingBox())!;
  const s = (await target.boundingBox())!;
  return { dx: m.x + m.width / 2 - s.x, dy: m.y + m.height / 2 - s.y };
}

for (const width of WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });
    const layoutFree = layoutFreeTest(width);

    test('timeline: hovering or focusing a step makes it active, and the marker moves to it and grows', async ({ page, watch }) => {
      test.slow(); // the marker's position is polled until its move ends
      await page.goto('/');
      await settle(page);
      await mounted(page, 'timeline');
      await expect(step(page, 'Pick')).toHaveAttribute('aria-current', 'step');
      const atRest = await markerFromStep(page, step(page, 'Pick'));

      await step(page, 'Can').hover();
      await expect(step(page, 'Can')).toHaveAttribute('aria-current', 'step');
      await expect(step(page, 'Pick')).not.toHaveAttribute('aria-current', /.*/);
      await expect(marker(page)).toHaveAttribute('style', /scale\(2\)/);
      // After its move the marker sits on the step exactly as it sat on the first one.
      await expect
        .poll(async () => {
          const now = await markerFromStep(page, step(page, 'Can'));
          return [Math.abs(now.dx - atRest.dx) < 1, Math.abs(now.dy - atRest.dy) < 1];
        })
        .toEqual([true, true]);

      // Off the steps, so the scroll that focus brings cannot slide another step under the pointer.
      await page.mouse.move(1, 1);
      await step(page, 'Pick').focus();
      await expect(step(page, 'Pick')).toHaveAttribute('aria-current', 'step');
      await page.keyboard.press('Tab');
      await expect(step(page, 'Press')).toBeFocused();
      await expect(step(page, 'Press')).toHaveAttribute('aria-current', 'step');
      await expect(marker(page)).toHaveAttribute('style', /scale\(1\.5\)/);
      await page.keyboard.press('Tab');
      await expect(step(page, 'Can')).toHaveAttribute('aria-current', 'step');
      await expectNoAxeViolations(page, '.section-timeline');
      watch.expectClean();
    });

    layoutFree('hero locations rotate every 10 s with auto-rotate, and pause on hover and on focus', async ({ page, watch }) => {
      await withStoppedClock(page);
      await page.goto('/');
      await mounted(page, 'hero-location');
      await expect(shownLocation(page)).toHaveText('Sicily');
      await page.clock.runFor(10_000);
      await expect(shownLocation(page)).toHaveText('Crete');
      await expect(shownLocation(page)).toBeVisible();
      await expect(section(page, 'hero-location').getByRole('heading', { name: 'Sicily' })).toBeHidden();

      await locationFrame(page).hover();
      await page.clock.runFor(30_000);
      await expect(shownLocation(page)).toHaveText('Crete');
      await page.mouse.move(1, 1);
      await page.clock.runFor(10_000);
      await expect(shownLocation(page)).toHaveText('Andalusia');

      await page.getByRole('button', { name: 'Sicily', exact: true }).focus();
      await page.clock.runFor(30_000);
      await expect(shownLocation(page)).toHaveText('Andalusia');
      await page.getByRole('button', { name: 'Sicily', exact: true }).press('Enter');
      await expect(shownLocation(page)).toHaveText('Sicily');
      await expect(page.getByRole('button', { name: 'Sicily', exact: true })).toHaveAttribute('aria-pressed', 'true');
      await page.getByRole('button', { name: 'Sicily', exact: true }).blur();
      await page.clock.runFor(10_000);
      await expect(shownLocation(page)).toHaveText('Crete');

      await page.getByRole('button', { name: 'Pause locations' }).click();
      await page.mouse.move(1, 1);
      await page.clock.runFor(30_000);
      await expect(shownLocation(page)).toHaveText('Crete');
      await expect(page.getByRole('button', { name: 'Play locations' })).toBeVisible();
      await page.clock.resume(); // axe waits on timers of its own
      await expectNoAxeViolations(page, '.section-hero-location');
      watch.expectClean();
    });

    layoutFree('under reduced motion the locations hold still and the marquee stands still', async ({ page, watch }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await withStoppedClock(page);
      await page.goto('/');
      await mounted(page, 'hero-location');
      await page.mouse.move(1, 1);
      await page.clock.runFor(60_000);
      await expect(shownLocation(page)).toHaveText('Sicily');
      await expect(page.getByRole('button', { name: 'Play locations' })).toBeVisible();

      const track = section(page, 'marquee').locator('[data-marquee-track]');
      await track.scrollIntoViewIfNeeded();
      expect(await track.evaluate((el) => [getComputedStyle(el).animationName, el.getAnimations().length])).toEqual(['none', 0]);
      await expect(section(page, 'marquee').getByText('Pause motion')).toBeHidden();
      watch.expectClean();
    });

    layoutFree('the marquee repeats its heading 8 times, runs, and stops on its pause switch', async ({ page, watch }) => {
      await page.goto('/');
      await settle(page);
      const marquee = section(page, 'marquee');
      await marquee.scrollIntoViewIfNeeded();
      await expect(marquee.locator('.marquee__item')).toHaveCount(8);
      await expect(marquee.locator('.marquee__item').first()).toHaveText('Squeeze the day');
      await expect(marquee.getByRole('heading', { name: 'Squeeze the day' })).toHaveCount(1);
      const track = marquee.locator('[data-marquee-track]');
      expect(await track.evaluate((el) => el.getAnimations().map((a) => a.playState))).toEqual(['running']);
      await marquee.getByRole('checkbox', { name: 'Pause motion' }).check();
      await page.mouse.move(1, 1);
      expect(await track.evaluate((el) => el.getAnimations().map((a) => a.playState))).toEqual(['paused']);
      watch.expectClean();
    });

    test('in-page navigation: the section whose top is 0–120 px from the top is highlighted; links and the jump link go where they say', async ({
      page,
      watch,
    }) => {
      await page.goto('/');
      await settle(page);
      // It wakes on the first scroll or press (it may be in view already: nothing to scroll).
      await wakeIsland(island(page, 'in-page-nav'));
      const scrollTopTo = (id: string, offset: number) =>
        page.evaluate(
          ([target, by]) => {
            const el = document.getElementById(target)!;
            window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - by, behavior: 'instant' });
          },
          [id, offset] as const,
        );

      await scrollTopTo('how-its-made', 60);
      await expect(navLink(page, "How it's made")).toHaveAttribute('aria-current', 'true');
      await expect(page.locator('.in-page-nav [aria-current]')).toHaveCount(1);
      // Between sections (no top in the band) the highlight stays.
      await scrollTopTo('how-its-made', -300);
      await nextFrames(page);
      await expect(navLink(page, "How it's made")).toHaveAttribute('aria-current', 'true');
      await scrollTopTo('groves', 119);
      await expect(navLink(page, 'The groves')).toHaveAttribute('aria-current', 'true');
      await expect(navLink(page, "How it's made")).not.toHaveAttribute('aria-current', /.*/);

      // A link scrolls its section into the band under the sticky bars, and it is highlighted.
      await navLink(page, 'Why cans?').click();
      await expect(page).toHaveURL(/#why-cans$/);
      await expect(navLink(page, 'Why cans?')).toHaveAttribute('aria-current', 'true');
      const top = await page.evaluate(() => document.getElementById('why-cans')!.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThanOrEqual(120);
      await expect(page.getByRole('navigation', { name: 'On this page' })).toBeInViewport();
      await expectNoAxeViolations(page, '.section-in-page-nav');

      await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Shop Olive Oil' }).click();
      await expect(page).toHaveURL(/\/collections\/olive-oil$/);
      watch.expectClean();
    });

    layoutFree('the video plays muted once on screen after 500 ms, and pauses off screen', async ({ page, watch }) => {
      await withStoppedClock(page);
      await page.goto('/');
      await page.waitForLoadState('load');
      const video = section(page, 'video').locator('video');
      const playing = () => video.evaluate((v: HTMLVideoElement) => !v.paused && v.muted);
      await expect(video).toHaveAttribute('data-autoplay-video', '');
      // Off screen past the 500 ms it waits: no frame is decoded for a video nobody sees.
      await page.clock.runFor(500);
      await page.clock.resume();
      await nextFrames(page);
      expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
      await video.scrollIntoViewIfNeeded();
      await expect.poll(playing).toBe(true);
      // Scrolled away it pauses (no decoding off screen); back on screen it plays again.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
      await video.scrollIntoViewIfNeeded();
      await expect.poll(playing).toBe(true);
      // A video the shopper paused stays paused when it comes back on screen.
      await video.evaluate((v: HTMLVideoElement) => v.pause());
      await page.evaluate(() => window.scrollTo(0, 0));
      await nextFrames(page);
      await video.scrollIntoViewIfNeeded();
      await nextFrames(page);
      await nextFrames(page);
      expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
      await expect(page.locator('body')).not.toHaveClass(/overlay-active/);
      await expectNoAxeViolations(page, '.section-video');
      await settle(page);
      watch.expectClean();
    });

    test('multi-column cards reveal when half visible, without moving anything', async ({ page, watch }) => {
      await page.goto('/');
      await settle(page);
      const item = section(page, 'multicolumn').locator('.multicolumn__item').first();
      const card = item.locator('.multicolumn__card');
      await expect(card).toHaveClass(/\bhidden\b/);
      // Down the page as a shopper scrolls, a quarter screen at a time, until the item is just
      // below the window: sections render as they come near it (content-visibility), so what
      // is measured from here on stays put.
      await item.evaluate(async (el) => {
        const frames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        while (el.getBoundingClientRect().top > window.innerHeight + 50) {
          window.scrollBy({ top: window.innerHeight / 4, behavior: 'instant' });
          await frames();
        }
      });
      const before = (await item.boundingBox())!;
      const height = before.height;
      const showPart = (fraction: number) =>
        item.evaluate((el, part) => {
          const box = el.getBoundingClientRect();
          window.scrollTo({ top: window.scrollY + box.top - window.innerHeight + box.height * part, behavior: 'instant' });
        }, fraction);

      await showPart(0.3);
      await nextFrames(page);
      await expect(card).toHaveClass(/\bhidden\b/);
      await showPart(0.6);
      await expect(card).not.toHaveClass(/\bhidden\b/);
      await expect(card).toHaveCSS('opacity', '1');
      expect((await item.boundingBox())!.height).toBe(height);
      watch.expectClean();
    });

    test('the static sections pass axe once revealed', async ({ page, watch }) => {
      test.slow(); // four axe runs on a busy machine
      await page.goto('/');
      await settle(page);
      for (const name of ['promo-bar', 'about', 'marquee', 'multicolumn']) {
        await section(page, name).scrollIntoViewIfNeeded();
        for (const block of await section(page, name).locator('[data-lazy-reveal]').all()) {
          await block.scrollIntoViewIfNeeded();
          await expect(block.locator(':scope > div')).not.toHaveClass(/\bhidden\b/);
        }
        await expectNoAxeViolations(page, `.section-${name}`);
      }
      watch.expectClean();
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every section reads in full: all steps and locations, working links, revealed cards', async ({ page }) => {
    await page.goto('/');
    await expect(section(page, 'timeline').getByRole('listitem')).toHaveCount(4);
    for (const name of ['Sicily', 'Crete', 'Andalusia']) {
      await expect(section(page, 'hero-location').getByRole('heading', { name })).toBeVisible();
    }
    await expect(section(page, 'multicolumn').locator('.multicolumn__card').first()).toHaveCSS('opacity', '1');
    await expect(navLink(page, 'Our story')).toHaveAttribute('href', '#our-story');
    await expect(page.locator('#our-story')).toHaveCount(1);
  });
});

test.describe('in the theme editor', () => {
  test('selecting a step or a location shows it; rotation holds while a location is selected', async ({ page, watch }) => {
    await withStoppedClock(page);
    await page.goto('/?design_mode=1');
    await mounted(page, 'timeline');
    await mounted(page, 'hero-location');
    const select = (type: 'select' | 'deselect', blockId: string, name: string) =>
      page.evaluate(
        ([kind, block, sectionName]) => {
          const host = document.querySelector(`.section-${sectionName}`)!;
          const sectionId = host.id.replace(/^shopify-section-/, '');
          const target = host.querySelector(`[data-shopify-editor-block*='"${block}"']`) ?? host;
          target.dispatchEvent(new CustomEvent(`shopify:block:${kind}`, { bubbles: true, detail: { sectionId, blockId: block } }));
        },
        [type, blockId, name] as const,
      );

    await select('select', 'pour', 'timeline');
    await expect(step(page, 'Pour')).toHaveAttribute('aria-current', 'step');

    await page.mouse.move(1, 1);
    await select('select', 'andalusia', 'hero-location');
    await expect(shownLocation(page)).toHaveText('Andalusia');
    await page.clock.runFor(30_000);
    await expect(shownLocation(page)).toHaveText('Andalusia');
    await select('deselect', 'andalusia', 'hero-location');
    // The widget re-arms its timer when React has handled the event (a task later on a busy
    // machine): step the clock until the next location shows.
    await expect
      .poll(
        async () => {
          await page.clock.runFor(1_000);
          return shownLocation(page).textContent();
        },
        { intervals: [0], timeout: 15_000 },
      )
      .toBe('Sicily');
    await page.clock.runFor(1_000);
    await settle(page);
    watch.expectClean();
  });

  test('the islands and page behaviours survive section unload and load', async ({ page, watch }) => {
    await page.goto('/?design_mode=1');
    await settle(page);
    for (const name of ['timeline', 'hero-location', 'in-page-nav', 'multicolumn', 'video']) {
      await section(page, name).scrollIntoViewIfNeeded();
      const sectionId = (await section(page, name).getAttribute('id'))!.replace(/^shopify-section-/, '');
      await page.evaluate(async (id) => {
        const old = document.getElementById(`shopify-section-${id}`)!;
        old.dispatchEvent(new CustomEvent('shopify:section:unload', { bubbles: true, detail: { sectionId: id } }));
        const html = await (await fetch(`/?design_mode=1&section_id=${encodeURIComponent(id)}`)).text();
        old.outerHTML = html;
        const fresh = document.getElementById(`shopify-section-${id}`)!;
        fresh.dispatchEvent(new CustomEvent('shopify:section:load', { bubbles: true, detail: { sectionId: id } }));
      }, sectionId);
    }
    for (const name of ['timeline', 'hero-location']) await mounted(page, name);
    await wakeIsland(island(page, 'in-page-nav'));
    await step(page, 'Press').hover();
    await expect(step(page, 'Press')).toHaveAttribute('aria-current', 'step');
    // The reloaded video plays again, and the reloaded cards still reveal.
    const video = section(page, 'video').locator('video');
    await video.scrollIntoViewIfNeeded();
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.muted)).toBe(true);
    const card = section(page, 'multicolumn').locator('.multicolumn__card').first();
    await card.scrollIntoViewIfNeeded();
    await expect(card).not.toHaveClass(/\bhidden\b/);
    await settle(page);
    watch.expectClean();
  });
});
