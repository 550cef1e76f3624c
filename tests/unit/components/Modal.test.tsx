// @vitest-environment jsdom
// The shared modal: visible at once, hidden 300 ms after close, focus in and back (through the
// ui store's overlay stack, which also answers Escape), the two focus modes ('trap' and
// 'close-on-leave'), the Tab guard before the trap starts, dismissal and the page-scroll lock.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal, MODAL_HIDE_MS, type ModalFocusMode } from '../../../src/components/Modal';
import { keepKeysInside, useKeyGuardUntilTrap } from '../../../src/components/modal-focus';
import { resetScrollLock, SCROLL_LOCK_CLASS } from '../../../src/lib/scroll-lock';
import { bindOverlayEscape, isOpenOverlay, uiStore } from '../../../src/store/ui';
import { useUiStore } from '../../../src/store/useStore';

const locked = () => document.body.classList.contains(SCROLL_LOCK_CLASS);
const root = () => document.querySelector<HTMLElement>('.modal')!;

const OVERLAY = 'test-dialog';
const close = () => uiStore.getState().closeOverlay(OVERLAY);

function Harness({ focusMode = 'trap' }: { focusMode?: ModalFocusMode }) {
  const open = useUiStore(isOpenOverlay(OVERLAY));
  return (
    <>
      <button type="button" onClick={() => uiStore.getState().openOverlay('modal', OVERLAY)}>
        Open
      </button>
      <button type="button">Elsewhere</button>
      <Modal id="TestDialog" overlay={OVERLAY} open={open} onClose={close} focusMode={focusMode} label="Test dialog">
        <button type="button">First</button>
        <a href="/x">Last</a>
        <button type="button" onClick={close}>
          Done
        </button>
      </Modal>
    </>
  );
}

/** The dialog takes focus after its first paint: the next frame (16 ms), then a task. */
const nextTick = () => void act(() => vi.advanceTimersByTime(20));

function openWithButton() {
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  nextTick();
  return opener;
}

let unbindEscape = () => {};
beforeEach(() => {
  vi.useFakeTimers();
  resetScrollLock();
  uiStore.setState({ overlay: null, beneath: [] });
  unbindEscape = bindOverlayEscape(uiStore);
});
afterEach(() => {
  unbindEscape();
  cleanup();
  vi.useRealTimers();
});

describe('Modal timing', () => {
  it('is hidden while closed and visible at once on open', () => {
    render(<Harness />);
    expect(root().hidden).toBe(true);
    openWithButton();
    expect(root().hidden).toBe(false);
    expect(root().dataset.modalState).toBe('open');
    expect(screen.getByRole('dialog', { name: 'Test dialog' }).getAttribute('aria-modal')).toBe('true');
  });

  it('stays shown (fading, inert) for 300 ms after close, then hides', () => {
    render(<Harness />);
    openWithButton();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(root().dataset.modalState).toBe('closing');
    expect(root().hidden).toBe(false);
    expect(root().hasAttribute('inert')).toBe(true);
    void act(() => vi.advanceTimersByTime(MODAL_HIDE_MS - 1));
    expect(root().hidden).toBe(false);
    void act(() => vi.advanceTimersByTime(1));
    expect(root().hidden).toBe(true);
    expect(root().dataset.modalState).toBe('closed');
  });

  it('reopening while it fades cancels the hide', () => {
    render(<Harness />);
    openWithButton();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    void act(() => vi.advanceTimersByTime(200));
    openWithButton();
    void act(() => vi.advanceTimersByTime(MODAL_HIDE_MS));
    expect(root().hidden).toBe(false);
    expect(root().dataset.modalState).toBe('open');
  });
});

