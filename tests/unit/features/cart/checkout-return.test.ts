// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadAfterAcceleratedCheckout } from '../../../../src/features/cart/checkout-return';
import { ACCELERATED_CHECKOUT_FLAG } from '../../../../src/store/cart';
import type { BrowserWindow } from '../../../../src/islands/strategies';

/** A window still loading, with no PerformanceObserver: `load` is heard by a listener. */
function fakeWindow() {
  const idle: (() => void)[] = [];
  const reload = vi.fn();
  const document = { readyState: 'loading' };
  const win = Object.assign(new EventTarget(), {
    document,
    sessionStorage: window.sessionStorage,
    location: { reload },
    requestIdleCallback: (callback: () => void) => idle.push(callback),
    setTimeout: window.setTimeout.bind(window),
  }) as unknown as BrowserWindow;
  /** The browser's load task: `load`, then the first `pageshow`; then the task after it. */
  const finishLoading = async () => {
    document.readyState = 'complete';
    win.dispatchEvent(new Event('load'));
    win.dispatchEvent(pageshow(false));
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { win, idle, reload, finishLoading };
}

const pageshow = (persisted: boolean) => Object.assign(new Event('pageshow'), { persisted });

afterEach(() => sessionStorage.clear());

describe('back from accelerated checkout', () => {
  it('a page restored from the back/forward cache after checkout reloads, once', async () => {
    const { win, reload, finishLoading } = fakeWindow();
    const stop = reloadAfterAcceleratedCheckout(win);
    await finishLoading();
    sessionStorage.setItem(ACCELERATED_CHECKOUT_FLAG, '1');
    win.dispatchEvent(pageshow(true));
    expect(reload).toHaveBeenCalledTimes(1);
    win.dispatchEvent(pageshow(true));
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a fresh load does not reload; it drops the flag when idle, not while loading', async () => {
    const { win, idle, reload, finishLoading } = fakeWindow();
    sessionStorage.setItem(ACCELERATED_CHECKOUT_FLAG, '1');
    const stop = reloadAfterAcceleratedCheckout(win);
    await finishLoading();
    expect(sessionStorage.getItem(ACCELERATED_CHECKOUT_FLAG)).toBe('1');
    idle.forEach((run) => run());
    expect(sessionStorage.getItem(ACCELERATED_CHECKOUT_FLAG)).toBeNull();
    win.dispatchEvent(pageshow(true));
    expect(reload).not.toHaveBeenCalled();
    stop();
  });

  it('stopped, a restored page is left alone', async () => {
    const { win, reload, finishLoading } = fakeWindow();
    const stop = reloadAfterAcceleratedCheckout(win);
    await finishLoading();
    stop();
    sessionStorage.setItem(ACCELERATED_CHECKOUT_FLAG, '1');
    win.dispatchEvent(pageshow(true));
    expect(reload).not.toHaveBeenCalled();
  });
});
