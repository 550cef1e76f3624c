// Every route of the spec answers with a real page, in Chromium, without errors.
import { test, expect, settle } from './fixtures';

async function sampleHandles(request: import('@playwright/test').APIRequestContext) {
  const { products } = (await (await request.get('/products.json')).json()) as { products: { handle: string }[] };
  const blogHtml = await (await request.get('/blogs/glog')).text();
  const article = blogHtml.match(/href="(\/blogs\/glog\/[a-z0-9-]+)"/)?.[1];
  const tag = blogHtml.match(/href="(\/blogs\/glog\/tagged\/[^"]+)"/)?.[1];
  if (!products[0] || !article || !tag) throw new Error('sample shop lacks a product, an article or a tag link');
  return { product: `/products/${products[0].handle}`, article, tag };
}

const STATIC_ROUTES = [
  '/',
  '/collections',
  '/collections/all',
  '/cart',
  '/search',
  '/search?q=oil',
  '/search?q=salad&type=article',
  '/blogs/glog',
  '/blogs/glog?page=2',
  '/account/login',
  '/account/register',
  '/pages/about',
];

for (const path of STATIC_ROUTES) {
  test(`GET ${path} is a real page`, async ({ page, watch }) => {
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    await settle(page);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('main#MainContent')).not.toBeEmpty();
    watch.expectClean();
  });
}

test('product, article and tag pages are real pages', async ({ page, watch }) => {
  const { product, article, tag } = await sampleHandles(page.request);
  for (const path of [product, article, tag]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await expect(page.locator('h1'), path).toHaveCount(1);
    // Let the page's islands finish loading: leaving earlier aborts their chunks mid-flight.
    await settle(page);
  }
  watch.expectClean();
});

test('the account pages need a login, and show the customer after one', async ({ page, watch }) => {
  await page.goto('/account');
  await expect(page).toHaveURL(/\/account\/login/);
  await page.getByLabel(/email/i).first().fill('olive@example.com');
  await page.getByLabel(/password/i).first().fill('goodoil');
  await page.getByRole('button', { name: /sign in|log in|login/i }).first().click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.locator('h1')).toContainText('Hi, Olive');
  await page.goto('/account/addresses');
  await expect(page.locator('h1')).toContainText('Your locations, Olive');
  watch.expectClean();
});

test('an unknown page answers 404 with the theme\'s page', async ({ page }) => {
  const res = await page.goto('/pages/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveCount(1);
});

test('a hostile search term is shown as text, never run', async ({ page, watch }) => {
  let dialog = false;
  page.on('dialog', async (d) => {
    dialog = true;
    await d.dismiss();
  });
  await page.goto('/search?q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
  await settle(page);
  expect(dialog).toBe(false);
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  watch.expectClean();
});
