// @vitest-environment jsdom
// The ui store: the page's one active overlay (modal, drawer, popover, select) and the scroll lock.
import { beforeEach, describe, expect, it } from 'vitest';
import { createUiStore, isOpenOverlay } from '../../../src/store/ui';
import { resetScrollLock, SCROLL_LOCK_CLASS } from '../../../src/lib/scroll-lock';

const locked = () => document.body.classList.contains(SCROLL_LOCK_CLASS);

beforeEach(() => resetScrollLock());

describe('ui store', () => {
  it('keeps one open overlay for the whole page: opening another kind closes the open one', () => {
    const ui = createUiStore();
    ui.getState().openOverlay('drawer', 'shipping');
    ui.getState().openOverlay('popover', 'refill-note');
    expect(ui.getState().overlay).toEqual({ kind: 'popover', id: 'refill-note' });
    expect(isOpenOverlay('shipping')(ui.getState())).toBe(false);
    ui.getState().openOverlay('modal', 'address');
    expect(ui.getState().overlay).toEqual({ kind: 'modal', id: 'address' });
  });

  it('closing an overlay that is not the open one changes nothing; toggling the open one closes it', () => {
    const ui = createUiStore();
    ui.getState().toggleOverlay('select', 'frequency');
    ui.getState().closeOverlay('shipping');
    expect(ui.getState().overlay?.id).toBe('frequency');
    ui.getState().toggleOverlay('select', 'frequency');
    expect(ui.getState().overlay).toBeNull();
  });

  it('locks page scroll while a modal or drawer is open, not for a popover or select', () => {
    const ui = createUiStore();
    ui.getState().openOverlay('modal', 'age-gate');
    expect(locked()).toBe(true);
    ui.getState().openOverlay('drawer', 'shipping');
    expect(locked()).toBe(true);
    ui.getState().openOverlay('popover', 'refill-note');
    expect(locked()).toBe(false);
    ui.getState().openOverlay('drawer', 'shipping');
    ui.getState().closeOverlay('shipping');
    expect(locked()).toBe(false);
  });

  it('an overlay opened over another keeps it open beneath; closing the top one shows it again', () => {
    const ui = createUiStore();
    ui.getState().openOverlay('dialog', 'search');
    ui.getState().openOverlay('drawer', 'cart-drawer', { over: true });
    expect([ui.getState().overlay?.id, ui.getState().beneath.map((o) => o.id)]).toEqual(['cart-drawer', ['search']]);
    expect([isOpenOverlay('search')(ui.getState()), isOpenOverlay('cart-drawer')(ui.getState())]).toEqual([true, true]);
    expect(locked()).toBe(true);
    ui.getState().closeOverlay('cart-drawer');
    expect([ui.getState().overlay?.id, ui.getState().beneath]).toEqual(['search', []]);
    expect(locked()).toBe(false);
  });

  it('opening over a popover or select closes it; opening without `over` closes everything open', () => {
    const ui = createUiStore();
    ui.getState().openOverlay('modal', 'quick-view');
    ui.getState().openOverlay('popover', 'refill-note', { over: true });
    ui.getState().openOverlay('drawer', 'cart-drawer', { over: true });
    expect([ui.getState().overlay?.id, ui.getState().beneath.map((o) => o.id)]).toEqual(['cart-drawer', ['quick-view']]);
    ui.getState().toggleOverlay('dialog', 'menu');
    expect([ui.getState().overlay?.id, ui.getState().beneath]).toEqual(['menu', []]);
    expect(isOpenOverlay('quick-view')(ui.getState())).toBe(false);
  });

  it('closing an overlay beneath the top one leaves the top one open', () => {
    const ui = createUiStore();
    ui.getState().openOverlay('dialog', 'search');
    ui.getState().toggleOverlay('drawer', 'cart-drawer', { over: true });
    ui.getState().closeOverlay('search');
    expect([ui.getState().overlay?.id, ui.getState().beneath]).toEqual(['cart-drawer', []]);
    ui.getState().toggleOverlay('drawer', 'cart-drawer', { over: true });
    expect(ui.getState().overlay).toBeNull();
  });
});
