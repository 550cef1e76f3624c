// A developer whose Node is older than package.json's "engines" (this machine's /usr/bin/node is
// 20): npm install, npm start, npm run preview / dev, npm test and preview/cli.ts stop at once with
// a message naming the Node needed and the commands that get it, where they used to die silently
// in the native SQLite module (exit 139). The real commands, under a real old Node.
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { tempDir } from './helpers';

const repo = path.resolve('.');
const engines = (JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8')) as { engines: { node: string } }).engines.node;
const [floorMajor = 0, floorMinor = 0] = (/^>=\s*(\d+)(?:\.(\d+))?/.exec(engines) ?? []).slice(1).map(Number);

const isOld = (version: string) => {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return major < floorMajor || (major === floorMajor && minor < floorMinor);
};

function versionOf(node: string): string | null {
  const res = spawnSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8', timeout: 15_000 });
  return res.status === 0 ? res.stdout.trim() : null;
}

/** A Node older than "engines": one on this machine if there is one, else Node 20 from the npm registry into a cache. */
function findOldNode(): { node: string; version: string } {
  const which = spawnSync('which', ['-a', 'node'], { encoding: 'utf8' }).stdout.split('\n');
  for (const candidate of new Set([...which, '/usr/bin/node', '/usr/local/bin/node'])) {
    if (candidate === '' || !fs.existsSync(candidate)) continue;
    const version = versionOf(candidate);
    if (version !== null && isOld(version)) return { node: candidate, version };
  }
  const home = path.join(os.homedir(), '.cache', 'olivine-node20');
  const pkg = `node-linux-${process.arch}`;
  const node = path.join(home, 'node_modules', pkg, 'bin', 'node');
  if (!fs.existsSync(node)) {
    fs.mkdirSync(home, { recursive: true });
    fs.writeFileSync(path.join(home, 'package.json'), '{ "name": "olivine-node20", "private": true }\n');
    const res = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', `${pkg}@20`], { cwd: home, encoding: 'utf8', timeout: 300_000 });
    if (res.status !== 0) throw new Error(`could not fetch Node 20 (${pkg}) into ${home}: ${res.stderr}`);
  }
  return { node, version: versionOf(node)! };
}

let old: { node: string; version: string };

/** The developer's shell with the old Node first on PATH (none of the test run's npm_* settings). */
function shellEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) if (!/^npm_/i.test(key) && key !== 'NODE_OPTIONS') env[key] = value;
  return {
    ...env,
    PATH: `${path.dirname(old.node)}${path.delimiter}${process.env.PATH ?? ''}`,
    PORT: '0',
    PREVIEW_STATE_DIR: tempDir('olivine-old-node-'),
    ...extra,
  };
}

function run(command: string, args: string[], cwd = repo): SpawnSyncReturns<string> {
  return spawnSync(command, args, { cwd, env: shellEnv(), encoding: 'utf8', timeout: 90_000 });
}

function expectStopped(res: SpawnSyncReturns<string>, runAgain: string) {
  const said = `${res.stdout}\n${res.stderr}`;
  expect(res.signal, said).toBeNull();
  expect(res.status, said).toBe(1);
  expect(res.stderr).toContain(`Olivine needs Node ${engines} (package.json "engines"); this is Node ${old.version} (${old.node}).`);
  expect(res.stderr).toContain('  source scripts/use-node24.sh\n');
  expect(res.stderr).toContain(`  npm install && ${runAgain}\n`);
  // Stopped before the build and the server: nothing of theirs ran.
  expect(said).not.toMatch(/modules transformed|Offline storefront/);
}

// Each case starts npm or tsx under the old Node: seconds on a busy machine (minutes if Node 20 has to be fetched).
describe(`on a Node older than ${engines}`, { timeout: 180_000 }, () => {
  beforeAll(() => {
    old = findOldNode();
    expect(isOld(old.version)).toBe(true);
  }, 330_000);

  it.each([
    ['start', 'npm start'],
    ['test', 'npm test'],
    ['run preview', 'npm run preview'],
    ['run dev', 'npm run dev'],
  ])('npm %s stops with the Node it needs and how to get it', (script, again) => {
    expectStopped(run('npm', script.split(' ')), again);
  });

  it('npx tsx preview/cli.ts stops and names that command again', () => {
    expectStopped(run('npx', ['tsx', 'preview/cli.ts', '--strict']), 'npx tsx preview/cli.ts --strict');
  });

  it('npm install stops at its first script, before any package runs its own', () => {
    // The root package as it is, without its dependencies (installing those is not the point).
    const dir = tempDir('olivine-old-node-install-');
    const manifest = JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8')) as Record<string, unknown>;
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ ...manifest, dependencies: {}, devDependencies: {} }));
    fs.mkdirSync(path.join(dir, 'scripts'));
    fs.copyFileSync(path.join(repo, 'scripts/check-node.cjs'), path.join(dir, 'scripts/check-node.cjs'));
    expectStopped(run('npm', ['install', '--offline', '--no-audit', '--no-fund'], dir), 'npm start');
  });

  it('preview/cli.ts run directly stops before the native module loads (it used to segfault)', () => {
    expectStopped(run(old.node, [path.join(repo, 'node_modules/tsx/dist/cli.mjs'), 'preview/cli.ts']), 'npm start');
  });

  it("the message's commands put a new enough Node first on PATH", () => {
    const res = spawnSync('bash', ['-c', 'source scripts/use-node24.sh && node scripts/check-node.cjs && node -p process.versions.node'], {
      cwd: repo,
      env: shellEnv(),
      encoding: 'utf8',
      timeout: 300_000,
    });
    expect(res.status, res.stderr).toBe(0);
    expect(isOld(res.stdout.trim())).toBe(false);
  });
});

describe('on a new enough Node', () => {
  it('the check says nothing and lets the command run', () => {
    const res = spawnSync(process.execPath, ['scripts/check-node.cjs'], { cwd: repo, encoding: 'utf8' });
    expect(isOld(process.versions.node)).toBe(false);
    expect(res.status).toBe(0);
    expect(res.stdout + res.stderr).toBe('');
  });
});

describe('README', () => {
  it('gives the same commands as the message', () => {
    const readme = fs.readFileSync(path.join(repo, 'README.md'), 'utf8');
    expect(readme).toContain(`Node ≥ ${engines.replace(/^>=\s*/, '')} is required`);
    expect(readme).toContain('```sh\nsource scripts/use-node24.sh\nnpm install && npm start\n```');
  });
});
