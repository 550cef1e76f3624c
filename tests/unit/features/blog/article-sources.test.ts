// @vitest-environment jsdom
// Reading a fetched page's embedded article data (§7), the blog pages through the Section
// Rendering API, and the article search through /search?type=article following next_url.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readArticleData } from '../../../../src/features/blog/article-data';
import { fetchArticlePage, listingUrl } from '../../../../src/features/blog/article-pages';
import { MAX_SEARCH_RESULTS, searchArticles } from '../../../../src/features/blog/article-search';
import { article, articles, pageInfo, requestUrl } from './fixture';

const page = (data: unknown) => `<!doctype html><main><script type="application/json" data-article-data>${JSON.stringify(data)}</script></main>`;

function answer(bodies: Record<string, string>) {
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const body = bodies[requestUrl(input)];
    return Promise.resolve(
      body === undefined ? new Response('Not Found', { status: 404 }) : new Response(body, { status: 200, headers: { 'content-type': 'text/html' } }),
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('embedded article data', () => {
  it('reads page info and articles, decoding entities Liquid leaves in excerpts', () => {
    const data = readArticleData(page({ page: pageInfo(1, 2, 10), articles: [{ ...article(1), excerpt: 'Salt &amp; oil' }] }));
    expect(data?.page).toEqual(pageInfo(1, 2, 10));
    expect(data?.articles[0]!.excerpt).toBe('Salt & oil');
  });

  it('is null for a page without it, with broken JSON or with the wrong shape', () => {
    expect(readArticleData('<main>nothing here</main>')).toBeNull();
    expect(readArticleData('<script type="application/json" data-article-data>{"page":</script>')).toBeNull();
    expect(readArticleData(page({ page: { current: 0 }, articles: [] }))).toBeNull();
    expect(readArticleData(page({ page: pageInfo(1, 1, 1), articles: [{ ...article(1), url: 'https://evil.test/x' }] }))).toBeNull();
  });
});

describe('blog pages', () => {
  it('builds the listing URL of the blog or a tag', () => {
    expect(listingUrl('/blogs/glog', null, 1)).toBe('/blogs/glog');
    expect(listingUrl('/blogs/glog', 'kitchen-talk', 2)).toBe('/blogs/glog/tagged/kitchen-talk?page=2');
    expect(listingUrl('/blogs/glog', 'Q&A', 1)).toBe('/blogs/glog/tagged/Q%26A');
  });

  it('asks for the grid section of the page and reads its data', async () => {
    const fetchMock = answer({ '/blogs/glog?page=2&section_id=main': page({ page: pageInfo(2, 4, 36), articles: articles(9, 10) }) });
    const data = await fetchArticlePage('/blogs/glog?page=2', 'main');
    expect(data.page.current).toBe(2);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('fails when the section has no article data', async () => {
    answer({ '/blogs/glog?section_id=main': '<div>changed theme</div>' });
    await expect(fetchArticlePage('/blogs/glog', 'main')).rejects.toThrow(/no article data/);
  });
});

describe('article search', () => {
  it("follows next_url over the result pages and keeps only this blog's articles", async () => {
    const other = { ...article(99), url: '/blogs/news/elsewhere' };
    const fetchMock = answer({
      '/search?q=olive+oil&type=article': page({
        page: { ...pageInfo(1, 2, 30), next_url: '/search?q=olive+oil&type=article&page=2' },
        articles: [...articles(23), other],
      }),
      '/search?q=olive+oil&type=article&page=2': page({ page: { ...pageInfo(2, 2, 30), next_url: null }, articles: articles(6, 24) }),
    });
    const found = await searchArticles('olive oil', { searchUrl: '/search', blogUrl: '/blogs/glog' });
    expect(found.map((a) => a.id)).toEqual(articles(29).map((a) => a.id));
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('stops at 200 results', async () => {
    const bodies: Record<string, string> = {};
    for (let p = 1; p <= 12; p++) {
      const next = `/search?q=oil&type=article&page=${p + 1}`;
      bodies[p === 1 ? '/search?q=oil&type=article' : `/search?q=oil&type=article&page=${p}`] = page({
        page: { ...pageInfo(p, 12, 288), next_url: next },
        articles: articles(24, (p - 1) * 24 + 1),
      });
    }
    answer(bodies);
    const found = await searchArticles('oil', { searchUrl: '/search', blogUrl: '/blogs/glog' });
    expect(found).toHaveLength(MAX_SEARCH_RESULTS);
  });

  it('sends the term as a query value, never as markup', async () => {
    const fetchMock = answer({ '/search?q=%22%3E%3Cb%3E&type=article': page({ page: pageInfo(1, 1, 0), articles: [] }) });
    await expect(searchArticles('"><b>', { searchUrl: '/search', blogUrl: '/blogs/glog' })).resolves.toEqual([]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
