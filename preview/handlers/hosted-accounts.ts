// The stand-in for Shopify's hosted customer accounts, for themes on new customer accounts:
// /customer_authentication/redirect → sign-in (as a sample customer, no emailed code) → orders,
// an order, profile with addresses, log out. The storefront's classic account URLs (/account,
// /account/login, /account/addresses …) redirect there, as Shopify's do; a theme with its own
// customers templates keeps the classic pages (account.ts).
import { safeReturnTo } from '../http/safe-path';
import { CUSTOMER_SESSION_COOKIE, customerSessionOf, expiredCookie } from '../http/session';
import { appendSetCookie, htmlResponse, redirect, type PreviewRequest, type PreviewResponse, type Route } from '../http/types';
import type { CustomerAccount } from '../shop/customers';
import { routesFor } from '../shop/locales';
import { signedInRedirect } from './account-guard';
import { accountRoutes } from './account';
import { orderNotFoundPage, orderPage, ordersPage, profilePage, signInPage, type AccountPageFrame } from './hosted-account-pages';
import { CUSTOMER_AUTH_REDIRECT_PATH, HOSTED_ACCOUNTS_PATH, hostedAccountUrl, usesNewCustomerAccounts } from './new-account-routes';
import { shopifyAccountScriptRoutes } from './shopify-account-element';
import { currentCustomer, type StorefrontApp } from './page-context';
import type { PageRoute } from './pages';

const escaped = HOSTED_ACCOUNTS_PATH.replace(/\//g, '\\/');
const at = (tail: string) => new RegExp(`^${escaped}${tail}$`);
const noStore = { 'cache-control': 'no-store' };

function frameOf(app: StorefrontApp, req: PreviewRequest): AccountPageFrame {
  const shop = app.shop.catalog.data.shop;
  const url = (sub: string) => hostedAccountUrl(req.locale, sub);
  return {
    iso: req.locale.iso_code,
    shopName: shop.name,
    currency: shop.currency,
    storeRoot: routesFor(req.locale).root_url,
    urls: { orders: url('/orders'), profile: url('/profile'), logout: url('/logout'), order: (o) => url(`/orders/${o.id}`) },
  };
}

/** The sign-in page's URL, coming back to `returnTo` (a same-shop path) once signed in. */
function signInUrl(req: PreviewRequest, returnTo: string | undefined): string {
  const back = safeReturnTo(returnTo) ?? hostedAccountUrl(req.locale, '/orders');
  return `${hostedAccountUrl(req.locale, '/login')}?${new URLSearchParams({ return_to: back }).toString()}`;
}

/** Where a classic account URL leads on new customer accounts; undefined for log out, which works as it is. */
function classicUrlTarget(req: PreviewRequest): string | undefined {
  const path = req.path.replace(/\/+$/, '');
  if (path === '/account/logout') return undefined;
  if (path === '/account') return hostedAccountUrl(req.locale, '/orders');
  const order = /^\/account\/orders\/([^/]+)$/.exec(path);
  if (order) return hostedAccountUrl(req.locale, `/orders/${encodeURIComponent(order[1]!)}`);
  if (path.startsWith('/account/addresses')) return hostedAccountUrl(req.locale, '/profile#addresses');
  return signInUrl(req, typeof req.query.return_url === 'string' ? req.query.return_url : undefined);
}

/** The classic account routes, each leading to the hosted accounts while the theme is on new customer accounts. */
function classicRoutesOrRedirects(app: StorefrontApp): Route[] {
  return accountRoutes(app).map((route): Route => {
    if (!route.pattern.source.startsWith('^\\/account')) return route;
    const target = (req: PreviewRequest) => (usesNewCustomerAccounts(app.renderer) ? classicUrlTarget(req) : undefined);
    const wrapped: Route = {
      ...route,
      handler: (req, m) => {
        const to = target(req);
        return to ? redirect(to) : route.handler(req, m);
      },
    };
    const page = (route as Partial<PageRoute>).page;
    if (page)
      (wrapped as PageRoute).page = (req, m) => {
        const to = target(req);
        return to ? redirect(to) : page(req, m);
      };
    return wrapped;
  });
}

export function customerAccountRoutes(app: StorefrontApp): Route[] {
  const page = (html: string, status = 200) => htmlResponse(status, html, noStore);
  const signedIn =
    (render: (req: PreviewRequest, customer: CustomerAccount, m: RegExpExecArray) => PreviewResponse) => (req: PreviewRequest, m: RegExpExecArray) => {
      const customer = currentCustomer(app, req);
      return customer ? render(req, customer, m) : redirect(signInUrl(req, req.url.pathname));
    };
  const samples = () => app.shop.customers.sampleCustomers();
  const signInForm = (req: PreviewRequest, returnTo: string, extra: { email?: string; error?: boolean } = {}) =>
    signInPage(frameOf(app, req), { action: hostedAccountUrl(req.locale, '/login'), returnTo, samples: samples(), ...extra });
  const returnOf = (value: unknown, req: PreviewRequest) => safeReturnTo(value) ?? hostedAccountUrl(req.locale, '/orders');

  return [
    {
      method: 'GET',
      pattern: new RegExp(`^${CUSTOMER_AUTH_REDIRECT_PATH.replace(/\//g, '\\/')}$`),
      handler: (req) => redirect(signInUrl(req, typeof req.query.return_url === 'string' ? req.query.return_url : undefined)),
    },
    {
      method: 'GET',
      pattern: at('\\/login'),
      handler: (req) => {
        const back = returnOf(req.query.return_to, req);
        return currentCustomer(app, req) ? redirect(back) : page(signInForm(req, back));
      },
    },
    {
      method: 'POST',
      pattern: at('\\/login'),
      handler: (req) => {
        const back = returnOf(req.body.return_to, req);
        const signed = app.shop.customers.signInByEmail(req.body.email, customerSessionOf(req));
        if (signed) return signedInRedirect(back, signed.sessionToken);
        return page(signInForm(req, back, { email: typeof req.body.email === 'string' ? req.body.email : '', error: true }), 422);
      },
    },
    { method: 'GET', pattern: at('\\/?'), handler: (req) => redirect(hostedAccountUrl(req.locale, '/orders')) },
    { method: 'GET', pattern: at('\\/orders'), handler: signedIn((req, customer) => page(ordersPage(frameOf(app, req), customer))) },
    {
      method: 'GET',
      pattern: at('\\/orders\\/([^/]+)'),
      handler: signedIn((req, customer, m) => {
        // Another customer's order, or none: the same 404, so an id tells nothing.
        const order = customer.orders.find((o) => String(o.id) === m[1] || o.name.replace('#', '') === m[1]);
        return order ? page(orderPage(frameOf(app, req), order, customer.default_address)) : page(orderNotFoundPage(frameOf(app, req)), 404);
      }),
    },
    { method: 'GET', pattern: at('\\/profile'), handler: signedIn((req, customer) => page(profilePage(frameOf(app, req), customer))) },
    {
      method: 'GET',
      pattern: at('\\/logout'),
      handler: (req) => {
        app.shop.customers.logout(customerSessionOf(req));
        return appendSetCookie(redirect(routesFor(req.locale).root_url), expiredCookie(CUSTOMER_SESSION_COOKIE));
      },
    },
    ...shopifyAccountScriptRoutes(),
    ...classicRoutesOrRedirects(app),
  ];
}
