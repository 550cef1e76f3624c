// `npm run bench`: Lighthouse (mobile) and JS weight per page type on the sample shop, then the
// preview's render time on a generated 10k-product shop. Writes bench/results/latest.{json,md}
// and prints the Markdown. Exit 0 even when a budget fails (it reports, it does not gate);
// exit 1 when the harness could not measure something.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BenchUsageError, parseBenchArgs, type BenchOptions } from './lib/args';
import { checkBudgets } from './lib/budgets';
import { chromePath } from './lib/chromium';
import { JsBytesMeter } from './lib/js-bytes';
import { discoverPage, pageStatus, type BenchPage, type DiscoveryState } from './lib/pages';
import { ensureBuild, repoRoot, startPreview, type RunningPreview } from './lib/preview';
import { isolateRendererCore, planRendererCore } from './lib/renderer-core';
import { measureRenderTiming } from './lib/render-timing';
import { measureCartDrawerTiming } from './lib/cart-drawer-timing';
import { measureSearchOverlayTiming } from './lib/search-overlay-timing';
import { measureCartLoad } from './lib/cart-load';
import { measureCollectionLoadMore } from './lib/collection-load-more-timing';
import { measureFuzz } from './lib/fuzz';
import { renderMarkdown } from './lib/report';
import type { BenchResults, LighthouseCpus, PageResult } from './lib/results';

const log = (msg: string) => process.stderr.write(`bench: ${msg}\n`);
// undici's "fetch failed" hides the reason (ECONNREFUSED …) in `cause`.
function message(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message;
}

