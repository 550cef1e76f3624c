// @vitest-environment jsdom
// The article-grid island as a shopper uses it: tags, search, empty results and Clear Search,
// pages, back/forward, failures; fetches answered with pages carrying embedded article data.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ArticleGrid, { GRID_SCROLL_OFFSETS, schema } from '../../../../src/features/blog/ArticleGrid';
import { PAGE_SETTLE_MS, RESULTS_DELAY_MS } from '../../../../src/features/blog/article-list-store';
import { REQUEST_TIMEOUT_MS } from '../../../../src/features/blog/article-pages';
import { islandProps } from '../../helpers/island-props';
import { articles, pageInfo, requestUrl, TAGS } from './fixture';

const TEXTS = {
  tags_label: 'Filter by tag',
  all_tags: 'All',
  search_label: 'Search the Glog',
  search_placeholder: 'Search recipes',
  search_submit: 'Search',
  no_results: 'Oops! No results for {search}.',
  clear_search: 'Clear Search',
  empty: 'No articles here yet.',
  previous: 'Previous',
  next: 'Next',
  pagination_label: 'Glog pages',
  page_status: 'Page {current} of {total}',
  results_one: '{count} article',
  results_other: '{count} articles',
  loading: 'Loading articles…',
  load_error: 'We couldn&#39;t load those articles.',
};

/** Props as snippets/article-grid.liquid prints them for the blog's first page. */
function rawProps(extra: Record<string, unknown> = {}) {
  return {
    blog: { handle: 'glog', url: '/blogs/glog', title: 'The Glog' },
    section_id: 'main',
    search_url: '/search',
    show_tags: true,
    show_search: true,
    current_tag: null,
    tags: TAGS,
    page: pageInfo(1, 4, 36),
    articles: articles(9),
    texts: TEXTS,
    ...extra,
  };
}

const pageHtml = (page: unknown, list: unknown) => `<script type="application/json" data-article-data>${JSON.stringify({ page, articles: list })}</script>`;

/** A page that never answers (until the request is aborted). */
const HANGS = Symbol('hangs');
let bodies: Record<string, string | Error | typeof HANGS>;
const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
  const body = bodies[requestUrl(input)];
  if (body === HANGS)
    return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
  if (body instanceof Error) return Promise.reject(body);
  return Promise.resolve(body === undefined ? new Response('', { status: 404 }) : new Response(body, { status: 200 }));
});

