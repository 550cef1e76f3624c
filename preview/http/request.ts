// node:http IncomingMessage → PreviewRequest: body read with a size limit, bracket-parsed
// query and body, cookies, and whether the client wants JSON.
import type { IncomingMessage } from 'node:http';
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

export async function toPreviewRequest(req: IncomingMessage, origin: string): Promise<PreviewRequest> {
  const method = (req.method ?? 'GET').toUpperCase();
  let url: URL;
  try {
    url = new URL(req.url ?? '/', origin);
  } catch {
    throw new BodyError(400, 'malformed request URL');
  }
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    throw new BodyError(400, 'malformed percent-encoding in the path');
  }
  const query = pairsToObject(url.searchParams);
  const raw = BODY_METHODS.has(method) ? await readRawBody(req) : Buffer.alloc(0);
  const body = await parseBody(raw, req.headers['content-type']);
  return {
    method,
    url,
    path,
    query,
    headers: req.headers,
    cookies: parseCookies(req.headers.cookie),
    body,
    wantsJson: clientWantsJson(url.pathname, req.headers),
  };
}
