// What a visitor's browser runs before they touch the page: no React and no island code on any
// page type, also half a minute in (the announcement bar rotates without either), and the islands that wait for input do what the shopper asked on their first press,
// scroll or keystroke (the press is replayed once the widget has taken over).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import blogs from '../../preview/data/blogs.json' with { type: 'json' };
import { test, expect, settle } from './fixtures';
import { signInAsOlive } from './account-helpers';

test.use({ viewport: { width: 412, height: 823 } });

const ARTICLE = `/blogs/${blogs[0]!.handle}/${blogs[0]!.articles[0]!.handle}`;
/** React's chunk and the runtime's React half: an island that mounts needs both. */
const REACT_CODE = /\/ol-(vendor-react|mount)-[\w-]+\.js/;
/** Every widget module the island registry can load (its chunk is named after the module). */
const WIDGET_MODULES = [
  ...readFileSync(path.resolve(import.meta.dirname, '../../src/islands/registry.ts'), 'utf8').matchAll(/import\('\.\.\/features\/[\w-]+\/(\w+)'\)/g),
].map((match) => match[1]!);
const ISLAND_CODE = new RegExp(`/ol-(${WIDGET_MODULES.join('|')})-[\\w-]+\\.js`);

/** Script URLs the page requests from now on. */
function scriptsRequested(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') urls.push(new URL(req.url()).pathname);
  });
  return urls;
}

/** The islands that have started to wake (their code asked for) or mounted. */
function wokenIslands(page: Page): Promise<(string | null)[]> {
  return page
    .locator('[data-widget][data-island-state="loading"], [data-widget][data-island-state="mounted"]')
    .evaluateAll((hosts) => hosts.map((host) => host.getAttribute('data-widget')));
}

const PAGE_TYPES: { name: string; path: string; before?: (page: Page) => Promise<void> }[] = [
  { name: 'home', path: '/' },
  { name: 'product', path: '/products/the-everyday' },
  { name: 'collection', path: '/collections/olive-oil' },
  { name: 'blog', path: '/blogs/glog' },
  { name: 'article', path: ARTICLE },
  { name: 'search', path: '/search?q=oil' },
  {
    name: 'cart with a line',
    path: '/cart',
    before: async (page) => {
      const res = await page.request.post('/cart/add.js', { data: { items: [{ id: 40001, quantity: 1 }] } });
      expect(res.ok()).toBe(true);
    },
  },
  { name: 'login', path: '/account/login' },
  { name: 'account (signed in)', path: '/account', before: signInAsOlive },
  { name: 'page (FAQ: tabs, small-print drawer)', path: '/pages/faq' },
];

// Each page type loaded once: what it requests with no input once settled, then over half a minute
// left alone (the page's clock, installed before the load, runs on: timers and idle callbacks fire):
// the announcement bar rotates on its own, with no React and no island code; nothing else wakes.
for (const { name, path: pagePath, before } of [...PAGE_TYPES, { name: '404', path: '/pages/no-such-page' }]) {
  test(`${name}: with no input, no React and no island code is requested and no island mounts, also 30 s in (the announcement bar has rotated)`, async ({
    page,
    watch,
  }) => {
    expect(WIDGET_MODULES.length, 'widget modules read from the registry').toBeGreaterThan(10);
    await before?.(page);
    await page.clock.install();
    const scripts = scriptsRequested(page);
    const response = await page.goto(pagePath);
    await settle(page);
    expect(scripts.length, 'the entry itself is requested').toBeGreaterThan(0);
    expect(
      scripts.filter((url) => REACT_CODE.test(url)),
      scripts.join('\n'),
    ).toEqual([]);
    expect(await wokenIslands(page)).toEqual([]);
    // The 404 page's own status is the one problem it is allowed.
    const problems = () => watch.problems.filter((problem) => response?.status() !== 404 || !/404/.test(problem));
    expect(problems()).toEqual([]);
    const message = page.locator('announcement-bar .announcement-bar__message');
    const first = await message.innerText();
    // The sample bar changes every 10 s.
    await page.clock.runFor(12_000);
    await expect(message).not.toHaveText(first);
    await page.clock.runFor(20_000);
    await settle(page);
    expect(
      scripts.filter((url) => REACT_CODE.test(url) || ISLAND_CODE.test(url)),
      scripts.join('\n'),
    ).toEqual([]);
    expect(await wokenIslands(page)).toEqual([]);
    expect(problems()).toEqual([]);
  });
}

const islandState = (page: Page, name: string) => page.locator(`[data-widget="${name}"]`).first();

/** Marks the window, so a test can tell an in-place update from a page load. */
async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __firstInputMark: true }));
}
const sameWindow = (page: Page) => page.evaluate(() => (window as unknown as { __firstInputMark?: boolean }).__firstInputMark === true);

async function openUntouched(page: Page, path: string, ...islands: string[]): Promise<void> {
  await page.goto(path);
  await settle(page);
  for (const island of islands) await expect(islandState(page, island)).toHaveAttribute('data-island-state', 'scheduled');
  await markWindow(page);
}

