// The Ajax Cart API against Shopify's documented contracts (shopify-emulation.md §2).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PreviewServer } from '../../preview/server';
import type { Cart, CartAddResponse, CartErrorBody, CartLineItem } from '../../src/contracts/cart';
import { client, startFixtureServer, tempDir, type Client } from './helpers';

let server: PreviewServer;
let c: Client;

beforeEach(async () => {
  server = await startFixtureServer();
  c = client(server.url);
});

afterEach(async () => {
  const errors = server.errors;
  await server.close();
  expect(errors, 'no request may end in a 500').toEqual([]);
});

describe('GET /cart.js', () => {
  it('answers an empty cart with every top-level field', async () => {
    const { status, body } = await c.json<Cart>('/cart.js');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      note: null, attributes: {}, original_total_price: 0, total_price: 0, total_discount: 0, total_weight: 0,
      item_count: 0, items: [], requires_shipping: false, currency: 'USD', items_subtotal_price: 0, cart_level_discount_applications: [],
    });
    expect(typeof body.token).toBe('string');
  });

  it('serves /cart.json the same way', async () => {
    expect((await c.json<Cart>('/cart.json')).body.items).toEqual([]);
  });
});

describe('POST /cart/add.js', () => {
  it('returns the line for a single item, sets the cart cookie and merges repeat adds', async () => {
    const first = await c.json<CartLineItem>('/cart/add.js', { id: 101, quantity: 1 });
    expect(first.status).toBe(200);
    expect(c.cookies.get('cart')).toMatch(/^[0-9a-f]{32}$/);
    expect(first.body.key).toMatch(/^101:[0-9a-f]{32}$/);
    expect(first.body).toMatchObject({
      id: 101, variant_id: 101, product_id: 1, quantity: 1, title: 'Everyday Oil', product_title: 'Everyday Oil',
      variant_title: null, variant_options: ['Default Title'], options_with_values: [{ name: 'Title', value: 'Default Title' }],
      price: 1800, original_price: 1800, final_price: 1800, line_price: 1800, final_line_price: 1800, properties: {},
      product_has_only_default_variant: true, handle: 'everyday-oil', url: '/products/everyday-oil?variant=101',
      sku: 'SKU-101', vendor: 'Good Drop', product_description: 'Everyday Oil tasty', discounts: [], line_level_discount_allocations: [],
      image: '/cdn/shop/files/products/everyday-oil.svg?v=1',
      featured_image: { url: '/cdn/shop/files/products/everyday-oil.svg?v=1', width: 800, height: 1000, aspect_ratio: 0.8, alt: 'Everyday Oil can' },
    });
    const again = await c.json<CartLineItem>('/cart/add.js', { id: '101', quantity: '2' });
    expect(again.body.quantity).toBe(3);
    expect(again.body.key).toBe(first.body.key);
    const cart = (await c.json<Cart>('/cart.js')).body;
    expect(cart.items).toHaveLength(1);
    expect(cart).toMatchObject({ item_count: 3, total_price: 5400, total_weight: 1500, requires_shipping: true, token: c.cookies.get('cart') });
  });

  it('splits lines by properties (order-insensitive) and keeps _private properties', async () => {
    const a = await c.json<CartLineItem>('/cart/add.js', { id: 201, properties: { Engraving: 'Hi', _source: 'upsell' } });
    const b = await c.json<CartLineItem>('/cart/add.js', { id: 201, properties: { _source: 'upsell', Engraving: 'Hi' } });
    const plain = await c.json<CartLineItem>('/cart/add.js', { id: 201 });
    expect(b.body.key).toBe(a.body.key);
    expect(plain.body.key).not.toBe(a.body.key);
    const cart = (await c.json<Cart>('/cart.js')).body;
    expect(cart.items.map((i) => [i.quantity, i.properties])).toEqual([
      [2, { Engraving: 'Hi', _source: 'upsell' }],
      [1, {}],
    ]);
    expect(cart.items[0]).toMatchObject({ title: 'Sizzle - 500ml', variant_title: '500ml', product_has_only_default_variant: false });
  });

  it('answers {items} for the items[] form', async () => {
    const { status, body } = await c.json<CartAddResponse>('/cart/add.js', { items: [{ id: 101, quantity: 2 }, { id: 201 }] });
    expect(status).toBe(200);
    expect(body.items.map((i) => [i.id, i.quantity])).toEqual([[101, 2], [201, 1]]);
  });

  it('adds what stock allows, then answers 422 with the current messages', async () => {
    const partial = await c.json('/cart/add.js', { id: 202, quantity: 5 });
    expect(partial.status).toBe(422);
    expect(partial.body).toEqual({
      status: 422,
      message: 'Only 3 items were added to your cart due to availability.',
      description: 'Only 3 items were added to your cart due to availability.',
    });
    expect((await c.json<Cart>('/cart.js')).body.items[0]?.quantity).toBe(3);
    const full = await c.json<CartErrorBody>('/cart/add.js', { id: 202, quantity: 1 });
    expect(full.status).toBe(422);
    expect(full.body.description).toBe('The maximum quantity of this item is already in your cart.');
    expect((await c.json<Cart>('/cart.js')).body.item_count).toBe(3);
  });

  it('refuses sold-out and unknown variants', async () => {
    const soldOut = await c.json('/cart/add.js', { id: 301 });
    expect(soldOut.status).toBe(422);
    expect(soldOut.body).toEqual({ status: 422, message: 'Cart Error', description: "The product 'Rare Drop' is already sold out." });
    const unknown = await c.json('/cart/add.js', { id: 999999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ status: 404, message: 'Cart Error', description: 'Cannot find variant' });
  });

  it.each([['abc'], [-1], [1.5], [[1]], [{ a: 1 }]])('answers 400 bad_request for quantity %j', async (quantity) => {
    const { status, body } = await c.json<CartErrorBody>('/cart/add.js', { id: 101, quantity });
    expect(status).toBe(400);
    expect(body.status).toBe('bad_request');
    expect((await c.json<Cart>('/cart.js')).body.item_count).toBe(0);
  });
});

