/** React bindings for the vanilla stores; kept apart so the entry chunk never imports React. */
import { useEffect, useMemo } from 'react';
import { useStore } from 'zustand';
import { cartStore, type CartStore } from './cart';
import type { OverlayKind } from './overlays';
import { isOpenOverlay, uiStore, type OpenOptions, type UiStore } from './ui';

export { useStore };

export function useCartStore<T>(selector: (state: CartStore) => T): T {
  return useStore(cartStore, selector);
}

export function useUiStore<T>(selector: (state: UiStore) => T): T {
  return useStore(uiStore, selector);
}

export interface OverlayHandle {
  open: boolean;
  show(options?: OpenOptions): void;
  hide(options?: { returnFocus?: boolean }): void;
  toggle(options?: OpenOptions): void;
}

/**
 * A component's overlay `id` in the page's stack (src/store/ui.ts): whether it is open, and its
 * actions. It leaves the stack when the component unmounts (a section update or a switch took
 * its markup away), so nothing stays open that is no longer on the page.
 */
export function useOverlay(kind: OverlayKind, id: string): OverlayHandle {
  const open = useUiStore(isOpenOverlay(id));
  useEffect(() => () => uiStore.getState().closeOverlay(id), [id]);
  return useMemo(() => {
    const ui = uiStore.getState();
    return {
      open,
      show: (options) => ui.openOverlay(kind, id, options),
      hide: (options) => ui.closeOverlay(id, options),
      toggle: (options) => ui.toggleOverlay(kind, id, options),
    };
  }, [kind, id, open]);
}
