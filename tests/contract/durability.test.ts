// Durability of the offline storefront's state: the preview is killed with SIGKILL in the middle
// of 1,000 cart writes and restarted on the same state directory; every write it answered 200
// for is still there. (SQLite in WAL mode with synchronous=NORMAL: a commit is in the WAL before
// the answer leaves, so only a power cut, never a killed process, could lose it.)
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { client, tempDir } from './helpers';

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
const WRITES = 1000;
const KILL_AFTER = 400;
const IN_FLIGHT = 4;
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/** Starts `npm run preview`'s program on a free port over `stateDir`; resolves with its URL. */
function startPreviewProcess(stateDir: string): Promise<{ url: string; child: ChildProcess }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'preview/cli.ts'], {
      cwd: REPO_ROOT,
      env: { ...process.env, PORT: '0', PREVIEW_STATE_DIR: stateDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /storefront(?: for [^\n]*)?: (http:\/\/\S+)/i.exec(output);
      if (found) resolve({ url: found[1]!, child });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code, signal) => reject(new Error(`preview exited (${signal ?? code}) before it was ready:\n${output}`)));
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

it(`keeps every cart write it answered when killed mid-way through ${WRITES}`, { timeout: 120_000 }, async () => {
  const stateDir = tempDir('olivine-durability-');
  const first = await startPreviewProcess(stateDir);
  const shopper = client(first.url);
  expect((await shopper.json('/cart/update.js', { note: 'before the crash' })).status).toBe(200);

  const answered: number[] = [];
  let next = 0;
  let killed = false;
  const worker = async () => {
    while (next < WRITES && !killed) {
      const i = next++;
      try {
        const res = await shopper.json('/cart/update.js', { attributes: { [`write-${i}`]: String(i) } });
        if (res.status === 200) answered.push(i);
      } catch {
        // in flight when the process died: its outcome is unknown, and that is allowed
      }
      if (answered.length >= KILL_AFTER && !killed) {
        killed = true;
        first.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  expect(killed).toBe(true);
  await exited(first.child);

  const second = await startPreviewProcess(stateDir);
  const again = client(second.url);
  for (const [name, value] of shopper.cookies) again.cookies.set(name, value);
  const { status, body } = await again.json<{ note: string; attributes: Record<string, string> }>('/cart.js');
  expect(status).toBe(200);
  expect(body.note).toBe('before the crash');
  const lost = answered.filter((i) => body.attributes[`write-${i}`] !== String(i));
  expect(lost).toEqual([]);
  expect(answered.length).toBeGreaterThanOrEqual(KILL_AFTER);
});
