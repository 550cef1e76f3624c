// Pure parts of the bench's measurements: Lighthouse summaries, script resources and page discovery.
import { describe, expect, it } from 'vitest';
import { isScriptResource, splitAtLoad } from '../lib/js-bytes';
import { combineRuns, summariseLhr, type LighthouseRun } from '../lib/lighthouse';
import { calibratedCpuMultiplier } from '../lib/lighthouse-calibrate';
import { articlePathsIn, cdnUrlsIn, productHandlesIn } from '../lib/pages';

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
      performance: 93,
      accessibility: 90,
      lcpMs: 1234.5,
      cls: 0.015,
      tbtMs: 20,
      fcpMs: 800,
      failingA11yAudits: ['image-alt'],
      warnings: [],
      benchmarkIndex: null,
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
      performance,
      accessibility: 100,
      lcpMs,
      cls: 0,
      tbtMs: 0,
      fcpMs: 1,
      failingA11yAudits: failing,
      warnings: [],
    });
    const combined = combineRuns([run(90, 3000, []), run(99, 1000, ['label']), run(95, 2000, ['image-alt'])]);
    expect(combined).toMatchObject({ runs: 3, performance: 95, lcpMs: 2000, failingA11yAudits: ['image-alt', 'label'], calibrated: null });
    expect(combined.each?.map((r) => [r.performance, r.lcpMs])).toEqual([
      [90, 3000],
      [99, 1000],
      [95, 2000],
    ]);
    const calibrated = (benchmarkIndex: number, multiplier: number, tbtMs: number): LighthouseRun => ({
      ...run(90, 1000, []),
      benchmarkIndex,
      calibrated: { multiplier, performance: 99, tbtMs },
    });
    expect(combineRuns([calibrated(900, 2.2, 40), calibrated(1500, 3.86, 90), calibrated(1100, 2.6, 10)])).toMatchObject({
      benchmarkIndex: 1100,
      calibrated: { multiplier: 2.6, performance: 99, tbtMs: 40 },
    });
    const traced = (cpu: number, tbtMs: number): LighthouseRun => ({
      ...run(90, 1000, []),
      threadTime: { cpuAfterFcpMs: cpu, wallAfterFcpMs: 2 * cpu, performance: 99, tbtMs },
    });
    expect(combineRuns([traced(100, 5), traced(300, 0), traced(200, 40)]).threadTime).toEqual({
      cpuAfterFcpMs: 200,
      wallAfterFcpMs: 400,
      performance: 99,
      tbtMs: 5,
    });
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
    const { before, after } = splitAtLoad(
      [
        { name: 'http://h/a.js', initiatorType: 'link', startTime: 5 },
        { name: 'http://h/a.js', initiatorType: 'script', startTime: 9 },
        { name: 'http://h/b.js', initiatorType: 'script', startTime: 120 },
        { name: 'http://h/c.css', initiatorType: 'link', startTime: 1 },
      ],
      100,
    );
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
    const img =
      '<img src="/cdn/shop/files/a.svg?v=1&amp;width=400" srcset="/cdn/shop/files/a.svg?v=1&amp;width=200 200w, /cdn/shop/files/a.svg?v=1&amp;width=400 400w"><a href="/products/x">x</a><link href="https://elsewhere/cdn/x">';
    expect(cdnUrlsIn(img)).toEqual(['/cdn/shop/files/a.svg?v=1&width=400', '/cdn/shop/files/a.svg?v=1&width=200']);
  });
});
