// Pure parts of the bench: options, statistics, Lighthouse summaries, budgets and the report.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BenchUsageError, parseBenchArgs } from '../lib/args';
import { checkBudgets } from '../lib/budgets';
import { isScriptResource, splitAtLoad } from '../lib/js-bytes';
import { combineRuns, summariseLhr, type LighthouseRun } from '../lib/lighthouse';
import { calibratedCpuMultiplier } from '../lib/lighthouse-calibrate';
import { articlePathsIn, cdnUrlsIn, productHandlesIn } from '../lib/pages';
import { spread } from '../lib/render-timing';
import { escapeCell, renderMarkdown } from '../lib/report';
import type { BenchResults, PageResult } from '../lib/results';
import { parseCpuList, planRendererCore } from '../lib/renderer-core';
import { median, percentile } from '../lib/stats';

describe('parseBenchArgs', () => {
  it('defaults to every page type, one run, everything measured', () => {
    const o = parseBenchArgs([], '/out');
    expect(o).toMatchObject({ runs: 1, skipLighthouse: false, sharedCpu: false, skipRender: false, products: 10000, articles: 2000, renderSamples: 200, outDir: '/out' });
    expect(o.only).toEqual(['home', 'product', 'collection', 'blog', 'article', 'search', 'search-overlay', 'cart', 'login', 'account']);
  });

  it('keeps the canonical order for --only and rejects unknown types and bad numbers', () => {
    expect(parseBenchArgs(['--only', 'cart, home'], '/o').only).toEqual(['home', 'cart']);
    expect(() => parseBenchArgs(['--only', 'home,checkout'], '/o')).toThrow(/checkout/);
    expect(() => parseBenchArgs(['--runs', '0'], '/o')).toThrow(BenchUsageError);
    expect(() => parseBenchArgs(['--runs', '2.5'], '/o')).toThrow(/--runs/);
    expect(() => parseBenchArgs(['--bogus'], '/o')).toThrow(BenchUsageError);
    expect(parseBenchArgs(['--runs', '3', '--skip-lighthouse', '--skip-render'], '/o')).toMatchObject({ runs: 3, skipLighthouse: true, skipRender: true });
    expect(parseBenchArgs(['--shared-cpu'], '/o').sharedCpu).toBe(true);
  });

  it('takes another theme folder with --theme, as an absolute path', () => {
    expect(parseBenchArgs([], '/o').theme).toBeUndefined();
    expect(parseBenchArgs(['--theme', 'some/theme'], '/o').theme).toBe(path.resolve('some/theme'));
  });
});

describe('planRendererCore', () => {
  const withTaskset = () => true;
  it('gives the last CPU this process may use to the renderer and the others to everything else', () => {
    expect(planRendererCore('linux', () => [0, 1], withTaskset)).toEqual({ rendererCpu: 1, otherCpus: '0', allCpus: '0,1' });
    expect(planRendererCore('linux', () => parseCpuList('2-3,5'), withTaskset)).toEqual({ rendererCpu: 5, otherCpus: '2,3', allCpus: '2,3,5' });
  });

  it('shares when it cannot: one CPU, no taskset, not Linux', () => {
    expect(planRendererCore('linux', () => [3], withTaskset)).toBeNull();
    expect(planRendererCore('linux', () => [0, 1], () => false)).toBeNull();
    expect(planRendererCore('darwin', () => [0, 1, 2, 3], withTaskset)).toBeNull();
  });

  it("reads the kernel's CPU lists", () => {
    expect(parseCpuList('0-2,5')).toEqual([0, 1, 2, 5]);
    expect(parseCpuList('1')).toEqual([1]);
    expect(() => parseCpuList('0-a')).toThrow(/not a CPU list/);
  });
});

describe('stats', () => {
  it('computes nearest-rank percentiles and medians', () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i); // 1..100 shuffled order
    expect(percentile(samples, 50)).toBe(50);
    expect(percentile(samples, 95)).toBe(95);
    expect(percentile([7], 95)).toBe(7);
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
    expect(Number.isNaN(median([]))).toBe(true);
  });

  it('spreads samples evenly over a long list', () => {
    expect(spread([0, 1, 2, 3, 4, 5, 6, 7, 8, 9], 5)).toEqual([0, 2, 4, 6, 8]);
    expect(spread([1, 2], 5)).toEqual([1, 2]);
  });
});

