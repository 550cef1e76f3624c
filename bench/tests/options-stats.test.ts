// Pure parts of the bench: its options, the renderer's CPU plan and the statistics.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BenchUsageError, parseBenchArgs } from '../lib/args';
import { spread } from '../lib/render-timing';
import { parseCpuList, planRendererCore } from '../lib/renderer-core';
import { median, percentile } from '../lib/stats';

describe('parseBenchArgs', () => {
  it('defaults to every page type, one run, everything measured', () => {
    const o = parseBenchArgs([], '/out');
    expect(o).toMatchObject({
      runs: 1,
      skipLighthouse: false,
      sharedCpu: false,
      skipRender: false,
      products: 10000,
      articles: 2000,
      renderSamples: 200,
      outDir: '/out',
    });
    expect(o.only).toEqual([
      'home',
      'product',
      'product.showcase',
      'product.gift',
      'product.gift-card',
      'product.compact',
      'collection',
      'list-collections',
      'blog',
      'article',
      'search',
      'search-overlay',
      'cart',
      'page',
      'page.contact',
      'page.faq',
      'page.story',
      '404',
      'login',
      'register',
      'account',
      'addresses',
      'order',
      'gift_card',
      'password',
    ]);
  });

  it('keeps the canonical order for --only and rejects unknown types and bad numbers', () => {
    expect(parseBenchArgs(['--only', 'cart, home'], '/o').only).toEqual(['home', 'cart']);
    expect(parseBenchArgs(['--only', 'password,404,product.gift-card,order'], '/o').only).toEqual(['product.gift-card', '404', 'order', 'password']);
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
    expect(
      planRendererCore(
        'linux',
        () => [0, 1],
        () => false,
      ),
    ).toBeNull();
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
