/**
 * The shared modal primitive (age gate, mobile menu, search, the address dialogs). A controlled
 * dialog: visible at once on open and hidden 300 ms after close (modal-visibility), focus to its
 * first focusable element, page scroll locked while open. A modal that is one of the page's
 * overlays (`overlay`, its id in the ui store) leaves Escape and the focus return to the
 * overlay stack (src/store/ui.ts): it hands the stack its focus hold, so the stack lets go of
 * it before focus goes back to the opener.
 * Two explicit focus modes (modal-focus): 'trap' (age gate, mobile menu: Tab cycles inside) and
 * 'close-on-leave' (spec §4's plain modal, e.g. the address drawer: Tab out of it closes it).
 * Styles: src/styles/modal.css (in the theme stylesheet, so Liquid can render a modal open).
 */
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { afterNextPaint } from '../lib/after-paint';
import { lockScroll, unlockScroll } from '../lib/scroll-lock';
import { OVERLAY_ATTR, uiStore } from '../store/ui';
import { holdModalFocus, type ModalFocusMode, useKeyGuardUntilTrap } from './modal-focus';
import { useModalVisibility } from './modal-visibility';

export { MODAL_HIDE_MS } from './modal-visibility';
export type { ModalFocusMode } from './modal-focus';

export interface ModalProps {
  /** id of the dialog element (what a toggle's aria-controls names) */
  id: string;
  open: boolean;
  /** Asked to close: a backdrop click, or in 'close-on-leave' a Tab out of the dialog (Escape: the overlay stack). */
  onClose: () => void;
  focusMode: ModalFocusMode;
  /** false: the backdrop does nothing (the age gate must be answered). Default true. */
  dismissible?: boolean;
  /** Accessible name: the id of a heading inside, or a label. */
  labelledBy?: string;
  label?: string;
  /** Its id among the ui store's overlays (the stack closes it on Escape and returns focus to its opener). */
  overlay?: string;
  className?: string;
  panelClassName?: string;
  children: ReactNode;
}

export function Modal({
  id,
  open,
  onClose,
  focusMode,
  dismissible = true,
  labelledBy,
  label,
  overlay,
  className = '',
  panelClassName = '',
  children,
}: ModalProps) {
  const visibility = useModalVisibility(open);
  const panelRef = useRef<HTMLDivElement>(null);
  // Latest callbacks without re-running the focus effect (it must run once per opening).
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  // A layout effect: the lock lands in the frame the modal appears (no scrollbar flash).
  useLayoutEffect(() => {
    if (!open) return;
    const owner = `modal:${id}`;
    lockScroll(owner);
    return () => unlockScroll(owner);
  }, [open, id]);

  // From the commit on, Tab stays inside a trapping modal, until the trap below takes over.
  const endKeyGuard = useKeyGuardUntilTrap(panelRef, open && focusMode === 'trap');

  // A passive effect: React restores the focus it saw before a commit, so focus moved during
  // the commit (a layout effect's cleanup) would be undone. Focus moves after the dialog's first
  // paint: focus() and the trap's visibility checks read styles, which the frame has computed by
  // then; in the task of a commit that opened it on a click (React runs its effects there), they
  // computed the whole dialog's styles (the search overlay: 46 ms at 4× CPU). Until then the key
  // guard holds Tab.
  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    let release = () => {};
    const cancel = afterNextPaint(() => {
      release = holdModalFocus(panel, { mode: focusMode, dismissible, onClose: () => onCloseRef.current() });
      endKeyGuard();
    });
    const letGo = () => {
      cancel();
      release();
      release = () => {};
    };
    const unhold = overlay ? uiStore.getState().holdOverlayFocus(overlay, letGo) : undefined;
    return () => {
      unhold?.();
      letGo();
    };
  }, [open, focusMode, dismissible, endKeyGuard, overlay]);

  return (
    <div className={`modal ${className}`.trim()} data-modal-state={visibility} hidden={visibility === 'closed'} inert={visibility !== 'open'}>
      {/* mousedown's default would move focus to the page after the close has returned it to the opener. */}
      <div className="modal__backdrop" aria-hidden="true" onMouseDown={(event) => event.preventDefault()} onClick={dismissible ? onClose : undefined} />
      <div
        ref={panelRef}
        id={id}
        {...(overlay ? { [OVERLAY_ATTR]: overlay } : {})}
        className={`modal__panel ${panelClassName}`.trim()}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        tabIndex={-1}
      >
        {children}
      </div>
    </div>
  );
}