describe('Modal focus and scroll', () => {
  it('focuses its first focusable element, locks scroll, and gives focus back to the opener on close', () => {
    render(<Harness />);
    const opener = openWithButton();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
    expect(locked()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(document.activeElement).toBe(opener);
    expect(locked()).toBe(false);
  });

  it("'trap': Tab from the last element wraps to the first; Escape (the overlay stack's) closes it and focus is back on the opener", () => {
    render(<Harness focusMode="trap" />);
    const opener = openWithButton();
    const done = screen.getByRole('button', { name: 'Done' });
    done.focus();
    fireEvent.keyDown(done, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(root().dataset.modalState).toBe('closing');
    expect(document.activeElement).toBe(opener);
  });

  it("'close-on-leave': a Tab that moves focus outside closes it (spec §4); a click inside does not", () => {
    render(<Harness focusMode="close-on-leave" />);
    openWithButton();
    const done = screen.getByRole('button', { name: 'Done' });
    fireEvent.pointerDown(done);
    act(() => done.focus());
    expect(root().dataset.modalState).toBe('open');
    fireEvent.keyDown(done, { key: 'Tab' });
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(root().dataset.modalState).toBe('closing');
  });

  it('a modal that is not dismissible (and not in the overlay stack: the age gate) ignores Escape and its backdrop', () => {
    render(
      <Modal id="Gate" open onClose={() => {}} focusMode="trap" dismissible={false} label="Gate">
        <button type="button">First</button>
      </Modal>,
    );
    nextTick();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    fireEvent.click(document.querySelector('.modal__backdrop')!);
    expect(root().dataset.modalState).toBe('open');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First' }));
  });

  it('a dismissible modal closes from its backdrop', () => {
    render(<Harness focusMode="close-on-leave" />);
    openWithButton();
    // The press itself must not take focus: the close hands it back to the opener.
    expect(fireEvent.mouseDown(document.querySelector('.modal__backdrop')!)).toBe(false);
    fireEvent.click(document.querySelector('.modal__backdrop')!);
    expect(root().dataset.modalState).toBe('closing');
  });
});

describe('keepKeysInside (from the opening commit until the trap starts)', () => {
  function panelWith(html: string): HTMLElement {
    const panel = document.createElement('div');
    panel.tabIndex = -1;
    panel.innerHTML = html;
    document.body.append(panel);
    return panel;
  }
  const tab = (shiftKey = false) => {
    const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
    (document.activeElement ?? document.body).dispatchEvent(event);
    return event;
  };

  it('Tab and Shift+Tab go round the controls inside, skipping hidden ones; released, Tab is the browser’s again', () => {
    const outside = document.createElement('button');
    document.body.append(outside);
    const panel = panelWith('<button>A</button><div hidden><button>Hidden</button></div><a href="/b">B</a><input aria-label="C">');
    const [a, , b, c] = Array.from(panel.querySelectorAll<HTMLElement>('button, a, input'));
    const release = keepKeysInside(panel);
    outside.focus();
    expect(tab().defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(a);
    tab();
    expect(document.activeElement).toBe(b);
    tab();
    expect(document.activeElement).toBe(c);
    tab();
    expect(document.activeElement).toBe(a);
    tab(true);
    expect(document.activeElement).toBe(c);
    release();
    expect(tab().defaultPrevented).toBe(false);
    panel.remove();
    outside.remove();
  });

  it('a panel with no controls keeps the focus itself', () => {
    const panel = panelWith('<p>Nothing to press</p>');
    const release = keepKeysInside(panel);
    expect(tab().defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(panel);
    release();
    panel.remove();
  });
});

describe('useKeyGuardUntilTrap (the drawers and the modal)', () => {
  function Dialog({ open }: { open: boolean }) {
    const panelRef = useRef<HTMLDivElement>(null);
    const endGuard = useKeyGuardUntilTrap(panelRef, open);
    return (
      <>
        <div ref={panelRef} tabIndex={-1}>
          <button type="button">Close</button>
          <button type="button">Checkout</button>
        </div>
        <button type="button" onClick={endGuard}>
          Trap started
        </button>
      </>
    );
  }
  const tab = () => {
    const event = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    (document.activeElement ?? document.body).dispatchEvent(event);
    return event;
  };

  it('holds Tab inside from the opening commit, and lets go when the trap starts or the dialog closes', () => {
    const view = render(<Dialog open={false} />);
    expect(tab().defaultPrevented).toBe(false);
    view.rerender(<Dialog open />);
    screen.getByRole('button', { name: 'Close' }).focus();
    expect(tab().defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Checkout' }));
    expect(tab().defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Trap started' }));
    expect(tab().defaultPrevented).toBe(false);
    view.rerender(<Dialog open={false} />);
    view.rerender(<Dialog open />);
    expect(tab().defaultPrevented).toBe(true);
    view.rerender(<Dialog open={false} />);
    expect(tab().defaultPrevented).toBe(false);
  });
});
