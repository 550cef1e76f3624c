// CartService without HTTP: key stability, catalog changes, transactions.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openShop, type Shop } from '../../../preview/shop/index';
import { CartError } from '../../../preview/shop/cart';
import { fixtureShop } from '../../contract/fixtures/shop-data';
import { tempDir } from '../../contract/helpers';

let shop: Shop;
let token: string;
beforeEach(() => {
  shop = openShop({ stateDir: tempDir(), data: fixtureShop });
  token = shop.carts.newToken();
});
afterEach(() => shop.close());

describe('CartService', () => {
  it('gives the same key for the same variant, properties and plan, and a different one when any differs', () => {
    const key = (item: Record<string, unknown>) => {
      shop.carts.clear(token);
      return shop.carts.add(token, [item]).items[0]!.key;
    };
    const base = key({ id: 401, properties: { a: '1' }, selling_plan: 901 });
    expect(key({ id: 401, properties: { a: '1' }, selling_plan: '901' })).toBe(base);
    expect(key({ id: 401, properties: { a: '2' }, selling_plan: 901 })).not.toBe(base);
    expect(key({ id: 401, properties: { a: '1' }, selling_plan: 902 })).not.toBe(base);
    expect(key({ id: 401, properties: { a: '1' } })).not.toBe(base);
  });

  it('drops blank property values, as Shopify does', () => {
    const line = shop.carts.add(token, [{ id: 101, properties: { Engraving: '', _flag: true, Note: null } }]).items[0]!;
    expect(line.properties).toEqual({ _flag: true });
  });

  it('leaves the cart untouched when any item of a multi-add is invalid', () => {
    expect(() => shop.carts.add(token, [{ id: 101 }, { id: 999999 }])).toThrow(CartError);
    expect(shop.carts.get(token).item_count).toBe(0);
  });

  it('merges lines when a change makes them identical', () => {
    shop.carts.add(token, [{ id: 401, quantity: 1, selling_plan: 901 }]);
    shop.carts.add(token, [{ id: 401, quantity: 2, selling_plan: 902 }]);
    const cart = shop.carts.change(token, { line: 2, quantity: 2, selling_plan: 901 });
    expect(cart.items.map((i) => i.quantity)).toEqual([3]);
  });

  it('skips lines whose variant left the catalog instead of failing', () => {
    shop.carts.add(token, [{ id: 101 }, { id: 201 }]);
    shop.db.prepare('UPDATE cart_lines SET variant_id = 555 WHERE variant_id = 201').run();
    expect(shop.carts.get(token).items.map((i) => i.id)).toEqual([101]);
  });

  it('keeps the price arithmetic consistent across the cart', () => {
    shop.carts.add(token, [
      { id: 401, quantity: 3, selling_plan: 902 },
      { id: 201, quantity: 2 },
    ]);
    const cart = shop.carts.get(token);
    expect(cart.original_total_price - cart.total_discount).toBe(cart.total_price);
    expect(cart.items_subtotal_price).toBe(cart.items.reduce((n, i) => n + i.final_line_price, 0));
    expect(cart.total_price).toBe(3 * 1700 + 2 * 2500);
  });
});