describe('Lighthouse summaries', () => {
  const lhr = {
    categories: {
      performance: { score: 0.934, auditRefs: [] },
      accessibility: { score: 0.9, auditRefs: [{ id: 'image-alt' }, { id: 'color-contrast' }, { id: 'manual-check' }, { id: 'n-a' }] },
    },
    audits: {
      'image-alt': { score: 0, scoreDisplayMode: 'binary' },
      'color-contrast': { score: 1, scoreDisplayMode: 'binary' },
      'manual-check': { score: null, scoreDisplayMode: 'manual' },
      'n-a': { score: null, scoreDisplayMode: 'notApplicable' },
      'largest-contentful-paint': { score: 1, numericValue: 1234.5 },
      'cumulative-layout-shift': { score: 1, numericValue: 0.015 },
      'total-blocking-time': { score: 1, numericValue: 20 },
      'first-contentful-paint': { score: 1, numericValue: 800 },
    },
  };

  it('turns an LHR into scores, metrics and failing accessibility audit ids', () => {
    expect(summariseLhr(lhr)).toEqual({
      performance: 93, accessibility: 90, lcpMs: 1234.5, cls: 0.015, tbtMs: 20, fcpMs: 800, failingA11yAudits: ['image-alt'], warnings: [], benchmarkIndex: null,
    });
    expect(summariseLhr({ ...lhr, environment: { benchmarkIndex: 961.5 } }).benchmarkIndex).toBe(961.5);
  });

  it("calibrates the CPU slowdown as Lighthouse's calculator does: 4× at index 1533, less on a slower host", () => {
    expect(calibratedCpuMultiplier(1533)).toBeCloseTo(4, 2);
    expect(calibratedCpuMultiplier(1766)).toBeCloseTo(5, 2);
    expect(calibratedCpuMultiplier(1300)).toBe(3);
    expect(calibratedCpuMultiplier(1050)).toBe(2.5);
    expect(calibratedCpuMultiplier(800)).toBe(2);
    expect(calibratedCpuMultiplier(475)).toBe(1.5);
    expect(calibratedCpuMultiplier(100)).toBe(1);
    expect(() => calibratedCpuMultiplier(Number.NaN)).toThrow(/not a measurement/);
  });

  it('takes the median of each metric over runs and the union of failing audits', () => {
    const run = (performance: number, lcpMs: number, failing: string[]): LighthouseRun => ({
      performance, accessibility: 100, lcpMs, cls: 0, tbtMs: 0, fcpMs: 1, failingA11yAudits: failing, warnings: [],
    });
    const combined = combineRuns([run(90, 3000, []), run(99, 1000, ['label']), run(95, 2000, ['image-alt'])]);
    expect(combined).toMatchObject({ runs: 3, performance: 95, lcpMs: 2000, failingA11yAudits: ['image-alt', 'label'], calibrated: null });
    const calibrated = (benchmarkIndex: number, multiplier: number, tbtMs: number): LighthouseRun => ({
      ...run(90, 1000, []), benchmarkIndex, calibrated: { multiplier, performance: 99, tbtMs },
    });
    expect(combineRuns([calibrated(900, 2.2, 40), calibrated(1500, 3.86, 90), calibrated(1100, 2.6, 10)])).toMatchObject({
      benchmarkIndex: 1100, calibrated: { multiplier: 2.6, performance: 99, tbtMs: 40 },
    });
    const traced = (cpu: number, tbtMs: number): LighthouseRun => ({ ...run(90, 1000, []), threadTime: { cpuAfterFcpMs: cpu, wallAfterFcpMs: 2 * cpu, performance: 99, tbtMs } });
    expect(combineRuns([traced(100, 5), traced(300, 0), traced(200, 40)]).threadTime).toEqual({ cpuAfterFcpMs: 200, wallAfterFcpMs: 400, performance: 99, tbtMs: 5 });
    expect(combined.threadTime).toBeNull();
  });
});

