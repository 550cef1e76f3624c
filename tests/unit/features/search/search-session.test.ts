// The overlay's search session with fake timers: typing debounced on its leading edge, an empty
// term clearing at once,
// the stale-response guard (an older term's late answer never replaces a newer one), and failures
// that stop loading and recover on the next keystroke.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSearchSession, SEARCH_DEBOUNCE_MS, type SearchState } from '../../../../src/features/search/search-session';
import type { SearchResults } from '../../../../src/features/search/search-results';

const resultsFor = (term: string, count = 1): SearchResults => ({ term, queryID: null, products: [], articles: [], count });

/** A search whose answers the test releases (or fails) by term, in any order. */
function controlledSearch() {
  const pending = new Map<string, { resolve(r: SearchResults): void; reject(e: Error): void }>();
  const search = vi.fn((term: string) => new Promise<SearchResults>((resolve, reject) => pending.set(term, { resolve, reject })));
  return {
    search,
    answer: (term: string, count = 1) => pending.get(term)!.resolve(resultsFor(term, count)),
    fail: (term: string) => pending.get(term)!.reject(new Error('Unreachable hosts')),
  };
}

let states: SearchState[];
const last = () => states[states.length - 1]!;
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  states = [];
});
afterEach(() => vi.useRealTimers());

describe('search session', () => {
  it('a keystroke after a pause searches at once; a burst right after it searches its last term once typing pauses', async () => {
    const backend = controlledSearch();
    const session = createSearchSession({ search: backend.search, onChange: (s) => states.push(s) });
    session.setTerm('o');
    expect(backend.search.mock.calls).toEqual([['o']]);
    for (const term of ['ol', 'oli', 'oliv']) {
      await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS - 1);
      session.setTerm(term);
    }
    expect(backend.search.mock.calls).toEqual([['o']]);
    expect(last()).toMatchObject({ term: 'oliv' });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    expect(backend.search.mock.calls).toEqual([['o'], ['oliv']]);
    expect(last().loading).toBe(true);
    backend.answer('oliv', 4);
    await flush();
    expect(last()).toEqual({ term: 'oliv', loading: false, results: resultsFor('oliv', 4), failed: false });
    // After the pause, the next letter goes out at once.
    session.setTerm('olive');
    expect(backend.search.mock.calls.at(-1)).toEqual(['olive']);
  });

  it('never lets an older term overwrite a newer one, whatever order the answers come in', async () => {
    const backend = controlledSearch();
    const session = createSearchSession({ search: backend.search, onChange: (s) => states.push(s) });
    session.setTerm('ol', { immediate: true });
    session.setTerm('olive', { immediate: true });
    backend.answer('olive', 7);
    await flush();
    expect(last().results?.term).toBe('olive');
    backend.answer('ol', 30); // late
    await flush();
    expect(last()).toMatchObject({ term: 'olive', loading: false, results: { term: 'olive', count: 7 } });
  });

  it('an empty term clears results and count at once, and drops the answer still on its way', async () => {
    const backend = controlledSearch();
    const session = createSearchSession({ search: backend.search, onChange: (s) => states.push(s) });
    session.setTerm('lemon', { immediate: true });
    backend.answer('lemon');
    await flush();
    session.setTerm('lem', { immediate: true });
    session.setTerm('   ');
    expect(last()).toEqual({ term: '   ', loading: false, results: null, failed: false });
    backend.answer('lem');
    await flush();
    expect(last().results).toBeNull();
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2);
    expect(backend.search).toHaveBeenCalledTimes(2);
  });

  it('a failed search stops loading and shows nothing; the next keystroke searches again', async () => {
    const backend = controlledSearch();
    const session = createSearchSession({ search: backend.search, onChange: (s) => states.push(s) });
    session.setTerm('oil', { immediate: true });
    backend.fail('oil');
    await flush();
    expect(last()).toEqual({ term: 'oil', loading: false, results: null, failed: true });
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS);
    session.setTerm('oils');
    expect(last().loading).toBe(true);
    backend.answer('oils', 2);
    await flush();
    expect(last()).toEqual({ term: 'oils', loading: false, results: resultsFor('oils', 2), failed: false });
  });

  it('a search that throws before sending (no credentials) is a failure, not a stuck spinner', async () => {
    const session = createSearchSession({
      search: () => {
        throw new Error('`appId` is missing.');
      },
      onChange: (s) => states.push(s),
    });
    session.setTerm('oil', { immediate: true });
    await flush();
    expect(last()).toMatchObject({ loading: false, failed: true });
  });

  it('after dispose, nothing is searched or applied', async () => {
    const backend = controlledSearch();
    const session = createSearchSession({ search: backend.search, onChange: (s) => states.push(s) });
    session.setTerm('a');
    session.setTerm('ab'); // within the burst: waits for the pause
    session.dispose();
    backend.answer('a');
    await vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS * 2);
    expect(backend.search).toHaveBeenCalledTimes(1);
    expect(last()).toMatchObject({ term: 'ab', results: null });
  });
});
