/**
 * The overlay's search as typing drives it (spec §4 "Search overlay"): typing is debounced on its
 * leading edge (a keystroke after a pause searches at once; keystrokes that follow it within the
 * debounce wait until typing pauses, then search the last term), an empty term clears results and
 * count at once, and an answer is
 * applied only if it belongs to the newest search, so a slow answer for an older term can never
 * overwrite a newer one. A failed search shows nothing and stops loading (spec §8); the next
 * keystroke searches again. No React here: the overlay subscribes to it.
 */
import type { SearchResults } from './search-results';

/** Keystrokes closer together than this are one burst: only its last term is searched. */
export const SEARCH_DEBOUNCE_MS = 50;

export interface SearchState {
  /** the term as typed */
  term: string;
  /** a search for the current term is on its way */
  loading: boolean;
  /** the newest answered search (the one before, while the next loads), or null */
  results: SearchResults | null;
  /** the newest search failed: nothing is shown for it, and no message */
  failed: boolean;
}

export interface SearchSession {
  readonly state: SearchState;
  /** A new term; `immediate` never waits (a restored term, a chosen suggestion). */
  setTerm(term: string, options?: { immediate?: boolean }): void;
  /** Stops timers and ignores answers still on their way. */
  dispose(): void;
}

export interface SearchSessionOptions {
  search: (term: string) => Promise<SearchResults>;
  onChange: (state: SearchState) => void;
  debounceMs?: number;
}

export const EMPTY_SEARCH: SearchState = { term: '', loading: false, results: null, failed: false };

export function createSearchSession({ search, onChange, debounceMs = SEARCH_DEBOUNCE_MS }: SearchSessionOptions): SearchSession {
  let state = EMPTY_SEARCH;
  /** id of the newest search; answers of any other are stale */
  let newest = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** when the previous term came in; -Infinity: the first keystroke follows a pause */
  let lastInputAt = Number.NEGATIVE_INFINITY;

  const update = (patch: Partial<SearchState>) => {
    state = { ...state, ...patch };
    onChange(state);
  };

  const start = (term: string) => {
    timer = undefined;
    const id = ++newest;
    update({ loading: true });
    let answer: Promise<SearchResults>;
    try {
      answer = search(term);
    } catch (error) {
      answer = Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    answer.then(
      (results) => {
        if (id === newest) update({ loading: false, results, failed: false });
      },
      () => {
        if (id === newest) update({ loading: false, results: null, failed: true });
      },
    );
  };

  return {
    get state() {
      return state;
    },
    setTerm(term, { immediate = false } = {}) {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      if (term.trim() === '') {
        newest += 1; // whatever is on its way is for a term that is gone
        update({ term, loading: false, results: null, failed: false });
        return;
      }
      update({ term });
      const now = Date.now();
      const afterPause = now - lastInputAt >= debounceMs;
      lastInputAt = now;
      if (immediate || afterPause) start(term);
      else timer = setTimeout(() => start(term), debounceMs);
    },
    dispose() {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      newest += 1;
    },
  };
}