test.describe('the first input on an island that waited for it', () => {
  test('product: the first variant tile pressed changes the price, ?variant= and what Add to Cart adds', async ({ page, watch }) => {
    await openUntouched(page, '/products/the-everyday', 'product-form');
    const form = islandState(page, 'product-form');
    const price = form.locator('[data-product-price] .price__current');
    await expect(price).toHaveText('$24.00');
    await form.getByText('1 L', { exact: true }).click();
    await expect(price).toHaveText('$42.00');
    await expect(page).toHaveURL(/\/products\/the-everyday\?variant=40002$/);
    await expect(form.getByRole('radio', { name: '1 L' })).toBeChecked();
    await form.getByRole('button', { name: 'Add to Cart – $42.00' }).click();
    await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible();
    const cart = (await (await page.request.get('/cart.js')).json()) as { items: { variant_id: number }[] };
    expect(cart.items.map((item) => item.variant_id)).toEqual([40002]);
    expect(await sameWindow(page)).toBe(true);
    watch.expectClean();
  });

  test('product: the first thumbnail pressed shows its image', async ({ page, watch }) => {
    await openUntouched(page, '/products/the-everyday', 'product-media');
    const media = islandState(page, 'product-media');
    const thumbs = media.locator('.media-carousel__thumb');
    await thumbs.nth(1).click();
    await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
    await expect(thumbs.nth(0)).not.toHaveAttribute('aria-current', /.*/);
    await expect(media.locator('.media-carousel__slide').nth(1)).toHaveClass(/swiper-slide-active/);
    await expect(media.locator('.media-carousel__slide').nth(1)).toBeInViewport();
    watch.expectClean();
  });

  test('product: the first scroll past the buy button brings the sticky bar', async ({ page, watch }) => {
    await openUntouched(page, '/products/the-everyday', 'product-sticky-bar');
    const bar = page.locator('[data-sticky-bar]');
    await expect(bar).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Buy Now' })).toBeVisible();
    watch.expectClean();
  });

  test('collection: the first press on Load more appends the next page in place', async ({ page, watch }) => {
    await openUntouched(page, '/collections/all', 'collection-grid');
    const items = page.locator('[data-collection-items] > [data-collection-item]');
    await expect(items).toHaveCount(12);
    await page.getByRole('link', { name: 'Load more products' }).click();
    await expect(items).toHaveCount(15);
    await expect(page).toHaveURL(/\/collections\/all$/);
    expect(await sameWindow(page)).toBe(true);
    watch.expectClean();
  });

  test('collection: the first scroll to the end of the grid loads the next page', async ({ page, watch }) => {
    await openUntouched(page, '/collections/all', 'collection-grid');
    const items = page.locator('[data-collection-items] > [data-collection-item]');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(items).toHaveCount(15);
    expect(await sameWindow(page)).toBe(true);
    watch.expectClean();
  });

  test('collection: the first press on another collection switches it in place', async ({ page, watch }) => {
    await openUntouched(page, '/collections/all', 'collection-grid');
    await page.getByRole('navigation', { name: 'Collections' }).getByRole('link', { name: 'Gifts' }).click();
    await expect(page).toHaveURL(/\/collections\/gifts$/);
    await expect(page.locator('h1')).toHaveText('Gifts');
    expect(await sameWindow(page)).toBe(true);
    watch.expectClean();
  });

  test('blog: the first tag pressed filters in place', async ({ page, watch }) => {
    await openUntouched(page, '/blogs/glog', 'article-grid');
    await page.getByRole('navigation', { name: 'Filter by tag' }).getByRole('link', { name: 'Kitchen Talk' }).click();
    const tag = page.getByRole('group', { name: 'Filter by tag' }).getByRole('button', { name: 'Kitchen Talk', exact: true });
    await expect(tag).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/[?&]tagged=kitchen-talk/);
    expect(await sameWindow(page)).toBe(true);
    watch.expectClean();
  });

  test('blog: what is typed in the search box before the island is there is kept and searched', async ({ page, watch }) => {
    await openUntouched(page, '/blogs/glog', 'article-grid');
    const box = page.getByRole('searchbox', { name: 'Search the Glog' });
    await box.fill('zzqxv');
    await box.press('Enter');
    await expect(page.getByRole('button', { name: 'Clear Search' })).toBeVisible();
    await expect(box).toHaveValue('zzqxv');
    await expect(box).toBeFocused();
    expect(await sameWindow(page)).toBe(true);
    watch.expectClean();
  });

  test('account: the first press on a view link switches the view in place', async ({ page, watch }) => {
    await signInAsOlive(page);
    await openUntouched(page, '/account', 'account-nav');
    const nav = page.getByRole('navigation', { name: 'Account' });
    await nav.getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/account\?view=orders$/);
    await expect(page.locator('main h1')).toHaveText('Your latest orders, Olive');
    await expect(nav.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    expect(await sameWindow(page)).toBe(true);
    watch.expectClean();
  });

  test('home: the first scroll to a section marks it in the in-page navigation', async ({ page, watch }) => {
    await openUntouched(page, '/', 'in-page-nav');
    await page.evaluate(() => {
      const section = document.getElementById('how-its-made')!;
      window.scrollTo({ top: section.getBoundingClientRect().top + window.scrollY - 60, behavior: 'instant' });
    });
    const nav = page.locator('.in-page-nav');
    await expect(nav.getByRole('link', { name: "How it's made" })).toHaveAttribute('aria-current', 'true');
    await expect(nav.locator('[aria-current]')).toHaveCount(1);
    watch.expectClean();
  });
});
