/** Keeps every `[data-cart-count]` showing `[n]` in step with the cart store, without React. */
import type { StoreApi } from 'zustand/vanilla';
import type { CartStore } from '../store/cart';

export const CART_COUNT_SELECTOR = '[data-cart-count]';

export function formatCartCount(itemCount: number): string {
  return `[${itemCount}]`;
}

export function bindCartCount(store: StoreApi<CartStore>, doc: Document = document): () => void {
  return store.subscribe((state, previous) => {
    if (!state.cart || state.cart === previous.cart) return;
    const text = formatCartCount(state.cart.item_count);
    doc.querySelectorAll(CART_COUNT_SELECTOR).forEach((element) => {
      element.textContent = text;
    });
  });
}
