// Lighthouse 13, mobile preset with its default simulated throttling, performance and
// accessibility only. A fresh Chromium per run so no cache or storage carries over.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { calibratedCpuMultiplier, reauditAtThreadTime, reauditWithCpuMultiplier } from './lighthouse-calibrate';
import type { BenchPage } from './pages';
import { launchLighthouseChrome, type RendererCore } from './renderer-core';
import { median, round } from './stats';
import { threadTime, type ThreadTime, type TraceEvent } from './trace-thread-time';

export interface LighthouseRun {
  performance: number | null; // 0..100
  accessibility: number | null; // 0..100
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  fcpMs: number | null;
  failingA11yAudits: string[];
  warnings: string[];
  /** This host's CPU score as Lighthouse measured it at the start of the run. */
  benchmarkIndex?: number | null;
  /** The same trace simulated with the CPU slowdown calibrated to benchmarkIndex. */
  calibrated?: { multiplier: number; performance: number | null; tbtMs: number | null } | null;
  /**
   * The page's own main-thread cost after FCP from thread time, and the same trace simulated again
   * with each task as long as its CPU time (bench/lib/trace-thread-time.ts).
   */
  threadTime?: (ThreadTime & { performance: number | null; tbtMs: number | null }) | null;
}

/** One run's headline figures, kept beside the medians. */
export type LighthouseRunFigures = Pick<LighthouseRun, 'performance' | 'accessibility' | 'lcpMs' | 'tbtMs' | 'cls'>;

export interface LighthouseSummary extends LighthouseRun {
  runs: number;
  /** each run's figures, in run order */
  each?: LighthouseRunFigures[];
}

interface AuditLike {
  score: number | null;
  scoreDisplayMode?: string;
  numericValue?: number;
}
interface LhrLike {
  environment?: { benchmarkIndex?: number };
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
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

const rounded = (value: number | null, digits: number) => (value === null ? null : round(value, digits));

/** Per-metric median over runs; audits and warnings are the union, so nothing flaky hides. */
export function combineRuns(runs: readonly LighthouseRun[]): LighthouseSummary {
  const med = (pick: (r: LighthouseRun) => number | null, digits: number) => {
    const values = runs.map(pick).filter((v): v is number => v !== null);
    return values.length === 0 ? null : round(median(values), digits);
  };
  return {
    runs: runs.length,
    each: runs.map(({ performance, accessibility, lcpMs, tbtMs, cls }) => ({
      performance,
      accessibility,
      lcpMs: rounded(lcpMs, 0),
      tbtMs: rounded(tbtMs, 0),
      cls: rounded(cls, 3),
    })),
    performance: med((r) => r.performance, 0),
    accessibility: med((r) => r.accessibility, 0),
    lcpMs: med((r) => r.lcpMs, 0),
    cls: med((r) => r.cls, 3),
    tbtMs: med((r) => r.tbtMs, 0),
    fcpMs: med((r) => r.fcpMs, 0),
    benchmarkIndex: med((r) => r.benchmarkIndex ?? null, 0),
    calibrated: runs.some((r) => r.calibrated)
      ? {
          multiplier: med((r) => r.calibrated?.multiplier ?? null, 2) ?? 0,
          performance: med((r) => r.calibrated?.performance ?? null, 0),
          tbtMs: med((r) => r.calibrated?.tbtMs ?? null, 0),
        }
      : null,
    threadTime: runs.some((r) => r.threadTime)
      ? {
          cpuAfterFcpMs: med((r) => r.threadTime?.cpuAfterFcpMs ?? null, 1) ?? 0,
          wallAfterFcpMs: med((r) => r.threadTime?.wallAfterFcpMs ?? null, 1) ?? 0,
          performance: med((r) => r.threadTime?.performance ?? null, 0),
          tbtMs: med((r) => r.threadTime?.tbtMs ?? null, 0),
        }
      : null,
    failingA11yAudits: [...new Set(runs.flatMap((r) => r.failingA11yAudits))].sort(),
    warnings: [...new Set(runs.flatMap((r) => r.warnings))],
  };
}

/** The flags of every Lighthouse run, performance and accessibility only. */
export const LIGHTHOUSE_FLAGS = { logLevel: 'error' as const, output: 'json' as const, onlyCategories: ['performance', 'accessibility'] };

/** The flags for `page`: gathering and each audit of what it saved must agree. */
function lighthouseFlags(page: BenchPage) {
  return {
    ...LIGHTHOUSE_FLAGS,
    // The cart page needs the cart made by the harness; the header rides on every request.
    // (Absent, not undefined, without one: the saved settings must equal the audit's.)
    ...(page.cookie ? { extraHeaders: { Cookie: page.cookie } } : {}),
    // The 404 page answers 404 by design: Lighthouse audits it instead of stopping at the status.
    ...(page.status ? { ignoreStatusCode: true } : {}),
  };
}

export async function runLighthouseOnce(base: string, page: BenchPage, core: RendererCore | null = null): Promise<LighthouseRun> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'olivine-lh-'));
  const chrome = await launchLighthouseChrome(core);
  try {
    // No config: Lighthouse's default is the mobile preset with simulated throttling. Gathering
    // only: the artifacts are saved for the audits, which need no browser.
    await lighthouse(base + page.path, { ...lighthouseFlags(page), port: chrome.port, gatherMode: dir });
    chrome.kill();
    return await auditGathered(dir, page);
  } finally {
    chrome.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Audits the artifacts a Lighthouse gathering saved in `dir` for `page`: the standard audit, then
 * the same trace at thread time and with the CPU slowdown calibrated to the host. Rewrites the
 * saved settings in `dir` (the calibrated audit).
 */
export async function auditGathered(dir: string, page: BenchPage): Promise<LighthouseRun> {
  const flags = lighthouseFlags(page);
  const result = await lighthouse(undefined, { ...flags, auditMode: dir });
  if (!result) throw new Error(`Lighthouse returned no result for ${page.path}`);
  const run = summariseLhr(result.lhr);
  // Before the calibrated audit, which rewrites the saved settings.
  const traceFile = path.join(dir, 'trace.json');
  const trace = fs.existsSync(traceFile) ? (JSON.parse(fs.readFileSync(traceFile, 'utf8')) as { traceEvents: TraceEvent[] }) : null;
  const time = trace ? threadTime(trace.traceEvents) : null;
  if (trace && time) {
    const atThreadTime = summariseLhr(await reauditAtThreadTime(dir, trace, flags));
    run.threadTime = { ...time, performance: atThreadTime.performance, tbtMs: atThreadTime.tbtMs };
  }
  if (typeof run.benchmarkIndex === 'number' && run.benchmarkIndex > 0) {
    const multiplier = round(calibratedCpuMultiplier(run.benchmarkIndex), 2);
    const calibrated = summariseLhr(await reauditWithCpuMultiplier(dir, multiplier, flags));
    run.calibrated = { multiplier, performance: calibrated.performance, tbtMs: calibrated.tbtMs };
  }
  return run;
}
