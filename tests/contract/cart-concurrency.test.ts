// Concurrent cart writes against the offline storefront: 100 simultaneous adds of one variant to
// one cart end at exactly their sum, or at the stock limit with every add past it refused with
// Shopify's 422; shoppers adding at the same time never see each other's lines.
import { expect, it } from 'vitest';
import type { Cart } from '../../src/contracts/cart';
import { client, sampleServerPerFile } from './helpers';

const CONCURRENT = 100;
const sample = sampleServerPerFile();

/** A shopper with a cart already made (so the concurrent adds share one cart token). */
async function shopperWithCart() {
  const shopper = client(sample.server.url);
  expect((await shopper.json('/cart/update.js', { note: 'concurrent' })).status).toBe(200);
  return shopper;
}

function variantOf(handle: string, index = 0): { id: number; stock: number | null } {
  const variant = sample.server.shop.catalog.product(handle)!.variants[index]!;
  return { id: variant.id, stock: variant.inventory_quantity };
}

it(`${CONCURRENT} simultaneous adds of an unlimited variant end at exactly their sum, on one line`, async () => {
  const shopper = await shopperWithCart();
  const { id } = variantOf('the-everyday');
  const answers = await Promise.all(Array.from({ length: CONCURRENT }, () => shopper.json('/cart/add.js', { id, quantity: 1 })));
  expect(answers.map((a) => a.status)).toEqual(Array(CONCURRENT).fill(200));
  const cart = (await shopper.json<Cart>('/cart.js')).body;
  expect(cart.items.map((line) => [line.variant_id, line.quantity])).toEqual([[id, CONCURRENT]]);
  expect(cart.item_count).toBe(CONCURRENT);
});

it(`${CONCURRENT} simultaneous adds of a variant with 3 in stock: 3 land, the rest are refused with 422`, async () => {
  const shopper = await shopperWithCart();
  const { id, stock } = variantOf('the-drizzle', 1);
  expect(stock).toBe(3);
  const answers = await Promise.all(Array.from({ length: CONCURRENT }, () => shopper.json<{ description?: string }>('/cart/add.js', { id, quantity: 1 })));
  const statuses = answers.map((a) => a.status);
  expect(statuses.filter((s) => s === 200)).toHaveLength(3);
  expect(statuses.filter((s) => s === 422)).toHaveLength(CONCURRENT - 3);
  expect(answers.find((a) => a.status === 422)!.body.description).toBe('The maximum quantity of this item is already in your cart.');
  const cart = (await shopper.json<Cart>('/cart.js')).body;
  expect(cart.items.map((line) => [line.variant_id, line.quantity])).toEqual([[id, 3]]);
});

it('shoppers adding, changing and removing at the same time each see only their own lines', async () => {
  const products = sample.server.shop.data.products.filter((p) => p.variants[0]!.available && !p.requires_selling_plan).slice(0, 4);
  const shoppers = await Promise.all(Array.from({ length: 20 }, shopperWithCart));
  await Promise.all(
    shoppers.map(async (shopper, n) => {
      const product = products[n % products.length]!;
      const id = product.variants[0]!.id;
      const added = await shopper.json<{ key: string }>('/cart/add.js', { id, quantity: n + 1, properties: { Shopper: String(n) } });
      expect(added.status).toBe(200);
      expect((await shopper.json('/cart/change.js', { id: added.body.key, quantity: n + 2 })).status).toBe(200);
      if (n % 3 === 0) expect((await shopper.json('/cart/change.js', { id: added.body.key, quantity: 0 })).status).toBe(200);
    }),
  );
  const carts = await Promise.all(shoppers.map((s) => s.json<Cart>('/cart.js')));
  carts.forEach(({ body: cart }, n) => {
    if (n % 3 === 0) return expect(cart.items).toEqual([]);
    expect(cart.items.map((line) => [line.variant_id, line.quantity, line.properties])).toEqual([
      [products[n % products.length]!.variants[0]!.id, n + 2, { Shopper: String(n) }],
    ]);
  });
});
