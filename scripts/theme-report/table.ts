// The render report's text: one row per page type (status, expected, Liquid errors shown and silent),
// the totals, the page types the theme does not implement, then the errors by message and by place.
import type { PageRow } from './pages';

/**
 * Page types that answered another status than a shopper should get. One the theme does not
 * implement may answer what it likes (a redirect, a 404), but never a server error.
 */
export const unexpectedStatuses = (rows: PageRow[]): number => rows.filter((r) => (r.missing ? r.status >= 500 : r.status !== r.expected)).length;

export function reportLines(themeRoot: string, rows: PageRow[], details = false): string[] {
  const out: string[] = [];
  const messages = new Map<string, number>();
  for (const e of rows.flatMap((r) => r.reported)) {
    const key = `${e.kind === 'syntax' ? 'syntax' : 'error'} ${e.file}:${e.line} ${e.message}`;
    messages.set(key, (messages.get(key) ?? 0) + 1);
  }
  const pad = (s: string | number, n: number): string => String(s).padEnd(n);
  out.push(`Theme: ${themeRoot}\n`);
  out.push(`| ${pad('page', 20)} | ${pad('url', 58)} | status | expected | Liquid errors shown | silent |`);
  out.push(`|${'-'.repeat(22)}|${'-'.repeat(60)}|--------|----------|---------------------|--------|`);
  for (const r of rows) {
    const expected = r.missing ? 'not in theme' : r.expected;
    const silent = Math.max(0, r.reported.length - r.shown);
    out.push(`| ${pad(r.page, 20)} | ${pad(r.url, 58)} | ${pad(r.status, 6)} | ${pad(expected, 8)} | ${pad(r.shown, 19)} | ${pad(silent, 6)} |`);
  }
  const shown = rows.reduce((n, r) => n + r.shown, 0);
  const silent = rows.reduce((n, r) => n + Math.max(0, r.reported.length - r.shown), 0);
  const wrong = unexpectedStatuses(rows);
  const absent = rows.filter((r) => r.missing).map((r) => `${r.page} (${r.missing})`);
  out.push(
    `\n${rows.length} pages, ${wrong} with an unexpected status, ${shown} Liquid errors shown on them, ${silent} more raised silently (where Liquid prints nothing, as in a failing assign).`,
  );
  if (absent.length) out.push(`Not in the theme (any status but a 5xx is fine): ${absent.join(', ')}.`);
  if (messages.size) {
    const byMessage = new Map<string, number>();
    for (const [key, count] of messages) {
      const message = key.replace(/^\S+ \S+ /, '');
      byMessage.set(message, (byMessage.get(message) ?? 0) + count);
    }
    out.push('\nLiquid errors by message (count):');
    for (const [message, count] of [...byMessage].sort((a, b) => b[1] - a[1])) out.push(`  ${count} × ${message}`);
    out.push('\nDistinct Liquid errors by place (count):');
    const list = [...messages].sort((a, b) => b[1] - a[1]);
    for (const [message, count] of details ? list : list.slice(0, 40)) out.push(`  ${count} × ${message}`);
  }
  return out;
}
