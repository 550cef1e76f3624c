// Finds one real URL per page type in the running preview, and prepares a cart with one item
// for the cart page. Everything is discovered over HTTP, as a shopper's browser would see it.
import type { PageKind } from './args';
import { HarnessError } from './preview';
import { discoverTemplatePage } from './template-pages';

export interface BenchPage {
  kind: PageKind;
  path: string;
  /** Cookie header the page must be requested with (the cart page's cart) */
  cookie?: string;
  /** the status the page answers with when it is not 200 (the 404 page) */
  status?: number;
}

export interface ProductJs {
  handle: string;
  variants?: { id: number; available?: boolean; price?: number }[];
  selling_plan_groups?: unknown[];
}

async function getText(base: string, path: string, init?: RequestInit): Promise<{ status: number; text: string }> {
  const res = await fetch(base + path, { redirect: 'follow', ...init });
  return { status: res.status, text: await res.text() };
}

/** Product handles linked from an HTML page, in document order, without duplicates. */
export function productHandlesIn(html: string): string[] {
  const handles = new Set<string>();
  for (const m of html.matchAll(/href="(?:\/collections\/[^"/]+)?\/products\/([^"?#/]+)/g)) handles.add(decodeURIComponent(m[1]!));
  return [...handles];
}

/** Article paths of a blog linked from its HTML (not tag filters, not the blog itself). */
export function articlePathsIn(html: string, blogHandle: string): string[] {
  const paths = new Set<string>();
  const re = new RegExp(`href="(/blogs/${blogHandle}/([^"?#/]+))"`, 'g');
  for (const m of html.matchAll(re)) if (m[2] !== 'tagged') paths.add(m[1]!);
  return [...paths];
}

export async function listProductHandles(base: string, limit = 250): Promise<string[]> {
  const res = await getText(base, `/products.json?limit=${limit}`);
  if (res.status === 200) {
    try {
      const body = JSON.parse(res.text) as { products?: { handle?: unknown }[] };
      const handles = (body.products ?? []).map((p) => p.handle).filter((h): h is string => typeof h === 'string');
      if (handles.length > 0) return handles;
    } catch {
      // fall through to the HTML listing
    }
  }
  const all = await getText(base, '/collections/all');
  return all.status === 200 ? productHandlesIn(all.text) : [];
}

export async function productJs(base: string, handle: string): Promise<ProductJs | undefined> {
  const res = await getText(base, `/products/${encodeURIComponent(handle)}.js`);
  if (res.status !== 200) return undefined;
  try {
    return JSON.parse(res.text) as ProductJs;
  } catch {
    return undefined;
  }
}

/** The first product offering selling plans (the richest product page), else the first product. */
async function pickProduct(base: string): Promise<ProductJs> {
  const handles = (await listProductHandles(base)).slice(0, 40);
  if (handles.length === 0) throw new HarnessError('found no product: /products.json and /collections/all list none');
  let first: ProductJs | undefined;
  for (const handle of handles) {
    const product = await productJs(base, handle);
    if (!product) continue;
    first ??= product;
    if ((product.selling_plan_groups?.length ?? 0) > 0) return product;
  }
  return first ?? { handle: handles[0]! };
}

/** Adds one unit of an available variant through the Ajax API and returns the cart cookie. */
async function cartCookieWithOneItem(base: string, product: ProductJs): Promise<string> {
  const variant = product.variants?.find((v) => v.available !== false) ?? product.variants?.[0];
  if (!variant) throw new HarnessError(`product ${product.handle} has no variant to add to the cart`);
  const res = await fetch(`${base}/cart/add.js`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ items: [{ id: variant.id, quantity: 1 }] }),
  });
  const body = await res.text();
  if (res.status !== 200) throw new HarnessError(`POST /cart/add.js answered ${res.status}: ${body.slice(0, 200)}`);
  const cart = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith('cart='));
  if (!cart) throw new HarnessError('POST /cart/add.js set no cart cookie');
  // The cart page must show a line: check the cookie really carries it.
  const check = await getText(base, '/cart.js', { headers: { cookie: cart, accept: 'application/json' } });
  const count = check.status === 200 ? (JSON.parse(check.text) as { item_count?: unknown }).item_count : undefined;
  if (count !== 1) throw new HarnessError(`after POST /cart/add.js, /cart.js with the cart cookie reports item_count ${String(count)} (HTTP ${check.status})`);
  return cart;
}

