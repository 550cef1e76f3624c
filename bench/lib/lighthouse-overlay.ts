// Lighthouse (mobile preset) on the search overlay, a state a shopper reaches by interaction, so
// a user flow: load the home page (age gate answered), then a timespan over opening the overlay
// and typing a term until its results show (TBT, CLS and the performance score Lighthouse gives
// a timespan), then a snapshot of the open overlay (accessibility of what the shopper sees).
import * as chromeLauncher from 'chrome-launcher';
import { startFlow } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { chromePath, lighthouseChromeFlags } from './chromium';
import { median, round } from './stats';

export const OVERLAY_TERM = 'oil';
const TOGGLE = 'header [data-search-toggle]';
const INPUT = '#SearchOverlayDialog input[type="search"]';

export interface OverlayLighthouseRun {
  /** the timespan's performance score (Lighthouse scores TBT, CLS and INP there) */
  performance: number | null;
  accessibility: number | null;
  cls: number | null;
  tbtMs: number | null;
  failingA11yAudits: string[];
}

export interface OverlayLighthouseSummary extends OverlayLighthouseRun {
  runs: number;
}

interface LhrLike {
  categories: Record<string, { score: number | null; auditRefs: { id: string }[] } | undefined>;
  audits: Record<string, { score: number | null; scoreDisplayMode?: string; numericValue?: number } | undefined>;
}

const score = (lhr: LhrLike, id: string) => {
  const value = lhr.categories[id]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
};
const numeric = (lhr: LhrLike, id: string) => {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === 'number' ? value : null;
};

async function runOnce(base: string): Promise<OverlayLighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: lighthouseChromeFlags, logLevel: 'silent' });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  try {
    const page = await browser.newPage();
    await browser.setCookie({ name: 'over_21', value: 'true', domain: new URL(base).hostname, path: '/' });
    const flow = await startFlow(page, { flags: { logLevel: 'error' } });
    await flow.navigate(`${base}/`, { onlyCategories: ['performance'] });
    await flow.startTimespan({ onlyCategories: ['performance'] });
    await page.click(TOGGLE);
    await page.waitForSelector(INPUT, { visible: true, timeout: 10_000 });
    await page.type(INPUT, OVERLAY_TERM, { delay: 120 });
    await page.waitForFunction(
      (term) => Array.from(document.querySelectorAll('#SearchOverlayDialog h2')).some((h) => h.textContent?.includes(`\u201c${term}\u201d`)),
      { timeout: 10_000 },
      OVERLAY_TERM,
    );
    await flow.endTimespan();
    // The overlay and its results fade in: judge colours once nothing is mid-transition.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity), { timeout: 10_000 });
    await flow.snapshot({ onlyCategories: ['accessibility'] });
    const result = await flow.createFlowResult();
    const timespan = result.steps[1]!.lhr as unknown as LhrLike;
    const snapshot = result.steps[2]!.lhr as unknown as LhrLike;
    const failingA11yAudits = (snapshot.categories.accessibility?.auditRefs ?? [])
      .filter(({ id }) => {
        const audit = snapshot.audits[id];
        return audit && audit.scoreDisplayMode === 'binary' && audit.score !== null && audit.score < 1;
      })
      .map(({ id }) => id);
    return {
      performance: score(timespan, 'performance'),
      accessibility: score(snapshot, 'accessibility'),
      cls: numeric(timespan, 'cumulative-layout-shift'),
      tbtMs: numeric(timespan, 'total-blocking-time'),
      failingA11yAudits,
    };
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

export async function runOverlayLighthouse(base: string, runs: number): Promise<OverlayLighthouseSummary> {
  const results: OverlayLighthouseRun[] = [];
  for (let i = 0; i < runs; i++) results.push(await runOnce(base));
  const med = (pick: (r: OverlayLighthouseRun) => number | null, digits: number) => {
    const values = results.map(pick).filter((v): v is number => v !== null);
    return values.length === 0 ? null : round(median(values), digits);
  };
  return {
    runs,
    performance: med((r) => r.performance, 0),
    accessibility: med((r) => r.accessibility, 0),
    cls: med((r) => r.cls, 3),
    tbtMs: med((r) => r.tbtMs, 0),
    failingA11yAudits: [...new Set(results.flatMap((r) => r.failingA11yAudits))].sort(),
  };
}
