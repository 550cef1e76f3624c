/**
 * The overlay's term in localStorage under `searchTerm` (spec §4 "Search overlay"): written on
 * every change, read back when the overlay opens. Storage that is full or blocked only means the
 * term is not remembered.
 */
export const SEARCH_TERM_KEY = 'searchTerm';
/** Longer terms are not worth keeping (Algolia reads at most 511 bytes of a query). */
const MAX_SAVED_LENGTH = 1024;

export function readSavedTerm(): string {
  try {
    return localStorage.getItem(SEARCH_TERM_KEY)?.slice(0, MAX_SAVED_LENGTH) ?? '';
  } catch {
    return '';
  }
}

export function saveTerm(term: string): void {
  try {
    localStorage.setItem(SEARCH_TERM_KEY, term.slice(0, MAX_SAVED_LENGTH));
  } catch {
    /* storage full or blocked */
  }
}