describe('script resources', () => {
  it('counts scripts and .js preloads, not fetches of /cart.js', () => {
    expect(isScriptResource({ name: 'http://h/a/theme.js?v=1', initiatorType: 'link' })).toBe(true);
    expect(isScriptResource({ name: 'http://h/chunk', initiatorType: 'script' })).toBe(true);
    expect(isScriptResource({ name: 'http://h/cart.js', initiatorType: 'fetch' })).toBe(false);
    expect(isScriptResource({ name: 'http://h/a.css', initiatorType: 'link' })).toBe(false);
  });

  it('splits at loadEventStart and counts a URL once, at its first request', () => {
    const { before, after } = splitAtLoad([
      { name: 'http://h/a.js', initiatorType: 'link', startTime: 5 },
      { name: 'http://h/a.js', initiatorType: 'script', startTime: 9 },
      { name: 'http://h/b.js', initiatorType: 'script', startTime: 120 },
      { name: 'http://h/c.css', initiatorType: 'link', startTime: 1 },
    ], 100);
    expect(before.map((e) => e.name)).toEqual(['http://h/a.js']);
    expect(after.map((e) => e.name)).toEqual(['http://h/b.js']);
  });
});

describe('page discovery helpers', () => {
  it('reads product handles and article paths from HTML', () => {
    const html = '<a href="/products/a">A</a><a href="/collections/all/products/b?variant=1">B</a><a href="/products/a">again</a>';
    expect(productHandlesIn(html)).toEqual(['a', 'b']);
    const blog = '<a href="/blogs/glog/tagged/x">x</a><a href="/blogs/glog/first">1</a><a href="/blogs/other/no">n</a>';
    expect(articlePathsIn(blog, 'glog')).toEqual(['/blogs/glog/first']);
    const img = '<img src="/cdn/shop/files/a.svg?v=1&amp;width=400" srcset="/cdn/shop/files/a.svg?v=1&amp;width=200 200w, /cdn/shop/files/a.svg?v=1&amp;width=400 400w"><a href="/products/x">x</a><link href="https://elsewhere/cdn/x">';
    expect(cdnUrlsIn(img)).toEqual(['/cdn/shop/files/a.svg?v=1&width=400', '/cdn/shop/files/a.svg?v=1&width=200']);
  });
});

function pageResult(kind: PageResult['kind'], perf: number | null, a11y: number, jsBefore: number, cls = 0): PageResult {
  return {
    kind, path: kind === 'home' ? '/' : `/${kind}`, status: 200, errors: [],
    lighthouse: perf === null ? null : { runs: 1, performance: perf, accessibility: a11y, lcpMs: 1500, cls, tbtMs: 10, fcpMs: 900, failingA11yAudits: a11y < 100 ? ['label'] : [], warnings: [] },
    js: { beforeLoadGzipBytes: jsBefore, totalGzipBytes: jsBefore + 50_000, beforeLoad: [], afterLoad: [], inlineGzipBytes: 0, loadEventMs: 100, networkIdle: true, missingScripts: [] },
  };
}

