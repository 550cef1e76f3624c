// `npm run liquid-spec` given bad options: a sentence saying what is wrong and the usage, exit code 2, no stack trace.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'spec-cli-'));
const suites = fs.mkdtempSync(path.join(os.tmpdir(), 'spec-cli-'));
fs.mkdirSync(path.join(suites, 'specs', 'tiny'), { recursive: true });
fs.writeFileSync(path.join(suites, 'specs', 'tiny', 'suite.yml'), 'name: Tiny\n');
afterAll(() => [empty, suites].forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function runner(...args: string[]): { code: number | null; err: string } {
  const res = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/liquid-spec/cli.ts', ...args], { cwd: root, encoding: 'utf8', timeout: 30_000 });
  return { code: res.status, err: res.stderr };
}

describe('liquid-spec runner: bad options', () => {
  it.each([
    [['--spec-dir', '/no/such/folder'], '--spec-dir /no/such/folder: no such folder'],
    [['--spec-dir', empty], 'no suites there'],
    [['--spec-dir', suites, '--suite', 'nope'], '--suite nope: no such suite; there are tiny'],
    [['--spec-dir', suites, '--timeout', 'soon'], '--timeout takes a whole number of milliseconds'],
    [['--spec-dir', suites, '--show', 'lots'], '--show takes a whole number of specs'],
    [['--spec-dir', suites, '--theme', empty], `--theme ${empty}: no snippets/ folder there`],
    [['--spec-dir', suites, 'stray'], "Unexpected argument 'stray'"],
    [['--bogus'], "Unknown option '--bogus'"],
  ])('%j says what is wrong', (args, text) => {
    const { code, err } = runner(...args);
    expect(code).toBe(2);
    expect(err).toContain(text);
    expect(err).toContain('Usage: npm run liquid-spec');
    expect(err).not.toMatch(/\n\s+at /);
  });
});
