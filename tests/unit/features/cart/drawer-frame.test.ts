// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bindCartLinks } from '../../../../src/features/cart/cart-link';
import { bindDrawerFrame } from '../../../../src/features/cart/drawer-frame';
import { createCartStore } from '../../../../src/store/cart';
import { isCartDrawerOpen } from '../../../../src/store/overlays';
import { bindOverlayEscape, createUiStore } from '../../../../src/store/ui';

const PAGE = `
  <header><a href="/cart" data-cart-toggle>Cart</a></header>
  <div data-widget="cart-drawer" data-hydrate="interaction" data-cart-drawer data-island-state="scheduled">
    <script type="application/json" data-props>{}</script>
    <div class="cart-drawer" inert data-drawer-frame>
      <div class="cart-drawer__backdrop" aria-hidden="true"></div>
      <div id="CartDrawer" data-overlay="cart-drawer" class="cart-drawer__panel" role="dialog" aria-modal="true" tabindex="-1">
        <div class="cart-drawer__header"><h2>Your cart</h2><button type="button" class="cart-drawer__close" aria-label="Close">×</button></div>
        <div class="cart-drawer__body"><p class="cart-drawer__loading">Loading…</p></div>
      </div>
    </div>
  </div>`;

let unbind: (() => void)[] = [];
let store: ReturnType<typeof createCartStore>;
let ui: ReturnType<typeof createUiStore>;
const frame = () => document.querySelector<HTMLElement>('[data-drawer-frame]')!;
const link = () => document.querySelector<HTMLAnchorElement>('[data-cart-toggle]')!;
const host = () => document.querySelector<HTMLElement>('[data-cart-drawer]')!;

beforeEach(() => {
  document.body.innerHTML = PAGE;
  ui = createUiStore();
  store = createCartStore(undefined, ui);
  unbind = [bindOverlayEscape(ui), bindCartLinks(store, ui), bindDrawerFrame(store, ui)];
});
afterEach(() => {
  unbind.forEach((stop) => stop());
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('cart drawer frame (before the island mounts)', () => {
  it('opens on the first click on the cart link, with focus on its close button', () => {
    link().focus();
    link().click();
    expect(isCartDrawerOpen(ui.getState())).toBe(true);
    expect(frame().classList.contains('is-open')).toBe(true);
    expect(frame().inert).toBe(false);
    expect(document.activeElement).toBe(frame().querySelector('.cart-drawer__close'));
    // The click also woke the island.
    expect(host().getAttribute('data-island-state')).toBe('scheduled');
  });

  it.each([
    ['the close button', () => frame().querySelector<HTMLElement>('.cart-drawer__close')!.click()],
    ['the backdrop', () => frame().querySelector<HTMLElement>('.cart-drawer__backdrop')!.click()],
    ['Escape', () => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))],
  ])('closes on %s and gives focus back to the cart link', (_name, close) => {
    link().click();
    close();
    expect(isCartDrawerOpen(ui.getState())).toBe(false);
    expect(frame().classList.contains('is-open')).toBe(false);
    expect(frame().inert).toBe(true);
    expect(document.activeElement).toBe(link());
  });

  it('keeps Tab and Shift+Tab on its close button while open, and leaves Tab alone once closed', () => {
    link().click();
    const close = frame().querySelector<HTMLElement>('.cart-drawer__close')!;
    for (const shiftKey of [false, true]) {
      const tab = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
      close.dispatchEvent(tab);
      expect(tab.defaultPrevented).toBe(true);
      expect(document.activeElement).toBe(close);
    }
    close.click();
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    link().dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(false);
  });

  it('does nothing once the island has swapped the frame out', () => {
    const detached = frame();
    detached.remove();
    link().click();
    expect(isCartDrawerOpen(ui.getState())).toBe(true);
    expect(detached.classList.contains('is-open')).toBe(false);
  });

  it('an island that failed to load leaves the cart link to the cart page', () => {
    host().setAttribute('data-island-state', 'failed');
    const notPrevented = link().dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(notPrevented).toBe(true);
    expect(isCartDrawerOpen(ui.getState())).toBe(false);
  });

  it('an open frame whose island then fails gives way to the cart page', async () => {
    unbind.forEach((stop) => stop());
    const assign = vi.fn();
    const win = { document, location: { assign } } as unknown as Window;
    unbind = [bindCartLinks(store, ui), bindDrawerFrame(store, ui, win)];
    link().click();
    host().setAttribute('data-island-state', 'failed');
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(link().href));
  });
});
