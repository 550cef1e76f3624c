// `npx tsx scripts/render-theme-report.ts --theme DIR`: renders every page type of the sample shop
// through a theme (as `npm start -- --theme DIR` serves it, Liquid errors inline) and prints a
// table of page, URL, status and the Liquid errors each page printed; then the distinct errors.
// A page type whose template the theme does not have is listed as not in the theme, not as a failure.
// With `--browser` it also loads each page in offline Chromium at 1280 and 375 px (the theme's own
// JavaScript running) and lists every console error and failed request.
// With `--flows` it drives the theme's own JavaScript in offline Chromium through the shopper flows
// (scripts/theme-report/flows.ts) at 1280 and 375 px instead, and prints a pass/fail table.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startServer } from '../preview/server';
import { visitPages, type PageRow } from './theme-report/pages';
import { browsedLines, browsePages, type BrowsedPage } from './theme-report/page-browser';
import { reportLines, unexpectedStatuses } from './theme-report/table';
import { runFlows } from './theme-report/flow-run';
import { failedFlows, flowLines } from './theme-report/flows-table';
import { AGE_COOKIE } from '../tests/e2e/fixtures';

const { values } = parseArgs({
  options: {
    theme: { type: 'string' },
    details: { type: 'boolean', default: false },
    save: { type: 'string' },
    flows: { type: 'boolean', default: false },
    browser: { type: 'boolean', default: false },
    only: { type: 'string', multiple: true },
  },
});
if (!values.theme) {
  console.error(
    "usage: npx tsx scripts/render-theme-report.ts --theme DIR [--details] [--save DIR (writes each page's HTML)] [--browser] [--flows [--only FLOW]...]",
  );
  process.exit(2);
}
const themeRoot = path.resolve(values.theme);

const stateDir = mkdtempSync(path.join(tmpdir(), 'theme-report-'));
const server = await startServer({
  port: 0,
  stateDir,
  reset: true,
  themeRoot,
  strict: false,
  logError: () => {},
});

if (values.flows) {
  try {
    // Olivine's age gate (its own cookie) would cover every page; other themes have none.
    const cookies = themeRoot === path.resolve('.') ? [{ name: AGE_COOKIE, value: 'true' }] : [];
    const results = await runFlows(server.url, themeRoot, { cookies, only: values.only });
    for (const line of flowLines(themeRoot, results)) console.log(line);
    process.exitCode = failedFlows(results) ? 1 : 0;
  } finally {
    await server.close();
    rmSync(stateDir, { recursive: true, force: true });
  }
  process.exit();
}

let rows: PageRow[];
let browsed: BrowsedPage[] = [];
try {
  rows = await visitPages(server, themeRoot);
  if (values.save) for (const r of rows) writeFileSync(path.join(values.save, `${r.page.replace(/\W+/g, '-')}.html`), r.html);
  if (values.browser) browsed = await browsePages(server.url, rows);
} finally {
  await server.close();
  rmSync(stateDir, { recursive: true, force: true });
}

for (const line of reportLines(themeRoot, rows, values.details)) console.log(line);
if (values.browser) for (const line of browsedLines(browsed)) console.log(line);
process.exitCode = unexpectedStatuses(rows) || browsed.some((b) => b.problems.length) ? 1 : 0;
