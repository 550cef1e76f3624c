// Server-side render time at scale: a generated 10k-product shop served by a second preview,
// timed over HTTP with sequential requests (no concurrency, so each number is one render).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { probeAlgolia, timeAlgolia } from './algolia-timing';
import { HarnessError, repoRoot, startPreview } from './preview';
import { listProductHandles } from './pages';
import { percentile, round } from './stats';

export interface TimingRow {
  page: string; // 'product', 'collection', 'home', 'algolia'
  samples: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface RenderTimingResult {
  products: number;
  articles: number;
  generateMs: number;
  serverStartMs: number;
  rows: TimingRow[];
  /** why the Algolia stand-in was not timed, when it was not */
  algoliaSkipped?: string;
}

export type RenderTimingOutcome = { skipped: string } | RenderTimingResult;

const generatorFile = path.join(repoRoot, 'preview', 'generate.ts');

export function runGenerator(products: number, articles: number, outDir: string, log: (m: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const args = ['tsx', generatorFile, '--products', String(products), '--articles', String(articles), '--out', outDir];
    log(`generating ${products} products / ${articles} articles into ${outDir}`);
    const child = spawn('npx', args, { cwd: repoRoot, stdio: ['ignore', 2, 2] });
    const timer = setTimeout(() => child.kill('SIGTERM'), 180_000);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new HarnessError(`preview/generate.ts failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/** Handles straight from the generated data when it has a products.json; else over HTTP. */
async function productHandles(dataDir: string, base: string, wanted: number): Promise<string[]> {
  const file = path.join(dataDir, 'products.json');
  if (existsSync(file)) {
    const raw = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    const list = Array.isArray(raw) ? raw : (raw as { products?: unknown }).products;
    if (Array.isArray(list)) {
      const handles = list.map((p) => (p as { handle?: unknown }).handle).filter((h): h is string => typeof h === 'string');
      if (handles.length > 0) return spread(handles, wanted);
    }
  }
  return spread(await listProductHandles(base, 250), wanted);
}

/** `wanted` items spread evenly over the list, so the timing touches the whole catalog. */
export function spread<T>(list: readonly T[], wanted: number): T[] {
  if (list.length <= wanted) return [...list];
  const step = list.length / wanted;
  return Array.from({ length: wanted }, (_, i) => list[Math.floor(i * step)]!);
}

async function timeGet(url: string): Promise<number> {
  const start = performance.now();
  const res = await fetch(url);
  await res.arrayBuffer();
  const elapsed = performance.now() - start;
  if (res.status !== 200) throw new HarnessError(`GET ${url} answered ${res.status} during render timing`);
  return elapsed;
}

async function timeSeries(page: string, urls: string[]): Promise<TimingRow> {
  const samples: number[] = [];
  for (const url of urls) samples.push(await timeGet(url));
  return timingRow(page, samples);
}

export function timingRow(page: string, samples: number[]): TimingRow {
  return {
    page,
    samples: samples.length,
    p50Ms: round(percentile(samples, 50)),
    p95Ms: round(percentile(samples, 95)),
    p99Ms: round(percentile(samples, 99)),
    maxMs: round(Math.max(...samples)),
  };
}

/** Counts of an existing data directory, so the report says what was timed. */
function countShop(dataDir: string): { products: number; articles: number } {
  const read = (file: string): unknown[] => {
    const raw = JSON.parse(readFileSync(path.join(dataDir, file), 'utf8')) as unknown;
    return Array.isArray(raw) ? raw : [];
  };
  const blogs = read('blogs.json') as { articles?: unknown[] }[];
  return { products: read('products.json').length, articles: blogs.reduce((n, b) => n + (b.articles?.length ?? 0), 0) };
}

export async function measureRenderTiming(
  opts: { products: number; articles: number; samples: number; existingDataDir?: string; themeRoot?: string },
  log: (m: string) => void,
): Promise<RenderTimingOutcome> {
  if (!opts.existingDataDir && !existsSync(generatorFile)) return { skipped: 'preview/generate.ts does not exist yet, so there is no large shop to time' };
  const dataDir = opts.existingDataDir ? path.resolve(opts.existingDataDir) : mkdtempSync(path.join(tmpdir(), 'olivine-bench-shop-'));
  const counts = opts.existingDataDir ? countShop(dataDir) : { products: opts.products, articles: opts.articles };
  try {
    let t = performance.now();
    if (!opts.existingDataDir) await runGenerator(opts.products, opts.articles, dataDir, log);
    const generateMs = opts.existingDataDir ? 0 : performance.now() - t;
    t = performance.now();
    const preview = await startPreview({ dataDir, themeRoot: opts.themeRoot });
    const serverStartMs = performance.now() - t;
    try {
      const base = preview.url;
      const handles = await productHandles(dataDir, base, opts.samples + 20);
      if (handles.length < 2) throw new HarnessError('the generated shop lists fewer than 2 products');
      const productUrl = (h: string) => `${base}/products/${encodeURIComponent(h)}`;
      // Warm-up: JIT, template caches and SQLite pages, on handles not timed when there are enough.
      const warm = handles.length > opts.samples ? handles.slice(opts.samples) : handles.slice(0, 20);
      for (const h of warm) await timeGet(productUrl(h));
      await timeGet(`${base}/collections/all`);
      await timeGet(`${base}/`);
      log(`timing ${Math.min(opts.samples, handles.length)} product renders at ${counts.products} products`);
      const others = Math.min(50, opts.samples);
      const rows = [
        await timeSeries('product', handles.slice(0, opts.samples).map(productUrl)),
        await timeSeries(
          'collection',
          Array.from({ length: others }, (_, i) => `${base}/collections/all?page=${(i % 20) + 1}`),
        ),
        await timeSeries(
          'home',
          Array.from({ length: others }, () => `${base}/`),
        ),
      ];
      const probe = await probeAlgolia(base);
      let algoliaSkipped: string | undefined;
      if (probe.ok) {
        await timeAlgolia(base, 20); // warm-up
        rows.push(timingRow('algolia', await timeAlgolia(base, opts.samples)));
      } else {
        algoliaSkipped = probe.reason;
        log(`Algolia stand-in not timed: ${probe.reason}`);
      }
      return { ...counts, generateMs: round(generateMs, 0), serverStartMs: round(serverStartMs, 0), rows, algoliaSkipped };
    } finally {
      await preview.close();
    }
  } finally {
    if (!opts.existingDataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}
