import { describe, expect, it } from 'vitest';
import {
  activePlan,
  currentPrice,
  currentRefill,
  initPurchaseState,
  pickMode,
  pickOption,
  pickPlan,
  pickProduct,
  pickRefill,
} from '../../../../src/lib/purchase-mode';
import { plan, product, refill, variant } from './fixture';

const oneCan = refill(40006, '1 Can', 1700);
const twoCans = refill(40007, '2 Cans', 3200);
const monthly = (id: number, price = 2040) => plan(id, '1 month', price, 15, [oneCan, twoCans]);
const twoMonthly = (id: number, price = 2160) => plan(id, '2 months', price, 10, [twoCans, oneCan]);

const subscribable = variant(1, ['500 ml'], { subscriptions: [monthly(8001), twoMonthly(8002)] });
// A second variant whose plans come in a different order: carry-over must go by label, not index.
const big = variant(2, ['1 L'], { price: 4200, subscriptions: [twoMonthly(8102, 3780), monthly(8101, 3570)] });
const plain = variant(3, ['250 ml'], { price: 1800 });
const onlySub = variant(4, ['4 Cans'], { subscription_only: true, subscriptions: [monthly(8301), twoMonthly(8302)] });
const soldOut = variant(5, ['2 L'], { available: false });

const shop = product([subscribable, big, plain, onlySub, soldOut]);

describe('initial state', () => {
  it('a variant with subscriptions chooses its first plan, its label as the frequency', () => {
    const s = initPurchaseState(shop, { variantId: 1 });
    expect(s.planValue).toBe(8001);
    expect(s.frequency).toBe('1 month');
    expect(s.mode).toBe('onetime');
  });

  it('the default-subscription setting turns subscription on', () => {
    const s = initPurchaseState(shop, { variantId: 1, defaultSubscription: true });
    expect(s.mode).toBe('subscription');
    expect(activePlan(s)?.value).toBe(8001);
  });

  it('a subscription-only variant starts in subscription mode without the setting', () => {
    expect(initPurchaseState(shop, { variantId: 4 }).mode).toBe('subscription');
  });

  it('a variant without subscriptions is one-time even when the setting is on', () => {
    const s = initPurchaseState(shop, { variantId: 3, defaultSubscription: true });
    expect(s.mode).toBe('onetime');
    expect(s.planValue).toBeNull();
    expect(s.frequency).toBeNull();
  });

  it('an unknown variant id falls back to the first available variant', () => {
    const withSoldOutFirst = product([soldOut, plain, subscribable]);
    expect(initPurchaseState(withSoldOutFirst, { variantId: 999 }).variantId).toBe(3);
    expect(initPurchaseState(withSoldOutFirst, {}).variantId).toBe(3);
  });
});

describe('changing the variant', () => {
  it('keeps the plan with the same frequency label', () => {
    let s = initPurchaseState(shop, { variantId: 1, defaultSubscription: true });
    s = pickPlan(s, 8002);
    s = pickOption(s, 0, '1 L');
    expect(s.planValue).toBe(8102);
    expect(s.frequency).toBe('2 months');
    expect(currentPrice(s).price).toBe(3780);
  });

  it('falls back to the first plan when no plan has the label', () => {
    const odd = variant(6, ['3 L'], { subscriptions: [plan(8601, '6 weeks', 1000, 5)] });
    let s = initPurchaseState(product([subscribable, odd]), { variantId: 1 });
    s = pickOption(s, 0, '3 L');
    expect(s.planValue).toBe(8601);
    expect(s.frequency).toBe('6 weeks');
  });

  it('a variant without subscriptions turns subscription off', () => {
    let s = initPurchaseState(shop, { variantId: 1, defaultSubscription: true });
    s = pickOption(s, 0, '250 ml');
    expect(s.mode).toBe('onetime');
    expect(s.planValue).toBeNull();
    expect(activePlan(s)).toBeUndefined();
  });

  it('a subscription-only variant forces subscription', () => {
    let s = initPurchaseState(shop, { variantId: 1 });
    expect(s.mode).toBe('onetime');
    s = pickOption(s, 0, '4 Cans');
    expect(s.mode).toBe('subscription');
  });

  it("keeps the shopper's mode between variants that both offer subscriptions", () => {
    let s = initPurchaseState(shop, { variantId: 1 });
    s = pickMode(s, 'subscription');
    s = pickOption(s, 0, '1 L');
    expect(s.mode).toBe('subscription');
  });

  it('selecting an option value picks the matching variant; a value no variant has changes nothing', () => {
    let s = initPurchaseState(shop, { variantId: 1 });
    s = pickOption(s, 0, '250 ml');
    expect(s.variantId).toBe(3);
    expect(pickOption(s, 0, '5 L')).toBe(s);
  });
});