function mount(extra: Record<string, unknown> = {}) {
  return render(<ArticleGrid {...islandProps(schema, rawProps(extra))} />);
}
const titles = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const tagButton = (name: string) => within(screen.getByRole('group', { name: 'Filter by tag' })).getByRole('button', { name });

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockClear();
  window.matchMedia = vi
    .fn()
    .mockImplementation((query: string) => ({ matches: false, media: query, addEventListener: vi.fn(), removeEventListener: vi.fn() }));
  window.scrollTo = vi.fn();
  window.history.replaceState(null, '', '/blogs/glog');
  bodies = {
    '/blogs/glog/tagged/kitchen-talk?section_id=main': pageHtml(pageInfo(1, 2, 10, '/blogs/glog/tagged/kitchen-talk'), articles(9, 100)),
    '/blogs/glog?section_id=main': pageHtml(pageInfo(1, 4, 36), articles(9)),
    '/blogs/glog?page=2&section_id=main': pageHtml(pageInfo(2, 4, 36), articles(9, 10)),
    '/search?q=lemon&type=article': pageHtml(pageInfo(1, 1, 3), articles(3, 500)),
    '/search?q=nothing&type=article': pageHtml(pageInfo(1, 1, 0), []),
  };
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ArticleGrid', () => {
  it('first renders the server page: cards, All pressed, page 1 of 4 with previous disabled, nothing announced', () => {
    mount();
    expect(titles()).toEqual(articles(9).map((a) => a.title));
    expect(tagButton('All').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Page 1 of 4')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Previous' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Next' }).disabled).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a tag filters after 500 ms and writes ?tagged=; the same tag again shows everything', async () => {
    mount();
    fireEvent.click(tagButton('Kitchen Talk'));
    expect(window.location.search).toBe('?tagged=kitchen-talk');
    expect(tagButton('Kitchen Talk').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Loading articles…');
    await advance(RESULTS_DELAY_MS);
    expect(titles()[0]).toBe('Article 100');
    expect(screen.getByRole('status').textContent).toBe('10 articles. Page 1 of 2');
    fireEvent.click(tagButton('Kitchen Talk'));
    expect(window.location.pathname + window.location.search).toBe('/blogs/glog');
    await advance(RESULTS_DELAY_MS);
    expect(titles()[0]).toBe('Article 1');
    expect(tagButton('All').getAttribute('aria-pressed')).toBe('true');
  });

  it('a search clears the tag, writes ?search= and shows the results', async () => {
    window.history.replaceState(null, '', '/blogs/glog?tagged=kitchen-talk');
    mount();
    await advance(RESULTS_DELAY_MS);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the Glog' }), { target: { value: 'lemon' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(window.location.search).toBe('?search=lemon');
    expect(tagButton('Kitchen Talk').getAttribute('aria-pressed')).toBe('false');
    await advance(RESULTS_DELAY_MS);
    expect(titles()).toEqual(['Article 500', 'Article 501', 'Article 502']);
    expect(screen.queryByRole('navigation', { name: 'Glog pages' })).toBeNull();
  });

  it('empty results say so with the term as text, and Clear Search restores the full list', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    bodies[`/search?${new URLSearchParams({ q: hostile, type: 'article' }).toString()}`] = pageHtml(pageInfo(1, 1, 0), []);
    window.history.replaceState(null, '', `/blogs/glog?search=${encodeURIComponent(hostile)}`);
    const { container } = mount();
    await advance(RESULTS_DELAY_MS);
    expect(screen.getByText(`Oops! No results for ${hostile}.`)).toBeTruthy();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe(hostile);
    fireEvent.click(screen.getByRole('button', { name: 'Clear Search' }));
    expect(window.location.search).toBe('');
    await advance(RESULTS_DELAY_MS);
    expect(titles()).toHaveLength(9);
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('');
  });

  it('an unknown tag in the URL shows the empty state without a request', async () => {
    window.history.replaceState(null, '', '/blogs/glog?tagged=nope');
    mount();
    await advance(RESULTS_DELAY_MS);
    expect(screen.getByText('Oops! No results for nope.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('emptying the search field shows everything again', async () => {
    window.history.replaceState(null, '', '/blogs/glog?search=lemon');
    mount();
    await advance(RESULTS_DELAY_MS);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '' } });
    expect(window.location.search).toBe('');
    await advance(RESULTS_DELAY_MS);
    expect(titles()).toHaveLength(9);
  });

  it('next loads page 2, scrolls the grid to 122 px below the top on mobile and focuses it', async () => {
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 900, width: 300, height: 300 }));
    mount();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(window.location.search).toBe('?page=2');
    await advance(RESULTS_DELAY_MS);
    expect(titles()[0]).toBe('Article 10');
    expect(screen.getByText('Page 2 of 4')).toBeTruthy();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 900 - GRID_SCROLL_OFFSETS.mobile, behavior: 'smooth' });
    expect(document.activeElement?.className).toContain('article-grid__results');
    expect(document.querySelector('.article-grid__results')!.getAttribute('aria-busy')).toBe('true');
    await advance(PAGE_SETTLE_MS);
    expect(document.querySelector('.article-grid__results')!.hasAttribute('aria-busy')).toBe(false);
  });

  it('uses the 56 px offset on desktop', async () => {
    expect(GRID_SCROLL_OFFSETS).toEqual({ desktop: 56, mobile: 122 });
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 900, width: 300, height: 300 }));
    window.matchMedia = vi.fn().mockImplementation((query: string) => ({
      matches: query.includes('min-width: 1024px'),
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    }));
    mount();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await advance(RESULTS_DELAY_MS);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 900 - GRID_SCROLL_OFFSETS.desktop, behavior: 'smooth' });
  });

  it('back and forward restore the list from the address bar', async () => {
    mount();
    fireEvent.click(tagButton('Kitchen Talk'));
    await advance(RESULTS_DELAY_MS);
    window.history.replaceState(null, '', '/blogs/glog');
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
    await advance(RESULTS_DELAY_MS);
    expect(titles()[0]).toBe('Article 1');
    expect(tagButton('All').getAttribute('aria-pressed')).toBe('true');
    window.history.replaceState(null, '', '/blogs/glog?tagged=kitchen-talk');
    act(() => void window.dispatchEvent(new PopStateEvent('popstate')));
    await advance(RESULTS_DELAY_MS);
    expect(titles()[0]).toBe('Article 100');
    expect(tagButton('Kitchen Talk').getAttribute('aria-pressed')).toBe('true');
  });

  it('a failed request keeps the articles, says so and leaves nothing loading', async () => {
    bodies['/blogs/glog/tagged/kitchen-talk?section_id=main'] = new TypeError('Failed to fetch');
    mount();
    fireEvent.click(tagButton('Kitchen Talk'));
    await advance(RESULTS_DELAY_MS);
    expect(screen.getByRole('alert').textContent).toBe("We couldn't load those articles.");
    expect(titles()).toHaveLength(9);
    expect(tagButton('All').getAttribute('aria-pressed')).toBe('true');
    expect(window.location.search).toBe('');
    expect(document.querySelector('.article-grid__results')!.hasAttribute('aria-busy')).toBe(false);
  });

  it('a page that never answers fails after 15 s instead of loading for ever', async () => {
    bodies['/blogs/glog/tagged/kitchen-talk?section_id=main'] = HANGS;
    mount();
    fireEvent.click(tagButton('Kitchen Talk'));
    await advance(REQUEST_TIMEOUT_MS - 1);
    expect(screen.queryByRole('alert')).toBeNull();
    await advance(1);
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(document.querySelector('.article-grid__results')!.hasAttribute('aria-busy')).toBe(false);
  });

  it('choosing a tag drops a search term typed but not searched for', () => {
    mount();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'half typed' } });
    fireEvent.click(tagButton('Recipes'));
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('');
  });

  it('on a /tagged/ page the path tag is active and the pager follows the tag', () => {
    window.history.replaceState(null, '', '/blogs/glog/tagged/kitchen-talk');
    mount({ current_tag: 'kitchen-talk', page: pageInfo(1, 2, 10, '/blogs/glog/tagged/kitchen-talk') });
    expect(tagButton('Kitchen Talk').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('hides the tags and the search when the section turns them off', () => {
    mount({ show_tags: false, show_search: false });
    expect(screen.queryByRole('group', { name: 'Filter by tag' })).toBeNull();
    expect(screen.queryByRole('search')).toBeNull();
  });
});
