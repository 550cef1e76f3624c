// Pure parts of the bench's verdicts: the budgets checked and the Markdown report.
import { describe, expect, it } from 'vitest';
import { checkBudgets } from '../lib/budgets';
import { escapeCell, renderMarkdown } from '../lib/report';
import type { BenchResults, PageResult } from '../lib/results';

function pageResult(kind: PageResult['kind'], perf: number | null, a11y: number, jsBefore: number, cls = 0): PageResult {
  return {
    kind,
    path: kind === 'home' ? '/' : `/${kind}`,
    status: 200,
    errors: [],
    lighthouse:
      perf === null
        ? null
        : {
            runs: 1,
            performance: perf,
            accessibility: a11y,
            lcpMs: 1500,
            cls,
            tbtMs: 10,
            fcpMs: 900,
            failingA11yAudits: a11y < 100 ? ['label'] : [],
            warnings: [],
          },
    js: {
      beforeLoadGzipBytes: jsBefore,
      totalGzipBytes: jsBefore + 50_000,
      beforeLoad: [],
      afterLoad: [],
      inlineGzipBytes: 0,
      loadEventMs: 100,
      networkIdle: true,
      missingScripts: [],
    },
  };
}

describe('checkBudgets', () => {
  it('passes, fails per page type, and never passes what was not measured', () => {
    const rows = checkBudgets({
      pages: [pageResult('home', 99, 100, 15 * 1024), pageResult('product', 90, 96, 17 * 1024, 0.05)],
      renderTiming: {
        products: 10000,
        articles: 2000,
        generateMs: 1,
        serverStartMs: 1,
        rows: [
          { page: 'product', samples: 200, p50Ms: 12.5, p95Ms: 30, p99Ms: 35, maxMs: 40 },
          { page: 'algolia', samples: 200, p50Ms: 3, p95Ms: 20, p99Ms: 26, maxMs: 30 },
        ],
      },
    });
    const byWhat = (s: string) => rows.find((r) => r.what.startsWith(s))!;
    expect(byWhat('Lighthouse mobile performance')).toMatchObject({ pass: false, failing: ['product'], actual: '90' });
    expect(byWhat('Lighthouse accessibility')).toMatchObject({ pass: false, failing: ['product'] });
    expect(byWhat('JS requested')).toMatchObject({ pass: false, failing: ['product'], actual: '17.0 KB' });
    expect(byWhat('CLS')).toMatchObject({ pass: false, actual: '0.050' });
    expect(byWhat('preview render')).toMatchObject({ pass: true, actual: 'p50 12.5 ms' });
    expect(byWhat('Algolia')).toMatchObject({ pass: false, actual: 'p50 3 ms, p99 26 ms' });

    const partial = checkBudgets({
      pages: [pageResult('home', 99, 100, 1000), pageResult('cart', null, 100, 1000)],
      renderTiming: { skipped: 'no generator' },
    });
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
      cartDrawer: {
        rows: [
          { case: 'warm', runs: 20, p50Ms: 40, p95Ms: 60, maxMs: 70 },
          { case: 'cold', runs: 20, p50Ms: 101, p95Ms: 150, maxMs: 200 },
        ],
      },
    });
    expect(rows.find((r) => r.what.startsWith('TBT ('))).toMatchObject({ pass: false, failing: ['product'], actual: '140 ms' });
    // Without a calibrated figure the calibrated rows are not measured, never passed.
    expect(rows.find((r) => r.what.startsWith('TBT, CPU calibrated'))!.pass).toBeNull();
    home.lighthouse!.calibrated = { multiplier: 2.2, performance: 100, tbtMs: 30 };
    product.lighthouse!.calibrated = { multiplier: 2.4, performance: 94, tbtMs: 101 };
    const overlay = pageResult('search-overlay', 96, 100, 1000);
    const calibrated = checkBudgets({ pages: [home, product, overlay], renderTiming: null });
    expect(calibrated.find((r) => r.what.startsWith('TBT, CPU calibrated'))).toMatchObject({ pass: false, failing: ['product'], actual: '101 ms' });
    expect(calibrated.find((r) => r.what.startsWith('Lighthouse mobile performance, CPU calibrated'))).toMatchObject({
      pass: false,
      failing: ['product'],
      actual: '94',
    });
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
    const renderTiming = {
      products: 10000,
      articles: 2000,
      generateMs: 9000,
      serverStartMs: 2500,
      rows: [{ page: 'product', samples: 200, p50Ms: 12.5, p95Ms: 30, p99Ms: 35, maxMs: 40 }],
    };
    const results: BenchResults = {
      date: '2026-01-01T00:00:00.000Z',
      durationMs: 1000,
      machine: { platform: 'linux', release: '6', arch: 'x64', cpu: 'CPU', cores: 2, memoryGB: 8, loadAverage: 0.5 },
      versions: { node: 'v24' },
      options: {},
      pages,
      renderTiming,
      budgets: checkBudgets({ pages, renderTiming }),
      errors: ['cart: GET /cart answered 500'],
    };
    const md = renderMarkdown(results);
    expect(md).toContain('| home `/` | 99 | 100 | 1500 ms | 0.000 | 10 ms | — | — | — | 15.0 | 63.8 |');
    pages[0]!.lighthouse = {
      ...pages[0]!.lighthouse!,
      benchmarkIndex: 962,
      calibrated: { multiplier: 2.32, performance: 100, tbtMs: 12 },
      threadTime: { cpuAfterFcpMs: 120.4, wallAfterFcpMs: 301.6, performance: 100, tbtMs: 8.2 },
    };
    const withTrace = renderMarkdown(results);
    expect(withTrace).toContain('| home `/` | 99 | 100 | 1500 ms | 0.000 | 10 ms | 962 | 100 / 12 ms (×2.32) | 100 / 8 ms (120 ms / 302 ms) | 15.0 | 63.8 |');
    expect(withTrace).toContain('At thread time: ');
    expect(md).not.toContain('renderer ran');
    expect(renderMarkdown({ ...results, lighthouseCpus: { renderer: 1, others: '0' } })).toContain(
      "The page's renderer ran on CPU 1 alone; Chromium's browser and GPU processes, Lighthouse and the server on CPU 0",
    );
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
