// What the liquid-spec runner gives each spec, as the suite's Ruby runner does: test drops, the
// suite's clock, Psych's YAML values, the test filters, a theme checkout, and each parse mode.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSuites } from '../../../scripts/liquid-spec/load';
import { workerPool } from '../../../scripts/liquid-spec/pool';
import { freezeClock, renderSpec } from '../../../scripts/liquid-spec/render';
import { runSuites } from '../../../scripts/liquid-spec/run';
import { scratchSpecCheckout } from './spec-checkout';

const checkout = scratchSpecCheckout();
const { write, run } = checkout;

describe('liquid-spec runner: what each spec is given', () => {
  it("makes the suite's portable test drops from instantiate: entries", async () => {
    const report = await run(
      'name: Mine\n',
      `
specs:
  - name: method_drop
    template: "{{ m.double_21 }} {{ list[0].square.square }}"
    environment:
      m: instantiate:MethodDrop
      list:
        - instantiate:NestedDrop: { value: 2 }
    expected: "42 16"
`,
    );
    expect(report.results[0]).toMatchObject({ pass: true, got: '42 16' });
  });

  it("renders under the suite's clock, with environment dates still dates", async () => {
    write('specs/mine/suite.yml', 'name: Mine\n');
    write(
      'specs/mine/cases.yml',
      `
specs:
  - name: clock
    template: "{{ 'now' | date: '%Y-%m-%d %H:%M' }} {{ d | date: '%Y' }}"
    environment: { d: 2001-02-03 }
    expected: "2024-01-01 00:01 2001"
`,
    );
    // Loaded before the clock stops, as the worker receives it: a Date made by the real Date class.
    const suites = loadSuites(checkout.dir);
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
    write(
      'specs/mine/cases.yml',
      `
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
`,
    );
    const [suite] = loadSuites(checkout.dir);
    const pool = workerPool(20000);
    try {
      for (const spec of suite?.specs ?? []) expect(await pool.render(spec, 'strict2'), spec.name).toEqual({ stage: 'done', output: spec.expected });
    } finally {
      await pool.close();
    }
  });

  it("gives every spec the suite's test filters: t prints translated-KEY-args, read_template reads the scope", async () => {
    const report = await run(
      'name: Mine\n',
      `
specs:
  - name: suite_filters
    template: "{{ 'cart.title' | t }}|{{ 'n' | t: count: 2, who: nil }}|{% assign template = 'page' %}{{ 'x' | read_template }}"
    environment: { template: blog }
    expected: "translated-cart.title-|translated-n-count-2-who-|page"
`,
    );
    expect(report.results[0]?.got).toBe(report.results[0]?.expected);
  });

  it('renders a theme page (a directory spec) with the snippets and locales of a --theme checkout, when one is given', async () => {
    write('specs/pages/suite.yml', 'name: Pages\n');
    write('specs/pages/home/template.liquid', "{% render 'card' %} {{ 'general.hi' | t }}");
    write('specs/pages/home/expected.html', '<b>card</b> Hello');
    write('theme/snippets/card.liquid', '<b>card</b>');
    write('theme/locales/en.default.json', '{ "general": { "hi": "Hello" } }');
    const suites = loadSuites(checkout.dir);
    const [withTheme] = await runSuites(suites, (spec, mode) => renderSpec(spec, mode, undefined, path.join(checkout.dir, 'theme')));
    expect(withTheme?.results[0]).toMatchObject({ pass: true, got: '<b>card</b> Hello' });
    const [without] = await runSuites(suites, renderSpec);
    expect(without?.results[0]?.got).toBe('FileSystemError: Could not find asset card, line:1, col:1');
  });

  it('runs a spec once per compatible parse mode: the strictest declared strict mode, and lax when declared', async () => {
    const report = await run(
      'name: Mine\n',
      `
specs:
  - name: modes
    template: "x"
    expected: "x"
    error_mode: [strict2, strict, lax]
  - name: warn_only
    template: "x"
    expected: "x"
    error_mode: :warn
`,
    );
    expect(report.results.map((r) => r.name)).toEqual(['modes [error_mode=strict2]', 'modes [error_mode=lax]']);
    expect(report.skipReasons).toEqual({ 'parse mode warn': 1 });
  });
});
