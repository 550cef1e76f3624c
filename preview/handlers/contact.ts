// POST /contact for Shopify's `customer` form: the newsletter sign-up that works without
// JavaScript. A good address is stored once (tags kept) and the shopper is sent back where they
// came from with `?customer_posted=true`, as Shopify does; a bad one re-renders the contact page
// with `form.errors` and the posted email.
import { htmlErrorPage, redirect, type PreviewRequest, type PreviewResponse, type Route } from '../http/types';
import { saveSignup } from '../services/klaviyo';
import { safeReturnTo } from '../http/safe-path';
import { renderPage, type StorefrontApp } from './page-context';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const CUSTOMER_FORM_SOURCE = 'shopify-customer-form';

type Bag = Record<string, unknown>;

function bag(raw: unknown): Bag {
  return typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Bag) : {};
}

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

function contactPage(app: StorefrontApp, req: PreviewRequest, email: string, errors: Record<string, string[]>): Promise<PreviewResponse> {
  const page = app.shop.catalog.page('contact');
  const forms = { customer: { errors, values: { email } } };
  if (!page) return renderPage(app, req, { template: 'index', pageType: 'index', forms });
  return renderPage(app, req, {
    template: 'page',
    suffix: page.template_suffix ?? undefined,
    objects: { page: app.objects.page(page) },
    pageTitle: page.title,
    forms,
  });
}

function postCustomerForm(app: StorefrontApp, req: PreviewRequest, body: Bag): Promise<PreviewResponse> | PreviewResponse {
  const contact = bag(body.contact);
  const email = text(contact.email);
  if (email === '') return contactPage(app, req, email, { email: ["Email can't be blank."] });
  if (email.length > 254 || !EMAIL.test(email)) return contactPage(app, req, email, { email: ['Email is invalid.'] });
  const tags = text(contact.tags).split(',').map((tag) => tag.trim()).filter(Boolean).slice(0, 20);
  saveSignup(app.shop.db, { email, list_id: null, source: CUSTOMER_FORM_SOURCE, payload: { tags, accepts_marketing: true } });
  const back = backTo(req, body);
  back.searchParams.delete('contact_posted');
  back.searchParams.set('customer_posted', 'true');
  return redirect(back.pathname + back.search);
}

export function contactRoutes(app: StorefrontApp): Route[] {
  return [
    {
      method: 'POST',
      pattern: /^\/contact\/?$/,
      handler: (req) => {
        const body = bag(req.body);
        if (body.form_type === 'customer') return postCustomerForm(app, req, body);
        // Other form types (the contact form) are not part of this theme.
        return htmlErrorPage(400, 'Bad request', 'This form cannot be sent here.', '/');
      },
    },
  ];
}
