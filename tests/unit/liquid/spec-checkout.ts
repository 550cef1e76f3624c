// A scratch liquid-spec checkout per test: write its files, run its one suite, read a spec's outcome.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import { loadSuites } from '../../../scripts/liquid-spec/load';
import { renderSpec } from '../../../scripts/liquid-spec/render';
import { runSuites, type SuiteReport } from '../../../scripts/liquid-spec/run';

export const outcome = (report: SuiteReport, name: string): boolean | undefined => report.results.find((r) => r.name === name)?.pass;

/** Registers a fresh temporary checkout for every test of the calling file. */
export function scratchSpecCheckout() {
  let dir = '';
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spec-runner-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  function write(rel: string, text: string): void {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }

  /** Runs a suite named by `suiteYml` holding the specs of `specsYml`. */
  async function run(suiteYml: string, specsYml: string): Promise<SuiteReport> {
    write('specs/mine/suite.yml', suiteYml);
    write('specs/mine/cases.yml', specsYml);
    const [report] = await runSuites(loadSuites(dir), renderSpec);
    if (!report) throw new Error('no suite');
    return report;
  }

  return {
    get dir(): string {
      return dir;
    },
    write,
    run,
  };
}