function packageVersion(name: string): string {
  try {
    const file = path.join(repoRoot, 'node_modules', name, 'package.json');
    return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

function commandOutput(cmd: string, args: string[]): string {
  try {
    return execFileSync(cmd, args, { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

function versions(): Record<string, string> {
  return {
    node: process.version,
    lighthouse: packageVersion('lighthouse'),
    playwright: packageVersion('@playwright/test'),
    chromium: commandOutput(chromePath, ['--version']).replace(/^Chromium\s+/, '').split(' ')[0] ?? 'unknown',
    olivine: (JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version,
    commit: commandOutput('git', ['rev-parse', '--short', 'HEAD']),
  };
}

/** Lighthouse on each page, with the page's renderer on a CPU of its own unless --shared-cpu. */
async function measureLighthouse(options: BenchOptions, preview: RunningPreview, pages: { page: BenchPage; result: PageResult }[]): Promise<LighthouseCpus> {
  // Loaded only when used: Lighthouse takes ~3.5 s to import, which a JS-only or failed run skips.
  const { runLighthouse } = await import('./lib/lighthouse');
  const { runOverlayLighthouse } = await import('./lib/lighthouse-overlay');
  const core = options.sharedCpu ? null : planRendererCore();
  log(core ? `Lighthouse: the page's renderer on CPU ${core.rendererCpu}; Chromium's other processes, Lighthouse and the server on ${core.otherCpus}` : `Lighthouse: every process on every CPU${options.sharedCpu ? '' : " (this machine cannot give the renderer a CPU of its own: Linux, taskset and 2 CPUs are needed)"}`);
  const giveBack = core ? isolateRendererCore(core, preview.pid) : () => {};
  try {
    for (const { page, result } of pages) {
      log(`Lighthouse ×${options.runs}: ${page.path}`);
      try {
        result.lighthouse = page.kind === 'search-overlay' ? await runOverlayLighthouse(preview.url, options.runs, core) : await runLighthouse(preview.url, page, options.runs, core);
        if (result.lighthouse.performance === null || result.lighthouse.accessibility === null) {
          result.errors.push(`Lighthouse gave no score: ${result.lighthouse.warnings.join('; ') || 'no reason given'}`);
        }
      } catch (error) {
        result.errors.push(`Lighthouse: ${message(error)}`);
      }
    }
  } finally {
    giveBack();
  }
  return core ? { renderer: core.rendererCpu, others: core.otherCpus } : 'shared';
}

async function measurePages(options: BenchOptions, errors: string[]): Promise<{ pages: PageResult[]; lighthouseCpus: LighthouseCpus | null }> {
  const preview = options.url ? { url: options.url, close: async () => {} } : await startPreview({ themeRoot: options.theme });
  log(`${options.url ? 'storefront' : 'sample shop'} at ${preview.url}`);
  const results: PageResult[] = [];
  let meter: JsBytesMeter | undefined;
  let lighthouseCpus: LighthouseCpus | null = null;
  try {
    const state: DiscoveryState = {};
    const pages: { page: BenchPage; result: PageResult }[] = [];
    for (const kind of options.only) {
      const result: PageResult = { kind, path: '', status: null, lighthouse: null, js: null, errors: [] };
      results.push(result);
      try {
        const page = await discoverPage(preview.url, kind, state);
        result.path = page.path;
        result.status = await pageStatus(preview.url, page, true);
        if (result.status !== 200) throw new Error(`GET ${page.path} answered ${result.status}`);
        pages.push({ page, result });
      } catch (error) {
        result.errors.push(message(error));
      }
    }
    if (!options.skipJs && pages.length > 0) {
      meter = await JsBytesMeter.launch();
      for (const { page, result } of pages) {
        log(`JS bytes: ${page.path}`);
        try {
          result.js = await meter.measure(preview.url, page);
          if (!result.js.networkIdle) log(`JS bytes: ${page.path} never reached network idle; total may be short`);
        } catch (error) {
          result.errors.push(`JS bytes: ${message(error)}`);
        }
      }
    }
    if (!options.skipLighthouse) lighthouseCpus = await measureLighthouse(options, preview, pages);
  } finally {
    await meter?.close();
    await preview.close();
  }
  for (const r of results) for (const e of r.errors) errors.push(`${r.kind}: ${e}`);
  return { pages: results, lighthouseCpus };
}

async function main(): Promise<number> {
  const started = performance.now();
  const loadAverage = Math.round(os.loadavg()[0]! * 100) / 100;
  let options: BenchOptions;
  try {
    options = parseBenchArgs(process.argv.slice(2), path.join(import.meta.dirname, 'results'));
  } catch (error) {
    if (!(error instanceof BenchUsageError)) throw error;
    log(error.message);
    log('usage: npm run bench -- [--only home,product,…] [--runs N] [--skip-lighthouse] [--shared-cpu] [--skip-js] [--skip-render] [--skip-drawer] [--skip-search] [--skip-collection] [--skip-load] [--skip-fuzz] [--fuzz-cases N] [--fuzz-seed N] [--load-shoppers N] [--load-seconds N] [--products N] [--articles N] [--samples N] [--theme DIR] [--out DIR] [--url http://127.0.0.1:9292] [--data SHOP_DIR]');
    return 1;
  }
  const errors: string[] = [];
  let pages: PageResult[] = [];
  let lighthouseCpus: LighthouseCpus | null = null;
  let renderTiming: BenchResults['renderTiming'] = null;
  try {
    if (!options.url) ensureBuild(log);
    if (!options.skipLighthouse || !options.skipJs) ({ pages, lighthouseCpus } = await measurePages(options, errors));
  } catch (error) {
    errors.push(message(error));
  }
  let cartDrawer: BenchResults['cartDrawer'] = null;
  if (!options.skipJs && !options.skipDrawer) {
    const preview = options.url ? { url: options.url, close: async () => {} } : await startPreview({ themeRoot: options.theme }).catch((error: unknown) => {
      errors.push(`cart drawer timing: ${message(error)}`);
      return null;
    });
    if (preview) {
      try {
        cartDrawer = await measureCartDrawerTiming(preview.url, 20, log);
      } catch (error) {
        errors.push(`cart drawer timing: ${message(error)}`);
      } finally {
        await preview.close();
      }
    }
  }
  let searchOverlay: BenchResults['searchOverlay'] = null;
  if (!options.skipJs && !options.skipSearch) {
    const preview = options.url ? { url: options.url, close: async () => {} } : await startPreview({ themeRoot: options.theme }).catch((error: unknown) => {
      errors.push(`search overlay timing: ${message(error)}`);
      return null;
    });
    if (preview) {
      try {
        searchOverlay = await measureSearchOverlayTiming(preview.url, log);
      } catch (error) {
        errors.push(`search overlay timing: ${message(error)}`);
      } finally {
        await preview.close();
      }
    }
  }
  let cartLoad: BenchResults['cartLoad'] = null;
  if (!options.skipLoad) {
    const preview = options.url ? { url: options.url, close: async () => {} } : await startPreview().catch((error: unknown) => {
      errors.push(`cart load: ${message(error)}`);
      return null;
    });
    if (preview) {
      try {
        cartLoad = await measureCartLoad(preview.url, options.loadShoppers, options.loadSeconds, log);
      } catch (error) {
        errors.push(`cart load: ${message(error)}`);
      } finally {
        await preview.close();
      }
    }
  }
  let collectionLoadMore: BenchResults['collectionLoadMore'] = null;
  if (!options.skipJs && !options.skipCollection && !options.url) {
    try {
      collectionLoadMore = await measureCollectionLoadMore(2000, log);
    } catch (error) {
      errors.push(`collection load more: ${message(error)}`);
    }
  }
  let fuzz: BenchResults['fuzz'] = null;
  // In-process against the sample shop: it needs the server's own error record, so not with --url.
  if (!options.skipFuzz && !options.url) {
    try {
      fuzz = await measureFuzz(options.fuzzCases, options.fuzzSeed, log);
    } catch (error) {
      errors.push(`fuzz: ${message(error)}`);
    }
  }
  if (!options.skipRender) {
    try {
      renderTiming = await measureRenderTiming(
        { products: options.products, articles: options.articles, samples: options.renderSamples, existingDataDir: options.dataDir, themeRoot: options.theme },
        log,
      );
      if ('skipped' in renderTiming) log(`render timing skipped: ${renderTiming.skipped}`);
    } catch (error) {
      errors.push(`render timing: ${message(error)}`);
    }
  }
  const cpus = os.cpus();
  const results: BenchResults = {
    date: new Date().toISOString(),
    durationMs: Math.round(performance.now() - started),
    machine: {
      platform: os.platform(),
      release: os.release(),
      arch: os.arch(),
      cpu: cpus[0]?.model.trim() ?? 'unknown',
      cores: cpus.length,
      memoryGB: Math.round(os.totalmem() / 2 ** 30),
      loadAverage,
    },
    versions: versions(),
    options: { ...options },
    pages,
    lighthouseCpus,
    renderTiming,
    cartDrawer,
    searchOverlay,
    cartLoad,
    collectionLoadMore,
    fuzz,
    budgets: [],
    errors,
  };
  results.budgets = checkBudgets(results);
  const markdown = renderMarkdown(results);
  mkdirSync(options.outDir, { recursive: true });
  writeFileSync(path.join(options.outDir, 'latest.json'), JSON.stringify(results, null, 2) + '\n');
  writeFileSync(path.join(options.outDir, 'latest.md'), markdown);
  process.stdout.write(markdown);
  if (errors.length > 0) log(`${errors.length} harness error(s); see "Harness errors" in the report`);
  return errors.length > 0 ? 1 : 0;
}

// Explicit exit: keep-alive sockets or a stuck child must not hold the process open.
try {
  process.exit(await main());
} catch (error) {
  log(`harness error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
}
