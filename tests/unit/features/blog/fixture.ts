// Articles and page info as Liquid prints them (snippets/article-json.liquid), for the glog's tests.
import type { Article, PageInfo } from '../../../../src/features/blog/article-data';
import type { ArticleListState, BlogTag } from '../../../../src/features/blog/article-list';

export function article(id: number, extra: Partial<Article> = {}): Article {
  return {
    id,
    url: `/blogs/glog/article-${id}`,
    title: `Article ${id}`,
    datetime: '2026-11-10T08:00:00+0000',
    date: 'November 10, 2026',
    excerpt: `Excerpt ${id}`,
    tags: ['Recipes'],
    image: null,
    ...extra,
  };
}

/** `count` articles numbered from `from`. */
export function articles(count: number, from = 1): Article[] {
  return Array.from({ length: count }, (_, i) => article(from + i));
}

export function pageInfo(current: number, total: number, items: number, base = '/blogs/glog'): PageInfo {
  return {
    current,
    total,
    items,
    next_url: current < total ? `${base}?page=${current + 1}` : null,
    previous_url: current > 1 ? `${base}?page=${current - 1}` : null,
  };
}

export const TAGS: BlogTag[] = [
  { tag: 'Recipes', param: 'recipes' },
  { tag: 'Kitchen Talk', param: 'kitchen-talk' },
  { tag: 'Q&A', param: 'q-a' },
];

/** The blog's first page of 9 out of `items`, as the server rendered it. */
export function firstPageState(items = 36): ArticleListState {
  const shown = { tag: null, search: '', page: 1 };
  const total = Math.max(1, Math.ceil(items / 9));
  return {
    query: shown,
    shown,
    listing: { kind: 'page', info: pageInfo(1, total, items), articles: articles(Math.min(9, items)) },
    loading: false,
    failed: false,
    changed: false,
    turns: 0,
  };
}

/** The URL a stubbed fetch was asked for. */
export function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}