describe('selling plans', () => {
  it('prices a plan line with an allocation and a discount allocation named after the plan', async () => {
    const { status, body } = await c.json<CartLineItem>('/cart/add.js', { id: 401, quantity: 2, selling_plan: 901 });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      price: 2000, original_price: 2000, discounted_price: 1800, final_price: 1800,
      original_line_price: 4000, final_line_price: 3600, total_discount: 400, line_level_total_discount: 400,
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
      price: 1800, compare_at_price: 2000, per_delivery_price: 1800, price_adjustments: [{ position: 1, price: 1800 }],
      selling_plan: {
        id: 901, name: 'Deliver every month, save 10%', recurring_deliveries: true,
        options: [{ name: 'Deliver every', position: 1, value: '1 month' }], checkout_charge: { value_type: 'percentage', value: 100 },
      },
    });
    const oneTime = await c.json<CartLineItem>('/cart/add.js', { id: 401, selling_plan: '' });
    expect(oneTime.body.key).not.toBe(body.key);
    expect(oneTime.body.selling_plan_allocation).toBeUndefined();
    const cart = (await c.json<Cart>('/cart.js')).body;
    expect(cart).toMatchObject({ original_total_price: 6000, total_price: 5600, total_discount: 400, item_count: 3 });
  });

  it('refuses a subscription-only variant without a plan, and plans the variant does not offer', async () => {
    const noPlan = await c.json<CartErrorBody>('/cart/add.js', { id: 402 });
    expect(noPlan.status).toBe(422);
    expect(noPlan.body.description).toMatch(/only be purchased with a subscription/);
    const wrongPlan = await c.json<CartErrorBody>('/cart/add.js', { id: 402, selling_plan: 12345 });
    expect(wrongPlan.status).toBe(422);
    expect(wrongPlan.body.description).toMatch(/Selling plan 12345 is not available/);
    expect((await c.json('/cart/add.js', { id: 402, selling_plan: 902 })).status).toBe(200);
  });

  it('changes a line to another plan and back to one-time with line', async () => {
    await c.json('/cart/add.js', { id: 401, quantity: 2, selling_plan: 901 });
    let cart = (await c.json<Cart>('/cart/change.js', { line: 1, quantity: 2, selling_plan: 902 })).body;
    expect(cart.items[0]?.selling_plan_allocation?.selling_plan.id).toBe(902);
    expect(cart.items[0]?.final_line_price).toBe(3400);
    cart = (await c.json<Cart>('/cart/change.js', { line: 1, quantity: 2, selling_plan: null })).body;
    expect(cart.items[0]).toBeDefined();
    expect(cart.items[0]?.selling_plan_allocation).toBeUndefined();
    expect(cart.items[0]?.final_line_price).toBe(4000);
  });
});

