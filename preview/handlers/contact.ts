// POST /contact, Shopify's target for two forms. The `customer` form is the newsletter sign-up that
// works without JavaScript: a good address is stored once (tags kept). The `contact` form is a
// message to the shop (contact[email] required, contact[name], contact[phone], contact[body] and
// any other contact[...] field), kept in SQLite. Either way a good post sends the shopper back
// where they came from with `?customer_posted=true` / `?contact_posted=true`, as Shopify does (the
// form's action ends in `#<form id>`, and the browser keeps that fragment through the redirect);
// a refused one re-renders the page the form was on with `form.errors` and the posted values.
import { htmlErrorPage, redirect, type PreviewRequest, type PreviewResponse, type Route } from '../http/types';
import { saveSignup } from '../services/klaviyo';
import { safeReturnTo } from '../http/safe-path';
import { parseContactForm, saveContactMessage } from '../shop/contact-messages';
import { bagOf as bag, isEmailAddress, type Bag, type FieldErrors } from '../shop/form-input';
import { splitLocalePrefix } from '../shop/locales';
import { renderPage, type FormState, type StorefrontApp } from './page-context';

export const CUSTOMER_FORM_SOURCE = 'shopify-customer-form';

function text(raw: unknown): string {
  return typeof raw === 'string' ? raw.trim() : '';
}

/** Where the form was: `return_to`, else the Referer's path on this shop, else the home page. */
function backTo(req: PreviewRequest, body: Bag): URL {
  const base = 'http://shop.invalid';
  const explicit = safeReturnTo(body.return_to);
  if (explicit) return new URL(explicit, base);
  const referer = req.headers.referer;
  if (typeof referer === 'string') {
    try {
      const url = new URL(referer);
      if (url.host === req.url.host) return new URL(url.pathname + url.search, base);
    } catch {
      // an unparsable Referer is no place to go back to
    }
  }
  return new URL('/', base);
}

/** The handle of the shop page the form was sent from (the Referer's `/pages/<handle>`), else the contact page's. */
function formPageHandle(app: StorefrontApp, req: PreviewRequest, body: Bag): string {
  const { path } = splitLocalePrefix(backTo(req, body).pathname, app.shop.data.shop);
  const segment = /^\/pages\/([^/]+)\/?$/.exec(path)?.[1];
  let handle: string | undefined;
  try {
    handle = segment === undefined ? undefined : decodeURIComponent(segment);
  } catch {
    // a malformed escape names no page
  }
  return handle !== undefined && app.shop.catalog.page(handle) ? handle : 'contact';
}

/**
 * The page the form was on, again, with this form's errors and posted values (home when the shop
 * has no such page). This answer's URL is /contact, so the form carries the page it came from on
 * to its next post (`return_to`), which then goes back there.
 */
function formPage(app: StorefrontApp, req: PreviewRequest, body: Bag, type: 'customer' | 'contact', state: FormState): Promise<PreviewResponse> {
  const back = backTo(req, body);
  const forms = { [type]: { ...state, hidden: { return_to: back.pathname + back.search } } };
  const page = app.shop.catalog.page(formPageHandle(app, req, body));
  if (!page) return renderPage(app, req, { template: 'index', pageType: 'index', forms });
  return renderPage(app, req, {
    template: 'page',
    suffix: page.template_suffix ?? undefined,
    objects: { page: app.objects.page(page) },
    pageTitle: page.title,
    forms,
  });
}

/** Back where the form was, marked as posted by `flag` (`customer_posted` or `contact_posted`). */
function postedRedirect(req: PreviewRequest, body: Bag, flag: 'customer_posted' | 'contact_posted'): PreviewResponse {
  const back = backTo(req, body);
  back.searchParams.delete('customer_posted');
  back.searchParams.delete('contact_posted');
  back.searchParams.set(flag, 'true');
  return redirect(back.pathname + back.search);
}

function postCustomerForm(app: StorefrontApp, req: PreviewRequest, body: Bag): Promise<PreviewResponse> | PreviewResponse {
  const contact = bag(body.contact);
  const email = text(contact.email);
  const refused = (errors: FieldErrors) => formPage(app, req, body, 'customer', { errors, values: { email } });
  if (email === '') return refused({ email: ["Email can't be blank."] });
  if (!isEmailAddress(email)) return refused({ email: ['Email is invalid.'] });
  const tags = text(contact.tags)
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean)
    .slice(0, 20);
  saveSignup(app.shop.db, { email, list_id: null, source: CUSTOMER_FORM_SOURCE, payload: { tags, accepts_marketing: true } });
  return postedRedirect(req, body, 'customer_posted');
}

/** Only text comes back into the form: a bracketed `contact[x][]` would post a list. */
function postedText(contact: Bag): Record<string, string> {
  return Object.fromEntries(Object.entries(contact).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

function postContactForm(app: StorefrontApp, req: PreviewRequest, body: Bag): Promise<PreviewResponse> | PreviewResponse {
  const contact = bag(body.contact);
  const result = parseContactForm(contact);
  if (!result.ok) return formPage(app, req, body, 'contact', { errors: result.errors, values: postedText(contact) });
  saveContactMessage(app.shop.db, result.value, backTo(req, body).pathname);
  return postedRedirect(req, body, 'contact_posted');
}

export function contactRoutes(app: StorefrontApp): Route[] {
  return [
    {
      method: 'POST',
      pattern: /^\/contact\/?$/,
      handler: (req) => {
        const body = bag(req.body);
        if (body.form_type === 'customer') return postCustomerForm(app, req, body);
        if (body.form_type === 'contact') return postContactForm(app, req, body);
        return htmlErrorPage(400, 'Bad request', 'This form cannot be sent here.', '/');
      },
    },
  ];
}
