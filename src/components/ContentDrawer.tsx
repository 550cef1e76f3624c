/**
 * Shared content drawer: a side panel dialog driven by the ui store's one active `overlay` (one drawer
 * open at a time; toggling the open one closes it; the store locks page scroll while one is
 * open). Focus moves in and is trapped; Escape (the stack's), the close button and the backdrop
 * close it; the stack then returns focus to whatever opened it, else to a toggle of the drawer.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { trapFocus } from '../lib/focus';
import { isOpenOverlay, OVERLAY_ATTR, uiStore } from '../store/ui';
import { useUiStore } from '../store/useStore';
import { useKeyGuardUntilTrap } from './modal-focus';
import './ContentDrawer.css';

/** Opens drawer `id`, or closes it when it is the open one. */
export function toggleContentDrawer(id: string): void {
  uiStore.getState().toggleOverlay('drawer', id);
}

export function openContentDrawer(id: string): void {
  uiStore.getState().openOverlay('drawer', id);
}

/** Closes drawer `id` if it is the open one (never opens anything). */
export function closeContentDrawer(id: string): void {
  uiStore.getState().closeOverlay(id);
}

export interface ContentDrawerProps {
  /** the dialog's element id, and its id in the ui store */
  id: string;
  title: string;
  closeLabel: string;
  side?: 'left' | 'right';
  children: ReactNode;
}

export function ContentDrawer({ id, title, closeLabel, side = 'right', children }: ContentDrawerProps) {
  const open = useUiStore(isOpenOverlay(id));
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = `${id}-title`;
  const endKeyGuard = useKeyGuardUntilTrap(panelRef, open);

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    // The backdrop's own click handler closes; other outside clicks are blocked by it anyway.
    const release = trapFocus(panel, { initialFocus: closeRef.current ?? undefined, returnFocus: false, outsideClick: 'allow' });
    endKeyGuard();
    const unhold = uiStore.getState().holdOverlayFocus(id, release);
    return () => {
      unhold();
      release();
    };
  }, [open, id, endKeyGuard]);

  // A drawer removed while open (its section unloaded in the editor) must not leave the page locked.
  useEffect(() => () => closeContentDrawer(id), [id]);

  return createPortal(
    <div className={`content-drawer content-drawer--${side}${open ? ' is-open' : ''}`} inert={!open}>
      <div className="content-drawer__backdrop" aria-hidden="true" onClick={() => closeContentDrawer(id)} />
      <div
        ref={panelRef}
        id={id}
        {...{ [OVERLAY_ATTR]: id }}
        className="content-drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="content-drawer__header">
          <h2 id={titleId} className="content-drawer__title">
            {title}
          </h2>
          <button ref={closeRef} type="button" className="icon-button content-drawer__close" aria-label={closeLabel} onClick={() => closeContentDrawer(id)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="content-drawer__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}

export interface ContentDrawerToggleProps {
  drawerId: string;
  className?: string;
  children: ReactNode;
}

/** The button that opens (or closes) drawer `drawerId`, saying whether it is open. */
export function ContentDrawerToggle({ drawerId, className, children }: ContentDrawerToggleProps) {
  const open = useUiStore(isOpenOverlay(drawerId));
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      aria-expanded={open}
      aria-controls={drawerId}
      onClick={() => toggleContentDrawer(drawerId)}
    >
      {children}
    </button>
  );
}
