// The product form's server frame answers the first tile press itself while the island's code is
// still on its way (snippets/product-form-variants.liquid, src/features/product/frame-variants.ts):
// the new variant's price, tiles, availability and ?variant= show before the island mounts, and
// once it mounts (the press replayed into it) nothing the shopper sees changes.
import type { Locator, Page } from '@playwright/test';
import { test, expect, settle } from './fixtures';

/** Holds back every script the page requests from now on (the island's chunks and React) until `release`. */
async function holdScripts(page: Page): Promise<{ release: () => void; held: () => number }> {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let count = 0;
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      if (route.request().resourceType() !== 'script') return route.continue();
      count += 1;
      await gate;
      await route.continue();
    },
  );
  return { release, held: () => count };
}

/** What the shopper sees of the form: its visible text, the checked tiles and the enabled buttons. */
async function formAsSeen(form: Locator): Promise<{ text: string; checked: string[]; buttons: string[] }> {
  return form.evaluate((host) => {
    const seen = (el: Element) => el.getClientRects().length > 0;
    const widget = Array.from(host.querySelectorAll('.product-form-widget')).find(seen)!;
    return {
      text: (widget as HTMLElement).innerText.replace(/\s+/g, ' ').trim(),
      checked: Array.from(widget.querySelectorAll<HTMLInputElement>('input[type="radio"]:checked')).map((input) => input.value),
      buttons: Array.from(widget.querySelectorAll<HTMLButtonElement>('button')).map(
        (button) => `${button.textContent?.trim()}${button.disabled ? ' (disabled)' : ''}`,
      ),
    };
  });
}

const form = (page: Page) => page.locator('[data-widget="product-form"]');
/** The label of the tile whose text starts with `value` (a sold-out tile's label says so after it). */
const tile = (page: Page, value: string) => form(page).locator('label', { hasText: new RegExp(`^${value}`) });

/** The island is still loading (the frame answered); once its code comes, it mounts and the form looks the same. */
async function expectNoChangeAtMount(page: Page, scripts: { release: () => void; held: () => number }): Promise<void> {
  expect(scripts.held()).toBeGreaterThan(0);
  await expect(form(page)).toHaveAttribute('data-island-state', 'loading');
  const before = await formAsSeen(form(page));
  scripts.release();
  await expect(form(page)).toHaveAttribute('data-island-state', 'mounted');
  await expect(form(page).locator('[data-island-root] [data-product-price]')).toBeVisible();
  expect(await formAsSeen(form(page))).toEqual(before);
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a tile pressed before the island has loaded shows its price at once, and the island takes over without a change', async ({ page, watch }) => {
      await page.goto('/products/the-everyday');
      await settle(page);
      const scripts = await holdScripts(page);
      const price = form(page).locator('[data-product-price] .price__current');
      await expect(price).toHaveText('$24.00');

      await form(page).getByText('1 L', { exact: true }).click();
      await expect(price).toHaveText('$42.00');
      await expect(form(page).getByRole('radio', { name: '1 L' })).toBeChecked();
      await expect(form(page).getByRole('radio', { name: '500 ml' })).not.toBeChecked();
      await expect(form(page).getByRole('button', { name: 'Add to Cart – $42.00' })).toBeVisible();
      await expect(page).toHaveURL(/\/products\/the-everyday\?variant=40002$/);
      await expectNoChangeAtMount(page, scripts);
      await expect(page).toHaveURL(/\/products\/the-everyday\?variant=40002$/);
      // The widget holds the same variant: Add to Cart adds it.
      await form(page).getByRole('button', { name: 'Add to Cart – $42.00' }).click();
      await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible();
      const cart = (await (await page.request.get('/cart.js')).json()) as { items: { variant_id: number }[] };
      expect(cart.items.map((item) => item.variant_id)).toEqual([40002]);
      watch.expectClean();
    });
  });
}

test('a tile and then Add to Cart, both pressed while the island loads: the picked variant is added', async ({ page, watch }) => {
  await page.goto('/products/the-everyday');
  await settle(page);
  const scripts = await holdScripts(page);
  await form(page).getByText('1 L', { exact: true }).click();
  await expect(form(page).getByRole('button', { name: 'Add to Cart – $42.00' })).toBeVisible();
  await form(page).getByRole('button', { name: 'Add to Cart – $42.00' }).click();
  await expect.poll(scripts.held).toBeGreaterThan(0);
  scripts.release();
  await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible();
  const cart = (await (await page.request.get('/cart.js')).json()) as { items: { variant_id: number }[] };
  expect(cart.items.map((item) => item.variant_id)).toEqual([40002]);
  watch.expectClean();
});

