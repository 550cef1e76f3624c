// Ordering comparisons as Ruby Liquid: errors for a number against a string, false against nil or a boolean.
import { describe, expect, it } from 'vitest';
import { liquid } from './helpers';

describe('ordering comparisons', () => {
  it("raise Ruby's error text when a number meets a string", async () => {
    await expect(liquid('{% if 5 > "x" %}y{% endif %}')).rejects.toThrow(/comparison of Integer with String failed/);
    await expect(liquid("{% if 'abc' < 1 %}y{% endif %}")).rejects.toThrow(/comparison of String with 1 failed/);
    await expect(liquid("{% if 1.5 >= 'a' %}y{% endif %}")).rejects.toThrow(/comparison of Float with String failed/);
  });
  it('are false against nil or a boolean, on either side', async () => {
    expect(await liquid('{% if 5 > nil %}y{% else %}n{% endif %}{% if missing < 5 %}y{% else %}n{% endif %}{% if 5 >= true %}y{% else %}n{% endif %}')).toBe(
      'nnn',
    );
  });
  it('still order numbers with numbers and strings with strings', async () => {
    expect(await liquid("{% if 5 > 3 %}a{% endif %}{% if 2.5 <= 2.5 %}b{% endif %}{% if 'b' > 'a' %}c{% endif %}{% if n > 3 %}d{% endif %}", { n: 4 })).toBe(
      'abcd',
    );
  });
});
