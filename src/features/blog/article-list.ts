/**
 * The article list's state (spec §3 Article list state) and its rules, with no DOM or timers: the
 * filter and search transitions of §4, the reducer, and what the grid shows (§5 pager rules).
 */
import { ARTICLES_PER_PAGE, type Article, type PageInfo } from './article-data';

/** What the shopper asked for; the address bar's `tagged`, `search` and `page`. */
export interface ListQuery {
  /** a tag's URL piece (`kitchen-talk`), or what the URL said when it names no tag */
  tag: string | null;
  search: string;
  page: number;
}

export const ALL_ARTICLES: ListQuery = { tag: null, search: '', page: 1 };

/** A blog tag (spec §3): its label and its URL piece. */
export interface BlogTag {
  tag: string;
  param: string;
}

/**
 * What the grid holds: one server page of the blog or of a tag (paged by fetching next_url /
 * previous_url), or a whole list of results paged here (a search, or a tag the blog lacks).
 */
export type Listing = { kind: 'page'; info: PageInfo; articles: Article[] } | { kind: 'list'; articles: Article[] };

export interface ArticleListState {
  /** what the controls and the address bar show */
  query: ListQuery;
  /** what the listing stands for (differs from `query` while loading) */
  shown: ListQuery;
  listing: Listing;
  loading: boolean;
  /** the last load failed; the previous listing stays */
  failed: boolean;
  /** the shopper (or history) has changed the list since the page loaded: results are announced */
  changed: boolean;
  /** counts the page turns the shopper asked for (the grid scrolls into view after each) */
  turns: number;
}

export type ArticleListAction =
  | { type: 'request'; query: ListQuery }
  | { type: 'show'; query: ListQuery; listing: Listing; loading: boolean; turned?: boolean }
  | { type: 'settle' }
  | { type: 'fail' };

export function articleListReducer(state: ArticleListState, action: ArticleListAction): ArticleListState {
  switch (action.type) {
    case 'request':
      return { ...state, query: action.query, loading: true, failed: false, changed: true };
    case 'show':
      return {
        ...state,
        query: action.query,
        shown: action.query,
        listing: action.listing,
        loading: action.loading,
        failed: false,
        turns: action.turned ? state.turns + 1 : state.turns,
      };
    case 'settle':
      return state.loading ? { ...state, loading: false } : state;
    case 'fail':
      // The controls go back to what is still on screen.
      return { ...state, query: state.shown, loading: false, failed: true };
  }
}

/** The blog tag a URL value names: its URL piece or its label, in any case. */
export function findTag(tags: readonly BlogTag[], value: string | null): BlogTag | undefined {
  if (value === null) return undefined;
  const wanted = value.toLowerCase();
  return tags.find((t) => t.param === wanted || t.tag.toLowerCase() === wanted);
}

/** Choosing the active tag clears the filter; another tag filters by it and clears the search. */
export function chooseTag(current: ListQuery, tag: string | null): ListQuery {
  if (tag === null || current.tag === tag) return ALL_ARTICLES;
  return { tag, search: '', page: 1 };
}

/** A term clears the filter and sets the search; an empty term clears the search and shows everything. */
export function searchFor(term: string): ListQuery {
  const trimmed = term.trim();
  return trimmed === '' ? ALL_ARTICLES : { tag: null, search: trimmed, page: 1 };
}

export function turnPage(current: ListQuery, page: number): ListQuery {
  return { ...current, page: Math.max(1, Math.floor(page)) };
}

/** Same tag and search (the page may differ). */
export function sameFilter(a: ListQuery, b: ListQuery): boolean {
  return a.tag === b.tag && a.search === b.search;
}

export function sameQuery(a: ListQuery, b: ListQuery): boolean {
  return sameFilter(a, b) && a.page === b.page;
}

export interface GridView {
  articles: Article[];
  page: number;
  pages: number;
  /** articles in the whole listing (all pages) */
  items: number;
  previousDisabled: boolean;
  nextDisabled: boolean;
  /** pagination only above 9 articles */
  showPager: boolean;
}

/** Pages of a whole list; a page past either end shows the nearest one. */
export function listPage(articles: readonly Article[], page: number): { articles: Article[]; page: number; pages: number } {
  const pages = Math.max(1, Math.ceil(articles.length / ARTICLES_PER_PAGE));
  const current = Math.min(Math.max(1, page), pages);
  const start = (current - 1) * ARTICLES_PER_PAGE;
  return { articles: articles.slice(start, start + ARTICLES_PER_PAGE), page: current, pages };
}

export function gridView(state: ArticleListState): GridView {
  const { listing } = state;
  if (listing.kind === 'page') {
    const { info, articles } = listing;
    return {
      articles,
      page: info.current,
      pages: info.total,
      items: info.items,
      previousDisabled: info.current <= 1 || info.previous_url === null,
      // Fewer than 9 on the page means it is the last one; a full last page has no next_url.
      nextDisabled: articles.length < ARTICLES_PER_PAGE || info.next_url === null,
      showPager: info.items > ARTICLES_PER_PAGE,
    };
  }
  const shown = listPage(listing.articles, state.shown.page);
  return {
    ...shown,
    items: listing.articles.length,
    previousDisabled: shown.page <= 1,
    nextDisabled: shown.articles.length < ARTICLES_PER_PAGE || shown.page >= shown.pages,
    showPager: listing.articles.length > ARTICLES_PER_PAGE,
  };
}
