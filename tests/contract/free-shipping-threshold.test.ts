// @vitest-environment jsdom
// One free-shipping threshold: the cart's progress bar and every text that names the amount (the
// announcement bar, the product page's Shipping tab, the shipping page, the FAQ's small print)
// come from the theme setting cart_free_shipping_threshold. The sample shop is rendered with the
// theme as it is ($50) and with a copy whose setting says 65: every amount follows the setting.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type PreviewServer } from '../../preview/server';
import { tempDir } from './helpers';

const REPO = path.resolve(__dirname, '../..');
const THEME_FOLDERS = ['layout', 'sections', 'snippets', 'templates', 'locales', 'assets'];

/** The repository's theme with its settings_data.json threshold set to `threshold`. */
function themeWithThreshold(threshold: number): string {
  const root = tempDir('olivine-threshold-theme-');
  for (const folder of THEME_FOLDERS) fs.symlinkSync(path.join(REPO, folder), path.join(root, folder));
  fs.cpSync(path.join(REPO, 'config'), path.join(root, 'config'), { recursive: true });
  const file = path.join(root, 'config/settings_data.json');
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { current: Record<string, unknown> };
  data.current.cart_free_shipping_threshold = threshold;
  fs.writeFileSync(file, JSON.stringify(data));
  return root;
}

const INLINE_TAGS = /<\/?(?:strong|b|em|i|a|span|u|s|shop-money)\b[^>]*>/gi;
const ANY_TAG = /<[^>]*>/g;

/**
 * Every money amount the page names in a sentence about free shipping, in its markup and in its
 * islands' JSON props: the text before each amount, back to the start of its sentence or
 * element, says "free" and "ship".
 */
function freeShippingAmounts(html: string): string[] {
  const text = html
    .replace(/\\u003c/g, '<')
    .replace(/\\u003e/g, '>')
    .replace(/\\\//g, '/')
    .replace(INLINE_TAGS, '')
    .replace(ANY_TAG, '\n');
  const amounts: string[] = [];
  for (const match of text.matchAll(/\$\d[\d,]*(?:\.\d\d)?/g)) {
    const before = text.slice(Math.max(0, match.index - 120), match.index);
    const sentence = before.slice(Math.max(before.lastIndexOf('.'), before.lastIndexOf('\n'), before.lastIndexOf('"')) + 1);
    if (/free/i.test(sentence) && /ship/i.test(sentence)) amounts.push(match[0]);
  }
  return amounts;
}

/** An island's HTML prop as the shopper reads it. */
const textOf = (html: string | undefined) => (html ?? '').replace(ANY_TAG, '');
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const propsOf = (doc: Document, widget: string): Record<string, unknown> =>
  JSON.parse(doc.querySelector(`[data-widget="${widget}"] > script[data-props]`)?.textContent ?? 'null') as Record<string, unknown>;

let asShipped: PreviewServer;
let changed: PreviewServer;

beforeAll(async () => {
  asShipped = await startServer({ port: 0, stateDir: tempDir(), logError: () => {} });
  changed = await startServer({ port: 0, stateDir: tempDir(), themeRoot: themeWithThreshold(65), logError: () => {} });
});
afterAll(async () => {
  const errors = [...asShipped.errors, ...changed.errors];
  await Promise.all([asShipped.close(), changed.close()]);
  expect(errors).toEqual([]);
});

const cases = [
  { name: 'as shipped', server: () => asShipped, amount: '$50', cents: 5000 },
  { name: 'with the setting changed to 65', server: () => changed, amount: '$65', cents: 6500 },
];

describe.each(cases)('the free-shipping threshold, $name', ({ server, amount, cents }) => {
  const page = async (pathname: string) => {
    const res = await fetch(server().url + pathname);
    expect(res.status, pathname).toBe(200);
    return res.text();
  };

  it('the announcement bar, the product page Shipping tab and the cart drawer all use it', async () => {
    const doc = parse(await page('/products/the-everyday'));
    expect(doc.querySelector('.announcement-bar__message')?.textContent).toContain(`Free shipping on orders over ${amount}`);
    expect(doc.querySelector('.announcement-bar__sizer')?.textContent).toContain(`Free shipping on orders over ${amount}`);
    const shippingTab = Array.from(doc.querySelectorAll('.product-tabs__static')).find((tab) => tab.querySelector('h2')?.textContent === 'Shipping');
    expect(shippingTab?.textContent).toContain(`Free shipping over ${amount}.`);
    const tabs = propsOf(doc, 'product-tabs').tabs as { heading: string; content: string }[];
    expect(textOf(tabs.find((tab) => tab.heading === 'Shipping')?.content)).toContain(`Free shipping over ${amount}.`);
    const drawer = propsOf(doc, 'cart-drawer').freeShipping as { threshold: number };
    expect(drawer.threshold).toBe(cents);
  });

  it('the shipping page and the FAQ small print name it too', async () => {
    expect(parse(await page('/pages/shipping')).querySelector('main .rte')?.textContent).toContain(`free on orders over ${amount}.`);
    const faq = parse(await page('/pages/faq'));
    const items = propsOf(faq, 'content-drawer').items as { heading: string; content: string }[];
    expect(textOf(items.find((item) => item.heading === 'Shipping')?.content)).toContain(`free on orders over ${amount}.`);
  });

  it('no page of the sample shop names another free-shipping amount', async () => {
    const products = asShipped.shop.data.products.map((p) => `/products/${p.handle}`);
    const pages = asShipped.shop.data.pages.map((p) => `/pages/${p.handle}`);
    const found = new Map<string, string[]>();
    for (const pathname of ['/', '/collections/all', '/cart', '/blogs/glog', ...products, ...pages]) {
      found.set(pathname, freeShippingAmounts(await page(pathname)));
    }
    expect(found.get('/products/the-everyday')?.length, 'the sentences are found').toBeGreaterThan(2);
    const others = [...found].filter(([, amounts]) => amounts.some((a) => a !== amount));
    expect(others).toEqual([]);
  });
});
