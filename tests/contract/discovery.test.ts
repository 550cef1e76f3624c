// Predictive search (/search/suggest) and product recommendations (/recommendations/products):
// Shopify's JSON answers and errors, and the section each renders through `section_id`.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PreviewServer } from '../../preview/server';
import { startFixtureServer, tempDir } from './helpers';

let server: PreviewServer;

beforeAll(async () => {
  server = await startFixtureServer(tempDir(), path.resolve('tests/fixtures/blocks-theme'));
});
afterAll(async () => {
  await server.close();
});

const get = (pathname: string) => fetch(server.url + pathname);

interface SuggestProduct {
  id: number;
  handle: string;
  title: string;
  price: string;
  available: boolean;
  url: string;
}
interface SuggestAnswer {
  resources: { results: Record<string, unknown[]> };
}

describe('GET /search/suggest.json', () => {
  it('answers the products matching q, prices in major units, only the types asked for', async () => {
    const res = await get('/search/suggest.json?q=sizz&resources[type]=product');
    expect(res.status).toBe(200);
    const body = (await res.json()) as SuggestAnswer;
    expect(Object.keys(body.resources.results)).toEqual(['products']);
    const products = body.resources.results.products as SuggestProduct[];
    expect(products.map((p) => p.handle)).toEqual(['sizzle']);
    expect(products[0]).toMatchObject({ id: 2, title: 'Sizzle', price: '25.00', available: true });
    expect(products[0]!.url).toMatch(/^\/products\/sizzle\?/);
  });

  it('suggests queries with the untyped part marked', async () => {
    const body = (await (await get('/search/suggest.json?q=driz&resources[type]=query')).json()) as SuggestAnswer;
    expect(body.resources.results.queries).toEqual([expect.objectContaining({ text: 'Drizzle', styled_text: 'Driz<mark>zle</mark>' })]);
  });

  it('hides unavailable products when asked, and keeps at most resources[limit]', async () => {
    const hidden = (await (
      await get('/search/suggest.json?q=rare&resources[type]=product&resources[options][unavailable_products]=hide')
    ).json()) as SuggestAnswer;
    expect(hidden.resources.results.products).toEqual([]);
    const shown = (await (await get('/search/suggest.json?q=rare&resources[type]=product')).json()) as SuggestAnswer;
    expect((shown.resources.results.products as SuggestProduct[]).map((p) => p.handle)).toEqual(['rare-drop']);
    const limited = (await (await get('/search/suggest.json?q=oil&resources[type]=product&resources[limit]=1')).json()) as SuggestAnswer;
    expect(limited.resources.results.products).toHaveLength(1);
  });

  it('answers 422 without q, for an unknown type or a limit out of 1–10', async () => {
    for (const query of ['', '?q=', '?q=oil&resources[type]=shoe', '?q=oil&resources[limit]=11']) {
      const res = await get(`/search/suggest.json${query}`);
      expect(res.status, query).toBe(422);
      expect(await res.json()).toMatchObject({ status: 422 });
    }
  });
});

describe('GET /search/suggest?section_id=', () => {
  it('renders the section with the predictive_search object', async () => {
    const res = await get('/search/suggest?q=sizz&section_id=predictive-search');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<div id="shopify-section-predictive-search" class="shopify-section">');
    expect(html).toContain('data-terms="sizz"');
    expect(html).toContain('<li class="product">Sizzle</li>');
    expect(html).toContain('<li class="query">Sizz<mark>le</mark></li>');
  });

  it('answers 404 for a section the theme does not have', async () => {
    expect((await get('/search/suggest?q=oil&section_id=nope')).status).toBe(404);
  });
});

describe('GET /recommendations/products', () => {
  it('.json answers related products, never the product itself, at most limit', async () => {
    const res = await get('/recommendations/products.json?product_id=2&limit=2');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { intent: string; products: { id: number }[] };
    expect(body.intent).toBe('related');
    expect(body.products).toHaveLength(2);
    expect(body.products.map((p) => p.id)).not.toContain(2);
  });

  it('renders the section asked for with the recommendations object', async () => {
    const res = await get('/recommendations/products?product_id=1&limit=3&section_id=template--1__recs');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<ul class="recommendations" data-intent="related"><li>sizzle</li><li>rare-drop</li><li>drizzle</li></ul>');
  });

  it('answers 422 for a missing product_id, intent or limit out of range, and 404 for an unknown product', async () => {
    for (const query of ['', '?product_id=abc', '?product_id=1&intent=other', '?product_id=1&limit=0']) {
      expect((await get(`/recommendations/products.json${query}`)).status, query).toBe(422);
    }
    expect((await get('/recommendations/products.json?product_id=999')).status).toBe(404);
  });
});
