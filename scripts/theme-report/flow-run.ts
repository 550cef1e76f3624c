// Runs the shopper flows (flows.ts) through a theme in one offline Chromium, one fresh context per
// flow and width, recording the console errors and failed requests of every page each flow visits.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { chromiumPath, OFFLINE_ARGS } from '../../tests/e2e/browser';
import { FlowFailed, NotInTheme } from './flow-helpers';
import * as flows from './flows';
import { filterCollection, sortCollection } from './flows-collection';

export const FLOW_WIDTHS = [1280, 375] as const;

export interface FlowResult {
  flow: string;
  width: number;
  outcome: 'pass' | 'fail' | 'not in theme';
  reason?: string;
  /** console errors, uncaught exceptions and failed or 4xx/5xx requests, prefixed with the page's path */
  problems: string[];
}

/** Whether any file of the theme asks Shopify's predictive search (`/search/suggest`). */
export function themeHasPredictiveSearch(themeRoot: string): boolean {
  const dirs = ['assets', 'sections', 'snippets', 'layout', 'blocks'].map((d) => path.join(themeRoot, d)).filter((d) => existsSync(d));
  return dirs.some((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' }).some(
      (f) => /\.(js|liquid|mjs)$/.test(f) && /search\/suggest|predictive_search_url/.test(readFileSync(path.join(dir, f), 'utf8')),
    ),
  );
}

export function flowList(themeRoot: string): [string, (page: Page) => Promise<unknown>][] {
  const predictive = themeHasPredictiveSearch(themeRoot);
  return [
    ['variant → price + URL', flows.chooseVariant],
    ['add to cart', flows.addToCart],
    ['quantity in drawer', flows.drawerQuantity],
    ['quantity on /cart', flows.cartPageQuantity],
    ['predictive search', (page) => flows.predictiveSearch(page, predictive)],
    ['quick add', flows.quickAdd],
    ['filter narrows', filterCollection],
    ['sort reorders', sortCollection],
    ['country/language', flows.localization],
  ];
}

/** Records on `problems` every console error, uncaught exception and failed or 4xx/5xx request of the page. */
export function recordProblems(page: Page, problems: string[]): void {
  const where = () => new URL(page.url()).pathname;
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`${where()}: console: ${msg.text().slice(0, 160)}`);
  });
  page.on('pageerror', (err) => problems.push(`${where()}: uncaught: ${err.message.slice(0, 160)}`));
  page.on('requestfailed', (req) => {
    // A navigation cancels the loads of the page it leaves; the shopper never sees those.
    if (req.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`${where()}: ${req.failure()?.errorText} ${req.url()}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`${where()}: ${res.status()} ${res.url()}`);
  });
}

export interface FlowOptions {
  /** set in each context before its first page (Olivine's age gate) */
  cookies?: { name: string; value: string }[];
  /** run only these flows (by name) */
  only?: string[];
  widths?: readonly number[];
}

/** A Playwright error's first line, with why the action could not happen (from its call log) when it says. */
export function playwrightReason(message: string): string {
  const lines = stripVTControlCharacters(message).split('\n');
  const why = lines.findLast((l) => /intercepts pointer events|not visible|not enabled|not stable|outside of the viewport/.test(l));
  return [lines[0], why?.trim().replace(/^-\s*/, '')].filter(Boolean).join(': ').slice(0, 220);
}

/** Every flow at every width, sequentially in one browser, each in a fresh context (its own cart). */
export async function runFlows(baseURL: string, themeRoot: string, { cookies = [], only, widths = FLOW_WIDTHS }: FlowOptions = {}): Promise<FlowResult[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: OFFLINE_ARGS });
  const results: FlowResult[] = [];
  try {
    for (const [flow, run] of flowList(themeRoot).filter(([name]) => !only || only.includes(name))) {
      for (const width of widths) {
        const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
        await context.addCookies(cookies.map((c) => ({ ...c, url: baseURL })));
        const page = await context.newPage();
        page.setDefaultTimeout(8000);
        const problems: string[] = [];
        recordProblems(page, problems);
        const result: FlowResult = { flow, width, outcome: 'pass', problems };
        try {
          await run(page);
        } catch (err) {
          result.outcome = err instanceof NotInTheme ? 'not in theme' : 'fail';
          const message = err instanceof Error ? err.message : String(err);
          result.reason = err instanceof NotInTheme || err instanceof FlowFailed ? message : playwrightReason(message);
        }
        results.push(result);
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
