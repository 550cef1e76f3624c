// Runs the specs of each suite (lowest complexity first) through a render function and tallies, per
// suite: run, skipped (by reason), passed, failed, the complexity level cleared and the failures.
import { complexityCleared, judge, planSpec } from './classify';
import type { Spec, Suite } from './load';
import type { RenderFn } from './pool';

export interface SpecResult {
  suite: string;
  name: string;
  complexity: number;
  template: string;
  pass: boolean;
  expected?: string;
  got?: string;
}

export interface SuiteReport {
  id: string;
  name: string;
  run: number;
  skipped: number;
  skipReasons: Record<string, number>;
  passed: number;
  failed: number;
  cleared: number;
  /** Runs of specs expecting a parse error, and those where the engine raised one (any message). */
  parseErrors: { expected: number; raised: number };
  results: SpecResult[];
}

export interface RunOptions {
  /** Only this suite (its folder name). */
  suite?: string;
  /** Only specs whose name contains this text (case-insensitive). */
  filter?: string;
  onResult?: (result: SpecResult) => void;
}

const hasExpectation = (s: Spec): boolean =>
  s.expected !== undefined || s.expectedPattern !== undefined || Object.values(s.errors).some((v) => v !== undefined);

export async function runSuite(suite: Suite, render: RenderFn, options: RunOptions = {}): Promise<SuiteReport> {
  const needle = options.filter?.toLowerCase();
  const specs = suite.specs
    .filter((s) => !needle || s.name.toLowerCase().includes(needle))
    .map((s, i) => ({ s, i }))
    .sort((a, b) => a.s.complexity - b.s.complexity || a.i - b.i)
    .map(({ s }) => s);
  const skipReasons: Record<string, number> = {};
  const results: SpecResult[] = [];
  const parseErrors = { expected: 0, raised: 0 };
  for (const spec of specs) {
    // A benchmark without an expected result measures time only: nothing to conform to.
    const plan = suite.timings && !hasExpectation(spec) ? { variants: [], skipReason: 'benchmark without expectation' } : planSpec(spec);
    if (plan.skipReason) skipReasons[plan.skipReason] = (skipReasons[plan.skipReason] ?? 0) + 1;
    for (const variant of plan.variants) {
      const outcome = await render(spec, variant.mode);
      const verdict = judge(spec, outcome);
      if (spec.errors.parse_error) {
        parseErrors.expected++;
        if (outcome.stage === 'parse' && outcome.error?.syntax) parseErrors.raised++;
      }
      const result: SpecResult = { suite: suite.id, name: variant.name, complexity: spec.complexity, template: spec.template, ...verdict };
      results.push(result);
      options.onResult?.(result);
    }
  }
  const passed = results.filter((r) => r.pass).length;
  return {
    id: suite.id,
    name: suite.name,
    run: results.length,
    skipped: Object.values(skipReasons).reduce((a, b) => a + b, 0),
    skipReasons,
    passed,
    failed: results.length - passed,
    cleared: complexityCleared(results),
    parseErrors,
    results,
  };
}

export async function runSuites(suites: Suite[], render: RenderFn, options: RunOptions = {}): Promise<SuiteReport[]> {
  const chosen = suites.filter((s) => (options.suite ? s.id === options.suite : true));
  if (options.suite && chosen.length === 0) throw new Error(`Unknown suite: ${options.suite} (have: ${suites.map((s) => s.id).join(', ')})`);
  const reports: SuiteReport[] = [];
  for (const suite of chosen) reports.push(await runSuite(suite, render, options));
  return reports;
}
