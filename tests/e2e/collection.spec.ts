// The collection page as a shopper uses it: product cards (hover image, promo, description,
// price, quick add both ways, sold out), the collection switch with back/forward, load more at
// the end of the grid, ?page deep links and pages past the end, the page without scripts, axe.
import type { Locator, Page } from '@playwright/test';
import { test, expect, settle, wakeIsland } from './fixtures';
import { expectNoAxeViolations } from './axe';

const GRID = '[data-widget="collection-grid"]';
const items = (page: Page) => page.locator('[data-collection-items] > [data-collection-item]');
const card = (page: Page, title: string) => page.locator('[data-product-card]').filter({ has: page.getByRole('link', { name: title, exact: true }) });
const switchNav = (page: Page) => page.getByRole('navigation', { name: 'Collections' });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Your Cart' });

async function gridReady(page: Page): Promise<void> {
  await wakeIsland(page.locator(GRID));
}

/** Marks the window, so a test can tell an in-place update from a page load. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { olivineMark: boolean }).olivineMark = true));
}
const sameWindow = (page: Page) => page.evaluate(() => (window as unknown as { olivineMark?: boolean }).olivineMark === true);

/** The cards' titles as markup (a page list off screen skips rendering: content-visibility). */
async function titles(list: Locator): Promise<string[]> {
  return (await list.locator('.card__title').allTextContents()).map((title) => title.trim());
}

test('a card shows its hover image, promo, short description, price and the right quick add', async ({ page, watch }) => {
  await page.goto('/collections/olive-oil');
  const everyday = card(page, 'The Everyday');
  await expect(everyday.locator('.badge--promo')).toHaveText('Save 15% on subscription');
  await expect(everyday.locator('.card__description')).toHaveText('The one you reach for every night.');
  await expect(everyday.locator('.price')).toContainText('$24.00');
  // The second image is decorative and shows on hover.
  const hoverImage = everyday.locator('img.card__image--hover');
  await expect(hoverImage).toHaveAttribute('alt', '');
  await expect(hoverImage).toHaveCSS('opacity', '0');
  await everyday.getByRole('link', { name: 'The Everyday' }).hover();
  await expect(hoverImage).toHaveCSS('opacity', '1');
  // Options to choose: the quick add links to the product.
  await expect(everyday.getByRole('link', { name: 'Choose Options' })).toHaveAttribute('href', '/products/the-everyday');
  // Nothing available: 'Sold Out', disabled.
  await expect(card(page, 'Harvest Reserve 2027').getByRole('button', { name: 'Sold Out' })).toBeDisabled();
  // One variant: adds straight away.
  await expect(card(page, 'The Duo').getByRole('button', { name: 'Add to Cart – $44.00' })).toBeEnabled();
  await settle(page);
  watch.expectClean();
});

test('quick add of a one-variant product adds it through the cart and opens the drawer', async ({ page, watch }) => {
  await page.goto('/collections/olive-oil');
  await settle(page);
  await markWindow(page);
  await card(page, 'The Duo').getByRole('button', { name: 'Add to Cart – $44.00' }).click();
  await expect(drawer(page)).toBeVisible();
  await expect(drawer(page).getByText('The Duo').first()).toBeVisible();
  const cart = (await (await page.request.get('/cart.js')).json()) as { item_count: number; items: { handle: string; quantity: number }[] };
  expect(cart.items.map((i) => [i.handle, i.quantity])).toEqual([['the-duo', 1]]);
  await expect(page.locator('[data-cart-count]').first()).toContainText('1');
  expect(await sameWindow(page)).toBe(true);
  watch.expectClean();
});

test('quick add of a product with options opens the product', async ({ page, watch }) => {
  await page.goto('/collections/olive-oil');
  await card(page, 'The Everyday').getByRole('link', { name: 'Choose Options' }).click();
  await expect(page).toHaveURL(/\/products\/the-everyday$/);
  await expect(page.locator('h1')).toHaveText('The Everyday');
  await settle(page);
  watch.expectClean();
});

test('the collection list switches in place, and back and forward restore the collection', async ({ page, watch }) => {
  await page.goto('/collections/olive-oil');
  await gridReady(page);
  await markWindow(page);
  const oliveOil = await titles(items(page));

  await switchNav(page).getByRole('link', { name: 'Gifts' }).click();
  await expect(page).toHaveURL(/\/collections\/gifts$/);
  await expect(page.locator('h1')).toHaveText('Gifts');
  await expect(items(page).first().locator('.card__title')).toHaveText('The Duo');
  expect(await titles(items(page))).toContain('Wine Country Gift Box');
  await expect(switchNav(page).getByRole('link', { name: 'Gifts' })).toHaveAttribute('aria-current', 'page');
  await expect(switchNav(page).getByRole('link', { name: 'Gifts' })).toBeFocused();
  await expect(page.locator('[data-collection-results]')).not.toHaveAttribute('data-switch-phase', /.+/);
  await expect(page).toHaveTitle(/^Gifts – /);
  expect(await sameWindow(page)).toBe(true);

  await page.goBack();
  await expect(page).toHaveURL(/\/collections\/olive-oil$/);
  await expect(page.locator('h1')).toHaveText('Olive Oil');
  await expect.poll(() => titles(items(page))).toEqual(oliveOil);
  await page.goForward();
  await expect(page).toHaveURL(/\/collections\/gifts$/);
  await expect(page.locator('h1')).toHaveText('Gifts');
  expect(await sameWindow(page)).toBe(true);

  // The switched-in section's own island works too: its quick add adds.
  await card(page, 'The Sampler')
    .getByRole('button', { name: /^Add to Cart/ })
    .click();
  await expect(drawer(page)).toBeVisible();
  watch.expectClean();
});

