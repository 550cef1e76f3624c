// Malformed and hostile cart input answers as Shopify does: Rack's 400 texts, clipping, coercions, odd property names.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PreviewServer } from '../../preview/server';
import type { Cart, CartErrorBody, CartLineItem } from '../../src/contracts/cart';
import { client, startFixtureServer, type Client } from './helpers';

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

const badRequest = (description: string, message = description): CartErrorBody => ({ status: 'bad_request', message, description });

describe('quantities', () => {
  it('names the Ruby class of a quantity that is no whole number, and caps quantities at a million', async () => {
    for (const [quantity, type] of [[{ a: 1 }, 'Hash'], [[2], 'Array'], [-1, 'String'], ['1.5', 'String'], ['0x10', 'String']] as const) {
      const res = await c.json<CartErrorBody>('/cart/add.js', { id: 101, quantity });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(badRequest('quantity must be a non-negative whole number', `expected ${type} to be a Integer: quantity`));
    }
    const huge = await c.json<CartErrorBody>('/cart/add.js', { id: 201, quantity: '1000001' });
    expect(huge.body).toEqual(badRequest('quantity must be at most 1000000'));
    const nil = await c.json<CartErrorBody>('/cart/update.js', { updates: { 101: null } });
    expect(nil.body).toEqual(badRequest('quantity must be a non-negative whole number', 'expected nil to be a Integer: quantity'));
  });

  it('reads digit strings with spaces around them, and blank quantity as one', async () => {
    expect((await c.json<CartLineItem>('/cart/add.js', { id: ' 101 ', quantity: ' 2 ' })).body.quantity).toBe(2);
    expect((await c.json<CartLineItem>('/cart/add.js', { id: 201, quantity: '' })).body.quantity).toBe(1);
    expect((await c.json<CartErrorBody>('/cart/add.js', { id: '' })).body).toEqual(badRequest('Required parameter missing or invalid: id'));
  });
});

describe('properties, plans, note and attributes', () => {
  it('keeps properties named constructor or prototype, stores arrays as JSON text, drops blanks, clips long text', async () => {
    const properties = { constructor: 'c', prototype: 'p', Sizes: [1, { b: 2 }], Empty: '', Gone: null, Count: 3, Long: 'x'.repeat(10_050) };
    const { status, body } = await c.json<CartLineItem>('/cart/add.js', { id: 101, properties });
    expect(status).toBe(200);
    expect(body.properties).toEqual({ constructor: 'c', prototype: 'p', Sizes: '[1,{"b":2}]', Count: 3, Long: 'x'.repeat(10_000) });
  });

  it('refuses properties that are no object or more than a hundred', async () => {
    expect((await c.json<CartErrorBody>('/cart/add.js', { id: 101, properties: ['a'] })).body).toEqual(badRequest('properties must be an object of names to values'));
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`p${i}`, 'v']));
    expect((await c.json<CartErrorBody>('/cart/add.js', { id: 101, properties: many })).body).toEqual(badRequest('at most 100 properties per line'));
  });

  it('takes the text "null" as no plan and refuses a plan id that is no id', async () => {
    expect((await c.json<CartLineItem>('/cart/add.js', { id: 101, selling_plan: 'null' })).body.selling_plan_allocation).toBeUndefined();
    expect((await c.json<CartErrorBody>('/cart/add.js', { id: 401, selling_plan: -5 })).body).toEqual(badRequest('selling_plan must be a selling plan id'));
  });

  it('writes numbers in the note as text, refuses an array note, and removes blank attributes', async () => {
    await c.json('/cart/update.js', { attributes: { Gift: 'Yes', Wrap: 'Paper', Count: 2, Tags: ['a'] } });
    const cart = (await c.json<Cart>('/cart/update.js', { note: 42, attributes: { Wrap: '' } })).body;
    expect(cart.note).toBe('42');
    expect(cart.attributes).toEqual({ Gift: 'Yes', Count: '2', Tags: '["a"]' });
    expect((await c.json<CartErrorBody>('/cart/update.js', { note: ['x'] })).body).toEqual(badRequest('note must be text'));
    expect((await c.json<CartErrorBody>('/cart/update.js', { attributes: 'x' })).body).toEqual(badRequest('attributes must be an object of names to values'));
  });
});
