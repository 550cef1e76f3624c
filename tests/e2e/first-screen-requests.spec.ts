// What a phone fetches before its first screen is painted (issue 28: LCP no worse than Dawn's): a
// video's still below the fold waits until the shopper scrolls near it, and the display font
// never competes with the stylesheet the first paint waits for.
import type { Page } from '@playwright/test';
import { test, expect, settle, wakeInView } from './fixtures';
import { signInAsOlive } from './account-helpers';

// Lighthouse's mobile screen: 412 × 823 CSS px at DPR 1.75.
test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });

/** The URLs of the images the page has requested so far. */
function imageRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'image') urls.push(r.url());
  });
  return urls;
}

// The sample shop's two home-page videos ("Watch it pour", and the column carousel's clip), their
// stills and the widest file a 412 px phone at DPR 1.75 needs for each frame (the column's is
// sized like the carousel's images).
const STILLS = [
  { video: '.section-video video', still: '/cdn/shop/files/videos/the-everyday-pour-poster.svg', maxWidth: 720 },
  { video: '.column-tile video', still: '/cdn/shop/files/products/the-everyday.svg', maxWidth: 1080, carousel: '.section-column-carousel' },
];

test('a video still below the fold is not fetched at load, and shows once the shopper scrolls to its video', async ({ page, watch }) => {
  const images = imageRequests(page);
  await page.goto('/');
  await settle(page);
  const atLoad = [...images];
  for (const { video, still, maxWidth, carousel } of STILLS) {
    const target = page.locator(video).first();
    const img = target.locator('xpath=preceding-sibling::img[1]');
    await target.scrollIntoViewIfNeeded();
    if (carousel) {
      // A later column: the shopper swipes to it (an image in a slide out of view waits too).
      const section = page.locator(carousel);
      await wakeInView(section, section.locator('[data-widget]'));
      await expect(async () => {
        if (!(await target.evaluate((v) => v.closest('.swiper-slide')!.classList.contains('swiper-slide-active')))) {
          await section.getByRole('button', { name: 'Next slide', exact: true }).click();
        }
        await expect(target).toBeInViewport({ ratio: 0.9, timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
    }
    await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0 && new URL(i.currentSrc).pathname)).toBe(still);
    const shown = await img.evaluate((i: HTMLImageElement) => i.currentSrc);
    expect(atLoad, `${shown} was fetched before the shopper scrolled`).not.toContain(shown);
    // Nothing else of the still either (the-everyday.svg is also a product image, at other sizes).
    expect(atLoad.filter((url) => url.includes(still) && Number(new URL(url).searchParams.get('width')) > 480)).toEqual([]);
    // The still fills the video's frame, under the video (which paints over it once it has a frame).
    // Both read in one frame: a carousel's slide may still be moving.
    const [stillBox, videoBox] = await target.evaluate((v) => {
      const box = (element: Element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return { x, y, width, height };
      };
      let still = v.previousElementSibling;
      while (still && still.tagName !== 'IMG') still = still.previousElementSibling;
      return [box(still!), box(v)];
    });
    expect(stillBox).toEqual(videoBox);
    expect(Number(new URL(shown).searchParams.get('width'))).toBeLessThanOrEqual(maxWidth);
  }
  watch.expectClean();
});

/** When the display font and the stylesheet were requested and answered, from resource timing. */
async function fontAndStylesheet(page: Page): Promise<{ fontStart: number; cssEnd: number }> {
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.includes('.woff2')))).toBe(true);
  return page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const font = entries.find((e) => e.name.includes('.woff2'))!;
    const css = entries.find((e) => e.initiatorType === 'link' && new URL(e.name).pathname.endsWith('.css'))!;
    return { fontStart: font.startTime, cssEnd: css.responseEnd };
  });
}

for (const { name, path, signedIn } of [
  { name: 'login', path: '/account/login', signedIn: false },
  { name: 'account', path: '/account', signedIn: true },
  { name: 'article', path: '/blogs/glog/olive-oil-fried-eggs-with-crispy-edges', signedIn: false },
  { name: 'blog', path: '/blogs/glog', signedIn: false },
]) {
  test(`${name}: the display font is asked for only once the stylesheet has arrived, never beside it`, async ({ page, watch }) => {
    if (signedIn) await signInAsOlive(page);
    await page.goto(path);
    await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
    const { fontStart, cssEnd } = await fontAndStylesheet(page);
    expect(fontStart).toBeGreaterThanOrEqual(cssEnd);
    // Text never waits for it: the font face swaps in.
    expect(await page.evaluate(() => [...document.fonts].every((f) => f.display === 'swap'))).toBe(true);
    watch.expectClean();
  });
}

test.describe('a new visitor (the age gate opens)', () => {
  test.use({ newVisitor: true });

  test('the gate takes focus once the stylesheet is in, not before: the page is not laid out unstyled first', async ({ page }) => {
    // The stylesheet held back: until it arrives the browser paints nothing, so nothing needs a layout.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/ol-theme-[\w-]+\.css$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('html')).toHaveAttribute('data-age-gate', 'open');
    // Focusing a button needs a layout; without the stylesheet it would be a layout of the whole
    // unstyled page, done again when the stylesheet lands.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    release();
    await expect(page.locator('#AgeGate button').first()).toBeFocused();
  });
});

test('article: its English headings fetch only the basic part of the display font, and an accented heading gets the rest', async ({ page, watch }) => {
  const fonts: { url: string; bytes: number }[] = [];
  page.on('response', async (r) => {
    if (r.url().includes('.woff2')) fonts.push({ url: new URL(r.url()).pathname, bytes: (await r.body()).length });
  });
  await page.goto('/blogs/glog/olive-oil-fried-eggs-with-crispy-edges');
  await page.evaluate(() => document.fonts.ready);
  await expect.poll(() => fonts.length).toBe(1);
  expect(fonts[0]!.url).toMatch(/\/fraunces-basic-wght-normal\.woff2$/);
  // The 37 KB latin file held every accented letter too; an English heading needs 24 KB.
  expect(fonts[0]!.bytes).toBeLessThan(25_000);
  // A heading with "é" in it: the rest of the latin range comes, and the font covers the letter.
  const covered = await page.evaluate(async () => {
    const heading = document.createElement('h2');
    heading.textContent = 'Café';
    document.querySelector('.article__content')!.append(heading);
    const font = `${getComputedStyle(heading).fontWeight} 32px "Fraunces Variable"`;
    await document.fonts.load(font, 'é');
    return document.fonts.check(font, 'é');
  });
  expect(covered).toBe(true);
  await expect.poll(() => fonts.map((f) => f.url.split('/').pop())).toEqual(['fraunces-basic-wght-normal.woff2', 'fraunces-latin-rest-wght-normal.woff2']);
  watch.expectClean();
});
