// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadAfterAcceleratedCheckout } from '../../../../src/features/cart/checkout-return';
import { ACCELERATED_CHECKOUT_FLAG } from '../../../../src/store/cart';

function fakeWindow() {
  const idle: (() => void)[] = [];
  const reload = vi.fn();
  const win = Object.assign(new EventTarget(), {
    sessionStorage: window.sessionStorage,
    location: { reload },
    requestIdleCallback: (callback: () => void) => idle.push(callback),
    setTimeout: window.setTimeout.bind(window),
  }) as unknown as Window;
  return { win, idle, reload };
}

const pageshow = (persisted: boolean) => Object.assign(new Event('pageshow'), { persisted });

afterEach(() => sessionStorage.clear());

describe('back from accelerated checkout', () => {
  it('a page restored from the back/forward cache after checkout reloads, once', () => {
    const { win, reload } = fakeWindow();
    const stop = reloadAfterAcceleratedCheckout(win);
    sessionStorage.setItem(ACCELERATED_CHECKOUT_FLAG, '1');
    win.dispatchEvent(pageshow(true));
    expect(reload).toHaveBeenCalledTimes(1);
    win.dispatchEvent(pageshow(true));
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a fresh load does not reload; it drops the flag when idle, not while loading', () => {
    const { win, idle, reload } = fakeWindow();
    const stop = reloadAfterAcceleratedCheckout(win);
    sessionStorage.setItem(ACCELERATED_CHECKOUT_FLAG, '1');
    win.dispatchEvent(pageshow(false));
    expect(sessionStorage.getItem(ACCELERATED_CHECKOUT_FLAG)).toBe('1');
    idle.forEach((run) => run());
    expect(sessionStorage.getItem(ACCELERATED_CHECKOUT_FLAG)).toBeNull();
    win.dispatchEvent(pageshow(true));
    expect(reload).not.toHaveBeenCalled();
    stop();
  });
});
