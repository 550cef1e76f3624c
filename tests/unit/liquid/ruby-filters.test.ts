// Standard filters as Ruby Liquid runs them: unknown filters, Ruby's to_s of inputs, array filters over Ruby's InputIterator.
import { describe, expect, it } from 'vitest';
import { createEngine, type EngineOptions } from '../../../preview/liquid/engine';
import type { Translator } from '../../../preview/liquid/translate';
import { scratchEngine } from './scratch-engine';

const lax = scratchEngine();
const strict2 = scratchEngine({}, { errorMode: 'strict2' });
const strictFilters = scratchEngine({}, { strictFilters: true });

describe('unknown filters', () => {
  it('hand their input on unchanged, alone or in a chain, in lax and strict2 parsing', async () => {
    for (const engine of [lax, strict2]) {
      expect(await engine.render("{{ 'quiet' | no_such_thing }}|{{ 7 | made_up: 1, x: 2 }}")).toBe('quiet|7');
      expect(await engine.render("{{ 'quiet' | no_such_thing | upcase }}")).toBe('QUIET');
    }
  });
  it('Ruby methods that are not filters are unknown filters too', async () => {
    expect(await lax.render("{{ 'x' | send: 'upcase' }}|{{ 'y' | to_number }}|{{ 'z' | constructor }}")).toBe('x|y|z');
  });
  it('with strict filters (the preview --strict) an unknown filter is an error', async () => {
    expect(await strictFilters.failure("{{ 'quiet' | no_such_thing }}")).toMatch(/undefined filter: no_such_thing/);
  });
});

describe("string filters see Ruby's to_s of their input", () => {
  it('base64_url_safe_encode keeps the = padding and encodes an array as Ruby inspects it', async () => {
    expect(await lax.render("{{ 'true' | base64_url_safe_encode }}|{{ '??>' | base64_url_safe_encode }}")).toBe('dHJ1ZQ==|Pz8-');
    expect(await lax.render('{{ a | base64_url_safe_encode | base64_url_safe_decode }}', { a: ['x', { k: 1 }] })).toBe('["x", {"k"=>1}]');
  });
});

describe('default, first and last', () => {
  it('an empty hash takes the default, with or without allow_false', async () => {
    expect(await lax.render("{{ h | default: 'none' }}|{{ h | default: 'none', allow_false: true }}", { h: {} })).toBe('none|none');
  });
});

describe("array filters over Ruby's InputIterator", () => {
  const orders = [{ items: [{ price: 10 }, { price: 20 }] }, { items: [{ price: 30 }] }];
  it('map flattens nested arrays and reads a hash as one item', async () => {
    expect(await lax.render("{{ orders | map: 'items' | map: 'price' | join: '+' }}", { orders })).toBe('10+20+30');
    expect(await lax.render("{{ order | map: 'items' | map: 'price' | join: '+' }}", { order: orders[0] })).toBe('10+20');
  });
  it('compact with a property drops the items whose property is nil', async () => {
    expect(await lax.render("{{ rows | compact: 'a' | map: 'a' | join: ',' }}", { rows: [{ a: 'x' }, { a: null }, { b: 1 }, { a: 'y' }] })).toBe('x,y');
  });
  it("where on strings keeps those containing the text (Ruby's String#[]); an empty text keeps them all", async () => {
    expect(await lax.render("{{ words | where: 'an' | join: ',' }}|{{ words | where: '' | join: ',' }}", { words: ['banana', 'kiwi', 'mango'] })).toBe(
      'banana,mango|banana,kiwi,mango',
    );
    expect(
      await lax.render("{{ rows | where: 'n', 2 | map: 'k' | join }}", {
        rows: [
          { k: 'a', n: 1 },
          { k: 'b', n: 2 },
        ],
      }),
    ).toBe('b');
  });
  it('uniq compares values as Ruby does: equal hashes are one, an Integer and a Float are two', async () => {
    expect(await lax.render("{{ rows | uniq | size }}|{{ nums | uniq | join: ',' }}", { rows: [{ a: 1 }, { a: 1 }], nums: [1, 1, 1.5, 1.5, 2] })).toBe(
      '1|1,1.5,2',
    );
  });
  it('sort puts nil last and refuses values Ruby cannot order', async () => {
    expect(await lax.render("{{ list | sort | join: ',' }}", { list: [3, null, 1] })).toBe('1,3,');
    expect(await lax.failure("{{ list | sort | join: ',' }}", { list: [1, 'a', true] })).toMatch(/cannot sort values of incompatible types/);
  });
  it('join prints each item as Ruby does (a hash inspected)', async () => {
    expect(await lax.render("{{ list | join: ';' }}", { list: [{ a: 1 }, [2, [3]], null] })).toBe('{"a"=>1};2;3;');
    expect(await lax.render('{{ list | join }}|{{ list | join: missing }}', { list: ['a', 'b'] })).toBe('a b|ab');
  });
});

