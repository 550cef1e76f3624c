// The Ajax Cart API's update and change endpoints against Shopify's documented contracts (shopify-emulation.md §2).
import { describe, expect, it } from 'vitest';
import type { Cart, CartErrorBody, CartLineItem } from '../../src/contracts/cart';
import { fixtureServerPerTest } from './helpers';

const fixture = fixtureServerPerTest();

describe('POST /cart/update.js', () => {
  it('updates by line key and by variant id, adds unknown variants, removes with 0', async () => {
    const a = (await fixture.c.json<CartLineItem>('/cart/add.js', { id: 101 })).body;
    await fixture.c.json('/cart/add.js', { id: 201 });
    let cart = (await fixture.c.json<Cart>('/cart/update.js', { updates: { [a.key]: 4, 201: 2 } })).body;
    expect(cart.items.map((i) => [i.id, i.quantity])).toEqual([
      [101, 4],
      [201, 2],
    ]);
    cart = (await fixture.c.json<Cart>('/cart/update.js', { updates: { 101: 0, 401: 1 } })).body;
    expect(cart.items.map((i) => [i.id, i.quantity])).toEqual([
      [201, 2],
      [401, 1],
    ]);
    const unknown = await fixture.c.json<CartErrorBody>('/cart/update.js', { updates: { 999999: 1 } });
    expect(unknown.status).toBe(404);
    expect(unknown.body.description).toBe('Cannot find variant');
  });

  it('sets note and attributes, hides __ attributes, and clear keeps both', async () => {
    const note = 'From Olive: <b>enjoy</b> — ' + 'x'.repeat(300);
    await fixture.c.json('/cart/add.js', { id: 101 });
    let cart = (await fixture.c.json<Cart>('/cart/update.js', { note, attributes: { 'Gift wrap': 'Yes', __internal: 'secret' } })).body;
    expect(cart.note).toBe(note);
    expect(cart.attributes).toEqual({ 'Gift wrap': 'Yes' });
    cart = (await fixture.c.json<Cart>('/cart/clear.js', {})).body;
    expect(cart).toMatchObject({ item_count: 0, items: [], note, attributes: { 'Gift wrap': 'Yes' } });
    expect(JSON.stringify(cart)).not.toContain('secret');
  });

  it('answers 400 for a negative quantity and leaves the cart alone', async () => {
    await fixture.c.json('/cart/add.js', { id: 101 });
    const res = await fixture.c.json('/cart/update.js', { updates: { 101: -3 } });
    expect(res.status).toBe(400);
    expect((await fixture.c.json<Cart>('/cart.js')).body.item_count).toBe(1);
  });
});

describe('POST /cart/change.js', () => {
  it('changes by 1-based line and by key, and removes with 0', async () => {
    await fixture.c.json('/cart/add.js', { id: 101 });
    const b = (await fixture.c.json<CartLineItem>('/cart/add.js', { id: 201 })).body;
    let cart = (await fixture.c.json<Cart>('/cart/change.js', { line: 2, quantity: 3 })).body;
    expect(cart.items[1]).toMatchObject({ id: 201, quantity: 3 });
    cart = (await fixture.c.json<Cart>('/cart/change.js', { id: b.key, quantity: 0 })).body;
    expect(cart.items.map((i) => i.id)).toEqual([101]);
    cart = (await fixture.c.json<Cart>('/cart/change.js', { id: 101, quantity: 5 })).body;
    expect(cart.item_count).toBe(5);
  });

  it('answers 400 for a line that is not in the cart and 422 for a malformed line', async () => {
    await fixture.c.json('/cart/add.js', { id: 101 });
    const missing = await fixture.c.json('/cart/change.js', { line: 5, quantity: 1 });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ status: 'bad_request', message: 'no valid id or line parameter', description: 'no valid id or line parameter' });
    expect((await fixture.c.json('/cart/change.js', { id: '999:abc', quantity: 1 })).status).toBe(400);
    expect((await fixture.c.json('/cart/change.js', { quantity: 1 })).status).toBe(400);
    const malformed = await fixture.c.json<CartErrorBody>('/cart/change.js', { line: 'first', quantity: 1 });
    expect(malformed.status).toBe(422);
    expect(malformed.body.message).toBe('line parameter is invalid.');
  });

  it('clamps a change over stock and answers 422', async () => {
    await fixture.c.json('/cart/add.js', { id: 202, quantity: 1 });
    const res = await fixture.c.json('/cart/change.js', { line: 1, quantity: 10 });
    expect(res.status).toBe(422);
    expect((await fixture.c.json<Cart>('/cart.js')).body.items[0]?.quantity).toBe(3);
  });
});
