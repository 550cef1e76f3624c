// The CDN image service: `/cdn/shop/files/<file>?width=&height=&crop=&format=`.
// Sources are the sample shop's SVG (or raster) files; a request with a size is rendered by
// sharp to WebP (or the asked format) at that size, never larger than the source, and cached.
// The shop's 3D model files (.glb, .gltf, .usdz) are served as they are.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Route } from '../http/types';

export interface ImageResult {
  status: number;
  headers: Record<string, string>;
  body: Buffer | string;
}

const MAX_EDGE = 4000;
const CACHE_LIMIT = 400;
const SOURCE_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
};
/** The shop's other files (3D models), served as they are whatever the query asks. */
const RAW_TYPES: Record<string, string> = { '.glb': 'model/gltf-binary', '.gltf': 'model/gltf+json', '.usdz': 'model/vnd.usdz+zip' };
const OUTPUT_FORMATS = { webp: 'image/webp', png: 'image/png', jpg: 'image/jpeg', pjpg: 'image/jpeg' } as const;
type OutputFormat = keyof typeof OUTPUT_FORMATS;
const IMMUTABLE = 'public, max-age=31536000, immutable';

function notFound(message: string): ImageResult {
  return { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: message };
}
function badRequest(message: string): ImageResult {
  return { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: message };
}

function parseEdge(raw: string | null): number | undefined | 'bad' {
  if (raw === null || raw === '') return undefined;
  if (!/^\d{1,5}$/.test(raw)) return 'bad';
  const n = Number(raw);
  return n >= 1 && n <= MAX_EDGE ? n : 'bad';
}

export function createImageService(imagesDir: string) {
  const root = path.resolve(imagesDir);
  const cache = new Map<string, Buffer>();

  function remember(key: string, value: Buffer) {
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
    cache.set(key, value);
  }

  return async function serveImage(relativePath: string, query: URLSearchParams): Promise<ImageResult> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(relativePath);
    } catch {
      return badRequest('Bad image path');
    }
    const file = path.resolve(root, decoded);
    if (!file.startsWith(root + path.sep)) return notFound('Image not found');
    const ext = path.extname(file).toLowerCase();
    const sourceType = SOURCE_TYPES[ext] ?? RAW_TYPES[ext];
    if (!sourceType) return notFound('Image not found');
    try {
      if (!(await stat(file)).isFile()) return notFound('Image not found');
    } catch {
      return notFound('Image not found');
    }
    if (RAW_TYPES[ext]) return { status: 200, headers: { 'content-type': sourceType, 'cache-control': IMMUTABLE }, body: await readFile(file) };

    const width = parseEdge(query.get('width'));
    const height = parseEdge(query.get('height'));
    if (width === 'bad' || height === 'bad') return badRequest(`width and height must be whole numbers from 1 to ${MAX_EDGE}`);
    const formatParam = query.get('format');
    const format: OutputFormat = formatParam && formatParam in OUTPUT_FORMATS ? (formatParam as OutputFormat) : 'webp';
    const crop = query.get('crop');

    if (width === undefined && height === undefined && !formatParam) {
      return { status: 200, headers: { 'content-type': sourceType, 'cache-control': IMMUTABLE }, body: await readFile(file) };
    }

    const key = `${file}|${width}|${height}|${format}|${crop}`;
    let output = cache.get(key);
    if (!output) {
      const source = await readFile(file);
      // Vector sources are rasterised at a density that covers the asked size without blur.
      const meta = await sharp(source).metadata();
      const sourceWidth = meta.width ?? 1;
      const wanted = Math.max(width ?? 0, height ?? 0);
      const density = ext === '.svg' ? Math.min(600, Math.max(72, Math.ceil((72 * wanted) / sourceWidth))) : undefined;
      let pipeline = sharp(source, density ? { density } : {});
      pipeline = pipeline.resize({
        width,
        height,
        fit: width && height ? (crop ? 'cover' : 'inside') : 'inside',
        position: crop && crop !== 'center' ? crop : 'centre',
        withoutEnlargement: ext !== '.svg',
      });
      output = await pipeline.toFormat(format === 'pjpg' || format === 'jpg' ? 'jpeg' : format, { quality: 80 }).toBuffer();
      remember(key, output);
    }
    return { status: 200, headers: { 'content-type': OUTPUT_FORMATS[format], 'cache-control': IMMUTABLE }, body: output };
  };
}

/** GET /cdn/shop/files/<file>?width=… from the shop's images folder. */
export function imageRoutes(imagesDir: string): Route[] {
  const serveImage = createImageService(imagesDir);
  return [{ method: 'GET', pattern: /^\/cdn\/shop\/files\/(.+)$/, handler: (req, m) => serveImage(m[1]!, req.url.searchParams) }];
}
