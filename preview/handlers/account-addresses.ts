// The addresses page and Shopify's address endpoints: create (POST /account/addresses), update
// (POST /account/addresses/:id, `_method=put` or none; also how a default is set), delete
// (`_method=delete`, as Shopify.postLink sends it, without form fields). An id that is not the
// customer's answers 404 and changes nothing; a failed save re-renders the page with the posted
// values and per-field errors on that one form.
import { redirect, type PreviewRequest, type PreviewResponse, type Route } from '../http/types';
import type { CustomerAccount } from '../shop/customers';
import { routesFor } from '../shop/locales';
import { bagOf, FORM_MARKERS_MISSING, hasFormMarkers, withCustomer } from './account-guard';
import { renderPage, type FormState, type PageSpec, type StorefrontApp } from './page-context';
import { pageRoute, type PageOutcome } from './pages';

const NOT_FOUND: PageSpec = { template: '404', pageType: '404', status: 404 };

function addressesPage(customer: CustomerAccount, state?: FormState, status?: number): PageSpec {
  return { template: 'customers/addresses', pageTitle: 'Addresses', customer, forms: state ? { customer_address: state } : {}, status };
}

export function accountAddressRoutes(app: StorefrontApp): Route[] {
  const { customers } = app.shop;
  const listUrl = (req: PreviewRequest) => routesFor(req.locale).account_addresses_url;

  function create(req: PreviewRequest, customer: CustomerAccount): Promise<PreviewResponse> | PreviewResponse {
    const posted = bagOf(req.body.address);
    const failed = (errors: FormState['errors'], status?: number) =>
      renderPage(app, req, addressesPage(customer, { errors, values: { ...posted, id: undefined }, target: 'new' }, status));
    if (!hasFormMarkers(req, 'customer_address')) return failed({ form: [FORM_MARKERS_MISSING] }, 400);
    const result = customers.createAddress(customer.id, posted);
    return result.ok ? redirect(listUrl(req)) : failed(result.errors);
  }

  function change(req: PreviewRequest, customer: CustomerAccount, ref: string): Promise<PreviewResponse> | PreviewResponse {
    const id = /^\d{1,15}$/.test(ref) ? Number(ref) : NaN;
    if (!Number.isSafeInteger(id) || !customers.address(customer.id, id)) return renderPage(app, req, NOT_FOUND);
    const method = typeof req.body._method === 'string' ? req.body._method.toLowerCase() : 'put';
    if (method === 'delete') {
      customers.deleteAddress(customer.id, id);
      return redirect(listUrl(req));
    }
    const posted = bagOf(req.body.address);
    const failed = (errors: FormState['errors'], status?: number) =>
      renderPage(app, req, addressesPage(customer, { errors, values: { ...posted, id }, target: String(id) }, status));
    if (method !== 'put' && method !== 'patch') return failed({ form: [`The method "${method.slice(0, 20)}" is not supported here.`] }, 400);
    if (!hasFormMarkers(req, 'customer_address')) return failed({ form: [FORM_MARKERS_MISSING] }, 400);
    const result = customers.updateAddress(customer.id, id, posted);
    return result.ok ? redirect(listUrl(req)) : failed(result.errors);
  }

  return [
    pageRoute(
      app,
      /^\/account\/addresses\/?$/,
      withCustomer(app, (_req, customer): PageOutcome => addressesPage(customer)),
    ),
    { method: 'POST', pattern: /^\/account\/addresses\/?$/, handler: withCustomer(app, create, listUrl) },
    { method: 'POST', pattern: /^\/account\/addresses\/([^/]+)\/?$/, handler: withCustomer(app, (req, customer, m) => change(req, customer, m[1]!), listUrl) },
  ];
}
