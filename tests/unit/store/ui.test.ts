// @vitest-environment jsdom
// The ui store: the page's one stack of overlays (modal, drawer, popover, select, dialog), its one
// Escape handler, where focus goes back when one closes, and the scroll lock.
import { beforeEach, describe, expect, it } from 'vitest';
import { bindOverlayEscape, createUiStore, isOpenOverlay } from '../../../src/store/ui';
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

describe('the overlay stack: Escape and focus return', () => {
  const page = () => {
    document.body.innerHTML = `
      <button id="drawer-toggle" aria-controls="Drawer">Cart</button>
      <div id="Drawer" data-overlay="drawer"><button id="popover-toggle">i</button><span data-overlay="note"><button id="in-note">More</button></span></div>
      <button id="elsewhere">Elsewhere</button>`;
    return (id: string) => document.getElementById(id)!;
  };
  const escape = (target: Element = document.activeElement ?? document.body) => {
    const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    target.dispatchEvent(event);
    return event;
  };

  it('Escape closes only the top overlay and focus goes back to its opener; the next Escape closes the one beneath', () => {
    const el = page();
    const ui = createUiStore();
    const unbind = bindOverlayEscape(ui);
    el('drawer-toggle').focus();
    ui.getState().openOverlay('drawer', 'drawer');
    el('popover-toggle').focus();
    ui.getState().openOverlay('popover', 'note', { over: true });
    el('in-note').focus();
    expect(escape().defaultPrevented).toBe(true);
    expect([ui.getState().overlay?.id, document.activeElement?.id]).toEqual(['drawer', 'popover-toggle']);
    escape();
    expect([ui.getState().overlay, document.activeElement?.id]).toEqual([null, 'drawer-toggle']);
    expect(escape().defaultPrevented).toBe(false); // nothing open: Escape is the page's again
    unbind();
  });

  it('lets go of the focus an overlay holds (its trap) before giving focus back', () => {
    const el = page();
    const ui = createUiStore();
    el('drawer-toggle').focus();
    ui.getState().openOverlay('drawer', 'drawer');
    el('popover-toggle').focus();
    const order: string[] = [];
    ui.getState().holdOverlayFocus('drawer', () => order.push(`released with focus on ${document.activeElement?.id}`));
    ui.getState().closeOverlay('drawer');
    expect(order).toEqual(['released with focus on popover-toggle']);
    expect(document.activeElement?.id).toBe('drawer-toggle');
  });

  it('leaves focus alone when it is elsewhere or when asked to, and falls back to a control naming the overlay when the opener is gone', () => {
    const el = page();
    const ui = createUiStore();
    el('drawer-toggle').focus();
    ui.getState().openOverlay('drawer', 'drawer');
    el('elsewhere').focus();
    ui.getState().closeOverlay('drawer');
    expect(document.activeElement?.id).toBe('elsewhere');

    ui.getState().openOverlay('popover', 'note', { opener: el('popover-toggle') });
    el('in-note').focus();
    ui.getState().closeOverlay('note', { returnFocus: false });
    expect(document.activeElement?.id).toBe('in-note');

    const opener = document.body.appendChild(document.createElement('button'));
    opener.focus();
    ui.getState().openOverlay('drawer', 'drawer');
    opener.remove();
    el('popover-toggle').focus();
    ui.getState().closeOverlay('drawer');
    expect(document.activeElement?.id).toBe('drawer-toggle');
  });

  it('an overlay opened in place of another (not over it) takes the page: nothing beneath to return to', () => {
    const el = page();
    const ui = createUiStore();
    const unbind = bindOverlayEscape(ui);
    el('popover-toggle').focus();
    ui.getState().openOverlay('popover', 'note');
    el('drawer-toggle').focus();
    ui.getState().openOverlay('modal', 'drawer');
    el('in-note').focus();
    escape();
    expect([ui.getState().overlay, document.activeElement?.id]).toEqual([null, 'drawer-toggle']);
    unbind();
  });
});
