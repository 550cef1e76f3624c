// Legacy customer accounts: login, register, recover, logout, the account and addresses pages,
// orders. Failed form posts re-render the page with `form.errors`, as Shopify does; successful
// ones redirect.
import { customerSessionCookie, customerSessionOf, expiredCookie, CUSTOMER_SESSION_COOKIE } from '../http/session';
import { safeReturnTo } from '../http/safe-path';
import { appendSetCookie, redirect, type PreviewRequest, type PreviewResponse, type Route } from '../http/types';
import type { CustomerAccount } from '../shop/customers';
import { routesFor } from '../shop/locales';
import { currentCustomer, renderPage, type FormState, type PageSpec, type StorefrontApp } from './page-context';
import { pageRoute, type PageOutcome } from './pages';

type Bag = Record<string, unknown>;

function bag(raw: unknown): Bag {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Bag) : {};
}

/** Posted values to show again in the form (never the password). */
function echo(values: Bag): Bag {
  const { password: _password, password_confirmation: _confirmation, ...rest } = values;
  return rest;
}

function needsLogin(req: PreviewRequest): PreviewResponse {
  return redirect(`${routesFor(req.locale).account_login_url}?return_url=${encodeURIComponent(req.url.pathname)}`);
}

type Handler<T> = (req: PreviewRequest, customer: CustomerAccount, match: RegExpExecArray) => T;

/** Pages and posts for a signed-in customer only; a guest is sent to the login page. */
function withCustomer<T>(app: StorefrontApp, handler: Handler<T>): (req: PreviewRequest, match: RegExpExecArray) => T | PreviewResponse {
  return (req, match) => {
    const customer = currentCustomer(app, req);
    return customer ? handler(req, customer, match) : needsLogin(req);
  };
}

/** A `view` query value naming an alternate template (letters, digits, `-`, `_`), else none. */
function viewOf(req: PreviewRequest): string | undefined {
  const view = req.query.view;
  return typeof view === 'string' && /^[\w-]{1,40}$/.test(view) ? view : undefined;
}

const NOT_FOUND: PageSpec = { template: '404', pageType: '404', status: 404 };

function loginPage(forms: Record<string, FormState> = {}): PageSpec {
  return { template: 'customers/login', pageTitle: 'Login', forms };
}

function addressesPage(customer: CustomerAccount, forms: Record<string, FormState> = {}): PageSpec {
  return { template: 'customers/addresses', pageTitle: 'Addresses', customer, forms };
}

function registerPage(forms: Record<string, FormState> = {}): PageSpec {
  return { template: 'customers/register', pageTitle: 'Create Account', forms };
}

export function accountRoutes(app: StorefrontApp): Route[] {
  const { customers } = app.shop;
  const routes = (req: PreviewRequest) => routesFor(req.locale);
  return [
    // `?view=orders` picks the alternate template customers/account.orders.json, as Shopify's `view` does.
    pageRoute(app, /^\/account\/?$/, withCustomer(app, (req, customer): PageOutcome => ({
      template: 'customers/account', suffix: viewOf(req), pageTitle: 'Account', customer,
    }))),
    pageRoute(app, /^\/account\/addresses\/?$/, withCustomer(app, (_req, customer): PageOutcome => addressesPage(customer))),
    pageRoute(app, /^\/account\/orders\/([^/]+)$/, withCustomer(app, (_req, customer, m): PageOutcome => {
      const order = customer.orders.find((o) => String(o.id) === m[1] || o.name.replace('#', '') === m[1]);
      if (!order) return NOT_FOUND;
      return { template: 'customers/order', pageTitle: `Order ${order.name}`, customer, objects: { order: app.objects.order(order, customer.default_address) } };
    })),
    pageRoute(app, /^\/account\/login\/?$/, (req) => (currentCustomer(app, req) ? redirect(routes(req).account_url) : loginPage())),
    {
      method: 'POST',
      pattern: /^\/account\/login\/?$/,
      handler: (req) => {
        const posted = bag(req.body.customer);
        const result = customers.login(posted.email, posted.password);
        if (!result.ok) return renderPage(app, req, loginPage({ customer_login: { errors: result.errors, values: echo(posted) } }));
        const target = safeReturnTo(req.body.return_to) ?? safeReturnTo(req.query.return_url) ?? routes(req).account_url;
        return appendSetCookie(redirect(target), customerSessionCookie(result.value.sessionToken));
      },
    },
    {
      method: 'POST',
      pattern: /^\/account\/recover\/?$/,
      handler: (req) => {
        customers.recover(req.body.email);
        return renderPage(app, req, loginPage({ recover_customer_password: { posted_successfully: true } }));
      },
    },
    pageRoute(app, /^\/account\/register\/?$/, () => registerPage()),
    {
      method: 'POST',
      pattern: /^\/account\/?$/,
      handler: (req) => {
        const posted = bag(req.body.customer);
        const result = customers.register(posted);
        if (!result.ok) return renderPage(app, req, registerPage({ create_customer: { errors: result.errors, values: echo(posted) } }));
        return appendSetCookie(redirect(routes(req).account_url), customerSessionCookie(result.value.sessionToken));
      },
    },
    {
      method: 'GET',
      pattern: /^\/account\/logout\/?$/,
      handler: (req) => {
        customers.logout(customerSessionOf(req));
        return appendSetCookie(redirect(routes(req).root_url), expiredCookie(CUSTOMER_SESSION_COOKIE));
      },
    },
    {
      method: 'POST',
      pattern: /^\/account\/addresses\/?$/,
      handler: withCustomer(app, (req, customer) => {
        const posted = bag(req.body.address);
        const result = customers.createAddress(customer.id, posted);
        if (!result.ok) return renderPage(app, req, addressesPage(customer, { customer_address: { errors: result.errors, values: posted } }));
        return redirect(routes(req).account_addresses_url);
      }),
    },
    {
      method: 'POST',
      pattern: /^\/account\/addresses\/(\d{1,15})\/?$/,
      handler: withCustomer(app, (req, customer, m) => {
        const id = Number(m[1]);
        if (!customers.address(customer.id, id)) return renderPage(app, req, NOT_FOUND);
        // A plain form cannot send DELETE: the address form posts `_method=delete` instead.
        const override = req.body._method;
        if (typeof override === 'string' && override.toLowerCase() === 'delete') {
          customers.deleteAddress(customer.id, id);
          return redirect(routes(req).account_addresses_url);
        }
        const posted = bag(req.body.address);
        const result = customers.updateAddress(customer.id, id, posted);
        if (!result.ok) return renderPage(app, req, addressesPage(customer, { customer_address: { errors: result.errors, values: { ...posted, id } } }));
        return redirect(routes(req).account_addresses_url);
      }),
    },
    pageRoute(app, /^\/account\/reset\/[^/]+\/[^/]+$/, () => ({ template: 'customers/reset_password', pageTitle: 'Reset Password' })),
    pageRoute(app, /^\/account\/activate\/[^/]+\/[^/]+$/, () => ({ template: 'customers/activate_account', pageTitle: 'Activate Account' })),
  ];
}
