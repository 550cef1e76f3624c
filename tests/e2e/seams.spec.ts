// The seams as a shopper meets them: the /cart page kept in step with the drawer through bundled
// section rendering, and a shop under a language prefix whose scripts call its own cart URLs.
import type { Page } from '@playwright/test';
import { test, expect, settle } from './fixtures';

const POUR_SPOUT = 40031;
const BOARD = 40024;

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'over_21', value: 'true', url: baseURL! }]);
});

const drawer = (page: Page) => page.getByRole('dialog', { name: 'Your Cart' });

test('changing a line in the drawer re-renders the /cart page section in place', async ({ page, watch }) => {
  await page.request.post('/cart/add.js', { data: { items: [{ id: POUR_SPOUT, quantity: 1 }] } });
  await page.goto('/cart');
  await settle(page);
  const pageLine = page.locator('#MainContent .cart-item', { hasText: 'Pour Spout' });
  await expect(pageLine.getByRole('spinbutton')).toHaveValue('1');
  const sectionsAsked = page.waitForRequest((req) => req.url().endsWith('/cart/update.js') && (req.postData() ?? '').includes('"sections"'));

  await page.locator('header a[data-cart-toggle]').click();
  await drawer(page).getByRole('button', { name: 'Increase quantity of Pour Spout' }).click();
  const body = JSON.parse((await sectionsAsked).postData()!) as { sections: string[]; sections_url: string };
  expect(body.sections_url).toBe('/cart');
  expect(body.sections).toHaveLength(1);
  // The page behind the drawer shows the new quantity without a reload.
  await expect(pageLine.getByRole('spinbutton')).toHaveValue('2');
  await expect(page).toHaveURL(/\/cart$/);
  watch.expectClean();
});

test('the /cart page section updates in place: a removed line goes, and what the shopper typed stays', async ({ page, watch }) => {
  await page.request.post('/cart/add.js', {
    data: {
      items: [
        { id: POUR_SPOUT, quantity: 1 },
        { id: BOARD, quantity: 1 },
      ],
    },
  });
  await page.goto('/cart');
  await settle(page);
  const line = (title: string) => page.locator('#MainContent .cart-item', { hasText: title });
  // Typed on the page, not yet sent with Update: a new quantity for one line, and a long note
  // scrolled to its end.
  const boardQuantity = line('Board').getByRole('spinbutton');
  await boardQuantity.fill('3');
  const note = page.getByRole('textbox', { name: /note/i });
  const typed = Array.from({ length: 12 }, (_, i) => `Line ${i + 1} of the note`).join('\n');
  await note.fill(typed);
  const scrolled = await note.evaluate((el) => {
    el.scrollTop = el.scrollHeight;
    return el.scrollTop;
  });
  expect(scrolled).toBeGreaterThan(0);

  await page.locator('header a[data-cart-toggle]').click();
  await drawer(page).getByRole('button', { name: 'Remove Pour Spout' }).click();
  await expect(line('Pour Spout')).toHaveCount(0);
  await drawer(page).getByRole('button', { name: 'Close cart' }).click();
  await expect(drawer(page)).toBeHidden();
  await expect(boardQuantity).toHaveValue('3');
  await expect(note).toHaveValue(typed);
  expect(await note.evaluate((el) => el.scrollTop)).toBe(scrolled);
  watch.expectClean();
});

test('on a French page the product form adds through /fr/cart/add.js and the drawer reads /fr/cart.js', async ({ page, watch }) => {
  const calls: string[] = [];
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (path.includes('/cart')) calls.push(`${req.method()} ${path}`);
  });
  await page.goto('/fr/products/pour-spout');
  await settle(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByRole('button', { name: /Ajouter au panier/ }).click();
  // The drawer in French: its dialog is named by the French cart title.
  const frenchDrawer = page.getByRole('dialog', { name: 'Votre panier' });
  await expect(frenchDrawer).toBeVisible();
  await expect(frenchDrawer.getByRole('link', { name: 'Pour Spout' })).toBeVisible();
  expect(calls).toContain('POST /fr/cart/add.js');
  expect(calls).toContain('GET /fr/cart.js');
  expect(calls.filter((c) => !c.includes('/fr/'))).toEqual([]);
  watch.expectClean();
});
