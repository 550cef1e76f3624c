// Property lookups, emptiness and integer arguments as Ruby Liquid has them: `.first`/`.last`/`.size` as methods.
import { Drop } from 'liquidjs';
import { describe, expect, it } from 'vitest';
import { scratchEngine } from './scratch-engine';

const { render, failure } = scratchEngine({ 'count-items': '{{ items.size }}/{{ items.first }}' });

describe('dot-written first, last and size are method calls', () => {
  it('a hash: first is its first [key, value] pair, last is nil, size counts its keys', async () => {
    expect(await render('{{ h.first }}|{{ h.last }}|{{ h.size }}', { h: { k: 'v', x: 'y' } })).toBe('kv||2');
  });
  it("a hash's own first/size keys win over the methods", async () => {
    expect(await render('{{ h.first }}|{{ h.size }}', { h: { first: 'own', size: 'big' } })).toBe('own|big');
  });
  it('a string: first and last are characters (multi-byte ones whole), size its length in characters', async () => {
    expect(await render('{{ s.first }}|{{ s.last }}|{{ s.size }}', { s: 'é日本🙂' })).toBe('é|🙂|4');
  });
  it("an empty string's first is '' (truthy, equal to empty)", async () => {
    expect(await render("{% if s.first == '' and s.first %}yes{% endif %}", { s: '' })).toBe('yes');
  });
  it('an integer has size 8 (bytes) and no first; a float has neither', async () => {
    expect(await render('{% assign n = 42 %}{{ n.size }}|{{ n.first }}|{{ f.size }}', { f: 2.5 })).toBe('8||');
  });
  it('arrays keep first/last/size, also inside a partial', async () => {
    expect(await render('{{ a.first }}{{ a.last }}{{ a.size }}|{% render "count-items", items: a %}', { a: [4, 5, 6] })).toBe('463|3/4');
  });
});

describe('bracket lookups are key lookups only', () => {
  it("a['first'], a['last'] and a['size'] on an array are nil", async () => {
    const source = "{% if a['first'] == nil and a['last'] == nil %}nil{% endif %}|{% if a['size'] == blank %}blank{% endif %}";
    expect(await render(source, { a: ['p', 'q'] })).toBe('nil|blank');
  });
  it("h['first'] and h['size'] on a hash without such keys are nil", async () => {
    expect(await render("[{{ h['first'] }}{{ h['size'] }}]", { h: { k: 1 } })).toBe('[]');
  });
  it('a variable named first is read as a variable, not a method', async () => {
    expect(await render('{% assign first = "mine" %}{{ first }}|{{ first.size }}')).toBe('mine|4');
  });
});

describe('first, last and size as filters', () => {
  it("a hash's first is its first pair, its last nil; a float has size 0, an integer 8", async () => {
    expect(await render('{{ h | first }}|{{ h | last }}|{{ h | size }}', { h: { k: 'v', x: 'y' } })).toBe('kv||2');
    expect(await render('{{ 2.5 | size }}|{{ 7 | size }}')).toBe('0|8');
  });
});

describe('empty, blank and contains as Ruby has them', () => {
  const opaque = new (class extends Drop {})();
  const falseDrop = new (class extends Drop {
    override valueOf(): boolean {
      return false;
    }
  })();
  it('a drop is neither empty nor blank; a drop whose value is false is blank but not empty', async () => {
    const check = '{% if d == empty %}E{% endif %}{% if d == blank %}B{% endif %}{% if d %}T{% endif %}';
    expect(await render(check, { d: opaque })).toBe('T');
    expect(await render(check, { d: falseDrop })).toBe('B');
  });
  it('empty and blank compared with each other are false', async () => {
    expect(await render('{% if blank == empty %}y{% else %}n{% endif %}{% if empty != blank %}y{% endif %}')).toBe('ny');
  });
  it('contains never finds nil; a hash contains its keys', async () => {
    const source = '{% if xs contains nil %}nil{% endif %}{% if h contains "k" %}key{% endif %}{% if h contains "v" %}value{% endif %}';
    expect(await render(source, { xs: [1, null], h: { k: 'v' } })).toBe('key');
  });
});

describe("integer arguments read as Ruby's Integer() reads text", () => {
  const source = "{{ 'abcdefghij' | truncate: n, '' }}";
  const truncated = (n: string) => render(source, { n });
  const refused = (n: string) => failure(source, { n });
  it('single underscores between digits, spaces around and 0x/0b/0o/leading-0 prefixes are integers', async () => {
    expect(await Promise.all(['1_2', ' 3\n', '0x4', '0b101', '010', '+6'].map(truncated))).toEqual([
      'abcdefghij',
      'abc',
      'abcd',
      'abcde',
      'abcdefgh',
      'abcdef',
    ]);
  });
  it('a trailing or doubled underscore, an 8 in an octal number and a stray character are "invalid integer"', async () => {
    for (const n of ['5_', '1__2', '08', '7 x', '4\b']) expect(await refused(n)).toMatch(/invalid integer/);
  });
  it('a NUL byte ends the text of a bignum or of digits with underscores, and is a stray character after a small number', async () => {
    expect(await truncated('99999999999999999999 \0junk')).toBe('abcdefghij');
    expect(await truncated('1_2\0')).toBe('abcdefghij');
    expect(await refused('12\0')).toMatch(/invalid integer/);
    expect(await refused('18446744073709551615\0')).toMatch(/invalid integer/);
  });
  it('for limit reads its integer the same way', async () => {
    expect(await render('{% for x in xs limit: n %}{{ x }}{% endfor %}', { xs: [1, 2, 3], n: '0b10' })).toBe('12');
  });
});

describe('a float index on an array', () => {
  it('finds nothing (Ruby reads only Integer keys as indexes), and a nil join glue joins with nothing', async () => {
    expect(await render('[{{ xs[1.0] }}]{{ xs | join: xs[0.5] }}|{{ xs | join }}', { xs: ['p', 'q'] })).toBe('[]pq|p q');
  });
});
