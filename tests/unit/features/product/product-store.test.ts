// The product store: one store per product-form scope, the shopper's selection and its actions,
// a product switch.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initPurchaseState } from '../../../../src/lib/purchase-mode';
import { MAIN_PRODUCT_SCOPE, productStore, resetProductStores } from '../../../../src/store/product';
import { plan, product, variant } from './fixture';

const everyday = product([
  variant(1, ['500 ml'], { media_index: 0, subscriptions: [plan(8001, '1 month', 2040, 15), plan(8002, '2 months', 2100, 12)] }),
  variant(2, ['1 L'], { media_index: 1, subscriptions: [plan(8101, '2 months', 4000, 10)] }),
]);

afterEach(resetProductStores);

describe('product store', () => {
  it('keeps one store per scope: the main hero and another section never see each other', () => {
    const main = productStore(MAIN_PRODUCT_SCOPE);
    const hero = productStore('template--1__multi');
    expect(productStore(MAIN_PRODUCT_SCOPE)).toBe(main);
    main.getState().startSelection(initPurchaseState(everyday, { variantId: 1 }));
    main.getState().selectOption(0, '1 L');
    expect(hero.getState().selection).toBeNull();
    expect(main.getState().selection).toMatchObject({ variantId: 2, mode: 'onetime' });
  });

  it('starts with no switched props, so islands keep the props they mounted with', () => {
    expect(productStore(MAIN_PRODUCT_SCOPE).getState()).toMatchObject({ props: {}, selection: null });
  });

  it('a switch replaces the props of every role at once (a role the new page lacks is gone)', () => {
    const store = productStore(MAIN_PRODUCT_SCOPE);
    const first = { form: { product: 'a' }, tabs: { tabs: [] } };
    store.getState().switchProduct(first);
    store.getState().switchProduct({ form: { product: 'b' } });
    expect(store.getState().props).toEqual({ form: { product: 'b' } });
    // The store keeps its own copy of the role map.
    expect(first).toEqual({ form: { product: 'a' }, tabs: { tabs: [] } });
  });

  it('its actions change the selection by the purchase rules: the plan keeps its frequency across variants', () => {
    const store = productStore(MAIN_PRODUCT_SCOPE);
    store.getState().startSelection(initPurchaseState(everyday, { variantId: 1 }));
    store.getState().setMode('subscription');
    store.getState().selectPlan(8002);
    store.getState().selectOption(0, '1 L');
    expect(store.getState().selection).toMatchObject({ variantId: 2, mode: 'subscription', planValue: 8101, frequency: '2 months' });
    store.getState().selectOption(0, '500 ml');
    expect(store.getState().selection).toMatchObject({ variantId: 1, planValue: 8002 });
  });

  it('does nothing before the form has started a selection', () => {
    const store = productStore(MAIN_PRODUCT_SCOPE);
    store.getState().selectOption(0, '1 L');
    store.getState().setMode('subscription');
    expect(store.getState().selection).toBeNull();
  });

  it('a selection notifies followers only when something changed', () => {
    const store = productStore(MAIN_PRODUCT_SCOPE);
    store.getState().startSelection(initPurchaseState(everyday, { variantId: 1 }));
    const follower = vi.fn();
    store.subscribe(follower);
    store.getState().selectOption(0, '500 ml');
    store.getState().setMode('onetime');
    store.getState().selectOption(0, '5 L');
    store.getState().setMode('subscription');
    expect(follower).toHaveBeenCalledTimes(1);
    expect(store.getState().selection?.mode).toBe('subscription');
  });

  it('resetting forgets every scope', () => {
    const before = productStore('s');
    resetProductStores();
    expect(productStore('s')).not.toBe(before);
  });
});
