// if / unless / case as Ruby Liquid runs them (blocks in source order, several `else`s, repeated
// `when` values), unknown condition operators as render errors, blank tags printing no error text,
// and Ruby's tokenizer quirks (empty outputs, outputs ending at the first `}}`, unclosed-tag texts).
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { createEngine, type EngineOptions } from '../../../preview/liquid/engine';
import { liquidReason } from '../../../preview/liquid/errors';
import type { Translator } from '../../../preview/liquid/translate';
import { scratchEngine } from './scratch-engine';

const { render, failure } = scratchEngine();

const engineFor = (errorMode?: EngineOptions['errorMode'], inline = false) =>
  createEngine(
    {
      snippetsDir: os.tmpdir(),
      translator: {} as Translator,
      assetVersion: () => '1',
      shop: () => ({}),
      localeDateFormat: () => undefined,
    },
    { errorMode, inlineErrors: inline ? { themeRoot: os.tmpdir(), sink: () => undefined } : undefined },
  );

/** Renders as the lax preview does: each error printed inline where it happened. */
function inlineRender(errorMode?: EngineOptions['errorMode']): (source: string, scope?: Record<string, unknown>) => Promise<string> {
  const engine = engineFor(errorMode, true);
  return async (source, scope = {}) => String(await engine.parseAndRender(source, scope));
}

describe('if and unless: blocks in source order', () => {
  it('an else before an elsif is a block like any other: the first true block renders', async () => {
    const source = '{% if a %}A{% else %}first else{% elsif b %}B{% else %}second else{% endif %}';
    expect(await render(source, { a: false, b: true })).toBe('first else');
    expect(await render(source, { a: true, b: true })).toBe('A');
    expect(await render('{% unless on %}off{% else %}one{% else %}two{% endunless %}', { on: true })).toBe('one');
    expect(await render('{% unless on %}off{% elsif on %}elsif{% else %}else{% endunless %}', { on: true })).toBe('elsif');
  });
});

describe('case: every matching when, every else no when has matched before', () => {
  const source = '{% case n %}{% else %}[e1]{% when 2 %}[two]{% else %}[e2]{% when 2, 3 %}[again]{% endcase %}';
  it('renders the else blocks that come before a match and every matching when', async () => {
    expect(await render(source, { n: 2 })).toBe('[e1][two][again]');
    expect(await render(source, { n: 3 })).toBe('[e1][e2][again]');
    expect(await render(source, { n: 9 })).toBe('[e1][e2]');
  });
  it('a when listing a value twice renders its body twice, state advancing each time', async () => {
    expect(await render("{% case 'x' %}{% when 'x', 'y' or 'x' %}{% cycle 'a', 'b', 'c' %}{% endcase %}")).toBe('ab');
  });
  it('markup LiquidJS rejects is read as lax Liquid reads it: the first fragment, as a lookup', async () => {
    const scope = { shop: { mode: 'live' } };
    expect(await render("{% case shop:mode %}{% when 'live' %}on{% else %}off{% endcase %}", scope)).toBe('on');
    expect(await render("{% case 'live' %}{% when shop:mode %}on{% else %}off{% endcase %}", scope)).toBe('on');
  });
  it('error mode strict reads case/when markup laxly too; strict2 rejects it', async () => {
    const source = "{% case shop:mode %}{% when 'live' %}on{% endcase %}";
    expect(await engineFor('strict').parseAndRender(source, { shop: { mode: 'live' } })).toBe('on');
    expect(
      await engineFor('strict2')
        .parseAndRender(source)
        .then(
          () => 'parsed',
          (err: Error) => err.message,
        ),
    ).toMatch(/Expected end_of_string/);
  });
});

describe('conditions with an operator Liquid does not know', () => {
  it('raise "Unknown operator" when evaluated, printed inline in lax mode', async () => {
    const lax = inlineRender();
    expect(await lax('{% if size is 3 %}yes{% else %}no{% endif %}', { size: 3 })).toBe('Liquid error (unknown line 1): Unknown operator is');
    expect(await lax('{% if n = 3 %}yes{% endif %}')).toBe('Liquid error (unknown line 1): Unknown operator =');
    expect(await lax('{% if false %}a{% elsif shown hidden %}b{% endif %}')).toBe('Liquid error (unknown line 1): Unknown operator hidden');
    expect(await failure('{% unless a b %}x{% endunless %}')).toContain('Unknown operator b');
  });
  it('are evaluated left to right: a true `or` or a false `and` never reaches the unknown operator', async () => {
    expect(await render('{% if on or size is 3 %}yes{% endif %}', { on: true })).toBe('yes');
    expect(await render('{% if on and off and size is 3 %}yes{% else %}no{% endif %}', { on: true, off: false })).toBe('no');
  });
});

describe('errors of blank tags print no error text', () => {
  it('a block whose bodies print nothing, and an assign, hide their errors (lax)', async () => {
    const lax = inlineRender();
    expect(await lax("[{% if 'a' < 1 %}{% endif %}]")).toBe('[]');
    expect(await lax("[{% unless 'a' < 1 %} {% capture c %}x{% endcapture %} {% endunless %}]")).toBe('[]');
    expect(await lax("[{% assign v = 'x' | times: 'y' | truncate: nil %}]{{ v }}")).toBe('[]');
    expect(await lax("[{% if 'a' < 1 %}{% else %}e{% endif %}]")).toBe('[Liquid error (unknown line 1): comparison of String with 1 failed]');
  });
  it('in strict2 a blank block prints no error either (Ruby Liquid 5.13), nor an assign; a printing block does', async () => {
    const strict2 = inlineRender('strict2');
    expect(await strict2("[{% if 'a' < 1 %} {% endif %}]")).toBe('[]');
    expect(await strict2("[{% if 'a' < 1 %}x{% endif %}]")).toBe('[Liquid error (unknown line 1): comparison of String with 1 failed]');
    expect(await strict2("[{% assign v = 'x' | truncate: nil %}]")).toBe('[]');
  });
});

describe("Ruby Liquid's tokenizer quirks", () => {
  it('an output with no markup prints nothing and still trims whitespace', async () => {
    expect(await render('[{{}}]')).toBe('[]');
    expect(await render('a {{-}} b')).toBe('ab');
    expect(await engineFor('strict2').parseAndRender('[{{ }}]')).toBe('[]');
  });
  it('an output ends at the first }} even inside a quote; lax reading takes the filters it can', async () => {
    expect(await render('{{ \'x-y-z\' | split:"-"" | last}}|')).toBe('z|');
    expect(
      await engineFor('strict2')
        .parseAndRender('{{ "a }}')
        .then(
          () => 'parsed',
          (err: Error) => liquidReason(err),
        ),
    ).toContain('Unexpected character "');
  });
  it("unclosed blocks and unterminated tags fail with Ruby Liquid's texts", () => {
    const reason = (source: string): string => {
      try {
        engineFor().parse(source);
        return 'parsed';
      } catch (err) {
        return liquidReason(err as Error);
      }
    };
    expect(reason('{% for i in (1..2) %}x')).toBe("'for' tag was never closed");
    expect(reason('{% unless x %}x')).toBe("'unless' tag was never closed");
    expect(reason('a\n{% if x')).toBe("Tag '{%' was not properly terminated with regexp: /\\%\\}/");
    expect(reason('a\n{{ x')).toBe("Variable '{{' was not properly terminated with regexp: /\\}\\}/");
  });
});
