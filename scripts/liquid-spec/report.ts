// Prints the runner's per-suite table and the next failing specs (text), or the same as JSON.
import type { SpecResult, SuiteReport } from './run';

const pct = (n: number, of: number): string => (of === 0 ? '-' : `${((100 * n) / of).toFixed(1)} %`);

function short(text: string | undefined, max = 160): string {
  const s = JSON.stringify(text ?? '');
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}

function row(cells: (string | number)[], widths: number[]): string {
  return cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i] ?? 0) : String(c).padStart(widths[i] ?? 0))).join('  ');
}

export function table(reports: SuiteReport[]): string {
  const head = ['suite', 'run', 'skipped', 'passed', 'failed', 'pass %', 'cleared'];
  const rows = reports.map((r) => [r.id, r.run, r.skipped, r.passed, r.failed, pct(r.passed, r.run), r.cleared]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i] ?? '').length)));
  return [row(head, widths), ...rows.map((r) => row(r, widths))].join('\n');
}

function skipLines(reports: SuiteReport[]): string[] {
  return reports
    .filter((r) => r.skipped > 0)
    .map(
      (r) =>
        `  ${r.id}: ${Object.entries(r.skipReasons)
          .sort((a, b) => b[1] - a[1])
          .map(([why, n]) => `${n} ${why}`)
          .join('; ')}`,
    );
}

function failureLines(f: SpecResult): string[] {
  return [
    `- [${f.suite}] ${f.name} (complexity ${f.complexity})`,
    `    template: ${short(f.template)}`,
    `    expected: ${short(f.expected)}`,
    `    got:      ${short(f.got)}`,
  ];
}

export function textReport(reports: SuiteReport[], show: number): string {
  const out = [table(reports)];
  const raised = reports
    .filter((r) => r.parseErrors.expected > 0)
    .map((r) => `  ${r.id}: ${r.parseErrors.raised} of ${r.parseErrors.expected} (${pct(r.parseErrors.raised, r.parseErrors.expected)})`);
  if (raised.length) out.push('', 'Specs expecting a parse error where the engine raised one (any message):', ...raised);
  const skips = skipLines(reports);
  if (skips.length) out.push('', 'Skipped, by the feature the suite gates them on:', ...skips);
  for (const r of reports) {
    const failures = r.results.filter((x) => !x.pass).slice(0, show);
    if (failures.length === 0) continue;
    out.push('', `Next failing specs in ${r.id} (lowest complexity first):`, ...failures.flatMap(failureLines));
  }
  return out.join('\n');
}

export function jsonReport(reports: SuiteReport[], show: number): string {
  return JSON.stringify(
    reports.map(({ results, ...r }) => ({ ...r, failures: results.filter((x) => !x.pass).slice(0, show) })),
    null,
    2,
  );
}
