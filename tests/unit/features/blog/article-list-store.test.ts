// The article list's loads and timings (spec §4, §7, §9) with fake timers: results after 500 ms of
// loading, blog pages 500 then 750 ms, result pages at once with loading cleared after 750 ms, the
// newest request winning, failures keeping the list, and the address bar following.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Article, ArticleData } from '../../../../src/features/blog/article-data';
import { gridView, type ListQuery } from '../../../../src/features/blog/article-list';
import { createArticleList, PAGE_SETTLE_MS, RESULTS_DELAY_MS } from '../../../../src/features/blog/article-list-store';
import { articles, firstPageState, pageInfo, TAGS } from './fixture';

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(items = 36) {
  const fetchPage = vi.fn<(url: string) => Promise<ArticleData>>();
  const search = vi.fn<(term: string) => Promise<Article[]>>();
  const writes: [ListQuery, 'push' | 'replace'][] = [];
  const list = createArticleList(firstPageState(items), {
    blogUrl: '/blogs/glog',
    tags: TAGS,
    fetchPage,
    search,
    writeUrl: (query, mode) => writes.push([query, mode]),
  });
  return { list, state: () => list.store.getState(), fetchPage, search, writes };
}

const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it("uses the spec's delays: results after 500 ms, page loading cleared after 750 ms", () => {
  expect([RESULTS_DELAY_MS, PAGE_SETTLE_MS]).toEqual([500, 750]);
});

describe('tag filter', () => {
  it('fetches the tag page, pushes ?tagged= at once and applies the results after 500 ms', async () => {
    const { list, state, fetchPage, writes } = setup();
    fetchPage.mockResolvedValue({ page: pageInfo(1, 3, 26, '/blogs/glog/tagged/recipes'), articles: articles(9, 100) });
    list.chooseTag('recipes');
    expect(writes).toEqual([[{ tag: 'recipes', search: '', page: 1 }, 'push']]);
    expect(fetchPage).toHaveBeenCalledWith('/blogs/glog/tagged/recipes');
    expect(state()).toMatchObject({ loading: true, query: { tag: 'recipes' } });
    await advance(RESULTS_DELAY_MS - 1);
    expect(gridView(state()).articles[0]!.id).toBe(1);
    await advance(1);
    expect(state()).toMatchObject({ loading: false, shown: { tag: 'recipes', search: '', page: 1 } });
    expect(gridView(state())).toMatchObject({ items: 26, pages: 3 });
    expect(gridView(state()).articles[0]!.id).toBe(100);
  });

  it('waits for a slow answer past 500 ms, and the newest request wins', async () => {
    const { list, state, fetchPage } = setup();
    const slow = deferred<ArticleData>();
    fetchPage.mockReturnValueOnce(slow.promise);
    fetchPage.mockResolvedValueOnce({ page: pageInfo(1, 1, 2), articles: articles(2, 200) });
    list.chooseTag('recipes');
    list.chooseTag('kitchen-talk');
    await advance(RESULTS_DELAY_MS);
    expect(gridView(state()).articles.map((a) => a.id)).toEqual([200, 201]);
    slow.resolve({ page: pageInfo(1, 3, 26), articles: articles(9, 100) });
    await advance(1000);
    expect(state().shown.tag).toBe('kitchen-talk');
    expect(gridView(state()).articles.map((a) => a.id)).toEqual([200, 201]);
  });

  it('an unknown tag shows an empty list without asking the server', async () => {
    const { list, state, fetchPage } = setup();
    list.restore({ tag: '"><script>alert(1)</script>', search: '', page: 1 });
    await advance(RESULTS_DELAY_MS);
    expect(fetchPage).not.toHaveBeenCalled();
    expect(state()).toMatchObject({ loading: false, listing: { kind: 'list', articles: [] } });
  });

  it('a failed load keeps the list on screen, says so and puts the URL back', async () => {
    const { list, state, fetchPage, writes } = setup();
    fetchPage.mockRejectedValue(new Error('Network Error'));
    list.chooseTag('recipes');
    await advance(RESULTS_DELAY_MS);
    expect(state()).toMatchObject({ loading: false, failed: true, query: { tag: null }, shown: { tag: null } });
    expect(gridView(state()).articles).toHaveLength(9);
    expect(writes.at(-1)).toEqual([{ tag: null, search: '', page: 1 }, 'replace']);
  });
});

