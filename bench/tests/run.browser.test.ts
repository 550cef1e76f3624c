// `npm run bench` end to end against the fixture shop (via --url): files written, Markdown on
// stdout, exit 0 although budgets fail; exit 1 when a page cannot be measured.
import { spawn, spawnSync } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { tempDir } from '../../tests/helpers/temp-dir';
import type { BenchResults } from '../lib/results';
import { startFixtureShop, type FixtureShop } from './fixture-shop';

const repoRoot = path.resolve(import.meta.dirname, '..', '..');

let shop: FixtureShop;
beforeAll(async () => {
  shop = await startFixtureShop();
});
afterAll(async () => {
  await shop.close();
});

// The fixture runs in this process, so the bench must run as a child without blocking the loop.
function bench(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'bench', 'run.ts'), ...args], { cwd: repoRoot });
    let stdout = '';
    let stderr = '';
    // Decoded as a stream, so a UTF-8 character split across two chunks stays whole.
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

it('measures the pages, writes latest.json and latest.md and prints the Markdown', async () => {
  const out = tempDir('bench-run-');
  // One page, no Lighthouse: its audits are covered in lighthouse.test.ts; this is the run around them.
  // The search overlay timing runs here only (the fixture has no overlay: it reports a skip).
  const { code, stdout, stderr } = await bench([
    '--url',
    shop.url,
    '--only',
    'home',
    '--skip-lighthouse',
    '--skip-render',
    '--skip-drawer',
    '--skip-load',
    '--out',
    out,
  ]);
  expect(code, stderr).toBe(0);
  const md = readFileSync(path.join(out, 'latest.md'), 'utf8');
  expect(stdout).toBe(md);
  const json = JSON.parse(readFileSync(path.join(out, 'latest.json'), 'utf8')) as BenchResults;
  expect(json.pages.map((p) => [p.kind, p.path])).toEqual([['home', '/']]);
  for (const page of json.pages) {
    expect(page.lighthouse).toBeNull();
    expect(page.js?.beforeLoadGzipBytes).toBeGreaterThan(0);
  }
  expect(json.errors).toEqual([]);
  expect(json.searchOverlay).toEqual({ skipped: 'no search overlay on the home page' });
  // Nor a product form or an overlay to interact with: skipped, not harness errors.
  expect(json.firstInteraction?.rows.map((r) => ('skipped' in r ? r.skipped : r))).toEqual([
    'no product with several available variants at different prices',
    'no search overlay on the home page',
  ]);
  expect(json.versions.lighthouse).toBe('13.5.0');
  // The fixture's lazy chunk is over the no-interaction JS budget: the budget fails, and the run still exits 0.
  expect(json.budgets.find((b) => b.what.startsWith('JS transferred with no interaction'))).toMatchObject({ pass: false, failing: ['home'] });
  expect(json.budgets.find((b) => b.what.startsWith('Lighthouse accessibility'))).toMatchObject({ pass: null });
}, 120_000);

it('measures only the JS with --skip-lighthouse, each page type asked for, from a base URL given with a trailing slash', async () => {
  const out = tempDir('bench-run-');
  const { code, stdout } = await bench([
    '--url',
    `${shop.url}/`,
    '--only',
    'article,cart',
    '--skip-lighthouse',
    '--skip-render',
    '--skip-drawer',
    '--skip-search',
    '--skip-first-interaction',
    '--skip-load',
    '--out',
    out,
  ]);
  expect(code).toBe(0);
  expect(stdout).toMatch(/\| article `\/blogs\/glog\/first-post` \| — \| — \| — \| — \| — \| — \| — \| — \| \d+\.\d \| \d+\.\d \|/);
  const json = JSON.parse(readFileSync(path.join(out, 'latest.json'), 'utf8')) as BenchResults;
  expect(json.pages.map((p) => [p.kind, p.path])).toEqual([
    ['article', '/blogs/glog/first-post'],
    ['cart', '/cart'],
  ]);
  expect(json.pages.every((p) => p.lighthouse === null && p.js !== null)).toBe(true);
}, 60_000);

it('exits 1 and names the page and the reason when the storefront cannot be reached', async () => {
  const out = tempDir('bench-run-');
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const port = (closed.address() as AddressInfo).port;
  await new Promise((resolve) => closed.close(resolve)); // nothing listens there any more
  const { code, stdout } = await bench([
    '--url',
    `http://127.0.0.1:${port}`,
    '--only',
    'home',
    '--skip-render',
    '--skip-drawer',
    '--skip-search',
    '--skip-first-interaction',
    '--skip-load',
    '--out',
    out,
  ]);
  expect(code).toBe(1);
  expect(stdout).toContain('## Harness errors');
  expect(stdout).toMatch(/- home: fetch failed \(.*ECONNREFUSED.*\)/);
  expect(readFileSync(path.join(out, 'latest.md'), 'utf8')).toBe(stdout);
}, 60_000);

it('rejects unknown options with exit 1 and writes nothing', () => {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'bench', 'run.ts'), '--only', 'checkout'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('unknown page type(s) checkout');
  expect(result.stdout).toBe('');
});
