// @vitest-environment jsdom
// What the theme prints for the search overlay and the trackers, read the way the browser reads
// it: the overlay's props (a "/" host becomes the page's origin), the product cards a product or
// collection page embeds (quick-add action and line, tracking item, choose, sold out, subscription
// only), and the layout's tracking config.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createThemeRenderer } from '../../../../preview/liquid';
import { schema } from '../../../../src/features/search/SearchOverlay';
import { readEmbeddedCards } from '../../../../src/features/search/embedded-cards';
import { readTrackingConfig } from '../../../../src/lib/tracking-delivery';
import { islandProps } from '../../helpers/island-props';
import { baseGlobals, collection, HOSTILE, oneVariantProduct, product, resolver, shop, subscriptionOnlyProduct } from '../../theme/theme-fixtures';

const renderer = createThemeRenderer({ themeRoot: path.resolve(__dirname, '../../../..'), resolver, shop });
const ORIGIN = 'http://127.0.0.1:9292';
const settings = (overrides: Record<string, unknown> = {}) => ({
  ...renderer.settings(),
  algolia_host: '/',
  insights_host: '/',
  algolia_index_products: 'shop_products',
  algolia_index_articles: 'shop_articles',
  search_suggested_terms: 'olive oil, lemon',
  klaviyo_host: ORIGIN,
  ...overrides,
});

async function page(template: string, globals: Record<string, unknown>, overrides: Record<string, unknown> = {}): Promise<Document> {
  const html = await renderer.renderTemplate(template, undefined, {
    globals: { ...baseGlobals, settings: settings(overrides), request: { ...baseGlobals.request, origin: ORIGIN, page_type: template }, ...globals },
  });
  return new DOMParser().parseFromString(html, 'text/html');
}
const overlayProps = (doc: Document) => {
  const host = doc.querySelector('[data-widget="search-overlay"]')!;
  expect(host.id).toBe('SearchOverlay');
  expect(host.hasAttribute('data-search-overlay')).toBe(true);
  expect(host.getAttribute('data-hydrate')).toBe('interaction');
  return islandProps(schema, JSON.parse(host.querySelector('script[data-props]')!.textContent));
};

describe('search overlay section', () => {
  it("prints Algolia's settings (a '/' host is this storefront), the suggested terms and the texts", async () => {
    const props = overlayProps(await page('index', {}));
    expect(props.algolia).toEqual({
      appId: 'GOODDROP01',
      searchKey: 'preview-search-only-key',
      host: ORIGIN,
      productsIndex: 'shop_products',
      articlesIndex: 'shop_articles',
    });
    expect(props.suggestedTerms).toEqual(['olive oil', 'lemon']);
    expect(props.showQuickAdd).toBe(true);
    expect(props.texts).toMatchObject({
      placeholder: "Watcha lookin' for??",
      close: 'Clear search term',
      heading: '“{term}”',
      items_other: '({count} items)',
      add_to_cart: 'Add to Cart – {price}',
    });
  });

  it("leaves the host empty for Algolia's own", async () => {
    expect(overlayProps(await page('index', {}, { algolia_host: '' })).algolia.host).toBe('');
  });

  it("embeds a product page's card: a product with one variant is added in one click, as a one-time line with the tracking item", async () => {
    const cards = readEmbeddedCards(await page('product', { product: oneVariantProduct }));
    expect([...cards.keys()]).toEqual(['the-duo']);
    expect(cards.get('the-duo')).toMatchObject({
      id: 4,
      title: 'The Duo',
      url: '/products/the-duo',
      available: true,
      action: 'add',
      atc: {
        price: 2400,
        enabled: true,
        cart: { id: 11, quantity: 1, selling_plan: null },
        klaviyo: { name: 'The Duo', productID: 4, url: `${ORIGIN}/products/the-duo`, brand: 'Good Drop', price: 2400, compareAtPrice: 2800 },
      },
    });
  });

  it("embeds a collection page's cards; only a one-click product gets a quick-add line", async () => {
    const products = [
      ...collection.products,
      { ...subscriptionOnlyProduct, handle: 'sub-only' },
      oneVariantProduct,
      { ...oneVariantProduct, handle: 'gift', gift_card: true, 'gift_card?': true },
    ];
    const cards = readEmbeddedCards(await page('collection', { collection: { ...collection, products } }));
    expect([...cards.keys()]).toEqual(['the-everyday', 'harvest-reserve', 'sub-only', 'the-duo', 'gift']);
    // Two sizes to choose from: never its first variant in one click.
    expect(cards.get('the-everyday')).toMatchObject({ available: true, action: 'choose', atc: { enabled: false } });
    expect(cards.get('harvest-reserve')).toMatchObject({ available: false, action: 'sold_out', atc: { enabled: false } });
    expect(cards.get('sub-only')).toMatchObject({ available: true, action: 'subscribe', atc: { enabled: false } });
    expect(cards.get('the-duo')).toMatchObject({ action: 'add', atc: { enabled: true } });
    // A gift card of one amount still asks for its recipient on its page.
    expect(cards.get('gift')).toMatchObject({ action: 'choose', atc: { enabled: false } });
  });

  it('keeps a hostile title as data', async () => {
    const cards = readEmbeddedCards(await page('product', { product: { ...product, title: HOSTILE } }));
    expect(cards.get('the-everyday')?.title).toBe(HOSTILE);
  });

  it('embeds nothing elsewhere', async () => {
    expect(readEmbeddedCards(await page('index', {})).size).toBe(0);
  });
});

describe('tracking config (layout)', () => {
  it('says where Klaviyo and Insights events go, and the currency', async () => {
    expect(readTrackingConfig(await page('index', {}))).toEqual({
      klaviyo: { company_id: 'GdDrp1', host: ORIGIN },
      insights: { app_id: 'GOODDROP01', search_key: 'preview-search-only-key', host: ORIGIN },
      currency: 'USD',
    });
  });
});
