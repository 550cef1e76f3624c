// `npm run liquid-spec -- --spec-dir DIR`: runs a Shopify/liquid-spec checkout (kept outside this
// repository) through the preview's engine and reports conformance per suite.
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

async function main(): Promise<void> {
  const { values } = parseArgs({
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
  });
  if (values.help || !values['spec-dir']) {
    console.log(USAGE);
    process.exitCode = values.help ? 0 : 2;
    return;
  }
  const show = Number(values.show);
  const pool = workerPool(Number(values.timeout), undefined, values.theme);
  let done = 0;
  try {
    const reports = await runSuites(loadSuites(values['spec-dir']), pool.render, {
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
