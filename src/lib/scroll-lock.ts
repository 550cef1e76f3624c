/**
 * Page-scroll lock shared by drawers and modals. Each owner holds at most one lock, so
 * repeated opens of the same drawer cannot leave the page locked after it closes.
 */
export const SCROLL_LOCK_CLASS = 'is-scroll-locked';

const owners = new Set<string>();

function sync(): void {
  if (typeof document === 'undefined' || !document.body) return;
  document.body.classList.toggle(SCROLL_LOCK_CLASS, owners.size > 0);
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
