// The CDN video service: `/cdn/shop/videos/<file>` with byte ranges, which browsers use to
// seek and to start playback of a <video> before the whole file has arrived.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { PreviewResponse, Route } from '../http/types';

const TYPES: Record<string, string> = { '.webm': 'video/webm', '.mp4': 'video/mp4' };

function plain(status: number, message: string): PreviewResponse {
  return { status, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: message };
}

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` → [start, end] inclusive, or null when unsatisfiable. */
export function parseRange(header: string, size: number): [number, number] | null | undefined {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return undefined; // not a single range we understand: send it all
  let start: number;
  let end: number;
  if (m[1] === '') {
    start = Math.max(size - Number(m[2]), 0);
    end = size - 1;
  } else {
    start = Number(m[1]);
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  }
  return start > end || start >= size ? null : [start, end];
}

export function createVideoService(videosDir: string) {
  const root = path.resolve(videosDir);
  return async function serveVideo(relativePath: string, rangeHeader: string | undefined): Promise<PreviewResponse> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(relativePath);
    } catch {
      return plain(400, 'Bad video path');
    }
    const file = path.resolve(root, decoded);
    const type = TYPES[path.extname(file).toLowerCase()];
    if (!file.startsWith(root + path.sep) || !type) return plain(404, 'Video not found');
    let bytes: Buffer;
    try {
      bytes = await readFile(file);
    } catch {
      return plain(404, 'Video not found');
    }
    const headers = { 'content-type': type, 'accept-ranges': 'bytes', 'cache-control': 'public, max-age=31536000, immutable' };
    const range = rangeHeader ? parseRange(rangeHeader, bytes.length) : undefined;
    if (range === null) {
      return { status: 416, headers: { ...headers, 'content-range': `bytes */${bytes.length}` }, body: '' };
    }
    if (!range) return { status: 200, headers, body: bytes };
    const [start, end] = range;
    return {
      status: 206,
      headers: { ...headers, 'content-range': `bytes ${start}-${end}/${bytes.length}` },
      body: bytes.subarray(start, end + 1),
    };
  };
}

/** GET /cdn/shop/videos/<file> (with Range) from the shop's videos folder. */
export function videoRoutes(videosDir: string): Route[] {
  const serveVideo = createVideoService(videosDir);
  return [{ method: 'GET', pattern: /^\/cdn\/shop\/videos\/(.+)$/, handler: (req, m) => serveVideo(m[1]!, req.headers.range) }];
}
