// The measuring parts against the fixture shop, in the real Chromium: page discovery with the
// cart cookie, JS bytes split at `load`, and one Lighthouse run.
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JsBytesMeter } from '../lib/js-bytes';
import { runLighthouseOnce } from '../lib/lighthouse';
import { calibratedCpuMultiplier } from '../lib/lighthouse-calibrate';
import { discoverPage, pageStatus, type DiscoveryState } from '../lib/pages';
import { scripts, startFixtureShop, type FixtureShop } from './fixture-shop';

const gz = (path: string) => gzipSync(scripts[path]!, { level: 9 }).length;

let shop: FixtureShop;
beforeAll(async () => {
  shop = await startFixtureShop();
});
afterAll(async () => {
  await shop.close();
});

describe('discoverPage', () => {
  it('picks the product with selling plans and adds its available variant to a new cart', async () => {
    const state: DiscoveryState = {};
    const product = await discoverPage(shop.url, 'product', state);
    expect(product.path).toBe('/products/subscribable');
    const cart = await discoverPage(shop.url, 'cart', state);
    expect(cart.cookie).toMatch(/^cart=c\d+$/);
    expect(await pageStatus(shop.url, cart)).toBe(200);
    expect(await pageStatus(shop.url, { kind: 'cart', path: '/cart' })).toBe(403);
  });

  it('finds the first article, skipping tag links, and falls back to /collections/all', async () => {
    expect((await discoverPage(shop.url, 'article')).path).toBe('/blogs/glog/first-post');
    expect((await discoverPage(shop.url, 'collection')).path).toBe('/collections/all');
  });
});

describe('JsBytesMeter', () => {
  let meter: JsBytesMeter;
  beforeAll(async () => {
    meter = await JsBytesMeter.launch();
  });
  afterAll(async () => {
    await meter.close();
  });

  it('counts the eager module and the modulepreload before load, the lazy chunk only in the total', async () => {
    const result = await meter.measure(shop.url, { kind: 'home', path: '/' });
    const before = gz('/assets/eager.js') + gz('/assets/preloaded.js');
    expect(result.beforeLoad.map((e) => new URL(e.url).pathname).sort()).toEqual(['/assets/eager.js', '/assets/preloaded.js']);
    expect(result.beforeLoadGzipBytes).toBe(before);
    expect(result.afterLoad.map((e) => new URL(e.url).pathname)).toEqual(['/assets/lazy.js']);
    expect(result.totalGzipBytes).toBe(before + gz('/assets/lazy.js'));
    // fetch('/cart.js') is data, not script; the inline snippet is counted apart.
    expect(result.inlineGzipBytes).toBeGreaterThan(0);
  });

  it('sends the cart cookie, and reports a page that does not answer 200', async () => {
    const cart = await discoverPage(shop.url, 'cart');
    await expect(meter.measure(shop.url, cart)).resolves.toMatchObject({ beforeLoadGzipBytes: expect.any(Number) });
    await expect(meter.measure(shop.url, { kind: 'cart', path: '/cart' })).rejects.toThrow(/403/);
  });
});

describe('runLighthouseOnce', () => {
  it('scores performance and accessibility and names the failing accessibility audit', async () => {
    const run = await runLighthouseOnce(shop.url, { kind: 'home', path: '/' });
    expect(run.performance).toBeGreaterThan(50);
    expect(run.accessibility).toBeLessThan(100);
    expect(run.failingA11yAudits).toContain('image-alt');
    expect(run.lcpMs).toBeGreaterThan(0);
    expect(run.fcpMs).toBeGreaterThan(0);
    expect(run.cls).toBeGreaterThanOrEqual(0);
    expect(run.tbtMs).toBeGreaterThanOrEqual(0);
    // The same trace audited again with the slowdown calibrated to the index this run measured.
    expect(run.benchmarkIndex).toBeGreaterThan(0);
    expect(run.calibrated?.multiplier).toBeCloseTo(calibratedCpuMultiplier(run.benchmarkIndex!), 2);
    expect(run.calibrated?.performance).toBeGreaterThan(50);
    expect(run.calibrated?.tbtMs).toBeGreaterThanOrEqual(0);
    // And once more with each of the page's tasks as long as its CPU time: never longer than wall.
    expect(run.threadTime?.cpuAfterFcpMs).toBeGreaterThanOrEqual(0);
    expect(run.threadTime!.cpuAfterFcpMs).toBeLessThanOrEqual(run.threadTime!.wallAfterFcpMs);
    expect(run.threadTime?.performance).toBeGreaterThan(50);
    expect(run.threadTime!.tbtMs).toBeLessThanOrEqual(run.tbtMs!);
  }, 120_000);
});
