// Range literals `(a..b)` behave as Ruby Liquid's Range: printed as `a..b`, walked as integers, bounds read as Ruby does.
import { describe, expect, it } from 'vitest';
import { scratchEngine } from './scratch-engine';

const { render, failure } = scratchEngine({ tile: '[{{ tile }}]' });
const strict2 = scratchEngine({}, { errorMode: 'strict2' });

describe('a range prints as Ruby prints a Range', () => {
  it('literal, variable and spaced bounds print as a..b', async () => {
    expect(await render('{{ (2..6) }} {{ (lo..hi) }} {{ ( 7 .. 8 ) }} {{ (-3..1) }} {{ (4..4) }}', { lo: 10, hi: 12 })).toBe('2..6 10..12 7..8 -3..1 4..4');
  });
  it('an assigned range prints the same, and a string filter reads it as text', async () => {
    expect(await render('{% assign r = (3..9) %}{{ r }}|{{ "n" | append: r }}|{{ r | prepend: "<" }}')).toBe('3..9|n3..9|<3..9');
  });
  it('json writes the text, as Ruby serializes a Range', async () => {
    expect(await render('{{ (1..2) | json }}')).toBe('"1..2"');
  });
  it('a range used as a key finds no "a..b" key, though it prints so', async () => {
    expect(await render('{{ (1..2) }}[{{ table[(1..2)] }}]', { table: { '1..2': 'found' } })).toBe('1..2[]');
  });
});

describe('loops and list filters still see the integers', () => {
  it('for, reversed and tablerow walk a range that prints as a..b', async () => {
    expect(await render('{% assign r = (2..4) %}{{ r }}:{% for i in r reversed %}{{ i }}{% endfor %}')).toBe('2..4:432');
    expect(await render('{% assign r = (1..2) %}{{ r }}{% tablerow i in r %}{{ i }}{% endtablerow %}')).toBe(
      '1..2<tr class="row1">\n<td class="col1">1</td><td class="col2">2</td></tr>\n',
    );
  });
  it('join, size, first, last, reverse, uniq', async () => {
    expect(
      await render(
        '{{ (1..4) }} {{ (1..4) | join: "," }} {{ (1..4) | size }} {{ (1..4) | first }} {{ (1..4) | last }} {{ (1..4) | reverse }} {{ (1..3) | uniq | size }}',
      ),
    ).toBe('1..4 1,2,3,4 4 1 4 4321 3');
  });
  it('an empty range (high below low) prints its bounds and loops zero times', async () => {
    expect(await render('{{ (5..2) }}{% for i in (5..2) %}x{% else %}-none{% endfor %}')).toBe('5..2-none');
  });
  it('include … for a range renders once with the range, which is not an array', async () => {
    expect(await render("{% include 'tile' for (1..3) %}")).toBe('[1..3]');
  });
});

describe('comparisons', () => {
  it('== holds for equal bounds only, never against an array', async () => {
    const source =
      '{% if (1..3) == (1..3) %}same{% endif %}{% if (1..3) == (1..4) %}-wider{% endif %}{% if (1..3) == list %}-list{% endif %}{% if list == (1..3) %}-list2{% endif %}';
    expect(await render(source, { list: [1, 2, 3] })).toBe('same');
  });
  it('contains tests membership of its integers, in a range that is no array', async () => {
    const source = '{% assign r = (1..5) %}{% if r contains 3 %}in{% endif %}{% if r contains 6 %}-out{% endif %}{% if r == list %}-list{% endif %}';
    expect(await render(source, { list: [1, 2, 3, 4, 5] })).toBe('in');
  });
});

describe('bounds as Ruby Liquid reads them', () => {
  it('a nil or missing bound is 0', async () => {
    expect(await render('{% for i in (nothing..2) %}{{ i }}{% endfor %}')).toBe('012');
  });
  it('a string bound is read by its leading digits', async () => {
    expect(await render('{{ (1..top) }}', { top: '7 items' })).toBe('1..7');
    expect(await render('{{ (n..n) }}', { n: '5' })).toBe('5..5');
  });
  it('a float bound from a variable is "invalid integer"', async () => {
    expect(await failure('{{ (1..top) }}', { top: 2.5 })).toMatch(/^invalid integer/);
  });
  it('a float written in the template is truncated', async () => {
    expect(await render('{{ (1.9..3) }}')).toBe('1..3');
  });
  it('extra dots belong to the range: (1...4) is 1..4', async () => {
    expect(await render('{% for i in (1...4) %}{{ i }}{% endfor %}')).toBe('1234');
  });
});

describe('lax float quirks outside parentheses', () => {
  it('digits with repeated dots read as the float before the second dot', async () => {
    expect(await render('{{ -0..1 }} {{ 0.....5 }}{% if z == -0..1 %} equal{% endif %}', { z: 0 })).toBe('-0.0 0.0 equal');
  });
});

describe('strict2 tablerow', () => {
  it('accepts a range: attribute and walks the collection', async () => {
    expect(await strict2.render('{% tablerow i in (1..2) range: (1..9) %}{{ i }}{% endtablerow %}')).toBe(
      '<tr class="row1">\n<td class="col1">1</td><td class="col2">2</td></tr>\n',
    );
  });
});
