// The shop's search: one products index and one articles index over the Algolia-format records,
// shared by the /search pages (Liquid's `search` object) and the Algolia stand-in, so both find
// the same things in the same order. The indexes are built on first use (the server asks for
// them at start) and rebuilt when the catalog's product or blog lists are replaced.
import { createSearchIndex, type SearchIndex, type TypoSettings } from './search-engine';
import { articleRecords, productRecords, type ArticleRecord, type ProductRecord } from './search-records';
import type { Catalog } from './types';

export interface SearchPage {
  limit?: number;
  offset?: number;
}

export interface ProductHit {
  id: number;
  handle: string;
}

export interface ArticleHit {
  id: number;
  handle: string;
  blog_handle: string;
}

export interface SearchResult<T> {
  total: number;
  hits: T[];
}

export interface ShopSearchIndexes {
  products: SearchIndex<ProductRecord>;
  articles: SearchIndex<ArticleRecord>;
}

export interface ShopSearch {
  products(query: string, page?: SearchPage): SearchResult<ProductHit>;
  articles(query: string, page?: SearchPage): SearchResult<ArticleHit>;
  /** both indexes, current with the catalog */
  indexes(): ShopSearchIndexes;
}

const MAX_QUERY_LENGTH = 200;
const DEFAULT_LIMIT = 20;

/**
 * The shop's own search (the /search pages, so the glog's search, and predictive search) reads a
 * typo only in a word of 5 letters or more (two from 8) that the shop has no word for: "cake"
 * finds cakes, not "make" or "bake"; "focacia" finds focaccia. Algolia's stand-in keeps Algolia's rules.
 */
const SHOP_SEARCH_TYPOS: TypoSettings = { minWordSizefor1Typo: 5, minWordSizefor2Typos: 8, typosOnlyForUnknownWords: true };

/** Products: title before type, tags, options, vendor and description; in-stock first. */
export function createProductIndex(records: ProductRecord[]): SearchIndex<ProductRecord> {
  return createSearchIndex(records, {
    attributes: [
      { name: 'title', text: (r) => r.title },
      { name: 'product_type', text: (r) => r.product_type },
      { name: 'tags', text: (r) => r.tags.join(' \n ') },
      { name: 'options', text: (r) => Object.values(r.options).flat().join(' \n ') },
      { name: 'vendor', text: (r) => r.vendor },
      { name: 'body_html_safe', text: (r) => r.body_html_safe },
    ],
    customRanking: (a, b) => Number(b.inventory_available) - Number(a.inventory_available),
  });
}

/** Articles: title before tags, blog, author and body; newest first. */
export function createArticleIndex(records: ArticleRecord[]): SearchIndex<ArticleRecord> {
  return createSearchIndex(records, {
    attributes: [
      { name: 'title', text: (r) => r.title },
      { name: 'tags', text: (r) => r.tags.join(' \n ') },
      { name: 'blog.title', text: (r) => r.blog.title },
      { name: 'author.name', text: (r) => r.author.name },
      { name: 'body_html_safe', text: (r) => r.body_html_safe },
    ],
    customRanking: (a, b) => b.published_at - a.published_at,
  });
}

function clampPage(page: SearchPage | undefined): { limit: number; offset: number } {
  const limit = page?.limit !== undefined && Number.isInteger(page.limit) && page.limit > 0 ? Math.min(page.limit, 1000) : DEFAULT_LIMIT;
  const offset = page?.offset !== undefined && Number.isInteger(page.offset) && page.offset > 0 ? page.offset : 0;
  return { limit, offset };
}

/** Shopper input: trimmed, length-capped; empty means "no search". */
function cleanQuery(query: unknown): string {
  return typeof query === 'string' ? query.slice(0, MAX_QUERY_LENGTH).trim() : '';
}

export function createSearch(catalog: Catalog): ShopSearch {
  let built: { products: unknown; blogs: unknown; indexes: ShopSearchIndexes } | undefined;

  function indexes(): ShopSearchIndexes {
    const { products, blogs } = catalog.data;
    if (built?.products !== products || built.blogs !== blogs) {
      built = {
        products,
        blogs,
        indexes: { products: createProductIndex(productRecords(catalog)), articles: createArticleIndex(articleRecords(catalog)) },
      };
    }
    return built.indexes;
  }

  function find<R, T>(index: SearchIndex<R>, query: unknown, page: SearchPage | undefined, hit: (record: R) => T): SearchResult<T> {
    const q = cleanQuery(query);
    if (!q) return { total: 0, hits: [] };
    const { limit, offset } = clampPage(page);
    const { words, hits } = index.search(q, SHOP_SEARCH_TYPOS);
    // Only punctuation: Algolia would list everything, a shop's search page nothing.
    if (words.length === 0) return { total: 0, hits: [] };
    return { total: hits.length, hits: hits.slice(offset, offset + limit).map(hit) };
  }

  return {
    indexes,
    products: (query, page) => find(indexes().products, query, page, (r) => ({ id: r.id, handle: r.handle })),
    articles: (query, page) => find(indexes().articles, query, page, (r) => ({ id: r.id, handle: r.handle, blog_handle: r.blog.handle })),
  };
}
