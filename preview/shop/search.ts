// Full-text search over products and articles (MiniSearch: prefix + fuzzy). Each index is built on
// first use, so starting the preview with a 10k catalog costs nothing until someone searches.
import MiniSearch from 'minisearch';
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

export interface ShopSearch {
  products(query: string, page?: SearchPage): SearchResult<ProductHit>;
  articles(query: string, page?: SearchPage): SearchResult<ArticleHit>;
}

const MAX_QUERY_LENGTH = 200;
const DEFAULT_LIMIT = 20;

const stripHtml = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');

const SEARCH_OPTIONS = {
  prefix: true,
  // Typo tolerance grows with the word: none for short words, one edit from five letters, two from nine.
  fuzzy: (term: string) => (term.length < 5 ? 0 : term.length < 9 ? 1 : 2),
  combineWith: 'AND' as const,
};

function clampPage(page: SearchPage | undefined): { limit: number; offset: number } {
  const limit = Number.isInteger(page?.limit) && page!.limit! > 0 ? Math.min(page!.limit!, 1000) : DEFAULT_LIMIT;
  const offset = Number.isInteger(page?.offset) && page!.offset! > 0 ? page!.offset! : 0;
  return { limit, offset };
}

/** Shopper input: trimmed, length-capped; empty means "no search". */
function cleanQuery(query: unknown): string {
  return typeof query === 'string' ? query.slice(0, MAX_QUERY_LENGTH).trim() : '';
}

export function createSearch(catalog: Catalog): ShopSearch {
  let productIndex: MiniSearch<ProductHit & { title: string }> | undefined;
  let articleIndex: MiniSearch<ArticleHit & { title: string }> | undefined;

  function products(): MiniSearch<ProductHit & { title: string }> {
    if (productIndex) return productIndex;
    productIndex = new MiniSearch({
      fields: ['title', 'product_type', 'tags', 'vendor', 'body'],
      storeFields: ['id', 'handle'],
      searchOptions: { boost: { title: 3, tags: 2, product_type: 1.5 } },
    });
    productIndex.addAll(catalog.data.products.map((p) => ({
      id: p.id,
      handle: p.handle,
      title: p.title,
      product_type: p.product_type,
      tags: p.tags.join(' '),
      vendor: p.vendor,
      body: stripHtml(p.body_html),
    })));
    return productIndex;
  }

  function articles(): MiniSearch<ArticleHit & { title: string }> {
    if (articleIndex) return articleIndex;
    articleIndex = new MiniSearch({
      fields: ['title', 'tags', 'body'],
      storeFields: ['id', 'handle', 'blog_handle'],
      searchOptions: { boost: { title: 3, tags: 2 } },
    });
    articleIndex.addAll(catalog.data.blogs.flatMap((b) => b.articles.map((a) => ({
      id: a.id,
      handle: a.handle,
      blog_handle: b.handle,
      title: a.title,
      tags: a.tags.join(' '),
      body: stripHtml(a.body_html),
    }))));
    return articleIndex;
  }

  return {
    products(query, page) {
      const q = cleanQuery(query);
      if (!q) return { total: 0, hits: [] };
      const { limit, offset } = clampPage(page);
      const results = products().search(q, SEARCH_OPTIONS);
      return {
        total: results.length,
        hits: results.slice(offset, offset + limit).map((r) => ({ id: r.id as number, handle: r.handle as string })),
      };
    },
    articles(query, page) {
      const q = cleanQuery(query);
      if (!q) return { total: 0, hits: [] };
      const { limit, offset } = clampPage(page);
      const results = articles().search(q, SEARCH_OPTIONS);
      return {
        total: results.length,
        hits: results.slice(offset, offset + limit).map((r) => ({ id: r.id as number, handle: r.handle as string, blog_handle: r.blog_handle as string })),
      };
    },
  };
}
