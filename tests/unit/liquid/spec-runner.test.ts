// The liquid-spec runner's own rules on small suites written here: which specs run or are skipped,
// how each is judged, the complexity level cleared, and that a hanging spec cannot hang the runner.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { complexityCleared } from '../../../scripts/liquid-spec/classify';
import { loadSuites } from '../../../scripts/liquid-spec/load';
import { workerPool } from '../../../scripts/liquid-spec/pool';
import { freezeClock, renderSpec } from '../../../scripts/liquid-spec/render';
import { runSuites, type SuiteReport } from '../../../scripts/liquid-spec/run';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spec-runner-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(rel: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  fs.writeFileSync(path.join(dir, rel), text);
}

async function run(suiteYml: string, specsYml: string): Promise<SuiteReport> {
  write('specs/mine/suite.yml', suiteYml);
  write('specs/mine/cases.yml', specsYml);
  const [report] = await runSuites(loadSuites(dir), renderSpec);
  if (!report) throw new Error('no suite');
  return report;
}

const outcome = (report: SuiteReport, name: string): boolean | undefined => report.results.find((r) => r.name === name)?.pass;

describe('liquid-spec runner', () => {
  it('passes exact output, fails a difference, and skips only specs gated on a Ruby-only feature', async () => {
    const report = await run('name: Mine\nfeatures: []\n', `
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
`);
    expect(outcome(report, 'shout')).toBe(true);
    expect(outcome(report, 'psych_scalars')).toBe(true);
    expect(outcome(report, 'wrong_on_purpose')).toBe(false);
    expect(report.results.find((r) => r.name === 'wrong_on_purpose')).toMatchObject({ expected: '3', got: '2' });
    expect(report).toMatchObject({ run: 3, passed: 2, failed: 1, skipped: 2, skipReasons: { ruby_types: 1, ruby_drops: 1 } });
  });

  it('substitutes a spec\'s generated numbers for #{...} in its template and expected text', async () => {
    const report = await run('name: Mine\n', `
specs:
  - name: squares
    template: "{{ #{n} | times: #{n} }}|#{n + 1}"
    expected: "#{n * n}|#{(n + 1)}"
    generate: { n: { type: numeric, min: 3, max: 9 } }
  - name: not_generated
    template: "{{ '#{n}' }}"
    expected: "#{n}"
`);
    expect(report.results.map((r) => [r.name, r.pass])).toEqual([['squares', true], ['not_generated', true]]);
    const squares = report.results.find((r) => r.name === 'squares');
    const n = Number(/^(\d+)\|/.exec(String(squares?.template).replace(/\{\{ (\d+).*/, '$1|'))?.[1]);
    expect(n).toBeGreaterThanOrEqual(3);
    expect(n).toBeLessThanOrEqual(9);
  });

  it('judges expected parse errors, error patterns and output patterns as the suite runner does', async () => {
    const report = await run('name: Mine\ndefaults:\n  render_errors: false\n', `
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
`);
    expect(outcome(report, 'unknown_tag_raises')).toBe(true);
    expect(report.results.find((r) => r.name === 'parses_but_error_expected')).toMatchObject({ pass: false, got: 'no error (template parsed successfully)' });
    expect(outcome(report, 'error_names_its_line')).toBe(true);
    expect(outcome(report, 'pattern')).toBe(true);
    expect(outcome(report, 'partial_from_filesystem')).toBe(true);
    expect(report.parseErrors).toEqual({ expected: 2, raised: 1 });
  });

  it('reads a spec\'s filesystem as the suite\'s file system: any case, literal paths, its own not-found text', async () => {
    const report = await run('name: Mine\n', `
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
`);
    // Exactly the expected text (the suite would also pass an error with another location).
    for (const r of report.results) expect(r.got, r.name).toBe(r.expected);
  });

  it('makes the suite\'s portable test drops from instantiate: entries', async () => {
    const report = await run('name: Mine\n', `
specs:
  - name: method_drop
    template: "{{ m.double_21 }} {{ list[0].square.square }}"
    environment:
      m: instantiate:MethodDrop
      list:
        - instantiate:NestedDrop: { value: 2 }
    expected: "42 16"
`);
    expect(report.results[0]).toMatchObject({ pass: true, got: '42 16' });
  });

  it('renders under the suite\'s clock, with environment dates still dates', async () => {
    write('specs/mine/suite.yml', 'name: Mine\n');
    write('specs/mine/cases.yml', `
specs:
  - name: clock
    template: "{{ 'now' | date: '%Y-%m-%d %H:%M' }} {{ d | date: '%Y' }}"
    environment: { d: 2001-02-03 }
    expected: "2024-01-01 00:01 2001"
`);
    // Loaded before the clock stops, as the worker receives it: a Date made by the real Date class.
    const suites = loadSuites(dir);
    const restore = freezeClock();
    try {
      const [report] = await runSuites(suites, renderSpec);
      expect(report?.results[0]).toMatchObject({ pass: true });
    } finally {
      restore();
    }
  });

  it('gives the engine YAML floats, dates and integers as Psych reads them, also in the worker that receives a cloned spec', async () => {
    write('specs/mine/suite.yml', 'name: Mine\n');
    write('specs/mine/cases.yml', `
specs:
  - name: ruby_scalars
    template: "{{ z | abs }} {{ f | upcase }} {{ f.size }}|{{ f | size }} {{ d | escape }} {{ d | date: '%d/%m' }} {{ n }}"
    environment: { z: 0.0, f: 2.50, d: 2001-02-03, n: 7 }
    expected: "0.0 2.5 |0 2001-02-03 03/02 7"
  - name: float_expected
    template: "{{ 1.0 }}"
    expected: 1.0
  - name: psych_integers
    template: "{{ a | plus: 1 }} {{ b }}|{{ c }}|{{ d }}|{{ e | plus: 1 }}|{{ f | plus: 1 }}"
    environment:
      a: 1_000
      b: 5_
      c: 1__2
      d: 3_a
      e: 1,2,3
      f: "1,2,3"
    expected: "1001 5_|1__2|3_a|124|2"
`);
    const [suite] = loadSuites(dir);
    const pool = workerPool(20000);
    try {
      for (const spec of suite?.specs ?? []) expect(await pool.render(spec, 'strict2'), spec.name).toEqual({ stage: 'done', output: spec.expected });
    } finally {
      await pool.close();
    }
  });

  it('gives every spec the suite\'s test filters: t prints translated-KEY-args, read_template reads the scope', async () => {
    const report = await run('name: Mine\n', `
specs:
  - name: suite_filters
    template: "{{ 'cart.title' | t }}|{{ 'n' | t: count: 2, who: nil }}|{% assign template = 'page' %}{{ 'x' | read_template }}"
    environment: { template: blog }
    expected: "translated-cart.title-|translated-n-count-2-who-|page"
`);
    expect(report.results[0]?.got).toBe(report.results[0]?.expected);
  });

  it('renders a theme page (a directory spec) with the snippets and locales of a --theme checkout, when one is given', async () => {
    write('specs/pages/suite.yml', 'name: Pages\n');
    write('specs/pages/home/template.liquid', "{% render 'card' %} {{ 'general.hi' | t }}");
    write('specs/pages/home/expected.html', '<b>card</b> Hello');
    write('theme/snippets/card.liquid', '<b>card</b>');
    write('theme/locales/en.default.json', '{ "general": { "hi": "Hello" } }');
    const suites = loadSuites(dir);
    const [withTheme] = await runSuites(suites, (spec, mode) => renderSpec(spec, mode, undefined, path.join(dir, 'theme')));
    expect(withTheme?.results[0]).toMatchObject({ pass: true, got: '<b>card</b> Hello' });
    const [without] = await runSuites(suites, renderSpec);
    expect(without?.results[0]?.got).toBe('FileSystemError: Could not find asset card, line:1, col:1');
  });

  it('runs a spec once per compatible parse mode: the strictest declared strict mode, and lax when declared', async () => {
    const report = await run('name: Mine\n', `
specs:
  - name: modes
    template: "x"
    expected: "x"
    error_mode: [strict2, strict, lax]
  - name: warn_only
    template: "x"
    expected: "x"
    error_mode: :warn
`);
    expect(report.results.map((r) => r.name)).toEqual(['modes [error_mode=strict2]', 'modes [error_mode=lax]']);
    expect(report.skipReasons).toEqual({ 'parse mode warn': 1 });
  });

  it('clears the highest complexity below the first failing one', async () => {
    expect(complexityCleared([{ complexity: 10, pass: true }, { complexity: 30, pass: true }, { complexity: 50, pass: false }, { complexity: 80, pass: true }])).toBe(30);
    expect(complexityCleared([{ complexity: 10, pass: false }, { complexity: 20, pass: true }])).toBe(0);
    expect(complexityCleared([{ complexity: 10, pass: true }, { complexity: 40, pass: true }])).toBe(40);
    const report = await run('name: Mine\n', `
specs:
  - { name: a, template: "1", expected: "1", complexity: 5 }
  - { name: b, template: "2", expected: "2", complexity: 15 }
  - { name: c, template: "3", expected: "4", complexity: 25 }
  - { name: d, template: "5", expected: "5" }
`);
    // A spec without complexity takes the suite's default of 1000.
    expect(report.cleared).toBe(15);
  });

  it('answers "timeout" for a spec that never finishes and goes on with the next one', async () => {
    write('hang-worker.mjs', `import { parentPort } from 'node:worker_threads';
parentPort.postMessage('ready');
parentPort.on('message', (job) => {
  if (job.spec.template === 'hang') for (;;);
  parentPort.postMessage({ id: job.id, outcome: { stage: 'done', output: job.spec.template } });
});`);
    const pool = workerPool(300, pathToFileURL(path.join(dir, 'hang-worker.mjs')));
    const spec = { templateName: undefined, renderErrors: false, environment: {}, filesystem: {} };
    try {
      expect(await pool.render({ ...spec, template: 'hang' }, 'strict2')).toEqual({ stage: 'render', timeout: true });
      expect(await pool.render({ ...spec, template: 'after' }, 'strict2')).toEqual({ stage: 'done', output: 'after' });
    } finally {
      await pool.close();
    }
  });
});
