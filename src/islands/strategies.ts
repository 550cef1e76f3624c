/** When an island wakes up. Each scheduler returns a cancel function. */
import { WAKE_REQUEST_EVENT } from '../lib/wake-island';

export type HydrateStrategy = 'load' | 'idle' | 'visible' | 'interaction';

export const DEFAULT_STRATEGY: HydrateStrategy = 'idle';
const STRATEGIES: readonly string[] = ['load', 'idle', 'visible', 'interaction'];
export const WAKE_EVENTS = ['pointerdown', 'click', 'keydown', 'focusin'] as const;
/** Signs that an input is coming (a pointer moving over the island): fetch its code. */
export const INTENT_EVENTS = ['pointermove'] as const;

export function strategyOf(host: Element): HydrateStrategy {
  const value = host.getAttribute('data-hydrate')?.trim() ?? '';
  return STRATEGIES.includes(value) ? (value as HydrateStrategy) : DEFAULT_STRATEGY;
}

/** `window` typed with its constructors (IntersectionObserver …), so tests can pass a fake. */
export type BrowserWindow = Window & typeof globalThis;

type Cancel = () => void;
const noop: Cancel = () => {};

/**
 * Runs `callback` once the window `load` event has ended (at once if it already has), in a task
 * of its own, and with no `load` listener where the browser reports the navigation's timing: a
 * listener of ours would run inside the browser's load task, with the page's load-time layout,
 * and Lighthouse's simulation would charge that whole task to the entry script, after first
 * paint. The navigation timing entry is delivered to observers in a later task once `load` ends.
 */
export function afterWindowLoad(win: BrowserWindow, callback: () => void): Cancel {
  if (win.document.readyState === 'complete') {
    callback();
    return noop;
  }
  let cancelled = false;
  const stop = whenLoadEnded(win, () => {
    if (!cancelled) callback();
  });
  return () => {
    cancelled = true;
    stop();
  };
}

function observesNavigation(win: BrowserWindow): boolean {
  const Observer = win.PerformanceObserver;
  return typeof Observer === 'function' && (Observer.supportedEntryTypes ?? []).includes('navigation');
}

/** How often a browser whose navigation timing never reports `load`'s end is checked instead. */
export const LOAD_POLL_MS = 500;

function whenLoadEnded(win: BrowserWindow, callback: () => void): Cancel {
  if (!observesNavigation(win)) {
    const onLoad = () => nextTask(win, callback);
    win.addEventListener('load', onLoad, { once: true });
    return () => win.removeEventListener('load', onLoad);
  }
  let timer: number | undefined;
  let done = false;
  const observer = new win.PerformanceObserver((list) => {
    // Chromium also reports the entry early (buffered), before `load`: wait for its end.
    if (list.getEntries().some((entry) => (entry as PerformanceNavigationTiming).loadEventEnd > 0)) finish();
  });
  const stop = () => {
    observer.disconnect();
    if (timer !== undefined) win.clearTimeout(timer);
  };
  const finish = () => {
    if (done) return;
    done = true;
    stop();
    callback();
  };
  // A browser that lists navigation timing but never delivers its end still gets there: the
  // document's state is checked twice a second, in a timer's task (never the load task).
  const poll = () => {
    if (win.document.readyState === 'complete') finish();
    else timer = win.setTimeout(poll, LOAD_POLL_MS);
  };
  observer.observe({ type: 'navigation', buffered: true });
  timer = win.setTimeout(poll, LOAD_POLL_MS);
  return stop;
}

/** Runs `callback` in a new task: a message, which no timer clamping (or paused test clock) delays. */
export function nextTask(win: BrowserWindow, callback: () => void): void {
  if (typeof win.MessageChannel !== 'function') {
    win.setTimeout(callback, 0);
    return;
  }
  const channel = new win.MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    callback();
  };
  channel.port2.postMessage(null);
}

function whenIdle(win: BrowserWindow, callback: () => void): Cancel {
  if (typeof win.requestIdleCallback === 'function') {
    const id = win.requestIdleCallback(callback, { timeout: 2000 });
    return () => win.cancelIdleCallback(id);
  }
  const id = win.setTimeout(callback, 200);
  return () => win.clearTimeout(id);
}

function whenVisible(win: BrowserWindow, host: Element, callback: () => void): Cancel {
  if (typeof win.IntersectionObserver !== 'function') {
    callback();
    return noop;
  }
  const observer = new win.IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        callback();
      }
    },
    { rootMargin: '200px 0px' },
  );
  observer.observe(host);
  return () => observer.disconnect();
}

