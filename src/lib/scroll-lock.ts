/**
 * Page-scroll lock shared by drawers and modals. Each owner holds at most one lock, so
 * repeated opens of the same drawer cannot leave the page locked after it closes.
 */
export const SCROLL_LOCK_CLASS = 'is-scroll-locked';
/** The width of the scrollbar the lock hides, which the body keeps as padding (base.css). */
export const SCROLL_LOCK_GAP = '--scroll-lock-gap';

const owners = new Set<string>();
const listeners = new Set<() => void>();

function sync(): void {
  listeners.forEach((listener) => listener());
  if (typeof document === 'undefined' || !document.body) return;
  const { body, documentElement } = document;
  const locked = owners.size > 0;
  if (locked === body.classList.contains(SCROLL_LOCK_CLASS)) return;
  // Measured as the lock starts, while the bar still shows (0 where scrollbars overlay the page).
  if (locked) body.style.setProperty(SCROLL_LOCK_GAP, `${Math.max(0, window.innerWidth - documentElement.clientWidth)}px`);
  else body.style.removeProperty(SCROLL_LOCK_GAP);
  body.classList.toggle(SCROLL_LOCK_CLASS, locked);
}

/** True while a drawer, modal or overlay covers the page. */
export function isScrollLocked(): boolean {
  return owners.size > 0;
}

/** Calls `listener` on every lock change; returns the unsubscribe (useSyncExternalStore's shape). */
export function subscribeScrollLock(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function lockScroll(owner: string): void {
  owners.add(owner);
  sync();
}

export function unlockScroll(owner: string): void {
  owners.delete(owner);
  sync();
}

export function setScrollLock(owner: string, locked: boolean): void {
  if (locked) lockScroll(owner);
  else unlockScroll(owner);
}

/** Test helper: forget every owner. */
export function resetScrollLock(): void {
  owners.clear();
  sync();
}