describe('POST /cart/update.js', () => {
  it('updates by line key and by variant id, adds unknown variants, removes with 0', async () => {
    const a = (await c.json<CartLineItem>('/cart/add.js', { id: 101 })).body;
    await c.json('/cart/add.js', { id: 201 });
    let cart = (await c.json<Cart>('/cart/update.js', { updates: { [a.key]: 4, 201: 2 } })).body;
    expect(cart.items.map((i) => [i.id, i.quantity])).toEqual([[101, 4], [201, 2]]);
    cart = (await c.json<Cart>('/cart/update.js', { updates: { 101: 0, 401: 1 } })).body;
    expect(cart.items.map((i) => [i.id, i.quantity])).toEqual([[201, 2], [401, 1]]);
    const unknown = await c.json<CartErrorBody>('/cart/update.js', { updates: { 999999: 1 } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.description).toBe('Cannot find variant');
  });

  it('sets note and attributes, hides __ attributes, and clear keeps both', async () => {
    const note = 'From Olive: <b>enjoy</b> — ' + 'x'.repeat(300);
    await c.json('/cart/add.js', { id: 101 });
    let cart = (await c.json<Cart>('/cart/update.js', { note, attributes: { 'Gift wrap': 'Yes', __internal: 'secret' } })).body;
    expect(cart.note).toBe(note);
    expect(cart.attributes).toEqual({ 'Gift wrap': 'Yes' });
    cart = (await c.json<Cart>('/cart/clear.js', {})).body;
    expect(cart).toMatchObject({ item_count: 0, items: [], note, attributes: { 'Gift wrap': 'Yes' } });
    expect(JSON.stringify(cart)).not.toContain('secret');
  });

  it('answers 400 for a negative quantity and leaves the cart alone', async () => {
    await c.json('/cart/add.js', { id: 101 });
    const res = await c.json('/cart/update.js', { updates: { 101: -3 } });
    expect(res.status).toBe(400);
    expect((await c.json<Cart>('/cart.js')).body.item_count).toBe(1);
  });
});

describe('POST /cart/change.js', () => {
  it('changes by 1-based line and by key, and removes with 0', async () => {
    await c.json('/cart/add.js', { id: 101 });
    const b = (await c.json<CartLineItem>('/cart/add.js', { id: 201 })).body;
    let cart = (await c.json<Cart>('/cart/change.js', { line: 2, quantity: 3 })).body;
    expect(cart.items[1]).toMatchObject({ id: 201, quantity: 3 });
    cart = (await c.json<Cart>('/cart/change.js', { id: b.key, quantity: 0 })).body;
    expect(cart.items.map((i) => i.id)).toEqual([101]);
    cart = (await c.json<Cart>('/cart/change.js', { id: 101, quantity: 5 })).body;
    expect(cart.item_count).toBe(5);
  });

  it('answers 400 for a line that is not in the cart and 422 for a malformed line', async () => {
    await c.json('/cart/add.js', { id: 101 });
    const missing = await c.json('/cart/change.js', { line: 5, quantity: 1 });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ status: 'bad_request', message: 'no valid id or line parameter', description: 'no valid id or line parameter' });
    expect((await c.json('/cart/change.js', { id: '999:abc', quantity: 1 })).status).toBe(400);
    expect((await c.json('/cart/change.js', { quantity: 1 })).status).toBe(400);
    const malformed = await c.json<CartErrorBody>('/cart/change.js', { line: 'first', quantity: 1 });
    expect(malformed.status).toBe(422);
    expect(malformed.body.message).toBe('line parameter is invalid.');
  });

  it('clamps a change over stock and answers 422', async () => {
    await c.json('/cart/add.js', { id: 202, quantity: 1 });
    const res = await c.json('/cart/change.js', { line: 1, quantity: 10 });
    expect(res.status).toBe(422);
    expect((await c.json<Cart>('/cart.js')).body.items[0]?.quantity).toBe(3);
  });
});

