// Twenty classic XSS payloads through every input the storefront reflects, rendered by Liquid on
// the server and by React in the browser, checked in Chromium: no dialog, no payload code ran
// (each payload sets window.__xss), no element or event handler of the payload's in the page, no
// javascript: link, no console error or failed request. Each payload must come back as the text it
// is, and a 512-character term with HTML and a control character is only text in the search overlay.
import type { Page } from '@playwright/test';
import { expect, settle, test } from './fixtures';

const PAYLOADS = [
  '<script>window.__xss=1</script>',
  '"><script>window.__xss=2</script>',
  '<img src=x onerror="window.__xss=3">',
  '"><img src=x onerror=window.__xss=4>',
  "'><svg onload=window.__xss=5>",
  '<svg><script>window.__xss=6</script></svg>',
  'javascript:window.__xss=7',
  '<iframe src="javascript:parent.__xss=8"></iframe>',
  '<body onload=window.__xss=9>',
  '<a href="javascript:window.__xss=10">x</a>',
  '{{ 7 | times: 7 }}{% assign x = 1 %}__xss11',
  '</textarea><script>window.__xss=12</script>',
  '</title><script>window.__xss=13</script>',
  "'-(window.__xss=14)-'",
  '"-(window.__xss=15)-"',
  '</script><script>window.__xss=16</script>',
  '<details open ontoggle=window.__xss=17>',
  '<input autofocus onfocus=window.__xss=18>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=19>',
  '&lt;img src=x onerror=window.__xss=20&gt;',
];

/** What an injection would leave behind: a flag, a handler, an executable script, a javascript: URL. */
async function injected(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    if ((window as { __xss?: unknown }).__xss !== undefined) found.push(`ran: __xss=${String((window as { __xss?: unknown }).__xss)}`);
    for (const el of Array.from(document.querySelectorAll('*'))) {
      for (const attr of Array.from(el.attributes)) {
        if (/^on/i.test(attr.name) && attr.value.includes('__xss')) found.push(`handler: <${el.localName} ${attr.name}>`);
        if (/^(href|src|action|formaction)$/i.test(attr.name) && /^\s*javascript:/i.test(attr.value)) found.push(`javascript: URL on <${el.localName}>`);
      }
      if (el.localName === 'script' && !/json/.test(el.getAttribute('type') ?? '') && el.textContent?.includes('__xss'))
        found.push('executable <script> with the payload');
    }
    return found;
  });
}

function watchDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

async function expectInert(page: Page, where: string) {
  expect(await injected(page), where).toEqual([]);
}

test.describe.configure({ timeout: 120_000 });

test('the server search page: q, type and page, with its islands mounted', async ({ page, watch }) => {
  const dialogs = watchDialogs(page);
  for (const payload of PAYLOADS) {
    const p = encodeURIComponent(payload);
    await page.goto(`/search?q=${p}&type=${p}&page=${p}`);
    await settle(page);
    await expectInert(page, payload);
    await expect(page.locator('main')).toContainText(payload.replace(/\s+/g, ' ').trim().slice(0, 12));
  }
  expect(dialogs).toEqual([]);
  watch.expectClean();
});

test('the glog: tagged, search and page, with the article grid island', async ({ page }) => {
  const dialogs = watchDialogs(page);
  for (const payload of PAYLOADS) {
    const p = encodeURIComponent(payload);
    await page.goto(`/blogs/glog/tagged/${p}`);
    await expectInert(page, `tagged ${payload}`);
    await page.goto(`/blogs/glog?search=${p}&page=${p}&tagged=${p}`);
    await settle(page);
    await expectInert(page, `search ${payload}`);
  }
  expect(dialogs).toEqual([]);
});

test('a collection and a product: page and variant', async ({ page }) => {
  const dialogs = watchDialogs(page);
  for (const payload of PAYLOADS) {
    const p = encodeURIComponent(payload);
    await page.goto(`/collections/olive-oil?page=${p}`);
    await expectInert(page, `collection ${payload}`);
    await page.goto(`/products/the-everyday?variant=${p}`);
    await expectInert(page, `product ${payload}`);
  }
  expect(dialogs).toEqual([]);
});

test('cart line properties, note and attributes, on the cart page and in the drawer', async ({ page }) => {
  const dialogs = watchDialogs(page);
  const properties = Object.fromEntries(PAYLOADS.map((payload, i) => [`${payload}${i}`, payload]));
  const attributes = Object.fromEntries(PAYLOADS.map((payload, i) => [`a${i}${payload}`, payload]));
  expect((await page.request.post('/cart/add.js', { data: { id: 40003, quantity: 1, properties } })).status()).toBe(200);
  expect((await page.request.post('/cart/update.js', { data: { note: PAYLOADS.join('\n'), attributes } })).status()).toBe(200);
  await page.goto('/cart');
  await settle(page);
  await expectInert(page, 'cart page');
  await expect(page.locator('main')).toContainText(PAYLOADS[2]!);
  await page.goto('/products/the-drizzle');
  await settle(page);
  await page.locator('header a[href="/cart"]').first().click();
  await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible();
  await expectInert(page, 'cart drawer');
  expect(dialogs).toEqual([]);
});

