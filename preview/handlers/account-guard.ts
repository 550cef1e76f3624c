// What every account route shares: the login guard (a guest goes to the login page with a
// return_url back), Shopify's form markers (`form_type` + `utf8`, which every legacy customer form
// carries), the posted values a failed form shows again, and the session cookie a login rotates.
import { customerSessionCookie, customerSessionOf } from '../http/session';
import { safeReturnTo } from '../http/safe-path';
import { appendSetCookie, redirect, type PreviewRequest, type PreviewResponse } from '../http/types';
import type { CustomerAccount } from '../shop/customers';
import { bagOf, type Bag } from '../shop/form-input';
import { routesFor } from '../shop/locales';
import { currentCustomer, type StorefrontApp } from './page-context';

export { bagOf, type Bag };

/** Shown when a post lacks Shopify's form fields (a hand-made or stale form): nothing was changed. */
export const FORM_MARKERS_MISSING = 'This form could not be sent. Reload the page and try again.';

/** The page a guest asked for, as a path to come back to: without Section Rendering parameters, which ask for a fragment. */
function pageAsked(req: PreviewRequest): string {
  const query = new URLSearchParams(req.url.search);
  query.delete('section_id');
  query.delete('sections');
  const search = query.toString();
  return req.url.pathname + (search ? `?${search}` : '');
}

/** Sends a guest to the login page, with `returnTo` (a same-shop path) as the page to come back to. */
export function needsLogin(req: PreviewRequest, returnTo = pageAsked(req)): PreviewResponse {
  const back = safeReturnTo(returnTo) ?? routesFor(req.locale).account_url;
  return redirect(`${routesFor(req.locale).account_login_url}?return_url=${encodeURIComponent(back)}`);
}

type Handler<T> = (req: PreviewRequest, customer: CustomerAccount, match: RegExpExecArray) => T;

/**
 * Pages and posts for a signed-in customer only; a guest is sent to the login page. A post comes
 * back to `postReturnTo` (its own URL is no page).
 */
export function withCustomer<T>(
  app: StorefrontApp,
  handler: Handler<T>,
  postReturnTo?: (req: PreviewRequest) => string,
): (req: PreviewRequest, match: RegExpExecArray) => T | PreviewResponse {
  return (req, match) => {
    const customer = currentCustomer(app, req);
    if (customer) return handler(req, customer, match);
    return needsLogin(req, req.method === 'GET' || !postReturnTo ? undefined : postReturnTo(req));
  };
}

/** Whether a post carries the markers Shopify's `{% form %}` prints: `form_type` (this type) and `utf8`. */
export function hasFormMarkers(req: PreviewRequest, formType: string): boolean {
  return req.body.form_type === formType && typeof req.body.utf8 === 'string' && req.body.utf8 !== '';
}

/** Posted values to show again in the form (never a password). */
export function echo(values: Bag): Bag {
  const { password: _password, password_confirmation: _confirmation, ...rest } = values;
  return rest;
}

/** The same-shop page a login or sign-up goes on to: the posted `return_url`, else `return_to`, else the account. */
export function returnTarget(req: PreviewRequest): string {
  return safeReturnTo(req.body.return_url) ?? safeReturnTo(req.body.return_to) ?? safeReturnTo(req.query.return_url) ?? routesFor(req.locale).account_url;
}

/** Redirects with a new session cookie (the old session was ended by the customers service). */
export function signedInRedirect(location: string, sessionToken: string): PreviewResponse {
  return appendSetCookie(redirect(location), customerSessionCookie(sessionToken));
}

export { customerSessionOf };
