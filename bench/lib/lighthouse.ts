// Lighthouse 13, mobile preset with its default simulated throttling, performance and
// accessibility only. A fresh Chromium per run so no cache or storage carries over.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { BenchPage } from './pages';
import { chromePath, lighthouseChromeFlags } from './chromium';
import { median, round } from './stats';

export interface LighthouseRun {
  performance: number | null; // 0..100
  accessibility: number | null; // 0..100
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  fcpMs: number | null;
  failingA11yAudits: string[];
  warnings: string[];
}

export interface LighthouseSummary extends LighthouseRun {
  runs: number;
}

interface AuditLike {
  score: number | null;
  scoreDisplayMode?: string;
  numericValue?: number;
}
interface LhrLike {
  categories: Record<string, { score: number | null; auditRefs: { id: string }[] } | undefined>;
  audits: Record<string, AuditLike | undefined>;
  runWarnings?: string[];
  runtimeError?: { code: string; message: string };
}

/** Reduces a Lighthouse result to the numbers the report shows. */
export function summariseLhr(lhr: LhrLike): LighthouseRun {
  const category = (id: string) => {
    const score = lhr.categories[id]?.score;
    return typeof score === 'number' ? Math.round(score * 100) : null;
  };
  const numeric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    return typeof value === 'number' ? value : null;
  };
  const failingA11yAudits = (lhr.categories.accessibility?.auditRefs ?? [])
    .map((ref) => ({ id: ref.id, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit && (audit.scoreDisplayMode === 'binary' || audit.scoreDisplayMode === 'numeric') && audit.score !== null && audit.score < 1)
    .map(({ id }) => id);
  const warnings = [...(lhr.runWarnings ?? [])];
  if (lhr.runtimeError) warnings.push(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  return {
    performance: category('performance'),
    accessibility: category('accessibility'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    fcpMs: numeric('first-contentful-paint'),
    failingA11yAudits,
    warnings,
  };
}

/** Per-metric median over runs; audits and warnings are the union, so nothing flaky hides. */
export function combineRuns(runs: readonly LighthouseRun[]): LighthouseSummary {
  const med = (pick: (r: LighthouseRun) => number | null, digits: number) => {
    const values = runs.map(pick).filter((v): v is number => v !== null);
    return values.length === 0 ? null : round(median(values), digits);
  };
  return {
    runs: runs.length,
    performance: med((r) => r.performance, 0),
    accessibility: med((r) => r.accessibility, 0),
    lcpMs: med((r) => r.lcpMs, 0),
    cls: med((r) => r.cls, 3),
    tbtMs: med((r) => r.tbtMs, 0),
    fcpMs: med((r) => r.fcpMs, 0),
    failingA11yAudits: [...new Set(runs.flatMap((r) => r.failingA11yAudits))].sort(),
    warnings: [...new Set(runs.flatMap((r) => r.warnings))],
  };
}

export async function runLighthouseOnce(base: string, page: BenchPage): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: lighthouseChromeFlags, logLevel: 'silent' });
  try {
    const result = await lighthouse(
      base + page.path,
      {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: ['performance', 'accessibility'],
        // The cart page needs the cart made by the harness; the header rides on every request.
        extraHeaders: page.cookie ? { Cookie: page.cookie } : undefined,
      },
      // No config: Lighthouse's default is the mobile preset with simulated throttling.
    );
    if (!result) throw new Error(`Lighthouse returned no result for ${page.path}`);
    return summariseLhr(result.lhr);
  } finally {
    chrome.kill();
  }
}

export async function runLighthouse(base: string, page: BenchPage, runs: number): Promise<LighthouseSummary> {
  const results: LighthouseRun[] = [];
  for (let i = 0; i < runs; i++) results.push(await runLighthouseOnce(base, page));
  return combineRuns(results);
}
