// node:http IncomingMessage (body already read by Express) → PreviewRequest: bracket-parsed
// query and body, cookies, the language prefix, and whether the client wants JSON.
import type { IncomingMessage } from 'node:http';
import { splitLocalePrefix } from '../shop/locales';
import type { ShopRecord } from '../shop/types';
import { BodyError, pairsToObject, parseBody } from './body';
import { parseCookies } from './cookies';
import type { PreviewRequest } from './types';

/** Shopify's rule for "answer JSON": .js/.json path, an Accept asking for it, or an XHR. */
export function clientWantsJson(path: string, headers: IncomingMessage['headers']): boolean {
  if (/\.(js|json)$/i.test(path)) return true;
  const accept = String(headers.accept ?? '').toLowerCase();
  if (accept.includes('json') || accept.includes('javascript')) return true;
  return String(headers['x-requested-with'] ?? '').toLowerCase() === 'xmlhttprequest';
}

/** The URL's parts every request carries: decoded unprefixed path, language, bracket-parsed query. */
export function locate(target: string, origin: string, shop: ShopRecord): Pick<PreviewRequest, 'url' | 'path' | 'locale' | 'query'> {
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    throw new BodyError(400, 'malformed request URL');
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    throw new BodyError(400, 'malformed percent-encoding in the path');
  }
  const { locale, path } = splitLocalePrefix(decoded, shop);
  return { url, path, locale, query: pairsToObject(url.searchParams) };
}

export type RequestLocation = ReturnType<typeof locate>;

/** The request a handler sees: `raw` is the body Express read (none for GET and HEAD). */
export async function toPreviewRequest(req: IncomingMessage, where: RequestLocation, raw: Buffer | undefined): Promise<PreviewRequest> {
  const body = await parseBody(raw ?? Buffer.alloc(0), req.headers['content-type']);
  return {
    method: (req.method ?? 'GET').toUpperCase(),
    ...where,
    headers: req.headers,
    cookies: parseCookies(req.headers.cookie),
    body,
    wantsJson: clientWantsJson(where.url.pathname, req.headers),
  };
}

/**
 * A page view of `target` (a same-shop path with its query) by the shopper who sent `from`: same
 * cookies and headers, no body. Bundled section rendering draws its page context from it.
 */
export function pageRequestFor(from: PreviewRequest, target: string, shop: ShopRecord): PreviewRequest {
  return { method: 'GET', ...locate(target, from.url.origin, shop), headers: from.headers, cookies: from.cookies, body: {}, wantsJson: false };
}
