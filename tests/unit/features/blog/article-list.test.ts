// The article list's rules (spec §4 Article filter, Search (articles); §5 pager rules), without DOM.
import { describe, expect, it } from 'vitest';
import {
  ALL_ARTICLES,
  articleListReducer,
  chooseTag,
  findTag,
  gridView,
  searchFor,
  turnPage,
  type ArticleListState,
} from '../../../../src/features/blog/article-list';
import { ARTICLES_PER_PAGE } from '../../../../src/features/blog/article-data';
import { articles, firstPageState, pageInfo, TAGS } from './fixture';

const listState = (count: number, page: number): ArticleListState => {
  const shown = { tag: null, search: 'oil', page };
  return { ...firstPageState(), query: shown, shown, listing: { kind: 'list', articles: articles(count) } };
};

describe('article filter and search transitions', () => {
  it('choosing a tag filters by it and clears the search; choosing it again clears the filter', () => {
    const searching = { tag: null, search: 'oil', page: 3 };
    const filtered = chooseTag(searching, 'recipes');
    expect(filtered).toEqual({ tag: 'recipes', search: '', page: 1 });
    expect(chooseTag(filtered, 'recipes')).toEqual(ALL_ARTICLES);
    expect(chooseTag(filtered, 'kitchen-talk')).toEqual({ tag: 'kitchen-talk', search: '', page: 1 });
    expect(chooseTag(filtered, null)).toEqual(ALL_ARTICLES);
  });

  it('a term clears the filter and sets the search; an empty term shows everything', () => {
    expect(searchFor('  lemon cake ')).toEqual({ tag: null, search: 'lemon cake', page: 1 });
    expect(searchFor('')).toEqual(ALL_ARTICLES);
    expect(searchFor('   ')).toEqual(ALL_ARTICLES);
  });

  it('turns pages without going below 1', () => {
    expect(turnPage({ tag: 'recipes', search: '', page: 2 }, 3)).toEqual({ tag: 'recipes', search: '', page: 3 });
    expect(turnPage(ALL_ARTICLES, 0).page).toBe(1);
  });

  it('finds a tag by its URL piece or its label, in any case', () => {
    expect(findTag(TAGS, 'kitchen-talk')?.tag).toBe('Kitchen Talk');
    expect(findTag(TAGS, 'Q&A')?.param).toBe('q-a');
    expect(findTag(TAGS, 'RECIPES')?.param).toBe('recipes');
    expect(findTag(TAGS, '<b>nope</b>')).toBeUndefined();
    expect(findTag(TAGS, null)).toBeUndefined();
  });
});

describe('the reducer', () => {
  it('a request shows the asked query in the controls and loads; the listing stays until shown', () => {
    const start = firstPageState();
    const asked = { tag: 'recipes', search: '', page: 1 };
    const loading = articleListReducer(start, { type: 'request', query: asked });
    expect(loading).toMatchObject({ query: asked, shown: start.shown, loading: true, changed: true });
    expect(loading.listing).toBe(start.listing);
    const listing = { kind: 'list' as const, articles: articles(2) };
    const shown = articleListReducer(loading, { type: 'show', query: asked, listing, loading: false });
    expect(shown).toMatchObject({ query: asked, shown: asked, listing, loading: false });
    expect(articleListReducer(shown, { type: 'settle' })).toBe(shown);
  });

  it('a failed load puts the controls back to what is on screen', () => {
    const start = firstPageState();
    const loading = articleListReducer(start, { type: 'request', query: { tag: 'recipes', search: '', page: 1 } });
    const failed = articleListReducer(loading, { type: 'fail' });
    expect(failed).toMatchObject({ query: start.shown, loading: false, failed: true });
    expect(failed.listing).toBe(start.listing);
  });

  it('counts page turns the shopper asked for', () => {
    const start = firstPageState();
    const turned = articleListReducer(start, { type: 'show', query: start.query, listing: start.listing, loading: true, turned: true });
    expect(turned.turns).toBe(1);
    expect(articleListReducer(turned, { type: 'show', query: start.query, listing: start.listing, loading: false }).turns).toBe(1);
  });
});

describe('what the grid shows', () => {
  it('pages by 9 articles (spec §9)', () => expect(ARTICLES_PER_PAGE).toBe(9));

  it('a server page: previous disabled on page 1, next while a next page exists; pager above 9 articles', () => {
    expect(gridView(firstPageState(36))).toMatchObject({ page: 1, pages: 4, items: 36, previousDisabled: true, nextDisabled: false, showPager: true });
    expect(gridView(firstPageState(9))).toMatchObject({ showPager: false, nextDisabled: true });
    expect(gridView(firstPageState(10))).toMatchObject({ showPager: true, nextDisabled: false });
    const last = { ...firstPageState(), listing: { kind: 'page' as const, info: pageInfo(4, 4, 31), articles: articles(4, 28) } };
    expect(gridView(last)).toMatchObject({ page: 4, previousDisabled: false, nextDisabled: true, articles: articles(4, 28) });
  });

  it('next is disabled when the page holds fewer than 9 articles, even with a next link', () => {
    const odd = { ...firstPageState(), listing: { kind: 'page' as const, info: pageInfo(1, 3, 30), articles: articles(8) } };
    expect(gridView(odd).nextDisabled).toBe(true);
  });

  it('a result list pages by 9 here, and a page past either end shows the nearest', () => {
    expect(gridView(listState(20, 1))).toMatchObject({ page: 1, pages: 3, items: 20, previousDisabled: true, nextDisabled: false, showPager: true });
    const second = gridView(listState(20, 2));
    expect(second.articles.map((a) => a.id)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(gridView(listState(20, 3))).toMatchObject({ page: 3, nextDisabled: true, previousDisabled: false });
    expect(gridView(listState(20, 99)).page).toBe(3);
    expect(gridView(listState(18, 2))).toMatchObject({ nextDisabled: true, articles: articles(9, 10) });
    expect(gridView(listState(9, 1))).toMatchObject({ showPager: false, nextDisabled: true });
    expect(gridView(listState(0, 1))).toMatchObject({ articles: [], page: 1, pages: 1, showPager: false });
  });
});
