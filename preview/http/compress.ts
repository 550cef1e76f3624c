// Brotli/gzip for text answers (Lighthouse checks text compression).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;
const MIN_BYTES = 1024;

export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = String(acceptEncoding ?? '').toLowerCase().split(',').map((s) => s.trim());
  const allows = (name: string) => accepted.some((a) => a === name || (a.startsWith(`${name};`) && !/q=0(\.0*)?$/.test(a)));
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return undefined;
}

export function isCompressible(contentType: string | undefined, size: number): boolean {
  return size >= MIN_BYTES && COMPRESSIBLE.test(contentType ?? '');
}

export function compress(body: Buffer, encoding: 'br' | 'gzip', quality: 'fast' | 'best' = 'fast'): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: quality === 'best' ? 9 : 6 });
  return brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality === 'best' ? 11 : 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}
