// What every storefront page render shares: the request's Liquid globals (shop, cart, customer,
// request, routes, template, linklists …), the Section Rendering API and design mode.
import type { ThemeRenderer } from '../liquid';
import { customerSessionOf, cartTokenOf } from '../http/session';
import { HttpError, htmlResponse, jsonResponse, type PreviewRequest, type PreviewResponse } from '../http/types';
import type { Shop } from '../shop/index';
import type { CustomerAccount } from '../shop/customers';
import { countryOptionTags } from '../shop/countries';
import { localizationObject } from '../shop/drops/localization';
import { marketOfCountry } from '../shop/markets';
import { PRESENTMENT_RATE } from '../liquid/page-head';
import { LOCALIZATION_COOKIE } from './localization';
import { shopLocaleObject } from '../shop/locales';
import { pageRoutesFor, usesNewCustomerAccounts, type PageRoutes } from './new-account-routes';
import { withShopifyAccount } from './shopify-account-element';
import { withTemplateFallback } from './missing-templates';
import type { LiquidObjects } from '../shop/objects';
import { liveReloadScript } from './live-reload';
import { renderSectionMap, sectionQueryOf } from './section-rendering';

export interface StorefrontApp {
  shop: Shop;
  renderer: ThemeRenderer;
  objects: LiquidObjects;
  /** dev mode: pages reload themselves when theme files change */
  liveReload?: boolean;
}

/** Form state the `{% form %}` tag shows: errors by field, success flag, posted values. */
export interface FormState {
  errors?: Record<string, string[] | string>;
  posted_successfully?: boolean;
  values?: Record<string, unknown>;
  /** hidden inputs the form carries at its end (a reset link's `id` and `token`, the login's `return_url`) */
  hidden?: Record<string, string>;
  /** only the form with this `form.id` shows the state ('new' or an address id), where a page has several */
  target?: string;
}

export interface PageSpec {
  /** template name: 'product', 'customers/login' … */
  template: string;
  suffix?: string;
  /** request.page_type; defaults to the template name */
  pageType?: string;
  /** the template's own objects: product, collection, blog, article, page, search … */
  objects?: Record<string, unknown>;
  pageTitle?: string;
  pageDescription?: string;
  status?: number;
  forms?: Record<string, FormState>;
  /** the customer already looked up by the handler (saves a second lookup) */
  customer?: CustomerAccount;
}

export function isDesignMode(req: PreviewRequest): boolean {
  const flag = req.query.design_mode ?? req.query.oseid;
  return flag === '1' || flag === 'true';
}

function currentPage(req: PreviewRequest): number {
  const raw = req.query.page;
  const n = typeof raw === 'string' && /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return n >= 1 ? n : 1;
}

/** The query string as pagination links should keep it (without page and editor flags). */
function keptQuery(req: PreviewRequest): string {
  const params = new URLSearchParams(req.url.search);
  for (const key of ['page', 'section_id', 'sections']) params.delete(key);
  return params.toString();
}

/**
 * After a successful `customer` (newsletter) or `contact` form post Shopify redirects back with
 * `?customer_posted=true` / `?contact_posted=true`, and that form's `posted_successfully?` is true.
 */
function formsPostedBefore(req: PreviewRequest): Record<string, FormState> {
  const forms: Record<string, FormState> = {};
  if (req.query.customer_posted === 'true') forms.customer = { posted_successfully: true };
  if (req.query.contact_posted === 'true') forms.contact = { posted_successfully: true };
  return forms;
}

/**
 * Theme settings for this request. A blank Klaviyo host means Klaviyo's own API on a real store;
 * offline the preview points it at itself, where its stand-in answers.
 */
function requestSettings(app: StorefrontApp, req: PreviewRequest): Record<string, unknown> {
  const settings = app.renderer.settings();
  const host = settings.klaviyo_host;
  return typeof host === 'string' && host.trim() !== '' ? settings : { ...settings, klaviyo_host: req.url.origin };
}

export function currentCustomer(app: StorefrontApp, req: PreviewRequest): CustomerAccount | undefined {
  return app.shop.customers.bySession(customerSessionOf(req));
}

