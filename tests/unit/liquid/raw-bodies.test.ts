// Raw bodies and comments as Shopify's Liquid reads them: schema/doc/stylesheet/javascript hold text,
// not Liquid; raw honours whitespace control on its outer side only; comments nest.
import { describe, expect, it } from 'vitest';
import { liquid } from './helpers';

describe('tags whose body is raw text', () => {
  it('a schema whose JSON strings hold {{ … }} (a visible_if condition) renders like any other', async () => {
    const schema = '{"name":"Card","settings":[{"type":"text","id":"label","label":"Label","visible_if":"{{ block.settings.style == \\"card\\" }}"}]}';
    expect(await liquid(`<p>card</p>{% schema %}${schema}{% endschema %}`)).toBe('<p>card</p>');
  });
  it('doc, stylesheet and javascript bodies may hold text that is not valid Liquid', async () => {
    expect(await liquid("{% doc %}@param {string} a - e.g. {{ 'x' | %}{% enddoc %}1")).toBe('1');
    expect(await liquid('{% stylesheet %}.a::after { content: "{%"; }{% endstylesheet %}2')).toBe('2');
    expect(await liquid('{% javascript %}const isLiquid = /^{{.*}}$/;{% endjavascript %}3')).toBe('3');
  });
  it('a raw body ends only at its own end tag, and an unclosed one is still an error', async () => {
    expect(await liquid('{% javascript %}a{% endschema %}b{% endjavascript %}c')).toBe('c');
    await expect(liquid('{% schema %}{"name":"x"}')).rejects.toThrow(/schema .* not closed/);
  });
  it('a schema body is still checked as JSON', async () => {
    await expect(liquid('{% schema %}{"name":{% endschema %}')).rejects.toThrow();
  });
});

describe('raw with whitespace control', () => {
  it('trims outside the raw block and keeps its body as written', async () => {
    expect(await liquid('a {%- raw -%} {{ b }} {%- endraw -%} c')).toBe('a {{ b }} c');
    expect(await liquid('a {%- raw %}{% if %} {%- endraw %} c')).toBe('a{% if %}  c');
  });
});

describe('comment', () => {
  it('nests: the outer comment ends at its own endcomment', async () => {
    expect(await liquid('a{% comment %}1{% comment %}2{% endcomment %}3{% endcomment %}b')).toBe('ab');
    expect(await liquid('{%- comment -%} x {%- comment %}{% endcomment %} y {%- endcomment -%} z')).toBe('z');
  });
  it('an unbalanced nested comment is a parse error', async () => {
    await expect(liquid('{% comment %}{% comment %}{% endcomment %}')).rejects.toThrow(/not closed/);
  });
});
