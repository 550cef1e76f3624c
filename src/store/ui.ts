/**
 * The page's open overlays (spec §3/§4: a modal, a drawer — the cart drawer among them — a
 * popover, a select, the header's menu or search dialog, by id): opening one closes whichever
 * was open, unless it is opened over it (the cart drawer over the search a quick add came from),
 * then closing the top one shows the one beneath again. And the page side effects that go with
 * them (the page-scroll lock), for every island to share.
 */
import { createStore } from 'zustand/vanilla';
import { setScrollLock } from '../lib/scroll-lock';
import { isOpenOverlay, SCROLL_LOCKING_KINDS, type ActiveOverlay, type OverlayKind, type UiState } from './overlays';

export { isOpenOverlay } from './overlays';
export type { UiState } from './overlays';

export interface OpenOptions {
  /**
   * Open over the open overlay instead of closing it (it shows again when this one closes).
   * A popover or select beneath still closes: they never outlive what covers them.
   */
  over?: boolean;
}

export interface UiActions {
  /** Opens `id`, closing any other overlay (or, `over`, covering it); already open, it stays. */
  openOverlay(kind: OverlayKind, id: string, options?: OpenOptions): void;
  /** Closes `id` if it is open (never closes another); the overlay beneath it, if any, is the top again. */
  closeOverlay(id: string): void;
  /** Opens `id`, or closes it when it is open. */
  toggleOverlay(kind: OverlayKind, id: string, options?: OpenOptions): void;
}

export type UiStore = UiState & UiActions;

const TRANSIENT_KINDS: ReadonlySet<OverlayKind> = new Set(['popover', 'select']);

export function createUiStore() {
  return createStore<UiStore>()((set, get) => {
    const show = (stack: ActiveOverlay[]) => {
      set({ overlay: stack.at(-1) ?? null, beneath: stack.slice(0, -1) });
      setScrollLock(
        'ui:overlay',
        stack.some((o) => SCROLL_LOCKING_KINDS[o.kind]),
      );
    };
    const stack = (): ActiveOverlay[] => {
      const { overlay, beneath } = get();
      return overlay ? [...beneath, overlay] : [];
    };
    const isOpen = (id: string) => isOpenOverlay(id)(get());
    const open = (kind: OverlayKind, id: string, options: OpenOptions = {}) => {
      if (isOpen(id)) return;
      show(options.over ? [...stack().filter((o) => !TRANSIENT_KINDS.has(o.kind)), { kind, id }] : [{ kind, id }]);
    };

    return {
      overlay: null,
      beneath: [],
      openOverlay: open,
      closeOverlay: (id) => {
        if (isOpen(id)) show(stack().filter((o) => o.id !== id));
      },
      toggleOverlay: (kind, id, options) => (isOpen(id) ? get().closeOverlay(id) : open(kind, id, options)),
    };
  });
}

export const uiStore = createUiStore();
