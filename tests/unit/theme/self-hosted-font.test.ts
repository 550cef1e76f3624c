// The display font is self-hosted from @fontsource-variable/fraunces (BRAND.md): the file the theme
// ships in assets/ must be the pinned package's, so a version bump that was not copied over fails.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, it } from 'vitest';

const require = createRequire(import.meta.url);

it("ships the pinned package's Fraunces latin variable font, byte for byte", () => {
  const packaged = readFileSync(require.resolve('@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2'));
  const shipped = readFileSync(path.resolve(__dirname, '../../../assets/fraunces-latin-wght-normal.woff2'));
  expect(shipped.equals(packaged)).toBe(true);
});
