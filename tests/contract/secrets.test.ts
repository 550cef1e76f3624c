// No secret ships: every file of the theme (the built bundles included) and every page the sample
// shop renders (signed out and signed in, with a cart) is scanned for admin or private key
// patterns: Shopify admin/app tokens, Klaviyo private keys, PEM private keys, and Algolia keys (32
// hex after a key's name) other than the theme's configured search-only key.
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { client, sampleServerPerFile } from './helpers';

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
const THEME_FOLDERS = ['assets', 'blocks', 'config', 'layout', 'locales', 'sections', 'snippets', 'templates'];

const SECRET_PATTERNS: [string, RegExp][] = [
  ['Shopify admin/app token', /\bshp(?:at|ss|ca|pa)_[a-fA-F0-9]{32}\b/g],
  ['Klaviyo private API key', /\bpk_[a-fA-F0-9]{34}\b/g],
  ['PEM private key', /-----BEGIN (?:[A-Z]+ )?PRIVATE KEY-----/g],
];
// Algolia keys are 32 hex, like a cart line's key: one counts when a key's name comes just before.
const HEX_32 = /\b[a-fA-F0-9]{32}\b/g;
const KEY_NAME = /algolia|api[_-]?key|search[_-]?key|admin/i;

const sample = sampleServerPerFile();

/** Every match of every pattern, except the one key that is meant to be public. */
function secretsIn(text: string, allowed: Set<string>): string[] {
  const found = SECRET_PATTERNS.flatMap(([name, pattern]) => [...text.matchAll(pattern)].map((m) => `${name}: ${m[0].slice(0, 12)}…`));
  for (const m of text.matchAll(HEX_32)) {
    if (!allowed.has(m[0]) && KEY_NAME.test(text.slice(Math.max(0, m.index - 100), m.index))) found.push(`Algolia key: ${m[0].slice(0, 12)}…`);
  }
  return found;
}

function filesUnder(folder: string): string[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

function allowedKeys(): Set<string> {
  const settings = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'config', 'settings_data.json'), 'utf8')) as { current: Record<string, unknown> };
  const key = settings.current.algolia_search_key;
  return new Set(typeof key === 'string' ? [key] : []);
}

it('the patterns find what they look for (so a clean scan means something)', () => {
  const planted = [
    'shpat_0123456789abcdef0123456789abcdef',
    'pk_0123456789abcdef0123456789abcdef01',
    '-----BEGIN RSA PRIVATE KEY-----',
    '"algolia_admin_key": "abcdefabcdefabcdefabcdefabcdef12"',
  ].join('\n');
  expect(secretsIn(planted, new Set())).toHaveLength(4);
  expect(secretsIn('"key":"40000001:abcdefabcdefabcdefabcdefabcdef12"', new Set())).toEqual([]);
  expect(secretsIn('apiKey: "abcdefabcdefabcdefabcdefabcdef12"', new Set(['abcdefabcdefabcdefabcdefabcdef12']))).toEqual([]);
});

it('no file of the theme holds a secret, the built bundles included', () => {
  const files = THEME_FOLDERS.flatMap((folder) => filesUnder(path.join(REPO_ROOT, folder)));
  expect(
    files.some((file) => /assets[/\\]ol-.*\.js$/.test(file)),
    'run `vite build` first: the bundles must be scanned',
  ).toBe(true);
  const allowed = allowedKeys();
  const found = files.flatMap((file) => secretsIn(fs.readFileSync(file).toString('latin1'), allowed).map((hit) => `${path.relative(REPO_ROOT, file)}: ${hit}`));
  expect(found).toEqual([]);
});

it('no page the shop renders holds a secret, signed out or in, with a cart', { timeout: 120_000 }, async () => {
  const shopper = client(sample.server.url);
  const data = sample.server.shop.data;
  const variant = data.products[0]!.variants[0]!.id;
  expect((await shopper.json('/cart/add.js', { id: variant, quantity: 1 })).status).toBe(200);
  const blog = data.blogs[0]!;
  const pages = [
    '/',
    '/collections',
    '/search?q=oil',
    '/cart',
    '/cart.js',
    '/products.json',
    '/account/login',
    '/account/register',
    '/no-such-page',
    ...data.products.map((p) => `/products/${p.handle}`),
    ...data.collections.map((c) => `/collections/${c.handle}`),
    ...data.pages.map((p) => `/pages/${p.handle}`),
    `/blogs/${blog.handle}`,
    ...blog.articles.map((a) => `/blogs/${blog.handle}/${a.handle}`),
  ];
  const customer = data.customers[0]!;
  const login = await shopper.fetch('/account/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      form_type: 'customer_login',
      utf8: '✓',
      'customer[email]': customer.email,
      'customer[password]': customer.password,
    }).toString(),
  });
  expect(login.status).toBe(302);
  pages.push('/account', '/account/addresses');
  const allowed = allowedKeys();
  const found: string[] = [];
  for (const page of pages) {
    const res = await shopper.fetch(page);
    expect(res.status, page).toBeLessThan(500);
    found.push(...secretsIn(await res.text(), allowed).map((hit) => `${page}: ${hit}`));
  }
  expect(found).toEqual([]);
});