describe('mode', () => {
  it('subscription-only refuses one-time', () => {
    const s = initPurchaseState(shop, { variantId: 4 });
    expect(pickMode(s, 'onetime').mode).toBe('subscription');
  });

  it('no subscriptions refuses subscription', () => {
    const s = initPurchaseState(shop, { variantId: 3 });
    expect(pickMode(s, 'subscription').mode).toBe('onetime');
  });

  it('switches between one-time and subscription, and the price follows', () => {
    let s = initPurchaseState(shop, { variantId: 1 });
    expect(currentPrice(s)).toEqual({ price: 2400, cap: 0 });
    s = pickMode(s, 'subscription');
    expect(currentPrice(s)).toEqual({ price: 2040, cap: 2400 });
  });
});

describe('plan and refill', () => {
  it('changing the plan sets the frequency and the first refill of the plan when nothing is included', () => {
    let s = initPurchaseState(shop, { variantId: 1, defaultSubscription: true });
    expect(s.refillId).toBe(40006);
    s = pickPlan(s, 8002);
    expect(s.frequency).toBe('2 months');
    expect(s.refillId).toBe(40007);
    expect(currentRefill(s)?.title).toBe('2 Cans');
  });

  it('the first "Next" included product is the default refill', () => {
    const withNext = product([subscribable], {
      included_products: [
        { name: 'In the box', title: 'Can', image: '', price: 0, cart: { id: 1, title: 'Can', is_cans: false }, notes: [] },
        { name: 'Next', title: 'Refill Cans', image: '', price: 3200, cart: { id: 40007, title: 'Refill Cans', is_cans: true }, notes: [] },
      ],
    });
    let s = initPurchaseState(withNext, { variantId: 1 });
    expect(s.refillId).toBe(40007);
    s = pickPlan(s, 8002);
    expect(s.refillId).toBe(40007);
  });

  it('selecting a refill the plan offers sets it; an unknown one is ignored', () => {
    let s = initPurchaseState(shop, { variantId: 1 });
    s = pickRefill(s, 40007);
    expect(s.refillId).toBe(40007);
    expect(pickRefill(s, 1).refillId).toBe(40007);
  });

  it('a plan the variant does not offer is ignored', () => {
    const s = initPurchaseState(shop, { variantId: 1 });
    expect(pickPlan(s, 8102)).toBe(s);
  });
});

describe('switching products', () => {
  it('re-selects the variant with the same option values', () => {
    const other = product([variant(21, ['250 ml']), variant(22, ['500 ml'], { subscriptions: [monthly(9001)] })], { handle: 'the-drizzle' });
    let s = initPurchaseState(shop, { variantId: 1 });
    s = pickProduct(s, other);
    expect(s.product.handle).toBe('the-drizzle');
    expect(s.variantId).toBe(22);
    expect(s.frequency).toBe('1 month');
  });

  it('takes the variant the new page names (?variant=, as Back and Forward ask) over the same option values', () => {
    const other = product([variant(21, ['250 ml']), variant(22, ['500 ml'])], { handle: 'the-drizzle' });
    const s = pickProduct(initPurchaseState(shop, { variantId: 1 }), other, 21);
    expect(s.variantId).toBe(21);
    // An id the product does not have keeps the rule.
    expect(pickProduct(initPurchaseState(shop, { variantId: 1 }), other, 99).variantId).toBe(22);
  });

  it('falls back to the first variant when no variant has the same values', () => {
    const other = product([variant(31, ['Default Title'], { available: false }), variant(32, ['Big'])]);
    const s = pickProduct(initPurchaseState(shop, { variantId: 1 }), other);
    expect(s.variantId).toBe(31);
  });
});
