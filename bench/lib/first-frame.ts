// The in-page clock the interaction timings share: a fresh page in the bench's offline Chromium,
// and the time from an input event's own timestamp to the first frame after the page shows the
// response (a MutationObserver on the part of the page that answers, then requestAnimationFrame).
import { chromium, type Browser, type Page } from '@playwright/test';
import { chromePath, offlineFlag } from './chromium';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

export function launchTimingBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromePath, args: [offlineFlag] });
}

/**
 * A new context (no cache, no storage, no prior input) with the age gate answered, at `path`
 * once its `load` event fired. Close the page's context with `close`.
 */
export async function freshPage(
  browser: Browser,
  baseUrl: string,
  path: string,
  viewport: { width: number; height: number },
): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport });
  try {
    await context.addCookies([{ name: 'over_21', value: 'true', url: baseUrl }]);
    const page = await context.newPage();
    await page.goto(baseUrl + path, { waitUntil: 'load' });
    return { page, close: () => context.close() };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/**
 * In the page: the clock starts at the first of `events` (its timestamp) and stops at the first
 * frame after `shown(root)` holds. A string, not a function: tsx's name helpers do not exist
 * inside the page.
 */
const ARM = `(events, rootSelector, shown, what) => {
  const root = document.querySelector(rootSelector);
  if (!root) throw new Error('no ' + rootSelector + ' in the page');
  let started = null;
  const start = (event) => { if (started === null) started = event.timeStamp; };
  for (const type of events) window.addEventListener(type, start, { capture: true, once: true });
  window.__olivineFirstFrame = new Promise((resolve, reject) => {
    const observer = new MutationObserver(() => {
      if (started === null || !shown(root)) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - started));
    });
    observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
    setTimeout(() => { observer.disconnect(); reject(new Error(what + ' not shown within 10 s')); }, 10000);
  });
}`;

export interface FirstFrameClock {
  /** input events whose first starts the clock (its `timeStamp`) */
  events: string[];
  /** the element whose subtree shows the response */
  root: string;
  /** source of `(root) => boolean`, run in the page: whether the response shows */
  shown: string;
  /** what is awaited, for the error when it never shows */
  what: string;
}

/** Arms the clock before the input is sent; `firstFrameMs` then waits for its reading. */
export async function armFirstFrame(page: Page, clock: FirstFrameClock): Promise<void> {
  await page.evaluate(`(${ARM})(${JSON.stringify(clock.events)}, ${JSON.stringify(clock.root)}, ${clock.shown}, ${JSON.stringify(clock.what)})`);
}

export function firstFrameMs(page: Page): Promise<number> {
  return page.evaluate<number>('window.__olivineFirstFrame');
}
