// The product store: one store per product-form scope, the form's selection, a product switch.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAIN_PRODUCT_SCOPE, productStore, resetProductStores } from '../../../../src/store/product';

afterEach(resetProductStores);

describe('product store', () => {
  it('keeps one store per scope: the main hero and another section never see each other', () => {
    const main = productStore(MAIN_PRODUCT_SCOPE);
    const hero = productStore('template--1__multi');
    expect(productStore(MAIN_PRODUCT_SCOPE)).toBe(main);
    main.getState().select({ variantId: 40002, mediaIndex: 1, mode: 'subscription' });
    expect(hero.getState()).toMatchObject({ variantId: null, mediaIndex: -1, mode: 'onetime' });
    expect(main.getState()).toMatchObject({ variantId: 40002, mediaIndex: 1, mode: 'subscription' });
  });

  it('starts with no switched props, so islands keep the props they mounted with', () => {
    expect(productStore(MAIN_PRODUCT_SCOPE).getState()).toMatchObject({ handle: null, props: {} });
  });

  it('a switch replaces the props of every role at once (a role the new page lacks is gone)', () => {
    const store = productStore(MAIN_PRODUCT_SCOPE);
    const first = { form: { product: 'a' }, tabs: { tabs: [] } };
    store.getState().switchProduct('the-drizzle', first);
    store.getState().switchProduct('the-duo', { form: { product: 'b' } });
    expect(store.getState().handle).toBe('the-duo');
    expect(store.getState().props).toEqual({ form: { product: 'b' } });
    // The store keeps its own copy of the role map.
    expect(first).toEqual({ form: { product: 'a' }, tabs: { tabs: [] } });
  });

  it('a selection notifies followers only when something changed', () => {
    const store = productStore(MAIN_PRODUCT_SCOPE);
    const follower = vi.fn();
    store.subscribe(follower);
    store.getState().select({ variantId: 1, mediaIndex: 0, mode: 'onetime' });
    store.getState().select({ variantId: 1, mediaIndex: 0, mode: 'onetime' });
    store.getState().select({ variantId: 1, mediaIndex: 0, mode: 'subscription' });
    expect(follower).toHaveBeenCalledTimes(2);
    expect(store.getState().mode).toBe('subscription');
  });

  it('resetting forgets every scope', () => {
    const before = productStore('s');
    resetProductStores();
    expect(productStore('s')).not.toBe(before);
  });
});
