// The Liquid `order` object the account's order pages read (discounts, shipments, the order's own
// addresses) and the sample shop's customers: consistent totals, a subscriber and a customer
// without subscriptions.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadShopData } from '../../preview/data/load';
import { openShop, type Shop } from '../../preview/shop/index';
import { createLiquidObjects } from '../../preview/shop/objects';
import { fixtureShop } from './fixtures/shop-data';
import { tempDir } from './helpers';

let shop: Shop;
beforeEach(() => {
  shop = openShop({ stateDir: tempDir(), data: fixtureShop });
});
afterEach(() => shop.close());

describe('order object', () => {
  it('carries discounts, the shipment and the addresses of the order', () => {
    const objects = createLiquidObjects(shop.catalog);
    const pip = shop.customers.byId(8)!;
    const order = objects.order(pip.orders[0]!, pip.default_address);
    expect(order.discount_applications.map((d) => [d.title, d.target_type, d.total_allocated_amount])).toEqual([
      ['PIP10', 'line_item', 540],
      ['Free shipping', 'shipping_line', 700],
    ]);
    expect(order.cart_level_discount_applications.map((d) => d.title)).toEqual(['PIP10']);
    expect(order.total_discounts).toBe(1240);
    const allocated = order.line_items.flatMap((l) => l.discount_allocations.map((a) => a.amount));
    expect(allocated.reduce((n, a) => n + a, 0)).toBe(540);
    expect(order.line_items_subtotal_price - 540).toBe(order.subtotal_price);
    expect(order.shipping_methods).toEqual([expect.objectContaining({ title: 'Express', price: 0, original_price: 700 })]);
    expect(order.line_items[0]!.fulfillment).toMatchObject({ tracking_company: 'Canada Post', tracking_number: 'CP123', item_count: 3 });
    expect(order.shipping_address).toMatchObject({ city: 'Halifax', company: 'Seed & Co', province_code: 'NS' });
    expect(order.billing_address).toMatchObject({ city: 'Toronto' });
    expect(order.shipping_address).not.toHaveProperty('url');
  });

  it('falls back to the default address for an order that has none, and has no discounts then', () => {
    const objects = createLiquidObjects(shop.catalog);
    const olive = shop.customers.byId(7)!;
    const order = objects.order(olive.orders[0]!, olive.default_address);
    expect(order.shipping_address).toMatchObject({ city: 'Portland' });
    expect([order.total_discounts, order.discount_applications, order.line_items[0]!.fulfillment]).toEqual([0, [], null]);
  });
});

describe('sample customers (preview/data/customers.json)', () => {
  const { customers } = loadShopData();

  it('has a subscriber, a customer without subscriptions and an invited one', () => {
    expect(customers.some((c) => c.subscriptions.length > 0 && c.password)).toBe(true);
    expect(customers.some((c) => c.subscriptions.length === 0 && c.orders.length > 0 && c.password)).toBe(true);
    expect(customers.some((c) => c.password === '')).toBe(true);
  });

  it('has orders whose totals add up, with addresses, and shipments of real lines', () => {
    const orders = customers.flatMap((c) => c.orders);
    expect(orders.some((o) => (o.discounts ?? []).length > 0 && (o.fulfillments ?? []).length > 0)).toBe(true);
    for (const o of orders) {
      const lines = o.lines.reduce((n, l) => n + l.price * l.quantity, 0);
      const off = (target: string) => (o.discounts ?? []).filter((d) => d.target_type === target).reduce((n, d) => n + d.amount, 0);
      expect(o.subtotal_price, o.name).toBe(lines - off('line_item'));
      expect(o.total_price, o.name).toBe(o.subtotal_price + o.shipping_price);
      expect(o.shipping_price, o.name).toBeGreaterThanOrEqual(0);
      expect(o.shipping_address && o.billing_address, o.name).toBeTruthy();
      for (const f of o.fulfillments ?? []) for (const i of f.line_indexes) expect(o.lines[i], o.name).toBeDefined();
    }
  });
});
