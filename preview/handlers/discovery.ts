// Shopify's product discovery endpoints: predictive search (`/search/suggest.json`, and
// `/search/suggest?section_id=…` rendering a section with the `predictive_search` object) and
// product recommendations (`/recommendations/products.json`, and the same URL with
// `section_id` rendering a section with the `recommendations` object).
import { jsonResponse, type PreviewRequest, type PreviewResponse, type Route } from '../http/types';
import { productJson } from '../shop/product-json';
import type { Product } from '../shop/types';
import type { StorefrontApp } from './page-context';
import { pageRoute, type PageOutcome } from './pages';
import { escapeHtml } from '../../src/contracts/html';

const RESOURCE_TYPES = ['product', 'collection', 'page', 'article', 'query'] as const;
type ResourceType = (typeof RESOURCE_TYPES)[number];

function nested(req: PreviewRequest, ...path: string[]): unknown {
  let cur: unknown = req.query;
  for (const key of path) cur = cur && typeof cur === 'object' ? (cur as Record<string, unknown>)[key] : undefined;
  return cur;
}

const apiError = (status: number, message: string, description: string): PreviewResponse => jsonResponse(status, { status, message, description });

interface SuggestParams {
  q: string;
  types: ResourceType[];
  limit: number;
  limitScope: 'all' | 'each';
  unavailable: 'show' | 'hide' | 'last';
}

/** Parses the predictive search parameters; a PreviewResponse is Shopify's 422 for a bad one. */
function suggestParams(req: PreviewRequest): SuggestParams | PreviewResponse {
  const q = typeof req.query.q === 'string' ? req.query.q.trim().slice(0, 200) : '';
  if (!q) return apiError(422, 'Invalid parameter error', 'The q parameter is missing or empty');
  const rawTypes = nested(req, 'resources', 'type');
  const asked =
    typeof rawTypes === 'string'
      ? rawTypes
          .split(',')
          .map((t) => t.trim())
          .filter(Boolean)
      : [];
  const bad = asked.find((t) => !(RESOURCE_TYPES as readonly string[]).includes(t));
  if (bad) return apiError(422, 'Invalid parameter error', `resources[type] has an invalid value: ${bad}`);
  const rawLimit = nested(req, 'resources', 'limit');
  const limit = rawLimit === undefined ? 10 : Number(rawLimit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 10) return apiError(422, 'Invalid parameter error', 'resources[limit] must be an integer from 1 to 10');
  const scope = nested(req, 'resources', 'limit_scope');
  const unavailable = nested(req, 'resources', 'options', 'unavailable_products');
  return {
    q,
    types: asked.length ? (asked as ResourceType[]) : ['query', 'product', 'collection', 'page'],
    limit,
    limitScope: scope === 'each' ? 'each' : 'all',
    unavailable: unavailable === 'hide' || unavailable === 'show' ? unavailable : 'last',
  };
}

interface SuggestHits {
  products: Product[];
  collections: string[];
  pages: string[];
  articles: { blog: string; handle: string }[];
  queries: string[];
}

function findSuggestions(app: StorefrontApp, p: SuggestParams): SuggestHits {
  const { catalog, search } = app.shop;
  const needle = p.q.toLowerCase();
  const each = (type: ResourceType, n: number) => (p.types.includes(type) ? n : 0);
  let products = search
    .products(p.q, { limit: 50 })
    .hits.map((h) => catalog.product(h.handle))
    .filter((x): x is Product => !!x);
  if (p.unavailable === 'hide') products = products.filter((x) => x.variants.some((v) => v.available));
  if (p.unavailable === 'last')
    products = [...products.filter((x) => x.variants.some((v) => v.available)), ...products.filter((x) => !x.variants.some((v) => v.available))];
  const hits: SuggestHits = {
    queries: catalog.data.products
      .map((x) => x.title)
      .filter((t) => t.toLowerCase().includes(needle))
      .slice(0, each('query', 3)),
    products: products.slice(0, each('product', p.limit)),
    collections: catalog.data.collections
      .filter((c) => c.title.toLowerCase().includes(needle))
      .map((c) => c.handle)
      .slice(0, each('collection', p.limit)),
    pages: catalog.data.pages
      .filter((x) => x.title.toLowerCase().includes(needle) || x.body_html.toLowerCase().includes(needle))
      .map((x) => x.handle)
      .slice(0, each('page', p.limit)),
    articles: search
      .articles(p.q, { limit: p.limit })
      .hits.map((h) => ({ blog: h.blog_handle, handle: h.handle }))
      .slice(0, each('article', p.limit)),
  };
  if (p.limitScope === 'all') {
    // One budget shared by every type, in the order Shopify fills it.
    let left = p.limit;
    const take = <T>(list: T[]): T[] => {
      const kept = list.slice(0, Math.max(left, 0));
      left -= kept.length;
      return kept;
    };
    hits.queries = take(hits.queries);
    hits.products = take(hits.products);
    hits.collections = take(hits.collections);
    hits.pages = take(hits.pages);
    hits.articles = take(hits.articles);
  }
  return hits;
}

