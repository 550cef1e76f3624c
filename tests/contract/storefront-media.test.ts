// The sample shop's images, favicon and videos as the storefront's CDN paths serve them.
import { describe, expect, it } from 'vitest';
import { sampleServerPerFile } from './helpers';

const sample = sampleServerPerFile();
const { get } = sample;

describe('images', () => {
  it('serves sample images as SVG, and sized ones as WebP no wider than asked', async () => {
    const file = sample.server.shop.data.products[0]!.images[0]!.file;
    const svg = await get(`/cdn/shop/files/${file}`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    const sized = await get(`/cdn/shop/files/${file}?v=1&width=300`);
    expect(sized.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await sized.arrayBuffer());
    expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
    const { default: sharp } = await import('sharp');
    expect((await sharp(bytes).metadata()).width).toBe(300);
  });

  it('refuses traversal, unknown files and bad sizes', async () => {
    expect((await get('/cdn/shop/files/..%2F..%2Fpackage.json')).status).toBe(404);
    expect((await get('/cdn/shop/files/nope.svg')).status).toBe(404);
    const file = sample.server.shop.data.products[0]!.images[0]!.file;
    expect((await get(`/cdn/shop/files/${file}?width=-4`)).status).toBe(400);
    expect((await get(`/cdn/shop/files/${file}?width=99999`)).status).toBe(400);
  });

  it("answers /favicon.ico with the theme's icon", async () => {
    const res = await fetch(`${sample.server.url}/favicon.ico`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
  });
});

describe('videos', () => {
  it('lists a product video in the product JSON media, after the images', async () => {
    const json = await (await get('/products/the-everyday.js')).json();
    const video = json.media.find((m: { media_type: string }) => m.media_type === 'video');
    expect(video).toMatchObject({ position: json.images.length + 1, duration: 4000 });
    expect(video.sources[0]).toMatchObject({ mime_type: 'video/webm', url: '/cdn/shop/videos/the-everyday-pour.webm' });
    expect(video.preview_image.src).toContain('/cdn/shop/files/');
  });

  it('serves videos whole and by byte range, and refuses bad ranges and paths', async () => {
    const whole = await get('/cdn/shop/videos/the-everyday-pour.webm');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const size = (await whole.arrayBuffer()).byteLength;
    const part = await get('/cdn/shop/videos/the-everyday-pour.webm', { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    const tail = await get('/cdn/shop/videos/the-everyday-pour.webm', { headers: { range: 'bytes=-10' } });
    expect(tail.headers.get('content-range')).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    expect((await get('/cdn/shop/videos/the-everyday-pour.webm', { headers: { range: `bytes=${size + 5}-` } })).status).toBe(416);
    expect((await get('/cdn/shop/videos/..%2F..%2Fproducts.json')).status).toBe(404);
    expect((await get('/cdn/shop/videos/nope.webm')).status).toBe(404);
  });
});
