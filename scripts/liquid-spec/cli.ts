// `npm run liquid-spec -- --spec-dir DIR`: runs a Shopify/liquid-spec checkout (kept outside this
// repository) through the preview's engine and reports conformance per suite.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadSuites } from './load';
import { workerPool } from './pool';
import { jsonReport, textReport } from './report';
import { runSuites } from './run';

const USAGE = `Usage: npm run liquid-spec -- --spec-dir DIR [--suite NAME] [--filter TEXT] [--show N] [--timeout MS] [--json]
  --spec-dir  a checkout of https://github.com/Shopify/liquid-spec (or its specs/ folder)
  --suite     only this suite (folder name under specs/)
  --filter    only specs whose name contains TEXT
  --show      failing specs listed per suite (default 10)
  --timeout   time limit per spec in ms (default 3000); a spec past it fails as "timeout"
  --theme     a checkout of the theme the suite's theme pages come from (Shopify/dawn, kept outside
              this repository): those pages render with its snippets and locales
  --json      machine-readable output`;

type Args = ReturnType<typeof readArgs>;

function readArgs() {
  return parseArgs({
    options: {
      'spec-dir': { type: 'string' },
      suite: { type: 'string' },
      filter: { type: 'string' },
      show: { type: 'string', default: '10' },
      timeout: { type: 'string', default: '3000' },
      theme: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  }).values;
}

/** What is wrong with the options, in a sentence, or undefined when they can run. */
function usageProblem(specDir: string, show: number, timeout: number, theme: string | undefined): string | undefined {
  if (!Number.isInteger(show) || show < 0) return '--show takes a whole number of specs (0 or more)';
  if (!Number.isInteger(timeout) || timeout < 1) return '--timeout takes a whole number of milliseconds (1 or more)';
  if (!fs.existsSync(specDir) || !fs.statSync(specDir).isDirectory()) return `--spec-dir ${specDir}: no such folder; fetch Shopify/liquid-spec and point at it`;
  if (theme !== undefined && !fs.existsSync(path.join(theme, 'snippets')))
    return `--theme ${theme}: no snippets/ folder there; point it at a theme's root folder`;
  return undefined;
}

/** Says what is wrong and how to call the runner, without a stack trace, and exits with 2. */
function usageError(problem: string): void {
  console.error(`${problem}\n\n${USAGE}`);
  process.exitCode = 2;
}

async function main(): Promise<void> {
  let values: Args;
  try {
    values = readArgs();
  } catch (err) {
    usageError((err as Error).message); // a mistyped option or a stray argument
    return;
  }
  if (values.help || !values['spec-dir']) {
    console.log(USAGE);
    process.exitCode = values.help ? 0 : 2;
    return;
  }
  const show = Number(values.show);
  const timeout = Number(values.timeout);
  const problem = usageProblem(values['spec-dir'], show, timeout, values.theme);
  if (problem) {
    usageError(problem);
    return;
  }
  const suites = loadSuites(values['spec-dir']);
  const unknown = values.suite !== undefined && !suites.some((s) => s.id === values.suite);
  if (suites.length === 0 || unknown) {
    usageError(
      suites.length === 0
        ? `--spec-dir ${values['spec-dir']}: no suites there (a suite is a folder with a suite.yml, under specs/)`
        : `--suite ${values.suite}: no such suite; there are ${suites.map((s) => s.id).join(', ')}`,
    );
    return;
  }
  const pool = workerPool(timeout, undefined, values.theme);
  let done = 0;
  try {
    const reports = await runSuites(suites, pool.render, {
      suite: values.suite,
      filter: values.filter,
      onResult: () => {
        if (process.stderr.isTTY && ++done % 100 === 0) process.stderr.write(`\r${done} specs run`);
      },
    });
    if (process.stderr.isTTY) process.stderr.write('\r');
    console.log(values.json ? jsonReport(reports, show) : textReport(reports, show));
  } finally {
    await pool.close();
  }
}

await main();
