// Issue 9: keystroke → results in the search overlay on the sample shop, p50 over distinct terms
// (the client caches a repeated query, which would flatter the number). For each term the overlay
// already shows the results of the term minus its last letter; the clock starts at that last
// key's keydown (its event timestamp, in the page) and stops at the first frame after the heading
// shows the whole term: debounce, the Algolia stand-in's answer, mapping and React render.
import { chromium, type Page } from '@playwright/test';
import { chromePath, offlineFlag } from './chromium';
import { percentile, round } from './stats';

export interface SearchOverlayTimingResult {
  runs: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}
export type SearchOverlayTiming = SearchOverlayTimingResult | { skipped: string };

export const SEARCH_TIMING_TERMS = [
  'olive', 'lemon', 'refill', 'gift', 'drizzle', 'chili', 'wine', 'board', 'spout', 'tote',
  'pantry', 'sampler', 'harvest', 'everyday', 'vinegar', 'infused', 'cans', 'duo', 'reserve', 'recipe',
] as const;

const DIALOG = '#SearchOverlayDialog';
const INPUT = `${DIALOG} input[type="search"]`;

/**
 * In the page: arms the clock for `term` (listeners in place before the key is pressed). A
 * string, not a function: tsx's name helpers do not exist inside the page.
 */
const ARM = `(term) => {
  const dialog = document.querySelector('${DIALOG}');
  const input = document.querySelector('${INPUT}');
  let started = null;
  input.addEventListener('keydown', (event) => { started = event.timeStamp; }, { capture: true, once: true });
  window.__olivineSearchTiming = new Promise((resolve, reject) => {
    const shown = () => Array.from(dialog.querySelectorAll('h2')).some((h) => h.textContent.includes('\\u201c' + term + '\\u201d'));
    const observer = new MutationObserver(() => {
      if (started === null || !shown()) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - started));
    });
    observer.observe(dialog, { subtree: true, childList: true, characterData: true });
    setTimeout(() => { observer.disconnect(); reject(new Error('no results for ' + term + ' within 10 s')); }, 10000);
  });
}`;

async function headingShows(page: Page, term: string): Promise<void> {
  await page.waitForFunction(
    ([dialog, text]) => Array.from(document.querySelectorAll(`${dialog} h2`)).some((h) => h.textContent?.includes(text)),
    [DIALOG, `\u201c${term}\u201d`] as const,
    { timeout: 10_000 },
  );
}

async function timeOneTerm(page: Page, term: string): Promise<number> {
  await page.locator(INPUT).fill('');
  await page.keyboard.type(term.slice(0, -1));
  await headingShows(page, term.slice(0, -1));
  await page.evaluate(`(${ARM})(${JSON.stringify(term)})`);
  await page.keyboard.press(term.slice(-1));
  return page.evaluate<number>('window.__olivineSearchTiming');
}

export async function measureSearchOverlayTiming(baseUrl: string, log: (m: string) => void = () => {}): Promise<SearchOverlayTiming> {
  const browser = await chromium.launch({ executablePath: chromePath, args: [offlineFlag] });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ name: 'over_21', value: 'true', url: baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/`, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const toggle = page.locator('header [data-search-toggle]');
    if ((await page.locator('[data-search-overlay]').count()) === 0 || (await toggle.count()) === 0) {
      return { skipped: 'no search overlay on the home page' };
    }
    await toggle.first().click();
    await page.locator(INPUT).waitFor({ state: 'visible', timeout: 10_000 });
    log(`search overlay keystroke → results ×${SEARCH_TIMING_TERMS.length}`);
    const samples: number[] = [];
    for (const term of SEARCH_TIMING_TERMS) samples.push(await timeOneTerm(page, term));
    return {
      runs: samples.length,
      p50Ms: round(percentile(samples, 50), 1),
      p95Ms: round(percentile(samples, 95), 1),
      maxMs: round(Math.max(...samples), 1),
    };
  } finally {
    await browser.close();
  }
}
