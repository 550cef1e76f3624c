// node:http IncomingMessage → PreviewRequest: body read with a size limit, bracket-parsed
// query and body, cookies, the language prefix, and whether the client wants JSON.
import type { IncomingMessage } from 'node:http';
import { splitLocalePrefix } from '../shop/locales';
import type { ShopRecord } from '../shop/types';
import { BodyError, MAX_BODY_BYTES, pairsToObject, parseBody } from './body';
import { parseCookies } from './cookies';
import type { PreviewRequest } from './types';

/** Reads the whole body; past the limit it keeps draining (so the client sees our 413) but stores nothing. */
export function readRawBody(req: IncomingMessage, limit = MAX_BODY_BYTES): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      if (!tooLarge) chunks.push(chunk);
      // Stop a runaway upload: past 64 × the limit, hang up.
      if (size > limit * 64) req.destroy();
    });
    req.on('end', () => (tooLarge ? reject(new BodyError(413, `request body larger than ${limit} bytes`)) : resolve(Buffer.concat(chunks))));
    req.on('error', reject);
  });
}

/** Shopify's rule for "answer JSON": .js/.json path, an Accept asking for it, or an XHR. */
export function clientWantsJson(path: string, headers: IncomingMessage['headers']): boolean {
  if (/\.(js|json)$/i.test(path)) return true;
  const accept = String(headers.accept ?? '').toLowerCase();
  if (accept.includes('json') || accept.includes('javascript')) return true;
  return String(headers['x-requested-with'] ?? '').toLowerCase() === 'xmlhttprequest';
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The URL's parts every request carries: decoded unprefixed path, language, bracket-parsed query. */
function locate(target: string, origin: string, shop: ShopRecord): Pick<PreviewRequest, 'url' | 'path' | 'locale' | 'query'> {
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

export async function toPreviewRequest(req: IncomingMessage, origin: string, shop: ShopRecord): Promise<PreviewRequest> {
  const method = (req.method ?? 'GET').toUpperCase();
  const where = locate(req.url ?? '/', origin, shop);
  const raw = BODY_METHODS.has(method) ? await readRawBody(req) : Buffer.alloc(0);
  const body = await parseBody(raw, req.headers['content-type']);
  return {
    method,
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