describe('checkBudgets', () => {
  it('passes, fails per page type, and never passes what was not measured', () => {
    const rows = checkBudgets({
      pages: [pageResult('home', 99, 100, 15 * 1024), pageResult('product', 90, 96, 17 * 1024, 0.05)],
      renderTiming: { products: 10000, articles: 2000, generateMs: 1, serverStartMs: 1, rows: [{ page: 'product', samples: 200, p50Ms: 12.5, p95Ms: 30, p99Ms: 35, maxMs: 40 }, { page: 'algolia', samples: 200, p50Ms: 3, p95Ms: 20, p99Ms: 26, maxMs: 30 }] },
    });
    const byWhat = (s: string) => rows.find((r) => r.what.startsWith(s))!;
    expect(byWhat('Lighthouse mobile performance')).toMatchObject({ pass: false, failing: ['product'], actual: '90' });
    expect(byWhat('Lighthouse accessibility')).toMatchObject({ pass: false, failing: ['product'] });
    expect(byWhat('JS requested')).toMatchObject({ pass: false, failing: ['product'], actual: '17.0 KB' });
    expect(byWhat('CLS')).toMatchObject({ pass: false, actual: '0.050' });
    expect(byWhat('preview render')).toMatchObject({ pass: true, actual: 'p50 12.5 ms' });
    expect(byWhat('Algolia')).toMatchObject({ pass: false, actual: 'p50 3 ms, p99 26 ms' });

    const partial = checkBudgets({ pages: [pageResult('home', 99, 100, 1000), pageResult('cart', null, 100, 1000)], renderTiming: { skipped: 'no generator' } });
    expect(partial.find((r) => r.what.startsWith('Lighthouse mobile'))).toMatchObject({ pass: null, actual: '99 (not measured: cart)' });
    expect(partial.find((r) => r.what.startsWith('JS requested'))!.pass).toBe(true);
    expect(partial.find((r) => r.what.startsWith('preview render'))).toMatchObject({ pass: null, actual: 'skipped: no generator' });
    expect(partial.find((r) => r.what.startsWith('Algolia'))!.pass).toBeNull();
  });

  it('checks TBT per page type and the drawer p50 (warm and cold) against 100 ms', () => {
    const home = pageResult('home', 99, 100, 1000);
    const product = pageResult('product', 99, 100, 1000);
    product.lighthouse!.tbtMs = 140;
    const rows = checkBudgets({
      pages: [home, product],
      renderTiming: null,
      cartDrawer: { rows: [{ case: 'warm', runs: 20, p50Ms: 40, p95Ms: 60, maxMs: 70 }, { case: 'cold', runs: 20, p50Ms: 101, p95Ms: 150, maxMs: 200 }] },
    });
    expect(rows.find((r) => r.what.startsWith('TBT ('))).toMatchObject({ pass: false, failing: ['product'], actual: '140 ms' });
    // Without a calibrated figure the calibrated rows are not measured, never passed.
    expect(rows.find((r) => r.what.startsWith('TBT, CPU calibrated'))!.pass).toBeNull();
    home.lighthouse!.calibrated = { multiplier: 2.2, performance: 100, tbtMs: 30 };
    product.lighthouse!.calibrated = { multiplier: 2.4, performance: 94, tbtMs: 101 };
    const overlay = pageResult('search-overlay', 96, 100, 1000);
    const calibrated = checkBudgets({ pages: [home, product, overlay], renderTiming: null });
    expect(calibrated.find((r) => r.what.startsWith('TBT, CPU calibrated'))).toMatchObject({ pass: false, failing: ['product'], actual: '101 ms' });
    expect(calibrated.find((r) => r.what.startsWith('Lighthouse mobile performance, CPU calibrated'))).toMatchObject({ pass: false, failing: ['product'], actual: '94' });
    expect(rows.find((r) => r.what.startsWith('cart link'))).toMatchObject({ pass: false, failing: ['cold'], actual: 'warm 40 ms, cold 101 ms' });
    expect(checkBudgets({ pages: [home], renderTiming: null }).find((r) => r.what.startsWith('cart link'))!.pass).toBeNull();
  });

  it('checks the search overlay keystroke → results p50 against 100 ms, and never passes a skipped one', () => {
    const search = (searchOverlay: Parameters<typeof checkBudgets>[0]['searchOverlay']) =>
      checkBudgets({ pages: [], renderTiming: null, searchOverlay }).find((r) => r.what.startsWith('search overlay'))!;
    expect(search({ runs: 20, p50Ms: 58.5, p95Ms: 120, maxMs: 300 })).toMatchObject({ pass: true, actual: 'p50 58.5 ms' });
    expect(search({ runs: 20, p50Ms: 100.1, p95Ms: 120, maxMs: 300 })).toMatchObject({ pass: false, failing: ['search'] });
    expect(search({ skipped: 'no search overlay on the home page' })).toMatchObject({ pass: null, actual: 'skipped: no search overlay on the home page' });
    expect(search(null).pass).toBeNull();
  });

  it('checks the longest main-thread task of collection load more against 50 ms CPU', () => {
    const collection = (collectionLoadMore: Parameters<typeof checkBudgets>[0]['collectionLoadMore']) =>
      checkBudgets({ pages: [], renderTiming: null, collectionLoadMore }).find((r) => r.what.startsWith('collection load more'))!;
    const run = { products: 2000, loads: 166, seconds: 95, longestTaskWallMs: 80, tasksOver50MsCpu: 0 };
    expect(collection({ ...run, longestTaskCpuMs: 44 })).toMatchObject({ pass: true, actual: '44 ms' });
    expect(collection({ ...run, longestTaskCpuMs: 50.5, tasksOver50MsCpu: 1 })).toMatchObject({ pass: false, failing: ['collection'] });
    expect(collection({ skipped: 'the collection page has no collection-grid island' }).pass).toBeNull();
    expect(collection(undefined).pass).toBeNull();
  });
});

