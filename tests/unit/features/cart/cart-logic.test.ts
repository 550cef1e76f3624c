import { describe, expect, it } from 'vitest';
import {
  checkNote,
  displayVariantTitle,
  hasRefillCan,
  lineProperties,
  NOTE_MAX_LENGTH,
  planAndDiscounts,
  refillOffer,
  shippingProgress,
  showsQuantityAlert,
  upsellTrackingItem,
  visibleProperties,
  visibleUpsells,
  wouldOverflow,
} from '../../../../src/features/cart/cart-logic';
import type { UpsellProduct } from '../../../../src/features/cart/cart-props';
import { lineItem as item, planAllocation } from '../../helpers/cart-fixtures';

const upsell = (productId: number, extra: Partial<UpsellProduct> = {}): UpsellProduct => ({
  id: productId * 10,
  productId,
  title: `P${productId}`,
  vendor: 'Good Drop',
  subtitle: null,
  price: 900,
  compareAtPrice: 0,
  url: `/products/p${productId}`,
  action: 'add',
  image: null,
  ...extra,
});

describe('quantity alert', () => {
  it('shows for any item with _multipleVariant, whatever the count', () => {
    expect(showsQuantityAlert({ item_count: 1, items: [item({ properties: { _multipleVariant: 'true' } })] })).toBe(true);
  });
  it('shows for _multipleAlert only while the cart holds more than one item', () => {
    const flagged = item({ properties: { _multipleAlert: 'true' } });
    expect(showsQuantityAlert({ item_count: 1, items: [flagged] })).toBe(false);
    expect(showsQuantityAlert({ item_count: 2, items: [flagged] })).toBe(true);
  });
  it('does not show without flags, or with flags set to false', () => {
    expect(showsQuantityAlert({ item_count: 5, items: [item(), item({ properties: {} })] })).toBe(false);
    expect(showsQuantityAlert({ item_count: 5, items: [item({ properties: { _multipleVariant: 'false', _multipleAlert: '' } })] })).toBe(false);
  });
});

describe('free-shipping progress', () => {
  it('is round(100 × current / target) with the remaining amount', () => {
    expect(shippingProgress(900, 5000)).toEqual({ percent: 18, remaining: 4100, complete: false });
    expect(shippingProgress(4700, 5000)).toEqual({ percent: 94, remaining: 300, complete: false });
    expect(shippingProgress(1, 3)).toMatchObject({ percent: 33 });
    expect(shippingProgress(2, 3)).toMatchObject({ percent: 67 });
  });
  it('completes when the remaining amount is zero or less, and the bar never passes 100', () => {
    expect(shippingProgress(5000, 5000)).toEqual({ percent: 100, remaining: 0, complete: true });
    expect(shippingProgress(5600, 5000)).toEqual({ percent: 100, remaining: -600, complete: true });
  });
});

describe('upsells', () => {
  it('hide products already in the cart', () => {
    const cart = { items: [item({ product_id: 2 })] };
    expect(visibleUpsells([upsell(1), upsell(2), upsell(3)], cart).map((u) => u.productId)).toEqual([1, 3]);
    expect(visibleUpsells([upsell(1)], null).map((u) => u.productId)).toEqual([1]);
  });
  it("hide the subtitle when it is 'Default Title'", () => {
    expect(displayVariantTitle('Default Title')).toBeNull();
    expect(displayVariantTitle('Brass')).toBe('Brass');
    expect(displayVariantTitle(null)).toBeNull();
  });
  it("track as 'Cart Upsell' with the price in major units", () => {
    const tracked = upsellTrackingItem(upsell(5, { compareAtPrice: 1200, image: { src: '/i.png', srcset: '', alt: '' } }));
    expect(tracked).toEqual({
      name: 'P5',
      productID: 5,
      categories: ['Cart Upsell'],
      imageURL: '/i.png',
      url: 'http://localhost/products/p5',
      brand: 'Good Drop',
      price: 9,
      compareAtPrice: 12,
    });
  });
});