/** The sample customer (preview/data/customers.json), as `npm start` documents it. */
const SAMPLE_CUSTOMER = { email: 'olive@example.com', password: 'goodoil' };

/** Signs the sample customer in with Shopify's login form; returns the session cookies. */
async function signedInCookie(base: string): Promise<string> {
  const res = await fetch(`${base}/account/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      form_type: 'customer_login',
      utf8: '✓',
      'customer[email]': SAMPLE_CUSTOMER.email,
      'customer[password]': SAMPLE_CUSTOMER.password,
    }),
  });
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
  if (res.status !== 302 || cookie === '') throw new HarnessError(`signing in ${SAMPLE_CUSTOMER.email} answered ${res.status} without a session cookie`);
  const account = await fetch(`${base}/account`, { headers: { cookie }, redirect: 'manual' });
  if (account.status !== 200) throw new HarnessError(`/account with the session cookie answered ${account.status}`);
  return cookie;
}

/** Memo shared by the page look-ups of one run (the product serves both product and cart). */
export interface DiscoveryState {
  product?: Promise<ProductJs>;
  handles?: Promise<string[]>;
  session?: Promise<string>;
  templates?: Map<string, string | null>;
}

export async function discoverPage(base: string, kind: PageKind, state: DiscoveryState = {}): Promise<BenchPage> {
  const product = () => (state.product ??= pickProduct(base));
  const session = () => (state.session ??= signedInCookie(base));
  switch (kind) {
    case 'home':
      return { kind, path: '/' };
    case 'product':
      return { kind, path: `/products/${encodeURIComponent((await product()).handle)}` };
    case 'collection': {
      const preferred = await getText(base, '/collections/olive-oil');
      return { kind, path: preferred.status === 200 ? '/collections/olive-oil' : '/collections/all' };
    }
    case 'blog':
      return { kind, path: '/blogs/glog' };
    case 'article': {
      const blog = await getText(base, '/blogs/glog');
      const first = articlePathsIn(blog.text, 'glog')[0];
      if (!first) throw new HarnessError(`found no article link on /blogs/glog (HTTP ${blog.status})`);
      return { kind, path: first };
    }
    case 'search':
      return { kind, path: '/search?q=oil' };
    case 'search-overlay':
      return { kind, path: '/' };
    case 'cart':
      return { kind, path: '/cart', cookie: await cartCookieWithOneItem(base, await product()) };
    case 'login':
      return { kind, path: '/account/login' };
    case 'account':
      return { kind, path: '/account', cookie: await session() };
    default: {
      const context = {
        productHandles: () => (state.handles ??= listProductHandles(base)),
        benchProductHandle: async () => (await product()).handle,
        session,
        templates: (state.templates ??= new Map()),
      };
      return { kind, ...(await discoverTemplatePage(base, kind, context)) };
    }
  }
}

/** Same-origin /cdn/ URLs an HTML page refers to (src, srcset, href), without duplicates. */
export function cdnUrlsIn(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/(?:src|href|srcset)="([^"]+)"/g)) {
    for (const candidate of m[1]!.replace(/&amp;/g, '&').split(',')) {
      const url = candidate.trim().split(/\s+/)[0] ?? '';
      if (url.startsWith('/cdn/')) urls.add(url);
    }
  }
  return [...urls];
}

/**
 * The inline Liquid errors a page rendered with (`Liquid error (file line N): …`, as the preview
 * prints them for another theme, like Shopify), without duplicates.
 */
export function liquidErrorsIn(html: string): string[] {
  return [...new Set([...html.matchAll(/Liquid (?:syntax )?error \([^)]*\):[^<\n]*/g)].map((m) => m[0].trim()))];
}

/** Status of a plain GET of the page, as the browser will ask for it, and its inline Liquid
 * errors. With `warm`, also fetches the CDN files it refers to, so the first measured load does
 * not pay for cold image resizing. */
export async function checkPage(base: string, page: BenchPage, warm = false): Promise<{ status: number; liquidErrors: string[] }> {
  const res = await fetch(base + page.path, { headers: page.cookie ? { cookie: page.cookie } : {}, redirect: 'manual' });
  const html = await res.text();
  if (warm && res.status === (page.status ?? 200)) {
    for (const url of cdnUrlsIn(html).slice(0, 100)) await (await fetch(base + url)).arrayBuffer();
  }
  return { status: res.status, liquidErrors: liquidErrorsIn(html) };
}

export async function pageStatus(base: string, page: BenchPage): Promise<number> {
  return (await checkPage(base, page)).status;
}
