// Issue 11: load more on a 2,000-product collection must not block the main thread for over
// 50 ms. A generated shop (`preview/generate.ts`) is served by a second preview; in Chromium at
// 1280 px the shopper scrolls to the end of /collections/all again and again until every product
// is in the page (one load per page, 500 ms apart by the busy flag). A Chromium trace records
// every task of the page's main thread: its CPU time (thread time, which other work on the
// machine does not inflate) and its wall time.
import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromePath, offlineFlag } from './chromium';
import { startPreview } from './preview';
import { runGenerator } from './render-timing';
import { round } from './stats';

export interface CollectionLoadMoreResult {
  /** products in the page at the end */
  products: number;
  loads: number;
  seconds: number;
  /** the page's longest main-thread task while loading, CPU (thread) time */
  longestTaskCpuMs: number;
  longestTaskWallMs: number;
  tasksOver50MsCpu: number;
}
export type CollectionLoadMoreTiming = CollectionLoadMoreResult | { skipped: string };

const ITEM = '[data-collection-items] > [data-collection-item]';
const ISLAND = '[data-widget="collection-grid"][data-island-state="mounted"]';
const LONG_TASK_MS = 50;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

export async function measureCollectionLoadMore(products: number, log: (m: string) => void): Promise<CollectionLoadMoreTiming> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'olivine-bench-collection-'));
  try {
    await runGenerator(products, 20, dataDir, log);
    const preview = await startPreview({ dataDir });
    const browser = await chromium.launch({ executablePath: chromePath, args: [offlineFlag] });
    try {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await context.addCookies([{ name: 'over_21', value: 'true', url: preview.url }]);
      const page = await context.newPage();
      await page.goto(`${preview.url}/collections/all`);
      const mounted = await page.waitForSelector(ISLAND, { timeout: 30_000 }).then(
        () => true,
        () => false,
      );
      if (!mounted) return { skipped: 'the collection page has no collection-grid island' };
      log(`collection load more: scrolling /collections/all to ${products} products`);
      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
      const started = performance.now();
      let count = await page.locator(ITEM).count();
      let loads = 0;
      while (count < products) {
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        const grew = await page
          .waitForFunction(([sel, n]) => document.querySelectorAll(sel).length > n, [ITEM, count] as const, { timeout: 20_000 })
          .then(
            () => true,
            () => false,
          );
        if (!grew) break;
        loads += 1;
        count = await page.locator(ITEM).count();
      }
      const seconds = round((performance.now() - started) / 1000);
      const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents?: TraceEvent[] } | TraceEvent[];
      const events = Array.isArray(trace) ? trace : (trace.traceEvents ?? []);
      const mainThreads = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
      const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && mainThreads.has(`${e.pid}:${e.tid}`));
      const cpu = tasks.map((e) => (e.tdur ?? e.dur ?? 0) / 1000);
      const wall = tasks.map((e) => (e.dur ?? 0) / 1000);
      return {
        products: count,
        loads,
        seconds,
        longestTaskCpuMs: round(Math.max(0, ...cpu)),
        longestTaskWallMs: round(Math.max(0, ...wall)),
        tasksOver50MsCpu: cpu.filter((ms) => ms > LONG_TASK_MS).length,
      };
    } finally {
      await browser.close();
      await preview.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
