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
import { parseSetting, themeWithSettings, type SettingChange } from './theme-report/theme-settings';
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
    setting: { type: 'string', multiple: true },
    only: { type: 'string', multiple: true },
  },
});
if (!values.theme) {
  console.error(
    "usage: npx tsx scripts/render-theme-report.ts --theme DIR [--details] [--save DIR (writes each page's HTML)] [--browser] [--flows [--only FLOW]...] [--setting name=value | templates/x.json#section.name=value]...",
  );
  process.exit(2);
}
// With --setting, a temporary copy of the theme with those settings changed (theme-settings.ts).
const themeDir = path.resolve(values.theme);
let changes: SettingChange[] = [];
let themeRoot = themeDir;
try {
  changes = (values.setting ?? []).map(parseSetting);
  if (changes.length) themeRoot = themeWithSettings(themeDir, changes);
} catch (err) {
  console.error((err as Error).message);
  process.exit(2);
}
if (changes.length) process.on('exit', () => rmSync(themeRoot, { recursive: true, force: true }));
const themeLabel = changes.length ? `${themeDir} with ${values.setting!.join(', ')}` : themeDir;

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
    const cookies = themeDir === path.resolve('.') ? [{ name: AGE_COOKIE, value: 'true' }] : [];
    const results = await runFlows(server.url, themeRoot, { cookies, only: values.only });
    for (const line of flowLines(themeLabel, results)) console.log(line);
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

for (const line of reportLines(themeLabel, rows, values.details)) console.log(line);
if (values.browser) for (const line of browsedLines(browsed)) console.log(line);
process.exitCode = unexpectedStatuses(rows) || browsed.some((b) => b.problems.length) ? 1 : 0;