/** `<mark>` around the part of the suggestion the shopper has not typed, as Shopify styles it. */
function styledText(text: string, q: string): string {
  const at = text.toLowerCase().indexOf(q.toLowerCase());
  if (at < 0) return escapeHtml(text);
  return `${escapeHtml(text.slice(0, at + q.length))}<mark>${escapeHtml(text.slice(at + q.length))}</mark>`;
}

const major = (cents: number): string => (cents / 100).toFixed(2);

function suggestJson(app: StorefrontApp, p: SuggestParams, hits: SuggestHits): unknown {
  const { catalog } = app.shop;
  const products = hits.products.map((product) => {
    const json = productJson(product);
    return {
      available: json.available,
      body: json.description,
      compare_at_price_max: major(json.compare_at_price_max),
      compare_at_price_min: major(json.compare_at_price_min),
      handle: json.handle,
      id: json.id,
      image: json.featured_image,
      price: major(json.price),
      price_max: major(json.price_max),
      price_min: major(json.price_min),
      tags: json.tags,
      title: json.title,
      type: json.type,
      url: `${json.url}?_pos=1&_psq=${encodeURIComponent(p.q)}&_ss=e&_v=1.0`,
      vendor: json.vendor,
      variants: json.variants,
      featured_image: product.images[0]
        ? {
            alt: product.images[0].alt,
            aspect_ratio: product.images[0].width / product.images[0].height,
            height: product.images[0].height,
            url: json.featured_image,
            width: product.images[0].width,
          }
        : null,
    };
  });
  const collections = hits.collections
    .map((h) => catalog.collection(h))
    .filter((c) => !!c)
    .map((c) => ({ id: c.id, handle: c.handle, title: c.title, body: c.body_html ?? '', url: `/collections/${c.handle}`, published_at: null }));
  const pages = hits.pages
    .map((h) => catalog.page(h))
    .filter((x) => !!x)
    .map((x) => ({ id: x.id, handle: x.handle, title: x.title, body: x.body_html, url: `/pages/${x.handle}`, author: '', published_at: null }));
  const articles = hits.articles
    .map((a) => ({ blog: a.blog, article: catalog.article(a.blog, a.handle) }))
    .filter((x) => !!x.article)
    .map(({ blog, article }) => ({
      id: article!.id,
      handle: article!.handle,
      title: article!.title,
      body: article!.body_html,
      url: `/blogs/${blog}/${article!.handle}`,
      author: article!.author,
      tags: article!.tags,
      published_at: article!.published_at,
      image: null,
      summary_html: '',
    }));
  const queries = hits.queries.map((text) => ({
    text,
    styled_text: styledText(text, p.q),
    url: `/search?q=${encodeURIComponent(text)}&_pos=1&_psq=${encodeURIComponent(p.q)}&_ss=e&_v=1.0`,
  }));
  const byType: Record<ResourceType, [string, unknown[]]> = {
    product: ['products', products],
    collection: ['collections', collections],
    page: ['pages', pages],
    article: ['articles', articles],
    query: ['queries', queries],
  };
  return { resources: { results: Object.fromEntries(p.types.map((t) => byType[t])) } };
}

