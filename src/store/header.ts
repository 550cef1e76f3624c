/**
 * The header's interface state (spec §4 "Header"): mobile menu open, search overlay open, the
 * active desktop submenu and the scrolled-at-top flag. Vanilla zustand, so the entry's plain
 * header code and the React mobile menu (and later the search overlay) share one source.
 */
import { createStore } from 'zustand/vanilla';

export interface HeaderState {
  menuOpen: boolean;
  searchOpen: boolean;
  /** id of the desktop dropdown that is open, or null */
  activeSubmenu: string | null;
  /** true while the page sits at its top (the header is transparent there) */
  scrolledAtTop: boolean;
}

export interface HeaderActions {
  /** Opening the menu closes search and any dropdown. */
  setMenuOpen(open: boolean): void;
  /** Opening search closes the menu and any dropdown. */
  setSearchOpen(open: boolean): void;
  setActiveSubmenu(id: string | null): void;
  setScrolledAtTop(atTop: boolean): void;
}

export type HeaderStore = HeaderState & HeaderActions;

export function createHeaderStore() {
  return createStore<HeaderStore>()((set) => ({
    menuOpen: false,
    searchOpen: false,
    activeSubmenu: null,
    scrolledAtTop: true,
    setMenuOpen: (open) => set(open ? { menuOpen: true, searchOpen: false, activeSubmenu: null } : { menuOpen: false }),
    setSearchOpen: (open) => set(open ? { searchOpen: true, menuOpen: false, activeSubmenu: null } : { searchOpen: false }),
    setActiveSubmenu: (id) => set({ activeSubmenu: id }),
    setScrolledAtTop: (atTop) => set({ scrolledAtTop: atTop }),
  }));
}

export const headerStore = createHeaderStore();
