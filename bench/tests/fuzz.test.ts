// The bench's fuzz step: its options, its run against the sample shop, its report section and budget row.
import { describe, expect, it } from 'vitest';
import { BenchUsageError, parseBenchArgs } from '../lib/args';
import { checkBudgets } from '../lib/budgets';
import { measureFuzz, type FuzzResult } from '../lib/fuzz';
import { renderMarkdown } from '../lib/report';
import type { BenchResults } from '../lib/results';

const run: FuzzResult = { cases: 10000, seed: 42, serverErrors: 0, leaks: 0, loggedErrors: 0, seconds: 61.2, failures: [] };

describe('bench fuzz options', () => {
  it('runs 10,000 cases at a new seed by default, and replays a given seed', () => {
    const defaults = parseBenchArgs([], '/o');
    expect(defaults).toMatchObject({ skipFuzz: false, fuzzCases: 10000 });
    expect(Number.isInteger(defaults.fuzzSeed)).toBe(true);
    expect(parseBenchArgs(['--skip-fuzz'], '/o').skipFuzz).toBe(true);
    expect(parseBenchArgs(['--fuzz-seed', '123', '--fuzz-cases', '50'], '/o')).toMatchObject({ fuzzSeed: 123, fuzzCases: 50 });
    expect(() => parseBenchArgs(['--fuzz-seed', '-1'], '/o')).toThrow(BenchUsageError);
    expect(() => parseBenchArgs(['--fuzz-cases', '0'], '/o')).toThrow(/--fuzz-cases/);
  });
});

describe('measureFuzz', () => {
  it('sends every case to the sample shop and counts what went wrong', async () => {
    const result = await measureFuzz(40, 7, () => {});
    expect(result).toMatchObject({ cases: 40, seed: 7, serverErrors: 0, leaks: 0, loggedErrors: 0, failures: [] });
    expect(result.seconds).toBeGreaterThan(0);
  });
});

describe('the fuzz report', () => {
  const results = (fuzz: FuzzResult | null): BenchResults => ({
    date: '2026-01-01T00:00:00.000Z',
    durationMs: 1000,
    machine: { platform: 'linux', release: '6', arch: 'x64', cpu: 'CPU', cores: 2, memoryGB: 8, loadAverage: 0.5 },
    versions: {},
    options: {},
    pages: [],
    renderTiming: null,
    fuzz,
    budgets: checkBudgets({ pages: [], renderTiming: null, searchOverlay: null, cartLoad: null, collectionLoadMore: null, fuzz }),
    errors: [],
  });

  it('gives cases, seed, 5xx count and time, and how to replay the run', () => {
    const md = renderMarkdown(results(run));
    expect(md).toContain('| 10000 | 42 | 0 | 0 | 0 | 61.2 s |');
    expect(md).toContain('`npm run bench -- --fuzz-seed 42 --fuzz-cases 10000`');
    expect(md).toMatch(/\| fuzz: generated requests on every endpoint \| [^|]+ \| 0 5xx, 0 leaks, 0 server errors \(10000 cases, seed 42, 61.2 s\) \| pass \|/);
  });

  it('lists the failing cases and fails the budget on a 5xx', () => {
    const failing = { ...run, serverErrors: 1, loggedErrors: 1, failures: ['case 138 (seed 42): status 500: POST /cart/clear.js headers {}'] };
    const md = renderMarkdown(results(failing));
    expect(md).toContain('- case 138 (seed 42): status 500: POST /cart/clear.js headers {}');
    expect(md).toContain('**fail** (fuzz)');
    expect(renderMarkdown(results(null))).toMatch(/\| fuzz: generated requests on every endpoint \| [^|]+ \| not measured \| not measured \|/);
  });
});
