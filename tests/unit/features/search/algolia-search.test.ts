// The overlay's Algolia call through the real lite client with a faked transport: the exact
// multi-index body, the configured host, Algolia's own credential errors, and long terms cut to
// what Algolia accepts.
import { describe, expect, it } from 'vitest';
import { clampQuery, createSearchClient, MAX_QUERY_BYTES, runSearch } from '../../../../src/features/search/algolia-search';
import { algoliaAnswer, fakeTransport } from './algolia-fixtures';

const target = {
  appId: 'GOODDROP01',
  searchKey: 'search-key',
  host: 'http://127.0.0.1:9292',
  productsIndex: 'shopify_products',
  articlesIndex: 'shopify_articles',
};

describe('runSearch', () => {
  it('sends one multi-index query with the term, hitsPerPage 200, clickAnalytics and only the attributes it reads, to the configured host', async () => {
    const transport = fakeTransport(() => ({ status: 200, body: algoliaAnswer('lemon', []) }));
    const client = createSearchClient(target, { requester: transport.requester });
    await expect(runSearch(client, target, 'lemon')).resolves.toEqual(algoliaAnswer('lemon', []));
    expect(transport.sent).toHaveLength(1);
    expect(transport.sent[0]!.url).toMatch(/^http:\/\/127\.0\.0\.1:9292\/1\/indexes\/\*\/queries\?/);
    expect(transport.sent[0]!.body).toEqual({
      requests: [
        {
          indexName: 'shopify_products',
          query: 'lemon',
          hitsPerPage: 200,
          clickAnalytics: true,
          attributesToHighlight: [],
          attributesToRetrieve: ['handle', 'title', 'id', 'price', 'product_image', 'image', 'inventory_available', 'requires_selling_plan', 'variants_count'],
        },
        {
          indexName: 'shopify_articles',
          query: 'lemon',
          hitsPerPage: 200,
          clickAnalytics: true,
          attributesToHighlight: [],
          attributesToRetrieve: ['handle', 'title', 'blog.handle', 'blog.title'],
        },
      ],
    });
  });

  it("uses Algolia's own hosts when no host is set", async () => {
    const transport = fakeTransport(() => ({ status: 200, body: algoliaAnswer('x', []) }));
    await runSearch(createSearchClient({ ...target, host: '' }, { requester: transport.requester }), target, 'x');
    expect(new URL(transport.sent[0]!.url).hostname).toBe('gooddrop01-dsn.algolia.net');
  });

  it("fails with Algolia's own message when the app id or key is missing", () => {
    expect(() => createSearchClient({ ...target, appId: '' })).toThrow('`appId` is missing.');
    expect(() => createSearchClient({ ...target, searchKey: '' })).toThrow('`apiKey` is missing.');
  });

  it('sends a term with HTML and control characters as it is (JSON text)', async () => {
    const transport = fakeTransport(() => ({ status: 200, body: algoliaAnswer('x', []) }));
    const term = '<img src=x onerror=alert(1)>\u0000\u0007"';
    await runSearch(createSearchClient(target, { requester: transport.requester }), target, term);
    expect(transport.sent[0]!.body.requests[0]!.query).toBe(term);
  });
});

describe('clampQuery', () => {
  it('keeps terms Algolia accepts and cuts longer ones at a character boundary under 512 bytes', () => {
    expect(clampQuery('olive')).toBe('olive');
    expect(clampQuery('a'.repeat(512))).toBe('a'.repeat(MAX_QUERY_BYTES));
    const emoji = '🫒'.repeat(200); // 4 bytes each
    const cut = clampQuery(emoji);
    expect(new TextEncoder().encode(cut).length).toBeLessThanOrEqual(MAX_QUERY_BYTES);
    expect(cut).toBe('🫒'.repeat(127));
  });
});
