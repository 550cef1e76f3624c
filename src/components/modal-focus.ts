/**
 * Focus handling of the two modal modes. 'trap' keeps Tab inside (focus-trap); 'close-on-leave'
 * is spec §4's plain modal: focus goes to the first focusable element and a Tab that moves focus
 * outside asks the modal to close.
 */
import { useCallback, useLayoutEffect, useRef, type RefObject } from 'react';
import { trapFocus } from '../lib/focus';

export type ModalFocusMode = 'trap' | 'close-on-leave';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalFocusOptions {
  mode: ModalFocusMode;
  /** When trapped, an outside click calls onClose. (Escape is the overlay stack's: src/store/ui.ts.) */
  dismissible: boolean;
  onClose: () => void;
}

/** Moves focus into `panel` and keeps it there per `mode`; the returned function undoes it. */
export function holdModalFocus(panel: HTMLElement, { mode, dismissible, onClose }: ModalFocusOptions): () => void {
  if (mode === 'trap') {
    return trapFocus(panel, {
      returnFocus: false,
      outsideClick: dismissible ? 'close' : 'block',
      onClose,
    });
  }

  const first = panel.querySelector<HTMLElement>(FOCUSABLE) ?? panel;
  first.focus();
  let tabbing = false;
  const onKeyDown = (event: KeyboardEvent) => {
    tabbing = event.key === 'Tab';
  };
  const onPointerDown = () => {
    tabbing = false;
  };
  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (tabbing && !(next instanceof Node && panel.contains(next))) onClose();
  };
  panel.addEventListener('keydown', onKeyDown);
  panel.addEventListener('pointerdown', onPointerDown);
  panel.addEventListener('focusout', onFocusOut);
  return () => {
    panel.removeEventListener('keydown', onKeyDown);
    panel.removeEventListener('pointerdown', onPointerDown);
    panel.removeEventListener('focusout', onFocusOut);
  };
}

/**
 * The keys a trapping dialog answers, from the commit that opens it until its trap starts (a
 * passive effect, a task later when the widget mounted on input): Tab and Shift+Tab go to the
 * next or previous control inside, round (Escape is the overlay stack's, src/store/ui.ts). Cheap
 * (no layout): it only has to hold for a few milliseconds.
 */
export function keepKeysInside(panel: HTMLElement): () => void {
  const doc = panel.ownerDocument;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.key !== 'Tab') return;
    event.preventDefault();
    const controls = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden], [inert]'));
    if (controls.length === 0) {
      panel.focus();
      return;
    }
    const index = controls.indexOf(doc.activeElement as HTMLElement);
    const next = event.shiftKey ? (index <= 0 ? controls.length - 1 : index - 1) : (index + 1) % controls.length;
    controls[next]!.focus();
  };
  doc.addEventListener('keydown', onKeyDown, true);
  return () => doc.removeEventListener('keydown', onKeyDown, true);
}

/**
 * keepKeysInside for a React dialog: on from the commit that opens it (`open`), off once the
 * returned function runs (call it when the focus trap starts) or the dialog closes.
 */
export function useKeyGuardUntilTrap(panelRef: RefObject<HTMLElement | null>, open: boolean): () => void {
  const releaseRef = useRef<(() => void) | null>(null);
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const release = keepKeysInside(panel);
    releaseRef.current = release;
    return () => {
      release();
      releaseRef.current = null;
    };
  }, [open, panelRef]);
  return useCallback(() => {
    releaseRef.current?.();
    releaseRef.current = null;
  }, []);
}
