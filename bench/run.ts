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
import { ensureBuild, repoRoot, startPreview } from './lib/preview';
import { measurePages, message } from './lib/page-measurements';
import { measureFirstInteractions } from './lib/first-interaction-timing';
import { measureRenderTiming } from './lib/render-timing';
import { measureCartDrawerTiming } from './lib/cart-drawer-timing';
import { measureSearchOverlayTiming } from './lib/search-overlay-timing';
import { measureCartLoad } from './lib/cart-load';
import { measureCollectionLoadMore } from './lib/collection-load-more-timing';
import { measureFuzz } from './lib/fuzz';
import { renderMarkdown } from './lib/report';
import type { BenchResults, LighthouseCpus, PageResult } from './lib/results';
import type { ThemeComparison } from './lib/theme-comparison';

const log = (msg: string) => process.stderr.write(`bench: ${msg}\n`);
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
    chromium:
      commandOutput(chromePath, ['--version'])
        .replace(/^Chromium\s+/, '')
        .split(' ')[0] ?? 'unknown',
    olivine: (JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { version: string }).version,
    commit: commandOutput('git', ['rev-parse', '--short', 'HEAD']),
  };
}

/** `measure` on a fresh preview of the sample shop (or on --url), closed after; a failure is a harness error. */
async function onFreshPreview<T>(what: string, options: BenchOptions, errors: string[], measure: (url: string) => Promise<T>): Promise<T | null> {
  let preview;
  try {
    preview = options.url ? { url: options.url, close: async () => {} } : await startPreview({ themeRoot: options.theme });
  } catch (error) {
    errors.push(`${what}: ${message(error)}`);
    return null;
  }
  try {
    return await measure(preview.url);
  } catch (error) {
    errors.push(`${what}: ${message(error)}`);
    return null;
  } finally {
    await preview.close();
  }
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
    log(
      'usage: npm run bench -- [--only home,product,…] [--runs N] [--skip-lighthouse] [--shared-cpu] [--skip-js] [--skip-render] [--skip-drawer] [--skip-search] [--skip-collection] [--skip-load] [--skip-fuzz] [--fuzz-cases N] [--fuzz-seed N] [--load-shoppers N] [--load-seconds N] [--products N] [--articles N] [--samples N] [--theme DIR] [--compare-theme DIR] [--skip-first-interaction] [--interaction-runs N] [--out DIR] [--url http://127.0.0.1:9292] [--data SHOP_DIR]',
    );
    return 1;
  }
  const errors: string[] = [];
  let pages: PageResult[] = [];
  let lighthouseCpus: LighthouseCpus | null = null;
  let comparison: ThemeComparison | null = null;
  let renderTiming: BenchResults['renderTiming'] = null;
  try {
    if (!options.url) ensureBuild(log);
    if (!options.skipLighthouse || !options.skipJs) ({ pages, lighthouseCpus, comparison } = await measurePages(options, errors, log));
  } catch (error) {
    errors.push(message(error));
  }
  const cartDrawer =
    options.skipJs || options.skipDrawer ? null : await onFreshPreview('cart drawer timing', options, errors, (url) => measureCartDrawerTiming(url, 20, log));
  const searchOverlay =
    options.skipJs || options.skipSearch ? null : await onFreshPreview('search overlay timing', options, errors, (url) => measureSearchOverlayTiming(url, log));
  const firstInteraction =
    options.skipJs || options.skipFirstInteraction
      ? null
      : await onFreshPreview('first interaction timing', options, errors, (url) => measureFirstInteractions(url, options.interactionRuns, log));
  for (const row of firstInteraction?.rows ?? []) if ('error' in row) errors.push(`first ${row.interaction}: ${row.error}`);
  // The cart load exercises the Ajax API: the repository's own theme whatever --theme says.
  const cartLoad = options.skipLoad
    ? null
    : await onFreshPreview('cart load', { ...options, theme: undefined }, errors, (url) =>
        measureCartLoad(url, options.loadShoppers, options.loadSeconds, log),
      );
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
    comparison,
    firstInteraction,
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
