/**
 * The page's open overlays (spec §3/§4: a modal, a drawer — the cart drawer among them — a
 * popover, a select, the header's menu or search dialog, the waitlist panel, by id): opening one
 * closes whichever was open, unless it is opened over it (the cart drawer over the search a quick
 * add came from, a popover inside a drawer), then closing the top one shows the one beneath again.
 * The stack also owns what every overlay shares: where focus goes back when it closes (the
 * element that opened it), the one Escape handler (`bindOverlayEscape`: Escape closes the top
 * overlay) and the page-scroll lock.
 */
import { createStore } from 'zustand/vanilla';
import { setScrollLock } from '../lib/scroll-lock';
import { isOpenOverlay, OVERLAY_ATTR, SCROLL_LOCKING_KINDS, type ActiveOverlay, type OverlayKind, type UiState } from './overlays';

export { isOpenOverlay, OVERLAY_ATTR } from './overlays';
export type { UiState } from './overlays';

export interface OpenOptions {
  /**
   * Open over the open overlay instead of closing it (it shows again when this one closes).
   * A popover or select beneath still closes: they never outlive what covers them.
   */
  over?: boolean;
  /** Where focus goes back when it closes; default: the element that has focus now (if any). */
  opener?: HTMLElement | null;
}

export interface CloseOptions {
  /** false: focus stays where it is (a popover the pointer left). Default true. */
  returnFocus?: boolean;
}

export interface UiActions {
  /** Opens `id`, closing any other overlay (or, `over`, covering it); already open, it stays. */
  openOverlay(kind: OverlayKind, id: string, options?: OpenOptions): void;
  /**
   * Closes `id` if it is open (never closes another); the overlay beneath it, if any, is the top
   * again. When focus was inside it (its `data-overlay` element) or nowhere, focus goes back to
   * its opener, else to a visible control naming it (`aria-controls`).
   */
  closeOverlay(id: string, options?: CloseOptions): void;
  /** Opens `id`, or closes it when it is open. */
  toggleOverlay(kind: OverlayKind, id: string, options?: OpenOptions): void;
  /** Closes the top overlay (Escape); false when none is open. */
  closeTopOverlay(): boolean;
  /**
   * `release` lets go of the focus overlay `id` holds (its focus trap); the stack calls it before
   * it returns focus on close, so the trap cannot pull focus back. Returns the unregister function.
   */
  holdOverlayFocus(id: string, release: () => void): () => void;
}

export type UiStore = UiState & UiActions;

const TRANSIENT_KINDS: ReadonlySet<OverlayKind> = new Set(['popover', 'select']);

const focusedElement = (): HTMLElement | null => {
  if (typeof document === 'undefined') return null;
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
};

/** The element overlay `id` is drawn in (`data-overlay="id"`), if it is on the page. */
function overlayElement(id: string, doc: Document = document): HTMLElement | null {
  return Array.from(doc.querySelectorAll<HTMLElement>(`[${OVERLAY_ATTR}]`)).find((element) => element.getAttribute(OVERLAY_ATTR) === id) ?? null;
}

/** A control that names overlay `id`'s element (`aria-controls`), the visible one first. */
function controlOf(element: HTMLElement | null): HTMLElement | null {
  if (!element?.id) return null;
  const controls = Array.from(element.ownerDocument.querySelectorAll<HTMLElement>('[aria-controls]')).filter(
    (control) => control.getAttribute('aria-controls') === element.id && !element.contains(control),
  );
  return controls.find((control) => control.offsetParent !== null) ?? controls[0] ?? null;
}

export function createUiStore() {
  return createStore<UiStore>()((set, get) => {
    const openers = new Map<string, HTMLElement | null>();
    const holds = new Map<string, () => void>();
    const show = (stack: ActiveOverlay[]) => {
      for (const id of openers.keys()) if (!stack.some((o) => o.id === id)) openers.delete(id);
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
      const opener = options.opener === undefined ? focusedElement() : options.opener;
      show(options.over ? [...stack().filter((o) => !TRANSIENT_KINDS.has(o.kind)), { kind, id }] : [{ kind, id }]);
      openers.set(id, opener);
    };
    const close = (id: string, { returnFocus = true }: CloseOptions = {}) => {
      if (!isOpen(id)) return;
      const element = typeof document === 'undefined' ? null : overlayElement(id);
      const focused = focusedElement();
      const focusWasInside = !focused || element?.contains(focused) === true;
      const opener = openers.get(id);
      const target = opener?.isConnected ? opener : controlOf(element);
      holds.get(id)?.();
      holds.delete(id);
      show(stack().filter((o) => o.id !== id));
      if (returnFocus && focusWasInside && target?.isConnected) target.focus({ preventScroll: true });
    };

    return {
      overlay: null,
      beneath: [],
      openOverlay: open,
      closeOverlay: close,
      toggleOverlay: (kind, id, options) => (isOpen(id) ? close(id) : open(kind, id, options)),
      closeTopOverlay: () => {
        const top = get().overlay;
        if (top) close(top.id);
        return top !== null;
      },
      holdOverlayFocus: (id, release) => {
        holds.set(id, release);
        return () => {
          if (holds.get(id) === release) holds.delete(id);
        };
      },
    };
  });
}

/** The page's one Escape handler: Escape closes the top overlay, and focus goes back to its opener. */
export function bindOverlayEscape(store: { getState(): UiStore }, doc: Document = document): () => void {
  const onKeydown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
    if (store.getState().closeTopOverlay()) event.preventDefault();
  };
  doc.addEventListener('keydown', onKeydown);
  return () => doc.removeEventListener('keydown', onKeydown);
}

export const uiStore = createUiStore();
