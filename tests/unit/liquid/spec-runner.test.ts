// The liquid-spec runner's own rules on small suites written here: which specs run or are skipped,
// how each is judged, the complexity level cleared, and that a hanging spec cannot hang the runner.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { complexityCleared } from '../../../scripts/liquid-spec/classify';
import { workerPool } from '../../../scripts/liquid-spec/pool';
import { outcome, scratchSpecCheckout } from './spec-checkout';

const checkout = scratchSpecCheckout();
const { write, run } = checkout;

describe('liquid-spec runner', () => {
  it('passes exact output, fails a difference, and skips only specs gated on a Ruby-only feature', async () => {
    const report = await run(
      'name: Mine\nfeatures: []\n',
      `
specs:
  - name: shout
    template: "{{ word | upcase }}!"
    environment: { word: tea }
    expected: "TEA!"
    complexity: 10
  - name: psych_scalars
    template: "{{ a }} {{ b }} {{ c }}"
    environment: { a: y, b: n, c: yes }
    expected: "y n true"
    complexity: 10
  - name: wrong_on_purpose
    template: "{{ 1 | plus: 1 }}"
    expected: "3"
    complexity: 20
  - name: symbol_keys
    template: "{{ h }}"
    expected: "{:a=>1}"
    features: [ruby_types]
  - name: test_drop
    template: "{{ d }}"
    expected: "x"
    features: [ruby_drops]
`,
    );
    expect(outcome(report, 'shout')).toBe(true);
    expect(outcome(report, 'psych_scalars')).toBe(true);
    expect(outcome(report, 'wrong_on_purpose')).toBe(false);
    expect(report.results.find((r) => r.name === 'wrong_on_purpose')).toMatchObject({ expected: '3', got: '2' });
    expect(report).toMatchObject({ run: 3, passed: 2, failed: 1, skipped: 2, skipReasons: { ruby_types: 1, ruby_drops: 1 } });
  });

  it("substitutes a spec's generated numbers for #{...} in its template and expected text", async () => {
    const report = await run(
      'name: Mine\n',
      `
specs:
  - name: squares
    template: "{{ #{n} | times: #{n} }}|#{n + 1}"
    expected: "#{n * n}|#{(n + 1)}"
    generate: { n: { type: numeric, min: 3, max: 9 } }
  - name: not_generated
    template: "{{ '#{n}' }}"
    expected: "#{n}"
`,
    );
    expect(report.results.map((r) => [r.name, r.pass])).toEqual([
      ['squares', true],
      ['not_generated', true],
    ]);
    const squares = report.results.find((r) => r.name === 'squares');
    const n = Number(/^(\d+)\|/.exec(String(squares?.template).replace(/\{\{ (\d+).*/, '$1|'))?.[1]);
    expect(n).toBeGreaterThanOrEqual(3);
    expect(n).toBeLessThanOrEqual(9);
  });

  it('judges expected parse errors, error patterns and output patterns as the suite runner does', async () => {
    const report = await run(
      'name: Mine\ndefaults:\n  render_errors: false\n',
      `
specs:
  - name: unknown_tag_raises
    template: "{% frobnicate %}"
    errors: { parse_error: ["FROBNICATE"] }
  - name: parses_but_error_expected
    template: "{{ 'fine' }}"
    errors: { parse_error: ["anything"] }
  - name: error_names_its_line
    template: "a\\n{{ 1 | divided_by: 0 }}"
    errors: { render_error: ["line 2", "divided by 0"] }
  - name: pattern
    template: "{{ 'a-b' | split: '-' | join: '+' }}"
    expected_pattern: "\\\\Aa\\\\+b\\\\z"
  - name: partial_from_filesystem
    template: "{% render 'card', title: 'Hi' %}"
    filesystem: { Card: "<h2>{{ title }}</h2>" }
    expected: "<h2>Hi</h2>"
`,
    );
    expect(outcome(report, 'unknown_tag_raises')).toBe(true);
    expect(report.results.find((r) => r.name === 'parses_but_error_expected')).toMatchObject({ pass: false, got: 'no error (template parsed successfully)' });
    expect(outcome(report, 'error_names_its_line')).toBe(true);
    expect(outcome(report, 'pattern')).toBe(true);
    expect(outcome(report, 'partial_from_filesystem')).toBe(true);
    expect(report.parseErrors).toEqual({ expected: 2, raised: 1 });
  });

  it("reads a spec's filesystem as the suite's file system: any case, literal paths, its own not-found text", async () => {
    const report = await run(
      'name: Mine\n',
      `
specs:
  - name: any_case
    template: "{% include 'SHOUT' %}{% render 'Dir/Part' %}"
    filesystem: { shout.liquid: "a", dir/PART: "b" }
    expected: "ab"
  - name: literal_paths
    template: "{% include '../up' %}|{% include 'x/../flat' %}"
    filesystem: { ../up.liquid: "up", flat.liquid: "flat" }
    render_errors: true
    expected: "up|Liquid error (line 1): Could not find asset x/../flat"
  - name: dotted_names
    template: "{% include 'dot.' %}{% include 'ext.liquid' %}{% include 'file.js' %}"
    filesystem: { dot..liquid: "1", ext.liquid: "2", file.js: "3" }
    expected: "123"
  - name: own_missing_text
    template: "{% render 'gone' %}"
    filesystem: { _error-message: "No partials here." }
    render_errors: true
    expected: "Liquid error (line 1): No partials here."
  - name: error_in_partial_names_it
    template: "{% include 'outer' %}"
    filesystem: { outer: "\\n{% include 'inner' %}" }
    render_errors: true
    expected: "\\nLiquid error (outer line 2): Could not find asset inner"
  - name: named_template
    template: "{% render 'gone' %}"
    template_name: templates/page
    render_errors: true
    expected: "Liquid error (templates/page line 1): Could not find asset gone"
`,
    );
    // Exactly the expected text (the suite would also pass an error with another location).
    for (const r of report.results) expect(r.got, r.name).toBe(r.expected);
  });

  it('clears the highest complexity below the first failing one', async () => {
    expect(
      complexityCleared([
        { complexity: 10, pass: true },
        { complexity: 30, pass: true },
        { complexity: 50, pass: false },
        { complexity: 80, pass: true },
      ]),
    ).toBe(30);
    expect(
      complexityCleared([
        { complexity: 10, pass: false },
        { complexity: 20, pass: true },
      ]),
    ).toBe(0);
    expect(
      complexityCleared([
        { complexity: 10, pass: true },
        { complexity: 40, pass: true },
      ]),
    ).toBe(40);
    const report = await run(
      'name: Mine\n',
      `
specs:
  - { name: a, template: "1", expected: "1", complexity: 5 }
  - { name: b, template: "2", expected: "2", complexity: 15 }
  - { name: c, template: "3", expected: "4", complexity: 25 }
  - { name: d, template: "5", expected: "5" }
`,
    );
    // A spec without complexity takes the suite's default of 1000.
    expect(report.cleared).toBe(15);
  });

  it('answers "timeout" for a spec that never finishes and goes on with the next one', async () => {
    write(
      'hang-worker.mjs',
      `import { parentPort } from 'node:worker_threads';
parentPort.postMessage('ready');
parentPort.on('message', (job) => {
  if (job.spec.template === 'hang') for (;;);
  parentPort.postMessage({ id: job.id, outcome: { stage: 'done', output: job.spec.template } });
});`,
    );
    const pool = workerPool(300, pathToFileURL(path.join(checkout.dir, 'hang-worker.mjs')));
    const spec = { templateName: undefined, renderErrors: false, environment: {}, filesystem: {} };
    try {
      expect(await pool.render({ ...spec, template: 'hang' }, 'strict2')).toEqual({ stage: 'render', timeout: true });
      expect(await pool.render({ ...spec, template: 'after' }, 'strict2')).toEqual({ stage: 'done', output: 'after' });
    } finally {
      await pool.close();
    }
  });
});