test('customer names and address fields, on the account pages', async ({ page }) => {
  const dialogs = watchDialogs(page);
  // Three payloads a field keeps each one under Shopify's 255-character limit; all twenty are used.
  const chunks = Array.from({ length: 7 }, (_, i) => PAYLOADS.slice(i * 3, i * 3 + 3).join(' '));
  const post = (action: string, fields: Record<string, string>) =>
    page.evaluate(
      ({ action, fields }) => {
        const form = document.createElement('form');
        form.method = 'post';
        form.action = action;
        for (const [key, value] of Object.entries(fields)) form.append(Object.assign(document.createElement('input'), { type: 'hidden', name: key, value }));
        document.body.append(form);
        form.submit();
      },
      { action, fields },
    );
  await page.goto('/account/register');
  await post('/account', {
    form_type: 'create_customer',
    utf8: '✓',
    'customer[first_name]': chunks[0]!,
    'customer[last_name]': chunks[1]!,
    'customer[email]': `xss-${Date.now()}@example.com`,
    'customer[password]': 'goodoil-xss',
  });
  await page.waitForURL(/\/account\/?$/);
  await expectInert(page, 'account overview');
  await page.goto('/account/addresses');
  const saved = page.waitForEvent('load');
  await post('/account/addresses', {
    form_type: 'customer_address',
    utf8: '✓',
    'address[first_name]': chunks[0]!,
    'address[last_name]': chunks[1]!,
    'address[company]': chunks[2]!,
    'address[address1]': chunks[3]!,
    'address[address2]': chunks[4]!,
    'address[city]': `${chunks[5]!} ${chunks[6]!}`.slice(0, 255),
    'address[country]': 'United States',
    'address[province]': 'California',
    'address[zip]': '94105',
    'address[phone]': '',
  });
  await saved;
  await page.goto('/account/addresses');
  await settle(page);
  await expectInert(page, 'addresses');
  await expect(page.locator('main')).toContainText(PAYLOADS[0]!);
  await expect(page.locator('main')).toContainText(PAYLOADS[11]!);
  expect(dialogs).toEqual([]);
});

test('the newsletter email, with scripts on and posted as a plain form', async ({ page }) => {
  const dialogs = watchDialogs(page);
  await page.goto('/pages/about');
  await settle(page);
  const field = page.locator('footer input[name="contact[email]"]');
  for (const payload of PAYLOADS.slice(0, 6)) {
    await field.fill(`${payload}@example.com`);
    await field.press('Enter');
    await expectInert(page, `newsletter island ${payload}`);
  }
  for (const payload of PAYLOADS) {
    const answered = page.waitForEvent('load');
    await page.evaluate((email) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = '/contact';
      for (const [key, value] of Object.entries({ form_type: 'customer', utf8: '✓', 'contact[email]': email, 'contact[tags]': 'newsletter' })) {
        form.append(Object.assign(document.createElement('input'), { type: 'hidden', name: key, value }));
      }
      document.body.append(form);
      form.submit();
    }, payload);
    await answered;
    await expectInert(page, `newsletter form ${payload}`);
  }
  expect(dialogs).toEqual([]);
});

test('the search overlay term, typed and restored from localStorage', async ({ page, watch }) => {
  const dialogs = watchDialogs(page);
  await page.goto('/');
  await settle(page);
  const overlay = page.getByRole('dialog', { name: 'Search' });
  // 512 characters (the input's limit) with a control character: the heading repeats it as text.
  const long = `<img src=x onerror="window.__xss=21"><script>window.__xss=22</script>\u0007${'a'.repeat(450)}`.padEnd(512, 'b');
  await page.locator('header [data-search-toggle]').click();
  await overlay.getByRole('searchbox', { name: 'Search our store' }).fill(long);
  await expect(overlay.getByRole('heading', { level: 2 })).toContainText('<img src=x');
  await expectInert(page, 'overlay, 512 characters');
  await expect(overlay.locator('img[src="x"], script')).toHaveCount(0);
  // Each payload typed over the last in the open overlay (closing waits out the 300 ms fade): the
  // heading says the term back as text once its search has answered.
  const heading = overlay.getByRole('heading', { level: 2 });
  for (const payload of PAYLOADS) {
    await overlay.getByRole('searchbox', { name: 'Search our store' }).fill(payload);
    await expect(heading).toContainText(payload);
    await expect(overlay.getByText(/Bummer!|items\)/).first()).toBeVisible();
    await expectInert(page, `overlay ${payload}`);
  }
  await page.keyboard.press('Escape');
  await expect(overlay).toBeHidden();
  await page.reload();
  await settle(page);
  await page.locator('header [data-search-toggle]').click();
  await expect(overlay.getByRole('searchbox', { name: 'Search our store' })).toHaveValue(PAYLOADS.at(-1)!);
  await expectInert(page, 'overlay restored');
  expect(dialogs).toEqual([]);
  watch.expectClean();
});
