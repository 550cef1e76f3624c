/**
 * Linked-product switches as history entries: a switch pushes the new product's URL, and Back or
 * Forward to one of these entries is reported (the product's URL, the entry's scroll position) so
 * the page can switch back in place. An entry's position is taken when it is left: by a switch,
 * or at popstate, which the browser fires before it restores the next entry's scroll position.
 * The position saved in the entry's state by a switch is the fallback (after a reload).
 */
const STATE_KEY = 'olivineProductEntry';

interface ProductEntry {
  id: string;
  scrollY: number;
}

const scrollOf = new Map<string, number>();
/** The entry on screen, when it is one of ours. */
let currentId: string | null = null;
let entryCount = 0;

const stateObject = (state: unknown): Record<string, unknown> => (typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {});

function entryOf(state: unknown): ProductEntry | null {
  const entry = stateObject(state)[STATE_KEY];
  if (typeof entry !== 'object' || entry === null) return null;
  const { id, scrollY } = entry as Partial<ProductEntry>;
  return typeof id === 'string' ? { id, scrollY: typeof scrollY === 'number' && Number.isFinite(scrollY) ? scrollY : 0 } : null;
}

const newEntryId = () => `${Date.now().toString(36)}-${(entryCount += 1)}`;

/** The page now shows the product at `url`: a new history entry, the one left keeps its scroll position. */
export function pushProductEntry(url: string): void {
  const scrollY = window.scrollY;
  const leaving = entryOf(window.history.state)?.id ?? newEntryId();
  scrollOf.set(leaving, scrollY);
  window.history.replaceState({ ...stateObject(window.history.state), [STATE_KEY]: { id: leaving, scrollY } }, '');
  currentId = newEntryId();
  scrollOf.set(currentId, scrollY);
  window.history.pushState({ [STATE_KEY]: { id: currentId, scrollY } }, '', url);
}

type EntryListener = (url: string, scrollY: number) => void;
const listeners = new Set<EntryListener>();

function onPopState(event: PopStateEvent): void {
  if (currentId !== null) scrollOf.set(currentId, window.scrollY);
  const entry = entryOf(event.state);
  currentId = entry?.id ?? null;
  if (!entry) return;
  const url = window.location.pathname + window.location.search;
  const scrollY = scrollOf.get(entry.id) ?? entry.scrollY;
  for (const listener of listeners) listener(url, scrollY);
}

/** Calls `onEntry` when Back or Forward lands on a product entry; returns the unsubscriber. */
export function onProductEntry(onEntry: EntryListener): () => void {
  if (listeners.size === 0) {
    currentId ??= entryOf(window.history.state)?.id ?? null;
    window.addEventListener('popstate', onPopState);
  }
  listeners.add(onEntry);
  return () => {
    listeners.delete(onEntry);
    if (listeners.size === 0) window.removeEventListener('popstate', onPopState);
  };
}
