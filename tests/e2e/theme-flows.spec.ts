// The render report's `--flows` mode (scripts/theme-report/flow-run.ts) drives a theme's own
// JavaScript in offline Chromium: through Olivine every flow it has passes at 1280 px (variant at 375 too);
// through a fixture theme whose controls have no script behind them, those flows fail with a reason,
// the controls it lacks are "not in theme", and a request it makes that 404s is recorded; the
// browser pass over its pages records the same, and not a 404 page's own status.
import path from 'node:path';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { expect } from '@playwright/test';
import { startServer } from '../../preview/server';
import { firstPrice } from '../../scripts/theme-report/flow-helpers';
import { runFlows } from '../../scripts/theme-report/flow-run';
import { browsePages } from '../../scripts/theme-report/page-browser';
import { AGE_COOKIE, test } from './fixtures';

test('Olivine: every shopper flow it has passes, with no console error or failed request', async ({ baseURL }) => {
  test.setTimeout(120_000);
  // Every flow at 1280 px and the variant flow at 375 px: Olivine's own specs cover its phone layout.
  const cookies = [{ name: AGE_COOKIE, value: 'true' }];
  const results = [
    ...(await runFlows(baseURL!, path.resolve('.'), { cookies, widths: [1280] })),
    ...(await runFlows(baseURL!, path.resolve('.'), { cookies, widths: [375], only: ['variant → price + URL'] })),
  ];
  const summary = results.map(
    (r) => `${r.flow} @ ${r.width}: ${r.outcome}${r.reason ? ` (${r.reason})` : ''}${r.problems.length ? ` ${r.problems.join('; ')}` : ''}`,
  );
  expect(summary.filter((line) => !/: (pass|not in theme \([^)]*\))$/.test(line))).toEqual([]);
  const passed = new Set(results.filter((r) => r.outcome === 'pass').map((r) => r.flow));
  expect([...passed].sort()).toEqual([
    'add to cart',
    'country/language',
    'predictive search',
    'quantity in drawer',
    'quantity on /cart',
    'quick add',
    'variant → price + URL',
  ]);
  expect(results.filter((r) => r.flow === 'variant → price + URL').map((r) => r.width)).toEqual([1280, 375]);
});

test("the price a flow reads is the product's, not the announcement bar's amount above the page", async ({ page }) => {
  await page.goto('/products/the-everyday');
  await expect(page.locator('announcement-bar')).toContainText('$50');
  expect(await firstPrice(page)).toBe('$24.00');
});

test('a theme whose controls have no script: the flows fail with a reason; what it lacks is not in the theme; a plain variant form posts the chosen one', async () => {
  test.setTimeout(90_000);
  const stateDir = mkdtempSync(path.join(tmpdir(), 'flows-theme-'));
  const themeRoot = path.resolve('tests/fixtures/flows-theme');
  const server = await startServer({ port: 0, stateDir, reset: true, themeRoot, strict: false, logError: () => {} });
  try {
    const only = ['variant → price + URL', 'quick add', 'predictive search', 'sort reorders'];
    const results = await runFlows(server.url, themeRoot, { only, widths: [1280] });
    const outcome = (flow: string) => results.find((r) => r.flow === flow)!;
    expect(outcome('sort reorders')).toMatchObject({ outcome: 'fail', reason: 'grid order did not change (tried 1 other order)' });
    // A select of variants the form posts (Skeleton's): the page does not change, and the chosen variant is the one added.
    expect(outcome('variant → price + URL')).toMatchObject({
      outcome: 'not in theme',
      reason: 'no variant script: a select of variants the form posts (the chosen one is added)',
    });
    expect(outcome('quick add')).toMatchObject({ outcome: 'not in theme' });
    expect(outcome('predictive search')).toMatchObject({ outcome: 'not in theme' });
    expect(outcome('variant → price + URL').problems.some((p) => /^\/products\/the-everyday: 404 .*missing-module\.js/.test(p))).toBe(true);
  } finally {
    await server.close();
    rmSync(stateDir, { recursive: true, force: true });
  }
});

test("the report's browser pass: each page's console errors and failed requests, but not a 404 page's own status", async () => {
  test.setTimeout(60_000);
  const stateDir = mkdtempSync(path.join(tmpdir(), 'flows-theme-'));
  const server = await startServer({
    port: 0,
    stateDir,
    reset: true,
    themeRoot: path.resolve('tests/fixtures/flows-theme'),
    strict: false,
    logError: () => {},
  });
  try {
    const row = (page: string, url: string, expected: number) => ({ page, url, expected, status: expected, shown: 0, reported: [], html: '' });
    const results = await browsePages(server.url, [row('home', '/', 200), row('404', '/no-such-page', 404)], [1280]);
    const missing = `${server.url}/cdn/shop/t/1/assets/missing-module.js?v=0`;
    const logged = 'console: Failed to load resource: the server responded with a status of 404 (Not Found)';
    expect(results.map((r) => [r.page, r.status, r.problems.sort()])).toEqual([
      ['home', 200, [`/: 404 ${missing}`, `/: ${logged}`]],
      // (The theme has no 404 template: the preview's own 404 page, without the theme's layout.)
      ['404', 404, []],
    ]);
  } finally {
    await server.close();
    rmSync(stateDir, { recursive: true, force: true });
  }
});
