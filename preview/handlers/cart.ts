// The Ajax Cart API and the no-JavaScript cart forms over HTTP (shopify-emulation.md §2.1–2.8).
// JSON clients get Shopify's JSON; plain form posts and links get redirects, as on Shopify.
import { CART_COOKIE, cartCookie } from '../http/session';
import {
  appendSetCookie, htmlErrorPage, jsonResponse, redirect,
  type PreviewRequest, type PreviewResponse, type Route,
} from '../http/types';
import { CartError, isValidCartToken } from '../shop/cart';
import type { Shop } from '../shop/index';

export { CART_COOKIE };

/**
 * Bundled section rendering (§2.8): renders section ids (≤ 5) as for `pageUrl` and answers
 * `{ id: html | null }`. Supplied by the page layer; without it `sections` is accepted and ignored.
 */
export type SectionRenderer = (req: PreviewRequest, sectionIds: string[], pageUrl: string) => Promise<Record<string, string | null>>;

export interface CartRouteOptions {
  renderSections?: SectionRenderer;
}

// Optional locale prefix, as Shopify accepts `/fr/cart/add.js`.
const LOCALE = '(?:/[a-z]{2}(?:-[A-Za-z]{2})?)?';
const route = (name: string) => new RegExp(`^${LOCALE}/cart${name}(?:\\.js|\\.json)?$`);
const MAX_SECTIONS = 5;

type Params = Record<string, unknown>;
/** What an operation produced: JSON for Ajax clients, or where a plain form goes next. */
interface Outcome { json: unknown; redirectTo: string }

/** Query then body, body winning, as Rails merges params. */
function paramsOf(req: PreviewRequest): Params {
  return { ...req.query, ...req.body };
}

/** A same-origin path to go back to, or undefined for anything that could leave the shop. */
export function safeReturnTo(raw: unknown): string | undefined {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return undefined;
  if (/[\u0000-\u001f\u007f]/.test(raw)) return undefined;
  try {
    const url = new URL(raw, 'http://shop.invalid');
    if (url.origin !== 'http://shop.invalid') return undefined;
    return url.pathname + url.search + url.hash;
  } catch {
    return undefined;
  }
}

/** `sections` as ids: CSV string (FormData) or array; undefined when not asked. */
function requestedSections(raw: unknown): string[] | undefined {
  if (raw === undefined || raw === null || raw === '') return undefined;
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : undefined;
  if (!list || list.some((id) => typeof id !== 'string')) return undefined;
  return (list as string[]).map((id) => id.trim()).filter(Boolean).slice(0, MAX_SECTIONS);
}

/** Section context page: `sections_url`, else the Referer's path, else the home page. */
function sectionsPage(req: PreviewRequest, params: Params): string | CartError {
  const explicit = params.sections_url;
  if (explicit !== undefined && explicit !== '') {
    return safeReturnTo(explicit) ?? new CartError(400, { status: 'bad_request', message: 'sections_url must be a path starting with /', description: 'sections_url must be a path starting with /' });
  }
  const referer = req.headers.referer;
  if (typeof referer === 'string') {
    try {
      const url = new URL(referer);
      if (url.host === req.url.host) return url.pathname + url.search;
    } catch {
      // an unparsable Referer is no context
    }
  }
  return '/';
}

/** The cart token from the cookie, or a new one (which is then set as the cookie). */
function cartSession(shop: Shop, req: PreviewRequest): { token: string; isNew: boolean } {
  const cookie = req.cookies[CART_COOKIE];
  if (isValidCartToken(cookie)) return { token: cookie, isNew: false };
  return { token: shop.carts.newToken(), isNew: true };
}

function errorResponse(req: PreviewRequest, err: CartError): PreviewResponse {
  if (req.wantsJson) return jsonResponse(err.status, err.body);
  return htmlErrorPage(err.status, 'Cart error', err.body.description, '/cart');
}

