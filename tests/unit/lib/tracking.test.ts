// @vitest-environment jsdom
// The add-to-cart trackers: the attribution rule (an add is attributed only to a search the
// product was reached from, with that search's real queryID), and the delivery of one add to
// Klaviyo's client events API and Algolia Insights — fire and forget, nothing sent without the
// page's tracking config, and a tracker that throws or never answers cannot reach the add.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InsightsClient } from 'search-insights';
import type { CartLineItem } from '../../../src/contracts/cart';
import type { ClientEventOptions } from '../../../src/lib/klaviyo';
import { readSearchClicks, rememberSearchClick, searchAttributionRecord, SEARCH_CLICKS_LIMIT } from '../../../src/lib/tracking-attribution';
import { deliverAddToCart, KLAVIYO_ANONYMOUS_ID_KEY, readTrackingConfig, TRACKING_CONFIG_SELECTOR } from '../../../src/lib/tracking-delivery';

const QUERY_ID = 'a'.repeat(32);
const click = (productId: string, queryID = QUERY_ID) => ({ productId, objectID: `obj-${productId}`, queryID, index: 'shopify_products' });

const config = {
  klaviyo: { company_id: 'GdDrp1', host: 'http://127.0.0.1:9292/' },
  insights: { app_id: 'GOODDROP01', search_key: 'search-key', host: 'http://127.0.0.1:9292' },
  currency: 'USD',
};
function pageConfig(value: unknown = config) {
  document.body.innerHTML = `<script type="application/json" data-tracking-config>${JSON.stringify(value)}</script>`;
}

/** Shopify's answer line for variant 40011 of product 1004 at $19.00. */
const line = (overrides: Partial<CartLineItem> = {}) =>
  ({
    id: 40011,
    variant_id: 40011,
    product_id: 1004,
    key: '40011:a',
    quantity: 3,
    final_price: 1900,
    product_title: 'Infused Oils',
    url: '/products/infused-oils?variant=40011',
    image: '/cdn/shop/files/infused.svg',
    vendor: 'Good Drop',
    ...overrides,
  }) as CartLineItem;
const trackingItem = {
  name: 'Infused Oils',
  productID: 1004,
  categories: [],
  imageURL: '/i.svg',
  url: 'http://shop/products/infused-oils',
  brand: 'Good Drop',
  price: 19,
};

function fakes() {
  const sendKlaviyo = vi.fn(async (_options: ClientEventOptions) => {});
  const aa = vi.fn(() => Promise.resolve(true));
  const insights = vi.fn(async () => aa as unknown as InsightsClient);
  return { sendKlaviyo, aa, insights, deps: { doc: document, storage: localStorage, clicks: sessionStorage, sendKlaviyo, insights } };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  document.body.innerHTML = '';
});
afterEach(() => vi.restoreAllMocks());

describe('search attribution rule', () => {
  it('gives a record only for a product reached from a search, with that search', () => {
    expect(searchAttributionRecord(1004)).toBeNull();
    rememberSearchClick(click('1004'));
    expect(searchAttributionRecord(1004)).toEqual({
      eventName: 'Added to cart',
      index: 'shopify_products',
      queryID: QUERY_ID,
      objectIDs: ['obj-1004'],
      productId: '1004',
    });
    expect(searchAttributionRecord('1010')).toBeNull();
    expect(searchAttributionRecord(null)).toBeNull();
  });

  it('keeps the latest search per product and only the newest products', () => {
    rememberSearchClick(click('1004'));
    rememberSearchClick(click('1004', 'b'.repeat(32)));
    expect(readSearchClicks()).toHaveLength(1);
    expect(searchAttributionRecord('1004')?.queryID).toBe('b'.repeat(32));
    for (let i = 0; i < SEARCH_CLICKS_LIMIT + 5; i += 1) rememberSearchClick(click(String(2000 + i)));
    expect(readSearchClicks()).toHaveLength(SEARCH_CLICKS_LIMIT);
    expect(searchAttributionRecord('1004')).toBeNull();
  });

  it('never keeps a search without a real queryID (a saved term is not one), and survives junk in storage', () => {
    rememberSearchClick(click('1004', 'lemon'));
    expect(searchAttributionRecord('1004')).toBeNull();
    sessionStorage.setItem('olivine:search-clicks', '{not json');
    expect(searchAttributionRecord('1004')).toBeNull();
    sessionStorage.setItem('olivine:search-clicks', JSON.stringify([{ productId: '1004' }, click('1005')]));
    expect(readSearchClicks()).toEqual([click('1005')]);
  });
});

