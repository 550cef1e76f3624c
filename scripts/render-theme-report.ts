// `npx tsx scripts/render-theme-report.ts --theme DIR`: renders every page type of the sample shop
// through a theme (as `npm start -- --theme DIR` serves it, Liquid errors inline) and prints a
// table of page, URL, status and the Liquid errors each page printed; then the distinct errors.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startServer } from '../preview/server';
import { SAMPLE_GIFT_CARD_TOKEN } from '../preview/handlers/special-pages';

const { values } = parseArgs({ options: { theme: { type: 'string' }, details: { type: 'boolean', default: false }, save: { type: 'string' } } });
if (!values.theme) {
  console.error("usage: npx tsx scripts/render-theme-report.ts --theme DIR [--details] [--save DIR (writes each page's HTML)]");
  process.exit(2);
}

const stateDir = mkdtempSync(path.join(tmpdir(), 'theme-report-'));
const server = await startServer({
  port: 0,
  stateDir,
  reset: true,
  themeRoot: path.resolve(values.theme),
  strict: false,
  logError: () => {},
});

interface Row {
  page: string;
  url: string;
  expected: number;
  status: number;
  errors: number;
}
const rows: Row[] = [];
const messages = new Map<string, number>();
const saved = new Map<string, string>();

/** The product template's section that reads `recommendations` (Dawn: related-products), by its Section Rendering id. */
function recommendationsSection(themeRoot: string): string | undefined {
  try {
    const template = JSON.parse(readFileSync(path.join(themeRoot, 'templates', 'product.json'), 'utf8').replace(/^\s*\/\*[\s\S]*?\*\//, '')) as {
      sections?: Record<string, { type?: string }>;
    };
    const entries = Object.entries(template.sections ?? {});
    // A section named for it first (Dawn's main-product also reads recommendations, for its complementary block).
    entries.sort(([, a], [, b]) => Number(/recommend|related/.test(b.type ?? '')) - Number(/recommend|related/.test(a.type ?? '')));
    for (const [key, data] of entries) {
      const source = readFileSync(path.join(themeRoot, 'sections', `${data.type}.liquid`), 'utf8');
      if (source.includes('recommendations.products')) return `template--1__${key}`;
    }
  } catch {
    return undefined;
  }
  return undefined;
}

async function signIn(): Promise<string> {
  const res = await fetch(`${server.url}/account/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ form_type: 'customer_login', utf8: '✓', 'customer[email]': 'olive@example.com', 'customer[password]': 'goodoil' }),
  });
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function visit(page: string, url: string, expected = 200, cookie?: string): Promise<void> {
  const before = server.liquidErrors.length;
  const res = await fetch(`${server.url}${url}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  saved.set(page, await res.text());
  const found = server.liquidErrors.slice(before);
  for (const e of found) {
    const key = `${e.kind === 'syntax' ? 'syntax' : 'error'} ${e.file}:${e.line} ${e.message}`;
    messages.set(key, (messages.get(key) ?? 0) + 1);
  }
  rows.push({ page, url, expected, status: res.status, errors: found.length });
}

try {
  const { catalog } = server.shop;
  const product = catalog.data.products[0]!;
  const collection = catalog.data.collections[0]!;
  const blog = catalog.data.blogs[0]!;
  const article = blog.articles[0]!;
  const page = catalog.data.pages[0]!;
  const customer = await signIn();
  await visit('home', '/');
  await visit('product', `/products/${product.handle}`);
  const withAllMedia = catalog.data.products.find((p) => p.models?.length && p.external_videos?.length);
  if (withAllMedia) await visit('product (all media)', `/products/${withAllMedia.handle}`);
  await visit('collection', `/collections/${collection.handle}`);
  await visit('collection list', '/collections');
  await visit('blog', `/blogs/${blog.handle}`);
  await visit('article', `/blogs/${blog.handle}/${article.handle}`);
  await visit('search', '/search?q=oil');
  await visit('cart', '/cart');
  await visit('login', '/account/login');
  await visit('register', '/account/register');
  await visit('account', '/account', 200, customer);
  const order = server.shop.data.customers.find((c) => c.email === 'olive@example.com')?.orders[0];
  if (order) await visit('order', `/account/orders/${order.id}`, 200, customer);
  await visit('page', `/pages/${page.handle}`);
  await visit('404', '/no-such-page', 404);
  await visit('gift card', `/gift_cards/${SAMPLE_GIFT_CARD_TOKEN}`);
  await visit('password', '/password');
  await visit('predictive search', '/search/suggest?q=oil&section_id=predictive-search');
  const section = recommendationsSection(path.resolve(values.theme));
  await visit(
    'recommendations',
    `/recommendations/products${section ? '' : '.json'}?product_id=${product.id}&limit=4${section ? `&section_id=${section}` : ''}`,
  );
  if (values.save) for (const [name, html] of saved) writeFileSync(path.join(values.save, `${name.replace(/\W+/g, '-')}.html`), html);
} finally {
  await server.close();
  rmSync(stateDir, { recursive: true, force: true });
}

const pad = (s: string | number, n: number): string => String(s).padEnd(n);
console.log(`Theme: ${path.resolve(values.theme)}\n`);
console.log(`| ${pad('page', 20)} | ${pad('url', 58)} | status | expected | Liquid errors |`);
console.log(`|${'-'.repeat(22)}|${'-'.repeat(60)}|--------|----------|---------------|`);
for (const r of rows) {
  console.log(`| ${pad(r.page, 20)} | ${pad(r.url, 58)} | ${pad(r.status, 6)} | ${pad(r.expected, 8)} | ${pad(r.errors, 13)} |`);
}
const total = rows.reduce((n, r) => n + r.errors, 0);
const wrong = rows.filter((r) => r.status !== r.expected).length;
console.log(`\n${rows.length} pages, ${wrong} with an unexpected status, ${total} Liquid errors.`);
if (messages.size) {
  const byMessage = new Map<string, number>();
  for (const [key, count] of messages) {
    const message = key.replace(/^\S+ \S+ /, '');
    byMessage.set(message, (byMessage.get(message) ?? 0) + count);
  }
  console.log('\nLiquid errors by message (count):');
  for (const [message, count] of [...byMessage].sort((a, b) => b[1] - a[1])) console.log(`  ${count} × ${message}`);
  console.log('\nDistinct Liquid errors by place (count):');
  const list = [...messages].sort((a, b) => b[1] - a[1]);
  for (const [message, count] of values.details ? list : list.slice(0, 40)) console.log(`  ${count} × ${message}`);
}
process.exitCode = wrong ? 1 : 0;
