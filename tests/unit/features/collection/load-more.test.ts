// Load more (spec §4, §9): the next page loads only while current < total, its products are
// appended once, the busy flag holds for 500 ms after each load, failures are logged and retried.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadMore, hasNextPage, LOAD_MORE_BUSY_MS, type LoadedPage, type LoadMoreDeps } from '../../../../src/features/collection/load-more';
import type { PageInfo } from '../../../../src/features/collection/collection-grid-props';

const page = (current: number, total: number): PageInfo => ({
  current,
  total,
  next_url: current < total ? `/collections/all?page=${current + 1}` : '',
});
const item = (name: string) => ({ name }) as unknown as Element;

function setup(initial: PageInfo, answers: Record<string, LoadedPage | Error>) {
  const appended: string[][] = [];
  const states: boolean[] = [];
  const fetched: string[] = [];
  const deps: LoadMoreDeps = {
    fetchPage: (url) => {
      fetched.push(url);
      const answer = answers[url];
      return answer instanceof Error || !answer ? Promise.reject(answer ?? new Error('404')) : Promise.resolve(answer);
    },
    append: (items) => appended.push(items.map((i) => (i as unknown as { name: string }).name)),
    onChange: (state) => states.push(state.busy),
  };
  return { loader: createLoadMore(initial, deps), appended, fetched, states };
}

describe('load more', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('knows whether a next page exists', () => {
    expect(hasNextPage(page(1, 3))).toBe(true);
    expect(hasNextPage(page(3, 3))).toBe(false);
    expect(hasNextPage({ current: 1, total: 3, next_url: '' })).toBe(false);
  });

  it('appends the next page, stays busy for 500 ms, then loads the one after', async () => {
    const { loader, appended, fetched } = setup(page(1, 3), {
      '/collections/all?page=2': { items: [item('b1'), item('b2')], page: page(2, 3) },
      '/collections/all?page=3': { items: [item('c1')], page: page(3, 3) },
    });
    expect(loader.loadMore()).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(appended).toEqual([['b1', 'b2']]);
    expect(loader.state().page.current).toBe(2);
    expect(loader.state().busy).toBe(true);
    // Still busy: reaching the end again does nothing.
    expect(loader.loadMore()).toBe(false);
    await vi.advanceTimersByTimeAsync(LOAD_MORE_BUSY_MS - 1);
    expect(loader.state().busy).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(loader.state().busy).toBe(false);

    expect(loader.loadMore()).toBe(true);
    await vi.advanceTimersByTimeAsync(LOAD_MORE_BUSY_MS);
    expect(appended).toEqual([['b1', 'b2'], ['c1']]);
    // current == total: never asks for page 4.
    expect(loader.loadMore()).toBe(false);
    expect(fetched).toEqual(['/collections/all?page=2', '/collections/all?page=3']);
  });

  it('does nothing on the last page', () => {
    const { loader, fetched } = setup(page(2, 2), {});
    expect(loader.loadMore()).toBe(false);
    expect(fetched).toEqual([]);
  });

  it('logs a failed load, clears busy after 500 ms and may try again', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const { loader, appended, fetched } = setup(page(1, 2), { '/collections/all?page=2': new Error('Network Error') });
    loader.loadMore();
    await vi.advanceTimersByTimeAsync(0);
    expect(loader.state()).toMatchObject({ busy: true, failed: true });
    expect(log).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(LOAD_MORE_BUSY_MS);
    expect(loader.state()).toMatchObject({ busy: false, failed: true });
    expect(loader.loadMore()).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetched).toHaveLength(2);
    expect(appended).toEqual([]);
    log.mockRestore();
  });

  it('ends loading when the server answers a page that does not move forward', async () => {
    const { loader } = setup(page(1, 3), { '/collections/all?page=2': { items: [], page: page(1, 3) } });
    loader.loadMore();
    await vi.advanceTimersByTimeAsync(LOAD_MORE_BUSY_MS);
    expect(hasNextPage(loader.state().page)).toBe(false);
  });

  it('after dispose, a load in flight neither appends nor reports', async () => {
    const { loader, appended, states } = setup(page(1, 2), { '/collections/all?page=2': { items: [item('x')], page: page(2, 2) } });
    loader.loadMore();
    const reported = states.length;
    loader.dispose();
    await vi.advanceTimersByTimeAsync(LOAD_MORE_BUSY_MS);
    expect(appended).toEqual([]);
    expect(states).toHaveLength(reported);
  });
});
