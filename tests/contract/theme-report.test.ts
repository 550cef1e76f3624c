// The render report (scripts/render-theme-report.ts) through a theme of its own
// (tests/fixtures/report-theme): a file that does not parse is counted on every page that prints
// its error, errors Liquid prints nothing for are counted apart, and page types the theme has no
// template or section for (customer accounts, predictive search) are listed as not in the theme.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type PreviewServer } from '../../preview/server';
import { visitPages, type PageRow } from '../../scripts/theme-report/pages';
import { reportLines, unexpectedStatuses } from '../../scripts/theme-report/table';
import { tempDir } from './helpers';

const themeRoot = path.resolve('tests/fixtures/report-theme');
let server: PreviewServer;
let rows: PageRow[];
const row = (page: string): PageRow => rows.find((r) => r.page === page)!;

beforeAll(async () => {
  server = await startServer({ port: 0, stateDir: tempDir(), reset: true, themeRoot, strict: false, logError: () => {} });
  rows = await visitPages(server, themeRoot);
}, 30_000);
afterAll(() => server.close());

describe('render report', () => {
  it("counts a file's syntax error on every page that prints it, not only the first", () => {
    // The layout's snippet is on every page; the broken section on home and page.
    for (const page of ['home', 'page']) {
      expect(row(page).shown).toBe(2);
      expect(
        row(page)
          .reported.filter((e) => e.kind === 'syntax')
          .map((e) => e.file),
      ).toEqual(['sections/broken.liquid', 'snippets/broken-note.liquid']);
    }
    expect(row('product').shown).toBe(1);
    expect(row('product').html).toContain('Liquid syntax error (snippets/broken-note.liquid line 1)');
  });

  it('counts an error Liquid prints nothing for (a failing assign) as silent, not shown', () => {
    const lines = reportLines(themeRoot, rows);
    expect(
      row('home')
        .reported.filter((e) => e.kind === 'runtime')
        .map((e) => e.file),
    ).toEqual(['sections/quiet.liquid']);
    expect(lines.find((l) => l.startsWith('| home '))).toMatch(/\| 200 {4}\| 200 {6}\| 2 {19}\| 1 {6}\|$/);
  });

  it('lists the page types the theme has no template or section for as not in the theme', () => {
    const missing = rows.filter((r) => r.missing).map((r) => `${r.page}: ${r.missing}`);
    expect(missing).toEqual([
      'login: templates/customers/login',
      'register: templates/customers/register',
      'account: templates/customers/account',
      'addresses: templates/customers/addresses',
      'order: templates/customers/order',
      'predictive search: sections/predictive-search.liquid',
    ]);
    const lines = reportLines(themeRoot, rows);
    expect(lines.find((l) => l.startsWith('| predictive search '))).toMatch(/\| 404 {4}\| not in theme \|/);
    // A route the theme lacks may answer 404 or a redirect; only a server error counts against it.
    expect(unexpectedStatuses(rows.filter((r) => r.status < 500))).toBe(0);
    expect(unexpectedStatuses([{ ...row('predictive search'), status: 500 }])).toBe(1);
  });
});
