// With scrollbars that take room (desktop Chrome, Edge, Firefox on Windows and Linux), opening a
// drawer or overlay locks the page's scroll: the page under it must not widen by the bar, rewrap
// and jump, and the layer still covers the window to its edge. Chromium here runs with visible
// scrollbars (Playwright hides them by default).
import type { Locator, Page } from '@playwright/test';
import { chromiumPath, OFFLINE_ARGS } from './browser';
import { expect, settle, test } from './fixtures';

test.use({ launchOptions: { executablePath: chromiumPath, args: OFFLINE_ARGS, ignoreDefaultArgs: ['--hide-scrollbars'] } });

/** Where things the shopper sees under the layer sit: the logo, the page's first heading, its first text. */
async function positions(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ['header a[href="/"]', 'main h1, main h2', 'main p'].map((selector) => {
      const box = document.querySelector(selector)!.getBoundingClientRect();
      return `${selector}: ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`;
    }),
  );
}

async function expectStillUnder(page: Page, open: () => Promise<unknown>, layer: Locator) {
  await page.goto('/');
  await settle(page);
  const scrollbar = await page.evaluate(() => window.innerWidth - document.documentElement.clientWidth);
  expect(scrollbar, 'this browser shows a scrollbar that takes room').toBeGreaterThan(0);
  const before = await positions(page);
  await open();
  await expect(layer).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/is-scroll-locked/);
  expect(await positions(page)).toEqual(before);
  // The layer covers the window to its right edge, where the scrollbar was: no strip of live page.
  const atRightEdge = await page.evaluate(() => {
    const hit = document.elementFromPoint(window.innerWidth - 2, window.innerHeight / 2);
    if (!hit || hit === document.documentElement || hit === document.body) return 'nothing';
    return hit.closest('main, header, footer')?.localName ?? 'layer';
  });
  expect(atRightEdge).toBe('layer');
}

test.describe('desktop, 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the search overlay and the cart drawer open over the page without moving it', async ({ page, watch }) => {
    await expectStillUnder(page, () => page.locator('header [data-search-toggle]').click(), page.getByRole('dialog', { name: 'Search' }));
    await expectStillUnder(page, () => page.locator('header a[href="/cart"]').first().click(), page.getByRole('dialog', { name: 'Your Cart' }));
    watch.expectClean();
  });
});

test.describe('a narrow window, 412 px', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  test('the menu opens over the page without moving it', async ({ page, watch }) => {
    await expectStillUnder(page, () => page.locator('header [data-menu-toggle]').click(), page.getByRole('dialog', { name: 'Menu' }));
    watch.expectClean();
  });
});
