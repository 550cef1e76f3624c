/**
 * The cart drawer's server-rendered frame (snippets/cart-drawer.liquid), until its island mounts:
 * it opens and closes with the cart store, so the first click on the cart link shows the drawer
 * at once, with focus on its close button (Tab stays there); the close button and the backdrop
 * close it, Escape too (the overlay stack's, which returns focus to the cart link).
 * Once the island mounts the frame has left the page and this does nothing. If the island
 * cannot load (offline), an open frame gives way to the cart page.
 */
import type { StoreApi } from 'zustand/vanilla';
import type { CartStore } from '../../store/cart';
import { isCartDrawerOpen } from '../../store/overlays';
import type { UiStore } from '../../store/ui';
import { CART_LINK_SELECTOR, DRAWER_HOST_SELECTOR } from './cart-link';

export const DRAWER_FRAME_SELECTOR = '[data-drawer-frame]';
const CLOSERS = '.cart-drawer__close, .cart-drawer__backdrop';

/** `ui` is the page's UI store, where the drawer's open state lives. */
export function bindDrawerFrame(store: StoreApi<CartStore>, ui: StoreApi<UiStore>, win: Window = window): () => void {
  const doc = win.document;
  const host = doc.querySelector<HTMLElement>(DRAWER_HOST_SELECTOR);
  const frame = () => {
    const found = host?.querySelector<HTMLElement>(`:scope > ${DRAWER_FRAME_SELECTOR}`);
    return found?.isConnected ? found : null;
  };
  if (!host || !frame()) return () => {};

  const cartPage = () => doc.querySelector<HTMLAnchorElement>(`a${CART_LINK_SELECTOR}[href]`)?.href ?? '/cart';
  const failed = () => host.getAttribute('data-island-state') === 'failed';

  const show = (open: boolean) => {
    const element = frame();
    if (!element) return;
    if (open && failed()) {
      win.location.assign(cartPage());
      return;
    }
    element.classList.toggle('is-open', open);
    element.inert = !open;
    if (open) element.querySelector<HTMLElement>('.cart-drawer__close')?.focus({ preventScroll: true });
  };
  const isOpen = () => frame()?.classList.contains('is-open') === true;

  // Capture on the document runs before the island's own listeners on the host, which would
  // otherwise hold the click back for the widget that is still loading.
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || !isOpen() || !frame()?.contains(target) || !target.closest(CLOSERS)) return;
    event.stopPropagation();
    store.getState().close();
  };
  const onKeydown = (event: KeyboardEvent) => {
    if (!isOpen()) return;
    // The frame's one control is its close button: Tab stays on it, as the widget's trap will.
    if (event.key === 'Tab') {
      event.preventDefault();
      frame()?.querySelector<HTMLElement>('.cart-drawer__close')?.focus({ preventScroll: true });
    }
  };
  // The island failed to load while its frame is open: the cart page shows the same cart.
  const watchFailure = new MutationObserver(() => {
    if (failed() && isOpen()) win.location.assign(cartPage());
  });
  watchFailure.observe(host, { attributes: true, attributeFilter: ['data-island-state'] });

  const unsubscribe = ui.subscribe((state, previous) => {
    const open = isCartDrawerOpen(state);
    if (open !== isCartDrawerOpen(previous)) show(open);
  });
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('keydown', onKeydown);
  if (isCartDrawerOpen(ui.getState())) show(true);

  return () => {
    unsubscribe();
    watchFailure.disconnect();
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('keydown', onKeydown);
  };
}
