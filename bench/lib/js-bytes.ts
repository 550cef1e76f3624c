// JavaScript weight per page, as Chromium requested it: the scripts (and modulepreloads)
// started before the `load` event, which DESIGN.md budgets at 16 KB gzip, and everything
// fetched once the network is idle. Bodies are re-fetched and gzipped at level 9 so the number
// does not depend on whether the preview compresses.
import { chromium, type Browser } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import type { BenchPage } from './pages';
import { chromePath, offlineFlag } from './chromium';

export interface ScriptEntry {
  url: string;
  startMs: number;
  gzipBytes: number;
}

export interface JsBytesResult {
  beforeLoadGzipBytes: number;
  totalGzipBytes: number;
  beforeLoad: ScriptEntry[];
  afterLoad: ScriptEntry[];
  /** inline <script> code (not JSON props), gzip, for information: not part of the budget */
  inlineGzipBytes: number;
  loadEventMs: number;
  /** false when the network never went quiet within the wait (the total may then be short) */
  networkIdle: boolean;
  /** scripts the page asked for that did not answer 200 with JavaScript (not counted): "URL: status type" */
  missingScripts: string[];
}

interface ResourceSeen {
  name: string;
  initiatorType: string;
  startTime: number;
}

/** Whether a resource timing entry is a script load (not a fetch of /cart.js and the like). */
export function isScriptResource(entry: { name: string; initiatorType: string }): boolean {
  if (entry.initiatorType === 'fetch' || entry.initiatorType === 'xmlhttprequest' || entry.initiatorType === 'beacon') return false;
  if (entry.initiatorType === 'script') return true;
  let pathname: string;
  try {
    pathname = new URL(entry.name).pathname;
  } catch {
    return false;
  }
  return /\.m?js$/.test(pathname);
}

/** Splits script entries at the load event. Entries keep their first start time per URL. */
export function splitAtLoad(entries: readonly ResourceSeen[], loadEventStart: number): { before: ResourceSeen[]; after: ResourceSeen[] } {
  const firstByUrl = new Map<string, ResourceSeen>();
  for (const e of entries) {
    if (!isScriptResource(e)) continue;
    const seen = firstByUrl.get(e.name);
    if (!seen || e.startTime < seen.startTime) firstByUrl.set(e.name, e);
  }
  const all = [...firstByUrl.values()].sort((a, b) => a.startTime - b.startTime);
  return { before: all.filter((e) => e.startTime < loadEventStart), after: all.filter((e) => e.startTime >= loadEventStart) };
}

export class JsBytesMeter {
  private gzipCache = new Map<string, number>();
  private constructor(private browser: Browser) {}

  static async launch(): Promise<JsBytesMeter> {
    const browser = await chromium.launch({ executablePath: chromePath, args: [offlineFlag] });
    return new JsBytesMeter(browser);
  }

  async close(): Promise<void> {
    await this.browser.close();
  }

  /** The gzip size of a script, or why it is no script: "answered 404 text/html". */
  private async gzipSize(url: string): Promise<number | string> {
    const cached = this.gzipCache.get(url);
    if (cached !== undefined) return cached;
    const res = await fetch(url);
    const type = res.headers.get('content-type') ?? '';
    if (res.status !== 200 || !/javascript|ecmascript/.test(type)) {
      await res.arrayBuffer();
      return `answered ${res.status} ${type || '(no content-type)'}`;
    }
    const size = gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length;
    this.gzipCache.set(url, size);
    return size;
  }

  async measure(base: string, page: BenchPage): Promise<JsBytesResult> {
    // A mobile-sized viewport like Lighthouse's, so `visible` islands match what it sees.
    const context = await this.browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    try {
      if (page.cookie) {
        const [name, ...rest] = page.cookie.split('=');
        await context.addCookies([{ name: name!, value: rest.join('='), url: base }]);
      }
      await context.addInitScript(() => performance.setResourceTimingBufferSize(2000));
      const tab = await context.newPage();
      const response = await tab.goto(base + page.path, { waitUntil: 'load' });
      if (!response || response.status() !== (page.status ?? 200)) throw new Error(`${page.path} answered ${response?.status() ?? 'nothing'}`);
      const networkIdle = await tab.waitForLoadState('networkidle', { timeout: 15_000 }).then(
        () => true,
        () => false,
      );
      const timing = await tab.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
        const resources = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({
          name: e.name,
          initiatorType: e.initiatorType,
          startTime: e.startTime,
        }));
        const inline = [...document.querySelectorAll('script:not([src])')]
          .filter((s) => !/json|template/i.test(s.getAttribute('type') ?? ''))
          .map((s) => s.textContent ?? '');
        return { loadEventStart: nav?.loadEventStart ?? 0, resources, inline };
      });
      const { before, after } = splitAtLoad(timing.resources, timing.loadEventStart);
      const missingScripts: string[] = [];
      const sized = async (list: ResourceSeen[]) => {
        const entries = await Promise.all(list.map(async (e) => ({ url: e.name, startMs: Math.round(e.startTime), size: await this.gzipSize(e.name) })));
        for (const e of entries) if (typeof e.size === 'string') missingScripts.push(`${e.url}: ${e.size}`);
        return entries.flatMap((e) => (typeof e.size === 'number' ? [{ url: e.url, startMs: e.startMs, gzipBytes: e.size }] : []));
      };
      const beforeLoad = await sized(before);
      const afterLoad = await sized(after);
      const sum = (list: ScriptEntry[]) => list.reduce((n, e) => n + e.gzipBytes, 0);
      return {
        beforeLoadGzipBytes: sum(beforeLoad),
        totalGzipBytes: sum(beforeLoad) + sum(afterLoad),
        beforeLoad,
        afterLoad,
        inlineGzipBytes: timing.inline.length ? gzipSync(timing.inline.join('\n'), { level: 9 }).length : 0,
        loadEventMs: Math.round(timing.loadEventStart),
        networkIdle,
        missingScripts,
      };
    } finally {
      await context.close();
    }
  }
}
