// @vitest-environment jsdom
// The page-scroll lock: one lock per owner, and the scrollbar it hides kept as body padding.
import { afterEach, describe, expect, it } from 'vitest';
import { isScrollLocked, lockScroll, resetScrollLock, SCROLL_LOCK_CLASS, unlockScroll, watchScrollbarGap } from '../../../src/lib/scroll-lock';

/** A window `width` wide whose page shows a classic scrollbar of `bar` px. */
function viewport(width: number, bar: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
  Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: width - bar });
}

const body = () => document.body;

afterEach(() => resetScrollLock());

describe('scroll lock', () => {
  it('pads the body by the scrollbar it hides while locked, and drops the padding when the last owner lets go', () => {
    viewport(1280, 15);
    lockScroll('drawer');
    expect(body().classList.contains(SCROLL_LOCK_CLASS)).toBe(true);
    expect(body().style.paddingRight).toBe('15px');
    // Once locked the bar is gone: a second owner keeps the width measured with the bar.
    viewport(1280, 0);
    lockScroll('modal');
    expect(body().style.paddingRight).toBe('15px');
    unlockScroll('drawer');
    expect(isScrollLocked()).toBe(true);
    expect(body().style.paddingRight).toBe('15px');
    unlockScroll('modal');
    expect(body().classList.contains(SCROLL_LOCK_CLASS)).toBe(false);
    expect(body().style.paddingRight).toBe('');
  });

  it('adds no padding where scrollbars overlay the page (phones) or the page does not scroll', () => {
    viewport(412, 0);
    lockScroll('overlay');
    expect(body().style.paddingRight).toBe('0px');
  });

  it('uses the width a resize observer last reported on the root, so opening a layer reads no layout', () => {
    const reports: ResizeObserverCallback[] = [];
    const Observer = class {
      constructor(callback: ResizeObserverCallback) {
        reports.push(callback);
      }
      observe() {}
      disconnect() {}
    };
    Object.defineProperty(globalThis, 'ResizeObserver', { value: Observer, configurable: true, writable: true });
    try {
      watchScrollbarGap();
      viewport(1280, 17);
      reports[0]!([], {} as ResizeObserver);
      // A read now would say 0: the lock must use what was observed.
      viewport(1280, 0);
      lockScroll('overlay');
      expect(body().style.paddingRight).toBe('17px');
      // A report while locked (the bar is hidden) does not replace it.
      reports[0]!([], {} as ResizeObserver);
      unlockScroll('overlay');
      lockScroll('overlay');
      expect(body().style.paddingRight).toBe('17px');
    } finally {
      delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
    }
  });

  it('an owner locking twice still unlocks with one call', () => {
    viewport(1280, 15);
    lockScroll('drawer');
    lockScroll('drawer');
    unlockScroll('drawer');
    expect(isScrollLocked()).toBe(false);
    expect(body().classList.contains(SCROLL_LOCK_CLASS)).toBe(false);
  });
});
