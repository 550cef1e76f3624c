// Back means back: switching a linked product in place is a history entry of its own. Back returns
// to the previous product (URL, title, heading, the variant it showed) at its scroll position;
// Forward returns to the switched-to product.
import type { Page } from '@playwright/test';
import { test, expect, wakeIsland } from './fixtures';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test('Back after a linked-product switch returns to the previous product and its scroll position; Forward comes back', async ({ page, watch }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('/products/the-everyday');
  const linked = page.locator('[data-widget="product-linked"]');
  // The hero's islands wake together (data-wake-with).
  await wakeIsland(page.locator('[data-widget="product-form"]'));
  await expect(linked).toHaveAttribute('data-island-state', 'mounted');
  await page.getByText('1 L', { exact: true }).click();
  await expect(page).toHaveURL(/\/products\/the-everyday\?variant=40002$/);
  const historyLength = await page.evaluate(() => history.length);

  await page.evaluate(() => window.scrollTo(0, 120));
  await expect.poll(() => scrollY(page)).toBe(120);
  await linked.getByRole('link', { name: /The Drizzle/ }).click();
  await expect(page.locator('h1')).toHaveText('The Drizzle');
  await expect(page).toHaveURL(/\/products\/the-drizzle(\?variant=40003)?$/);
  await expect(page).toHaveTitle(/^The Drizzle/);
  expect(await page.evaluate(() => history.length)).toBe(historyLength + 1);
  await page.evaluate(() => window.scrollTo(0, 420));
  await expect.poll(() => scrollY(page)).toBe(420);

  await page.goBack();
  await expect(page).toHaveURL(/\/products\/the-everyday\?variant=40002$/);
  await expect(page.locator('h1')).toHaveText('The Everyday');
  await expect(page).toHaveTitle(/^The Everyday/);
  await expect(page.getByRole('radio', { name: '1 L' })).toBeChecked();
  await expect(page.locator('[data-product-price]')).toContainText('$42.00');
  await expect(linked.getByRole('link', { name: /The Everyday/ })).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => scrollY(page)).toBe(120);

  await page.goForward();
  await expect(page).toHaveURL(/\/products\/the-drizzle(\?variant=40003)?$/);
  await expect(page.locator('h1')).toHaveText('The Drizzle');
  await expect(page).toHaveTitle(/^The Drizzle/);
  await expect(page.locator('[data-product-price]')).toContainText('$22.00');
  await expect(linked.getByRole('link', { name: /The Drizzle/ })).toHaveAttribute('aria-current', 'page');
  await expect.poll(() => scrollY(page)).toBe(420);
  watch.expectClean();
});
