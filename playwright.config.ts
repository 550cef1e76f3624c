// End-to-end tests in Chromium against the offline storefront, started on a free port with a
// fresh state directory. The port and directory are chosen once in the runner process and
// inherited by the workers through the environment.
import { defineConfig } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { chromiumPath, OFFLINE_ARGS } from './tests/e2e/browser';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

process.env.OLIVINE_E2E_PORT ??= String(await freePort());
if (!process.env.OLIVINE_E2E_STATE) {
  const stateDir = mkdtempSync(path.join(tmpdir(), 'olivine-e2e-'));
  process.env.OLIVINE_E2E_STATE = stateDir;
  // The runner made it, so the runner removes it: on exit, once the web server has stopped.
  process.on('exit', () => rmSync(stateDir, { recursive: true, force: true }));
}
const port = process.env.OLIVINE_E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: 'tests/e2e',
  // The preview serves the built theme: a fresh clone (or a stale build) is built first.
  globalSetup: './tests/setup/theme-build.ts',
  fullyParallel: true,
  // Two workers at least: on a 2-core machine (CI) one worker leaves a core idle while Chromium
  // waits on the preview, and the suite takes twice as long.
  workers: Math.max(2, Math.floor(availableParallelism() / 2)),
  retries: 0,
  timeout: 30_000,
  // toPass tries again after 25, 50, 100 ms, then every 250 ms (Playwright's 100, 250, 500, then every
  // second); expect.poll does the same through tests/e2e/fixtures.ts.
  expect: { timeout: 5_000, toPass: { intervals: [25, 50, 100, 250] } },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath,
      args: OFFLINE_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'npx tsx preview/cli.ts --reset --strict',
    url: `${baseURL}/cart.js`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: port, HOST: '127.0.0.1', PREVIEW_STATE_DIR: process.env.OLIVINE_E2E_STATE },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
