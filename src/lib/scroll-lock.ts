/**
 * Page-scroll lock shared by drawers and modals. Each owner holds at most one lock, so
 * repeated opens of the same drawer cannot leave the page locked after it closes.
 */
export const SCROLL_LOCK_CLASS = 'is-scroll-locked';

const owners = new Set<string>();
const listeners = new Set<() => void>();

function sync(): void {
  listeners.forEach((listener) => listener());
  if (typeof document === 'undefined' || !document.body) return;
  document.body.classList.toggle(SCROLL_LOCK_CLASS, owners.size > 0);
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
