// The Ajax Cart API and the no-JavaScript cart forms over HTTP (shopify-emulation.md §2.1–2.8).
// JSON clients get Shopify's JSON; plain form posts and links get redirects, as on Shopify.
// A published language's prefix (`/fr/cart/add.js`) is taken off by the server before routing.
import type { Cart, CartAddResponse, CartLineItem } from '../../src/contracts/cart';
import { safeReturnTo } from '../http/safe-path';
import { CART_COOKIE, cartCookie } from '../http/session';
import { appendSetCookie, htmlErrorPage, jsonResponse, redirect, type PreviewRequest, type PreviewResponse, type Route } from '../http/types';
import { CartError } from '../shop/cart';
import { isValidCartToken } from '../shop/cart-store';
import type { Shop } from '../shop/index';
import { routesFor } from '../shop/locales';
import { bundledSectionsOf, type SectionRenderer } from './section-rendering';

export { CART_COOKIE };

export interface CartRouteOptions {
  /** bundled section rendering (§2.8); without it `sections` is accepted and ignored */
  renderSections?: SectionRenderer;
}

const route = (name: string) => new RegExp(`^/cart${name}(?:\\.js|\\.json)?$`);

type Params = Record<string, unknown>;
/** What an operation produced: JSON for Ajax clients, or where a plain form goes next. */
interface Outcome {
  json: Cart | CartLineItem | CartAddResponse;
  redirectTo: string;
}

/** Query then body, body winning, as Rails merges params. */
function paramsOf(req: PreviewRequest): Params {
  return { ...req.query, ...req.body };
}

/** The cart token from the cookie, or a new one (which is then set as the cookie). */
function cartSession(shop: Shop, req: PreviewRequest): { token: string; isNew: boolean } {
  const cookie = req.cookies[CART_COOKIE];
  if (isValidCartToken(cookie)) return { token: cookie, isNew: false };
  return { token: shop.carts.newToken(), isNew: true };
}

function errorResponse(req: PreviewRequest, err: CartError): PreviewResponse {
  if (req.wantsJson) return jsonResponse(err.status, err.body);
  return htmlErrorPage(err.status, 'Cart error', err.body.description, routesFor(req.locale).cart_url);
}

/** Runs a cart operation with the session cookie; cart errors become Shopify's error answers. */
async function cartWrite(shop: Shop, req: PreviewRequest, opts: CartRouteOptions, run: (token: string, params: Params) => Outcome): Promise<PreviewResponse> {
  const session = cartSession(shop, req);
  const params = paramsOf(req);
  let res: PreviewResponse;
  try {
    const outcome = run(session.token, params);
    // Sections render for the cart just written, also when this request created it.
    const asShopper = session.isNew ? { ...req, cookies: { ...req.cookies, [CART_COOKIE]: session.token } } : req;
    res = req.wantsJson ? await jsonWithSections(asShopper, params, opts, outcome.json) : redirect(outcome.redirectTo);
  } catch (err) {
    if (!(err instanceof CartError)) throw err;
    res = errorResponse(req, err);
  }
  // Set even after a 422: a partial add created the cart.
  return session.isNew ? appendSetCookie(res, cartCookie(session.token)) : res;
}

async function jsonWithSections(req: PreviewRequest, params: Params, opts: CartRouteOptions, json: Outcome['json']): Promise<PreviewResponse> {
  const asked = bundledSectionsOf(req, params);
  if (!asked || !opts.renderSections) return jsonResponse(200, json);
  // The mutation stands; the answer is 400, as on Shopify.
  if (!asked.ok) throw new CartError(400, { status: 'bad_request', message: asked.message, description: asked.message });
  const { ids, pageUrl } = asked.value;
  return jsonResponse(200, { ...json, sections: await opts.renderSections(req, ids, pageUrl) });
}

/** `items` as a list: JSON arrays, `items[][id]` arrays, or `items[0][id]` objects in index order. */
function itemList(raw: unknown): unknown[] {
  if (Array.isArray(raw)) return raw;
  if (typeof raw === 'object' && raw !== null) {
    return Object.entries(raw as Record<string, unknown>)
      .sort(([a], [b]) => Number(a) - Number(b) || a.localeCompare(b))
      .map(([, v]) => v);
  }
  throw new CartError(400, { status: 'bad_request', message: 'items must be a list', description: 'items must be a list' });
}

/** The cart form's submit: `checkout` goes to /checkout, anything else back to /cart. */
const cartFormTarget = (req: PreviewRequest, p: Params) => (p.checkout !== undefined ? '/checkout' : backTo(req, p));
/** Where a plain form post goes next: its `return_to`, else the cart page. */
const backTo = (req: PreviewRequest, p: Params) => safeReturnTo(p.return_to) ?? routesFor(req.locale).cart_url;

export function cartRoutes(shop: Shop, opts: CartRouteOptions = {}): Route[] {
  const add = (req: PreviewRequest) =>
    cartWrite(shop, req, opts, (token, p) => {
      const multi = p.items !== undefined;
      const raw = multi ? itemList(p.items) : [{ id: p.id, quantity: p.quantity, properties: p.properties, selling_plan: p.selling_plan }];
      const result = shop.carts.add(token, raw);
      if (multi) return { json: result, redirectTo: backTo(req, p) };
      // The single-item form answers the line itself (Dawn reads response.key / response.id).
      const line = result.items[0];
      if (!line) throw new Error('adding one item changed no line and raised no cart error');
      return { json: line, redirectTo: backTo(req, p) };
    });
  const update = (req: PreviewRequest) =>
    cartWrite(shop, req, opts, (token, p) => ({
      json: shop.carts.update(token, { updates: p.updates, note: p.note, attributes: p.attributes }),
      redirectTo: cartFormTarget(req, p),
    }));
  const change = (req: PreviewRequest) =>
    cartWrite(shop, req, opts, (token, p) => ({
      json: shop.carts.change(token, { id: p.id, line: p.line, quantity: p.quantity, properties: p.properties, selling_plan: p.selling_plan }),
      redirectTo: backTo(req, p),
    }));
  const clear = (req: PreviewRequest) => cartWrite(shop, req, opts, (token) => ({ json: shop.carts.clear(token), redirectTo: routesFor(req.locale).cart_url }));
  const get = (req: PreviewRequest) => {
    const cookie = req.cookies[CART_COOKIE];
    return jsonResponse(200, shop.carts.get(isValidCartToken(cookie) ? cookie : undefined));
  };

  return [
    { method: 'GET', pattern: /^\/cart\.(?:js|json)$/, handler: get },
    { method: ['POST', 'GET'], pattern: route('/add'), handler: add },
    { method: 'POST', pattern: route('/update'), handler: update },
    { method: ['POST', 'GET'], pattern: route('/change'), handler: change },
    { method: ['POST', 'GET'], pattern: route('/clear'), handler: clear },
    { method: 'POST', pattern: /^\/cart\/?$/, handler: update },
  ];
}
