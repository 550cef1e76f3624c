// The sample shop's product, collection and banner art: every product, collection and banner has
// its own drawing (not one can recoloured), within the size budget, shapes only; the "Watch it
// pour" clip is a real few-second video in WebM and MP4 with a drawn poster.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadShopData, SAMPLE_DATA_DIR } from '../../../preview/data/load';

const data = loadShopData();
const IMAGES = join(SAMPLE_DATA_DIR, 'images');
const BUDGET = 12 * 1024;
const read = (file: string) => readFileSync(join(IMAGES, file), 'utf8');

/** What is drawn, with colours and words taken out: two recoloured copies of one picture match. */
const shapes = (svg: string) => svg.replace(/#[0-9a-f]{3,6}\b/gi, '').replace(/>[^<]*</g, '><');

/** Every shop_images reference in the theme's templates (the home page's banners and cards). */
function templateImages(): string[] {
  const dir = join(SAMPLE_DATA_DIR, '../../templates');
  const refs = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => [...readFileSync(join(dir, f), 'utf8').matchAll(/shopify:\/\/shop_images\/([\w/.-]+)/g)].map((m) => m[1]!));
  return [...new Set(refs)];
}

describe('product, collection and banner art', () => {
  const productFiles = data.products.map((p) => p.images[0]?.file ?? `(${p.handle} has no image)`);
  const collectionFiles = data.collections.map((c) => c.image?.file ?? `(${c.handle} has no image)`);
  const bannerFiles = readdirSync(join(IMAGES, 'banners')).map((f) => `banners/${f}`);
  const allFiles = [...new Set([...data.products.flatMap((p) => p.images.map((i) => i.file)), ...collectionFiles, ...bannerFiles])];

  it('gives every product, collection and banner a drawing of its own', () => {
    for (const file of [...productFiles, ...collectionFiles]) expect(existsSync(join(IMAGES, file)), file).toBe(true);
    for (const [what, files] of [
      ['product', productFiles],
      ['collection', collectionFiles],
      ['banner', bannerFiles],
    ] as const) {
      const drawings = new Map<string, string>();
      for (const file of new Set(files)) {
        const other = drawings.get(shapes(read(file)));
        expect(other, `${what} ${file} is ${other} in other colours`).toBeUndefined();
        drawings.set(shapes(read(file)), file);
      }
    }
    // Each product's first image is its own, not another product's.
    expect(new Set(productFiles).size).toBe(productFiles.length);
  });

  it('keeps each drawing small and made of shapes: under 12 KB, no raster, no font download, generic type', () => {
    for (const file of allFiles) {
      expect(statSync(join(IMAGES, file)).size, file).toBeLessThan(BUDGET);
      const svg = read(file);
      expect(svg, file).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+" viewBox="0 0 \d+ \d+">/);
      expect(svg, file).not.toMatch(/<image|href="(?!#)|url\((?!#)|@import|@font-face|base64/);
      for (const [, family] of svg.matchAll(/font-family="([^"]+)"/g)) expect(['sans-serif', 'serif'], file).toContain(family);
    }
  });

  it('has a file, alt text and the stated size for every banner the home page picks', () => {
    const files = new Map((data.shop.files ?? []).map((f) => [f.file, f]));
    for (const ref of templateImages()) {
      const file = [ref, `banners/${ref}`, `products/${ref}`, `collections/${ref}`, `articles/${ref}`].find((f) => existsSync(join(IMAGES, f)));
      expect(file, ref).toBeDefined();
      if (!file!.startsWith('banners/')) continue;
      const record = files.get(file!);
      expect(record?.alt.length, file).toBeGreaterThan(20);
      expect(read(file!), file).toContain(`width="${record!.width}" height="${record!.height}"`);
    }
  });
});

/** Seconds of a WebM file: its Segment Info's Duration (a float in TimecodeScale units, 1 ms by default). */
function webmSeconds(bytes: Buffer): number {
  const at = bytes.indexOf(Buffer.from([0x44, 0x89]));
  const size = bytes[at + 2]! & 0x7f;
  const ticks = size === 4 ? bytes.readFloatBE(at + 3) : bytes.readDoubleBE(at + 3);
  return ticks / 1000;
}

/** Seconds of an MP4 file: its movie header's duration over its timescale. */
function mp4Seconds(bytes: Buffer): number {
  const at = bytes.indexOf(Buffer.from('mvhd')) + 4;
  return bytes[at] === 1 ? Number(bytes.readBigUInt64BE(at + 24)) / bytes.readUInt32BE(at + 20) : bytes.readUInt32BE(at + 16) / bytes.readUInt32BE(at + 12);
}

describe('the "Watch it pour" clip', () => {
  const video = data.products.flatMap((p) => p.videos ?? []).find((v) => v.file === 'the-everyday-pour.webm')!;

  it('is a 3 to 6 second clip in WebM and MP4, each under 300 KB, matching the duration the shop states', () => {
    expect(video.alternates).toEqual([{ file: 'the-everyday-pour.mp4', mime_type: 'video/mp4' }]);
    const webm = readFileSync(join(SAMPLE_DATA_DIR, 'videos', video.file));
    const mp4 = readFileSync(join(SAMPLE_DATA_DIR, 'videos', video.alternates![0]!.file));
    expect(webm.subarray(0, 4)).toEqual(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]));
    expect(mp4.subarray(4, 8).toString()).toBe('ftyp');
    for (const [bytes, seconds] of [
      [webm, webmSeconds(webm)],
      [mp4, mp4Seconds(mp4)],
    ] as const) {
      expect(bytes.byteLength).toBeLessThan(300_000);
      expect(seconds).toBeGreaterThanOrEqual(3);
      expect(seconds).toBeLessThanOrEqual(6);
      expect(Math.abs(seconds - video.duration)).toBeLessThan(0.1);
    }
  });

  it('has a drawn poster of its own, a frame of the clip', () => {
    expect(video.poster.file).toBe('videos/the-everyday-pour-poster.svg');
    const poster = read(video.poster.file);
    expect(statSync(join(IMAGES, video.poster.file)).size).toBeLessThan(BUDGET);
    expect(poster).toContain('EVERYDAY');
    expect(poster).not.toMatch(/<image|href="(?!#)/);
    expect(video.poster.alt).toMatch(/pouring/);
  });
});
