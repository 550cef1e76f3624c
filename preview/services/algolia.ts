// Offline stand-in for Algolia's search API (third-party-apis.md §1), answering the real clients:
//   POST /1/indexes/*/queries   multi-index search ({ requests: [{ indexName, query, … }] })
//   POST /1/indexes/{index}/query   one index (flat params or a `params` string)
//   GET  /1/indexes/{index}?query=…   one index, params in the query string
// Bodies are JSON whatever the content type (algoliasearch's browser build sends text/plain).
// Errors are Algolia's: 403 for a wrong application id or key, 404 for an unknown index, 400 for
// a malformed body or parameter; any other call under /1/indexes is refused as Algolia refuses it
// for a search-only key. The two indexes are the shop's (preview/shop/search.ts), named by the
// theme settings `algolia_index_products` and `algolia_index_articles`.
import type { PreviewRequest, PreviewResponse, Route } from '../http/types';
import type { ShopSearch } from '../shop/search';
import { readSearchParams, type ParamsOutcome, type SearchParams } from './algolia-params';
import { searchResultJson, type ServedIndex } from './algolia-results';
import { algoliaError, algoliaJsonText, algoliaSettings, hasValidCredentials, preflight, type AlgoliaSettings } from './algolia-wire';

export interface AlgoliaStandInOptions {
  search: ShopSearch;
  /** the theme's current settings (app id, search-only key, index names) */
  settings: () => Record<string, unknown>;
}

const CREDENTIAL_PARAMS = /^x-algolia-/i;
// Not search parameters: they say which index and what kind of search.
const REQUEST_KEYS = new Set(['indexName', 'type', 'facet', 'facetQuery', 'params']);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// Each index's own attributesToHighlight setting: its searchable attributes but the body text,
// whose highlight would be most of a 200-hit page's weight and which no result list shows.
const PRODUCT_HIGHLIGHTS = ['title', 'product_type', 'tags', 'options', 'vendor'];
const ARTICLE_HIGHLIGHTS = ['title', 'tags', 'blog.title', 'author.name'];

function indexFor(name: string, settings: AlgoliaSettings, search: ShopSearch): ServedIndex | undefined {
  if (name !== '' && name === settings.productsIndex) return { name, index: search.indexes().products, attributesToHighlight: PRODUCT_HIGHLIGHTS };
  if (name !== '' && name === settings.articlesIndex) return { name, index: search.indexes().articles, attributesToHighlight: ARTICLE_HIGHLIGHTS };
  return undefined;
}

/** A request's params: its own keys (minus the request keys) and its `params` string. */
function paramsOf(request: Record<string, unknown>): ParamsOutcome {
  if (request.params !== undefined && typeof request.params !== 'string') {
    return { ok: false, message: 'Invalid value for "params" parameter, expected string' };
  }
  const flat = Object.entries(request).filter(([key]) => !REQUEST_KEYS.has(key));
  return readSearchParams(flat, request.params ?? '');
}

type Planned = { served: ServedIndex; params: SearchParams };

/** Checks every request of a multi-query first: Algolia answers all of them or none. */
function planQueries(body: Record<string, unknown>, settings: AlgoliaSettings, search: ShopSearch): Planned[] | PreviewResponse {
  const { requests, strategy } = body;
  if (!Array.isArray(requests)) return algoliaError(400, 'Missing or invalid "requests" attribute, expected an array');
  if (strategy !== undefined && strategy !== 'none' && strategy !== 'stopIfEnoughMatches') {
    return algoliaError(400, 'Invalid value for "strategy" parameter, expected "none" or "stopIfEnoughMatches"');
  }
  const unknownKey = Object.keys(body).find((key) => key !== 'requests' && key !== 'strategy');
  if (unknownKey !== undefined) return algoliaError(400, `Unknown parameter: ${unknownKey}`);
  const planned: Planned[] = [];
  for (const request of requests) {
    if (!isObject(request)) return algoliaError(400, 'Invalid value for "requests" parameter, expected an array of objects');
    if (typeof request.indexName !== 'string' || request.indexName === '') return algoliaError(400, 'Missing "indexName" attribute in a request');
    if (request.type === 'facet') {
      const facet = typeof request.facet === 'string' ? request.facet : '';
      return algoliaError(400, `Cannot search in \`${facet}\` attribute, you need to add \`searchable(${facet})\` to attributesForFaceting.`);
    }
    if (request.type !== undefined && request.type !== 'default') return algoliaError(400, 'Invalid value for "type" parameter, expected "default" or "facet"');
    const served = indexFor(request.indexName, settings, search);
    if (!served) return algoliaError(404, 'Index does not exist');
    const outcome = paramsOf(request);
    if (!outcome.ok) return algoliaError(400, outcome.message);
    planned.push({ served, params: outcome.params });
  }
  return planned;
}

function answerOne(served: ServedIndex, outcome: ParamsOutcome): PreviewResponse {
  if (!outcome.ok) return algoliaError(400, outcome.message);
  return algoliaJsonText(200, searchResultJson(served, outcome.params));
}

export function algoliaRoutes({ search, settings }: AlgoliaStandInOptions): Route[] {
  /** The theme's Algolia settings when the request's credentials match them. */
  function authorised(req: PreviewRequest): AlgoliaSettings | PreviewResponse {
    const current = algoliaSettings(settings());
    return hasValidCredentials(req, current) ? current : algoliaError(403, 'Invalid Application-ID or API key');
  }

  return [
    { method: 'OPTIONS', pattern: /^\/1\/indexes(?:\/.*)?$/, handler: (req) => preflight(req, 'GET, PUT, DELETE, POST, OPTIONS') },
    {
      method: 'POST',
      pattern: /^\/1\/indexes\/\*\/queries\/?$/,
      handler: (req) => {
        const auth = authorised(req);
        if ('status' in auth) return auth;
        const planned = planQueries(req.body, auth, search);
        if (!Array.isArray(planned)) return planned;
        const results = planned.map((p) => searchResultJson(p.served, p.params));
        return algoliaJsonText(200, `{"results":[${results.join(',')}]}`);
      },
    },
    {
      method: 'POST',
      pattern: /^\/1\/indexes\/([^/]+)\/query\/?$/,
      handler: (req, m) => {
        const auth = authorised(req);
        if ('status' in auth) return auth;
        const served = indexFor(m[1]!, auth, search);
        if (!served) return algoliaError(404, 'Index does not exist');
        return answerOne(served, paramsOf(req.body));
      },
    },
    {
      method: 'GET',
      pattern: /^\/1\/indexes\/([^/*]+)\/?$/,
      handler: (req, m) => {
        const auth = authorised(req);
        if ('status' in auth) return auth;
        const served = indexFor(m[1]!, auth, search);
        if (!served) return algoliaError(404, 'Index does not exist');
        const params = [...req.url.searchParams].filter(([key]) => !CREDENTIAL_PARAMS.test(key));
        return answerOne(served, readSearchParams([], new URLSearchParams(params).toString()));
      },
    },
    {
      // Every other call (settings, browse, objects, batch …) needs more than a search-only key.
      method: '*',
      pattern: /^\/1\/indexes(?:\/.*)?$/,
      handler: (req) => {
        const auth = authorised(req);
        return 'status' in auth ? auth : algoliaError(403, 'Method not allowed with this API key');
      },
    },
  ];
}
