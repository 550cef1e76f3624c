/** React bindings for the vanilla stores; kept apart so the entry chunk never imports React. */
import { useStore } from 'zustand';
import { cartStore, type CartStore } from './cart';
import { uiStore, type UiStore } from './ui';

export { useStore };

export function useCartStore<T>(selector: (state: CartStore) => T): T {
  return useStore(cartStore, selector);
}

export function useUiStore<T>(selector: (state: UiStore) => T): T {
  return useStore(uiStore, selector);
}
