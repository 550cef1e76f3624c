// The theme passes Shopify's recommended theme-check with 0 offenses, offline; and the wrapper
// really reports offenses (a broken copy of the theme must fail).
import { cpSync, mkdtempSync, rmSync, appendFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runThemeCheck } from '../../../scripts/theme-check';

const repoRoot = path.resolve(__dirname, '../../..');
const themeFolders = ['locales', 'config'];
const scratch = mkdtempSync(path.join(os.tmpdir(), 'olivine-theme-check-'));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('theme-check', () => {
  it('reports 0 offenses on the theme', async () => {
    const offenses = await runThemeCheck(repoRoot);
    expect(offenses).toEqual([]);
  }, 60_000);

  it('reports unknown filters, missing translations and unsized images in a broken copy', async () => {
    // The snippet with its locales, settings and the check's configuration: what these checks read.
    for (const folder of themeFolders) cpSync(path.join(repoRoot, folder), path.join(scratch, folder), { recursive: true });
    for (const file of ['.theme-check.yml', path.join('snippets', 'price.liquid')]) cpSync(path.join(repoRoot, file), path.join(scratch, file));
    appendFileSync(path.join(scratch, 'snippets', 'price.liquid'), '\n{{ 1 | monies }}{{ \'no.such.key\' | t }}<img src="x.png" alt="">\n');

    const offenses = await runThemeCheck(scratch);
    const checks = offenses.filter((o) => o.file === path.join('snippets', 'price.liquid')).map((o) => o.check);
    expect(checks).toEqual(expect.arrayContaining(['UnknownFilter', 'TranslationKeyExists', 'ImgWidthAndHeight']));
  }, 60_000);
});