export function buildGlobals(app: StorefrontApp, req: PreviewRequest, spec: PageSpec): Record<string | symbol, unknown> {
  const { objects } = app;
  const designMode = isDesignMode(req);
  const cartJson = app.shop.carts.get(cartTokenOf(req));
  const customer = spec.customer ?? currentCustomer(app, req);
  const [directory, name] = spec.template.includes('/') ? spec.template.split('/') : [null, spec.template];
  const page = currentPage(req);
  const shop = objects.shop();
  const routes = pageRoutesFor(app.renderer, req.locale);
  return {
    // Shopify.currency.rate of content_for_header: the buyer's market's rate.
    [PRESENTMENT_RATE]: marketOfCountry(req.cookies[LOCALIZATION_COOKIE]).rate,
    shop,
    settings: requestSettings(app, req),
    cart: objects.cart(cartJson, routes),
    customer: customer ? objects.customer(customer) : undefined,
    request: {
      page_type: spec.pageType ?? spec.template,
      path: req.url.pathname,
      query: keptQuery(req),
      host: req.url.host,
      origin: req.url.origin,
      design_mode: designMode,
      visual_preview_mode: false,
      locale: shopLocaleObject(req.locale),
      page,
    },
    current_page: page,
    routes,
    template: { name, suffix: spec.suffix ?? null, directory },
    linklists: objects.linklists(req.url.pathname),
    collections: objects.collections(),
    all_products: objects.allProducts(),
    blogs: objects.blogs(),
    pages: objects.pages(),
    metaobjects: objects.metaobjects(),
    page_title: spec.pageTitle ?? (shop as { name?: string }).name ?? '',
    page_description: spec.pageDescription ?? '',
    canonical_url: `${req.url.origin}${req.url.pathname}`,
    handle: '',
    forms: spec.forms ?? formsPostedBefore(req),
    all_country_option_tags: countryOptionTags(),
    country_option_tags: countryOptionTags(),
    localization: localizationObject(app.shop.data.shop, req.locale, req.cookies[LOCALIZATION_COOKIE]),
    // Globals every page has; a recommendations or predictive search page sets its own.
    recommendations: { 'performed?': false, performed: false, products: [], products_count: 0, intent: 'related' },
    predictive_search: { performed: false, terms: '', types: [], resources: { products: [], collections: [], pages: [], articles: [], queries: [] } },
    additional_checkout_buttons: false,
    content_for_additional_checkout_buttons: '',
    powered_by_link:
      '<a target="_blank" rel="nofollow" href="https://www.shopify.com?utm_campaign=poweredby&amp;utm_medium=shopify&amp;utm_source=onlinestore">Powered by Shopify</a>',
    ...spec.objects,
  };
}

function shopifyAccountPage(req: PreviewRequest, globals: Record<string, unknown>): Parameters<typeof withShopifyAccount>[1] {
  const customer = globals.customer as { name?: string } | undefined;
  const routes = globals.routes as PageRoutes;
  return { iso: req.locale.iso_code, rootUrl: routes.root_url, customerName: customer?.name, routes };
}

/**
 * Renders a page, or, when the URL asks for it, the Section Rendering API answer for that page:
 * `?sections=a,b` → JSON `{a: html|null}`; `?section_id=a` → the section's HTML, 404 if unknown.
 */
export async function renderPage(app: StorefrontApp, req: PreviewRequest, requested: PageSpec): Promise<PreviewResponse> {
  const spec = withTemplateFallback(app, requested);
  if (!('template' in spec)) return spec;
  const asked = sectionQueryOf(req.query);
  if (asked.kind === 'invalid') throw new HttpError(400, asked.message);
  const ctx = { globals: buildGlobals(app, req, spec), designMode: isDesignMode(req) };
  const noStore = { 'cache-control': 'no-store' };
  if (asked.kind === 'sections') return jsonResponse(200, await renderSectionMap(app.renderer, asked.ids, ctx), noStore);
  if (asked.kind === 'section') {
    const html = await app.renderer.renderSection(asked.id, ctx);
    return html === null ? htmlResponse(404, '', noStore) : htmlResponse(200, html, noStore);
  }
  let html = await app.renderer.renderTemplate(spec.template, spec.suffix, ctx);
  if (usesNewCustomerAccounts(app.renderer)) html = withShopifyAccount(html, shopifyAccountPage(req, ctx.globals));
  if (app.liveReload) html = html.replace(/<\/body>/i, `${liveReloadScript()}</body>`);
  return htmlResponse(spec.status ?? 200, html, noStore);
}
