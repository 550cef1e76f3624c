import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../helpers/temp-dir';
import { inlineAssetContent } from '../../../preview/liquid/filters/inline-asset';
import { liquid } from './helpers';

describe('blake3', () => {
  it("hashes the empty string as Shopify's docs show", async () => {
    expect(await liquid("{{ '' | blake3 }}")).toBe('af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262');
  });
  it('prints the BLAKE3 reference digest of "abc"', async () => {
    expect(await liquid("{{ 'abc' | blake3 }}")).toBe('6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85');
  });
  it('hashes the UTF-8 bytes of text beyond ASCII', async () => {
    expect(await liquid('{{ t | blake3 }}', { t: 'huile d’olive — 橄榄油 🫒' })).toBe('c143d16b07e2b43e4546b42581264b863ff8ddc5e14157249bfe142b966597f7');
  });
  it('prints the same digests as before across chunk (1 KB) and tree boundaries', async () => {
    // Digests printed by the filter before it used @noble/hashes (hand-written from the spec, checked
    // against the official vectors): 1200, 4200 and 8196 bytes make 2, 5 and 9 chunks.
    const digests = await liquid('{{ a | blake3 }} {{ b | blake3 }} {{ c | blake3 }}', {
      a: 'olive '.repeat(200),
      b: 'olive '.repeat(700),
      c: 'olive '.repeat(1366),
    });
    expect(digests.split(' ')).toEqual([
      'd9520dd833d9a63b97167363e2f3097dc96f7e5e1bb1c0901459c5f1406a5d82',
      '8791fadbe7f79b8c425aa76bff752b62c967c674a616a3d8a3b9b9c349341521',
      'debbc3fb89932eae23b3fb009ff947bd8be045975dc5784d33007cb4053f04aa',
    ]);
  });
});

describe('color_extract and color_to_oklch', () => {
  it("give the documented results for Shopify's example colour", async () => {
    expect(await liquid("{{ '#EA5AB9' | color_extract: 'red' }}|{{ '#EA5AB9' | color_to_oklch }}")).toBe('234|oklch(68% 0.2 343 / 1.0)');
  });
  it('extract every component, HSL ones as color_to_hsl rounds them', async () => {
    const parts = ['red', 'green', 'blue', 'alpha', 'hue', 'saturation', 'lightness'].map((c) => `{{ c | color_extract: '${c}' }}`).join(',');
    expect(await liquid(parts, { c: 'rgba(234, 90, 185, 0.5)' })).toBe('234,90,185,0.5,320,77,64');
    expect(await liquid("{{ '#EA5AB9' | color_to_hsl }}")).toBe('hsl(320, 77%, 64%)');
  });
  it('convert white, black and a translucent colour to OKLCH', async () => {
    expect(await liquid("{{ '#ffffff' | color_to_oklch }}|{{ '#000' | color_to_oklch }}|{{ 'rgba(255, 0, 0, 0.5)' | color_to_oklch }}")).toBe(
      'oklch(100% 0 0 / 1.0)|oklch(0% 0 0 / 1.0)|oklch(63% 0.26 29 / 0.5)',
    );
  });
  it('refuse an unknown component', async () => {
    await expect(liquid("{{ '#fff' | color_extract: 'cyan' }}")).rejects.toThrow(/invalid color component/);
  });
});

describe('inline_asset_content', () => {
  it('prints an SVG asset of the theme as it is', async () => {
    expect(await liquid("{{ 'icon-leaf.svg' | inline_asset_content }}")).toBe(
      fs.readFileSync(path.resolve(import.meta.dirname, '../../fixtures/liquid-theme/assets/icon-leaf.svg'), 'utf8'),
    );
  });
  it('takes a name without an extension as an SVG icon', async () => {
    expect(await liquid("{{ 'icon-leaf' | inline_asset_content }}")).toBe(await liquid("{{ 'icon-leaf.svg' | inline_asset_content }}"));
  });
  it('inlines only SVG, JS and CSS under 15 KB that exist inside assets/', () => {
    const dir = tempDir('olivine-assets-');
    fs.writeFileSync(path.join(dir, 'big.js'), 'x'.repeat(15 * 1024));
    fs.writeFileSync(path.join(dir, 'small.css'), 'a{}');
    fs.writeFileSync(path.join(dir, 'photo.png'), 'png');
    const inline = inlineAssetContent(dir) as (name: unknown) => string;
    expect(inline('small.css')).toBe('a{}');
    expect(() => inline('big.js')).toThrow(/less than 15KB/);
    expect(() => inline('photo.png')).toThrow(/only SVG, JS and CSS/);
    expect(() => inline('missing.svg')).toThrow(/not found/);
    expect(() => inline('../secret.svg')).toThrow(/invalid asset name/);
  });
});
