/**
 * The theme's script entry (its stylesheet is theme.css). Kept tiny (no React, no swiper): it
 * starts the island runtime, the page-wide behaviours, the header cart count and the announcement
 * bar (a custom element, no React). Widgets and React load on demand.
 */
import { createIslandRuntime } from '../islands/runtime';
import { widgetRegistry } from '../islands/registry';
import { bindCartCount } from '../lib/cart-count';
import { scheduleStartEffects, watchLazyReveals } from '../lib/page-behaviours';
import { afterWindowLoad } from '../islands/strategies';
import { cartStore } from '../store/cart';
import { bindOverlayEscape, uiStore } from '../store/ui';
import { watchScrollbarGap } from '../lib/scroll-lock';
import { bindCartLinks } from '../features/cart/cart-link';
import { bindDrawerFrame } from '../features/cart/drawer-frame';
import { reloadAfterAcceleratedCheckout } from '../features/cart/checkout-return';
import { integrateStandardActions } from '../lib/standard-actions';
import { headerStore } from '../store/header';
import { bindHeader } from '../features/header/bind-header';
import { focusAutofocusInTarget } from '../lib/target-autofocus';
import { defineAnnouncementBar } from '../features/marketing/announcement-bar';
import { bindFrameVariants } from '../features/product/frame-variants';
import { bindLocalizationForms } from '../lib/localization-form';
import { presentmentRate } from '../lib/presentment-rate';

declare global {
  interface Window {
    cart: { open(): void; close(): void; refresh(options?: { open?: boolean }): Promise<void> };
  }
}

/** Inline form errors (src/lib/inline-validation.ts), fetched only where such a form is (the contact form). */
function loadInlineValidation(): void {
  if (!document.querySelector('form[data-inline-errors]')) return;
  // Should the chunk not load, the browser's own checks still guard the form.
  import('../lib/inline-validation').then(({ bindInlineValidation }) => bindInlineValidation(document)).catch(() => undefined);
}

const cart = cartStore.getState();
window.cart = {
  open: () => cart.open(),
  close: () => cart.close(),
  refresh: (options) => cartStore.getState().refresh(options),
};

bindCartCount(cartStore);
bindOverlayEscape(uiStore);
bindCartLinks(cartStore, uiStore);
bindDrawerFrame(cartStore, uiStore);
reloadAfterAcceleratedCheckout();
integrateStandardActions({ open: () => cartStore.getState().open(), refresh: () => cartStore.getState().refresh() });
// The cart is read once the page has loaded (Liquid already rendered the count), and again
// when the page comes back from the back/forward cache, where it may be stale. Only a loaded
// page is restored from that cache, so the listener waits for `load` too (none of ours runs
// in the load task).
afterWindowLoad(window, () => {
  void cartStore.getState().refresh();
  watchScrollbarGap();
  loadInlineValidation();
  document.addEventListener('shopify:section:load', loadInlineValidation);
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) void cartStore.getState().refresh();
  });
});
bindHeader(headerStore);
bindFrameVariants();
bindLocalizationForms();
focusAutofocusInTarget(document);
scheduleStartEffects();
defineAnnouncementBar();
// <shop-money> converts only for a buyer paying in another currency (at rate 1 it keeps the text
// Liquid printed): its code and the money formatter load then, not on every page before `load`.
if (presentmentRate() !== 1) void import('../lib/shop-money').then(({ defineShopMoney }) => defineShopMoney());
watchLazyReveals();
createIslandRuntime({ registry: widgetRegistry }).start();
