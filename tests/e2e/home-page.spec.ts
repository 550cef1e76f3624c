// The home page reads as a shop: no heading says the same thing twice (every h1–h6, at 375 and
// 1280 px, once every island has mounted), and at 375 px the in-page navigation scrolls sideways
// and fades at the edge where more links wait instead of cutting a word, with and without scripts;
// with them, a focused or highlighted link is scrolled wholly into view.
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { test, expect, settle, wakeInView, wakeIsland } from './fixtures';
import { WIDTHS } from './keyboard-helpers';

const nav = (page: Page) => page.getByRole('navigation', { name: 'On this page' });
const navList = (page: Page) => page.locator('.in-page-nav__list');
const navLinks = (page: Page) => navList(page).getByRole('link');

/** Scrolls each island that waits to be seen into view until it mounts, as a shopper scrolling down would. */
async function mountEveryIsland(page: Page): Promise<void> {
  const islands = page.locator('main [data-widget][data-hydrate="visible"]');
  for (let i = 0; i < (await islands.count()); i++) await wakeInView(islands.nth(i), islands.nth(i));
}

/**
 * How much link text shows in the outermost `band` px of the list at one edge: the largest
 * difference of any pixel there from the bar's own background (0–255). A word cut by a hard edge
 * shows there in full; under a fade it is gone.
 */
async function inkAtEdge(list: Locator, edge: 'left' | 'right', band = 3): Promise<number> {
  const background = await list.evaluate((el) => getComputedStyle(el.closest('.in-page-nav__island')!).backgroundColor);
  const [r, g, b] = background.match(/\d+/g)!.map(Number);
  const { data, info } = await sharp(await list.screenshot())
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let most = 0;
  for (let y = 0; y < info.height; y++) {
    for (let dx = 0; dx < band; dx++) {
      const x = edge === 'left' ? dx : info.width - 1 - dx;
      const i = (y * info.width + x) * info.channels;
      most = Math.max(most, Math.abs(data[i]! - r!), Math.abs(data[i + 1]! - g!), Math.abs(data[i + 2]! - b!));
    }
  }
  return most;
}

/** The link lies wholly inside the list's visible box, clear of the faded edges (the list's scroll padding). */
async function expectWhollyShown(list: Locator, link: Locator): Promise<void> {
  const [box, inset] = await list.evaluate(
    (el) => [el.getBoundingClientRect().toJSON() as DOMRect, parseFloat(getComputedStyle(el).scrollPaddingInlineStart) || 0] as const,
  );
  const shown = (await link.boundingBox())!;
  expect(shown.x).toBeGreaterThanOrEqual(box.left + inset - 1);
  expect(shown.x + shown.width).toBeLessThanOrEqual(box.right - inset + 1);
}

/** What holds at 375 px with scripts on or off: the bar scrolls sideways and fades where it cuts. */
async function expectNavScrollsAndFades(page: Page): Promise<void> {
  const list = navList(page);
  await nav(page).scrollIntoViewIfNeeded();
  // The links do not fit at 375 px: the bar scrolls sideways (it is not cut off or wrapped).
  expect(await list.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  expect(await list.evaluate((el) => getComputedStyle(el).overflowX)).toMatch(/^(auto|scroll)$/);
  expect(await list.evaluate((el) => el.scrollLeft)).toBe(0);
  // The link the far edge crosses fades out there instead of showing a cut word.
  expect(await inkAtEdge(list, 'right')).toBeLessThan(60);
  // Scrolled to the end, the last link shows whole, and the word the start edge crosses fades.
  await list.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }));
  await expectWhollyShown(list, navLinks(page).last());
  await expect(async () => expect(await inkAtEdge(list, 'left')).toBeLessThan(60)).toPass({ timeout: 2_000 });
  await list.evaluate((el) => el.scrollTo({ left: 0, behavior: 'instant' }));
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('no heading on the home page says the same thing twice', async ({ page, watch }) => {
      await page.goto('/');
      await settle(page);
      await mountEveryIsland(page);
      const headings = await page.locator('h1, h2, h3, h4, h5, h6').evaluateAll((els) => els.map((el) => (el.textContent ?? '').trim()));
      expect(headings.length).toBeGreaterThan(30);
      expect(headings.filter((text, i) => headings.indexOf(text) !== i)).toEqual([]);
      watch.expectClean();
    });
  });
}

test.describe('the in-page navigation at 375 px', () => {
  test.use({ viewport: { width: 375, height: 900 } });

  test('scrolls and fades instead of cutting a word; tabbing along it brings each link wholly into view', async ({ page, watch }) => {
    await page.goto('/');
    await settle(page);
    await wakeIsland(page.locator('[data-widget="in-page-nav"]'));
    await expectNavScrollsAndFades(page);
    const list = navList(page);
    const links = navLinks(page);
    const count = await links.count();
    await links.first().focus();
    for (let i = 1; i < count; i++) {
      await page.keyboard.press('Tab');
      await expect(links.nth(i)).toBeFocused();
      await expect(async () => expectWhollyShown(list, links.nth(i))).toPass({ timeout: 2_000 });
    }
    await expect(links.last()).toBeInViewport({ ratio: 1 });
    watch.expectClean();
  });

  test('the highlighted link scrolls into view as the page reaches its section', async ({ page, watch }) => {
    await page.goto('/');
    await settle(page);
    await wakeIsland(page.locator('[data-widget="in-page-nav"]'));
    const last = navLinks(page).last();
    const anchor = (await last.getAttribute('href'))!.slice(1);
    await page.evaluate((id) => {
      const el = document.getElementById(id)!;
      window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - 60, behavior: 'instant' });
    }, anchor);
    await expect(last).toHaveAttribute('aria-current', 'true');
    await expect(async () => expectWhollyShown(navList(page), last)).toPass({ timeout: 3_000 });
    watch.expectClean();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the bar still scrolls and fades, and focusing the last link shows it', async ({ page }) => {
      await page.goto('/');
      await expectNavScrollsAndFades(page);
      await navLinks(page).last().focus();
      await expect(navLinks(page).last()).toBeInViewport({ ratio: 1 });
    });
  });
});
