// The Algolia stand-in driven by the real algoliasearch v5 client (its Node build: credentials in
// headers) and by the browser build's exact wire (text/plain body, credentials in the query
// string), against the sample shop, as third-party-apis.md §1 describes Algolia.
import { beforeAll, describe, expect, it } from 'vitest';
import { algoliasearch } from 'algoliasearch';
import { liteClient } from 'algoliasearch/lite';
import { PRODUCT_ATTRIBUTES, searchRequests } from '../../src/features/search/algolia-search';
import { mapSearchResponse } from '../../src/features/search/search-results';
import { previewHosts, themeAlgolia } from './algolia-helpers';
import { sampleServerPerFile } from './helpers';

interface ProductHit {
  objectID: string;
  handle: string;
  title: string;
  price: number;
  variants_count: number;
}
interface ArticleHit {
  objectID: string;
  handle: string;
  title: string;
  blog: { handle: string; title: string };
}

const settings = themeAlgolia();
const sample = sampleServerPerFile();
let search: ReturnType<typeof liteClient>;

beforeAll(() => {
  search = liteClient(settings.appId, settings.searchKey, { hosts: previewHosts(sample.server.url) });
});

/** The overlay's call: both indexes, 200 hits each, click analytics on (spec §7). */
function overlaySearch(query: string, extra: Record<string, unknown> = {}) {
  return search.searchForHits<ProductHit | ArticleHit>({
    requests: [
      { indexName: settings.products, query, hitsPerPage: 200, clickAnalytics: true, ...extra },
      { indexName: settings.articles, query, hitsPerPage: 200, clickAnalytics: true, ...extra },
    ],
  });
}

async function handles(query: string, index = settings.products, extra: Record<string, unknown> = {}): Promise<string[]> {
  const { results } = await search.searchForHits<ProductHit>({ requests: [{ indexName: index, query, hitsPerPage: 200, ...extra }] });
  return results[0]!.hits.map((h) => h.handle);
}

