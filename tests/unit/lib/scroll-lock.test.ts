// @vitest-environment jsdom
// The page-scroll lock: one lock per owner, and the scrollbar it hides kept as body padding.
import { afterEach, describe, expect, it } from 'vitest';
import { isScrollLocked, lockScroll, resetScrollLock, SCROLL_LOCK_CLASS, SCROLL_LOCK_GAP, unlockScroll } from '../../../src/lib/scroll-lock';

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
    expect(body().style.getPropertyValue(SCROLL_LOCK_GAP)).toBe('15px');
    // Once locked the bar is gone: a second owner keeps the width measured with the bar.
    viewport(1280, 0);
    lockScroll('modal');
    expect(body().style.getPropertyValue(SCROLL_LOCK_GAP)).toBe('15px');
    unlockScroll('drawer');
    expect(isScrollLocked()).toBe(true);
    expect(body().style.getPropertyValue(SCROLL_LOCK_GAP)).toBe('15px');
    unlockScroll('modal');
    expect(body().classList.contains(SCROLL_LOCK_CLASS)).toBe(false);
    expect(body().style.getPropertyValue(SCROLL_LOCK_GAP)).toBe('');
  });

  it('adds no padding where scrollbars overlay the page (phones) or the page does not scroll', () => {
    viewport(412, 0);
    lockScroll('overlay');
    expect(body().style.getPropertyValue(SCROLL_LOCK_GAP)).toBe('0px');
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
