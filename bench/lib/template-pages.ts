// Finds the pages of the theme's other templates over HTTP: alternate product and page templates
// (by the template a page renders with), the signed-in customer's pages, the 404 page, the gift
// card and the password page. pages.ts finds the main page types and delegates the rest here.
import { SAMPLE_GIFT_CARD_TOKEN } from '../../preview/handlers/special-pages';
import type { PageKind } from './args';
import { HarnessError } from './preview';

/** The page types found here (pages.ts finds the others). */
export type TemplatePageKind = Exclude<
  PageKind,
  'home' | 'product' | 'collection' | 'blog' | 'article' | 'search' | 'search-overlay' | 'cart' | 'login' | 'account'
>;

export interface TemplatePage {
  path: string;
  /** sent with the request: the signed-in customer's session */
  cookie?: string;
  /** the status the page answers with when it is not 200 (the 404 page) */
  status?: number;
}

/** What the lookups share with pages.ts: the bench product and the customer's session. */
export interface TemplatePageContext {
  productHandles(): Promise<string[]>;
  benchProductHandle(): Promise<string>;
  session(): Promise<string>;
  /** path → the template its page rendered with, so each page is fetched once per run */
  templates: Map<string, string | null>;
}

/** The template a page of Olivine rendered with (`<body data-template="product.showcase">`), else null. */
export function templateNameIn(html: string): string | null {
  const m = /<body\b[^>]*\sdata-template="([^"]*)"/.exec(html);
  return m ? m[1]!.replace(/&amp;/g, '&') : null;
}

/** Same-origin links of a page under `prefix` (`/pages/`), in document order, without duplicates. */
export function linksUnder(html: string, prefix: string): string[] {
  const links = new Set<string>();
  for (const m of html.matchAll(/href="(\/[^"?#]*)[^"]*"/g)) if (m[1]!.startsWith(prefix) && m[1]!.length > prefix.length) links.add(m[1]!);
  return [...links];
}

async function page(base: string, path: string, cookie?: string): Promise<{ status: number; html: string }> {
  const res = await fetch(base + path, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  return { status: res.status, html: await res.text() };
}

/**
 * The first of `paths` whose page renders with `template`, else the first on the plain template
 * asking for it with `?view=` (Shopify's way to show a template no sample resource is assigned to).
 */
async function pageWithTemplate(base: string, ctx: TemplatePageContext, paths: string[], template: string): Promise<string> {
  for (const path of paths) {
    if (!ctx.templates.has(path)) {
      const res = await page(base, path);
      ctx.templates.set(path, res.status === 200 ? templateNameIn(res.html) : null);
    }
    if (ctx.templates.get(path) === template) return path;
  }
  const [plainTemplate, suffix] = template.split('.');
  // A page on the plain template (the bench product comes first) shows the alternate one.
  const plain = paths.find((path) => ctx.templates.get(path) === plainTemplate);
  if (!suffix || !plain) throw new HarnessError(`found no page rendered with the ${template} template`);
  return `${plain}?view=${encodeURIComponent(suffix)}`;
}

/** The shop's pages as its home page links them (menus, footer). */
async function shopPages(base: string): Promise<string[]> {
  const paths = linksUnder((await page(base, '/')).html, '/pages/');
  if (paths.length === 0) throw new HarnessError('found no /pages/ link on the home page');
  return paths;
}

async function orderPath(base: string, cookie: string): Promise<string> {
  for (const listing of ['/account', '/account?view=orders']) {
    const first = linksUnder((await page(base, listing, cookie)).html, '/account/orders/')[0];
    if (first) return first;
  }
  throw new HarnessError('found no /account/orders/ link on the signed-in account pages');
}

export async function discoverTemplatePage(base: string, kind: TemplatePageKind, ctx: TemplatePageContext): Promise<TemplatePage> {
  const products = async () => {
    const bench = await ctx.benchProductHandle();
    // The bench product first: its ?view= is the fallback when no product is assigned the template.
    return [bench, ...(await ctx.productHandles()).filter((h) => h !== bench)].map((h) => `/products/${encodeURIComponent(h)}`);
  };
  switch (kind) {
    case 'product.showcase':
    case 'product.gift':
    case 'product.gift-card':
    case 'product.compact':
      return { path: await pageWithTemplate(base, ctx, await products(), kind) };
    case 'list-collections':
      return { path: '/collections' };
    case 'page':
    case 'page.contact':
    case 'page.faq':
    case 'page.story':
      return { path: await pageWithTemplate(base, ctx, await shopPages(base), kind) };
    case '404':
      return { path: '/pages/no-such-page', status: 404 };
    case 'register':
      return { path: '/account/register' };
    case 'addresses':
      return { path: '/account/addresses', cookie: await ctx.session() };
    case 'order': {
      const cookie = await ctx.session();
      return { path: await orderPath(base, cookie), cookie };
    }
    case 'gift_card':
      return { path: `/gift_cards/${SAMPLE_GIFT_CARD_TOKEN}` };
    case 'password':
      return { path: '/password' };
  }
}
