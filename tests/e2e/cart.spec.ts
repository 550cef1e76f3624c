// The cart as a shopper sees it in the header, with and without JavaScript.
import { test, expect, settle } from './fixtures';

async function firstAvailableVariant(request: import('@playwright/test').APIRequestContext) {
  const res = await request.get('/products.json');
  expect(res.ok()).toBe(true);
  const { products } = (await res.json()) as {
    products: { handle: string; title: string; variants: { id: number; available: boolean; title: string }[] }[];
  };
  for (const product of products) {
    const detail = await (await request.get(`/products/${product.handle}.js`)).json();
    if (detail.requires_selling_plan || detail.gift_card) continue;
    const variant = (detail.variants as { id: number; available: boolean; requires_selling_plan: boolean; title: string }[]).find(
      (v) => v.available && !v.requires_selling_plan,
    );
    if (variant) return { handle: product.handle, title: product.title, variant };
  }
  throw new Error('no purchasable product in the sample shop');
}

test('add to cart via /cart/add.js, then window.cart.refresh() updates the header count', async ({ page, watch }) => {
  const { variant } = await firstAvailableVariant(page.request);
  await page.goto('/');
  await settle(page);
  const count = page.locator('[data-cart-count]').first();
  await expect(count).toHaveText('[0]');
  await page.evaluate(async (id) => {
    const res = await fetch('/cart/add.js', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ items: [{ id, quantity: 2 }] }),
    });
    if (!res.ok) throw new Error(`add failed: ${res.status}`);
    await res.json(); // the Ajax API answers the added lines
  }, variant.id);
  await expect(count).toHaveText('[0]'); // nothing re-reads the cart by itself
  await page.evaluate(() => (window as unknown as { cart: { refresh(): Promise<void> } }).cart.refresh());
  await expect(count).toHaveText('[2]');
  // The count survives a reload: the cart lives on the server, keyed by the cart cookie.
  await page.reload();
  await expect(page.locator('[data-cart-count]').first()).toHaveText('[2]');
  watch.expectClean();
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the product form posts to /cart/add and lands on /cart with the item', async ({ page, watch }) => {
    const { handle, title } = await firstAvailableVariant(page.request);
    await page.goto(`/products/${handle}`);
    await expect(page.locator('h1')).toHaveText(title);
    // The product form's button (the upsells below have their own).
    await page
      .locator('[data-product-form]')
      .getByRole('button', { name: /add to cart/i })
      .click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.locator('main').getByText(title).first()).toBeVisible();
    await expect(page.locator('[data-cart-count]').first()).toHaveText('[1]');
    watch.expectClean();
  });
});
