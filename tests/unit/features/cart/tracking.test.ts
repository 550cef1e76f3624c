// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  searchAttributionRecord, sendKlaviyoAddedToCart, sendSearchAttribution, setSearchAttributionSender, SEARCH_TERM_KEY,
} from '../../../../src/lib/tracking';

type KlWindow = { _klOnsite?: unknown[]; klaviyo?: unknown };
const w = window as unknown as KlWindow;

afterEach(() => {
  delete w._klOnsite;
  delete w.klaviyo;
  localStorage.clear();
  setSearchAttributionSender(null);
});

describe("Klaviyo 'Added to Cart'", () => {
  it('queues onto _klOnsite when klaviyo.js has not loaded (nothing to await)', () => {
    const result = sendKlaviyoAddedToCart([{ id: 1, quantity: 1 }], { name: 'The Drizzle', price: 22, compareAtPrice: 0 });
    expect(result).toBeUndefined();
    expect(w._klOnsite).toEqual([['track', 'Added to Cart', expect.objectContaining({ name: 'The Drizzle', price: 22, compareAtPrice: 0 })]]);
  });
  it("uses klaviyo.push when the stub is there, and survives a throwing stub", () => {
    const push = vi.fn();
    w.klaviyo = { push };
    sendKlaviyoAddedToCart([{ id: 1 }], { name: 'A' });
    expect(push).toHaveBeenCalledWith(['track', 'Added to Cart', expect.objectContaining({ name: 'A', AddedItemQuantity: 1 })]);
    w.klaviyo = { push: () => { throw new Error('blocked'); } };
    expect(() => sendKlaviyoAddedToCart([{ id: 1 }], { name: 'A' })).not.toThrow();
  });
});

describe('search attribution hook', () => {
  it('builds a record only when a search term was saved', () => {
    expect(searchAttributionRecord([{ id: 40001 }], { productID: 1001 }, null)).toBeNull();
    expect(searchAttributionRecord([{ id: 40001 }], { productID: 1001 }, 'lemon', 'products')).toEqual({
      eventName: 'Added to cart', index: 'products', queryID: 'lemon', objectIDs: ['1001'], productId: '1001',
    });
  });
  it('sends through the registered sender, and never without a saved term', () => {
    const sender = vi.fn();
    setSearchAttributionSender(sender, 'shop_products');
    sendSearchAttribution([{ id: 40001 }], { productID: 1001 });
    expect(sender).not.toHaveBeenCalled();
    localStorage.setItem(SEARCH_TERM_KEY, 'lemon');
    sendSearchAttribution([{ id: 40001 }], { productID: 1001 });
    expect(sender).toHaveBeenCalledWith(expect.objectContaining({ index: 'shop_products', queryID: 'lemon', objectIDs: ['1001'] }));
  });
  it('a failing sender cannot reach the cart', () => {
    localStorage.setItem(SEARCH_TERM_KEY, 'lemon');
    setSearchAttributionSender(() => { throw new Error('insights down'); });
    expect(() => sendSearchAttribution([{ id: 1 }], null)).not.toThrow();
  });
});