/**
 * The elements whose input wakes an `interaction` island: its host, and those `data-wake-also`
 * names (a selector) outside it, for a widget that also takes over links elsewhere on the page
 * (the collection list, the account's view links).
 */
export function wakeTargets(host: Element): Element[] {
  const selector = host.getAttribute('data-wake-also')?.trim();
  if (!selector) return [host];
  try {
    return [host, ...Array.from(host.ownerDocument.querySelectorAll(selector)).filter((el) => !host.contains(el))];
  } catch {
    return [host];
  }
}

function onFirstInteraction(host: Element, callback: (event: Event) => void): Cancel {
  const targets = wakeTargets(host);
  const wake = (event: Event) => {
    stop();
    callback(event);
  };
  const stop = () => {
    targets.forEach((target) => WAKE_EVENTS.forEach((type) => target.removeEventListener(type, wake, true)));
    host.removeEventListener(WAKE_REQUEST_EVENT, wake);
  };
  targets.forEach((target) => WAKE_EVENTS.forEach((type) => target.addEventListener(type, wake, true)));
  host.addEventListener(WAKE_REQUEST_EVENT, wake);
  return stop;
}

/**
 * `data-wake-on="scroll"` on an `interaction` island: the shopper's first scroll of the page
 * also wakes it, for a widget whose behaviour follows the scroll (a current-section marker, a bar
 * that shows once the buy button has scrolled away, the next page at the end of a grid).
 */
function onFirstScroll(win: BrowserWindow, host: Element, wake: () => void): Cancel {
  if (host.getAttribute('data-wake-on')?.trim() !== 'scroll') return noop;
  const onScroll = () => {
    stop();
    wake();
  };
  const stop = () => win.removeEventListener('scroll', onScroll);
  win.addEventListener('scroll', onScroll, { passive: true });
  return stop;
}

/**
 * On an `interaction` island, a pointer moving over it fetches its code (React, the widget's
 * chunk) without mounting it, so the press that follows only mounts it. Only a real move: the
 * browser also reports a pointer that rests where the page lays out under it (no movement).
 */
export function prefetchOnIntent(host: Element, prefetch: () => void): Cancel {
  const targets = wakeTargets(host);
  const onIntent = (event: Event) => {
    const move = event as PointerEvent;
    if (move.movementX === 0 && move.movementY === 0) return;
    stop();
    prefetch();
  };
  const stop = () => targets.forEach((target) => INTENT_EVENTS.forEach((type) => target.removeEventListener(type, onIntent, true)));
  targets.forEach((target) => INTENT_EVENTS.forEach((type) => target.addEventListener(type, onIntent, { capture: true, passive: true })));
  return stop;
}

/**
 * `data-prefetch="idle"` on an `interaction` island: its code (the widget's chunk and stylesheet)
 * is fetched and evaluated at the first idle moment after `load` once `ready` settles (the
 * runtime's: React has loaded for another island), so the interaction that wakes it only mounts
 * it (the search overlay: no download, stylesheet insertion or module evaluation in the task of
 * the click that opens it). A page that runs no React otherwise never evaluates it for a
 * prefetch. Skipped when the shopper asked to save data.
 */
export function schedulePrefetch(win: BrowserWindow, host: Element, ready: Promise<void>, prefetch: () => void): Cancel {
  if (host.getAttribute('data-prefetch')?.trim() !== 'idle') return noop;
  if ((win.navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true) return noop;
  let cancelled = false;
  let cancelInner: Cancel = noop;
  const cancelLoad = afterWindowLoad(win, () => {
    void ready.then(() => {
      if (!cancelled) cancelInner = whenIdle(win, prefetch);
    });
  });
  return () => {
    cancelled = true;
    cancelLoad();
    cancelInner();
  };
}

export function scheduleHydration(win: BrowserWindow, host: Element, strategy: HydrateStrategy, wake: (event?: Event) => void): Cancel {
  switch (strategy) {
    case 'load':
      wake();
      return noop;
    case 'interaction': {
      const stopWaiting = onFirstInteraction(host, (event) => {
        stopScroll();
        wake(event);
      });
      const stopScroll = onFirstScroll(win, host, () => {
        stopWaiting();
        wake();
      });
      return () => {
        stopWaiting();
        stopScroll();
      };
    }
    case 'idle':
    case 'visible': {
      let cancelInner: Cancel = noop;
      const cancelLoad = afterWindowLoad(win, () => {
        cancelInner = strategy === 'idle' ? whenIdle(win, () => wake()) : whenVisible(win, host, () => wake());
      });
      return () => {
        cancelLoad();
        cancelInner();
      };
    }
  }
}
