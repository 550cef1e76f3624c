/**
 * The shared modal primitive (age gate, mobile menu, later the address drawer). A controlled
 * dialog: visible at once on open and hidden 300 ms after close (modal-visibility), focus to its
 * first focusable element, page scroll locked while open, focus back to the opener on close.
 * Two explicit focus modes (modal-focus): 'trap' (age gate, mobile menu: Tab cycles inside) and
 * 'close-on-leave' (spec §4's plain modal, e.g. the address drawer: Tab out of it closes it).
 * Styles: src/styles/modal.css (in the theme stylesheet, so Liquid can render a modal open).
 */
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { afterNextPaint } from '../lib/after-paint';
import { lockScroll, unlockScroll } from '../lib/scroll-lock';
import { focusedOutside, holdModalFocus, type ModalFocusMode, useKeyGuardUntilTrap } from './modal-focus';
import { useModalVisibility } from './modal-visibility';

export { MODAL_HIDE_MS } from './modal-visibility';
export type { ModalFocusMode } from './modal-focus';

export interface ModalProps {
  /** id of the dialog element (what a toggle's aria-controls names) */
  id: string;
  open: boolean;
  /** Asked to close: Escape, a backdrop click, or in 'close-on-leave' a Tab out of the dialog. */
  onClose: () => void;
  focusMode: ModalFocusMode;
  /** false: Escape and the backdrop do nothing (the age gate must be answered). Default true. */
  dismissible?: boolean;
  /** Accessible name: the id of a heading inside, or a label. */
  labelledBy?: string;
  label?: string;
  /** Where focus goes on close; default: what had focus when it opened. */
  returnFocusTo?: () => HTMLElement | null;
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
  returnFocusTo,
  className = '',
  panelClassName = '',
  children,
}: ModalProps) {
  const visibility = useModalVisibility(open);
  const panelRef = useRef<HTMLDivElement>(null);
  // Latest callbacks without re-running the focus effect (it must run once per opening).
  const onCloseRef = useRef(onClose);
  const returnFocusRef = useRef(returnFocusTo);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
    returnFocusRef.current = returnFocusTo;
  });

  // A layout effect: the lock lands in the frame the modal appears (no scrollbar flash).
  useLayoutEffect(() => {
    if (!open) return;
    const owner = `modal:${id}`;
    lockScroll(owner);
    return () => unlockScroll(owner);
  }, [open, id]);

  // From the commit on, Tab stays inside a trapping modal and Escape closes it, until the trap below takes over.
  const endKeyGuard = useKeyGuardUntilTrap(panelRef, open && focusMode === 'trap', dismissible ? () => onCloseRef.current() : undefined);

  // A passive effect: React restores the focus it saw before a commit, so focus moved during
  // the commit (a layout effect's cleanup) would be undone. Focus moves after the dialog's first
  // paint: focus() and the trap's visibility checks read styles, which the frame has computed by
  // then; in the task of a commit that opened it on a click (React runs its effects there), they
  // computed the whole dialog's styles (the search overlay: 46 ms at 4× CPU). Until then the key
  // guard holds Tab and Escape.
  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    const opener = focusedOutside(panel);
    let release = () => {};
    const cancel = afterNextPaint(() => {
      release = holdModalFocus(panel, { mode: focusMode, dismissible, onClose: () => onCloseRef.current() });
      endKeyGuard();
    });
    return () => {
      cancel();
      release();
      const target = returnFocusRef.current?.() ?? opener;
      if (target?.isConnected) target.focus({ preventScroll: true });
    };
  }, [open, focusMode, dismissible, endKeyGuard]);

  return (
    <div className={`modal ${className}`.trim()} data-modal-state={visibility} hidden={visibility === 'closed'} inert={visibility !== 'open'}>
      {/* mousedown's default would move focus to the page after the close has returned it to the opener. */}
      <div className="modal__backdrop" aria-hidden="true" onMouseDown={(event) => event.preventDefault()} onClick={dismissible ? onClose : undefined} />
      <div
        ref={panelRef}
        id={id}
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
