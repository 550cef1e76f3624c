// The Algolia stand-in at scale: the two-index query the search widgets send (products +
// articles in one POST /1/indexes/*/queries, text/plain body as algoliasearch v5 sends it).
// Round-trip time over loopback, so slightly pessimistic against the server's own timing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'jsonc-parser';
import { repoRoot } from './preview';

const queries = ['oil', 'olive', 'lemon', 'garlic', 'chili', 'gift', 'refill', 'extra virgin', 'oliv', 'lemn', 'can', 'duo', 'smoke', 'basil', 'blood orange', 'recipe', 'harvest', 'spicy', 'trufle', 'set'];

/** Index names from the theme's settings (what the browser is told to query). */
export function algoliaIndexNames(): { products: string; articles: string } {
  let current: Record<string, unknown> = {};
  try {
    const data = parse(readFileSync(path.join(repoRoot, 'config', 'settings_data.json'), 'utf8')) as { current?: unknown };
    if (data.current && typeof data.current === 'object') current = data.current as Record<string, unknown>;
  } catch {
    // defaults below
  }
  const name = (key: string, fallback: string) => (typeof current[key] === 'string' && current[key] ? current[key] : fallback);
  return { products: name('algolia_index_products', 'products'), articles: name('algolia_index_articles', 'articles') };
}

export type AlgoliaProbe = { ok: true } | { ok: false; reason: string };

function body(index: { products: string; articles: string }, query: string): string {
  return JSON.stringify({
    requests: [
      { indexName: index.products, query, hitsPerPage: 6, clickAnalytics: true },
      { indexName: index.articles, query, hitsPerPage: 3 },
    ],
  });
}

async function post(base: string, payload: string): Promise<Response> {
  return fetch(`${base}/1/indexes/*/queries?x-algolia-application-id=BENCH&x-algolia-api-key=bench`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain', accept: 'application/json' },
    body: payload,
  });
}

/** Whether the preview answers the two-index query with two result sets. */
export async function probeAlgolia(base: string): Promise<AlgoliaProbe> {
  const index = algoliaIndexNames();
  const res = await post(base, body(index, 'oil'));
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
  const index = algoliaIndexNames();
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const payload = body(index, queries[i % queries.length]!);
    const start = performance.now();
    const res = await post(base, payload);
    await res.arrayBuffer();
    samples.push(performance.now() - start);
    if (res.status !== 200) throw new Error(`Algolia stand-in answered ${res.status} during timing`);
  }
  return samples;
}
