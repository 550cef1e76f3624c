// Legacy customer accounts: the account pages (a login each), login (throttled), logout, register,
// password recovery, reset and activation links. Failed form posts re-render the page with
// `form.errors` and the posted values, as Shopify does; successes redirect (a login to the
// same-shop return_url only). Address posts are in account-addresses.ts.
import { CUSTOMER_SESSION_COOKIE, expiredCookie } from '../http/session';
import { safeReturnTo } from '../http/safe-path';
import { appendSetCookie, jsonResponse, redirect, type PreviewRequest, type PreviewResponse, type Route } from '../http/types';
import { INCORRECT_LOGIN, INVALID_LINK, type CustomerAccount } from '../shop/customers';
import { routesFor } from '../shop/locales';
import { bagOf, customerSessionOf, echo, FORM_MARKERS_MISSING, hasFormMarkers, returnTarget, signedInRedirect, withCustomer } from './account-guard';
import { accountAddressRoutes } from './account-addresses';
import { currentCustomer, renderPage, type FormState, type PageSpec, type StorefrontApp } from './page-context';
import { pageRoute, type PageOutcome } from './pages';

/** A `view` query value naming an alternate template (letters, digits, `-`, `_`), else none. */
function viewOf(req: PreviewRequest): string | undefined {
  const view = req.query.view;
  return typeof view === 'string' && /^[\w-]{1,40}$/.test(view) ? view : undefined;
}

const NOT_FOUND: PageSpec = { template: '404', pageType: '404', status: 404 };
type LinkKind = 'reset' | 'activate';
const LINK_FORMS = { reset: 'reset_customer_password', activate: 'activate_customer_password' } as const;

function loginPage(forms: Record<string, FormState>, status?: number): PageSpec {
  return { template: 'customers/login', pageTitle: 'Login', forms, status };
}

function registerPage(forms: Record<string, FormState> = {}, status?: number): PageSpec {
  return { template: 'customers/register', pageTitle: 'Create Account', forms, status };
}

function linkPage(kind: LinkKind, state: FormState, status?: number): PageSpec {
  return kind === 'reset'
    ? { template: 'customers/reset_password', pageTitle: 'Reset Password', forms: { [LINK_FORMS.reset]: state }, status }
    : { template: 'customers/activate_account', pageTitle: 'Activate Account', forms: { [LINK_FORMS.activate]: state }, status };
}

/** The login form's state: it carries a same-shop return_url on to the post. */
function loginForm(returnUrl: unknown, state: FormState = {}): FormState {
  const back = safeReturnTo(returnUrl);
  return back ? { ...state, hidden: { return_url: back } } : state;
}

function orderPage(app: StorefrontApp, customer: CustomerAccount, ref: string): PageOutcome {
  // Another customer's order, or none: the same 404, so an id tells nothing.
  const order = customer.orders.find((o) => String(o.id) === ref || o.name.replace('#', '') === ref);
  if (!order) return NOT_FOUND;
  return { template: 'customers/order', pageTitle: `Order ${order.name}`, customer, objects: { order: app.objects.order(order, customer.default_address) } };
}

