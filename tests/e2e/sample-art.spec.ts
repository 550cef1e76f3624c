// The sample shop's artwork as a shopper meets it on the home page: the hero's pouring can is in
// view beside the text card on a phone and a desktop, and "Watch it pour" is a real looping clip
// with a WebM and an MP4 source and a poster, each served with its content type.
import type { Page } from '@playwright/test';
import { test, expect, settle } from './fixtures';
import { HERO_SUBJECT } from '../../preview/data/art/landscapes';

type Box = { x: number; y: number; width: number; height: number };

/** Where HERO_SUBJECT (image pixels) lands on screen, given object-fit: cover and the object-position. */
async function heroSubjectOnScreen(page: Page): Promise<{ subject: Box; media: Box; panel: Box }> {
  return page.evaluate((s) => {
    const img = document.querySelector<HTMLImageElement>('.hero__image')!;
    const media = img.getBoundingClientRect();
    const [px, py] = getComputedStyle(img)
      .objectPosition.split(' ')
      .map((v) => parseFloat(v) / 100);
    const natural = { w: 2400, h: 1000 };
    const scale = Math.max(media.width / natural.w, media.height / natural.h);
    const offX = (media.width - natural.w * scale) * px!;
    const offY = (media.height - natural.h * scale) * py!;
    const panel = document.querySelector('.hero__panel')!.getBoundingClientRect();
    const box = (r: DOMRect) => ({ x: r.x, y: r.y, width: r.width, height: r.height });
    return {
      subject: { x: media.x + offX + s.x * scale, y: media.y + offY + s.y * scale, width: s.width * scale, height: s.height * scale },
      media: box(media),
      panel: box(panel),
    };
  }, HERO_SUBJECT);
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const width of [375, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the hero shows its pouring can and bowl whole, beside the text card, not under it', async ({ page, watch }) => {
      await page.goto('/');
      const img = page.locator('.hero__image');
      await expect(img).toHaveAttribute('alt', /pouring .* olive oil/);
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      const { subject, media, panel } = await heroSubjectOnScreen(page);
      // Inside the picture's visible box (not cropped away)…
      expect(subject.x).toBeGreaterThanOrEqual(media.x - 1);
      expect(subject.x + subject.width).toBeLessThanOrEqual(media.x + media.width + 1);
      expect(subject.y).toBeGreaterThanOrEqual(media.y - 1);
      expect(subject.y + subject.height).toBeLessThanOrEqual(media.y + media.height + 1);
      // …and not behind the text card.
      expect(overlaps(subject, panel)).toBe(false);
      watch.expectClean();
    });
  });
}

test('"Watch it pour" is a looping clip of more than two seconds, with WebM and MP4 sources and a still', async ({ page, request, watch }) => {
  // Below the fold, the clips cost nothing at load (they would share the first screen's bandwidth
  // with the hero image): no video bytes until the shopper scrolls to one.
  const videoRequests: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/cdn/shop/videos/')) videoRequests.push(r.url());
  });
  await page.goto('/');
  await settle(page);
  expect(videoRequests).toEqual([]);
  const video = page.locator('.section-video video');
  await expect(video).toHaveAttribute('loop', '');
  const sources = await video.locator('source').evaluateAll((els) => els.map((el) => [el.getAttribute('src')!, el.getAttribute('type')!]));
  expect(sources.map(([, type]) => type)).toEqual(['video/webm', 'video/mp4']);
  for (const [src, type] of sources) {
    const res = await request.get(src!);
    expect(res.status(), src).toBe(200);
    expect(res.headers()['content-type']).toBe(type);
    expect((await res.body()).byteLength).toBeLessThan(300_000);
  }
  // The still is a lazy image under the video (first-screen-requests.spec.ts), not its poster.
  const poster = (await page.locator('.section-video .video-section__poster').getAttribute('src'))!;
  expect(poster).toContain('/cdn/shop/files/videos/the-everyday-pour-poster.svg');
  const still = await request.get(poster);
  expect(still.status()).toBe(200);
  expect(still.headers()['content-type']).toMatch(/^image\//);
  await video.scrollIntoViewIfNeeded();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 1 && v.duration)).toBeGreaterThan(2);
  expect(videoRequests.length).toBeGreaterThan(0);
  expect(await video.evaluate((v: HTMLVideoElement) => v.duration)).toBeLessThan(7);
  expect(await video.evaluate((v: HTMLVideoElement) => v.currentSrc)).toContain('.webm');
  watch.expectClean();
});

test("payment_type_img_url's address answers the payment mark as an SVG file", async ({ request }) => {
  const res = await request.get('/cdn/shopifycloud/payment-icons/american_express.svg');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/svg+xml');
  const svg = await res.text();
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" role="img"/);
  expect(svg).toContain('<title id="pi-american_express">American Express</title>');
  expect((await request.get('/cdn/shopifycloud/payment-icons/..%2Fvisa.svg')).status()).toBe(404);
});