describe('tracking config', () => {
  it('reads the layout block, normalising hosts', () => {
    pageConfig();
    expect(readTrackingConfig(document)).toEqual({ ...config, klaviyo: { company_id: 'GdDrp1', host: 'http://127.0.0.1:9292' } });
  });
  it('is absent without the block, and refused (one warning) when it breaks the contract', () => {
    expect(readTrackingConfig(document)).toBeNull();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    pageConfig({ ...config, insights: { ...config.insights, host: 'javascript:alert(1)' } });
    expect(readTrackingConfig(document)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(document.querySelectorAll(TRACKING_CONFIG_SELECTOR)).toHaveLength(1);
  });
});

describe('delivering an add', () => {
  it("sends Klaviyo's 'Added to Cart' with the tracking item, the added value and an anonymous profile", async () => {
    pageConfig();
    const { sendKlaviyo, aa, deps } = fakes();
    deliverAddToCart({ items: [{ id: 40011, quantity: 1 }], trackingItem, added: [line()] }, deps);
    expect(sendKlaviyo).toHaveBeenCalledTimes(1);
    const sent = sendKlaviyo.mock.calls[0]![0];
    expect(sent).toMatchObject({ companyId: 'GdDrp1', host: 'http://127.0.0.1:9292', metric: 'Added to Cart', value: 19 });
    expect(sent.properties).toMatchObject({
      ...trackingItem,
      AddedItemProductName: 'Infused Oils',
      AddedItemProductID: 1004,
      AddedItemPrice: 19,
      AddedItemQuantity: 1,
    });
    expect(sent.profile).toEqual({ anonymous_id: localStorage.getItem(KLAVIYO_ANONYMOUS_ID_KEY) });
    expect(sent.uniqueId).toMatch(/\S{8,}/);
    await settle();
    expect(aa).not.toHaveBeenCalled(); // not from a search: no conversion
  });

  it('sends the Insights conversion for a product reached from a search: index, queryID, objectID, value and currency', async () => {
    pageConfig();
    rememberSearchClick(click('1004'));
    const { aa, insights, deps } = fakes();
    deliverAddToCart({ items: [{ id: 40011, quantity: 2 }], trackingItem, added: [line()] }, deps);
    await settle();
    expect(insights).toHaveBeenCalledWith(config.insights);
    expect(aa).toHaveBeenCalledWith('addedToCartObjectIDsAfterSearch', {
      eventName: 'Added to cart',
      index: 'shopify_products',
      queryID: QUERY_ID,
      objectIDs: ['obj-1004'],
      objectData: [{ price: 19, quantity: 2 }],
      value: 38,
      currency: 'USD',
    });
  });

  it('sends nothing without the page config, and nothing to Insights without its credentials', async () => {
    rememberSearchClick(click('1004'));
    const first = fakes();
    deliverAddToCart({ items: [{ id: 40011 }], trackingItem, added: [line()] }, first.deps);
    await settle();
    expect(first.sendKlaviyo).not.toHaveBeenCalled();
    expect(first.insights).not.toHaveBeenCalled();
    pageConfig({ ...config, insights: { ...config.insights, search_key: '' } });
    const second = fakes();
    deliverAddToCart({ items: [{ id: 40011 }], trackingItem, added: [line()] }, second.deps);
    await settle();
    expect(second.sendKlaviyo).toHaveBeenCalledTimes(1);
    expect(second.insights).not.toHaveBeenCalled();
  });

  it('returns at once, and trackers that throw, reject or never answer change nothing', async () => {
    pageConfig();
    rememberSearchClick(click('1004'));
    const never = new Promise<never>(() => {});
    const deps = {
      doc: document,
      storage: localStorage,
      clicks: sessionStorage,
      sendKlaviyo: vi.fn(() => never),
      insights: vi.fn(async (): Promise<InsightsClient> => () => {
        throw new Error('Before calling any methods on the analytics, you first need to call the init function');
      }),
    };
    expect(() => deliverAddToCart({ items: [{ id: 40011 }], trackingItem, added: [line()] }, deps)).not.toThrow();
    await settle();
    deps.insights.mockRejectedValueOnce(new Error('blocked'));
    deps.sendKlaviyo.mockRejectedValueOnce(new Error('Network Error'));
    expect(() => deliverAddToCart({ items: [{ id: 40011 }], trackingItem, added: [line()] }, deps)).not.toThrow();
    await settle();
  });

  it('without a tracking item, Klaviyo gets the added line; an odd add answer gives no NaN values', () => {
    pageConfig();
    const { sendKlaviyo, deps } = fakes();
    deliverAddToCart({ items: [{ id: 40011 }], trackingItem: undefined, added: [line()] }, deps);
    expect(sendKlaviyo.mock.calls[0]![0].properties).toMatchObject({ name: 'Infused Oils', productID: 1004, price: 19 });
    deliverAddToCart({ items: [{ id: 40011 }], trackingItem, added: [{ id: 40011 } as unknown as CartLineItem] }, deps);
    expect(sendKlaviyo.mock.calls[1]![0]).not.toHaveProperty('value');
  });
});
