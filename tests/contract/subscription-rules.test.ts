// @vitest-environment jsdom
// One subscription-discount formula (snippets/subscription-discount.liquid) and one refill-cans
// match (snippets/refill-cans.liquid in Liquid, src/contracts/refill.ts in TypeScript). The sample
// shop is rendered through the preview with two things merchants do: a variant priced 0 that is
// still on a plan, and a refill title typed with a stray space. Every product page's numbers
// (the badge, each plan's saving in the form's props) follow the formula from the Ajax product
// JSON, and the Liquid and the TypeScript agree on what is a refill can, in the form and the cart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadShopData } from '../../preview/data/load';
import { startServer, type PreviewServer } from '../../preview/server';
import type { Cart } from '../../src/contracts/cart';
import type { AjaxProduct } from '../../src/contracts/product-json';
import { isRefillCans } from '../../src/contracts/refill';
import { hasRefillCan } from '../../src/features/cart/cart-logic';
import { client, tempDir } from './helpers';

const data = structuredClone(loadShopData());
const drizzle = data.products.find((p) => p.handle === 'the-drizzle')!;
drizzle.variants[0]!.price = 0;
const refill = data.products.find((p) => p.handle === 'refill-cans')!;
refill.title = 'Refill Cans ';
const duo = data.products.find((p) => p.handle === 'the-duo')!;
const duoIncluded = duo.metafields?.olivine?.included_products as { title: string }[];
duoIncluded.forEach((item) => {
  if (item.title === 'Refill Cans') item.title = ' Refill Cans';
});

let server: PreviewServer;
beforeAll(async () => {
  server = await startServer({ port: 0, stateDir: tempDir(), data, logError: () => {} });
});
afterAll(async () => {
  await server.close();
});

interface FormProduct {
  included_products: { title: string; cart: { is_cans: boolean } }[];
  variants: { id: number; discount: number; subscriptions: { value: number; discount: number }[] }[];
}

/** Whole percent saved, rounded down; nothing saved on a free variant. */
const saving = (price: number, planPrice: number) => (price > 0 ? Math.floor(((price - planPrice) * 100) / price) : 0);

async function page(path: string): Promise<Document> {
  const res = await fetch(server.url + path);
  expect(res.status, path).toBe(200);
  return new DOMParser().parseFromString(await res.text(), 'text/html');
}

function formProduct(doc: Document): FormProduct {
  const script = doc.querySelector('[data-widget="product-form"] script[data-props]');
  return (JSON.parse(script!.textContent) as { product: FormProduct }).product;
}

const handles = data.products.map((p) => p.handle);

describe('the subscription discount', () => {
  it.each(handles)('%s: each plan, each variant and the badge follow the formula', async (handle) => {
    const ajax = (await (await fetch(`${server.url}/products/${handle}.js`)).json()) as AjaxProduct;
    const doc = await page(`/products/${handle}`);
    const form = formProduct(doc);
    let best = 0;
    for (const variant of ajax.variants) {
      const expected = variant.selling_plan_allocations.map((a) => ({ value: a.selling_plan_id, discount: saving(variant.price, a.price) }));
      const rendered = form.variants.find((v) => v.id === variant.id)!;
      expect(rendered.subscriptions.map(({ value, discount }) => ({ value, discount }))).toEqual(expected);
      const variantBest = Math.max(0, ...expected.map((e) => e.discount));
      expect(rendered.discount).toBe(variantBest);
      best = Math.max(best, variantBest);
    }
    const badge = doc.querySelector('[id$="__main"] .product__badge')?.textContent ?? '';
    if (best > 0) expect(badge).toBe(`SAVE UP TO ${best}% ON EVERY ORDER`);
    else expect(badge).toBe('');
  });

  it('a free variant on a plan saves 0% and the page still renders', async () => {
    const form = formProduct(await page('/products/the-drizzle'));
    expect(form.variants[0]!.subscriptions.length).toBeGreaterThan(0);
    expect(form.variants[0]!.subscriptions.every((s) => s.discount === 0)).toBe(true);
  });

  it('the showcase template badges each tab with its own product', async () => {
    const doc = await page('/products/the-everyday?view=showcase');
    const panels = Array.from(doc.querySelectorAll('.product-tab-section__panel'));
    expect(panels.length).toBeGreaterThan(0);
    expect(panels.map((panel) => panel.querySelector('.product__badge')?.textContent ?? '')).toContain('SAVE UP TO 15% ON EVERY ORDER');
  });
});

describe('refill cans', () => {
  it('the form marks included refill cans as the TypeScript rule does', async () => {
    const items = formProduct(await page('/products/the-duo')).included_products;
    expect(items.some((item) => item.title === ' Refill Cans')).toBe(true);
    for (const item of items) expect(item.cart.is_cans, item.title).toBe(isRefillCans(item.title));
  });

  const buyable = data.products.filter((p) => !p.gift_card && p.variants.some((v) => v.available)).map((p) => p.handle);
  it.each(buyable)("a cart holding %s: the cart page's Refills attribute and the drawer's rule agree", async (handle) => {
    const shopper = client(server.url);
    const ajax = (await (await shopper.fetch(`/products/${handle}.js`)).json()) as AjaxProduct;
    const variant = ajax.variants.find((v) => v.available)!;
    const selling_plan = variant.requires_selling_plan ? variant.selling_plan_allocations[0]!.selling_plan_id : null;
    const added = await shopper.json('/cart/add.js', { items: [{ id: variant.id, quantity: 1, selling_plan }] });
    expect(added.status).toBe(200);
    const cart = (await shopper.json<Cart>('/cart.js')).body;
    const html = await (await shopper.fetch('/cart')).text();
    expect(html.includes('name="attributes[Refills]" value="Cans"'), handle).toBe(hasRefillCan(cart));
    expect(hasRefillCan(cart)).toBe(handle === 'refill-cans');
  });
});
