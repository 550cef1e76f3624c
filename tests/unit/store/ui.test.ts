// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createUiStore, VIEW_LOADING_MS } from '../../../src/store/ui';
import { resetScrollLock, SCROLL_LOCK_CLASS } from '../../../src/lib/scroll-lock';

const locked = () => document.body.classList.contains(SCROLL_LOCK_CLASS);

beforeEach(() => resetScrollLock());
afterEach(() => vi.useRealTimers());

describe('ui store', () => {
  it('keeps one active modal; choosing it again clears it and toggles the scroll lock', () => {
    const ui = createUiStore();
    ui.getState().setActiveModal('age-gate');
    expect([ui.getState().activeModal, locked()]).toEqual(['age-gate', true]);
    ui.getState().setActiveModal('address');
    expect([ui.getState().activeModal, locked()]).toEqual(['address', true]);
    ui.getState().setActiveModal('address');
    expect([ui.getState().activeModal, locked()]).toEqual([null, false]);
  });

  it('tracks drawer, popover and select independently', () => {
    const ui = createUiStore();
    ui.getState().setActiveDrawer('menu');
    ui.getState().setActivePopover('shop');
    ui.getState().setActiveSelect('sort');
    expect(ui.getState()).toMatchObject({ activeDrawer: 'menu', activePopover: 'shop', activeSelect: 'sort' });
    ui.getState().setActivePopover('shop');
    ui.getState().setActiveSelect(null);
    expect(ui.getState()).toMatchObject({ activeDrawer: 'menu', activePopover: null, activeSelect: null });
    expect(locked()).toBe(true); // the drawer still holds the lock
    ui.getState().setActiveDrawer('menu');
    expect(locked()).toBe(false);
  });

  it('a modal and a drawer both closing releases the lock only at the end', () => {
    const ui = createUiStore();
    ui.getState().setActiveModal('m');
    ui.getState().setActiveDrawer('d');
    ui.getState().setActiveModal('m');
    expect(locked()).toBe(true);
    ui.getState().setActiveDrawer('d');
    expect(locked()).toBe(false);
  });

  it('setting a view shows loading for 300 ms, then sets it; the same value clears it', () => {
    vi.useFakeTimers();
    const ui = createUiStore();
    ui.getState().setView('orders');
    expect(ui.getState()).toMatchObject({ loading: true, view: null });
    vi.advanceTimersByTime(VIEW_LOADING_MS - 1);
    expect(ui.getState()).toMatchObject({ loading: true, view: null });
    vi.advanceTimersByTime(1);
    expect(ui.getState()).toMatchObject({ loading: false, view: 'orders' });
    ui.getState().setView('orders');
    expect(ui.getState()).toMatchObject({ loading: false, view: null });
  });

  it('a newer view wins over one still loading', () => {
    vi.useFakeTimers();
    const ui = createUiStore();
    ui.getState().setView('orders');
    vi.advanceTimersByTime(200);
    ui.getState().setView('addresses');
    vi.advanceTimersByTime(VIEW_LOADING_MS);
    expect(ui.getState().view).toBe('addresses');
  });

  it('toggles the visible flag', () => {
    const ui = createUiStore();
    ui.getState().toggleVisible();
    expect(ui.getState().visible).toBe(true);
    ui.getState().toggleVisible();
    expect(ui.getState().visible).toBe(false);
  });
});
