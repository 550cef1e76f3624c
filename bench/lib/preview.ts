// Starting the offline storefront for the bench (in a child process, see serve.ts), and making
// sure the Vite build it serves exists.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

export interface RunningPreview {
  url: string;
  /** the server's process, absent for a storefront the bench did not start (--url) */
  pid?: number;
  close(): Promise<void>;
}

/** A failure of the bench itself (as opposed to a budget that is not met): exit code 1. */
export class HarnessError extends Error {}

/** Runs `vite build` when the manifest the theme's vite-tag needs is missing. */
export function ensureBuild(log: (msg: string) => void): void {
  const manifest = path.join(repoRoot, 'assets', '.vite', 'manifest.json');
  if (existsSync(manifest)) return;
  log('assets/.vite/manifest.json is missing: running `npx vite build` first');
  // vite's output goes to our stderr: stdout carries only the Markdown report.
  const result = spawnSync('npx', ['vite', 'build'], { cwd: repoRoot, stdio: ['ignore', 2, 2] });
  if (result.status !== 0 || !existsSync(manifest)) {
    throw new HarnessError(`vite build failed (exit ${result.status ?? result.signal}); cannot benchmark without the JS build`);
  }
}

/** Starts a preview on a free loopback port with a fresh state directory (removed on close). */
export async function startPreview(opts: { dataDir?: string; themeRoot?: string; timeoutMs?: number } = {}): Promise<RunningPreview> {
  const stateDir = mkdtempSync(path.join(tmpdir(), 'olivine-bench-state-'));
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'serve.ts'), stateDir, opts.dataDir ?? '', opts.themeRoot ?? ''], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 2],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const cleanup = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const forced = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(forced);
    }
    rmSync(stateDir, { recursive: true, force: true });
  };
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new HarnessError('the preview did not start within the time limit')), opts.timeoutMs ?? 120_000);
      const lines = createInterface({ input: child.stdout! });
      lines.on('line', (line) => {
        try {
          const msg = JSON.parse(line) as { url?: unknown };
          if (typeof msg.url === 'string') {
            clearTimeout(timer);
            resolve(msg.url.replace(/\/$/, ''));
          }
        } catch {
          process.stderr.write(line + '\n'); // the server's own logging
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new HarnessError(`the preview exited (code ${code}) before listening; see its error above`));
      });
    });
    return { url, pid: child.pid, close: cleanup };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
