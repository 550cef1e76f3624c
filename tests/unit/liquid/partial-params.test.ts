// include/render arguments and bindings as Ruby Liquid reads and runs them: with/for values, aliases, dynamic names, include inside render.
import { describe, expect, it } from 'vitest';
import { renderSpec } from '../../../scripts/liquid-spec/render';
import { scratchEngine } from './scratch-engine';

const snippets = {
  badge: '[{{ badge }}|{{ tone }}]',
  hello: 'hi',
  pair: '{{ first }}-{{ second }}',
  'tag-line': '{{ tag }}',
  position: '{{ forloop.index }}/{{ forloop.length }};',
  'uses-include': 'before {% include "pair" %} after',
  'renders-include': '{% render "uses-include" %}',
};
const { render, failure } = scratchEngine(snippets);

describe('render with/for: the bound value and arguments', () => {
  it('an argument named like the snippet sets it when the with value is nil', async () => {
    expect(await render("{% render 'badge' with badge: 'new' %}")).toBe('[new|]');
    expect(await render("{% assign badge = nil %}{% render 'badge' with badge: false %}")).toBe('[false|]');
  });
  it('a with value that exists binds the snippet name, the argument keeps its own value', async () => {
    expect(await render("{% assign tone = 7 %}{% render 'badge' with tone: 2 %}")).toBe('[7|2]');
  });
  it('for walks a collection with a forloop, and renders a value that is not a collection once with it', async () => {
    expect(await render("{% render 'position' for xs %}", { xs: ['a', 'b'] })).toBe('1/2;2/2;');
    expect(await render("{% render 'tag-line' for label as tag %}", { label: 42 })).toBe('42');
    expect(await render("{% render 'hello' for [1, 2] %}")).toBe('hi');
  });
  it('an argument named like the alias is the fallback when the for value is nil, each item wins otherwise', async () => {
    expect(await render("{% assign tag = 'x' %}{% render 'tag-line' for tags as tag tag: tag %}")).toBe('x');
    expect(await render("{% assign tag = 'x' %}{% render 'tag-line' for tags as tag tag: tag %}", { tags: ['a', 'b'] })).toBe('ab');
  });
  it('lax markup: text between arguments is skipped, the arguments still pass', async () => {
    expect(await render("{% render 'pair' ?? first: 'a' ## second: 'b' %}")).toBe('a-b');
    expect(await render("{% include 'pair' ?? first: 'a' ## second: 'b' %}")).toBe('a-b');
  });
  it("Shopify's app-block form `render block` parses and prints nothing offline", async () => {
    expect(await render('[{% render block %}]', { block: { type: '@app' } })).toBe('[]');
  });
});

describe('include arguments, bindings and names', () => {
  it('each argument sees the earlier ones (render evaluates each in the caller scope)', async () => {
    expect(await render("{% include 'pair' first: 'a', second: first %}")).toBe('a-a');
    expect(await render("{% render 'pair' first: 'a', second: first %}")).toBe('a-');
  });
  it('with name: value binds the variable of that name to the snippet and sets the argument', async () => {
    expect(await render("{% assign tone = 7 %}{% include 'badge' with tone: 2 %}")).toBe('[7|2]');
  });
  it('the name may be a variable; one that holds no string is an illegal template name', async () => {
    expect(await render('{% include which %}', { which: 'pair' })).toBe('-');
    expect(await failure('{% include which %}', { which: 5 })).toMatch(/^Argument error in tag 'include' - Illegal template name/);
    expect(await failure('{% include nothing_here %}')).toMatch(/^Argument error in tag 'include' - Illegal template name/);
  });
});

describe('include inside render', () => {
  it('is an error, also in a render nested in a render', async () => {
    expect(await failure("{% render 'uses-include' %}")).toMatch(/^include usage is not allowed in this context/);
    expect(await failure("{% render 'renders-include' %}")).toMatch(/^include usage is not allowed in this context/);
    expect(await render("{% include 'uses-include' %}")).toBe('before - after');
  });
  it('renders the error inline where the include is, and the rest of the snippet still renders', async () => {
    const outcome = await renderSpec({ template: "{% render 'uses-include' %}", renderErrors: true, environment: {}, filesystem: snippets }, 'lax');
    expect(outcome.output).toBe('before Liquid error (uses-include line 1): include usage is not allowed in this context after');
  });
});

describe('render names in strict modes', () => {
  it("strict reads render as Ruby's lax parser does: a name that is not quoted is its syntax error", async () => {
    const strict = scratchEngine(snippets, { errorMode: 'strict' });
    expect(await strict.failure('{% render which %}')).toMatch(/Syntax error in tag 'render' - Template name must be a quoted string/);
    expect(await strict.render("{% render 'pair' ?? first: 'a' %}")).toBe('a-');
  });
  it('strict2 keeps its own grammar and accepts `render block`', async () => {
    const strict2 = scratchEngine(snippets, { errorMode: 'strict2' });
    expect(await strict2.failure("{% render 'pair' ?? first: 'a' %}")).not.toBe('no error');
    expect(await strict2.render('{% render block %}')).toBe('');
  });
});
