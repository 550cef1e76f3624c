// The flows report's table (scripts/theme-report/flows-table.ts): one row per flow, a column per
// width, the reason a flow failed, "not in theme" apart from failures, and the problems seen.
import { describe, expect, it } from 'vitest';
import type { FlowResult } from '../../scripts/theme-report/flow-run';
import { failedFlows, flowLines } from '../../scripts/theme-report/flows-table';

const results: FlowResult[] = [
  { flow: 'add to cart', width: 1280, outcome: 'pass', problems: [] },
  {
    flow: 'add to cart',
    width: 375,
    outcome: 'fail',
    reason: '/cart.js still empty',
    problems: ['/products/a: 404 http://x/a.js', '/products/a: 404 http://x/a.js'],
  },
  { flow: 'quick add', width: 1280, outcome: 'not in theme', reason: 'no quick add button', problems: [] },
  { flow: 'quick add', width: 375, outcome: 'not in theme', reason: 'no quick add button', problems: [] },
];

describe('flows table', () => {
  it('prints a row per flow with its outcome at each width, the reason of a failure and the count of problems', () => {
    const lines = flowLines('/themes/x', results);
    expect(lines).toContain('| flow | 1280 px | 375 px |');
    expect(lines).toContain('| add to cart | pass | FAIL: /cart.js still empty [2 problems] |');
    expect(lines).toContain('| quick add | not in theme (no quick add button) | not in theme (no quick add button) |');
    expect(lines).toContain('\n4 runs: 1 passed, 1 failed, 2 not in the theme.');
  });

  it('lists each distinct problem under the flow and width it happened in', () => {
    const lines = flowLines('/themes/x', results);
    expect(lines.filter((l) => l.includes('a.js'))).toEqual(['  add to cart @ 375: /products/a: 404 http://x/a.js']);
  });

  it('escapes a pipe in a reason so the row keeps its columns', () => {
    const [row] = flowLines('/t', [{ flow: 'f', width: 1280, outcome: 'fail', reason: 'a | b', problems: [] }]).filter((l) => l.startsWith('| f '));
    expect(row).toBe('| f | FAIL: a \\| b |');
  });

  it('counts failures only: a flow the theme does not have is not one', () => {
    expect(failedFlows(results)).toBe(1);
    expect(failedFlows(results.filter((r) => r.outcome !== 'fail'))).toBe(0);
  });
});
