/**
 * The display font (Fraunces, @fontsource-variable/fraunces) shipped as two files split by
 * unicode-range: the basic one holds ASCII and the typographic punctuation English headings use
 * (24 KB), the other the rest of the package's latin range (loaded only where a heading has such
 * a character). A heading in English fetches 24 KB instead of 37 KB before the first screen is
 * complete. Same glyphs and variation axis: only the file boundaries differ.
 * `npx tsx scripts/display-font-split.ts` rewrites assets/ from the pinned package.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

/** The unicode-range of the package's latin file (its @font-face). */
export const PACKAGE_LATIN_RANGE = 'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+2000-206F, U+20AC, U+2122, U+2212';

export const DISPLAY_FONT_FILES = [
  {
    file: 'fraunces-basic-wght-normal.woff2',
    unicodeRange: 'U+0000-007F, U+00A0, U+2013-2014, U+2018-2019, U+201C-201D, U+2026',
  },
  {
    file: 'fraunces-latin-rest-wght-normal.woff2',
    unicodeRange:
      'U+00A1-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+2000-2012, U+2015-2017, U+201A-201B, U+201E-2025, U+2027-206F, U+20AC, U+2122, U+2212',
  },
] as const;

/** The code points of a CSS unicode-range list. */
export function codePoints(unicodeRange: string): number[] {
  return unicodeRange.split(',').flatMap((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/, '').split('-');
    const start = parseInt(from!, 16);
    return Array.from({ length: parseInt(to!, 16) - start + 1 }, (_, i) => start + i);
  });
}

const require = createRequire(import.meta.url);

export function packagedFont(): Buffer {
  return readFileSync(require.resolve('@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2'));
}

/** Each shipped file's bytes, cut from the package's latin file (deterministic for a pinned harfbuzz). */
export async function splitDisplayFont(source: Buffer): Promise<{ file: string; bytes: Buffer }[]> {
  return Promise.all(
    DISPLAY_FONT_FILES.map(async ({ file, unicodeRange }) => ({
      file,
      bytes: await subsetFont(source, String.fromCodePoint(...codePoints(unicodeRange)), { targetFormat: 'woff2' }),
    })),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const assets = path.resolve(import.meta.dirname, '..', 'assets');
  for (const { file, bytes } of await splitDisplayFont(packagedFont())) writeFileSync(path.join(assets, file), bytes);
}
