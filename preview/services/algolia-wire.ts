// What the Algolia and Insights stand-ins share on the wire: the theme settings they answer for,
// credentials read from headers or the query string (the browser build of algoliasearch and
// search-insights send them as query parameters, the Node build as headers), CORS answered as
// Algolia does (any origin; the browser build sends text/plain, so no preflight), and JSON answers
// shaped like Algolia's `{ "message", "status" }`.
import type { PreviewRequest, PreviewResponse } from '../http/types';

/** The theme settings (config/settings_schema.json, "Search (Algolia)") the stand-ins serve. */
export interface AlgoliaSettings {
  appId: string;
  searchKey: string;
  productsIndex: string;
  articlesIndex: string;
}

export function algoliaSettings(settings: Record<string, unknown>): AlgoliaSettings {
  const text = (key: string) => {
    const value = settings[key];
    return typeof value === 'string' ? value.trim() : '';
  };
  return {
    appId: text('algolia_app_id'),
    searchKey: text('algolia_search_key'),
    productsIndex: text('algolia_index_products'),
    articlesIndex: text('algolia_index_articles'),
  };
}

export const CORS_HEADERS: Record<string, string> = {
  'access-control-allow-origin': '*',
  'timing-allow-origin': '*',
};

/** A preflight, should a client send headers beyond the CORS-safelisted ones. */
export function preflight(req: PreviewRequest, methods: string): PreviewResponse {
  const asked = req.headers['access-control-request-headers'];
  return {
    status: 200,
    headers: {
      ...CORS_HEADERS,
      'access-control-allow-methods': methods,
      'access-control-allow-headers': typeof asked === 'string' && asked ? asked : 'content-type, x-algolia-application-id, x-algolia-api-key',
      'access-control-max-age': '86400',
    },
    body: '',
  };
}

/** An answer in Algolia's JSON. */
export function algoliaJson(status: number, body: unknown): PreviewResponse {
  return algoliaJsonText(status, JSON.stringify(body));
}

/**
 * The same for JSON already serialised (search results are built as text). Sent uncompressed
 * (`no-transform`): a page of 200 hits is several hundred KB, which costs more to gzip and
 * inflate than to pass over loopback, where the preview runs.
 */
export function algoliaJsonText(status: number, text: string): PreviewResponse {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=UTF-8', 'cache-control': 'no-store, no-transform', ...CORS_HEADERS },
    body: text,
  };
}

export function algoliaError(status: number, message: string): PreviewResponse {
  return algoliaJson(status, { message, status });
}

/** A credential from its header or, case-insensitively, its query parameter. */
function credential(req: PreviewRequest, name: string): string {
  const header = req.headers[name];
  if (typeof header === 'string' && header) return header;
  for (const [key, value] of req.url.searchParams) if (key.toLowerCase() === name) return value;
  return '';
}

/** Whether the request carries the configured application id and search key. */
export function hasValidCredentials(req: PreviewRequest, settings: AlgoliaSettings): boolean {
  const appId = credential(req, 'x-algolia-application-id');
  const apiKey = credential(req, 'x-algolia-api-key');
  return settings.appId !== '' && settings.searchKey !== '' && appId === settings.appId && apiKey === settings.searchKey;
}

/**
 * The answer to a body the preview could not read (malformed JSON, too large), for requests to
 * the stand-ins: Algolia's error shapes instead of the storefront's. Undefined for other paths.
 */
export function standInBodyError(target: string, status: number): PreviewResponse | undefined {
  // The raw request target: the body failed before the URL was taken apart.
  const service = /^(?:\/[^/?]+)?\/1\/(indexes|events)(?:[/?]|$)/.exec(target)?.[1];
  if (!service) return undefined;
  if (status === 413) {
    return service === 'events' ? algoliaJson(413, { status: 413, message: 'Request Entity Too Large' }) : algoliaError(413, 'Request Entity Too Large');
  }
  if (service === 'indexes') return algoliaError(400, 'Invalid JSON');
  // The Insights API answers a body it cannot parse in HTML, not JSON (pushEvents.yml, 400).
  return {
    status: 400,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', ...CORS_HEADERS },
    body: 'Error: Bad Request. Your client has issued a malformed or illegal request.',
  };
}
