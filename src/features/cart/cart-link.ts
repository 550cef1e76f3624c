/**
 * The header cart link, without React (part of the entry): with JS it toggles the drawer instead
 * of navigating (without JS it still goes to /cart). It also wakes the drawer island early —
 * on hover, focus or touch of the link, and when something opens the drawer — so opening feels
 * instant, without loading the drawer (and Swiper) on pages where the shopper never reaches it.
 */
import type { StoreApi } from 'zustand/vanilla';
import { isPlainClick } from '../../lib/plain-click';
import type { BrowserWindow } from '../../islands/strategies';
import type { CartStore } from '../../store/cart';
import { isCartDrawerOpen } from '../../store/overlays';
import type { UiStore } from '../../store/ui';

export const CART_LINK_SELECTOR = '[data-cart-toggle]';
export const DRAWER_HOST_SELECTOR = '[data-cart-drawer]';
export const DRAWER_DIALOG_ID = 'CartDrawer';

/**
 * Wakes the `interaction` island: its runtime listens for first interaction on the host, and a
 * `focusin` carries nothing to replay, so this only starts the mount.
 */
export function wakeDrawer(doc: Document = document): void {
  const host = doc.querySelector(DRAWER_HOST_SELECTOR);
  if (!host || host.getAttribute('data-island-state') !== 'scheduled') return;
  host.dispatchEvent(new FocusEvent('focusin'));
}

/** `ui` is the page's UI store, where the drawer's open state lives (passed in, so this module stays a leaf of the entry). */
export function bindCartLinks(store: StoreApi<CartStore>, ui: StoreApi<UiStore>, win: BrowserWindow = window): () => void {
  const doc = win.document;
  const links = () => Array.from(doc.querySelectorAll<HTMLElement>(CART_LINK_SELECTOR));
  // A drawer whose island failed (its code could not load) leaves the link to the cart page.
  const hasDrawer = () => {
    const host = doc.querySelector(DRAWER_HOST_SELECTOR);
    return host !== null && host.getAttribute('data-island-state') !== 'failed';
  };

  const syncExpanded = (open: boolean) => {
    for (const link of links()) {
      link.setAttribute('aria-expanded', String(open));
      link.setAttribute('aria-controls', DRAWER_DIALOG_ID);
      link.setAttribute('aria-haspopup', 'dialog');
    }
  };
  if (hasDrawer()) syncExpanded(isCartDrawerOpen(ui.getState()));

  const onClick = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.(CART_LINK_SELECTOR);
    if (!(link instanceof HTMLElement) || !isPlainClick(event) || !hasDrawer()) return;
    event.preventDefault();
    wakeDrawer(doc);
    store.getState().toggle(link);
  };
  // Hover/focus preloads only after `load` (React never loads earlier); a click always wakes.
  const onApproach = (event: Event) => {
    if (doc.readyState !== 'complete') return;
    if ((event.target as Element | null)?.closest?.(CART_LINK_SELECTOR)) wakeDrawer(doc);
  };

  doc.addEventListener('click', onClick);
  doc.addEventListener('pointerover', onApproach, { passive: true });
  doc.addEventListener('focusin', onApproach);
  doc.addEventListener('touchstart', onApproach, { passive: true });

  const unsubscribe = ui.subscribe((state, previous) => {
    const open = isCartDrawerOpen(state);
    if (open === isCartDrawerOpen(previous)) return;
    if (open) wakeDrawer(doc);
    if (hasDrawer()) syncExpanded(open);
  });

  return () => {
    doc.removeEventListener('click', onClick);
    doc.removeEventListener('pointerover', onApproach);
    doc.removeEventListener('focusin', onApproach);
    doc.removeEventListener('touchstart', onApproach);
    unsubscribe();
  };
}
