// Brotli/gzip for text answers (Lighthouse checks text compression).
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import Negotiator from 'negotiator';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;
const MIN_BYTES = 1024;

const ENCODINGS = ['br', 'gzip'] as const;

/** br or gzip as the Accept-Encoding header allows (negotiator reads q-values and `*`); br when the client likes both as much. */
export function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const chosen = new Negotiator({ headers: { 'accept-encoding': acceptEncoding ?? '' } }).encoding(ENCODINGS, { preferred: ENCODINGS });
  return ENCODINGS.find((e) => e === chosen);
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
