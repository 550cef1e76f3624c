// The page types the render report visits through a theme: for each, the URL, the status a shopper
// should get, the Liquid errors the page prints (counted in its HTML) and those the preview reported
// while rendering it; a page whose template (or section) the theme does not have is marked so.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PreviewServer } from '../../preview/server';
import type { LiquidErrorReport } from '../../preview/liquid/inline-errors';
import { SAMPLE_GIFT_CARD_TOKEN } from '../../preview/handlers/special-pages';

export interface PageRow {
  page: string;
  url: string;
  expected: number;
  status: number;
  /** Liquid errors printed in the answer: what a developer sees on the page */
  shown: number;
  /** errors the preview reported while rendering it: those shown, and those Liquid prints nothing for (a failing `assign`) */
  reported: LiquidErrorReport[];
  /** the theme file this page needs and the theme does not have: the route is not implemented, not failing */
  missing?: string;
  /** a page of the signed-in customer's account */
  signedIn?: boolean;
  /** a part of a page (Section Rendering, a JSON answer), not a page a shopper loads */
  fragment?: boolean;
  html: string;
}

/** Shopify's inline error texts: `Liquid error (sections/x.liquid line 3): …`, `Liquid syntax error (line 1): …`. */
const PRINTED_ERROR = /Liquid (?:syntax )?error \((?:[^()\s]+ )?line \d+\)/g;

export const printedErrors = (html: string): number => html.match(PRINTED_ERROR)?.length ?? 0;

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

/** The theme file a page type renders from, when the theme has it in neither form (`.json` / `.liquid`). */
function missingFile(themeRoot: string, file: string): string | undefined {
  const forms = file.endsWith('.liquid') ? [file] : [`${file}.json`, `${file}.liquid`];
  return forms.some((f) => existsSync(path.join(themeRoot, f))) ? undefined : file;
}

/** The sample customer's sign-in form, as the login page posts it. */
export const SIGN_IN_FORM = { form_type: 'customer_login', utf8: '✓', 'customer[email]': 'olive@example.com', 'customer[password]': 'goodoil' };

async function signIn(server: PreviewServer): Promise<string> {
  const res = await fetch(`${server.url}/account/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(SIGN_IN_FORM),
  });
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

interface PageSpec {
  page: string;
  url: string;
  /** the theme file it renders from: `templates/x` (either form) or a whole path */
  file: string;
  expected?: number;
  signedIn?: boolean;
  fragment?: boolean;
}

function pageSpecs(server: PreviewServer, themeRoot: string): PageSpec[] {
  const { catalog } = server.shop;
  const product = catalog.data.products[0]!;
  const collection = catalog.data.collections[0]!;
  const blog = catalog.data.blogs[0]!;
  const article = blog.articles[0]!;
  const page = catalog.data.pages[0]!;
  const withAllMedia = catalog.data.products.find((p) => p.models?.length && p.external_videos?.length);
  const order = server.shop.data.customers.find((c) => c.email === 'olive@example.com')?.orders[0];
  const section = recommendationsSection(themeRoot);
  return [
    { page: 'home', url: '/', file: 'templates/index' },
    { page: 'product', url: `/products/${product.handle}`, file: 'templates/product' },
    ...(withAllMedia ? [{ page: 'product (all media)', url: `/products/${withAllMedia.handle}`, file: 'templates/product' }] : []),
    { page: 'collection', url: `/collections/${collection.handle}`, file: 'templates/collection' },
    { page: 'collection list', url: '/collections', file: 'templates/list-collections' },
    { page: 'blog', url: `/blogs/${blog.handle}`, file: 'templates/blog' },
    { page: 'article', url: `/blogs/${blog.handle}/${article.handle}`, file: 'templates/article' },
    { page: 'search', url: '/search?q=oil', file: 'templates/search' },
    { page: 'cart', url: '/cart', file: 'templates/cart' },
    { page: 'login', url: '/account/login', file: 'templates/customers/login' },
    { page: 'register', url: '/account/register', file: 'templates/customers/register' },
    { page: 'account', url: '/account', file: 'templates/customers/account', signedIn: true },
    { page: 'addresses', url: '/account/addresses', file: 'templates/customers/addresses', signedIn: true },
    ...(order ? [{ page: 'order', url: `/account/orders/${order.id}`, file: 'templates/customers/order', signedIn: true }] : []),
    { page: 'page', url: `/pages/${page.handle}`, file: 'templates/page' },
    { page: '404', url: '/no-such-page', file: 'templates/404', expected: 404 },
    { page: 'gift card', url: `/gift_cards/${SAMPLE_GIFT_CARD_TOKEN}`, file: 'templates/gift_card.liquid' },
    { page: 'password', url: '/password', file: 'templates/password' },
    { page: 'predictive search', url: '/search/suggest?q=oil&section_id=predictive-search', file: 'sections/predictive-search.liquid', fragment: true },
    {
      page: 'recommendations',
      url: `/recommendations/products${section ? '' : '.json'}?product_id=${product.id}&limit=4${section ? `&section_id=${section}` : ''}`,
      // Without a section that reads them, the JSON answer: every theme has that.
      file: section ? 'templates/product' : '',
      fragment: true,
    },
  ];
}

/** Visits every page type in order and reads what each answered and printed. */
export async function visitPages(server: PreviewServer, themeRoot: string): Promise<PageRow[]> {
  const cookie = await signIn(server);
  const rows: PageRow[] = [];
  for (const spec of pageSpecs(server, themeRoot)) {
    const before = server.liquidErrors.length;
    const res = await fetch(`${server.url}${spec.url}`, { redirect: 'manual', headers: spec.signedIn ? { cookie } : {} });
    const html = await res.text();
    rows.push({
      page: spec.page,
      url: spec.url,
      expected: spec.expected ?? 200,
      status: res.status,
      shown: printedErrors(html),
      reported: server.liquidErrors.slice(before),
      missing: spec.file ? missingFile(themeRoot, spec.file) : undefined,
      signedIn: spec.signedIn,
      fragment: spec.fragment,
      html,
    });
  }
  return rows;
}
