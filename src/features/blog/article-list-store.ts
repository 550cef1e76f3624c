/**
 * One article grid's list as a zustand store: the shopper's tag, search and page choices, and the
 * address bar's (load, back, forward), load a listing and apply it with the spec's delays (§4, §7,
 * §9): filter and search results after 500 ms of loading; blog pages replaced after 500 ms, loading
 * cleared 750 ms later; pages of a result list at once, loading cleared after 750 ms. The newest
 * request wins; a failed load keeps what is on screen.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Article, ArticleData } from './article-data';
import {
  articleListReducer,
  chooseTag,
  findTag,
  listPage,
  sameFilter,
  sameQuery,
  searchFor,
  turnPage,
  type ArticleListAction,
  type ArticleListState,
  type BlogTag,
  type ListQuery,
  type Listing,
} from './article-list';
import { listingUrl } from './article-pages';

export const RESULTS_DELAY_MS = 500;
export const PAGE_SETTLE_MS = 750;

export interface ArticleListDeps {
  blogUrl: string;
  tags: readonly BlogTag[];
  /** the embedded article data of a page of the blog or of a tag */
  fetchPage(url: string): Promise<ArticleData>;
  /** every article of the blog a term finds */
  search(term: string): Promise<Article[]>;
  /** puts the query into the address bar */
  writeUrl(query: ListQuery, mode: 'push' | 'replace'): void;
}

/** Who asked: the shopper (pushes a history entry) or the address bar (load, back, forward). */
type Origin = 'shopper' | 'address';

export interface ArticleList {
  store: StoreApi<ArticleListState>;
  chooseTag: (tag: string | null) => void;
  search: (term: string) => void;
  turnPage: (page: number) => void;
  /** 'Clear Search': the full list again */
  clear: () => void;
  /** shows what the address bar asks for (on load, and on back/forward) */
  restore: (query: ListQuery) => void;
  /** forgets pending loads and timers (unmount) */
  dispose: () => void;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createArticleList(initial: ArticleListState, deps: ArticleListDeps): ArticleList {
  const store = createStore<ArticleListState>()(() => initial);
  const dispatch = (action: ArticleListAction) => store.setState(articleListReducer(store.getState(), action), true);
  let generation = 0;
  let settleTimer: ReturnType<typeof setTimeout> | undefined;
  const searches = new Map<string, Promise<Article[]>>();

  const settleLater = () => {
    clearTimeout(settleTimer);
    settleTimer = setTimeout(() => dispatch({ type: 'settle' }), PAGE_SETTLE_MS);
  };

  /** One request per term (back and forward come back to it); a failed one is asked again. */
  function searchOnce(term: string): Promise<Article[]> {
    let found = searches.get(term);
    if (!found) {
      found = deps.search(term);
      searches.set(term, found);
      found.catch(() => searches.delete(term));
    }
    return found;
  }

  async function load(query: ListQuery, previous: ArticleListState): Promise<Listing> {
    if (query.search !== '') return { kind: 'list', articles: await searchOnce(query.search) };
    // A tag the blog lacks (a hand-written ?tagged=) finds nothing, without asking the server.
    if (query.tag !== null && !findTag(deps.tags, query.tag)) return { kind: 'list', articles: [] };
    let url = listingUrl(deps.blogUrl, query.tag, query.page);
    const { listing, shown } = previous;
    if (listing.kind === 'page' && sameFilter(query, shown)) {
      // Stepping one page uses the page's own links (spec §7: next_url / previous_url).
      if (query.page === listing.info.current + 1 && listing.info.next_url !== null) url = listing.info.next_url;
      if (query.page === listing.info.current - 1 && listing.info.previous_url !== null) url = listing.info.previous_url;
    }
    const data = await deps.fetchPage(url);
    return { kind: 'page', info: data.page, articles: data.articles };
  }

  async function go(asked: ListQuery, origin: Origin): Promise<void> {
    const previous = store.getState();
    const id = ++generation;
    clearTimeout(settleTimer);
    if (origin === 'shopper') deps.writeUrl(asked, 'push');
    dispatch({ type: 'request', query: asked });
    const pageTurn = sameFilter(asked, previous.shown);

    if (pageTurn && previous.listing.kind === 'list') {
      const query = { ...asked, page: listPage(previous.listing.articles, asked.page).page };
      if (query.page !== asked.page) deps.writeUrl(query, 'replace');
      dispatch({ type: 'show', query, listing: previous.listing, loading: true, turned: origin === 'shopper' });
      settleLater();
      return;
    }

    try {
      const [listing] = await Promise.all([load(asked, previous), wait(RESULTS_DELAY_MS)]);
      if (id !== generation) return;
      // A page past the end shows the nearest page (the server shows page 1), and the URL follows.
      const page = listing.kind === 'page' ? listing.info.current : listPage(listing.articles, asked.page).page;
      const query = { ...asked, page };
      if (page !== asked.page) deps.writeUrl(query, 'replace');
      dispatch({ type: 'show', query, listing, loading: pageTurn, turned: pageTurn && origin === 'shopper' });
      if (pageTurn) settleLater();
    } catch {
      if (id !== generation) return;
      dispatch({ type: 'fail' });
      if (origin === 'shopper') deps.writeUrl(store.getState().shown, 'replace');
    }
  }

  const act = (query: ListQuery) => {
    if (!sameQuery(query, store.getState().query)) void go(query, 'shopper');
  };

  return {
    store,
    chooseTag: (tag) => act(chooseTag(store.getState().query, tag)),
    search: (term) => act(searchFor(term)),
    turnPage: (page) => act(turnPage(store.getState().query, page)),
    clear: () => act(searchFor('')),
    restore: (query) => {
      const state = store.getState();
      if (sameQuery(query, state.query)) return;
      // The server answered a page past the end with page 1: only the address bar needs fixing.
      if (sameFilter(query, state.shown) && state.listing.kind === 'page' && query.page > state.listing.info.total && !state.loading) {
        deps.writeUrl(state.shown, 'replace');
        return;
      }
      void go(query, 'address');
    },
    dispose: () => {
      generation++;
      clearTimeout(settleTimer);
    },
  };
}
