// The Ajax Cart API against Shopify's documented contracts (shopify-emulation.md §2): reading the cart, adding, selling plans.
import { describe, expect, it } from 'vitest';
import type { Cart, CartAddResponse, CartErrorBody, CartLineItem } from '../../src/contracts/cart';
import { fixtureServerPerTest } from './helpers';

const fixture = fixtureServerPerTest();

describe('GET /cart.js', () => {
  it('answers an empty cart with every top-level field', async () => {
    const { status, body } = await fixture.c.json<Cart>('/cart.js');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      note: null,
      attributes: {},
      original_total_price: 0,
      total_price: 0,
      total_discount: 0,
      total_weight: 0,
      item_count: 0,
      items: [],
      requires_shipping: false,
      currency: 'USD',
      items_subtotal_price: 0,
      cart_level_discount_applications: [],
    });
    expect(typeof body.token).toBe('string');
  });

  it('serves /cart.json the same way', async () => {
    expect((await fixture.c.json<Cart>('/cart.json')).body.items).toEqual([]);
  });
});

describe('POST /cart/add.js', () => {
  it('returns the line for a single item, sets the cart cookie and merges repeat adds', async () => {
    const first = await fixture.c.json<CartLineItem>('/cart/add.js', { id: 101, quantity: 1 });
    expect(first.status).toBe(200);
    expect(fixture.c.cookies.get('cart')).toMatch(/^[0-9a-f]{32}$/);
    expect(first.body.key).toMatch(/^101:[0-9a-f]{32}$/);
    expect(first.body).toMatchObject({
      id: 101,
      variant_id: 101,
      product_id: 1,
      quantity: 1,
      title: 'Everyday Oil',
      product_title: 'Everyday Oil',
      variant_title: null,
      variant_options: ['Default Title'],
      options_with_values: [{ name: 'Title', value: 'Default Title' }],
      price: 1800,
      original_price: 1800,
      final_price: 1800,
      line_price: 1800,
      final_line_price: 1800,
      properties: {},
      product_has_only_default_variant: true,
      handle: 'everyday-oil',
      url: '/products/everyday-oil?variant=101',
      sku: 'SKU-101',
      vendor: 'Good Drop',
      product_description: 'Everyday Oil tasty',
      discounts: [],
      line_level_discount_allocations: [],
      image: '/cdn/shop/files/products/everyday-oil.svg?v=1',
      featured_image: { url: '/cdn/shop/files/products/everyday-oil.svg?v=1', width: 800, height: 1000, aspect_ratio: 0.8, alt: 'Everyday Oil can' },
    });
    const again = await fixture.c.json<CartLineItem>('/cart/add.js', { id: '101', quantity: '2' });
    expect(again.body.quantity).toBe(3);
    expect(again.body.key).toBe(first.body.key);
    const cart = (await fixture.c.json<Cart>('/cart.js')).body;
    expect(cart.items).toHaveLength(1);
    expect(cart).toMatchObject({ item_count: 3, total_price: 5400, total_weight: 1500, requires_shipping: true, token: fixture.c.cookies.get('cart') });
  });

  it('splits lines by properties (order-insensitive) and keeps _private properties', async () => {
    const a = await fixture.c.json<CartLineItem>('/cart/add.js', { id: 201, properties: { Engraving: 'Hi', _source: 'upsell' } });
    const b = await fixture.c.json<CartLineItem>('/cart/add.js', { id: 201, properties: { _source: 'upsell', Engraving: 'Hi' } });
    const plain = await fixture.c.json<CartLineItem>('/cart/add.js', { id: 201 });
    expect(b.body.key).toBe(a.body.key);
    expect(plain.body.key).not.toBe(a.body.key);
    const cart = (await fixture.c.json<Cart>('/cart.js')).body;
    expect(cart.items.map((i) => [i.quantity, i.properties])).toEqual([
      [2, { Engraving: 'Hi', _source: 'upsell' }],
      [1, {}],
    ]);
    expect(cart.items[0]).toMatchObject({ title: 'Sizzle - 500ml', variant_title: '500ml', product_has_only_default_variant: false });
  });

  it('answers {items} for the items[] form', async () => {
    const { status, body } = await fixture.c.json<CartAddResponse>('/cart/add.js', { items: [{ id: 101, quantity: 2 }, { id: 201 }] });
    expect(status).toBe(200);
    expect(body.items.map((i) => [i.id, i.quantity])).toEqual([
      [101, 2],
      [201, 1],
    ]);
  });

  it('adds what stock allows, then answers 422 with the current messages', async () => {
    const partial = await fixture.c.json('/cart/add.js', { id: 202, quantity: 5 });
    expect(partial.status).toBe(422);
    expect(partial.body).toEqual({
      status: 422,
      message: 'Only 3 items were added to your cart due to availability.',
      description: 'Only 3 items were added to your cart due to availability.',
    });
    expect((await fixture.c.json<Cart>('/cart.js')).body.items[0]?.quantity).toBe(3);
    const full = await fixture.c.json<CartErrorBody>('/cart/add.js', { id: 202, quantity: 1 });
    expect(full.status).toBe(422);
    expect(full.body.description).toBe('The maximum quantity of this item is already in your cart.');
    expect((await fixture.c.json<Cart>('/cart.js')).body.item_count).toBe(3);
  });

  it('refuses sold-out and unknown variants', async () => {
    const soldOut = await fixture.c.json('/cart/add.js', { id: 301 });
    expect(soldOut.status).toBe(422);
    expect(soldOut.body).toEqual({ status: 422, message: 'Cart Error', description: "The product 'Rare Drop' is already sold out." });
    const unknown = await fixture.c.json('/cart/add.js', { id: 999999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ status: 404, message: 'Cart Error', description: 'Cannot find variant' });
  });

  it.each([['abc'], [-1], [1.5], [[1]], [{ a: 1 }]])('answers 400 bad_request for quantity %j', async (quantity) => {
    const { status, body } = await fixture.c.json<CartErrorBody>('/cart/add.js', { id: 101, quantity });
    expect(status).toBe(400);
    expect(body.status).toBe('bad_request');
    expect((await fixture.c.json<Cart>('/cart.js')).body.item_count).toBe(0);
  });
});

