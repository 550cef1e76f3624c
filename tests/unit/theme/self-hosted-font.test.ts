// The display font is self-hosted from @fontsource-variable/fraunces (BRAND.md), shipped split in
// two by unicode-range (scripts/display-font-split.ts): the files in assets/ must be the pinned
// package's font cut at those ranges, byte for byte, so a version bump that was not re-split fails,
// and the two ranges must cover the package's latin range exactly, so no character loses the font.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { codePoints, DISPLAY_FONT_FILES, PACKAGE_LATIN_RANGE, packagedFont, splitDisplayFont } from '../../../scripts/display-font-split';

const root = path.resolve(__dirname, '../../..');

it("ships the pinned package's Fraunces latin variable font split in two, byte for byte", async () => {
  for (const { file, bytes } of await splitDisplayFont(packagedFont())) {
    expect(readFileSync(path.join(root, 'assets', file)).equals(bytes), file).toBe(true);
  }
});

it("splits the package's latin range into two that neither overlap nor leave a character out", () => {
  const split = DISPLAY_FONT_FILES.flatMap(({ unicodeRange }) => codePoints(unicodeRange));
  // U+0080–009F are control characters: no glyph in the font.
  const latin = codePoints(PACKAGE_LATIN_RANGE).filter((cp) => cp < 0x80 || cp > 0x9f);
  expect(new Set(split).size).toBe(split.length);
  expect([...split].sort((a, b) => a - b)).toEqual(latin);
});

it('declares each file with its range in the theme (snippets/theme-styles.liquid)', () => {
  const css = readFileSync(path.join(root, 'snippets/theme-styles.liquid'), 'utf8');
  const faces = [...css.matchAll(/@font-face\s*{([\s\S]*?)\n\s*}\n/g)].map(([, body]) => ({
    files: [...new Set([...body!.matchAll(/'([^']+\.woff2)' \| asset_url/g)].map((m) => m[1]))],
    unicodeRange: /unicode-range:\s*([^;]+);/.exec(body!)?.[1],
  }));
  expect(faces).toEqual(DISPLAY_FONT_FILES.map(({ file, unicodeRange }) => ({ files: [file], unicodeRange })));
});

it('keeps the heading font under 25 KB for a heading in English (the 37 KB latin file before the split)', () => {
  expect(readFileSync(path.join(root, 'assets', DISPLAY_FONT_FILES[0].file)).length).toBeLessThan(25_000);
});