describe('truncate, truncatewords and strip_html as Ruby computes them', () => {
  it('truncatewords adds no ellipsis at the exact word count and splits only on ASCII whitespace', async () => {
    expect(await lax.render("{{ 'one two three' | truncatewords: 3 }}|{{ 'one  two\tthree four' | truncatewords: 3, '~' }}")).toBe(
      'one two three|one two three~',
    );
    expect(await lax.render("{{ 'a\u00a0b c d' | truncatewords: 2 }}")).toBe('a\u00a0b c...');
  });
  it('truncate to a length shorter than the ellipsis prints the ellipsis', async () => {
    expect(await lax.render("{{ '' | truncate: -1 }}|{{ 'abcdef' | truncate: 2 }}")).toBe('...|...');
  });
  it('strip_html removes a script block whole before removing tags', async () => {
    expect(await lax.render('{{ html | strip_html }}', { html: '<<<script </script>script>kept;</script><!-- x --><b>!</b>' })).toBe('kept;!');
  });
});

describe('filter errors', () => {
  it("a standard filter without its required arguments raises Ruby's ArgumentError text", async () => {
    expect(await lax.failure('{{ "a-b-c" | split }}')).toMatch(/wrong number of arguments \(given 1, expected 2\)/);
    expect(await lax.failure("{{ 'abc' | slice }}")).toMatch(/wrong number of arguments \(given 1, expected 2\.\.3\)/);
    expect(await lax.failure("{{ 'abc' | replace_last: 'a' }}")).toMatch(/wrong number of arguments \(given 2, expected 3\)/);
  });

  /** Renders with errors printed inline, as the lax preview and Shopify do. */
  const inline = (errorMode: EngineOptions['errorMode']) => {
    const engine = createEngine(
      { snippetsDir: lax.snippetsDir, translator: {} as Translator, assetVersion: () => '1', shop: () => ({}), localeDateFormat: () => undefined },
      { errorMode, inlineErrors: { themeRoot: lax.snippetsDir, sink: () => undefined } },
    );
    return async (source: string) => String(await engine.parseAndRender(source));
  };
  it('an error inside assign prints nothing and leaves the variable unset; an output prints it', async () => {
    for (const mode of ['lax', 'strict2'] as const) {
      const render = inline(mode);
      expect(await render('a{% assign v = "x" | truncate: nil %}b[{{ v }}]')).toBe('ab[]');
      expect(await render('{{ "x" | truncate: nil }}')).toMatch(/^Liquid error \(\S+ line 1\): invalid integer$/);
    }
  });
  it('a blank if prints no error text in lax mode, nor in strict2 (Ruby Liquid 5.13)', async () => {
    expect(await inline('lax')('{% if 5 > "x" %} {% endif %}')).toBe('');
    expect(await inline('strict2')('{% if 5 > "x" %} {% endif %}')).toBe('');
  });
});

describe('reject, has, find and find_index read items as where does', () => {
  const rows = [
    { k: 'a', on: true },
    { k: 'b', on: false },
    { k: 'c', on: true },
  ];
  it('select by a truthy property or an equal value; an item without [] answers nil', async () => {
    expect(
      await lax.render(
        "{{ rows | reject: 'on' | map: 'k' | join }}|{{ rows | has: 'k', 'c' }}|{{ rows | find: 'on' | map: 'k' }}|{{ rows | find_index: 'k', 'c' }}",
        { rows },
      ),
    ).toBe('b|true|a|2');
    expect(
      await lax.render("{{ words | reject: 'an' | join }}|{{ words | find_index: 'i' }}|[{{ mixed | has: 'x' }}]", {
        words: ['banana', 'kiwi'],
        mixed: [null, { x: 1 }],
      }),
    ).toBe('kiwi|1|[]');
  });
});

describe('replace as Ruby String#gsub / #sub', () => {
  // Replacements come from variables: LiquidJS reads escapes inside string literals, Ruby Liquid does not.
  const r = { m: '<\\0>', amp: '\\&', g1: '\\1', plus: '\\+', post: "[\\']", pre: '[\\`]', twice: '\\0\\0', k: '\\k<x>' };
  it("reads the replacement's escapes: the match, the text before and after it, no groups, one backslash for two", async () => {
    expect(
      await lax.render('{{ "toto" | replace: "t", m }}|{{ "toto" | replace: "t", amp }}|{{ "toto" | replace: "t", g1 }}|{{ "toto" | replace: "t", plus }}', r),
    ).toBe('<t>o<t>o|toto|oo|oo');
    expect(await lax.render('{{ "ab" | replace: "a", post }}|{{ "ab" | replace: "b", pre }}|{{ "ab" | replace_first: "b", twice }}', r)).toBe('[b]b|a[a]|abb');
    expect(await lax.render('{{ s | replace: "a", r }}|{{ s | replace_last: "a", r }}', { s: 'a', r: '\\\\\\' })).toBe('\\\\|\\\\\\');
  });
  it('a named group reference fails as Ruby does (Liquid prints "internal")', async () => {
    expect(await lax.failure('{{ "toto" | replace: "t", k }}', r)).toMatch(/^internal/);
  });
  it('an empty pattern on empty text inserts the replacement once', async () => {
    expect(await lax.render('{{ nothing | replace: nothing, "W" }}|{{ "ab" | replace: "", "-" }}')).toBe('W|-a-b-');
  });
});
