// Integer vs Float arithmetic and printing as Shopify's (Ruby) Liquid does it.
import { Drop } from 'liquidjs';
import { describe, expect, it } from 'vitest';
import { RubyFloat, rubyFloatText } from '../../../preview/liquid/ruby-values';
import { liquid } from './helpers';

describe('Ruby float printing', () => {
  it('prints floats the way Ruby does: a .0 on whole numbers, exponents outside 1e-4..1e16', () => {
    expect(rubyFloatText(5)).toBe('5.0');
    expect(rubyFloatText(-0.5)).toBe('-0.5');
    expect(rubyFloatText(0.0001)).toBe('0.0001');
    expect(rubyFloatText(0.00001)).toBe('1.0e-05');
    expect(rubyFloatText(1e-27)).toBe('1.0e-27');
    expect(rubyFloatText(123456789012345)).toBe('123456789012345.0');
    expect(rubyFloatText(-1e14)).toBe('-100000000000000.0');
  });
  it('prints a whole float from 1e15 with an exponent, and one with a fraction in full up to 1e16', () => {
    expect(rubyFloatText(1e15)).toBe('1.0e+15');
    expect(rubyFloatText(-1e15)).toBe('-1.0e+15');
    expect(rubyFloatText(1234567890123456)).toBe('1.234567890123456e+15');
    expect(rubyFloatText(3000000000000000.5)).toBe('3000000000000000.5');
    expect(rubyFloatText(1.5e20)).toBe('1.5e+20');
  });
  it('prints float literals as floats and integers as integers', async () => {
    expect(await liquid('{{ 7.0 }}|{{ 7 }}|{% assign x = 2.50 %}{{ x }}')).toBe('7.0|7|2.5');
  });
});

describe('math filters keep Integer and Float apart', () => {
  it('divides integers with floor, and gives a float when either side is a float', async () => {
    expect(
      await liquid('{{ 20 | divided_by: 7.0 }}|{{ 7.0 | divided_by: 2 }}|{{ 2.0 | divided_by: 4 }}|{{ 7 | divided_by: 2 }}|{{ -7 | divided_by: 2 }}'),
    ).toBe('2.857142857142857|3.5|0.5|3|-4');
  });
  it('computes floats as exact decimals (BigDecimal), not binary doubles', async () => {
    expect(await liquid('{{ 0.0725 | times: 100 }}|{{ 0.1 | plus: 0.2 }}|{{ 1.1 | minus: 1 }}')).toBe('7.25|0.3|0.1');
  });
  it('reads decimal strings as floats and other strings as their leading integer', async () => {
    expect(await liquid("{{ '3.5' | plus: 1.5 }}|{{ '3abc' | plus: 1 }}|{{ 'abc' | plus: 1 }}")).toBe('5.0|4|1');
  });
  it('raises on integer division by zero but gives Infinity for floats', async () => {
    await expect(liquid('{{ 10 | divided_by: 0 }}')).rejects.toThrow(/divided by 0/);
    expect(await liquid('{{ 10.0 | divided_by: 0.0 }}')).toBe('Infinity');
  });
  it('rounds half away from zero; round without digits gives an integer', async () => {
    expect(await liquid('{{ 4.5 | round }}|{{ -2.5 | round }}|{{ 1.005 | round: 2 }}|{{ 183.357 | round: 2 }}|{{ 5 | round: 2 }}|{{ 2.0 | round: 1 }}')).toBe(
      '5|-3|1.01|183.36|5|2.0',
    );
  });
  it('keeps the float-ness of abs, at_least, at_most and modulo, and ceil/floor give integers', async () => {
    expect(
      await liquid(
        '{{ -2.0 | abs }}|{{ 1 | at_least: 2.0 }}|{{ 5.5 | at_most: 3 }}|{{ 7.5 | modulo: 2 }}|{{ -7 | modulo: 3 }}|{{ 4.3 | ceil }}|{{ 4.9 | floor }}',
      ),
    ).toBe('2.0|2.0|3|1.5|2|5|4');
  });
  it('compares floats by value', async () => {
    expect(await liquid('{% assign f = 6 | divided_by: 4.0 %}{% if f == 1.5 %}eq{% endif %}{% if f > 1 %} gt{% endif %}{% if 2 > f %} lt{% endif %}')).toBe(
      'eq gt lt',
    );
    expect(new RubyFloat(2).equals(2)).toBe(true);
  });
});

describe('sum', () => {
  it('adds floats exactly, keeps integers integers, reads properties and flattens', async () => {
    expect(
      await liquid('{{ a | sum }}|{{ b | sum }}|{{ c | sum: "w" }}|{{ d | sum }}', {
        a: ['0.1', '0.2', '0.3'],
        b: [1, [2, 3], 'x'],
        c: [{ w: 0.1 }, { w: '0.2' }, { w: 0 }],
        d: [],
      }),
    ).toBe('0.6|6|0.3|0');
  });

  it("reads a drop's property (its liquidMethodMissing too), a dotted path, and counts an item that is no object as 0", async () => {
    class Line extends Drop {
      constructor(private readonly cents: number) {
        super();
      }
      override liquidMethodMissing(key: string): unknown {
        return key === 'price' ? this.cents : undefined;
      }
    }
    expect(
      await liquid('{{ lines | sum: "price" }}|{{ c | sum: "v.w" }}|{{ n | sum: "w" }}', {
        lines: [new Line(150), new Line(250)],
        c: [{ v: { w: 2 } }, { v: { w: 3 } }],
        n: [1, 2],
      }),
    ).toBe('400|5|0');
  });
});

describe('integers past 2^53', () => {
  it('print and compute exactly, as Ruby integers', async () => {
    expect(
      await liquid(
        '{{ 123456789012345678901234567893 | plus: 1 }}|{{ -9223372036854775808 | abs }}|{{ 9007199254740993 }}|{{ "90071992547409931" | times: 10 }}|{{ 9007199254740993 | divided_by: 2 }}',
      ),
    ).toBe('123456789012345678901234567894|9223372036854775808|9007199254740993|900719925474099310|4503599627370496');
  });
});
