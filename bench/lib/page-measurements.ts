// The per-page step of `npm run bench`: JS weight and Lighthouse on each page type of the sample
// shop, and with `--compare-theme` the same on another theme served by a second preview, the two
// themes' measurements interleaved page by page and run by run so machine load hits both alike.
import type { BenchOptions, PageKind } from './args';
import { JsBytesMeter } from './js-bytes';
import type { LighthouseRun } from './lighthouse';
import { checkPage, discoverPage, type BenchPage, type DiscoveryState } from './pages';
import { startPreview, type RunningPreview } from './preview';
import { isolateRendererCore, planRendererCore } from './renderer-core';
import type { LighthouseCpus, PageResult } from './results';
import { COMPARED_KINDS, interleavedOrder, themeName, type ThemeComparison } from './theme-comparison';

type Log = (msg: string) => void;

/** One theme on its own preview, its pages found over HTTP. */
interface Side {
  label: string;
  preview: RunningPreview;
  results: PageResult[];
  /** the pages that answered 200, by kind */
  pages: Map<PageKind, { page: BenchPage; result: PageResult }>;
}

// undici's "fetch failed" hides the reason (ECONNREFUSED …) in `cause`.
export function message(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message;
}

async function discoverSide(label: string, preview: RunningPreview, kinds: readonly PageKind[]): Promise<Side> {
  const side: Side = { label, preview, results: [], pages: new Map() };
  const state: DiscoveryState = {};
  for (const kind of kinds) {
    const result: PageResult = { kind, path: '', status: null, lighthouse: null, js: null, errors: [] };
    side.results.push(result);
    try {
      const page = await discoverPage(preview.url, kind, state);
      result.path = page.path;
      const check = await checkPage(preview.url, page, true);
      result.status = check.status;
      if (check.liquidErrors.length > 0) result.renderProblems = check.liquidErrors.map((e) => `inline ${e}`);
      if (result.status !== (page.status ?? 200)) throw new Error(`GET ${page.path} answered ${result.status}${page.status ? `, not ${page.status}` : ''}`);
      side.pages.set(kind, { page, result });
    } catch (error) {
      result.errors.push(message(error));
    }
  }
  return side;
}

async function measureJs(sides: Side[], kinds: readonly PageKind[], log: Log): Promise<void> {
  const meter = await JsBytesMeter.launch();
  try {
    for (const kind of kinds) {
      for (const side of sides) {
        const entry = side.pages.get(kind);
        if (!entry) continue;
        log(`JS bytes${sides.length > 1 ? ` (${side.label})` : ''}: ${entry.page.path}`);
        try {
          const js = (entry.result.js = await meter.measure(side.preview.url, entry.page));
          if (!js.networkIdle) log(`JS bytes: ${entry.page.path} never reached network idle; total may be short`);
          const missing = js.missingScripts.map((m) => `script ${m}`);
          // Olivine's own page must serve every script it asks for; another theme's gap is noted.
          if (side === sides[0]) entry.result.errors.push(...missing.map((m) => `JS bytes: ${m}`));
          else if (missing.length > 0) entry.result.renderProblems = [...(entry.result.renderProblems ?? []), ...missing];
        } catch (error) {
          entry.result.errors.push(`JS bytes: ${message(error)}`);
        }
      }
    }
  } finally {
    await meter.close();
  }
}

