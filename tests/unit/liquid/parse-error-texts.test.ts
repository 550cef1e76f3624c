// Strict parse errors speak Ruby Liquid's texts: assign's syntax, empty expressions, loop attributes,
// bare tags (raw, doc, cycle), unclosed and unknown tags, unterminated quotes and inline comments.
import { describe, expect, it } from 'vitest';
import { liquidReason } from '../../../preview/liquid/errors';
import { scratchEngine } from './scratch-engine';

const strict2 = scratchEngine({}, { errorMode: 'strict2' });

describe('strict2 parse errors in Liquid words', () => {
  it.each([
    ['{% assign price ) = 5 %}', "Liquid syntax error: Syntax Error in 'assign' - Valid syntax: assign [var] = [source]"],
    ['{% assign total ] = 5 %}', 'Liquid syntax error: Expected id but found close_square'],
    ['{% assign label 12 = 5 %}', 'Liquid syntax error: Expected id but found number'],
    ['{% assign total = %}', 'Liquid syntax error: [:end_of_string] is not a valid expression'],
    ['{% case %}{% endcase %}', 'Liquid syntax error: [:end_of_string] is not a valid expression'],
    ['{% for p in products , %}{% endfor %}', 'Liquid syntax error: Invalid attribute in for loop. Valid attributes are limit and offset'],
    [
      '{% tablerow p in products columns: 3 %}{% endtablerow %}',
      "Liquid syntax error: Invalid attribute 'columns' in tablerow loop. Valid attributes are cols, limit, offset, and range",
    ],
    ['{% capture a.b %}x{% endcapture %}', 'Liquid syntax error: Expected end_of_string but found dot'],
    ['{% cycle %}', "Liquid syntax error: Syntax Error in 'cycle' - Valid syntax: cycle [name :] var [, var2, var3 ...]"],
  ])('%s', async (source, message) => {
    expect(await strict2.failure(source)).toBe(message);
  });
});

describe('bare, unclosed and unknown tags', () => {
  it.each([
    ['{% raw html %}x{% endraw %}', "Liquid syntax error: Syntax Error in 'raw' - Valid syntax: raw"],
    ['{% raw @html %}never ends', "Liquid syntax error: Syntax Error in 'raw' - Valid syntax: raw"],
    ['{% doc params %}x{% enddoc %}', "Liquid syntax error: Syntax Error in 'doc' - Valid syntax: {% doc %}{% enddoc %}"],
    ['{% raw %}never ends', "Liquid syntax error: 'raw' tag was never closed"],
    ['x{% doc %}never ends', "Liquid syntax error: 'doc' tag was never closed"],
    ['{% doc %}{% doc %}never ends', "Liquid syntax error: Syntax Error in 'doc' - Nested doc tags are not allowed"],
    ['{% comment %}never ends', "Liquid syntax error: 'comment' tag was never closed"],
    ['{% for i in (1..2) %}{{ i }}', "Liquid syntax error: 'for' tag was never closed"],
    ['{% endif %}', "Liquid syntax error: Unknown tag 'endif'"],
    ['{% for i in (1..2) %}{% elsif i %}{% endfor %}', "Liquid syntax error: Unknown tag 'elsif'"],
    ['{% case i %}{% when 1 %}{% elsif i %}{% endcase %}', "Liquid syntax error: Unknown tag 'elsif'"],
    ['{% liquid\n  frobnicate x\n%}', "Liquid syntax error: Unknown tag 'frobnicate'"],
    ['{% liquid\n  if a\n  endif\n  endunless\n%}', "Liquid syntax error: 'endunless' is not a valid delimiter for liquid tags. use %}"],
  ])('%s', async (source, message) => {
    expect(await strict2.failure(source)).toBe(message);
  });
});

describe('render and cycle markup', () => {
  it("strict reads render with Liquid's regex: a variable name is its quoted-string error; strict2 expects a string token", async () => {
    const strict = scratchEngine({}, { errorMode: 'strict' });
    expect(await strict.failure("{% assign card = 'c' %}{% render card %}")).toMatch(/^Syntax error in tag 'render' - Template name must be a quoted string/);
    expect(await strict2.failure("{% assign card = 'c' %}{% render card %}")).toBe('Liquid syntax error: Expected string but found id');
  });

  it('a cycle may end with a comma', async () => {
    expect(await strict2.render("{% for i in (1..3) %}{% cycle 'a', 'b', %}{% endfor %}")).toBe('aba');
  });
});

describe('markup the tokenizer reads differently', () => {
  it('an output ends at its first }} even inside a quote: the quote is an unexpected character', async () => {
    expect(await strict2.failure("{{ 'abc }}")).toBe("Liquid syntax error: Unexpected character '");
    expect(await strict2.failure('{{ x | append: "abc }}')).toBe('Liquid syntax error: Unexpected character "');
  });

  it("an inline comment line without # is Liquid's comment syntax error", async () => {
    expect(await strict2.failure('{% # note\n  not a comment %}')).toBe(
      "Liquid syntax error: Syntax error in tag '#' - Each line of comments must be prefixed by the '#' character",
    );
  });

  it('valid templates still parse and render', async () => {
    expect(await strict2.render("{% assign a = 'x' %}{% raw %}{{ a }}{% endraw %}{% doc %}d{% enddoc %}{{ a }}")).toBe('{{ a }}x');
    expect(await strict2.render('{% if false %}{% for i in (1..2) %}{% endfor %}{% elsif true %}b{% endif %}')).toBe('b');
  });
});

describe('lax mode words unclosed tags and outputs as Liquid', () => {
  const lax = scratchEngine();
  const reasonOf = (source: string) =>
    lax.render(source).then(
      () => 'no error',
      (err: Error) => liquidReason(err),
    );
  it.each([
    ['{% if true %}hello', "'if' tag was never closed"],
    ['{% raw %}hello', "'raw' tag was never closed"],
    ['line 1\n{% if true\n', "Tag '{%' was not properly terminated with regexp: /\\%\\}/"],
    ['hi\n{{', "Variable '{{' was not properly terminated with regexp: /\\}\\}/"],
  ])('%s', async (source, reason) => {
    expect(await reasonOf(source)).toBe(reason);
  });
});
