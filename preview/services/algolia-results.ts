// One Algolia search result (the `SearchResponse` of third-party-apis.md §1.4): the page of hits
// with their retrieved attributes and `_highlightResult`, the counts and pagination (pages stop
// at Algolia's default paginationLimitedTo of 1000 hits), the query and params echoed back, and a
// 32-hex `queryID` when `clickAnalytics` is on (what Insights events refer to).
import { randomUUID } from 'node:crypto';
import type { SearchIndex } from '../shop/search-engine';
import { highlightPlan, highlightResultJson } from './algolia-highlight';
import type { SearchParams } from './algolia-params';

const PAGINATION_LIMIT = 1000;

/** Algolia's record: an object with a string objectID. */
export type AlgoliaRecord = Record<string, unknown> & { objectID: string };

/** An index as the stand-in serves it: its name, its records, and its default highlighting. */
export interface ServedIndex {
  name: string;
  index: SearchIndex<AlgoliaRecord>;
  attributesToHighlight: readonly string[];
}

function pick(record: Record<string, unknown>, attributes: string[] | null): Record<string, unknown> {
  if (attributes === null) return { ...record };
  if (attributes.includes('*')) {
    const excluded = new Set(attributes.filter((a) => a.startsWith('-')).map((a) => a.slice(1)));
    return Object.fromEntries(Object.entries(record).filter(([key]) => !excluded.has(key)));
  }
  const out: Record<string, unknown> = { objectID: record.objectID };
  for (const attribute of attributes) {
    const [head, ...rest] = attribute.split('.');
    if (!head || !Object.hasOwn(record, head)) continue;
    const value = record[head];
    if (rest.length === 0) {
      out[head] = value;
    } else if (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.hasOwn(value, rest.join('.'))) {
      // One level of nesting ('blog.title'), which is all these records have.
      const nested = (Object.hasOwn(out, head) ? out[head] : {}) as Record<string, unknown>;
      nested[rest.join('.')] = (value as Record<string, unknown>)[rest.join('.')];
      out[head] = nested;
    }
  }
  return out;
}

// Records never change once indexed, so each one is serialised once.
const recordJson = new WeakMap<object, string>();

function jsonOf(record: AlgoliaRecord): string {
  let json = recordJson.get(record);
  if (json === undefined) {
    json = JSON.stringify(record);
    recordJson.set(record, json);
  }
  return json;
}

/**
 * The result as JSON text. A page of 200 full records with their highlights is several hundred
 * KB: it is assembled from each record's cached JSON and each distinct text's highlight rather
 * than built as objects and serialised whole.
 */
export function searchResultJson({ name: indexName, index, attributesToHighlight }: ServedIndex, params: SearchParams): string {
  const started = performance.now();
  const outcome = index.search(params.query, params);
  const { hitsPerPage, page } = params;
  const nbHits = outcome.hits.length;
  const reachable = Math.min(nbHits, PAGINATION_LIMIT);
  const nbPages = hitsPerPage > 0 ? Math.ceil(reachable / hitsPerPage) : 0;
  const from = page * hitsPerPage;
  const pageHits = from < reachable ? outcome.hits.slice(from, Math.min(from + hitsPerPage, reachable)) : [];
  const plan = highlightPlan(params.attributesToHighlight ?? attributesToHighlight);
  const query = {
    words: outcome.words,
    expansions: outcome.expansions,
    terms: [...outcome.expansions.keys()],
    preTag: params.highlightPreTag,
    postTag: params.highlightPostTag,
    seen: new Map<string, string>(),
  };
  const hits = pageHits.map((record) => {
    const base = params.attributesToRetrieve === null ? jsonOf(record) : JSON.stringify(pick(record, params.attributesToRetrieve));
    const highlight = highlightResultJson(record, plan, query);
    return highlight === undefined ? base : `${base.slice(0, -1)},"_highlightResult":${highlight}}`;
  });
  const processingTimeMS = Math.round(performance.now() - started);
  const rest = JSON.stringify({
    nbHits,
    page,
    nbPages,
    hitsPerPage,
    exhaustiveNbHits: true,
    exhaustiveTypo: true,
    exhaustive: { nbHits: true, typo: true },
    query: params.query,
    params: params.params,
    index: indexName,
    ...(params.clickAnalytics ? { queryID: randomUUID().replaceAll('-', '') } : {}),
    renderingContent: {},
    processingTimeMS,
    serverTimeMS: processingTimeMS,
  });
  return `{"hits":[${hits.join(',')}],${rest.slice(1)}`;
}
