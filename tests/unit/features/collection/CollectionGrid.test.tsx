// @vitest-environment jsdom
// The collection-grid island in a collection section: the end of the grid coming into view loads
// the next page through the Section Rendering API and appends its products, says so in its
// status, keeps the busy flag for 500 ms, and stops at the last page; the 'Load more' link is a
// real link to the next page. A failure is logged and shown, and the link stays for a retry.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CollectionGrid, { schema } from '../../../../src/features/collection/CollectionGrid';
import { LOAD_MORE_BUSY_MS } from '../../../../src/features/collection/load-more';
import { islandProps } from '../../helpers/island-props';

const rendering = vi.hoisted(() => ({ fetchSection: vi.fn<(url: string, id: string) => Promise<string>>() }));
vi.mock('../../../../src/lib/section-rendering', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../src/lib/section-rendering')>()),
  fetchSection: rendering.fetchSection,
}));

/** The page's IntersectionObserver, driven by the test. */
let reveal: (visible: boolean) => void = () => {};
class FakeObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    reveal = (visible) => this.callback([{ isIntersecting: visible } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  disconnect() {}
}

const raw = (current: number, total: number) => ({
  section_id: 'main',
  switch: false,
  load_more: true,
  page: { current, total, next_url: current < total ? `/collections/all?page=${current + 1}` : '' },
  texts: {
    load_more: 'Load more products',
    loading: 'Loading products&hellip;',
    page_status: 'Page {current} of {total}',
    load_error: 'We couldn&#39;t load more products. Please try again.',
  },
});

const pageHtml = (current: number, total: number, names: string[]) =>
  `<section id="shopify-section-main"><ul data-collection-items data-page-current="${current}" data-page-total="${total}" data-next-url="${current < total ? `/collections/all?page=${current + 1}` : ''}">${names.map((n) => `<li data-collection-item>${n}</li>`).join('')}</ul></section>`;

function mountSection(current: number, total: number) {
  document.body.innerHTML = `<div id="shopify-section-main"><div data-collection-pages><ul data-collection-items><li data-collection-item>A</li></ul></div><div id="host"></div></div>`;
  const container = document.getElementById('host')!;
  return render(<CollectionGrid {...islandProps(schema, raw(current, total))} />, { container });
}
const productNames = () => Array.from(document.querySelectorAll('[data-collection-item]'), (li) => li.textContent);

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  rendering.fetchSection.mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('collection grid island', () => {
  it('loads and appends the next pages as the end comes into view, 500 ms apart, and stops at the last', async () => {
    rendering.fetchSection.mockImplementation((url) => Promise.resolve(url.endsWith('page=2') ? pageHtml(2, 3, ['B', 'C']) : pageHtml(3, 3, ['D'])));
    mountSection(1, 3);
    expect(screen.getByRole('status').textContent).toBe('Page 1 of 3');
    expect(screen.getByRole('link', { name: 'Load more products' }).getAttribute('href')).toBe('/collections/all?page=2');

    await act(async () => reveal(true));
    expect(rendering.fetchSection).toHaveBeenCalledWith('/collections/all?page=2', 'main', expect.anything());
    expect(productNames()).toEqual(['A', 'B', 'C']);
    expect(screen.getByRole('status').textContent).toBe('Loading products…');
    // The end is still in view: the next page waits for the busy flag to clear.
    await act(async () => vi.advanceTimersByTimeAsync(LOAD_MORE_BUSY_MS - 1));
    expect(rendering.fetchSection).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(rendering.fetchSection).toHaveBeenCalledTimes(2);
    expect(productNames()).toEqual(['A', 'B', 'C', 'D']);
    await act(async () => vi.advanceTimersByTimeAsync(LOAD_MORE_BUSY_MS));
    expect(screen.getByRole('status').textContent).toBe('Page 3 of 3');
    expect(screen.queryByRole('link', { name: 'Load more products' })).toBeNull();
    await act(async () => vi.advanceTimersByTimeAsync(LOAD_MORE_BUSY_MS * 4));
    expect(rendering.fetchSection).toHaveBeenCalledTimes(2);
  });

  it('the Load more link loads in place; a failure is logged, shown and can be retried', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    rendering.fetchSection.mockRejectedValueOnce(new Error('Network Error')).mockResolvedValueOnce(pageHtml(2, 2, ['B']));
    mountSection(1, 2);
    await act(async () => reveal(false));
    const link = screen.getByRole('link', { name: 'Load more products' });
    await act(async () => fireEvent.click(link));
    expect(log).toHaveBeenCalledOnce();
    await act(async () => vi.advanceTimersByTimeAsync(LOAD_MORE_BUSY_MS));
    expect(screen.getByRole('status').textContent).toBe("We couldn't load more products. Please try again.");
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Load more products' })));
    expect(productNames()).toEqual(['A', 'B']);
    log.mockRestore();
  });

  it('with load more off it leaves the page alone', () => {
    document.body.innerHTML = '<div id="shopify-section-main"><div id="host"></div></div>';
    render(<CollectionGrid {...islandProps(schema, { ...raw(1, 2), load_more: false })} />, { container: document.getElementById('host')! });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
