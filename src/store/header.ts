/**
 * The header's interface state (spec §4 "Header"): the active desktop submenu and the
 * scrolled-at-top flag. Vanilla zustand, so the entry's plain header code shares it. Whether the
 * mobile menu or the search overlay is open is the ui store's one active overlay (these ids).
 */
import { createStore } from 'zustand/vanilla';

/** The ui store's overlay ids (kind 'dialog') of the mobile menu and the search overlay. */
export const MENU_OVERLAY = 'mobile-menu';
export const SEARCH_OVERLAY = 'search-overlay';

export interface HeaderState {
  /** id of the desktop dropdown that is open, or null */
  activeSubmenu: string | null;
  /** true while the page sits at its top (the header is transparent there) */
  scrolledAtTop: boolean;
}

export interface HeaderActions {
  setActiveSubmenu(id: string | null): void;
  setScrolledAtTop(atTop: boolean): void;
}

export type HeaderStore = HeaderState & HeaderActions;

export function createHeaderStore() {
  return createStore<HeaderStore>()((set) => ({
    activeSubmenu: null,
    scrolledAtTop: true,
    setActiveSubmenu: (id) => set({ activeSubmenu: id }),
    setScrolledAtTop: (atTop) => set({ scrolledAtTop: atTop }),
  }));
}

export const headerStore = createHeaderStore();