describe('selling plans', () => {
  it('prices a plan line with an allocation and a discount allocation named after the plan', async () => {
    const { status, body } = await fixture.c.json<CartLineItem>('/cart/add.js', { id: 401, quantity: 2, selling_plan: 901 });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      price: 2000,
      original_price: 2000,
      discounted_price: 1800,
      final_price: 1800,
      original_line_price: 4000,
      final_line_price: 3600,
      total_discount: 400,
      line_level_total_discount: 400,
      url: '/products/drizzle?selling_plan=901&variant=401',
      discounts: [{ amount: 400, title: 'Deliver every month, save 10%' }],
    });
    expect(body.line_level_discount_allocations).toEqual([
      expect.objectContaining({
        amount: 400,
        discount_application: expect.objectContaining({ title: 'Deliver every month, save 10%', total_allocated_amount: 400, value_type: 'percentage' }),
      }),
    ]);
    expect(body.selling_plan_allocation).toMatchObject({
      price: 1800,
      compare_at_price: 2000,
      per_delivery_price: 1800,
      price_adjustments: [{ position: 1, price: 1800 }],
      selling_plan: {
        id: 901,
        name: 'Deliver every month, save 10%',
        recurring_deliveries: true,
        options: [{ name: 'Deliver every', position: 1, value: '1 month' }],
        checkout_charge: { value_type: 'percentage', value: 100 },
      },
    });
    const oneTime = await fixture.c.json<CartLineItem>('/cart/add.js', { id: 401, selling_plan: '' });
    expect(oneTime.body.key).not.toBe(body.key);
    expect(oneTime.body.selling_plan_allocation).toBeUndefined();
    const cart = (await fixture.c.json<Cart>('/cart.js')).body;
    expect(cart).toMatchObject({ original_total_price: 6000, total_price: 5600, total_discount: 400, item_count: 3 });
  });

  it('refuses a subscription-only variant without a plan, and plans the variant does not offer', async () => {
    const noPlan = await fixture.c.json<CartErrorBody>('/cart/add.js', { id: 402 });
    expect(noPlan.status).toBe(422);
    expect(noPlan.body.description).toMatch(/only be purchased with a subscription/);
    const wrongPlan = await fixture.c.json<CartErrorBody>('/cart/add.js', { id: 402, selling_plan: 12345 });
    expect(wrongPlan.status).toBe(422);
    expect(wrongPlan.body.description).toMatch(/Selling plan 12345 is not available/);
    expect((await fixture.c.json('/cart/add.js', { id: 402, selling_plan: 902 })).status).toBe(200);
  });

  it('changes a line to another plan and back to one-time with line', async () => {
    await fixture.c.json('/cart/add.js', { id: 401, quantity: 2, selling_plan: 901 });
    let cart = (await fixture.c.json<Cart>('/cart/change.js', { line: 1, quantity: 2, selling_plan: 902 })).body;
    expect(cart.items[0]?.selling_plan_allocation?.selling_plan.id).toBe(902);
    expect(cart.items[0]?.final_line_price).toBe(3400);
    cart = (await fixture.c.json<Cart>('/cart/change.js', { line: 1, quantity: 2, selling_plan: null })).body;
    expect(cart.items[0]).toBeDefined();
    expect(cart.items[0]?.selling_plan_allocation).toBeUndefined();
    expect(cart.items[0]?.final_line_price).toBe(4000);
  });
});
