/**
 * Algolia's multi-index answer → what the overlay shows (spec §3 "Search hits"): product results
 * (handle, title, image, price, availability), at most 5 article links for 'In the Glog', the
 * number of items found and the products search's queryID. Hits are read defensively: a record
 * missing its handle or title is skipped, and URLs are built here from handles, never taken
 * from the index.
 */
import { presentmentCents } from '../../contracts/money';

export const MAX_ARTICLES = 5;
const QUERY_ID = /^[0-9a-f]{32}$/;

export interface ProductResult {
  objectID: string;
  /** Shopify product id (the record's `id`), as a string; null when the record has none */
  productId: string | null;
  handle: string;
  title: string;
  url: string;
  /** the record's image (a CDN path or http(s) URL), or null */
  image: string | null;
  /** cents of the buyer's currency, from the record's price in the shop's major units */
  price: number | null;
  available: boolean;
  requiresSellingPlan: boolean;
  /** the record's variants_count; null when the record has none */
  variantsCount: number | null;
}

export interface ArticleResult {
  objectID: string;
  title: string;
  url: string;
  blogTitle: string;
}

export interface SearchResults {
  /** the term these results are for (the heading shows it) */
  term: string;
  /** the products search's queryID, for Insights conversions */
  queryID: string | null;
  products: ProductResult[];
  articles: ArticleResult[];
  /** items found: products and articles */
  count: number;
}

export interface MappingContext {
  productsIndex: string;
  articlesIndex: string;
  /** the shop's root path, '/' or '/fr' (Liquid's routes.root_url) */
  root: string;
  /** Shopify.currency.rate: records hold prices in the shop's currency, cards show the buyer's */
  rate: number;
}

type Json = Record<string, unknown>;
const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);
const finite = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** A path under the shop's root: '/' + 'products/x' → '/products/x'; '/fr' → '/fr/products/x'. */
export function shopUrl(root: string, path: string): string {
  return `${root.replace(/\/+$/, '')}/${path}`;
}

/** Only a same-site path or an http(s) URL is used as an image source. */
function imageSource(value: unknown): string | null {
  const src = text(value);
  if (!src) return null;
  return (src.startsWith('/') && !src.startsWith('//')) || /^https?:\/\//i.test(src) ? src : null;
}

function productResult(hit: unknown, { root, rate }: MappingContext): ProductResult | null {
  if (!isJson(hit)) return null;
  const objectID = text(hit.objectID);
  const handle = text(hit.handle);
  const title = text(hit.title);
  if (!objectID || !handle || !title) return null;
  const id = hit.id;
  const price = finite(hit.price);
  const variants = finite(hit.variants_count);
  return {
    objectID,
    productId: typeof id === 'number' || (typeof id === 'string' && id !== '') ? String(id) : null,
    handle,
    title,
    url: shopUrl(root, `products/${encodeURIComponent(handle)}`),
    image: imageSource(hit.product_image) ?? imageSource(hit.image),
    price: price === null || price < 0 ? null : presentmentCents(Math.round(price * 100), rate),
    // Records without the flag are taken as available: a sold-out add is refused by the cart anyway.
    available: hit.inventory_available !== false,
    requiresSellingPlan: hit.requires_selling_plan === true,
    variantsCount: variants === null || variants < 0 ? null : Math.floor(variants),
  };
}

function articleResult(hit: unknown, root: string): ArticleResult | null {
  if (!isJson(hit) || !isJson(hit.blog)) return null;
  const objectID = text(hit.objectID);
  const handle = text(hit.handle);
  const title = text(hit.title);
  const blogHandle = text(hit.blog.handle);
  if (!objectID || !handle || !title || !blogHandle) return null;
  return {
    objectID,
    title,
    url: shopUrl(root, `blogs/${encodeURIComponent(blogHandle)}/${encodeURIComponent(handle)}`),
    blogTitle: text(hit.blog.title) ?? '',
  };
}

/** The result for `index` (by its `index` field, else by request order). */
function resultFor(results: unknown[], index: string, position: number): Json | null {
  const named = results.find((result) => isJson(result) && result.index === index);
  const found = named ?? results[position];
  return isJson(found) ? found : null;
}

function hitsOf(result: Json | null): unknown[] {
  return Array.isArray(result?.hits) ? result.hits : [];
}

/** How many records matched (nbHits), never fewer than the hits read. */
function foundCount(result: Json | null, read: number): number {
  const nbHits = finite(result?.nbHits);
  return nbHits !== null && nbHits >= read ? Math.floor(nbHits) : read;
}

/** Maps one answer; anything unexpected (no `results`, an error shape) reads as nothing found. */
export function mapSearchResponse(term: string, response: unknown, context: MappingContext): SearchResults {
  const results = isJson(response) && Array.isArray(response.results) ? response.results : [];
  const productsResult = resultFor(results, context.productsIndex, 0);
  const articlesResult = resultFor(results, context.articlesIndex, 1);
  const products = hitsOf(productsResult).flatMap((hit) => productResult(hit, context) ?? []);
  const articles = hitsOf(articlesResult).flatMap((hit) => articleResult(hit, context.root) ?? []);
  const queryID = text(productsResult?.queryID);
  return {
    term,
    queryID: queryID && QUERY_ID.test(queryID) ? queryID : null,
    products,
    articles: articles.slice(0, MAX_ARTICLES),
    count: foundCount(productsResult, products.length) + foundCount(articlesResult, articles.length),
  };
}
