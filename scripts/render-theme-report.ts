// `npx tsx scripts/render-theme-report.ts --theme DIR`: renders every page type of the sample shop
// through a theme (as `npm start -- --theme DIR` serves it, Liquid errors inline) and prints a
// table of page, URL, status and the Liquid errors each page printed; then the distinct errors.
// A page type whose template the theme does not have is listed as not in the theme, not as a failure.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startServer } from '../preview/server';
import { visitPages, type PageRow } from './theme-report/pages';
import { reportLines, unexpectedStatuses } from './theme-report/table';

const { values } = parseArgs({ options: { theme: { type: 'string' }, details: { type: 'boolean', default: false }, save: { type: 'string' } } });
if (!values.theme) {
  console.error("usage: npx tsx scripts/render-theme-report.ts --theme DIR [--details] [--save DIR (writes each page's HTML)]");
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

let rows: PageRow[];
try {
  rows = await visitPages(server, themeRoot);
  if (values.save) for (const r of rows) writeFileSync(path.join(values.save, `${r.page.replace(/\W+/g, '-')}.html`), r.html);
} finally {
  await server.close();
  rmSync(stateDir, { recursive: true, force: true });
}

for (const line of reportLines(themeRoot, rows, values.details)) console.log(line);
process.exitCode = unexpectedStatuses(rows) ? 1 : 0;
