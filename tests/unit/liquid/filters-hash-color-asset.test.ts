import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blake3Hex } from '../../../preview/liquid/filters/blake3';
import { inlineAssetContent } from '../../../preview/liquid/filters/inline-asset';
import { liquid } from './helpers';

describe('blake3', () => {
  it("hashes the empty string as Shopify's docs show", async () => {
    expect(await liquid("{{ '' | blake3 }}")).toBe('af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262');
  });
  it('matches the BLAKE3 reference vectors across chunk and tree boundaries', () => {
    // Inputs of the official test vectors: byte i is i mod 251.
    const bytes = (n: number) => Uint8Array.from({ length: n }, (_, i) => i % 251);
    expect(blake3Hex('abc')).toBe('6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85');
    expect(blake3Hex(bytes(1))).toBe('2d3adedff11b61f14c886e35afa036736dcd87a74d27b5c1510225d0f592e213');
    expect(blake3Hex(bytes(1024))).toBe('42214739f095a406f3fc83deb889744ac00df831c10daa55189b5d121c855af7');
    expect(blake3Hex(bytes(1025))).toBe('d00278ae47eb27b34faecf67b4fe263f82d5412916c1ffd97c8cb7fb814b8444');
    expect(blake3Hex(bytes(4097))).toBe('9b4052b38f1c5fc8b1f9ff7ac7b27cd242487b3d890d15c96a1c25b8aa0fb995');
    expect(blake3Hex(bytes(8192))).toBe('aae792484c8efe4f19e2ca7d371d8c467ffb10748d8a5a1ae579948f718a2a63');
  });
  it('hashes the UTF-8 bytes of the text', async () => {
    expect(await liquid("{{ 'olive oil' | blake3 }}")).toBe(blake3Hex(new TextEncoder().encode('olive oil')));
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
    expect(await liquid("{{ '#ffffff' | color_to_oklch }}|{{ '#000' | color_to_oklch }}|{{ 'rgba(255, 0, 0, 0.5)' | color_to_oklch }}")).toBe('oklch(100% 0 0 / 1.0)|oklch(0% 0 0 / 1.0)|oklch(63% 0.26 29 / 0.5)');
  });
  it('refuse an unknown component', async () => {
    await expect(liquid("{{ '#fff' | color_extract: 'cyan' }}")).rejects.toThrow(/invalid color component/);
  });
});

describe('inline_asset_content', () => {
  it("prints an SVG asset of the theme as it is", async () => {
    expect(await liquid("{{ 'icon-leaf.svg' | inline_asset_content }}")).toBe(fs.readFileSync(path.resolve(import.meta.dirname, '../../fixtures/liquid-theme/assets/icon-leaf.svg'), 'utf8'));
  });
  it('takes a name without an extension as an SVG icon', async () => {
    expect(await liquid("{{ 'icon-leaf' | inline_asset_content }}")).toBe(await liquid("{{ 'icon-leaf.svg' | inline_asset_content }}"));
  });
  it('inlines only SVG, JS and CSS under 15 KB that exist inside assets/', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'olivine-assets-'));
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
