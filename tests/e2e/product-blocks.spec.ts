// A product page recomposed from blocks (templates/product.compact.json) as a shopper uses it: the
// media on the right, the form's parts in their blocks' order, a dropdown variant picker, subscribe
// selected by default with the can bubbles in its panel, the upsells block, and a purchase that
// lands in the cart.
import { test, expect, wakeIsland } from './fixtures';
import { expectNoAxeViolations } from './axe';

test('the recomposed product page: its layout, a dropdown pick and a subscription added to the cart', async ({ page, watch }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/products/the-everyday?view=compact');
  const form = page.locator('[data-widget="product-form"]');
  await wakeIsland(form);
  // Media right of the information column; no thumbnails.
  const media = (await page.locator('.product__media').boundingBox())!;
  const info = (await page.locator('.product__info').boundingBox())!;
  expect(media.x).toBeGreaterThan(info.x + info.width - 1);
  await expect(page.locator('.media-carousel__thumbs')).toHaveCount(0);
  // The eyebrow text and the vendor stand above the title; the rows below the form.
  await expect(page.locator('.product__info > *').first()).toHaveText('Pressed within hours of picking');
  const row = page.locator('details.product__row', { hasText: 'Shipping & returns' });
  await expect(row.getByText('Cans ship in two business days.')).toBeHidden();
  await row.locator('summary').click();
  await expect(row.getByText('Cans ship in two business days.')).toBeVisible();

  // Subscribe is chosen by default; the merchant's bubble is in the subscription panel.
  await expect(page.getByRole('radio', { name: /Subscribe & Save/ })).toBeChecked();
  await expect(page.locator('.purchase-options__subscription .can-bubble').first()).toHaveText('No oxygen, no light: the can keeps it fresh.');
  await expect(page.getByText('Skip, Edit or Cancel Anytime')).toBeVisible();
  // The upsells block beside the form follows the purchase mode: its subscription heading.
  const upsells = page.locator('.product-upsells--block');
  await upsells.scrollIntoViewIfNeeded();
  await expect(upsells.getByRole('heading', { level: 2 })).toHaveText('Add to every delivery');

  // The size as a dropdown: the price and the address follow.
  await page.getByRole('combobox', { name: 'Size' }).selectOption('1 L');
  await expect(page).toHaveURL(/[?&]variant=40002$/);
  await expect(page.getByRole('button', { name: /^Subscribe – / })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Buy it now' })).toHaveCount(0);
  await page.getByRole('button', { name: /^Subscribe – / }).click();
  await expect
    .poll(async () => ((await (await page.request.get('/cart.js')).json()) as { items: { variant_id: number; selling_plan_allocation?: unknown }[] }).items)
    .toEqual([expect.objectContaining({ variant_id: 40002, selling_plan_allocation: expect.anything() })]);
  await expectNoAxeViolations(page);
  watch.expectClean();
});
