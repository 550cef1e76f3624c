// cycle groups and ifchanged behave as in Shopify's Liquid.
import { describe, expect, it } from 'vitest';
import { liquid } from './helpers';

describe('cycle', () => {
  it('unnamed cycles with the same literal values share one counter', async () => {
    expect(await liquid("{% cycle 'x', 'y' %}{% cycle 'x', 'y' %}{% cycle 'x', 'y' %}")).toBe('xyx');
  });
  it('each unnamed cycle naming a variable counts on its own', async () => {
    expect(await liquid("{% assign odd = 'o' %}{% cycle odd, 'e' %}{% cycle odd, 'e' %}")).toBe('oo');
  });
  it('a named group shares its counter even when the values differ', async () => {
    expect(await liquid("{% cycle 'g': 'a', 'b' %}{% cycle 'g': 'c', 'd' %}")).toBe('ad');
  });
  it('prints booleans and advances past them', async () => {
    expect(await liquid('{% cycle true, false %}{% cycle true, false %}')).toBe('truefalse');
  });
});

describe('ifchanged', () => {
  it('prints its body only when it changed since last time', async () => {
    expect(await liquid('{% for n in list %}{% ifchanged %}{{ n }}{% endifchanged %}{% endfor %}', { list: [1, 1, 2, 2, 1] })).toBe('121');
  });
});
