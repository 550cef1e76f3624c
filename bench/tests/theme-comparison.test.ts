// Pure parts of issue 28's bench additions: --compare-theme beside Dawn, the interleaved run
// order, the first-interaction timings, their budgets and their tables.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BenchUsageError, parseBenchArgs } from '../lib/args';
import { checkBudgets, firstInteractionRows } from '../lib/budgets';
import { variantChangeProduct } from '../lib/first-interaction-timing';
import { liquidErrorsIn } from '../lib/pages';
import { renderMarkdown } from '../lib/report';
import type { BenchResults, PageResult } from '../lib/results';
import { summarise } from '../lib/stats';
import { interleavedOrder, themeName } from '../lib/theme-comparison';

const scratch = mkdtempSync(path.join(tmpdir(), 'olivine-bench-theme-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A theme folder with a layout and, when named, Dawn's theme_info. */
function themeDir(name: string, themeInfo?: string): string {
  const dir = path.join(scratch, name);
  mkdirSync(path.join(dir, 'layout'), { recursive: true });
  mkdirSync(path.join(dir, 'config'), { recursive: true });
  writeFileSync(path.join(dir, 'layout', 'theme.liquid'), '{{ content_for_layout }}');
  if (themeInfo)
    writeFileSync(path.join(dir, 'config', 'settings_schema.json'), JSON.stringify([{ name: 'theme_info', theme_name: themeInfo }, { name: 'Colors' }]));
  return dir;
}

function page(kind: PageResult['kind'], lcpMs: number, totalKb: number, extra: Partial<PageResult> = {}): PageResult {
  return {
    kind,
    path: kind === 'home' ? '/' : `/${kind}`,
    status: 200,
    errors: [],
    lighthouse: { runs: 3, performance: 98, accessibility: 100, lcpMs, cls: 0, tbtMs: 20, fcpMs: 900, failingA11yAudits: [], warnings: [] },
    js: {
      beforeLoadGzipBytes: 11 * 1024,
      totalGzipBytes: totalKb * 1024,
      beforeLoad: [],
      afterLoad: [],
      inlineGzipBytes: 0,
      loadEventMs: 100,
      networkIdle: true,
      missingScripts: [],
    },
    ...extra,
  };
}

describe('--compare-theme and the first-interaction options', () => {
  it('takes another theme folder as an absolute path, and only a folder with a layout', () => {
    const dawn = themeDir('dawn', 'Dawn');
    expect(parseBenchArgs([], '/o').compareTheme).toBeUndefined();
    expect(parseBenchArgs(['--compare-theme', path.relative(process.cwd(), dawn)], '/o').compareTheme).toBe(dawn);
    expect(() => parseBenchArgs(['--compare-theme', scratch], '/o')).toThrow(/not a theme folder/);
    expect(() => parseBenchArgs(['--compare-theme', dawn, '--url', 'http://127.0.0.1:9292'], '/o')).toThrow(BenchUsageError);
  });

  it('times 20 fresh pages per first interaction unless told otherwise, and can skip them', () => {
    expect(parseBenchArgs([], '/o')).toMatchObject({ skipFirstInteraction: false, interactionRuns: 20 });
    expect(parseBenchArgs(['--skip-first-interaction', '--interaction-runs', '5'], '/o')).toMatchObject({ skipFirstInteraction: true, interactionRuns: 5 });
    expect(() => parseBenchArgs(['--interaction-runs', '0'], '/o')).toThrow(/--interaction-runs/);
  });

  it('names the other theme from its theme_info, else from its folder', () => {
    expect(themeName(themeDir('copy-of-dawn', 'Dawn'))).toBe('Dawn');
    expect(themeName(themeDir('unnamed'))).toBe('unnamed');
  });
});

describe('interleavedOrder', () => {
  it('runs every theme once per run, the first theme alternating so neither always goes first', () => {
    expect(interleavedOrder(3, 2)).toEqual([
      { run: 0, side: 0 },
      { run: 0, side: 1 },
      { run: 1, side: 1 },
      { run: 1, side: 0 },
      { run: 2, side: 0 },
      { run: 2, side: 1 },
    ]);
    expect(interleavedOrder(2, 1)).toEqual([
      { run: 0, side: 0 },
      { run: 1, side: 0 },
    ]);
  });
});

describe('first-interaction helpers', () => {
  it('picks a product whose every variant is available at its own price, so a variant change shows a new price', () => {
    const same = {
      handle: 'spout',
      variants: [
        { id: 1, price: 900 },
        { id: 2, price: 900 },
      ],
    };
    const soldOut = {
      handle: 'reserve',
      variants: [
        { id: 3, price: 5400, available: false },
        { id: 4, price: 9600 },
      ],
    };
    const single = { handle: 'gift', variants: [{ id: 5, price: 100 }] };
    const everyday = {
      handle: 'everyday',
      variants: [
        { id: 6, price: 2400 },
        { id: 7, price: 4200 },
      ],
    };
    expect(variantChangeProduct([same, soldOut, single, everyday])?.handle).toBe('everyday');
    expect(variantChangeProduct([same, single])).toBeUndefined();
  });

  it('summarises samples as runs, p50, p95 and max', () => {
    expect(summarise(Array.from({ length: 20 }, (_, i) => i + 1.04))).toEqual({ runs: 20, p50Ms: 10, p95Ms: 19, maxMs: 20 });
  });

  it("finds the inline Liquid errors another theme's page rendered with", () => {
    const html =
      '<p>Liquid error (sections/header.liquid line 4): unknown filter</p><p>Liquid syntax error (snippets/x.liquid line 2): bad tag</p>' +
      '<p>Liquid error (sections/header.liquid line 4): unknown filter</p><p>A Liquid error happens</p>';
    expect(liquidErrorsIn(html)).toEqual([
      'Liquid error (sections/header.liquid line 4): unknown filter',
      'Liquid syntax error (snippets/x.liquid line 2): bad tag',
    ]);
  });
});

const dawnPages = [
  page('home', 1560, 19),
  page('product', 2200, 29, { renderProblems: ['script http://x/cdn/compiled_assets/scripts.js: answered 404 text/html'] }),
];
const comparison = { name: 'Dawn', dir: '/ext/dawn', pages: dawnPages };

describe('budgets of issue 28', () => {
  it('holds LCP to the other theme’s on every page type of the same run', () => {
    const rows = checkBudgets({
      pages: [page('home', 1800, 104), page('product', 1400, 120)],
      renderTiming: null,
      searchOverlay: null,
      cartLoad: null,
      collectionLoadMore: null,
      comparison,
    });
    expect(rows.find((r) => r.what.startsWith('LCP no worse than Dawn'))).toMatchObject({ pass: false, failing: ['home'], actual: '+240 ms' });
    const ahead = checkBudgets({
      pages: [page('home', 1500, 25), page('product', 1400, 25)],
      renderTiming: null,
      searchOverlay: null,
      cartLoad: null,
      collectionLoadMore: null,
      comparison,
    });
    expect(ahead.find((r) => r.what.startsWith('LCP no worse'))).toMatchObject({ pass: true, actual: '-60 ms' });
    expect(ahead.find((r) => r.what.startsWith('JS transferred with no interaction'))).toMatchObject({ pass: true, actual: '25.0 KB' });
    const alone = checkBudgets({ pages: [page('home', 1500, 31)], renderTiming: null, searchOverlay: null, cartLoad: null, collectionLoadMore: null });
    expect(alone.find((r) => r.what.startsWith('LCP no worse'))!.pass).toBeNull();
    expect(alone.find((r) => r.what.startsWith('JS transferred with no interaction'))).toMatchObject({ pass: false, failing: ['home'], actual: '31.0 KB' });
  });

  it('holds each first interaction’s p50 to 100 ms, the cold drawer among them, and never passes a failed one', () => {
    const cartDrawer = {
      rows: [
        { case: 'warm' as const, runs: 20, p50Ms: 20, p95Ms: 30, maxMs: 40 },
        { case: 'cold' as const, runs: 20, p50Ms: 60, p95Ms: 90, maxMs: 130 },
      ],
    };
    const firstInteraction = {
      rows: [
        { interaction: 'variant' as const, path: '/products/a', runs: 20, p50Ms: 101, p95Ms: 150, maxMs: 200 },
        { interaction: 'search' as const, path: '/', runs: 20, p50Ms: 70, p95Ms: 95, maxMs: 99 },
      ],
    };
    expect(firstInteractionRows({ cartDrawer, firstInteraction }).map((r) => [r.label, r.pass])).toEqual([
      ['cold cart drawer (click at load)', true],
      ['first variant change', false],
      ['first search keystroke', true],
    ]);
    const row = (input: Parameters<typeof checkBudgets>[0]) => checkBudgets(input).find((r) => r.what.startsWith('first interaction'))!;
    const base = { pages: [], renderTiming: null, searchOverlay: null, cartLoad: null, collectionLoadMore: null };
    expect(row({ ...base, cartDrawer, firstInteraction })).toMatchObject({ pass: false, failing: ['first variant change'] });
    const broken = {
      rows: [
        { interaction: 'variant' as const, path: '/products/a', error: 'a new price after the variant change not shown within 10 s' },
        firstInteraction.rows[1]!,
      ],
    };
    expect(row({ ...base, cartDrawer, firstInteraction: broken })).toMatchObject({
      pass: null,
      actual: 'cold cart drawer (click at load) 60 ms, first search keystroke 70 ms (not measured: first variant change)',
    });
    expect(row(base).pass).toBeNull();
  });
});

describe('the report beside Dawn', () => {
  const pages = [page('home', 1800, 104), page('product', 1400, 120)];
  const cartDrawer = { rows: [{ case: 'cold' as const, runs: 20, p50Ms: 6.4, p95Ms: 20.7, maxMs: 24 }] };
  const firstInteraction = {
    rows: [
      { interaction: 'variant' as const, path: '/products/the-everyday', runs: 20, p50Ms: 22.5, p95Ms: 31.8, maxMs: 40 },
      { interaction: 'search' as const, path: '/', error: 'no results' },
    ],
  };
  const skipped = { rows: [{ interaction: 'variant' as const, path: '', skipped: 'no product with several available variants at different prices' }] };
  const results: BenchResults = {
    date: '2026-01-01T00:00:00.000Z',
    durationMs: 1000,
    machine: { platform: 'linux', release: '6', arch: 'x64', cpu: 'CPU', cores: 2, memoryGB: 8, loadAverage: 0.5 },
    versions: {},
    options: {},
    pages,
    renderTiming: null,
    comparison,
    cartDrawer,
    firstInteraction,
    budgets: [],
    errors: [],
  };

  it('prints each page type with Olivine’s figures beside Dawn’s, and what Dawn lacked on the preview', () => {
    const md = renderMarkdown(results);
    expect(md).toContain('## Beside Dawn');
    expect(md).toContain('| home | 104.0 / 19.0 | 11.0 / 11.0 | 1800 ms / 1560 ms | 20 ms / 20 ms | 98 / 98 |');
    expect(md).toContain('| product ⚠ | 120.0 / 29.0 |');
    expect(md).toContain('- product `/product`: script http://x/cdn/compiled_assets/scripts.js: answered 404 text/html');
    expect(md).toContain('median of 3 runs');
    expect(renderMarkdown({ ...results, comparison: null })).not.toContain('## Beside');
  });

  it('prints the first interactions with p50, p95, max and the 100 ms budget', () => {
    const md = renderMarkdown(results);
    expect(md).toContain('| cold cart drawer (click at load) | `/` | 20 | 6.4 ms | 20.7 ms | 24 ms | ≤ 100 ms | pass |');
    expect(md).toContain('| first variant change | `/products/the-everyday` | 20 | 22.5 ms | 31.8 ms | 40 ms | ≤ 100 ms | pass |');
    expect(md).toContain('| first search keystroke | `/` | — | — | — | — | ≤ 100 ms | **error**: no results |');
    expect(renderMarkdown({ ...results, firstInteraction: skipped })).toContain(
      '| first variant change | — | — | — | — | — | ≤ 100 ms | skipped: no product with several available variants at different prices |',
    );
  });
});
