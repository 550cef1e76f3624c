// for/tablerow/include loops behave as Shopify's Liquid: slicing, parentloop, tablerow markup, include for/with.
import { describe, expect, it } from 'vitest';
import { scratchEngine } from './scratch-engine';

const { render, failure } = scratchEngine({
  badge: '<{{ badge }}>',
  swatch: '({{ colour }}{{ fit }})',
  'stop-after-first': '{{ entry }}{% break %}',
});

const letters = ['a', 'b', 'c', 'd', 'e'];

describe('for: offset and limit', () => {
  it('a negative limit renders the else branch', async () => {
    expect(await render('{% for x in xs limit: -1 %}{{ x }}{% else %}none{% endfor %}', { xs: letters })).toBe('none');
  });
  it('a negative offset starts at the first item and the limit counts from it', async () => {
    expect(await render('{% for x in xs offset: -2 limit: 4 %}{{ x }}{% endfor %}', { xs: letters })).toBe('ab');
  });
  it('offset and limit given as numeric strings', async () => {
    expect(await render("{% for x in xs offset: '1' limit: '2' %}{{ x }}{% endfor %}", { xs: letters })).toBe('bc');
  });
  it('an offset past the end renders the else branch', async () => {
    expect(await render('{% for x in xs offset: 9 %}{{ x }}{% else %}empty{% endfor %}', { xs: letters })).toBe('empty');
  });
  it('a non-numeric limit is "invalid integer"', async () => {
    expect(await failure("{% for x in xs limit: 'lots' %}{{ x }}{% endfor %}", { xs: letters })).toMatch(/^invalid integer/);
  });
  it('offset: continue picks up where the same loop stopped', async () => {
    const source =
      '{% for x in xs limit: 2 %}{{ x }}{% endfor %}|{% for x in xs offset: continue limit: 2 %}{{ x }}{% endfor %}|{% for x in xs offset: continue %}{{ x }}{% endfor %}';
    expect(await render(source, { xs: letters })).toBe('ab|cd|e');
  });
  it('forloop.parentloop reaches the enclosing loop, and is empty at the top', async () => {
    const source =
      '{% for i in (1..2) %}{% for j in (1..2) %}{{ forloop.parentloop.index }}{{ forloop.index }} {% endfor %}{% endfor %}[{{ forloop.parentloop.index }}]';
    expect(await render(source)).toBe('11 12 21 22 []');
  });
});

describe('tablerow', () => {
  it('writes rows on their own lines and wraps at cols', async () => {
    expect(await render('{% tablerow x in xs cols: 2 %}{{ x }}{% endtablerow %}', { xs: ['a', 'b', 'c'] })).toBe(
      '<tr class="row1">\n<td class="col1">a</td><td class="col2">b</td></tr>\n<tr class="row2"><td class="col1">c</td></tr>\n',
    );
  });
  it('an empty collection still writes one empty row; a missing one writes nothing', async () => {
    expect(await render('{% tablerow x in xs %}{{ x }}{% endtablerow %}', { xs: [] })).toBe('<tr class="row1">\n</tr>\n');
    expect(await render('{% tablerow x in missing %}{{ x }}{% endtablerow %}')).toBe('');
  });
  it('cols: nil never wraps and col_last stays false', async () => {
    expect(await render('{% tablerow x in (1..2) cols: nil %}{{ tablerowloop.col_last }}{% endtablerow %}')).toBe(
      '<tr class="row1">\n<td class="col1">false</td><td class="col2">false</td></tr>\n',
    );
  });
  it('break closes the cell and the row; continue skips the rest of the cell', async () => {
    expect(await render('{% tablerow x in (1..3) %}{{ x }}{% break %}!{% endtablerow %}')).toBe('<tr class="row1">\n<td class="col1">1</td></tr>\n');
    expect(await render('{% tablerow x in (1..2) %}{{ x }}{% continue %}!{% endtablerow %}')).toBe(
      '<tr class="row1">\n<td class="col1">1</td><td class="col2">2</td></tr>\n',
    );
  });
  it('a non-numeric limit counts as 0', async () => {
    expect(await render('{% tablerow x in (1..3) limit: n %}{{ x }}{% endtablerow %}', { n: 'many' })).toBe('<tr class="row1">\n</tr>\n');
  });
});

describe('include for / with … as', () => {
  it('for binds each item to the snippet name', async () => {
    expect(await render("{% include 'badge' for tags %}", { tags: ['new', 'sale'] })).toBe('<new><sale>');
  });
  it('for … as binds each item to the alias, next to other parameters', async () => {
    expect(await render("{% include 'swatch' for colours as colour, fit: 'M' %}", { colours: ['red', 'blue'] })).toBe('(redM)(blueM)');
  });
  it('with … as binds one value to the alias', async () => {
    expect(await render("{% include 'swatch' with 'green' as colour %}")).toBe('(green)');
  });
  it('a break inside the included snippet stops the caller’s loop', async () => {
    expect(await render("{% for round in (1..2) %}{% include 'stop-after-first' for entries as entry %}{{ round }}{% endfor %}", { entries: ['x', 'y'] })).toBe(
      'x',
    );
  });
});
