// Issue 9: keystroke → results in the search overlay on the sample shop, p50 over distinct terms
// (the client caches a repeated query, which would flatter the number). For each term the overlay
// already shows the results of the term minus its last letter; the clock starts at that last
// key's keydown (its event timestamp, in the page) and stops at the first frame after the heading
// shows the whole term: debounce, the Algolia stand-in's answer, mapping and React render.
import type { Page } from '@playwright/test';
import { armFirstFrame, DESKTOP, firstFrameMs, freshPage, launchTimingBrowser, type FirstFrameClock } from './first-frame';
import { summarise } from './stats';

export interface SearchOverlayTimingResult {
  runs: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}
export type SearchOverlayTiming = SearchOverlayTimingResult | { skipped: string };

export const SEARCH_TIMING_TERMS = [
  'olive',
  'lemon',
  'refill',
  'gift',
  'drizzle',
  'chili',
  'wine',
  'board',
  'spout',
  'tote',
  'pantry',
  'sampler',
  'harvest',
  'everyday',
  'vinegar',
  'infused',
  'cans',
  'duo',
  'reserve',
  'recipe',
] as const;

const DIALOG = '#SearchOverlayDialog';
const INPUT = `${DIALOG} input[type="search"]`;

/** In the page: the overlay's heading quotes the whole term (its results show). */
function headingQuotes(term: string): string {
  return `(dialog) => Array.from(dialog.querySelectorAll('h2')).some((h) => h.textContent.includes(${JSON.stringify(`\u201c${term}\u201d`)}))`;
}

/** From the keydown of the term's last letter to the first frame showing its results. */
export const searchClock = (term: string): FirstFrameClock => ({
  events: ['keydown'],
  root: DIALOG,
  shown: headingQuotes(term),
  what: `the results of "${term}"`,
});

async function headingShows(page: Page, term: string): Promise<void> {
  await page.waitForFunction(`(${headingQuotes(term)})(document.querySelector(${JSON.stringify(DIALOG)}))`, undefined, { timeout: 10_000 });
}

/** Clicks the header's search button and waits for the overlay's field. */
export async function openOverlay(page: Page): Promise<void> {
  await page.locator('header [data-search-toggle]').first().click();
  await page.locator(INPUT).waitFor({ state: 'visible', timeout: 10_000 });
}

async function timeOneTerm(page: Page, term: string): Promise<number> {
  await page.locator(INPUT).fill('');
  await page.keyboard.type(term.slice(0, -1));
  await headingShows(page, term.slice(0, -1));
  await armFirstFrame(page, searchClock(term));
  await page.keyboard.press(term.slice(-1));
  return firstFrameMs(page);
}

export async function measureSearchOverlayTiming(baseUrl: string, log: (m: string) => void = () => {}): Promise<SearchOverlayTiming> {
  const browser = await launchTimingBrowser();
  try {
    const { page } = await freshPage(browser, baseUrl, '/', DESKTOP);
    await page.waitForLoadState('networkidle');
    const toggle = page.locator('header [data-search-toggle]');
    if ((await page.locator('[data-search-overlay]').count()) === 0 || (await toggle.count()) === 0) {
      return { skipped: 'no search overlay on the home page' };
    }
    await openOverlay(page);
    log(`search overlay keystroke → results ×${SEARCH_TIMING_TERMS.length}`);
    const samples: number[] = [];
    for (const term of SEARCH_TIMING_TERMS) samples.push(await timeOneTerm(page, term));
    return summarise(samples);
  } finally {
    await browser.close();
  }
}