/** Runs a cart operation with the session cookie; cart errors become Shopify's error answers. */
async function cartWrite(shop: Shop, req: PreviewRequest, opts: CartRouteOptions, run: (token: string, params: Params) => Outcome): Promise<PreviewResponse> {
  const session = cartSession(shop, req);
  const params = paramsOf(req);
  let res: PreviewResponse;
  try {
    const outcome = run(session.token, params);
    res = req.wantsJson ? await jsonWithSections(req, params, opts, outcome.json) : redirect(outcome.redirectTo);
  } catch (err) {
    if (!(err instanceof CartError)) throw err;
    res = errorResponse(req, err);
  }
  // Set even after a 422: a partial add created the cart.
  return session.isNew ? appendSetCookie(res, cartCookie(session.token)) : res;
}

async function jsonWithSections(req: PreviewRequest, params: Params, opts: CartRouteOptions, json: unknown): Promise<PreviewResponse> {
  const ids = requestedSections(params.sections);
  if (!ids || !opts.renderSections || typeof json !== 'object' || json === null) return jsonResponse(200, json);
  const page = sectionsPage(req, params);
  if (page instanceof CartError) throw page; // the mutation stands; the answer is 400, as on Shopify
  return jsonResponse(200, { ...json, sections: await opts.renderSections(req, ids, page) });
}

/** `items` as a list: JSON arrays, `items[][id]` arrays, or `items[0][id]` objects in index order. */
function itemList(raw: unknown): unknown[] {
  if (Array.isArray(raw)) return raw;
  if (typeof raw === 'object' && raw !== null) {
    return Object.entries(raw)
      .sort(([a], [b]) => Number(a) - Number(b) || a.localeCompare(b))
      .map(([, v]) => v);
  }
  throw new CartError(400, { status: 'bad_request', message: 'items must be a list', description: 'items must be a list' });
}

/** The cart form's submit: `checkout` goes to /checkout, anything else back to /cart. */
const cartFormTarget = (p: Params) => (p.checkout !== undefined ? '/checkout' : (safeReturnTo(p.return_to) ?? '/cart'));

export function cartRoutes(shop: Shop, opts: CartRouteOptions = {}): Route[] {
  const add = (req: PreviewRequest) =>
    cartWrite(shop, req, opts, (token, p) => {
      const multi = p.items !== undefined;
      const raw = multi ? itemList(p.items) : [{ id: p.id, quantity: p.quantity, properties: p.properties, selling_plan: p.selling_plan }];
      const result = shop.carts.add(token, raw);
      // The single-item form answers the line itself (Dawn reads response.key / response.id).
      return { json: multi ? result : (result.items[0] ?? {}), redirectTo: safeReturnTo(p.return_to) ?? '/cart' };
    });
  const update = (req: PreviewRequest) =>
    cartWrite(shop, req, opts, (token, p) => ({
      json: shop.carts.update(token, { updates: p.updates, note: p.note, attributes: p.attributes }),
      redirectTo: cartFormTarget(p),
    }));
  const change = (req: PreviewRequest) =>
    cartWrite(shop, req, opts, (token, p) => ({
      json: shop.carts.change(token, { id: p.id, line: p.line, quantity: p.quantity, properties: p.properties, selling_plan: p.selling_plan }),
      redirectTo: safeReturnTo(p.return_to) ?? '/cart',
    }));
  const clear = (req: PreviewRequest) => cartWrite(shop, req, opts, (token) => ({ json: shop.carts.clear(token), redirectTo: '/cart' }));
  const get = (req: PreviewRequest) => {
    const cookie = req.cookies[CART_COOKIE];
    return jsonResponse(200, shop.carts.get(isValidCartToken(cookie) ? cookie : undefined));
  };

  return [
    { method: 'GET', pattern: new RegExp(`^${LOCALE}/cart\\.(?:js|json)$`), handler: get },
    { method: ['POST', 'GET'], pattern: route('/add'), handler: add },
    { method: 'POST', pattern: route('/update'), handler: update },
    { method: ['POST', 'GET'], pattern: route('/change'), handler: change },
    { method: ['POST', 'GET'], pattern: route('/clear'), handler: clear },
    { method: 'POST', pattern: new RegExp(`^${LOCALE}/cart/?$`), handler: update },
  ];
}
