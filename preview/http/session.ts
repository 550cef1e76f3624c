// Cookie helpers for the two sessions a shopper has: the cart and the customer login.
import { SESSION_COOKIE as CUSTOMER_SESSION_COOKIE, SESSION_MAX_AGE_S } from '../shop/customers';
import { serializeCookie } from './cookies';
import type { PreviewRequest } from './types';

export { CUSTOMER_SESSION_COOKIE };
export const CART_COOKIE = 'cart';
const TWO_WEEKS = 14 * 24 * 3600; // Shopify keeps carts two weeks

export function cartCookie(token: string): string {
  return serializeCookie(CART_COOKIE, token, { path: '/', sameSite: 'lax', maxAge: TWO_WEEKS });
}

/** Login cookie: HttpOnly, unlike the cart cookie which the theme's JS may read. */
export function customerSessionCookie(token: string): string {
  return serializeCookie(CUSTOMER_SESSION_COOKIE, token, { path: '/', sameSite: 'lax', httpOnly: true, maxAge: SESSION_MAX_AGE_S });
}

/** Deletes a cookie; the login cookie's deletion keeps its HttpOnly flag. */
export function expiredCookie(name: string): string {
  return serializeCookie(name, '', { path: '/', sameSite: 'lax', maxAge: 0, httpOnly: name === CUSTOMER_SESSION_COOKIE });
}

export function cartTokenOf(req: PreviewRequest): string | undefined {
  return req.cookies[CART_COOKIE];
}

export function customerSessionOf(req: PreviewRequest): string | undefined {
  return req.cookies[CUSTOMER_SESSION_COOKIE];
}
