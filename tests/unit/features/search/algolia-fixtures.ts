// Algolia answers and a faked transport for the search overlay's tests: the real algoliasearch
// lite client runs, only its requester (the HTTP layer) is replaced.
import { vi } from 'vitest';
import type { SearchClientOptions } from '../../../../src/features/search/algolia-search';

export const QUERY_ID = '0123456789abcdef0123456789abcdef';

export interface ProductHitInput {
  objectID?: string;
  id?: number;
  handle: string;
  title: string;
  price?: number;
  product_image?: string | null;
  inventory_available?: boolean;
  variants_count?: number;
  requires_selling_plan?: boolean;
}

export function productHit(input: ProductHitInput): Record<string, unknown> {
  const id = input.id ?? 1000 + input.handle.length;
  return {
    objectID: input.objectID ?? String(id),
    id,
    price: 24,
    product_image: `/cdn/shop/files/products/${input.handle}.svg`,
    inventory_available: true,
    requires_selling_plan: false,
    ...input,
  };
}

export function articleHit(handle: string, title: string, blog = { handle: 'glog', title: 'The Glog' }): Record<string, unknown> {
  return { objectID: `a-${handle}`, id: handle.length, handle, title, blog: { id: 1, ...blog } };
}

/** A multi-index answer as Algolia sends it: products first, then articles. */
export function algoliaAnswer(term: string, products: Record<string, unknown>[], articles: Record<string, unknown>[] = [], queryID = QUERY_ID) {
  return {
    results: [
      { index: 'shopify_products', query: term, hits: products, nbHits: products.length, page: 0, nbPages: 1, hitsPerPage: 200, queryID },
      {
        index: 'shopify_articles',
        query: term,
        hits: articles,
        nbHits: articles.length,
        page: 0,
        nbPages: 1,
        hitsPerPage: 200,
        queryID: QUERY_ID.split('').reverse().join(''),
      },
    ],
  };
}

export interface SentSearch {
  url: string;
  body: { requests: { indexName: string; query: string; hitsPerPage: number; clickAnalytics: boolean }[] };
}

type Responder = (body: SentSearch['body']) => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

/** A requester the client sends through; each request is recorded and answered by `respond`. */
type Requester = NonNullable<SearchClientOptions['requester']>;

export function fakeTransport(respond: Responder) {
  const sent: SentSearch[] = [];
  const send = vi.fn(async (request: Parameters<Requester['send']>[0]) => {
    const data = typeof request.data === 'string' ? request.data : new TextDecoder().decode(request.data);
    const body = JSON.parse(data || '{}') as SentSearch['body'];
    sent.push({ url: request.url, body });
    const answer = await respond(body);
    return { status: answer.status, content: JSON.stringify(answer.body), isTimedOut: false };
  });
  const requester: Requester = { send };
  return { sent, send, requester };
}
