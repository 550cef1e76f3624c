// The Algolia stand-in at scale: the two-index query the search overlay sends (spec §7: products +
// articles in one POST /1/indexes/*/queries, each with hitsPerPage 200 and clickAnalytics true,
// built by the overlay's own `searchRequests`), a text/plain body and the credentials in the
// query string, as algoliasearch v5's browser build sends them). Round-trip time over loopback, so slightly pessimistic against the server's own timing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'jsonc-parser';
import { searchRequests } from '../../src/features/search/algolia-search';
import { repoRoot } from './preview';

const queries = [
  'oil',
  'olive',
  'lemon',
  'garlic',
  'chili',
  'gift',
  'refill',
  'extra virgin',
  'oliv',
  'lemn',
  'can',
  'duo',
  'smoke',
  'basil',
  'blood orange',
  'recipe',
  'harvest',
  'spicy',
  'trufle',
  'set',
];

export interface AlgoliaConfig {
  products: string;
  articles: string;
  appId: string;
  apiKey: string;
}

/** Index names and credentials from the theme's settings (what the browser is told to use). */
export function algoliaConfig(): AlgoliaConfig {
  let current: Record<string, unknown> = {};
  try {
    const data = parse(readFileSync(path.join(repoRoot, 'config', 'settings_data.json'), 'utf8')) as { current?: unknown };
    if (data.current && typeof data.current === 'object') current = data.current as Record<string, unknown>;
  } catch {
    // defaults below
  }
  const name = (key: string, fallback: string) => (typeof current[key] === 'string' && current[key] ? current[key] : fallback);
  return {
    products: name('algolia_index_products', 'shopify_products'),
    articles: name('algolia_index_articles', 'shopify_articles'),
    appId: name('algolia_app_id', 'BENCH'),
    apiKey: name('algolia_search_key', 'bench'),
  };
}

export type AlgoliaProbe = { ok: true } | { ok: false; reason: string };

function body(index: AlgoliaConfig, query: string): string {
  return JSON.stringify(searchRequests({ productsIndex: index.products, articlesIndex: index.articles }, query));
}

async function post(base: string, config: AlgoliaConfig, payload: string): Promise<Response> {
  const credentials = new URLSearchParams({ 'x-algolia-api-key': config.apiKey, 'x-algolia-application-id': config.appId });
  return fetch(`${base}/1/indexes/*/queries?${credentials.toString()}`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', accept: 'application/json' },
    body: payload,
  });
}

/** Whether the preview answers the two-index query with two result sets. */
export async function probeAlgolia(base: string): Promise<AlgoliaProbe> {
  const index = algoliaConfig();
  const res = await post(base, index, body(index, 'oil'));
  const text = await res.text();
  if (res.status !== 200) return { ok: false, reason: `POST /1/indexes/*/queries answered ${res.status}` };
  try {
    const json = JSON.parse(text) as { results?: unknown[] };
    if (json.results?.length === 2) return { ok: true };
  } catch {
    // reported below
  }
  return { ok: false, reason: 'POST /1/indexes/*/queries did not answer {results: [2 result sets]}' };
}

/** Round-trip times (ms) of `count` sequential two-index queries over varied words. */
export async function timeAlgolia(base: string, count: number): Promise<number[]> {
  const index = algoliaConfig();
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const payload = body(index, queries[i % queries.length]!);
    const start = performance.now();
    const res = await post(base, index, payload);
    await res.arrayBuffer();
    samples.push(performance.now() - start);
    if (res.status !== 200) throw new Error(`Algolia stand-in answered ${res.status} during timing`);
  }
  return samples;
}
