import { createFocusTrap, type FocusTrap } from 'focus-trap';

export interface TrapOptions {
  /** Element (or selector inside the container) to focus first; default: first focusable. */
  initialFocus?: HTMLElement | string;
  /**
   * A click outside: 'close' ends the trap and calls onClose (default), 'allow' lets it through
   * (the overlay's backdrop answers it), 'block' stops it (a dialog that must be answered).
   */
  outsideClick?: 'close' | 'allow' | 'block';
  /** Called when an outside click ends the trap. */
  onClose?: () => void;
  /** Return focus to the element that had it before (default true). */
  returnFocus?: boolean;
}

/**
 * Traps focus inside `container` until the returned release function runs. Escape is not the
 * trap's: the page's overlay stack answers it (src/store/ui.ts, bindOverlayEscape).
 */
export function trapFocus(container: HTMLElement, options: TrapOptions = {}): () => void {
  const { initialFocus, onClose, returnFocus = true, outsideClick = 'close' } = options;
  let releasing = false;
  const trap: FocusTrap = createFocusTrap(container, {
    initialFocus: initialFocus ?? undefined,
    fallbackFocus: container,
    escapeDeactivates: false,
    clickOutsideDeactivates: outsideClick === 'close',
    allowOutsideClick: outsideClick === 'allow',
    returnFocusOnDeactivate: returnFocus,
    // jsdom and hidden containers have no layout; do not let tabbable reject everything.
    tabbableOptions: { displayCheck: 'none' },
    onDeactivate: () => {
      if (!releasing) onClose?.();
    },
  });
  trap.activate();
  return () => {
    releasing = true;
    trap.deactivate();
  };
}
