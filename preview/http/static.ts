// Theme assets at /cdn/shop/t/1/assets/<file>, as Shopify's CDN serves them: long-lived cache
// (URLs carry ?v=<mtime>), ETag, precompressed variants kept in memory, no path traversal.
import fs from 'node:fs';
import path from 'node:path';
import { chooseEncoding, compress, isCompressible } from './compress';
import { redirect, type PreviewRequest, type PreviewResponse, type Route } from './types';

export const ASSET_PREFIX = '/cdn/shop/t/1/assets/';

const CONTENT_TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

export function contentTypeFor(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/** Resolves a request path inside `root`, or undefined when it would escape it. */
export function resolveInside(root: string, relative: string): string | undefined {
  if (relative.includes('\0') || relative.includes('\\')) return undefined;
  if (relative.split('/').some((seg) => seg === '..' || seg === '.')) return undefined;
  const absRoot = path.resolve(root);
  const full = path.resolve(absRoot, relative);
  return full.startsWith(absRoot + path.sep) ? full : undefined;
}

interface CachedAsset { mtimeMs: number; size: number; variants: Map<string, Buffer> }

export function createStaticFileHandler(dir: string) {
  const cache = new Map<string, CachedAsset>();
  return (req: PreviewRequest, relative: string): PreviewResponse | undefined => {
    const file = resolveInside(dir, relative);
    if (!file) return undefined;
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return undefined;
    }
    if (!stat.isFile()) return undefined;
    const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    const type = contentTypeFor(file);
    const headers: Record<string, string> = {
      'content-type': type,
      'cache-control': 'public, max-age=31536000, immutable',
      etag,
      'last-modified': stat.mtime.toUTCString(),
      vary: 'Accept-Encoding',
    };
    if (req.headers['if-none-match'] === etag) return { status: 304, headers, body: '' };
    let entry = cache.get(file);
    if (!entry || entry.mtimeMs !== stat.mtimeMs || entry.size !== stat.size) {
      entry = { mtimeMs: stat.mtimeMs, size: stat.size, variants: new Map([['identity', fs.readFileSync(file)]]) };
      cache.set(file, entry);
    }
    const original = entry.variants.get('identity')!;
    const encoding = isCompressible(type, original.length) ? chooseEncoding(String(req.headers['accept-encoding'] ?? '')) : undefined;
    if (!encoding) return { status: 200, headers, body: original };
    let encoded = entry.variants.get(encoding);
    if (!encoded) {
      encoded = compress(original, encoding, 'best'); // once per file version, so spend the CPU
      entry.variants.set(encoding, encoded);
    }
    return { status: 200, headers: { ...headers, 'content-encoding': encoding }, body: encoded };
  };
}

/** GET /cdn/shop/t/1/assets/<file> from <themeRoot>/assets, and the browser's /favicon.ico guess. */
export function themeAssetRoutes(themeRoot: string): Route[] {
  const serve = createStaticFileHandler(path.join(themeRoot, 'assets'));
  const asset: Route = {
    method: 'GET',
    pattern: /^\/cdn\/shop\/t\/\d+\/assets\/(.+)$/,
    handler: (req, match) =>
      serve(req, match[1] ?? '') ?? {
        status: 404,
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
        body: 'Asset not found',
      },
  };
  const favicon: Route = { method: 'GET', pattern: /^\/favicon\.ico$/, handler: () => redirect(`${ASSET_PREFIX}favicon.svg`, {}, 301) };
  return [asset, favicon];
}
