// @vitest-environment jsdom
// The shared content drawer through the ui store: one drawer at a time, toggling closes, page
// scroll locked while open, focus in, trapped, and back to the opener; Escape, close and backdrop.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ContentDrawer, ContentDrawerToggle } from '../../../src/components/ContentDrawer';
import { resetScrollLock, SCROLL_LOCK_CLASS } from '../../../src/lib/scroll-lock';
import { bindOverlayEscape, uiStore } from '../../../src/store/ui';

/** focus-trap moves focus in on the next tick, so the key that opened the drawer cannot also press inside it. */
const nextTick = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
const locked = () => document.body.classList.contains(SCROLL_LOCK_CLASS);
const wrapperOf = (id: string) => document.getElementById(id)!.closest('.content-drawer')!;
const isOpen = (id: string) => wrapperOf(id).classList.contains('is-open') && !wrapperOf(id).hasAttribute('inert');

function Page() {
  return (
    <>
      <ContentDrawerToggle drawerId="shipping">Shipping details</ContentDrawerToggle>
      <ContentDrawerToggle drawerId="returns">Returns</ContentDrawerToggle>
      <ContentDrawer id="shipping" title="Shipping" closeLabel="Close">
        <a href="/pages/shipping">All shipping</a>
      </ContentDrawer>
      <ContentDrawer id="returns" title="Returns" closeLabel="Close" side="left">
        <p>30 days</p>
      </ContentDrawer>
    </>
  );
}

/** The page's one Escape handler (the entry binds it). */
let unbindEscape = () => {};
beforeEach(() => {
  resetScrollLock();
  uiStore.setState({ overlay: null, beneath: [] });
  unbindEscape();
  unbindEscape = bindOverlayEscape(uiStore);
});
afterEach(cleanup);

describe('ContentDrawer', () => {
  it('is a closed, labelled modal dialog until its toggle opens it', () => {
    render(<Page />);
    const toggle = screen.getByRole('button', { name: 'Shipping details' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe('shipping');
    expect(isOpen('shipping')).toBe(false);
    const dialog = document.getElementById('shipping')!;
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe('Shipping');

    fireEvent.click(toggle);
    expect(isOpen('shipping')).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(uiStore.getState().overlay?.id ?? null).toBe('shipping');
    expect(locked()).toBe(true);
  });

  it('keeps one drawer open at a time; toggling the open one closes it and unlocks the page', () => {
    render(<Page />);
    act(() => uiStore.getState().toggleOverlay('drawer', 'shipping'));
    act(() => uiStore.getState().toggleOverlay('drawer', 'returns'));
    expect([isOpen('shipping'), isOpen('returns')]).toEqual([false, true]);
    act(() => uiStore.getState().toggleOverlay('drawer', 'returns'));
    expect([isOpen('shipping'), isOpen('returns'), locked()]).toEqual([false, false, false]);
  });

  it('moves focus to its close button and back to the toggle when closed', async () => {
    render(<Page />);
    const toggle = screen.getByRole('button', { name: 'Shipping details' });
    toggle.focus();
    fireEvent.click(toggle);
    await nextTick();
    const close = document.getElementById('shipping')!.querySelector('button')!;
    expect(document.activeElement).toBe(close);
    expect(close.getAttribute('aria-label')).toBe('Close');
    fireEvent.click(close);
    expect(isOpen('shipping')).toBe(false);
    expect(document.activeElement).toBe(toggle);
    expect(locked()).toBe(false);
  });

  it('closes on Escape and on the backdrop', async () => {
    render(<Page />);
    const toggle = screen.getByRole('button', { name: 'Shipping details' });
    toggle.focus();
    fireEvent.click(toggle);
    await nextTick();
    expect(document.getElementById('shipping')!.contains(document.activeElement)).toBe(true);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(isOpen('shipping')).toBe(false);
    expect(document.activeElement).toBe(toggle);

    fireEvent.click(toggle);
    fireEvent.click(wrapperOf('shipping').querySelector('.content-drawer__backdrop')!);
    expect(isOpen('shipping')).toBe(false);
  });

  it('gives the focus to its toggle when nothing had it before opening', async () => {
    render(<Page />);
    act(() => uiStore.getState().toggleOverlay('drawer', 'returns'));
    await nextTick();
    act(() => uiStore.getState().closeOverlay('returns'));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Returns' }));
  });

  it('releases the page when it is removed while open', () => {
    const { unmount } = render(<Page />);
    act(() => uiStore.getState().toggleOverlay('drawer', 'returns'));
    expect(locked()).toBe(true);
    unmount();
    expect(uiStore.getState().overlay?.id ?? null).toBeNull();
    expect(locked()).toBe(false);
  });
});