describe('renderMarkdown', () => {
  it('renders the page, timing and budget tables and keeps hostile paths inside their cell', () => {
    const pages = [pageResult('home', 99, 100, 15 * 1024), { ...pageResult('search', 97, 100, 2048), path: '/search?q=a|b\n' }];
    const renderTiming = { products: 10000, articles: 2000, generateMs: 9000, serverStartMs: 2500, rows: [{ page: 'product', samples: 200, p50Ms: 12.5, p95Ms: 30, p99Ms: 35, maxMs: 40 }] };
    const results: BenchResults = {
      date: '2026-01-01T00:00:00.000Z', durationMs: 1000,
      machine: { platform: 'linux', release: '6', arch: 'x64', cpu: 'CPU', cores: 2, memoryGB: 8, loadAverage: 0.5 },
      versions: { node: 'v24' }, options: {}, pages, renderTiming, budgets: checkBudgets({ pages, renderTiming }), errors: ['cart: GET /cart answered 500'],
    };
    const md = renderMarkdown(results);
    expect(md).toContain('| home `/` | 99 | 100 | 1500 ms | 0.000 | 10 ms | — | — | — | 15.0 | 63.8 |');
    pages[0]!.lighthouse = {
      ...pages[0]!.lighthouse!, benchmarkIndex: 962, calibrated: { multiplier: 2.32, performance: 100, tbtMs: 12 },
      threadTime: { cpuAfterFcpMs: 120.4, wallAfterFcpMs: 301.6, performance: 100, tbtMs: 8.2 },
    };
    const withTrace = renderMarkdown(results);
    expect(withTrace).toContain('| home `/` | 99 | 100 | 1500 ms | 0.000 | 10 ms | 962 | 100 / 12 ms (×2.32) | 100 / 8 ms (120 ms / 302 ms) | 15.0 | 63.8 |');
    expect(withTrace).toContain('At thread time: ');
    expect(md).not.toContain('renderer ran');
    expect(renderMarkdown({ ...results, lighthouseCpus: { renderer: 1, others: '0' } })).toContain("The page's renderer ran on CPU 1 alone; Chromium's browser and GPU processes, Lighthouse and the server on CPU 0");
    expect(renderMarkdown({ ...results, lighthouseCpus: 'shared' })).toContain('Every process on every CPU (`--shared-cpu`)');
    expect(md).toContain('| search `/search?q=a\\|b ` | 97 |');
    expect(md).toContain('| product page `/products/<handle>` (different handles) | 200 | 12.5 ms | 30 ms | 35 ms | 40 ms |');
    expect(md).toMatch(/\| JS requested before the load event \(gzip\) \| ≤ 16 KB \| 15\.0 KB \| pass \|/);
    expect(md).toContain('- cart: GET /cart answered 500');
    expect(md).toContain('CPU × 2 (load 0.5 at start)');
    expect(escapeCell('a|b')).toBe('a\\|b');
    expect(renderMarkdown({ ...results, renderTiming: null, options: { skipRender: true } })).toContain('Skipped (`--skip-render`).');
    expect(renderMarkdown({ ...results, renderTiming: null, options: { skipRender: false } })).toContain('Not measured: see the harness errors below.');
  });
});
