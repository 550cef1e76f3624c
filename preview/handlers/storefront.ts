// The storefront's pages: each page route picks a template and its objects from the sample shop
// (unknown handles get the 404 template with status 404, as on Shopify), plus the product JSON
// feeds and the checkout hand-off. The last route catches every other GET as the 404 page.
import { htmlErrorPage, jsonResponse, type PreviewRequest, type Route } from '../http/types';
import { productFeedJson, productJson } from '../shop/product-json';
import { cartTokenOf } from '../http/session';
import { handleize } from '../liquid/filters/text';
import { parseOptionValueIds } from '../shop/drops/option-selection';
import { renderCheckoutPage } from './checkout';
import type { StorefrontApp } from './page-context';
import { pageRoute, type PageOutcome } from './pages';
import { FilterUrl } from '../shop/filters/filter-url';

const FEED_MAX = 250;
const JSON_NOT_FOUND = { status: 404, message: 'Not Found', description: 'Not Found' };

export function notFoundPage(app: StorefrontApp, req: PreviewRequest): PageOutcome {
  if (req.wantsJson) return jsonResponse(404, JSON_NOT_FOUND);
  // A theme without a 404 template (a bare fixture theme) still answers a plain 404.
  if (!app.renderer.hasTemplate('404')) return htmlErrorPage(404, 'Not Found', 'There is no page here.', '/');
  return { template: '404', pageType: '404', status: 404, pageTitle: '404 Not Found' };
}

function param(raw: unknown): string | undefined {
  return typeof raw === 'string' && raw !== '' ? raw : undefined;
}

function positiveInt(raw: unknown): number | undefined {
  return typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : undefined;
}

function productPage(app: StorefrontApp, req: PreviewRequest, handle: string): PageOutcome {
  const product = app.shop.catalog.product(handle);
  if (!product) return notFoundPage(app, req);
  const variantId = positiveInt(req.query.variant);
  const sellingPlanId = positiveInt(req.query.selling_plan);
  const optionValueIds = parseOptionValueIds(req.query.option_values);
  return {
    template: 'product',
    suffix: param(req.query.view) ?? product.template_suffix ?? undefined,
    objects: { product: app.objects.product(product, { variantId, sellingPlanId, optionValueIds }) },
    pageTitle: product.title,
    pageDescription: product.body_html
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 160),
  };
}

/**
 * A collection page; `tagPath` is a tag URL's last segment (/collections/all/olive-oil+gift):
 * tag handles joined by '+', of which a product must have every one. `current_tags` holds them
 * by their names where a product of the collection has such a tag.
 */
function collectionPage(app: StorefrontApp, req: PreviewRequest, handle: string, tagPath?: string): PageOutcome {
  const collection = handle === 'all' ? undefined : app.shop.catalog.collection(handle);
  if (handle !== 'all' && !collection) return notFoundPage(app, req);
  const tags =
    tagPath === undefined
      ? []
      : [
          ...new Set(
            tagPath
              .split('+')
              .map(handleize)
              .filter((tag) => tag !== ''),
          ),
        ];
  const url = new FilterUrl(req.url.pathname, req.url.search);
  const drop = app.objects.collection(handle, { sortBy: param(req.query.sort_by), tags, url });
  const names = new Map(drop?.all_tags.map((tag) => [handleize(tag), tag]));
  return {
    template: 'collection',
    suffix: param(req.query.view) ?? collection?.template_suffix ?? undefined,
    objects: { collection: drop, current_tags: tags.length > 0 ? tags.map((tag) => names.get(tag) ?? tag) : undefined },
    pageTitle: collection?.title ?? 'Products',
  };
}

function blogPage(app: StorefrontApp, req: PreviewRequest, blogHandle: string, tag?: string): PageOutcome {
  const blog = app.shop.catalog.blog(blogHandle);
  if (!blog) return notFoundPage(app, req);
  return {
    template: 'blog',
    suffix: param(req.query.view) ?? blog.template_suffix ?? undefined,
    objects: { blog: app.objects.blog(blog, { tag }), current_tags: tag ? [tag] : undefined },
    pageTitle: tag ? `${blog.title} – ${tag}` : blog.title,
  };
}

