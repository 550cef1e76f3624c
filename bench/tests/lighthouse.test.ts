// Lighthouse in the bench without a browser: the audits of a recorded gathering of the fixture
// shop's home page, and the page step that runs Lighthouse per page and combines the runs (the
// gathering itself, Chromium under Lighthouse, runs in `npm run bench`).
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseBenchArgs } from '../lib/args';
import { auditGathered, runLighthouseOnce, type LighthouseRun } from '../lib/lighthouse';
import { calibratedCpuMultiplier } from '../lib/lighthouse-calibrate';
import { measurePages } from '../lib/page-measurements';
import { startFixtureShop, type FixtureShop } from './fixture-shop';
import { unpackHomeArtifacts } from './lighthouse-artifacts';

vi.mock('../lib/lighthouse', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/lighthouse')>()),
  runLighthouseOnce: vi.fn(),
}));

describe('auditGathered', () => {
  it('scores performance and accessibility, names the failing accessibility audit, and audits the trace twice more', async () => {
    const dir = unpackHomeArtifacts();
    try {
      const run = await auditGathered(dir, { kind: 'home', path: '/' });
      expect(run.performance).toBeGreaterThan(50);
      expect(run.accessibility).toBeLessThan(100);
      expect(run.failingA11yAudits).toContain('image-alt');
      expect(run.lcpMs).toBeGreaterThan(0);
      expect(run.fcpMs).toBeGreaterThan(0);
      expect(run.cls).toBeGreaterThanOrEqual(0);
      expect(run.tbtMs).toBeGreaterThanOrEqual(0);
      // The same trace audited again with the slowdown calibrated to the index the run measured.
      expect(run.benchmarkIndex).toBeGreaterThan(0);
      expect(run.calibrated?.multiplier).toBeCloseTo(calibratedCpuMultiplier(run.benchmarkIndex!), 2);
      expect(run.calibrated?.performance).toBeGreaterThan(50);
      expect(run.calibrated?.tbtMs).toBeGreaterThanOrEqual(0);
      // And once more with each of the page's tasks as long as its CPU time: never longer than wall.
      // Its TBT is not bounded by the wall-time figure: Lighthouse simulates the page again, and
      // the window TBT counts (FCP to TTI) moves with the shorter tasks (one run: 8 ms against 0).
      expect(run.threadTime?.cpuAfterFcpMs).toBeGreaterThanOrEqual(0);
      expect(run.threadTime!.cpuAfterFcpMs).toBeLessThanOrEqual(run.threadTime!.wallAfterFcpMs);
      expect(run.threadTime?.performance).toBeGreaterThan(50);
      expect(run.threadTime!.tbtMs).toBeGreaterThanOrEqual(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('measurePages with Lighthouse', () => {
  let shop: FixtureShop;
  beforeAll(async () => {
    shop = await startFixtureShop();
  });
  afterAll(async () => {
    await shop.close();
  });

  const run = (performance: number, accessibility: number | null, failing: string[]): LighthouseRun => ({
    performance,
    accessibility,
    lcpMs: 900,
    cls: 0,
    tbtMs: 10,
    fcpMs: 800,
    failingA11yAudits: failing,
    warnings: [],
  });

  it('runs Lighthouse --runs times on each page found, and keeps the median of each figure with every failing audit', async () => {
    const lighthouse = vi.mocked(runLighthouseOnce);
    lighthouse.mockResolvedValueOnce(run(90, 92, ['image-alt'])).mockResolvedValueOnce(run(96, 92, ['image-alt', 'label']));
    const options = parseBenchArgs(['--url', shop.url, '--only', 'home', '--runs', '2', '--skip-js', '--shared-cpu'], '/unused');
    const errors: string[] = [];
    const { pages, lighthouseCpus } = await measurePages(options, errors, () => {});
    expect(lighthouse.mock.calls).toEqual([
      [shop.url, { kind: 'home', path: '/' }, null],
      [shop.url, { kind: 'home', path: '/' }, null],
    ]);
    expect(errors).toEqual([]);
    expect(lighthouseCpus).toBe('shared');
    expect(pages[0]!.lighthouse).toMatchObject({ runs: 2, performance: 93, accessibility: 92, failingA11yAudits: ['image-alt', 'label'] });
  });

  it("measures the 404 page, which must answer 404, and tells Lighthouse that status is the page's", async () => {
    const lighthouse = vi.mocked(runLighthouseOnce);
    lighthouse.mockResolvedValueOnce(run(99, 100, []));
    const errors: string[] = [];
    const { pages } = await measurePages(parseBenchArgs(['--url', shop.url, '--only', '404', '--skip-js', '--shared-cpu'], '/unused'), errors, () => {});
    expect(lighthouse.mock.calls).toEqual([[shop.url, { kind: '404', path: '/pages/no-such-page', status: 404 }, null]]);
    expect(errors).toEqual([]);
    expect(pages[0]).toMatchObject({ kind: '404', status: 404, lighthouse: { performance: 99 } });
  });

  it('reports a page Lighthouse gives no score as a harness error, naming why', async () => {
    vi.mocked(runLighthouseOnce).mockResolvedValueOnce({ ...run(0, null, []), performance: null, warnings: ['NO_FCP: the page painted nothing'] });
    const errors: string[] = [];
    await measurePages(parseBenchArgs(['--url', shop.url, '--only', 'home', '--skip-js', '--shared-cpu'], '/unused'), errors, () => {});
    expect(errors).toEqual(['home: Lighthouse gave no score: NO_FCP: the page painted nothing']);
  });
});
