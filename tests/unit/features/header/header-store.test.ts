// The header state of spec §4: menu, search, active submenu, scrolled-at-top.
import { describe, expect, it } from 'vitest';
import { createHeaderStore } from '../../../../src/store/header';

describe('header store', () => {
  it('starts closed, at the top', () => {
    expect(createHeaderStore().getState()).toMatchObject({ menuOpen: false, searchOpen: false, activeSubmenu: null, scrolledAtTop: true });
  });

  it('opening the menu closes search and the dropdown; opening search closes the menu', () => {
    const store = createHeaderStore();
    store.getState().setActiveSubmenu('nav-1');
    store.getState().setSearchOpen(true);
    expect(store.getState()).toMatchObject({ searchOpen: true, activeSubmenu: null });
    store.getState().setMenuOpen(true);
    expect(store.getState()).toMatchObject({ menuOpen: true, searchOpen: false });
    store.getState().setSearchOpen(true);
    expect(store.getState()).toMatchObject({ menuOpen: false, searchOpen: true });
    store.getState().setSearchOpen(false);
    expect(store.getState()).toMatchObject({ menuOpen: false, searchOpen: false });
  });

  it('keeps one active submenu (none or an id)', () => {
    const store = createHeaderStore();
    store.getState().setActiveSubmenu('nav-1');
    store.getState().setActiveSubmenu('nav-3');
    expect(store.getState().activeSubmenu).toBe('nav-3');
    store.getState().setActiveSubmenu(null);
    expect(store.getState().activeSubmenu).toBeNull();
  });
});
