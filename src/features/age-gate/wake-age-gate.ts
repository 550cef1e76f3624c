/**
 * Part of the entry (no React): once the page has loaded and is idle, wakes the age-gate island
 * if the gate is showing, so 'Yup' answers at once. Before that the island still wakes on the
 * shopper's first touch of the gate; nothing loads before `load` for a shopper who waits.
 */
import { afterWindowLoad, type BrowserWindow } from '../../islands/strategies';
import { wakeIsland } from '../../lib/wake-island';

export const AGE_GATE_HOST_SELECTOR = '[data-age-gate-host]';

export function wakeAgeGateWhenIdle(win: BrowserWindow = window): void {
  const doc = win.document;
  afterWindowLoad(win, () => {
    if (!doc.documentElement.hasAttribute('data-age-gate')) return;
    const wake = () => wakeIsland(doc.querySelector(AGE_GATE_HOST_SELECTOR));
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(wake);
    else win.setTimeout(wake);
  });
}
