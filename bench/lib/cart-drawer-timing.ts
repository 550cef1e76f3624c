// Issue 3: the time from a click on the header cart link to the drawer being visible and
// interactive (open, with focus moved into the dialog), p50 over 20 runs. Two cases: "warm"
// (the page settled, so the drawer island woke at idle, as for most shoppers) and "cold" (the
// click comes right at `load`, before the island woke: its chunk and React load on the click).
import type { Page } from '@playwright/test';
import { freshPage, launchTimingBrowser, PHONE } from './first-frame';
import { summarise } from './stats';

export interface CartDrawerTimingRow {
  case: 'warm' | 'cold';
  runs: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export interface CartDrawerTiming {
  rows: CartDrawerTimingRow[];
}

/**
 * In the page: click the cart link, resolve with ms until the dialog is open and holds focus.
 * A string, not a function: tsx's name helpers do not exist inside the page.
 */
const TIME_ONE_OPEN = `new Promise((resolve, reject) => {
  const link = document.querySelector('header a[data-cart-toggle]');
  if (!link) return reject(new Error('no cart link'));
  const started = performance.now();
  function ready() {
    const dialog = document.getElementById('CartDrawer');
    const shown = dialog && dialog.closest('.is-open') && dialog.getBoundingClientRect().width > 0;
    if (shown && dialog.contains(document.activeElement)) resolve(performance.now() - started);
    else if (performance.now() - started > 10000) reject(new Error('drawer did not open within 10 s'));
    else requestAnimationFrame(ready);
  }
  link.click();
  ready();
})`;

async function timeOneOpen(page: Page): Promise<number> {
  return page.evaluate<number>(TIME_ONE_OPEN);
}

export async function measureCartDrawerTiming(baseUrl: string, runs = 20, log: (m: string) => void = () => {}): Promise<CartDrawerTiming> {
  const browser = await launchTimingBrowser();
  const rows: CartDrawerTimingRow[] = [];
  try {
    for (const kind of ['warm', 'cold'] as const) {
      log(`cart drawer open (${kind}) ×${runs}`);
      const samples: number[] = [];
      for (let i = 0; i < runs; i += 1) {
        const { page, close } = await freshPage(browser, baseUrl, '/', PHONE);
        if (kind === 'warm') {
          await page.waitForLoadState('networkidle');
          // A shopper's finger or pointer reaches the link before the click: that wakes the drawer.
          await page.dispatchEvent('header a[data-cart-toggle]', 'touchstart');
          await page.waitForSelector('[data-cart-drawer][data-island-state="mounted"]', { state: 'attached', timeout: 10_000 });
        }
        samples.push(await timeOneOpen(page));
        await close();
      }
      rows.push({ case: kind, ...summarise(samples) });
    }
  } finally {
    await browser.close();
  }
  return { rows };
}