test('reaching the end of the grid loads the next page and keeps focus and scroll', async ({ page, watch }) => {
  await page.goto('/collections/all');
  await gridReady(page);
  await markWindow(page);
  await expect(items(page)).toHaveCount(12);
  const firstPage = await titles(items(page));

  // Keyboard focus on the last card, brought into view as a shopper tabbing there would.
  const lastLink = card(page, 'Pantry Pack').getByRole('link', { name: 'Pantry Pack' });
  await expect(items(page).last()).toContainText('Pantry Pack');
  await lastLink.focus();
  await page.evaluate(() => window.scrollBy(0, document.body.scrollHeight));
  await expect(items(page)).toHaveCount(15);
  const all = await titles(items(page));
  expect(all.slice(0, 12)).toEqual(firstPage);
  expect(new Set(all).size).toBe(15);
  await expect(lastLink).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await expect(page.getByRole('status').filter({ hasText: 'Page 2 of 2' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Load more products' })).toHaveCount(0);
  expect(await sameWindow(page)).toBe(true);
  watch.expectClean();
});

test("an appended card's quick add works", async ({ page, watch }) => {
  await page.goto('/collections/all');
  await gridReady(page);
  await page.evaluate(() => window.scrollBy(0, document.body.scrollHeight));
  await expect(items(page)).toHaveCount(15);
  // Page 2 of 'all' starts with The Sampler, a one-variant product.
  await card(page, 'The Sampler').getByRole('button', { name: 'Add to Cart – $32.00' }).click();
  await expect(drawer(page)).toBeVisible();
  await expect(drawer(page).getByText('The Sampler').first()).toBeVisible();
  watch.expectClean();
});

test('?page=N renders that page; past the end is an empty page with a link back; an unknown collection is a 404', async ({ page, watch }) => {
  const res = await page.goto('/collections/all?page=2');
  expect(res?.status()).toBe(200);
  await expect(items(page)).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Show earlier products' })).toHaveAttribute('href', '/collections/all?page=1');

  const beyond = await page.goto('/collections/all?page=99');
  expect(beyond?.status()).toBe(200);
  await expect(page.getByText('There are no products on page 99.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to the first page' }).click();
  await expect(page).toHaveURL(/\/collections\/all$/);
  await expect(items(page)).toHaveCount(12);
  await settle(page);
  watch.expectClean();

  const missing = await page.goto('/collections/no-such-collection');
  expect(missing?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Page not found');
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the collection links, the pagination and quick add are plain links and forms', async ({ page }) => {
    await page.goto('/collections/all');
    await expect(items(page)).toHaveCount(12);
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/collections\/all\?page=2$/);
    await expect(items(page)).toHaveCount(3);

    await switchNav(page).getByRole('link', { name: 'Gifts' }).click();
    await expect(page).toHaveURL(/\/collections\/gifts$/);
    await expect(page.locator('h1')).toHaveText('Gifts');

    await card(page, 'The Duo').getByRole('button', { name: 'Add to Cart – $44.00' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.locator('main')).toContainText('The Duo');
  });
});

test('the theme editor reloads the section and the switch still works', async ({ page, watch }) => {
  await page.goto('/collections/olive-oil?design_mode=1');
  await gridReady(page);
  const id = (await page.locator('.shopify-section:has([data-collection-section])').getAttribute('id'))!.replace(/^shopify-section-/, '');
  const html = await page.evaluate(
    async (sectionId) => (await fetch(`/collections/olive-oil?design_mode=1&section_id=${encodeURIComponent(sectionId)}`)).text(),
    id,
  );
  await page.evaluate(
    ({ sectionId, markup }) => {
      const old = document.getElementById(`shopify-section-${sectionId}`)!;
      old.dispatchEvent(new CustomEvent('shopify:section:unload', { bubbles: true, detail: { sectionId } }));
      old.outerHTML = markup;
      const fresh = document.getElementById(`shopify-section-${sectionId}`)!;
      fresh.dispatchEvent(new CustomEvent('shopify:section:load', { bubbles: true, detail: { sectionId } }));
    },
    { sectionId: id, markup: html },
  );
  await gridReady(page);
  await switchNav(page).getByRole('link', { name: 'Refills' }).click();
  await expect(page.locator('h1')).toHaveText('Refills');
  await expect(page).toHaveURL(/\/collections\/refills$/);
  await settle(page);
  watch.expectClean();
});

for (const width of [375, 1280]) {
  test(`axe: no violations on a collection at ${width} px, after a load more`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/collections/all');
    await gridReady(page);
    await page.evaluate(() => window.scrollBy(0, document.body.scrollHeight));
    await expect(items(page)).toHaveCount(15);
    await expectNoAxeViolations(page);
  });
}
