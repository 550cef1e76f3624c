// The Liquid `search` object of /search?q=…&type=…: products, articles and pages found, then
// the URL's `filter.*` parameters (which keep only products that pass them) and its sort_by
// (relevance, or price either way), with the storefront filters of the products found.
import { ArticleDrop } from './drops/blog';
import { LazyList } from './drops/base';
import { pageObject } from './drops/shop-and-page';
import type { ProductDrop } from './drops/product';
import { facet } from './filters/facets';
import type { FilterSetting } from './filters/filter-settings';
import { FilterUrl } from './filters/filter-url';
import type { ShopSearch } from './search';
import type { Catalog, Product } from './types';

export type SearchType = 'product' | 'article' | 'page';

export interface SearchObject {
  performed: boolean;
  terms: string;
  types: SearchType[];
  results: LazyList<unknown>;
  results_count: number;
  filters: unknown[];
  sort_by: string;
  default_sort_by: string;
  sort_options: { name: string; value: string }[];
}

/** What the search page's URL asks besides the terms. */
export interface SearchView {
  sortBy?: string;
  url?: FilterUrl;
}

export interface SearchObjectSources {
  catalog: Catalog;
  search: ShopSearch;
  product(product: Product): ProductDrop;
  filterSettings: readonly FilterSetting[];
  swatchOf(product: Product, optionName: string, value: string): unknown;
}

const SEARCH_TYPES: SearchType[] = ['product', 'article', 'page'];
export const SEARCH_SORT_OPTIONS = [
  { name: 'Relevance', value: 'relevance' },
  { name: 'Price, low to high', value: 'price-ascending' },
  { name: 'Price, high to low', value: 'price-descending' },
] as const;
/** Shopify offers no filters on search results of more products than this. */
const SEARCH_FILTERS_MAX = 1000;

function parseSearchTypes(type: string | undefined): SearchType[] {
  const asked = (type ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter((t): t is SearchType => (SEARCH_TYPES as string[]).includes(t));
  return asked.length ? [...new Set(asked)] : SEARCH_TYPES;
}

const minPrice = (p: Product) => p.variants.reduce((m, v) => Math.min(m, v.price), Infinity);

export function searchObject(src: SearchObjectSources, terms: string, type?: string, view: SearchView = {}): SearchObject {
  const { catalog, search } = src;
  const q = typeof terms === 'string' ? terms.slice(0, 200).trim() : '';
  const types = parseSearchTypes(type);
  const sortBy = SEARCH_SORT_OPTIONS.find((o) => o.value === view.sortBy)?.value ?? 'relevance';
  let products: Product[] = [];
  const others: (() => unknown)[] = [];
  if (q) {
    const all = { limit: 1000 };
    if (types.includes('product')) {
      products = search
        .products(q, all)
        .hits.map((hit) => catalog.product(hit.handle))
        .filter((p): p is Product => p !== undefined);
    }
    if (types.includes('article')) {
      for (const hit of search.articles(q, all).hits) {
        others.push(() => {
          const blog = catalog.blog(hit.blog_handle);
          const article = blog && catalog.article(blog.handle, hit.handle);
          return blog && article ? new ArticleDrop(article, blog.handle) : undefined;
        });
      }
    }
    if (types.includes('page')) {
      const needle = q.toLowerCase();
      for (const p of catalog.data.pages)
        if (p.title.toLowerCase().includes(needle) || p.body_html.toLowerCase().includes(needle)) others.push(() => pageObject(p));
    }
  }
  if (sortBy !== 'relevance') {
    const sign = sortBy === 'price-ascending' ? 1 : -1;
    products = [...products].sort((a, b) => sign * (minPrice(a) - minPrice(b)));
  }
  const url = view.url ?? new FilterUrl('/search', new URLSearchParams({ q }));
  const faceted = facet(products, { settings: src.filterSettings, url, swatchOf: (p, o, v) => src.swatchOf(p, o, v), maxProducts: SEARCH_FILTERS_MAX });
  // A product filter in the URL leaves only the products that pass it.
  const filtering = url.names().some((name) => name.startsWith('filter.'));
  const refs: (() => unknown)[] = [...faceted.products.map((p) => () => src.product(p)), ...(filtering ? [] : others)];
  const results = new LazyList(refs.length, (i) => refs[i]!());
  return {
    performed: q !== '',
    terms: q,
    types,
    results,
    results_count: results.length,
    get filters() {
      return q && types.includes('product') ? faceted.filters : [];
    },
    sort_by: sortBy,
    default_sort_by: 'relevance',
    sort_options: SEARCH_SORT_OPTIONS.map((o) => ({ ...o })),
  };
}
