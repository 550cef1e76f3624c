/**
 * The page's overlays as data, without the store (src/store/ui.ts): their kinds, the state's
 * shape and its selectors. No imports, so the entry's cart link and drawer frame can read the
 * drawer's state without pulling the stores' dependencies into chunks of their own.
 */

/**
 * Which overlay kinds this store locks page scroll for while one is active. A header dialog (the
 * mobile menu, the search overlay) locks it itself once shown (Modal), so a dialog whose island
 * is still loading, or failed, never holds the page.
 */
export const SCROLL_LOCKING_KINDS = { modal: true, drawer: true, popover: false, select: false, dialog: false } as const;
export type OverlayKind = keyof typeof SCROLL_LOCKING_KINDS;

export interface ActiveOverlay {
  kind: OverlayKind;
  id: string;
}

export interface UiState {
  /** the top open overlay (the one the shopper is in), or null */
  overlay: ActiveOverlay | null;
  /** overlays still open beneath the top one, bottom first (empty unless one was opened over another) */
  beneath: readonly ActiveOverlay[];
}

/** Selector: whether overlay `id` is open (on top, or beneath the top one). */
export const isOpenOverlay =
  (id: string) =>
  (state: UiState): boolean =>
    state.overlay?.id === id || state.beneath.some((o) => o.id === id);

/** The attribute that names, on the element an overlay is drawn in, its id in the ui store. */
export const OVERLAY_ATTR = 'data-overlay';

/** The cart drawer's id among the page's overlays. */
export const CART_DRAWER_OVERLAY = 'cart-drawer';
/** Selector: whether the cart drawer is open. */
export const isCartDrawerOpen = isOpenOverlay(CART_DRAWER_OVERLAY);