/** Lighthouse on each page, with the page's renderer on a CPU of its own unless --shared-cpu. */
async function measureLighthouse(options: BenchOptions, sides: Side[], kinds: readonly PageKind[], log: Log): Promise<LighthouseCpus> {
  // Loaded only when used: Lighthouse takes ~3.5 s to import, which a JS-only or failed run skips.
  const { combineRuns, runLighthouseOnce } = await import('./lighthouse');
  const { runOverlayLighthouse } = await import('./lighthouse-overlay');
  const core = options.sharedCpu ? null : planRendererCore();
  log(
    core
      ? `Lighthouse: the page's renderer on CPU ${core.rendererCpu}; Chromium's other processes, Lighthouse and the server on ${core.otherCpus}`
      : `Lighthouse: every process on every CPU${options.sharedCpu ? '' : ' (this machine cannot give the renderer a CPU of its own: Linux, taskset and 2 CPUs are needed)'}`,
  );
  const giveBack = core ? isolateRendererCore(core, ...sides.map((s) => s.preview.pid)) : () => {};
  try {
    for (const kind of kinds) {
      const present = sides.filter((s) => s.pages.has(kind));
      if (kind === 'search-overlay') {
        const entry = sides[0]!.pages.get(kind);
        if (!entry) continue;
        log(`Lighthouse ×${options.runs}: search overlay flow on ${entry.page.path}`);
        try {
          entry.result.lighthouse = await runOverlayLighthouse(sides[0]!.preview.url, options.runs, core);
        } catch (error) {
          entry.result.errors.push(`Lighthouse: ${message(error)}`);
        }
        continue;
      }
      const runs = present.map(() => [] as LighthouseRun[]);
      for (const { run, side } of interleavedOrder(options.runs, present.length)) {
        const { page, result } = present[side]!.pages.get(kind)!;
        log(`Lighthouse ${run + 1}/${options.runs}${sides.length > 1 ? ` (${present[side]!.label})` : ''}: ${page.path}`);
        try {
          runs[side]!.push(await runLighthouseOnce(present[side]!.preview.url, page, core));
        } catch (error) {
          result.errors.push(`Lighthouse run ${run + 1}: ${message(error)}`);
        }
      }
      present.forEach((side, i) => {
        const { result } = side.pages.get(kind)!;
        if (runs[i]!.length === 0) return;
        result.lighthouse = combineRuns(runs[i]!);
        if (result.lighthouse.performance === null || result.lighthouse.accessibility === null) {
          result.errors.push(`Lighthouse gave no score: ${result.lighthouse.warnings.join('; ') || 'no reason given'}`);
        }
      });
    }
  } finally {
    giveBack();
  }
  return core ? { renderer: core.rendererCpu, others: core.otherCpus } : 'shared';
}

export interface PageMeasurements {
  pages: PageResult[];
  lighthouseCpus: LighthouseCpus | null;
  comparison: ThemeComparison | null;
}

export async function measurePages(options: BenchOptions, errors: string[], log: Log): Promise<PageMeasurements> {
  const previews: RunningPreview[] = [];
  try {
    const ours = options.url ? { url: options.url, close: async () => {} } : await startPreview({ themeRoot: options.theme });
    previews.push(ours);
    log(`${options.url ? 'storefront' : 'sample shop'} at ${ours.url}`);
    const sides = [await discoverSide('Olivine', ours, options.only)];
    let comparison: ThemeComparison | null = null;
    if (options.compareTheme) {
      const name = themeName(options.compareTheme);
      const theirs = await startPreview({ themeRoot: options.compareTheme });
      previews.push(theirs);
      log(`${name} (${options.compareTheme}) with the same sample shop at ${theirs.url}`);
      const side = await discoverSide(
        name,
        theirs,
        options.only.filter((k) => COMPARED_KINDS.includes(k)),
      );
      sides.push(side);
      comparison = { name, dir: options.compareTheme, pages: side.results };
    }
    if (!options.skipJs && sides.some((s) => s.pages.size > 0)) await measureJs(sides, options.only, log);
    const lighthouseCpus = options.skipLighthouse ? null : await measureLighthouse(options, sides, options.only, log);
    for (const side of sides) {
      const prefix = side === sides[0] ? '' : `${side.label} `;
      for (const r of side.results) for (const e of r.errors) errors.push(`${prefix}${r.kind}: ${e}`);
    }
    return { pages: sides[0]!.results, lighthouseCpus, comparison };
  } finally {
    for (const preview of previews) await preview.close();
  }
}
