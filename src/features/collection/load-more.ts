/**
 * Load more (spec §4 Collection grid): reaching the end of the grid loads the next page while the
 * current page is below the total and appends its products; the busy flag clears 500 ms after
 * each load (spec §9), so a shopper resting at the end does not fire a burst of requests. A
 * failed load is logged only (spec §8) and the next attempt may try again.
 */
import type { PageInfo } from './collection-grid-props';

export const LOAD_MORE_BUSY_MS = 500;

export interface LoadedPage {
  /** the markup to append (the page's product list) */
  items: Element[];
  page: PageInfo;
}

export interface LoadMoreState {
  page: PageInfo;
  busy: boolean;
  failed: boolean;
}

export interface LoadMoreDeps {
  fetchPage(url: string): Promise<LoadedPage>;
  /** puts the loaded products in the grid; `page` is the page they came from */
  append(items: Element[], page: PageInfo): void;
  onChange(state: LoadMoreState): void;
}

export interface LoadMore {
  state(): LoadMoreState;
  /** Loads the next page unless busy or at the end; true when it started a load. */
  loadMore(): boolean;
  dispose(): void;
}

export function hasNextPage(page: PageInfo): boolean {
  return page.current < page.total && page.next_url !== '';
}

export function createLoadMore(initial: PageInfo, deps: LoadMoreDeps): LoadMore {
  let state: LoadMoreState = { page: initial, busy: false, failed: false };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;

  const set = (next: Partial<LoadMoreState>) => {
    state = { ...state, ...next };
    if (!disposed) deps.onChange(state);
  };

  const run = async (url: string) => {
    try {
      const loaded = await deps.fetchPage(url);
      if (disposed) return;
      deps.append(loaded.items, loaded.page);
      // A page that does not move forward ends loading rather than looping on itself.
      const page = loaded.page.current > state.page.current ? loaded.page : { ...state.page, next_url: '' };
      set({ page, failed: false });
    } catch (error) {
      console.log('[collection] loading the next page failed', error);
      set({ failed: true });
    } finally {
      if (!disposed) timer = setTimeout(() => set({ busy: false }), LOAD_MORE_BUSY_MS);
    }
  };

  return {
    state: () => state,
    loadMore() {
      if (disposed || state.busy || !hasNextPage(state.page)) return false;
      set({ busy: true });
      void run(state.page.next_url);
      return true;
    },
    dispose() {
      disposed = true;
      clearTimeout(timer);
    },
  };
}
