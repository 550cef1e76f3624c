import { createFocusTrap, type FocusTrap } from 'focus-trap';

export interface TrapOptions {
  /** Element (or selector inside the container) to focus first; default: first focusable. */
  initialFocus?: HTMLElement | string;
  /** Called when the trap ends by Escape or an outside click. */
  onEscape?: () => void;
  /** Return focus to the element that had it before (default true). */
  returnFocus?: boolean;
  /** Escape ends the trap and calls onEscape (default true). */
  escapeDeactivates?: boolean;
  /** A click outside ends the trap and calls onEscape (default true); false blocks outside clicks. */
  clickOutsideDeactivates?: boolean;
}

/** Traps focus inside `container` until the returned release function runs. */
export function trapFocus(container: HTMLElement, options: TrapOptions = {}): () => void {
  const { initialFocus, onEscape, returnFocus = true, escapeDeactivates = true, clickOutsideDeactivates = true } = options;
  let releasing = false;
  const trap: FocusTrap = createFocusTrap(container, {
    initialFocus: initialFocus ?? undefined,
    fallbackFocus: container,
    escapeDeactivates,
    clickOutsideDeactivates,
    returnFocusOnDeactivate: returnFocus,
    // jsdom and hidden containers have no layout; do not let tabbable reject everything.
    tabbableOptions: { displayCheck: 'none' },
    onDeactivate: () => {
      if (!releasing) onEscape?.();
    },
  });
  trap.activate();
  return () => {
    releasing = true;
    trap.deactivate();
  };
}
