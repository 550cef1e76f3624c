import { describe, expect, it } from 'vitest';
import { buildCartLine, buildTrackingItem, parseGiftAmount, popoverHeading, stickyLabel } from '../../../../src/features/product/cart-line';
import { initPurchaseState, pickOption } from '../../../../src/lib/purchase-mode';
import { plan, product, refill, variant } from './fixture';

const FORMAT = '${{amount}}';
const sub = variant(1, ['500 ml'], { subscriptions: [plan(8001, '1 month', 2040, 15, [refill(40006, 'Refill Cans', 1700)])] });
const multi = variant(2, ['2 Cans'], { multiple: { is_multiple: true, show_alert: true } });
const shop = product([sub, multi]);

describe('cart line', () => {
  it('one-time: id, quantity 1, selling_plan null, no refill properties', () => {
    const line = buildCartLine(initPurchaseState(shop, { variantId: 1 }), FORMAT);
    expect(line).toEqual({ id: 1, quantity: 1, selling_plan: null });
  });

  it('subscription: the plan and the refill properties', () => {
    const line = buildCartLine(initPurchaseState(shop, { variantId: 1, defaultSubscription: true }), FORMAT);
    expect(line.selling_plan).toBe(8001);
    expect(line.properties).toMatchObject({
      _recurring: '1 month',
      _nextId: '40006',
      _nextPrice: '1700',
      _nextCans: 'true',
      'Your Next Order': 'Refill Cans',
      'Your Next Subscription Subtotal': '$17.00',
    });
  });

  it('a multiple variant carries _multiple', () => {
    const s = pickOption(initPurchaseState(shop, { variantId: 1 }), 0, '2 Cans');
    expect(buildCartLine(s, FORMAT).properties).toMatchObject({ _multiple: 'true', _multipleAlert: 'true' });
  });

  it("gift recipients become Shopify's recipient properties; an unparsable date is dropped", () => {
    const line = buildCartLine(initPurchaseState(shop, { variantId: 1 }), FORMAT, {
      email: ' friend@example.com ',
      name: 'Pat',
      sendOn: 'tomorrow',
      message: 'From Sam',
    });
    expect(line.properties).toEqual({
      __shopify_send_gift_card_to_recipient: 'on',
      'Recipient email': 'friend@example.com',
      'Recipient name': 'Pat',
      Message: 'From Sam',
    });
  });
});

describe('tracking item', () => {
  it('names subscription products "Subscription" and prices the plan', () => {
    const item = buildTrackingItem(initPurchaseState(shop, { variantId: 1, defaultSubscription: true }));
    expect(item).toMatchObject({ name: 'The Everyday', productID: 1001, categories: ['Subscription'], price: 20.4, compareAtPrice: 24 });
    expect(buildTrackingItem(initPurchaseState(shop, { variantId: 1 })).categories).toEqual([]);
  });
});

describe('parsers', () => {
  it('gift amounts become whole dollars, or Error', () => {
    expect(parseGiftAmount('$25')).toBe('$25');
    expect(parseGiftAmount('$49.60')).toBe('$50');
    expect(parseGiftAmount('1,000 USD')).toBe('$1000');
    expect(parseGiftAmount('Default Title')).toBe('Error');
    expect(parseGiftAmount('')).toBe('Error');
  });

  it('popover headings lose a trailing comma or period', () => {
    expect(popoverHeading('Keeps oxygen out,')).toBe('Keeps oxygen out');
    expect(popoverHeading('Fresh.')).toBe('Fresh');
    expect(popoverHeading('Why cans?')).toBe('Why cans?');
  });

  it('the sticky bar says Buy Wine Here for wine', () => {
    const labels = { buy_now: 'Buy Now', buy_wine: 'Buy Wine Here' };
    expect(stickyLabel({ title: 'Wine Country Gift Box', type: 'Gift Box' }, labels)).toBe('Buy Wine Here');
    expect(stickyLabel({ title: 'Red Vinegar', type: 'Wine' }, labels)).toBe('Buy Wine Here');
    expect(stickyLabel({ title: 'The Everyday', type: 'Olive Oil' }, labels)).toBe('Buy Now');
  });
});