test('a sold-out combination shows as sold out at once, with the other tiles marked for it, and stays so once the island mounts', async ({ page, watch }) => {
  await page.goto('/products/infused-oils?variant=40010');
  await settle(page);
  const scripts = await holdScripts(page);
  await expect(form(page).getByRole('button', { name: 'Add to Cart – $29.00' })).toBeVisible();

  // With 500 ml chosen, Chili is marked sold out (its 500 ml is); 500 ml is not, as Lemon's is in stock.
  await expect(form(page).getByRole('radio', { name: 'Chili – Sold Out' })).not.toBeChecked();
  await expect(form(page).getByRole('radio', { name: '500 ml', exact: true })).toBeChecked();
  await tile(page, 'Chili').click();
  await expect(form(page).getByRole('radio', { name: 'Chili – Sold Out' })).toBeChecked();
  await expect(form(page).getByRole('radio', { name: '500 ml – Sold Out' })).toBeChecked();
  await expect(form(page).getByRole('radio', { name: 'Lemon', exact: true })).not.toBeChecked();
  await expect(form(page).getByRole('radio', { name: '250 ml', exact: true })).not.toBeChecked();
  await expect(form(page).getByRole('button', { name: 'Sold Out' })).toBeDisabled();
  await expect(form(page).getByRole('button', { name: /Add to Cart/ })).toHaveCount(0);
  await expect(page).toHaveURL(/\?variant=40012$/);
  await expectNoChangeAtMount(page, scripts);
  watch.expectClean();
});

test('two tiles pressed while the island loads: the frame shows the second pick, and the island mounts on it', async ({ page, watch }) => {
  await page.goto('/products/infused-oils?variant=40010');
  await settle(page);
  const scripts = await holdScripts(page);
  await tile(page, 'Garlic').click();
  await expect(form(page).getByRole('button', { name: 'Add to Cart – $29.00' })).toBeVisible();
  await expect(page).toHaveURL(/\?variant=40014$/);
  await tile(page, '250 ml').click();
  await expect(form(page).getByRole('button', { name: 'Add to Cart – $18.00' })).toBeVisible();
  await expect(form(page).getByRole('radio', { name: 'Garlic', exact: true })).toBeChecked();
  await expect(form(page).getByRole('radio', { name: '250 ml', exact: true })).toBeChecked();
  await expect(page).toHaveURL(/\?variant=40013$/);
  await expectNoChangeAtMount(page, scripts);
  await expect(page).toHaveURL(/\?variant=40013$/);
  watch.expectClean();
});

test('without scripts the per-variant frames stay inert: one price and the plain form', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  await context.addCookies([{ name: 'over_21', value: 'true', url: baseURL! }]);
  const page = await context.newPage();
  await page.goto('/products/the-everyday');
  const shownPrices = await page
    .locator('.product-form-island .price')
    .evaluateAll((prices) => prices.filter((p) => p.getClientRects().length > 0).map((p) => p.textContent?.replace(/\s+/g, ' ').trim()));
  expect(shownPrices).toEqual(['$24.00']);
  await expect(page.getByText('$42.00', { exact: true })).toHaveCount(0);
  await context.close();
});

test('a tile pressed and then the first tile pressed back while the island loads: the island mounts on the first variant again', async ({ page, watch }) => {
  await page.goto('/products/the-everyday');
  await settle(page);
  const scripts = await holdScripts(page);
  await form(page).getByText('1 L', { exact: true }).click();
  await expect(page).toHaveURL(/\?variant=40002$/);
  await form(page).getByText('500 ml', { exact: true }).click();
  await expect(form(page).getByRole('button', { name: 'Add to Cart – $24.00' })).toBeVisible();
  await expect(page).toHaveURL(/\?variant=40001$/);
  await expectNoChangeAtMount(page, scripts);
  await expect(page).toHaveURL(/\?variant=40001$/);
  watch.expectClean();
});
