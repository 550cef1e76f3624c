// Lighthouse (mobile preset) on the search overlay, a state a shopper reaches by interaction, so
// a user flow: load the home page (age gate answered), then a timespan over opening the overlay
// and typing a term until its results show (TBT, CLS and the performance score Lighthouse gives
// a timespan), then a snapshot of the open overlay (accessibility of what the shopper sees).
import { startFlow } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { combineRuns, summariseLhr, type LighthouseRun, type LighthouseSummary } from './lighthouse';
import { launchLighthouseChrome, type RendererCore } from './renderer-core';

export const OVERLAY_TERM = 'oil';
const TOGGLE = 'header [data-search-toggle]';
const INPUT = '#SearchOverlayDialog input[type="search"]';

async function runOnce(base: string, core: RendererCore | null): Promise<LighthouseRun> {
  const chrome = await launchLighthouseChrome(core);
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
    // The overlay and its results fade in: judge colours once nothing is mid-transition. Endless
    // animations and scroll-driven ones (the in-page nav's edge fade runs as long as the page) never end.
    await page.waitForFunction(
      () =>
        document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity || a.timeline !== document.timeline),
      { timeout: 10_000 },
    );
    await flow.snapshot({ onlyCategories: ['accessibility'] });
    const result = await flow.createFlowResult();
    const timespan = summariseLhr(result.steps[1]!.lhr);
    const snapshot = summariseLhr(result.steps[2]!.lhr);
    // No load metrics (LCP, FCP) for a state reached by input.
    return { ...timespan, lcpMs: null, fcpMs: null, accessibility: snapshot.accessibility, failingA11yAudits: snapshot.failingA11yAudits };
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

export async function runOverlayLighthouse(base: string, runs: number, core: RendererCore | null): Promise<LighthouseSummary> {
  const results: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) results.push(await runOnce(base, core));
  return combineRuns(results);
}
