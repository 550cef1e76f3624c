// The header state of spec §4: active submenu, scrolled-at-top (menu and search are the ui store's overlay).
import { describe, expect, it } from 'vitest';
import { createHeaderStore } from '../../../../src/store/header';

describe('header store', () => {
  it('starts closed, at the top', () => {
    expect(createHeaderStore().getState()).toEqual(expect.objectContaining({ activeSubmenu: null, scrolledAtTop: true }));
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