export function accountRoutes(app: StorefrontApp): Route[] {
  const { customers } = app.shop;
  const routes = (req: PreviewRequest) => routesFor(req.locale);
  const translate = (req: PreviewRequest, key: string) => app.renderer.translate(key, {}, req.locale.iso_code);

  function login(req: PreviewRequest): Promise<PreviewResponse> | PreviewResponse {
    const posted = bagOf(req.body.customer);
    const failed = (errors: FormState['errors'], status?: number) =>
      renderPage(app, req, loginPage({ customer_login: loginForm(req.body.return_url, { errors, values: echo(posted) }) }, status));
    if (!hasFormMarkers(req, 'customer_login')) return failed({ form: [FORM_MARKERS_MISSING] }, 400);
    const result = customers.login(posted.email, posted.password, customerSessionOf(req));
    if (!result.ok) {
      return result.reason === 'throttled' ? failed({ form: [translate(req, 'customer.login.too_many_attempts')] }, 429) : failed({ form: [INCORRECT_LOGIN] });
    }
    return signedInRedirect(returnTarget(req), result.value.sessionToken);
  }

  function register(req: PreviewRequest): Promise<PreviewResponse> | PreviewResponse {
    const posted = bagOf(req.body.customer);
    if (!hasFormMarkers(req, 'create_customer')) {
      return renderPage(app, req, registerPage({ create_customer: { errors: { form: [FORM_MARKERS_MISSING] }, values: echo(posted) } }, 400));
    }
    const result = customers.register(posted, customerSessionOf(req));
    if (!result.ok) return renderPage(app, req, registerPage({ create_customer: { errors: result.errors, values: echo(posted) } }));
    return signedInRedirect(returnTarget(req), result.value.sessionToken);
  }

  function recover(req: PreviewRequest): Promise<PreviewResponse> {
    const values = typeof req.body.email === 'string' ? { email: req.body.email } : {};
    const page = (state: FormState, status?: number) =>
      renderPage(app, req, loginPage({ customer_login: loginForm(req.body.return_url), recover_customer_password: state }, status));
    if (!hasFormMarkers(req, 'recover_customer_password')) return page({ errors: { form: [FORM_MARKERS_MISSING] }, values }, 400);
    const result = customers.recover(req.body.email);
    return result.ok ? page({ posted_successfully: true }) : page({ errors: result.errors, values });
  }

  /** GET of a reset or activation link: its form carries the link's id and token on to the post. */
  function linkView(kind: LinkKind, id: string, token: string): PageSpec {
    return customers.linkIsValid(kind, id, token) ? linkPage(kind, { hidden: { id, token } }) : linkPage(kind, { errors: { form: [INVALID_LINK] } });
  }

  function linkPost(kind: LinkKind, req: PreviewRequest): Promise<PreviewResponse> | PreviewResponse {
    const { id, token } = req.body;
    const hidden = typeof id === 'string' && typeof token === 'string' && customers.linkIsValid(kind, id, token) ? { id, token } : undefined;
    if (!hasFormMarkers(req, LINK_FORMS[kind])) return renderPage(app, req, linkPage(kind, { errors: { form: [FORM_MARKERS_MISSING] }, hidden }, 400));
    // Declining an invitation leaves the account as it is, as Shopify does.
    if (kind === 'activate' && req.body.decline !== undefined) return redirect(routes(req).root_url);
    const result = customers.setPasswordByLink(kind, id, token, req.body.customer, customerSessionOf(req));
    if (!result.ok) return renderPage(app, req, linkPage(kind, { errors: result.errors, hidden }));
    return signedInRedirect(routes(req).account_url, result.value.sessionToken);
  }

  return [
    // `?view=orders` picks the alternate template customers/account.orders.json, as Shopify's `view` does.
    pageRoute(
      app,
      /^\/account\/?$/,
      withCustomer(app, (req, customer): PageOutcome => ({
        template: 'customers/account',
        suffix: viewOf(req),
        pageTitle: 'Account',
        customer,
      })),
    ),
    pageRoute(
      app,
      /^\/account\/orders\/([^/]+)\/?$/,
      withCustomer(app, (_req, customer, m): PageOutcome => orderPage(app, customer, m[1]!)),
    ),
    pageRoute(app, /^\/account\/login\/?$/, (req) => {
      if (currentCustomer(app, req)) return redirect(safeReturnTo(req.query.return_url) ?? routes(req).account_url);
      return loginPage({ customer_login: loginForm(req.query.return_url) });
    }),
    { method: 'POST', pattern: /^\/account\/login\/?$/, handler: login },
    { method: 'POST', pattern: /^\/account\/recover\/?$/, handler: recover },
    pageRoute(app, /^\/account\/register\/?$/, () => registerPage()),
    { method: 'POST', pattern: /^\/account\/?$/, handler: register },
    {
      method: 'GET',
      pattern: /^\/account\/logout\/?$/,
      handler: (req) => {
        customers.logout(customerSessionOf(req));
        return appendSetCookie(redirect(routes(req).root_url), expiredCookie(CUSTOMER_SESSION_COOKIE));
      },
    },
    ...accountAddressRoutes(app),
    pageRoute(app, /^\/account\/reset\/([^/]+)\/([^/]+)$/, (_req, m) => linkView('reset', m[1]!, m[2]!)),
    { method: 'POST', pattern: /^\/account\/reset\/?$/, handler: (req) => linkPost('reset', req) },
    pageRoute(app, /^\/account\/activate\/([^/]+)\/([^/]+)$/, (_req, m) => linkView('activate', m[1]!, m[2]!)),
    { method: 'POST', pattern: /^\/account\/activate\/?$/, handler: (req) => linkPost('activate', req) },
    // The preview's outbox: the reset and invitation links Shopify would have emailed.
    {
      method: 'GET',
      pattern: /^\/__olivine\/customers\/emails\/?$/,
      handler: (req) => jsonResponse(200, { emails: customers.outbox.list(typeof req.query.to === 'string' ? req.query.to : undefined) }),
    },
    pageRoute(
      app,
      /^\/account\/.+$/,
      withCustomer(app, (): PageOutcome => NOT_FOUND),
    ),
  ];
}
