/**
 * The overlay's one call (spec §7 Search): a multi-index query through the real
 * `algoliasearch/lite` client, products and articles, each with the term, `hitsPerPage: 200` and
 * `clickAnalytics: true` (so the products result carries the queryID conversions are tied to).
 * Each also names the attributes the overlay reads and asks for no highlights: 200 full records
 * (descriptions, variants, body text) are ~10× the bytes the results need.
 * A host setting points the client at another origin (the offline preview answers itself).
 */
import { liteClient } from 'algoliasearch/lite';
import type { AlgoliaTarget } from './search-props';

export const HITS_PER_PAGE = 200;
/** Algolia refuses a query of 512 bytes or more; longer terms are searched by their first 511 bytes. */
export const MAX_QUERY_BYTES = 511;

export type SearchClient = ReturnType<typeof liteClient>;
export type SearchClientOptions = NonNullable<Parameters<typeof liteClient>[2]>;

/** The client for `target`; throws Algolia's own error when the app id or key is missing. */
export function createSearchClient(target: AlgoliaTarget, options: SearchClientOptions = {}): SearchClient {
  const hosts = target.host
    ? (() => {
        const url = new URL(target.host);
        return [{ url: url.host, protocol: url.protocol === 'https:' ? ('https' as const) : ('http' as const), accept: 'readWrite' as const }];
      })()
    : undefined;
  return liteClient(target.appId, target.searchKey, { ...(hosts ? { hosts } : {}), ...options });
}

/** `term` cut to at most MAX_QUERY_BYTES of UTF-8, never inside a character. */
export function clampQuery(term: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(term).length <= MAX_QUERY_BYTES) return term;
  let bytes = 0;
  let end = 0;
  for (const char of term) {
    const size = encoder.encode(char).length;
    if (bytes + size > MAX_QUERY_BYTES) break;
    bytes += size;
    end += char.length;
  }
  return term.slice(0, end);
}

/** What search-results.ts reads from a product hit and from an article hit. */
export const PRODUCT_ATTRIBUTES = [
  'handle',
  'title',
  'id',
  'price',
  'product_image',
  'image',
  'inventory_available',
  'requires_selling_plan',
  'variants_count',
];
const ARTICLE_ATTRIBUTES = ['handle', 'title', 'blog.handle', 'blog.title'];

/** The two requests of one search, products first. */
export function searchRequests(target: Pick<AlgoliaTarget, 'productsIndex' | 'articlesIndex'>, term: string) {
  const query = clampQuery(term);
  const common = { query, hitsPerPage: HITS_PER_PAGE, clickAnalytics: true, attributesToHighlight: [] };
  return {
    requests: [
      { indexName: target.productsIndex, ...common, attributesToRetrieve: PRODUCT_ATTRIBUTES },
      { indexName: target.articlesIndex, ...common, attributesToRetrieve: ARTICLE_ATTRIBUTES },
    ],
  };
}

/** Runs one search; resolves with Algolia's raw answer (mapped and checked by search-results). */
export async function runSearch(client: SearchClient, target: AlgoliaTarget, term: string): Promise<unknown> {
  return client.search(searchRequests(target, term));
}
