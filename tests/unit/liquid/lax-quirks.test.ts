// Lax markup Ruby Liquid reads where LiquidJS rejects it: an assign's or a `liquid` line's value read as
// a variable's markup, cycle's `[name:] values` split on commas (trailing elements, no values), a raw
// body running to the end tag that closes before another tag opens, and nameless tags inside a comment;
// snippets are read laxly as the template is.
import { describe, expect, it } from 'vitest';
import { scratchEngine } from './scratch-engine';

const { render, failure } = scratchEngine({ 'lax-snippet': "{{ 'a' || upcase }}|{% if x && y %}t{% endif %}|{% assign n = 2 ~ %}{{ n }}" });
const strict2 = scratchEngine({}, { errorMode: 'strict2' });

describe('assign in lax mode', () => {
  it('reads the value as lax Liquid reads an output: first fragment, then the filters it can', async () => {
    expect(await render('{% assign total = 4 ^ %}{{ total }}')).toBe('4');
    expect(await render("{% assign label = ('Oil' | upcase) %}[{{ label }}]")).toBe('[]');
    expect(await render('{% liquid\n  assign ok = true &&\n  echo ok\n%}|{{ ok }}')).toBe('true|true');
  });
  it('keeps the line numbers of what follows', async () => {
    expect(await failure("{% liquid\n  assign a = 1 ~\n%}\n{{ a | truncate: 'x' }}")).toMatch(/line:4/);
  });
});

describe('partials', () => {
  it('a rendered or included snippet is read laxly too', async () => {
    expect(await render("{% render 'lax-snippet', x: true, y: false %}/{% include 'lax-snippet' %}")).toBe('A|t|2/A||2');
  });
});

describe('cycle in lax mode', () => {
  it("reads each comma-separated piece by its first fragment (`first x: 'b'` is `first`)", async () => {
    expect(await render("{% for i in (1..3) %}{% cycle first x: 'b', 'c' %}{% endfor %}", { first: 'A' })).toBe('AcA');
  });
  it('a named cycle with no values prints nothing', async () => {
    expect(await render("{% for i in (1..3) %}[{% cycle 'group': %}]{% endfor %}")).toBe('[][][]');
  });
  it('a trailing comma ends the list, in strict2 too', async () => {
    expect(await strict2.render("{% cycle 'a', 'b', %}{% cycle 'a', 'b', %}{% cycle 'a', 'b', %}")).toBe('aba');
  });
});

describe('raw', () => {
  it('an end tag another tag opens inside of is body text; the body runs to the end tag that closes', async () => {
    expect(await render('{% raw %}<{% endraw {% if %}>{% endraw %}|')).toBe('<{% endraw {% if %}>|');
    expect(await render('{% raw %}a {% endraw {% endraw %}b')).toBe('a {% endraw b');
  });
});

describe('comment', () => {
  it('may hold a tag without a name; outside a comment it is still a syntax error', async () => {
    expect(await render("a{% comment %}{%%}{% 'x' %}{% endcomment %}b")).toBe('ab');
    expect(await failure('a{%%}b')).toMatch(/tag "" not found/);
  });
});
