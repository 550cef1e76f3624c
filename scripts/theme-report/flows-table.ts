// The flows report's text: one row per flow with its outcome at each width (a short reason when
// it failed, the count of console errors and failed requests), then those problems by flow.
import type { FlowResult } from './flow-run';

const cell = (r: FlowResult | undefined): string => {
  if (!r) return '-';
  const outcome = r.outcome === 'fail' ? `FAIL: ${r.reason ?? ''}` : r.outcome === 'not in theme' ? `not in theme (${r.reason ?? ''})` : 'pass';
  return r.problems.length ? `${outcome} [${r.problems.length} problem${r.problems.length > 1 ? 's' : ''}]` : outcome;
};

/** Flows that failed at any width; a flow the theme does not have is not a failure. */
export const failedFlows = (results: FlowResult[]): number => results.filter((r) => r.outcome === 'fail').length;

export function flowLines(themeRoot: string, results: FlowResult[]): string[] {
  const widths = [...new Set(results.map((r) => r.width))];
  const flows = [...new Set(results.map((r) => r.flow))];
  const out = [`Theme: ${themeRoot}\n`, `| flow | ${widths.map((w) => `${w} px`).join(' | ')} |`, `|---|${widths.map(() => '---|').join('')}`];
  for (const flow of flows)
    out.push(`| ${flow} | ${widths.map((w) => cell(results.find((r) => r.flow === flow && r.width === w)).replaceAll('|', '\\|')).join(' | ')} |`);
  const passed = results.filter((r) => r.outcome === 'pass').length;
  const absent = results.filter((r) => r.outcome === 'not in theme').length;
  out.push(`\n${results.length} runs: ${passed} passed, ${failedFlows(results)} failed, ${absent} not in the theme.`);
  const withProblems = results.filter((r) => r.problems.length);
  if (withProblems.length) {
    out.push('\nConsole errors and failed requests (flow @ width):');
    for (const r of withProblems) for (const p of [...new Set(r.problems)]) out.push(`  ${r.flow} @ ${r.width}: ${p}`);
  }
  return out;
}
