// Every route of the storefront answers with a real page (its status, one h1, a filled main, no
// console error or failed request) that passes the preview's strict Content-Security-Policy
// (preview/http/csp.ts: scripts from the shop's origin or by hash, no inline handlers, no other
// origins), with its islands woken, the cart drawer and the search overlay open, signed out and
// signed in: the preview receives no violation report for any of these pages.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { SAMPLE_GIFT_CARD_TOKEN } from '../../preview/handlers/special-pages';
import { expect, settle, test } from './fixtures';

interface Report {
  'document-uri'?: string;
  'violated-directive'?: string;
  'blocked-uri'?: string;
}

// Each test marks the URLs it visits, so reports from other tests running alongside are not its own.
const markers = new Map<string, string>();
const markerOf = (title: string) => markers.get(title) ?? markers.set(title, randomUUID().slice(0, 8)).get(title)!;
const marked = (path: string) => `${path}${path.includes('?') ? '&' : '?'}csp=${markerOf(test.info().title)}`;

async function reportsFor(page: Page): Promise<string[]> {
  const { reports } = (await (await page.request.get('/__olivine/csp-reports')).json()) as { reports: Report[] };
  const marker = `csp=${markerOf(test.info().title)}`;
  return reports.filter((r) => r['document-uri']?.includes(marker)).map((r) => `${r['document-uri']}: ${r['violated-directive']} ${r['blocked-uri']}`);
}

async function visit(page: Page, path: string) {
  const response = await page.goto(marked(path));
  await settle(page);
  // Scroll through the page so every island that waits to be visible wakes.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await settle(page);
  return response?.status();
}

test('the policy allows scripts from the shop and by hash only', async ({ page }) => {
  const header = (await page.request.get('/')).headers()['content-security-policy-report-only'];
  const scriptSrc = header
    ?.split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('script-src'));
  expect(scriptSrc).toMatch(/^script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
});

const PAGES: [string, number][] = [
  ['/', 200],
  ['/products/the-everyday', 200],
  ['/products/refill-cans', 200],
  ['/collections/olive-oil', 200],
  ['/collections', 200],
  ['/collections/all', 200],
  ['/cart', 200],
  ['/blogs/glog', 200],
  ['/blogs/glog?page=2', 200],
  ['/blogs/glog/tagged/kitchen-talk', 200],
  ['/blogs/glog/focaccia-for-people-who-are-scared-of-bread', 200],
  ['/search', 200],
  ['/search?q=oil', 200],
  ['/search?q=salad&type=article', 200],
  ['/pages/about', 200],
  ['/account/login', 200],
  ['/account/register', 200],
  ['/no-such-page', 404],
  ['/pages/no-such-page', 404],
  [`/gift_cards/${SAMPLE_GIFT_CARD_TOKEN}`, 200],
  ['/password', 200],
];
for (const [path, status] of PAGES) {
  test(`${path}, signed out, islands woken: a real page, no violation`, async ({ page, watch }) => {
    expect(await visit(page, path)).toBe(status);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('main#MainContent')).not.toBeEmpty();
    expect(await reportsFor(page)).toEqual([]);
    // The 404 page's own status is the one problem it is allowed.
    expect(watch.problems.filter((p) => status !== 404 || !/404/.test(p))).toEqual([]);
  });
}

test('the search overlay and the cart drawer open: no violation', async ({ page, watch }) => {
  await visit(page, '/products/the-everyday');
  await page.locator('header [data-search-toggle]').click();
  const overlay = page.getByRole('dialog', { name: 'Search' });
  await overlay.getByRole('searchbox', { name: 'Search our store' }).fill('oil');
  await expect(overlay.getByRole('region', { name: /“oil”/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
  await page
    .locator('[data-widget="product-form"]')
    .getByRole('button', { name: /^Add to Cart/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible();
  await settle(page);
  expect(await reportsFor(page)).toEqual([]);
  watch.expectClean();
});

test('the cart and the account, signed in (the account asks for it first): no violation of the Content-Security-Policy', async ({ page, watch }) => {
  await page.request.post('/cart/add.js', { data: { id: 40003, quantity: 1 } });
  expect(await visit(page, '/cart')).toBe(200);
  await page.goto('/account');
  await expect(page).toHaveURL(/\/account\/login/);
  await page.locator('#CustomerEmail').fill('olive@example.com');
  await page.locator('#CustomerPassword').fill('goodoil');
  await page.locator('#CustomerPassword').press('Enter');
  await expect(page).toHaveURL(/\/account$/);
  expect(await visit(page, '/account')).toBe(200);
  await expect(page.locator('h1')).toContainText('Hi, Olive');
  expect(await visit(page, '/account/addresses')).toBe(200);
  await expect(page.locator('h1')).toContainText('Your locations, Olive');
  expect(await reportsFor(page)).toEqual([]);
  watch.expectClean();
});

test('an injected inline script or handler is reported (the policy has teeth)', async ({ page }) => {
  await page.goto(marked('/pages/about'));
  await page.evaluate(() => {
    const img = document.createElement('img');
    img.setAttribute('src', 'data:,');
    img.setAttribute('onerror', 'void 0');
    document.body.append(img);
  });
  await expect.poll(() => reportsFor(page)).toContainEqual(expect.stringContaining('script-src-attr'));
});
