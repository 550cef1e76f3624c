// closest.* and dynamic-source settings (issue 29, item 2) and Shopify's hosted storefront files
// offline (item 5), against the fixture theme tests/fixtures/context-theme with the fixture shop.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type PreviewServer } from '../../preview/server';
import { fixtureShop } from './fixtures/shop-data';
import { tempDir } from './helpers';

let server: PreviewServer;
beforeAll(async () => {
  const themeRoot = path.resolve('tests/fixtures/context-theme');
  server = await startServer({ port: 0, stateDir: tempDir(), data: fixtureShop, themeRoot, strict: true, logError: () => {} });
});
afterAll(() => server?.close());

async function page(pathname: string): Promise<string> {
  const res = await fetch(server.url + pathname);
  expect(res.status).toBe(200);
  return res.text();
}

const texts = (html: string, className: string): string[] => [...html.matchAll(new RegExp(`class="${className}">([^<]*)<`, 'g'))].map((m) => m[1] ?? '');

describe('closest.* in theme blocks, sections and snippets', () => {
  it('a block on a product page reads the page product as closest.product', async () => {
    const html = await page('/products/everyday-oil');
    expect(texts(html, 'product-title')[0]).toBe('Everyday Oil');
  });

  it("content_for 'block', closest.product: x gives that block (and nothing else) another product", async () => {
    const html = await page('/products/everyday-oil');
    expect(html).toMatch(/<div id="featured">[^]*?class="product-title">Sizzle</);
    expect(texts(html, 'product-title')).toEqual(['Everyday Oil', 'Sizzle']);
  });

  it('cards in a collection loop each see their own product, down to nested blocks and snippets', async () => {
    const html = await page('/collections/all');
    const cards = html.match(/<div id="cards">([^]*?)<\/section>/)?.[1] ?? '';
    expect(texts(cards, 'product-title')).toEqual(['Everyday Oil', 'Sizzle']);
    expect(texts(cards, 'card-price')).toEqual(['$18.00', '$25.00']);
  });

  it('closest.product: nil clears the page product for that block only; a page without a product has none', async () => {
    expect(texts(await page('/products/everyday-oil?view=cleared'), 'product-title')).toEqual(['Everyday Oil', 'no product']);
    expect(texts(await page('/'), 'product-title')).toEqual(['no product', 'no product']);
  });
});

describe('the Section Rendering API', () => {
  it('renders a section with the page resource as closest and its sources resolved', async () => {
    const res = await fetch(`${server.url}/products/everyday-oil?sections=template--1__main,template--1__vendor`);
    const sections = (await res.json()) as Record<string, string>;
    expect(texts(sections['template--1__main'] ?? '', 'product-title')).toEqual(['Everyday Oil', 'Sizzle']);
    expect(texts(sections['template--1__vendor'] ?? '', 'text-block')).toEqual(['GOOD DROP']);
  });
});

describe('settings whose values are dynamic sources', () => {
  it('a text setting holding {{ product.vendor | upcase }} prints the vendor', async () => {
    const html = await page('/products/everyday-oil');
    expect(texts(html, 'text-block')).toEqual(['GOOD DROP']);
    expect(html).not.toContain('{{');
  });

  it('a richtext setting holding {{ closest.collection.title }} prints the collection title', async () => {
    const html = await page('/collections/all');
    const direct = /<span id="direct-title">([^<]*)</.exec(html)?.[1];
    expect(direct).toBeTruthy();
    expect(html).toContain(`<div id="heading"><h1>${direct}</h1></div>`);
  });

  it('a product setting holding {{ closest.product }} is that product', async () => {
    const html = await page('/products/sizzle');
    expect(texts(html, 'picked')).toEqual(['Sizzle']);
  });

  it('a schema default referring to a theme setting resolves to its value', async () => {
    const html = await page('/products/sizzle');
    expect(html).toContain('<span id="accent">#aa3300</span>');
  });
});

describe("Shopify's hosted storefront files offline", () => {
  it('pages link cdn.shopify.com files at the storefront’s own /cdn/ path', async () => {
    const html = await page('/');
    expect(html).not.toContain('cdn.shopify.com');
    expect(html).toContain('"@shopify/events":"/cdn/storefront/standard-events.js"');
    expect(html).toContain('href="/cdn/shopifycloud/model-viewer-ui/assets/v1.0/model-viewer-ui.css"');
  });

  it('answers the standard events module as JavaScript exporting the documented names', async () => {
    const res = await fetch(`${server.url}/cdn/storefront/standard-events.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/);
    const source = await res.text();
    for (const name of ['StandardEvents', 'ProductSelectEvent', 'CartLinesUpdateEvent', 'CollectionUpdateEvent', 'createViewEventElement']) {
      expect(source).toMatch(new RegExp(`export (const|class|function) ${name}\\b`));
    }
    expect(source).not.toMatch(/: (string|unknown)\b|\binterface\b/);
  });

  it("answers the gift card page's hosted QR code script and images at the paths shopify_asset_url gives", async () => {
    const html = await page('/');
    expect(html).toContain('src="/cdn/shopifycloud/shopify/assets/vendor/qrcode.js"');
    const script = await fetch(`${server.url}/cdn/shopifycloud/shopify/assets/vendor/qrcode.js`);
    expect(script.status).toBe(200);
    expect(await script.text()).toContain('.QRCode =');
    for (const file of ['gift-card/card.svg', 'gift-card/add-to-apple-wallet.svg']) {
      const image = await fetch(`${server.url}/cdn/shopifycloud/shopify/assets/${file}`);
      expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
    }
  });

  it('answers the model viewer stylesheet, and 404s CDN files it does not have', async () => {
    const css = await fetch(`${server.url}/cdn/shopifycloud/model-viewer-ui/assets/v1.0/model-viewer-ui.css`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    expect((await fetch(`${server.url}/cdn/storefront/unknown.js`)).status).toBe(404);
  });
});
