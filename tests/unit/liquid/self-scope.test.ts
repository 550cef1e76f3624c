// `self`, bare bracket lookups and literal-named variables, as Ruby Liquid reads them in each error mode.
import { describe, expect, it } from 'vitest';
import { scratchEngine } from './scratch-engine';

describe('self is a drop over the scope it is read in', () => {
  const liquid = scratchEngine({
    inner: '{%- assign tone = "inner" -%}{{ self.tone }}/{{ caller.tone }}',
    relay: '{%- assign depth = 2 -%}{%- assign mine = self -%}{%- render "leaf", top: top, middle: mine -%}',
    leaf: '{%- assign depth = 3 -%}{{ top.depth }}{{ middle.depth }}{{ self.depth }}',
  });

  it('looks variables up by name, literal or computed, through every scope', async () => {
    const scope = { colour: 'green', pick: 'colour', shirt: { size: 'M' } };
    expect(await liquid.render("{{ self['colour'] }}|{{ self[pick] }}|{{ self['shirt'].size }}|{{ self[self['pick']] }}", scope)).toBe('green|green|M|green');
    expect(await liquid.render("{% assign colour = 'red' %}{{ self['colour'] }}", scope)).toBe('red');
    expect(await liquid.render('{% for name in names %}{{ self[name] }}{% endfor %}', { names: ['a', 'b'], a: 1, b: 2 })).toBe('12');
    expect(await liquid.render("{% capture out %}{{ self['colour'] }}{% endcapture %}{{ out }}", scope)).toBe('green');
    expect(await liquid.render('{% assign self = "mine" %}{{ self }}')).toBe('mine');
  });

  it('reads size, first and last as variables of those names, and sees assigns made after it was taken', async () => {
    expect(await liquid.render('{% assign size = 4 %}{% assign first = "f" %}{% assign last = "l" %}{{ self.size }}{{ self.first }}{{ self.last }}')).toBe(
      '4fl',
    );
    expect(await liquid.render('{%- assign me = self -%}{%- assign late = "yes" -%}{{ me.late }}')).toBe('yes');
  });

  it('inside a render is the snippet scope, while a self passed in keeps the caller scope at every level', async () => {
    expect(await liquid.render('{%- assign tone = "outer" -%}{%- assign me = self -%}{%- render "inner", caller: me -%}')).toBe('inner/outer');
    expect(await liquid.render('{%- assign depth = 1 -%}{%- assign me = self -%}{%- render "relay", top: me -%}')).toBe('123');
  });

  it('is an opaque drop to filters: no size or ends, properties for map, its class name as text', async () => {
    expect(await liquid.render('{% assign size = 5 %}{{ self | size }}|{{ self | first }}|{{ self | last }}')).toBe('0||');
    expect(await liquid.render("{% assign x = 'X' %}{{ self | map: 'x' | join: ',' }}")).toBe('X');
    expect(await liquid.render('{{ self }}|{{ self | escape }}|{{ self | slice: 0, 6 }}|{{ self | url_encode }}')).toBe(
      'Liquid::SelfDrop|Liquid::SelfDrop|Liquid|Liquid%3A%3ASelfDrop',
    );
    expect(await liquid.render('{% assign tail = self %}{{ "abcdef" | truncate: 5, tail }}')).toBe('Liquid::SelfDrop');
  });
});

describe('bare bracket lookups', () => {
  const scope = { key: 'colour', colour: 'green', list: 'colour', pair: { colour: 'ok' } };

  it('name a variable in lax and strict mode', async () => {
    for (const errorMode of ['lax', 'strict'] as const) {
      const liquid = scratchEngine({}, { errorMode });
      expect(await liquid.render("{{ [key] }}|{{ ['colour'] }}|{{ pair[ [ 'key' ] ] }}", scope)).toBe('green|green|ok');
      expect(await liquid.render("{% for c in ['list'] %}{{ c }}{% endfor %}|{% assign v = ['colour'] %}{{ v }}", scope)).toBe('colour|green');
    }
  });

  it('are an error in strict2 (use self[...]), and an unclosed one is in strict mode', async () => {
    expect(await scratchEngine({}, { errorMode: 'strict2' }).failure('{{ [key] }}', scope)).toContain('Bare bracket access is not allowed');
    expect(await scratchEngine({}, { errorMode: 'strict' }).failure("{{['colour'}}", scope)).toContain('Expected close_square');
  });

  it('read an unclosed lookup of a digit name as that variable in lax mode', async () => {
    expect(await scratchEngine().render("{{['2024'}}", { 2024: 'year' })).toBe('year');
  });
});

describe('literal names as variables', () => {
  it('blank, empty, nil, true and false followed by a lookup read a variable of that name', async () => {
    const liquid = scratchEngine({}, { errorMode: 'strict2' });
    const scope = { blank: { x: 'b' }, empty: { x: 'e' }, true: { x: 't' } };
    expect(await liquid.render("{{ blank.x }}{{ blank['x'] }}{{ empty.x }}{{ true.x }}", scope)).toBe('bbet');
    expect(await liquid.render("{% if '' == blank %}still blank{% endif %}", scope)).toBe('still blank');
  });
});

describe('spaces around a lookup dot', () => {
  const scope = { shop: { name: 'Olive' } };

  it('are skipped by the strict parsers; in lax mode they end the expression (Liquid reads `shop`, drops the rest)', async () => {
    for (const errorMode of ['strict', 'strict2'] as const) {
      const liquid = scratchEngine({}, { errorMode });
      expect(await liquid.render("{{ shop . name }}|{{ 'a . b' | append: shop .name }}", scope)).toBe('Olive|a . bOlive');
    }
    expect(await scratchEngine().render('{{ shop . name }}', scope)).toBe('{"name"=>"Olive"}');
  });
});
