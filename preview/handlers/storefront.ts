// The storefront's pages: each route picks a template and its objects from the sample shop.
// Unknown handles render the 404 template with status 404, as Shopify does.
import { htmlErrorPage, jsonResponse, type PreviewRequest, type PreviewResponse, type Route } from '../http/types';
import { productFeedJson, productJson } from '../shop/product-json';
import { cartTokenOf } from '../http/session';
import { renderCheckoutPage } from './checkout';
import { renderPage, type StorefrontApp } from './page-context';

const FEED_MAX = 250;

function notFoundPage(app: StorefrontApp, req: PreviewRequest): Promise<PreviewResponse> {
  if (req.wantsJson) return Promise.resolve(jsonResponse(404, { status: 404, message: 'Not Found', description: 'Not Found' }));
  // A theme without a 404 template (a bare fixture theme) still answers a plain 404.
  if (!app.renderer.hasTemplate('404')) return Promise.resolve(htmlErrorPage(404, 'Not Found', 'There is no page here.', '/'));
  return renderPage(app, req, { template: '404', pageType: '404', status: 404, pageTitle: '404 Not Found' });
}

function param(raw: unknown): string | undefined {
  return typeof raw === 'string' && raw !== '' ? raw : undefined;
}

function positiveInt(raw: unknown): number | undefined {
  return typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : undefined;
}

function productPage(app: StorefrontApp, req: PreviewRequest, handle: string): Promise<PreviewResponse> {
  const product = app.shop.catalog.product(handle);
  if (!product) return notFoundPage(app, req);
  const variantId = positiveInt(req.query.variant);
  const sellingPlanId = positiveInt(req.query.selling_plan);
  return renderPage(app, req, {
    template: 'product',
    suffix: param(req.query.view) ?? product.template_suffix ?? undefined,
    objects: { product: app.objects.product(product, { variantId, sellingPlanId }) },
    pageTitle: product.title,
    pageDescription: product.body_html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 160),
  });
}

function blogPage(app: StorefrontApp, req: PreviewRequest, blogHandle: string, tag?: string): Promise<PreviewResponse> {
  const blog = app.shop.catalog.blog(blogHandle);
  if (!blog) return notFoundPage(app, req);
  return renderPage(app, req, {
    template: 'blog',
    suffix: param(req.query.view) ?? blog.template_suffix ?? undefined,
    objects: { blog: app.objects.blog(blog, { tag }), current_tags: tag ? [tag] : undefined },
    pageTitle: tag ? `${blog.title} – ${tag}` : blog.title,
  });
}

export function storefrontRoutes(app: StorefrontApp): Route[] {
  const { catalog } = app.shop;
  return [
    { method: 'GET', pattern: /^\/$/, handler: (req) => renderPage(app, req, { template: 'index', pageType: 'index' }) },
    {
      method: 'GET',
      pattern: /^\/products\.json$/,
      handler: (req) => {
        const limit = Math.min(positiveInt(req.query.limit) ?? 30, FEED_MAX);
        const page = Math.max(positiveInt(req.query.page) ?? 1, 1);
        const products = catalog.data.products.slice((page - 1) * limit, page * limit);
        return jsonResponse(200, { products: products.map(productFeedJson) });
      },
    },
    {
      method: 'GET',
      pattern: /^\/products\/([^/]+)\.(?:js|json)$/,
      handler: (req, m) => {
        const product = catalog.product(m[1]!);
        if (!product) return jsonResponse(404, { status: 404, message: 'Not Found', description: 'Not Found' });
        const json = productJson(product);
        return jsonResponse(200, m[0].endsWith('.json') ? { product: json } : json);
      },
    },
    { method: 'GET', pattern: /^\/products\/([^/.]+)$/, handler: (req, m) => productPage(app, req, m[1]!) },
    { method: 'GET', pattern: /^\/collections\/([^/]+)\/products\/([^/.]+)$/, handler: (req, m) => productPage(app, req, m[2]!) },
    {
      method: 'GET',
      pattern: /^\/collections\/?$/,
      handler: (req) => renderPage(app, req, { template: 'list-collections', pageType: 'list-collections', pageTitle: 'Collections' }),
    },
    {
      method: 'GET',
      pattern: /^\/collections\/([^/.]+)$/,
      handler: (req, m) => {
        const handle = m[1]!;
        const collection = handle === 'all' ? undefined : catalog.collection(handle);
        if (handle !== 'all' && !collection) return notFoundPage(app, req);
        const object = app.objects.collection(handle, { sortBy: param(req.query.sort_by) });
        return renderPage(app, req, {
          template: 'collection',
          suffix: param(req.query.view) ?? collection?.template_suffix ?? undefined,
          objects: { collection: object },
          pageTitle: collection?.title ?? 'Products',
        });
      },
    },
    {
      method: 'GET',
      pattern: /^\/pages\/([^/.]+)$/,
      handler: (req, m) => {
        const page = catalog.page(m[1]!);
        if (!page) return notFoundPage(app, req);
        return renderPage(app, req, {
          template: 'page',
          suffix: param(req.query.view) ?? page.template_suffix ?? undefined,
          objects: { page: app.objects.page(page) },
          pageTitle: page.title,
        });
      },
    },
    { method: 'GET', pattern: /^\/blogs\/([^/.]+)\/tagged\/([^/]+)$/, handler: (req, m) => blogPage(app, req, m[1]!, m[2]!) },
    {
      method: 'GET',
      pattern: /^\/blogs\/([^/.]+)\/([^/.]+)$/,
      handler: (req, m) => {
        const blog = catalog.blog(m[1]!);
        const article = blog && catalog.article(blog.handle, m[2]!);
        if (!blog || !article) return notFoundPage(app, req);
        return renderPage(app, req, {
          template: 'article',
          suffix: param(req.query.view) ?? article.template_suffix ?? undefined,
          objects: { blog: app.objects.blog(blog, {}), article: app.objects.article(blog, article) },
          pageTitle: article.title,
        });
      },
    },
    { method: 'GET', pattern: /^\/blogs\/([^/.]+)$/, handler: (req, m) => blogPage(app, req, m[1]!) },
    {
      method: 'GET',
      pattern: /^\/search$/,
      handler: (req) => {
        const terms = typeof req.query.q === 'string' ? req.query.q.slice(0, 200) : '';
        const type = typeof req.query.type === 'string' ? req.query.type : '';
        return renderPage(app, req, {
          template: 'search',
          suffix: param(req.query.view),
          objects: { search: app.objects.search(terms, type) },
          pageTitle: terms ? `Search: ${terms}` : 'Search',
        });
      },
    },
    { method: 'GET', pattern: /^\/cart$/, handler: (req) => renderPage(app, req, { template: 'cart', suffix: param(req.query.view), pageTitle: 'Your cart' }) },
    {
      method: 'GET',
      pattern: /^\/checkout$/,
      handler: (req) => {
        const shop = catalog.data.shop;
        return renderCheckoutPage(app.shop.carts.get(cartTokenOf(req)), shop.name, shop.money_format);
      },
    },
    // Anything else a shopper asks for as a page gets the theme's 404 page.
    { method: 'GET', pattern: /^\/(?!cdn\/).*$/, handler: (req) => notFoundPage(app, req) },
  ];
}
