// Legacy customer accounts: login, register, recover, logout, the account and addresses pages,
// orders. Failed form posts re-render the page with `form.errors`, as Shopify does; successful
// ones redirect.
import { customerSessionCookie, customerSessionOf, expiredCookie, CUSTOMER_SESSION_COOKIE } from '../http/session';
import { appendSetCookie, redirect, type PreviewRequest, type PreviewResponse, type Route } from '../http/types';
import type { CustomerAccount } from '../shop/customers';
import { safeReturnTo } from './cart';
import { currentCustomer, renderPage, type FormState, type StorefrontApp } from './page-context';

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
  return redirect(`/account/login?return_url=${encodeURIComponent(req.url.pathname)}`);
}

function withCustomer(
  app: StorefrontApp,
  handler: (req: PreviewRequest, customer: CustomerAccount, match: RegExpExecArray) => Promise<PreviewResponse> | PreviewResponse,
) {
  return (req: PreviewRequest, match: RegExpExecArray) => {
    const customer = currentCustomer(app, req);
    return customer ? handler(req, customer, match) : needsLogin(req);
  };
}

function loginPage(app: StorefrontApp, req: PreviewRequest, forms: Record<string, FormState> = {}) {
  return renderPage(app, req, { template: 'customers/login', pageTitle: 'Login', forms });
}

function addressesPage(app: StorefrontApp, req: PreviewRequest, customer: CustomerAccount, forms: Record<string, FormState> = {}) {
  return renderPage(app, req, { template: 'customers/addresses', pageTitle: 'Addresses', customer, forms });
}

export function accountRoutes(app: StorefrontApp): Route[] {
  const { customers } = app.shop;
  return [
    {
      method: 'GET',
      pattern: /^\/account\/?$/,
      handler: withCustomer(app, (req, customer) => renderPage(app, req, { template: 'customers/account', pageTitle: 'Account', customer })),
    },
    {
      method: 'GET',
      pattern: /^\/account\/addresses\/?$/,
      handler: withCustomer(app, (req, customer) => addressesPage(app, req, customer)),
    },
    {
      method: 'GET',
      pattern: /^\/account\/orders\/([^/]+)$/,
      handler: withCustomer(app, (req, customer, m) => {
        const order = customer.orders.find((o) => String(o.id) === m[1] || o.name.replace('#', '') === m[1]);
        if (!order) return renderPage(app, req, { template: '404', pageType: '404', status: 404 });
        return renderPage(app, req, {
          template: 'customers/order',
          pageTitle: `Order ${order.name}`,
          customer,
          objects: { order: app.objects.order(order) },
        });
      }),
    },
    {
      method: 'GET',
      pattern: /^\/account\/login\/?$/,
      handler: (req) => (currentCustomer(app, req) ? redirect('/account') : loginPage(app, req)),
    },
    {
      method: 'POST',
      pattern: /^\/account\/login\/?$/,
      handler: (req) => {
        const posted = bag(req.body.customer);
        const result = customers.login(posted.email, posted.password);
        if (!result.ok) return loginPage(app, req, { customer_login: { errors: result.errors, values: echo(posted) } });
        const target = safeReturnTo(req.body.return_to) ?? safeReturnTo(req.query.return_url) ?? '/account';
        return appendSetCookie(redirect(target), customerSessionCookie(result.value.sessionToken));
      },
    },
    {
      method: 'POST',
      pattern: /^\/account\/recover\/?$/,
      handler: (req) => {
        customers.recover(req.body.email);
        return loginPage(app, req, { recover_customer_password: { posted_successfully: true } });
      },
    },
    {
      method: 'GET',
      pattern: /^\/account\/register\/?$/,
      handler: (req) => renderPage(app, req, { template: 'customers/register', pageTitle: 'Create Account' }),
    },
    {
      method: 'POST',
      pattern: /^\/account\/?$/,
      handler: (req) => {
        const posted = bag(req.body.customer);
        const result = customers.register(posted);
        if (!result.ok) {
          return renderPage(app, req, {
            template: 'customers/register',
            pageTitle: 'Create Account',
            forms: { create_customer: { errors: result.errors, values: echo(posted) } },
          });
        }
        return appendSetCookie(redirect('/account'), customerSessionCookie(result.value.sessionToken));
      },
    },
    {
      method: 'GET',
      pattern: /^\/account\/logout\/?$/,
      handler: (req) => {
        customers.logout(customerSessionOf(req));
        return appendSetCookie(redirect('/'), expiredCookie(CUSTOMER_SESSION_COOKIE));
      },
    },
    {
      method: 'POST',
      pattern: /^\/account\/addresses\/?$/,
      handler: withCustomer(app, (req, customer) => {
        const posted = bag(req.body.address);
        const result = customers.createAddress(customer.id, posted);
        if (!result.ok) return addressesPage(app, req, customer, { customer_address: { errors: result.errors, values: posted } });
        return redirect('/account/addresses');
      }),
    },
    {
      method: 'POST',
      pattern: /^\/account\/addresses\/(\d{1,15})\/?$/,
      handler: withCustomer(app, (req, customer, m) => {
        const id = Number(m[1]);
        if (!customers.address(customer.id, id)) return renderPage(app, req, { template: '404', pageType: '404', status: 404 });
        if (String(req.body._method ?? '').toLowerCase() === 'delete') {
          customers.deleteAddress(customer.id, id);
          return redirect('/account/addresses');
        }
        const posted = bag(req.body.address);
        const result = customers.updateAddress(customer.id, id, posted);
        if (!result.ok) return addressesPage(app, req, customer, { customer_address: { errors: result.errors, values: { ...posted, id } } });
        return redirect('/account/addresses');
      }),
    },
    {
      method: 'GET',
      pattern: /^\/account\/reset\/[^/]+\/[^/]+$/,
      handler: (req) => renderPage(app, req, { template: 'customers/reset_password', pageTitle: 'Reset Password' }),
    },
    {
      method: 'GET',
      pattern: /^\/account\/activate\/[^/]+\/[^/]+$/,
      handler: (req) => renderPage(app, req, { template: 'customers/activate_account', pageTitle: 'Activate Account' }),
    },
  ];
}
