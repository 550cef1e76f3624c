// Malformed and hostile cart input answers as Shopify does: Rack's 400 texts, clipping, coercions, odd property names.
import { describe, expect, it } from 'vitest';
import type { Cart, CartErrorBody, CartLineItem } from '../../src/contracts/cart';
import { fixtureServerPerTest } from './helpers';

const fixture = fixtureServerPerTest();

const badRequest = (description: string, message = description): CartErrorBody => ({ status: 'bad_request', message, description });

describe('quantities', () => {
  it('names the Ruby class of a quantity that is no whole number, and caps quantities at a million', async () => {
    for (const [quantity, type] of [
      [{ a: 1 }, 'Hash'],
      [[2], 'Array'],
      [-1, 'String'],
      ['1.5', 'String'],
      ['0x10', 'String'],
    ] as const) {
      const res = await fixture.c.json<CartErrorBody>('/cart/add.js', { id: 101, quantity });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(badRequest('quantity must be a non-negative whole number', `expected ${type} to be a Integer: quantity`));
    }
    const huge = await fixture.c.json<CartErrorBody>('/cart/add.js', { id: 201, quantity: '1000001' });
    expect(huge.body).toEqual(badRequest('quantity must be at most 1000000'));
    const nil = await fixture.c.json<CartErrorBody>('/cart/update.js', { updates: { 101: null } });
    expect(nil.body).toEqual(badRequest('quantity must be a non-negative whole number', 'expected nil to be a Integer: quantity'));
  });

  it('reads digit strings with spaces around them, and blank quantity as one', async () => {
    expect((await fixture.c.json<CartLineItem>('/cart/add.js', { id: ' 101 ', quantity: ' 2 ' })).body.quantity).toBe(2);
    expect((await fixture.c.json<CartLineItem>('/cart/add.js', { id: 201, quantity: '' })).body.quantity).toBe(1);
    expect((await fixture.c.json<CartErrorBody>('/cart/add.js', { id: '' })).body).toEqual(badRequest('Required parameter missing or invalid: id'));
  });
});

describe('properties, plans, note and attributes', () => {
  it('keeps properties named constructor or prototype, stores arrays as JSON text, drops blanks, clips long text', async () => {
    const properties = { constructor: 'c', prototype: 'p', Sizes: [1, { b: 2 }], Empty: '', Gone: null, Count: 3, Long: 'x'.repeat(10_050) };
    const { status, body } = await fixture.c.json<CartLineItem>('/cart/add.js', { id: 101, properties });
    expect(status).toBe(200);
    expect(body.properties).toEqual({ constructor: 'c', prototype: 'p', Sizes: '[1,{"b":2}]', Count: 3, Long: 'x'.repeat(10_000) });
  });

  it('refuses properties that are no object or more than a hundred', async () => {
    expect((await fixture.c.json<CartErrorBody>('/cart/add.js', { id: 101, properties: ['a'] })).body).toEqual(
      badRequest('properties must be an object of names to values'),
    );
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`p${i}`, 'v']));
    expect((await fixture.c.json<CartErrorBody>('/cart/add.js', { id: 101, properties: many })).body).toEqual(badRequest('at most 100 properties per line'));
  });

  it('takes the text "null" as no plan and refuses a plan id that is no id', async () => {
    expect((await fixture.c.json<CartLineItem>('/cart/add.js', { id: 101, selling_plan: 'null' })).body.selling_plan_allocation).toBeUndefined();
    expect((await fixture.c.json<CartErrorBody>('/cart/add.js', { id: 401, selling_plan: -5 })).body).toEqual(
      badRequest('selling_plan must be a selling plan id'),
    );
  });

  it('writes numbers in the note as text, refuses an array note, and removes blank attributes', async () => {
    await fixture.c.json('/cart/update.js', { attributes: { Gift: 'Yes', Wrap: 'Paper', Count: 2, Tags: ['a'] } });
    const cart = (await fixture.c.json<Cart>('/cart/update.js', { note: 42, attributes: { Wrap: '' } })).body;
    expect(cart.note).toBe('42');
    expect(cart.attributes).toEqual({ Gift: 'Yes', Count: '2', Tags: '["a"]' });
    expect((await fixture.c.json<CartErrorBody>('/cart/update.js', { note: ['x'] })).body).toEqual(badRequest('note must be text'));
    expect((await fixture.c.json<CartErrorBody>('/cart/update.js', { attributes: 'x' })).body).toEqual(
      badRequest('attributes must be an object of names to values'),
    );
  });
});
