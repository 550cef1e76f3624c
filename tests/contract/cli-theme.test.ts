// `npm start -- --theme DIR [--strict]` (preview/cli.ts) as a developer runs it on their own theme:
// it serves that folder with the sample shop, logs Liquid errors with file and line, and refuses a
// folder that is not a theme.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { tempDir } from './helpers';

const themeRoot = path.resolve('tests/fixtures/blocks-theme');
const running: ChildProcess[] = [];

function startCli(args: string[]): { child: ChildProcess; url: Promise<string>; stderr: () => string; exit: Promise<number | null> } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'preview/cli.ts', ...args], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', PREVIEW_STATE_DIR: tempDir('olivine-cli-') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let err = '';
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      const found = /(http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (found) resolve(`${found[1]}|${line}`);
    });
    void exit.then((code) => reject(new Error(`cli exited with ${code}: ${err}`)));
  });
  // A refused start rejects `url` with no one waiting for it; the test reads `exit` instead.
  url.catch(() => undefined);
  return { child, url, stderr: () => err, exit };
}

afterEach(() => {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGTERM');
});

// Each test starts tsx in a child process: seconds on a busy machine.
describe('preview/cli.ts --theme', { timeout: 60_000 }, () => {
  it('serves the given theme folder with the sample shop, printing Liquid errors inline and logging them', async () => {
    const cli = startCli(['--theme', 'tests/fixtures/blocks-theme']);
    const [url, line] = (await cli.url).split('|') as [string, string];
    expect(line).toBe(`Offline storefront for ${themeRoot}: ${url}`);
    const home = await fetch(`${url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<h2 class="stack-title">Stack title</h2>');
    const broken = await fetch(`${url}/?view=errors`);
    expect(broken.status).toBe(200);
    // An unknown filter prints its input as on Shopify; the terminal still names it.
    expect(await broken.text()).toContain(
      '<p class="bad">x</p>\nLiquid error (sections/broken-runtime.liquid line 3): Could not find asset snippets/missing-snippet.liquid',
    );
    await expect.poll(cli.stderr).toContain('[preview] Liquid error in sections/broken-runtime.liquid line 2: Unknown filter: no_such_filter');
  });

  it('with --strict answers a Liquid error with the error page', async () => {
    const cli = startCli(['--theme', themeRoot, '--strict']);
    const [url] = (await cli.url).split('|') as [string];
    const broken = await fetch(`${url}/?view=errors`);
    expect(broken.status).toBe(500);
    expect(await broken.text()).toContain('sections/broken-runtime.liquid, line 2');
  });

  it('refuses a folder without layout/theme.liquid', async () => {
    const cli = startCli(['--theme', 'tests/fixtures']);
    expect(await cli.exit).toBe(2);
    expect(cli.stderr()).toContain('--theme tests/fixtures: no layout/theme.liquid there');
  });
});

describe('preview/cli.ts options', { timeout: 60_000 }, () => {
  it('--help prints the options and exits 0; an unknown option says so with the usage, without a stack trace', async () => {
    const help = startCli(['--help']);
    expect(await help.exit).toBe(0);
    const wrong = startCli(['--them', 'x']);
    expect(await wrong.exit).toBe(2);
    expect(wrong.stderr()).toMatch(/Unknown option '--them'/);
    expect(wrong.stderr()).toMatch(/usage: npm start -- \[--theme DIR\]/);
    expect(wrong.stderr()).not.toMatch(/\n\s+at /);
  });
});