function browserWire(body: string, credentials = `x-algolia-api-key=${settings.searchKey}&x-algolia-application-id=${settings.appId}`) {
  return fetch(`${sample.server.url}/1/indexes/*/queries?x-algolia-agent=Algolia%20for%20JavaScript%20(5.64.0)&${credentials}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', accept: 'application/json', origin: 'https://shop.example' },
    body,
  });
}

describe('POST /1/indexes/*/queries', () => {
  it('answers the overlay two-index query with one result per request, in order, shaped like Algolia', async () => {
    const { results } = await overlaySearch('oil');
    const [products, articles] = results;
    expect(products).toMatchObject({ index: settings.products, query: 'oil', page: 0, hitsPerPage: 200, nbPages: 1, exhaustiveNbHits: true });
    expect(articles).toMatchObject({ index: settings.articles, query: 'oil', page: 0, hitsPerPage: 200 });
    expect(products!.nbHits).toBe(products!.hits.length);
    expect(products!.nbHits).toBeGreaterThan(5);
    expect(articles!.nbHits).toBeGreaterThan(10);
    expect(products!.params).toBe('query=oil&hitsPerPage=200&clickAnalytics=true');
    expect(typeof products!.processingTimeMS).toBe('number');
    expect(products!.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(articles!.queryID).toMatch(/^[0-9a-f]{32}$/);
    expect(products!.queryID).not.toBe(articles!.queryID);
  });

  it('returns product records in the Algolia Shopify app format, objectID = product id', async () => {
    const { results } = await overlaySearch('drizzle');
    const hit = results[0]!.hits.find((h) => h.handle === 'the-drizzle');
    const product = sample.server.shop.catalog.product('the-drizzle')!;
    expect(hit).toMatchObject({
      objectID: String(product.id),
      handle: 'the-drizzle',
      title: product.title,
      product_type: product.product_type,
      vendor: product.vendor,
      tags: product.tags,
      variants_count: product.variants.length,
      price: Math.min(...product.variants.map((v) => v.price)) / 100,
      image: expect.stringMatching(/^\/cdn\/shop\/files\//),
    });
  });

  it("returns article records with their blog, for the overlay's 'In the Glog' list", async () => {
    const { results } = await overlaySearch('focaccia');
    expect(results[1]!.hits[0]).toMatchObject({
      handle: 'focaccia-for-people-who-are-scared-of-bread',
      blog: { handle: 'glog', title: 'The Glog' },
      author: { name: expect.any(String) },
    });
  });

  it("answers the overlay's own request with just the attributes it reads, enough for every card and glog link", async () => {
    const target = { productsIndex: settings.products, articlesIndex: settings.articles };
    const response = await search.search(searchRequests(target, 'drizzle'));
    const [products] = response.results as { hits: Record<string, unknown>[] }[];
    const hit = products!.hits.find((h) => h.handle === 'the-drizzle')!;
    const asked = new Set(['objectID', ...PRODUCT_ATTRIBUTES]);
    expect(Object.keys(hit).filter((key) => !asked.has(key))).toEqual([]);
    expect(hit).toMatchObject({ handle: 'the-drizzle', title: expect.any(String), price: expect.any(Number) });
    const mapped = mapSearchResponse('drizzle', response, { ...target, root: '/', rate: 1 });
    const product = sample.server.shop.catalog.product('the-drizzle')!;
    expect(mapped.products.find((p) => p.handle === 'the-drizzle')).toMatchObject({
      title: product.title,
      url: '/products/the-drizzle',
      productId: String(product.id),
      image: expect.stringMatching(/^\/cdn\/shop\/files\//),
      price: Math.min(...product.variants.map((v) => v.price)),
      available: true,
    });
    const glog = mapSearchResponse('focaccia', await search.search(searchRequests(target, 'focaccia')), { ...target, root: '/', rate: 1 });
    expect(glog.articles[0]).toMatchObject({ url: '/blogs/glog/focaccia-for-people-who-are-scared-of-bread', blogTitle: 'The Glog' });
  });

  it("finds useful results for 'oil', 'lemon' and the half-typed 'refil'", async () => {
    expect(await handles('oil')).toEqual(expect.arrayContaining(['the-everyday', 'the-drizzle', 'hot-drop-chili-oil', 'infused-oils']));
    expect(await handles('lemon')).toContain('infused-oils');
    expect(await handles('lemon', settings.articles)).toEqual(
      expect.arrayContaining(['burrata-with-lemon-oil-and-too-much-pepper', 'lemon-olive-oil-cookies']),
    );
    expect((await handles('refil'))[0]).toBe('refill-cans');
    expect((await handles('refil', settings.articles))[0]).toBe('confessions-of-a-refill-convert');
  });

  it('tolerates one typo from 4 letters and two from 8, a swap of neighbours counting one', async () => {
    expect(await handles('lemn')).toContain('infused-oils');
    expect(await handles('olvie')).toContain('olive-wood-board');
    expect(await handles('vinaigerte', settings.articles)).toContain('the-only-vinaigrette-you-need');
    expect(await handles('vinagrete', settings.articles)).toContain('the-only-vinaigrette-you-need');
    // Too short for a typo, or too many typos for the length.
    expect(await handles('dou')).toEqual([]);
    expect(await handles('lamen')).toEqual([]);
    expect(await handles('lemn', settings.products, { typoTolerance: false })).toEqual([]);
  });

  it('treats only the last word as a prefix, and needs every word', async () => {
    expect((await handles('cans ref'))[0]).toBe('refill-cans');
    expect(await handles('ref cans')).toEqual([]);
    expect(await handles('chili oil')).toContain('hot-drop-chili-oil');
    expect(await handles('chili vinegar')).toEqual([]);
  });

  it('ranks by attribute: a title match before a tag match, fewer typos first', async () => {
    const gift = await handles('gift');
    const titled = ['wine-country-gift-box', 'gift-card'];
    expect(gift.slice(0, 2).sort()).toEqual([...titled].sort());
    expect(gift.slice(2)).toEqual(expect.arrayContaining(['the-duo', 'olive-wood-board']));
    expect(await handles('refill')).toEqual(['refill-cans', 'pantry-pack']);
    expect((await handles('olive'))[0]).toBe('olive-wood-board');
  });

  it('matches without regard to case or accents', async () => {
    expect(await handles('LÉMON')).toEqual(await handles('lemon'));
  });

  it('highlights with the requested tags, only the typed part of a prefix, with Algolia match levels', async () => {
    const { results } = await search.searchForHits<ProductHit>({
      requests: [{ indexName: settings.products, query: 'refil', highlightPreTag: '__ais-highlight__', highlightPostTag: '__/ais-highlight__' }],
    });
    const highlight = results[0]!.hits[0]!._highlightResult!;
    expect(highlight.title).toEqual({
      value: '__ais-highlight__Refil__/ais-highlight__l Cans',
      matchLevel: 'full',
      matchedWords: ['refil'],
      fullyHighlighted: false,
    });
    expect(highlight.vendor).toEqual({ value: 'Good Drop Olive Oil Co.', matchLevel: 'none', matchedWords: [] });
    const exact = await search.searchForHits<ArticleHit>({ requests: [{ indexName: settings.articles, query: 'smoke points' }] });
    expect(exact.results[0]!.hits[0]!._highlightResult!.title).toEqual({
      value: '<em>Smoke</em> <em>Points</em>, Demystified',
      matchLevel: 'full',
      matchedWords: ['smoke', 'points'],
      fullyHighlighted: false,
    });
  });

  it('pages through hits: page, hitsPerPage and nbPages agree with the whole list', async () => {
    const all = await handles('oil', settings.articles);
    const { results } = await search.searchForHits<ArticleHit>({ requests: [{ indexName: settings.articles, query: 'oil', hitsPerPage: 5, page: 2 }] });
    expect(results[0]).toMatchObject({ page: 2, hitsPerPage: 5, nbHits: all.length, nbPages: Math.ceil(all.length / 5) });
    expect(results[0]!.hits.map((h) => h.handle)).toEqual(all.slice(10, 15));
    const beyond = await search.searchForHits<ArticleHit>({ requests: [{ indexName: settings.articles, query: 'oil', hitsPerPage: 5, page: 99 }] });
    expect(beyond.results[0]!.hits).toEqual([]);
  });

  it('retrieves and highlights only the attributes asked for; no queryID without clickAnalytics', async () => {
    const { results } = await search.searchForHits<ArticleHit>({
      requests: [{ indexName: settings.articles, query: 'lemon', attributesToRetrieve: ['handle', 'blog.handle'], attributesToHighlight: ['title'] }],
    });
    const hit = results[0]!.hits[0]!;
    expect(Object.keys(hit).sort()).toEqual(['_highlightResult', 'blog', 'handle', 'objectID']);
    expect(hit.blog).toEqual({ handle: 'glog' });
    expect(Object.keys(hit._highlightResult!)).toEqual(['title']);
    expect(results[0]!.queryID).toBeUndefined();
  });

  it('highlights the searchable attributes but the body by default, as the index is configured; the body on request', async () => {
    const { results } = await overlaySearch('lemon');
    expect(Object.keys(results[0]!.hits[0]!._highlightResult!)).toEqual(['title', 'product_type', 'tags', 'options', 'vendor']);
    expect(results[1]!.hits[0]!._highlightResult).toEqual({
      title: expect.any(Object),
      tags: expect.any(Array),
      blog: { title: expect.any(Object) },
      author: { name: expect.any(Object) },
    });
    const body = await search.searchForHits<ArticleHit>({
      requests: [{ indexName: settings.articles, query: 'lemon', attributesToHighlight: ['body_html_safe'] }],
    });
    expect(body.results[0]!.hits[0]!._highlightResult!.body_html_safe).toMatchObject({ matchLevel: 'full', value: expect.stringContaining('<em>') });
  });

  it('reads the string form of params, as older clients send it', async () => {
    const res = await browserWire(JSON.stringify({ requests: [{ indexName: settings.products, params: 'query=lemon&hitsPerPage=1' }] }));
    const { results } = (await res.json()) as { results: { hits: ProductHit[]; params: string; hitsPerPage: number }[] };
    expect(results[0]).toMatchObject({ params: 'query=lemon&hitsPerPage=1', hitsPerPage: 1 });
    expect(results[0]!.hits.map((h) => h.handle)).toEqual(['infused-oils']);
  });

  it('an empty query lists every record (the overlay never sends one)', async () => {
    expect(await handles('')).toHaveLength(sample.server.shop.data.products.length);
  });
});

describe('the browser wire and CORS', () => {
  it('answers a text/plain body with credentials in the query string, readable from any origin', async () => {
    const res = await browserWire(JSON.stringify({ requests: [{ indexName: settings.products, query: 'lemon' }] }));
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await res.json()) as { results: { hits: ProductHit[] }[] };
    expect(body.results[0]!.hits[0]!.handle).toBe('infused-oils');
  });

  it('answers a preflight, should a client send other headers', async () => {
    const res = await fetch(`${sample.server.url}/1/indexes/*/queries`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://shop.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-algolia-api-key,x-algolia-application-id,content-type',
      },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-headers')).toBe('x-algolia-api-key,x-algolia-application-id,content-type');
  });

  it('refuses a malformed body with a 400 in Algolia JSON, still readable cross-origin', async () => {
    for (const body of ['{"requests": [', '{"requests": {"indexName": "x"}}', 'query=oil']) {
      const res = await browserWire(body);
      expect(res.status).toBe(400);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(await res.json()).toMatchObject({ status: 400, message: expect.any(String) });
    }
  });
});

describe('errors as Algolia answers them', () => {
  it('403 for a wrong key or application id, from either build', async () => {
    const wrongKey = liteClient(settings.appId, 'not-the-key', { hosts: previewHosts(sample.server.url) });
    await expect(wrongKey.search({ requests: [{ indexName: settings.products, query: 'oil' }] })).rejects.toMatchObject({
      name: 'ApiError',
      status: 403,
      message: 'Invalid Application-ID or API key',
    });
    const wrongApp = liteClient('NOTMYAPP', settings.searchKey, { hosts: previewHosts(sample.server.url) });
    await expect(wrongApp.search({ requests: [{ indexName: settings.products, query: 'oil' }] })).rejects.toMatchObject({ status: 403 });
    const res = await browserWire('{"requests":[]}', 'x-algolia-api-key=nope&x-algolia-application-id=NOPE');
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Invalid Application-ID or API key', status: 403 });
  });

  it('404 for an index that does not exist', async () => {
    await expect(search.search({ requests: [{ indexName: 'shopify_pages', query: 'oil' }] })).rejects.toMatchObject({
      name: 'ApiError',
      status: 404,
      message: 'Index does not exist',
    });
  });

  it('400 for an unknown or malformed parameter', async () => {
    const misspelt = await browserWire(JSON.stringify({ requests: [{ indexName: settings.products, query: 'oil', hitPerPage: 5 }] }));
    expect(misspelt.status).toBe(400);
    expect(await misspelt.json()).toEqual({ message: 'Unknown parameter: hitPerPage', status: 400 });
    await expect(search.search({ requests: [{ indexName: settings.products, query: 'oil', hitsPerPage: 5000 }] })).rejects.toMatchObject({
      status: 400,
      message: 'Invalid value for "hitsPerPage" parameter, expected integer between 0 and 1000',
    });
  });

  it('403 for anything a search-only key may not do', async () => {
    const client = algoliasearch(settings.appId, settings.searchKey, { hosts: previewHosts(sample.server.url) });
    await expect(client.saveObject({ indexName: settings.products, body: { title: 'x' } })).rejects.toMatchObject({
      status: 403,
      message: 'Method not allowed with this API key',
    });
  });
});

describe('bad input gets a 4xx, never a 5xx', () => {
  it.each([
    ['a query that is not text', { query: { $ne: '' } }],
    ['a negative page', { page: -1 }],
    ['a page past any integer', { page: 1e300 }],
    ['attributes that are not text', { attributesToRetrieve: [1, 2] }],
    ['a highlight tag that is not text', { highlightPreTag: 5 }],
    ['a boolean that is not one', { clickAnalytics: 'maybe' }],
    ['a facet search', { type: 'facet', facet: 'vendor', facetQuery: 'go' }],
    ['a params string that is not one', { params: ['query=oil'] }],
  ])('%s', async (_, extra) => {
    const res = await browserWire(JSON.stringify({ requests: [{ indexName: settings.products, query: 'oil', ...extra }] }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ status: 400, message: expect.any(String) });
  });

  it('odd but valid parameters answer without trouble', async () => {
    for (const extra of [
      { page: 1e15 },
      { hitsPerPage: 0 },
      { attributesToRetrieve: ['__proto__', '*', '-title'] },
      { attributesToHighlight: ['__proto__', 'constructor', 'title.__proto__', 'blog.title.x'] },
      { params: 'query=%ZZ&hitsPerPage=1' },
    ]) {
      const res = await browserWire(JSON.stringify({ requests: [{ indexName: settings.articles, query: 'oil', ...extra }] }));
      expect(res.status, JSON.stringify(extra)).toBe(200);
    }
    expect(sample.server.errors).toEqual([]);
  });
});

describe('one index: POST /1/indexes/{index}/query and GET /1/indexes/{index}', () => {
  it('answers the full client’s searchSingleIndex and a GET with the params in the query string like the multi-query', async () => {
    const client = algoliasearch(settings.appId, settings.searchKey, { hosts: previewHosts(sample.server.url) });
    const single = await client.searchSingleIndex<ProductHit>({ indexName: settings.products, searchParams: { query: 'lemon', clickAnalytics: true } });
    expect(single).toMatchObject({ index: settings.products, query: 'lemon', queryID: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(single.hits.map((h) => h.handle)).toEqual(await handles('lemon'));
    const viaGet = await client.customGet({ path: `1/indexes/${settings.articles}`, parameters: { query: 'lemon', hitsPerPage: 2 } });
    expect(viaGet).toMatchObject({ index: settings.articles, query: 'lemon', hitsPerPage: 2, params: 'hitsPerPage=2&query=lemon' });
    await expect(client.searchSingleIndex({ indexName: 'nope', searchParams: { query: 'x' } })).rejects.toMatchObject({ status: 404 });
  });
});

describe('hostile terms are text', () => {
  const term = (n: number) => 'olive '.repeat(Math.ceil(n / 6)).slice(0, n);

  it('a 511-byte term is searched; from 512 bytes Algolia refuses it with a 400, never a 5xx', async () => {
    const ok = await search.searchForHits<ProductHit>({ requests: [{ indexName: settings.products, query: term(511) }] });
    expect(ok.results[0]!.query).toBe(term(511));
    await expect(search.search({ requests: [{ indexName: settings.products, query: term(512) }] })).rejects.toMatchObject({
      status: 400,
      message: 'Invalid value for "query" parameter, expected string shorter than 512 bytes',
    });
  });

  it('HTML and control characters in a term are text: echoed as sent, never put in a hit, separators between words', async () => {
    const query = 'lemon <script>alert(1)</script>\u0000\u0007';
    const res = await browserWire(JSON.stringify({ requests: [{ indexName: settings.products, query }] }));
    expect(res.status).toBe(200);
    const { results } = (await res.json()) as { results: { query: string; hits: ProductHit[] }[] };
    expect(results[0]!.query).toBe(query);
    expect(JSON.stringify(results[0]!.hits)).not.toContain('<script');
    expect(await handles('\u0000lemon\u0007')).toEqual(await handles('lemon'));
  });
});
