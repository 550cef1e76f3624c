// The preview's own request/response shapes: handlers never touch node:http directly, so they
// stay testable and the server can post-process every answer (HEAD, compression, errors).
import type { IncomingHttpHeaders } from 'node:http';
import type { ShopLocale } from '../shop/types';
import { escapeHtml } from '../../src/contracts/html';

export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

export interface PreviewRequest {
  /** upper-cased, and any verb a client sends (PROPFIND too): routes match it against HttpMethod */
  method: string;
  url: URL;
  /** url.pathname percent-decoded, without a published language's prefix (`/fr/cart` → `/cart`): what routes match */
  path: string;
  /** the language the URL's prefix asked for, else the shop's primary one */
  locale: ShopLocale;
  /** query string parsed with Shopify's bracket notation */
  query: Record<string, unknown>;
  headers: IncomingHttpHeaders;
  cookies: Record<string, string>;
  /** request body parsed with Shopify's bracket notation ({} when none) */
  body: Record<string, unknown>;
  /** the client expects JSON (Ajax API semantics), not an HTML page or redirect */
  wantsJson: boolean;
}

export interface PreviewResponse {
  status: number;
  headers: Record<string, string | string[]>;
  body: string | Buffer;
}

export type RouteHandler = (req: PreviewRequest, match: RegExpExecArray) => PreviewResponse | Promise<PreviewResponse>;

export interface Route {
  /** 'GET' routes also answer HEAD; '*' matches any method */
  method: HttpMethod | HttpMethod[] | '*';
  pattern: RegExp;
  handler: RouteHandler;
}

/** A 4xx the client caused; the server turns it into a JSON or HTML error answer. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function jsonResponse(status: number, data: unknown, headers: Record<string, string | string[]> = {}): PreviewResponse {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
    body: JSON.stringify(data),
  };
}

export function htmlResponse(status: number, html: string, headers: Record<string, string | string[]> = {}): PreviewResponse {
  return { status, headers: { 'content-type': 'text/html; charset=utf-8', ...headers }, body: html };
}

export function redirect(location: string, headers: Record<string, string | string[]> = {}, status = 302): PreviewResponse {
  return { status, headers: { location, 'cache-control': 'no-store', ...headers }, body: '' };
}

/** A bare HTML error page for form posts (the lead may replace it with a themed one). */
export function htmlErrorPage(status: number, title: string, message: string, backHref = '/cart'): PreviewResponse {
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
    `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>` +
    `<p><a href="${escapeHtml(backHref)}">Continue</a></p></main></body></html>`;
  return htmlResponse(status, html, { 'cache-control': 'no-store' });
}

/** Adds a Set-Cookie value to a response without dropping ones already there. */
export function appendSetCookie(res: PreviewResponse, cookie: string): PreviewResponse {
  const existing = res.headers['set-cookie'];
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing : [existing];
  res.headers['set-cookie'] = [...list, cookie];
  return res;
}