function articlePage(app: StorefrontApp, req: PreviewRequest, blogHandle: string, articleHandle: string): PageOutcome {
  const { catalog } = app.shop;
  const blog = catalog.blog(blogHandle);
  const article = blog && catalog.article(blog.handle, articleHandle);
  if (!blog || !article) return notFoundPage(app, req);
  return {
    template: 'article',
    suffix: param(req.query.view) ?? article.template_suffix ?? undefined,
    objects: { blog: app.objects.blog(blog, {}), article: app.objects.article(blog, article) },
    pageTitle: article.title,
  };
}

function searchPage(app: StorefrontApp, req: PreviewRequest): PageOutcome {
  const terms = typeof req.query.q === 'string' ? req.query.q.slice(0, 200) : '';
  const type = typeof req.query.type === 'string' ? req.query.type : '';
  return {
    template: 'search',
    suffix: param(req.query.view),
    objects: { search: app.objects.search(terms, type, { sortBy: param(req.query.sort_by), url: new FilterUrl(req.url.pathname, req.url.search) }) },
    pageTitle: terms ? `Search: ${terms}` : 'Search',
  };
}

export function storefrontRoutes(app: StorefrontApp): Route[] {
  // Read per request: the catalog is the buyer's market's (handlers/market-context.ts).
  return [
    pageRoute(app, /^\/$/, (req) => ({ template: 'index', suffix: param(req.query.view), pageType: 'index' })),
    {
      method: 'GET',
      pattern: /^\/products\.json$/,
      handler: (req) => {
        const limit = Math.min(positiveInt(req.query.limit) ?? 30, FEED_MAX);
        const page = Math.max(positiveInt(req.query.page) ?? 1, 1);
        const products = app.shop.catalog.data.products.slice((page - 1) * limit, page * limit);
        return jsonResponse(200, { products: products.map(productFeedJson) });
      },
    },
    {
      method: 'GET',
      pattern: /^\/products\/([^/]+)\.(?:js|json)$/,
      handler: (_req, m) => {
        const product = app.shop.catalog.product(m[1]!);
        if (!product) return jsonResponse(404, JSON_NOT_FOUND);
        const json = productJson(product);
        return jsonResponse(200, m[0].endsWith('.json') ? { product: json } : json);
      },
    },
    pageRoute(app, /^\/products\/([^/.]+)$/, (req, m) => productPage(app, req, m[1]!)),
    pageRoute(app, /^\/collections\/([^/]+)\/products\/([^/.]+)$/, (req, m) => productPage(app, req, m[2]!)),
    pageRoute(app, /^\/collections\/?$/, () => ({ template: 'list-collections', pageType: 'list-collections', pageTitle: 'Collections' })),
    pageRoute(app, /^\/collections\/([^/.]+)$/, (req, m) => collectionPage(app, req, m[1]!)),
    pageRoute(app, /^\/collections\/([^/.]+)\/([^/.]+)$/, (req, m) => collectionPage(app, req, m[1]!, m[2])),
    pageRoute(app, /^\/pages\/([^/.]+)$/, (req, m) => {
      const page = app.shop.catalog.page(m[1]!);
      if (!page) return notFoundPage(app, req);
      return {
        template: 'page',
        suffix: param(req.query.view) ?? page.template_suffix ?? undefined,
        objects: { page: app.objects.page(page) },
        pageTitle: page.title,
      };
    }),
    pageRoute(app, /^\/blogs\/([^/.]+)\/tagged\/([^/]+)$/, (req, m) => blogPage(app, req, m[1]!, m[2])),
    pageRoute(app, /^\/blogs\/([^/.]+)\/([^/.]+)$/, (req, m) => articlePage(app, req, m[1]!, m[2]!)),
    pageRoute(app, /^\/blogs\/([^/.]+)$/, (req, m) => blogPage(app, req, m[1]!)),
    pageRoute(app, /^\/search$/, (req) => searchPage(app, req)),
    pageRoute(app, /^\/cart$/, (req) => ({ template: 'cart', suffix: param(req.query.view), pageTitle: 'Your cart' })),
    {
      method: 'GET',
      pattern: /^\/checkout$/,
      handler: (req) => {
        const shop = app.shop.catalog.data.shop;
        return renderCheckoutPage(app.shop.carts.get(cartTokenOf(req)), shop.name, shop.money_format);
      },
    },
    // Anything else a shopper asks for as a page gets the theme's 404 page.
    pageRoute(app, /^\/(?!cdn\/).*$/, (req) => notFoundPage(app, req)),
  ];
}