describe('form bodies and plain HTML forms', () => {
  it('parses urlencoded bracket notation for add and update', async () => {
    const form = new URLSearchParams([
      ['items[0][id]', '101'], ['items[0][quantity]', '2'], ['items[0][properties][Gift note]', 'Hi & bye'],
      ['items[1][id]', '201'], ['sections', 'cart-drawer,cart-icon-bubble'],
    ]);
    const add = await c.fetch('/cart/add.js', { method: 'POST', body: form });
    expect(add.status).toBe(200);
    const added: CartAddResponse = await add.json();
    expect(added.items.map((i) => [i.id, i.quantity, i.properties])).toEqual([[101, 2, { 'Gift note': 'Hi & bye' }], [201, 1, {}]]);
    const update = await c.fetch('/cart/update.js', {
      method: 'POST',
      body: new URLSearchParams([['updates[201]', '4'], ['attributes[Gift wrap]', 'Yes'], ['note', 'Thanks!']]),
    });
    const cart: Cart = await update.json();
    expect(cart.items.map((i) => i.quantity)).toEqual([2, 4]);
    expect(cart).toMatchObject({ note: 'Thanks!', attributes: { 'Gift wrap': 'Yes' } });
    const positional = await c.fetch('/cart/update.js', { method: 'POST', body: new URLSearchParams([['updates[]', '1'], ['updates[]', '0']]) });
    const updated: Cart = await positional.json();
    expect(updated.items.map((i) => [i.id, i.quantity])).toEqual([[101, 1]]);
  });

  it('groups items[][…] fields into lines as Rack does, and a __proto__ property is no property', async () => {
    const form = new URLSearchParams([
      ['items[][id]', '101'], ['items[][quantity]', '2'], ['items[][properties][Gift note]', 'Hi'], ['items[][properties][__proto__][polluted]', '1'],
      ['items[][id]', '201'], ['items[][properties][Gift note]', 'Second'],
    ]);
    const add = await c.fetch('/cart/add.js', { method: 'POST', body: form });
    expect(add.status).toBe(200);
    const added: CartAddResponse = await add.json();
    expect(added.items.map((i) => [i.id, i.quantity, i.properties])).toEqual([[101, 2, { 'Gift note': 'Hi' }], [201, 1, { 'Gift note': 'Second' }]]);
    expect(Object.keys(added.items[0]!.properties)).toEqual(['Gift note']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('parses multipart FormData like a product form posted by fetch', async () => {
    const fd = new FormData();
    fd.append('form_type', 'product');
    fd.append('id', '401');
    fd.append('quantity', '1');
    fd.append('selling_plan', '902');
    fd.append('properties[_source]', 'pdp');
    const res = await c.fetch('/cart/add', { method: 'POST', body: fd, headers: { accept: 'application/javascript', 'x-requested-with': 'XMLHttpRequest' } });
    expect(res.status).toBe(200);
    const line: CartLineItem = await res.json();
    expect(line).toMatchObject({ id: 401, properties: { _source: 'pdp' }, final_price: 1700 });
  });

  it('redirects plain form posts and links', async () => {
    const add = await c.fetch('/cart/add', { method: 'POST', body: new URLSearchParams({ id: '101', quantity: '1' }) });
    expect(add.status).toBe(302);
    expect(add.headers.get('location')).toBe('/cart');
    const back = await c.fetch('/cart/add', { method: 'POST', body: new URLSearchParams({ id: '101', return_to: '/collections/all?x=1' }) });
    expect(back.headers.get('location')).toBe('/collections/all?x=1');
    for (const evil of ['https://evil.example/', '//evil.example/', '/\\evil.example']) {
      const res = await c.fetch('/cart/add', { method: 'POST', body: new URLSearchParams({ id: '101', return_to: evil }) });
      expect(res.headers.get('location')).toBe('/cart');
    }
    const checkout = await c.fetch('/cart', { method: 'POST', body: new URLSearchParams([['updates[]', '5'], ['note', 'n'], ['checkout', '']]) });
    expect(checkout.status).toBe(302);
    expect(checkout.headers.get('location')).toBe('/checkout');
    const stay = await c.fetch('/cart', { method: 'POST', body: new URLSearchParams([['updates[]', '2']]) });
    expect(stay.headers.get('location')).toBe('/cart');
    expect((await c.json('/cart.js')).body).toMatchObject({ item_count: 2, note: 'n' });
    const remove = await c.fetch('/cart/change?line=1&quantity=0');
    expect([remove.status, remove.headers.get('location')]).toEqual([302, '/cart']);
    expect((await c.json<Cart>('/cart.js')).body.item_count).toBe(0);
    const clear = await c.fetch('/cart/clear');
    expect([clear.status, clear.headers.get('location')]).toEqual([302, '/cart']);
  });

  it('shows an HTML error page (not JSON) for a failed plain form add', async () => {
    const res = await c.fetch('/cart/add', { method: 'POST', body: new URLSearchParams({ id: '301' }) });
    expect(res.status).toBe(422);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toContain('already sold out');
  });
});

describe('hostile input', () => {
  it('answers 413 to a huge body', async () => {
    const res = await c.fetch('/cart/add.js', { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"id":101,"x":"${'a'.repeat(2_000_000)}"}` });
    expect(res.status).toBe(413);
  });

  it('answers 400 JSON to malformed JSON', async () => {
    const res = await c.fetch('/cart/add.js', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"id": 101,' });
    expect(res.status).toBe(400);
    const error: CartErrorBody = await res.json();
    expect(error.status).toBe(400);
  });

  it.each([
    'items[[[=1', 'items[0][id]=101&items=3', 'updates[]=1&updates[x]=2', '__proto__[polluted]=1&id=101', 'items[0]=5',
    'properties=7&id=101', 'id[]=101', 'updates=abc', 'attributes=1', 'line=1&quantity=1&id=101', 'a[b][c][d][e][f][g][h][i][j][k][l][m][n][o][p][q]=1',
  ])('answers 4xx or a redirect, never 500, to %s', async (body) => {
    for (const path of ['/cart/add.js', '/cart/update.js', '/cart/change.js']) {
      const res = await c.fetch(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
      expect(res.status, `${path} ${body}`).toBeLessThan(500);
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('ignores a forged cart cookie that is not a token', async () => {
    const res = await fetch(`${server.url}/cart.js`, { headers: { cookie: 'cart=../../etc/passwd' } });
    expect(res.status).toBe(200);
  });

  it('answers JSON 404 to an unknown JSON route', async () => {
    const { status, body } = await c.json<{ status: number }>('/nope.json');
    expect(status).toBe(404);
    expect(body.status).toBe(404);
  });
});

describe('state', () => {
  it('survives a restart with the same state dir', async () => {
    const dir = tempDir();
    const first = await startFixtureServer(dir);
    const c1 = client(first.url);
    await c1.json('/cart/add.js', { id: 401, quantity: 2, selling_plan: 901, properties: { _gift: 'yes' } });
    await c1.json('/cart/update.js', { note: 'keep me' });
    await first.close();
    const second = await startFixtureServer(dir);
    const c2 = client(second.url);
    c2.cookies.set('cart', c1.cookies.get('cart')!);
    const cart = (await c2.json<Cart>('/cart.js')).body;
    await second.close();
    expect(cart).toMatchObject({ note: 'keep me', item_count: 2, total_price: 3600 });
    expect(cart.items[0]?.properties).toEqual({ _gift: 'yes' });
  });
});