function predictiveSearchObject(app: StorefrontApp, p: SuggestParams, hits: SuggestHits): Record<string, unknown> {
  const { catalog } = app.shop;
  const resources = {
    products: hits.products.map((x) => app.objects.product(x)),
    collections: hits.collections.map((h) => app.objects.collection(h)).filter(Boolean),
    pages: hits.pages
      .map((h) => catalog.page(h))
      .filter((x) => !!x)
      .map((x) => app.objects.page(x)),
    articles: hits.articles
      .map((a) => {
        const blog = catalog.blog(a.blog);
        const article = blog && catalog.article(blog.handle, a.handle);
        return blog && article ? app.objects.article(blog, article) : undefined;
      })
      .filter(Boolean),
    queries: hits.queries.map((text) => ({ text, styled_text: styledText(text, p.q), url: `/search?q=${encodeURIComponent(text)}` })),
  };
  return { performed: true, terms: p.q, types: p.types, resources };
}

/** Related: products sharing a collection, then a type; complementary: products of other types. */
function recommend(app: StorefrontApp, product: Product, intent: string, limit: number): Product[] {
  const all = app.shop.catalog.data.products.filter((p) => p.id !== product.id);
  if (intent === 'complementary') return all.filter((p) => p.product_type !== product.product_type).slice(0, limit);
  const collections = app.shop.catalog.data.collections.filter((c) => c.products.includes(product.handle));
  const score = (p: Product): number => collections.filter((c) => c.products.includes(p.handle)).length * 2 + (p.product_type === product.product_type ? 1 : 0);
  return all
    .map((p, i) => ({ p, i, s: score(p) }))
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .map((x) => x.p)
    .slice(0, limit);
}

type RecommendParams = { product: Product; intent: string; limit: number };

function recommendParams(app: StorefrontApp, req: PreviewRequest): RecommendParams | PreviewResponse {
  const raw = req.query.product_id;
  if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw)) return apiError(422, 'Invalid parameter error', 'product_id is required and must be a number');
  const intent = typeof req.query.intent === 'string' ? req.query.intent : 'related';
  if (intent !== 'related' && intent !== 'complementary') return apiError(422, 'Invalid parameter error', 'intent must be related or complementary');
  const limit = req.query.limit === undefined ? 10 : Number(req.query.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 10) return apiError(422, 'Invalid parameter error', 'limit must be an integer from 1 to 10');
  const product = app.shop.catalog.productById(Number(raw));
  if (!product) return apiError(404, 'Product not found', `No product with id ${raw}`);
  return { product, intent, limit };
}

export function discoveryRoutes(app: StorefrontApp): Route[] {
  const suggestPage = (req: PreviewRequest): PageOutcome => {
    const p = suggestParams(req);
    if ('status' in p) return p;
    return {
      template: 'search',
      pageType: 'search',
      objects: { predictive_search: predictiveSearchObject(app, p, findSuggestions(app, p)) },
      pageTitle: `Search: ${p.q}`,
    };
  };
  const recommendationsPage = (req: PreviewRequest): PageOutcome => {
    const p = recommendParams(app, req);
    if ('status' in p) return p;
    const products = recommend(app, p.product, p.intent, p.limit).map((x) => app.objects.product(x));
    const recommendations = { 'performed?': true, performed: true, products, products_count: products.length, intent: p.intent };
    return { template: 'product', pageType: 'product', objects: { product: app.objects.product(p.product), recommendations }, pageTitle: p.product.title };
  };
  return [
    {
      method: 'GET',
      pattern: /^\/search\/suggest\.json$/,
      handler: (req) => {
        const p = suggestParams(req);
        return 'status' in p ? p : jsonResponse(200, suggestJson(app, p, findSuggestions(app, p)));
      },
    },
    pageRoute(app, /^\/search\/suggest$/, suggestPage),
    {
      method: 'GET',
      pattern: /^\/recommendations\/products\.json$/,
      handler: (req) => {
        const p = recommendParams(app, req);
        if ('status' in p) return p;
        return jsonResponse(200, { intent: p.intent, products: recommend(app, p.product, p.intent, p.limit).map(productJson) });
      },
    },
    pageRoute(app, /^\/recommendations\/products$/, recommendationsPage),
  ];
}