describe('line properties', () => {
  it('never shows private (_) properties, nor empty ones', () => {
    expect(
      visibleProperties({ _nextCans: '2', _nextId: '40006', 'Your Next Order': 'March 3', 'Your Next Subscription Subtotal': '$34.00', Message: '' }),
    ).toEqual([
      ['Your Next Order', 'March 3'],
      ['Your Next Subscription Subtotal', '$34.00'],
    ]);
    expect(visibleProperties(null)).toEqual([]);
  });

  it("keeps the next order's properties apart, in the spec's order, from the others", () => {
    expect(lineProperties({ 'Your Next Subscription Subtotal': '$34.00', Message: 'Hi', _nextId: '40006', 'Your Next Order': 'Refill Cans' })).toEqual({
      nextOrder: [
        ['Your Next Order', 'Refill Cans'],
        ['Your Next Subscription Subtotal', '$34.00'],
      ],
      other: [['Message', 'Hi']],
    });
    expect(lineProperties({ 'Your Next Order': ' ' })).toEqual({ nextOrder: [], other: [] });
  });
});

describe('the plan of a line', () => {
  const allocation = (title: string, amount: number) => ({ amount, discount_application: { title } }) as never;

  it("is shown once: its own discount (titled with the plan's name) becomes its saving, other discounts stay", () => {
    const line = item({
      selling_plan_allocation: planAllocation('Deliver every 2 months, save 10%'),
      line_level_discount_allocations: [allocation('WELCOME', 100), allocation('Deliver every 2 months, save 10%', 240)],
    });
    expect(planAndDiscounts(line)).toEqual({
      plan: { name: 'Deliver every 2 months, save 10%', saving: 240 },
      discounts: [allocation('WELCOME', 100)],
    });
  });

  it('has no saving when no discount is its own, and a one-time line has no plan', () => {
    expect(planAndDiscounts(item({ selling_plan_allocation: planAllocation('Monthly') }))).toEqual({ plan: { name: 'Monthly', saving: null }, discounts: [] });
    const welcome = [allocation('Monthly', 100)];
    expect(planAndDiscounts(item({ line_level_discount_allocations: welcome }))).toEqual({ plan: null, discounts: welcome });
  });
});

describe('gift note length', () => {
  it('accepts up to 255 characters and refuses more', () => {
    expect(NOTE_MAX_LENGTH).toBe(255);
    expect(checkNote('a'.repeat(255))).toEqual({ ok: true });
    expect(checkNote('a'.repeat(256))).toEqual({ ok: false, reason: 'too_long' });
  });
  it('tells when a paste would push the note past the limit', () => {
    expect(wouldOverflow('a'.repeat(250), 0, 'b'.repeat(5))).toBe(false);
    expect(wouldOverflow('a'.repeat(250), 0, 'b'.repeat(6))).toBe(true);
    expect(wouldOverflow('a'.repeat(255), 10, 'b'.repeat(10))).toBe(false); // replaces a selection
  });
});

describe('refills', () => {
  it("detects 'Refill Cans' and 'Refill Can' lines for the checkout attribute", () => {
    expect(hasRefillCan({ items: [item({ product_title: 'Refill Cans' })] })).toBe(true);
    expect(hasRefillCan({ items: [item({ product_title: 'Refill Can' })] })).toBe(true);
    expect(hasRefillCan({ items: [item({ product_title: 'Refill Canister' })] })).toBe(false);
    expect(hasRefillCan(null)).toBe(false);
  });
  it('offers a one-time refill only on a refill line bought on subscription', () => {
    const sub = item({ product_title: 'Refill Cans', variant_id: 40006, price: 1700, selling_plan_allocation: planAllocation('Monthly') });
    expect(refillOffer(sub)).toEqual({ variantId: 40006, price: 1700 });
    expect(refillOffer(item({ product_title: 'Refill Cans' }))).toBeNull();
    expect(refillOffer(item({ product_title: 'The Everyday', selling_plan_allocation: planAllocation() }))).toBeNull();
  });
});
