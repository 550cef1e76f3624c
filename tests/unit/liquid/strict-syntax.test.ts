// Error mode strict2: malformed tag and output markup is a parse error with Liquid's own message,
// while valid Liquid (and the theme's default lax mode) renders as before.
import { describe, expect, it } from 'vitest';
import { createEngine, snippetsDirOf } from '../../../preview/liquid/engine';
import { Translator } from '../../../preview/liquid/translate';
import { ThemeFiles } from '../../../preview/liquid/theme-files';
import { FIXTURE_THEME, liquid, SHOP } from './helpers';

const translator = new Translator(new ThemeFiles(FIXTURE_THEME));
const strict = createEngine(
  {
    snippetsDir: snippetsDirOf(FIXTURE_THEME),
    translator,
    assetVersion: () => '1',
    shop: () => SHOP,
    localeDateFormat: () => undefined,
  },
  { errorMode: 'strict2' },
);
const render = async (source: string, scope: Record<string, unknown> = {}) => (await strict.parseAndRender(source, scope)) as string;

describe('strict2 rejects malformed markup', () => {
  it.each([
    ['{{ price | }}', 'Expected id but found end_of_string'],
    ["{{ 'a' | append, 'b' }}", 'Expected end_of_string but found comma'],
    ['{% assign total = price * 2 %}', 'Unexpected character *'],
    ['{% assign total = %}', 'is not a valid expression'],
    ['{% if price == %}cheap{% endif %}', '[:end_of_string] is not a valid expression'],
    ['{% if product.title contains %}x{% endif %}', 'is not a valid expression'],
    ["{% unless ['tags'] %}x{% endunless %}", 'Bare bracket access is not allowed'],
    ['{% for item in items limit: 2 reversed %}{% endfor %}', 'Invalid attribute in for loop'],
    ['{% for item items %}{% endfor %}', "require an 'in' clause"],
    ['{% case kind %}{% when "a" extra %}{% endcase %}', 'Expected end_of_string but found id'],
    ['{% render card %}', 'Expected string but found id'],
    ["{% include 'card' with product as %}", 'Expected id but found end_of_string'],
    ['{% increment count + 1 %}', 'Unexpected character +'],
    ['{% capture title = "x" %}{% endcapture %}', 'Unexpected character ='],
    ['{% raw body %}{% endraw %}', "Syntax Error in 'raw' - Valid syntax: raw"],
    ['{% doc %}{% doc %}{% enddoc %}', 'Nested doc tags are not allowed'],
    ['{% liquid\n  assign a = 1\n  echo a |\n%}', 'Expected id but found end_of_string'],
  ])('%s', async (source, message) => {
    await expect(render(source)).rejects.toThrow(message);
  });
});

describe('strict2 accepts valid Liquid', () => {
  it('filters, ranges, conditions, loops, partial arguments, cycles and the liquid tag render as in lax mode', async () => {
    const source = [
      "{{ 'hi' | append: '!', | upcase: }}",
      '{% assign n = (1..3) %}{% for i in n reversed limit: 2, offset: 0 %}{{ i }}{% endfor %}',
      "{% if a.b[0] == 'x' and c contains 'y' or d != nil %}yes{% endif %}",
      "{% case a.b[0] %}{% when 'x' or 'z', 'w' %}X{% endcase %}",
      "{% for t in n %}{% cycle 'g': 'a', 'b' %}{% endfor %}",
      '{% capture s %}q{% endcapture %}{% increment k %}{% echo s | size %}',
      '{% liquid\n  comment\n    anything * goes\n  endcomment\n  echo n | join: "-"\n%}',
      '{% comment %}{{ not | }}{% endcomment %}{% raw %}{{ x | }}{% endraw %}',
    ].join('|');
    const scope = { a: { b: ['x'] }, c: 'xyz', d: 1 };
    const expected = 'HI!|21|yes|X|aba|01|1-2-3|{{ x | }}';
    expect(await render(source, scope)).toBe(expected);
    expect(await liquid(source, scope)).toBe(expected);
  });
  it('a theme renders in lax mode: markup strict2 rejects still renders there', async () => {
    expect(await liquid('{% raw body %}{{ x }}{% endraw %}{% for i in (1..3) limit: 2 reversed %}{{ i }}{% endfor %}')).toBe('{{ x }}21');
  });
});
