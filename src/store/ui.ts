/**
 * The interface state of spec §3/§4 (active modal, drawer, popover, select) and the page side
 * effects that go with it (the page-scroll lock), for every island to share.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { setScrollLock } from '../lib/scroll-lock';

/** Which overlay kinds lock page scroll while one is active. */
export const SCROLL_LOCKING_KINDS = { modal: true, drawer: true, popover: false, select: false } as const;
export type OverlayKind = keyof typeof SCROLL_LOCKING_KINDS;

export interface UiState {
  activeModal: string | null;
  activeDrawer: string | null;
  activePopover: string | null;
  activeSelect: string | null;
}

export interface UiActions {
  /** Activates `id`; choosing the active one again (or null) clears it. */
  setActiveModal(id: string | null): void;
  setActiveDrawer(id: string | null): void;
  setActivePopover(id: string | null): void;
  setActiveSelect(id: string | null): void;
  /** Locks page scroll while any owner (a drawer, a modal, another store's overlay) holds it. */
  setPageLock(owner: string, locked: boolean): void;
}

export type UiStore = UiState & UiActions;

const FIELD = {
  modal: 'activeModal',
  drawer: 'activeDrawer',
  popover: 'activePopover',
  select: 'activeSelect',
} as const satisfies Record<OverlayKind, keyof UiState>;

export function createUiStore() {
  return createStore<UiStore>()((set, get) => {
    const choose = (kind: OverlayKind, id: string | null) => {
      const field = FIELD[kind];
      const next = id === null || get()[field] === id ? null : id;
      set({ [field]: next } as Partial<UiState>);
      if (SCROLL_LOCKING_KINDS[kind]) setScrollLock(`ui:${kind}`, next !== null);
    };

    return {
      activeModal: null,
      activeDrawer: null,
      activePopover: null,
      activeSelect: null,

      setActiveModal: (id) => choose('modal', id),
      setActiveDrawer: (id) => choose('drawer', id),
      setActivePopover: (id) => choose('popover', id),
      setActiveSelect: (id) => choose('select', id),
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
