// Lighthouse's 4× CPU slowdown is calibrated for a host that scores ~1533 on its benchmark
// (`environment.benchmarkIndex`); this shared 2-core VM scores 850–2,200 from minute to minute, so
// the same page's TBT swings several-fold. Lighthouse's documented remedy (docs/throttling.md,
// "CPU throttling" and its calculator) is a multiplier chosen from the measured index. The bench
// keeps the standard figure and adds this one: the same run's trace, simulated again with the
// multiplier the calculator gives for the index that very run measured.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { compressToThreadTime, type TraceEvent } from './trace-thread-time';

/** Lighthouse's CPU throttling calculator: the slowdown that makes this host a reference mobile. */
export function calibratedCpuMultiplier(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`benchmarkIndex ${benchmarkIndex} is not a measurement`);
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

interface SavedArtifacts {
  settings: { throttling: Record<string, number> };
}

/**
 * Audits the artifacts Lighthouse saved in `dir` (`gatherMode`) again with `multiplier` as the CPU
 * slowdown. Lighthouse refuses settings that differ from the gathered ones, so the saved settings
 * are rewritten to the new multiplier first.
 */
export async function reauditWithCpuMultiplier(dir: string, multiplier: number, flags: Record<string, unknown>) {
  const file = `${dir}/artifacts.json`;
  const artifacts = JSON.parse(fs.readFileSync(file, 'utf8')) as SavedArtifacts;
  artifacts.settings.throttling = { ...artifacts.settings.throttling, cpuSlowdownMultiplier: multiplier };
  fs.writeFileSync(file, JSON.stringify(artifacts));
  const result = await lighthouse(
    undefined,
    { ...flags, auditMode: dir },
    {
      extends: 'lighthouse:default',
      settings: { throttling: artifacts.settings.throttling },
    },
  );
  if (!result) throw new Error(`Lighthouse returned no result for the artifacts in ${dir}`);
  return result.lhr;
}

/**
 * Audits the artifacts in `dir` again with their trace (`trace`, as read from `dir`) rewritten so
 * that each of the page's main-thread tasks lasts its CPU time (trace-thread-time.ts): the same
 * Lantern simulation and slowdown, without the time the renderer spent waiting. Works on a copy;
 * `dir` is unchanged.
 */
export async function reauditAtThreadTime(dir: string, trace: { traceEvents: TraceEvent[] }, flags: Record<string, unknown>) {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'olivine-lh-thread-'));
  try {
    for (const name of fs.readdirSync(dir)) {
      if (name !== 'trace.json') fs.copyFileSync(path.join(dir, name), path.join(copy, name));
    }
    fs.writeFileSync(path.join(copy, 'trace.json'), JSON.stringify({ ...trace, traceEvents: compressToThreadTime(trace.traceEvents) }));
    const result = await lighthouse(undefined, { ...flags, auditMode: copy });
    if (!result) throw new Error(`Lighthouse returned no result for the artifacts in ${copy}`);
    return result.lhr;
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}