describe('search', () => {
  it('a term clears the filter, pushes ?search= and applies the results after 500 ms', async () => {
    const { list, state, search, writes } = setup();
    search.mockResolvedValue(articles(20, 300));
    list.search(' olive oil ');
    expect(search).toHaveBeenCalledWith('olive oil');
    expect(writes).toEqual([[{ tag: null, search: 'olive oil', page: 1 }, 'push']]);
    await advance(RESULTS_DELAY_MS);
    expect(state()).toMatchObject({ loading: false, listing: { kind: 'list' } });
    expect(gridView(state())).toMatchObject({ items: 20, pages: 3, showPager: true });
  });

  it('pages of results change at once and loading clears after 750 ms', async () => {
    const { list, state, search } = setup();
    search.mockResolvedValue(articles(20, 300));
    list.search('oil');
    await advance(RESULTS_DELAY_MS);
    list.turnPage(2);
    expect(gridView(state()).articles[0]!.id).toBe(309);
    expect(state()).toMatchObject({ loading: true, turns: 1 });
    await advance(PAGE_SETTLE_MS - 1);
    expect(state().loading).toBe(true);
    await advance(1);
    expect(state().loading).toBe(false);
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('an empty term shows everything again; the same term later is not asked twice', async () => {
    const { list, state, search, fetchPage } = setup();
    search.mockResolvedValue(articles(3, 300));
    fetchPage.mockResolvedValue({ page: pageInfo(1, 4, 36), articles: articles(9) });
    list.search('oil');
    await advance(RESULTS_DELAY_MS);
    list.search('   ');
    expect(fetchPage).toHaveBeenCalledWith('/blogs/glog');
    await advance(RESULTS_DELAY_MS);
    expect(state()).toMatchObject({ shown: { search: '' }, listing: { kind: 'page' } });
    list.restore({ tag: null, search: 'oil', page: 1 });
    await advance(RESULTS_DELAY_MS);
    expect(search).toHaveBeenCalledTimes(1);
    expect(gridView(state()).items).toBe(3);
  });

  it('a page past the end of the results shows the last page and fixes the URL', async () => {
    const { list, state, search, writes } = setup();
    search.mockResolvedValue(articles(12, 300));
    list.restore({ tag: null, search: 'oil', page: 40 });
    await advance(RESULTS_DELAY_MS);
    expect(state().shown.page).toBe(2);
    expect(writes).toEqual([[{ tag: null, search: 'oil', page: 2 }, 'replace']]);
  });
});

describe('blog pages', () => {
  it('next fetches next_url, replaces the page after 500 ms and clears loading 750 ms later', async () => {
    const { list, state, fetchPage, writes } = setup();
    fetchPage.mockResolvedValue({ page: pageInfo(2, 4, 36), articles: articles(9, 10) });
    list.turnPage(2);
    expect(fetchPage).toHaveBeenCalledWith('/blogs/glog?page=2');
    expect(writes).toEqual([[{ tag: null, search: '', page: 2 }, 'push']]);
    await advance(RESULTS_DELAY_MS);
    expect(gridView(state())).toMatchObject({ page: 2, previousDisabled: false });
    expect(state()).toMatchObject({ loading: true, turns: 1 });
    await advance(PAGE_SETTLE_MS);
    expect(state().loading).toBe(false);
  });

  it('back and forward restore a page without pushing or counting a turn', async () => {
    const { list, state, fetchPage, writes } = setup();
    fetchPage.mockResolvedValue({ page: pageInfo(3, 4, 36), articles: articles(9, 19) });
    list.restore({ tag: null, search: '', page: 3 });
    expect(fetchPage).toHaveBeenCalledWith('/blogs/glog?page=3');
    await advance(RESULTS_DELAY_MS + PAGE_SETTLE_MS);
    expect(state()).toMatchObject({ shown: { page: 3 }, turns: 0, loading: false });
    expect(writes).toEqual([]);
  });

  it('an address past the last page keeps the first page the server showed and fixes the URL', () => {
    const { list, fetchPage, writes } = setup();
    list.restore({ tag: null, search: '', page: 99 });
    expect(fetchPage).not.toHaveBeenCalled();
    expect(writes).toEqual([[{ tag: null, search: '', page: 1 }, 'replace']]);
  });

  it('dispose drops a pending answer', async () => {
    const { list, state, fetchPage } = setup();
    fetchPage.mockResolvedValue({ page: pageInfo(2, 4, 36), articles: articles(9, 10) });
    list.turnPage(2);
    list.dispose();
    await advance(2000);
    expect(gridView(state()).page).toBe(1);
  });
});
