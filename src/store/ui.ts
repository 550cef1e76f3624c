/**
 * The page's one active overlay (spec §3/§4: a modal, a drawer, a popover, a select, the header's
 * menu or search dialog, by id):
 * opening one closes whichever was open. And the page side effects that go with it (the
 * page-scroll lock), for every island to share.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { setScrollLock } from '../lib/scroll-lock';

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
  /** the one open overlay, or null */
  overlay: ActiveOverlay | null;
}

export interface UiActions {
  /** Opens `id`, closing any other overlay; already open, it stays. */
  openOverlay(kind: OverlayKind, id: string): void;
  /** Closes `id` if it is the open one (never closes another). */
  closeOverlay(id: string): void;
  /** Opens `id`, or closes it when it is the open one. */
  toggleOverlay(kind: OverlayKind, id: string): void;
  /** Locks page scroll while any owner (a drawer, a modal, another store's overlay) holds it. */
  setPageLock(owner: string, locked: boolean): void;
}

export type UiStore = UiState & UiActions;

/** Selector: whether overlay `id` is the open one. */
export const isOpenOverlay = (id: string) => (state: UiState): boolean => state.overlay?.id === id;

export function createUiStore() {
  return createStore<UiStore>()((set, get) => {
    const show = (overlay: ActiveOverlay | null) => {
      set({ overlay });
      setScrollLock('ui:overlay', overlay !== null && SCROLL_LOCKING_KINDS[overlay.kind]);
    };
    const isOpen = (id: string) => get().overlay?.id === id;

    return {
      overlay: null,
      openOverlay: (kind, id) => {
        if (!isOpen(id)) show({ kind, id });
      },
      closeOverlay: (id) => {
        if (isOpen(id)) show(null);
      },
      toggleOverlay: (kind, id) => show(isOpen(id) ? null : { kind, id }),
      setPageLock: (owner, locked) => setScrollLock(owner, locked),
    };
  });
}

export const uiStore = createUiStore();

/**
 * Keeps the page locked while `isOpen(state)` holds for another store (the cart drawer's
 * `drawerOpen`), so stores of content never reach into the page themselves. Returns the unbind.
 */
export function lockPageWhile<S>(store: StoreApi<S>, owner: string, isOpen: (state: S) => boolean, ui: StoreApi<UiStore> = uiStore): () => void {
  let open = isOpen(store.getState());
  ui.getState().setPageLock(owner, open);
  return store.subscribe((state) => {
    const next = isOpen(state);
    if (next === open) return;
    open = next;
    ui.getState().setPageLock(owner, next);
  });
}
