// What waits for `load` runs after the browser's load task, never inside it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterWindowLoad, LOAD_POLL_MS, type BrowserWindow } from '../../../src/islands/strategies';

type Entries = { loadEventEnd: number }[];

/** A loading window whose browser reports navigation timing, as Chromium does: early, then after `load`. */
function observingWindow() {
  const observers: { callback: (list: { getEntries(): Entries }) => void; connected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['navigation', 'paint'];
    record: (typeof observers)[number];
    constructor(callback: (typeof observers)[number]['callback']) {
      this.record = { callback, connected: false };
      observers.push(this.record);
    }
    observe(options: { type: string; buffered?: boolean }) {
      expect(options).toEqual({ type: 'navigation', buffered: true });
      this.record.connected = true;
    }
    disconnect() {
      this.record.connected = false;
    }
  }
  const document = { readyState: 'loading' };
  const win = Object.assign(new EventTarget(), {
    document,
    PerformanceObserver: FakeObserver,
    setTimeout: (run: () => void, ms: number) => setTimeout(run, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
  }) as unknown as BrowserWindow;
  const report = (entries: Entries) => observers.filter((o) => o.connected).forEach((o) => o.callback({ getEntries: () => entries }));
  return { win, document, report, observers };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('afterWindowLoad', () => {
  it('runs once the navigation entry says load has ended, not in the load event, and once only', () => {
    const { win, document, report } = observingWindow();
    const callback = vi.fn();
    afterWindowLoad(win, callback);
    report([{ loadEventEnd: 0 }]);
    document.readyState = 'complete';
    win.dispatchEvent(new Event('load'));
    expect(callback).not.toHaveBeenCalled();
    report([{ loadEventEnd: 512 }]);
    expect(callback).toHaveBeenCalledTimes(1);
    report([{ loadEventEnd: 512 }]);
    vi.advanceTimersByTime(LOAD_POLL_MS * 2);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs at once on a page already loaded', () => {
    const { win, document, observers } = observingWindow();
    document.readyState = 'complete';
    const callback = vi.fn();
    afterWindowLoad(win, callback);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(observers).toHaveLength(0);
  });

  it('a browser that never reports the end still runs it, from a timer once the document is complete', () => {
    const { win, document, observers } = observingWindow();
    const callback = vi.fn();
    afterWindowLoad(win, callback);
    vi.advanceTimersByTime(LOAD_POLL_MS * 3);
    expect(callback).not.toHaveBeenCalled();
    document.readyState = 'complete';
    win.dispatchEvent(new Event('load'));
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(LOAD_POLL_MS);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(observers.every((o) => !o.connected)).toBe(true);
    vi.advanceTimersByTime(LOAD_POLL_MS * 3);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('cancelled, it never runs and stops observing', () => {
    const { win, report, observers } = observingWindow();
    const callback = vi.fn();
    const cancel = afterWindowLoad(win, callback);
    cancel();
    report([{ loadEventEnd: 512 }]);
    vi.advanceTimersByTime(LOAD_POLL_MS * 2);
    expect(callback).not.toHaveBeenCalled();
    expect(observers.every((o) => !o.connected)).toBe(true);
  });

  it('without navigation timing it waits for load, then runs in the next task', async () => {
    const document = { readyState: 'loading' };
    const win = Object.assign(new EventTarget(), { document, setTimeout: globalThis.setTimeout }) as unknown as BrowserWindow;
    const callback = vi.fn();
    afterWindowLoad(win, callback);
    document.readyState = 'complete';
    win.dispatchEvent(new Event('load'));
    expect(callback).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
