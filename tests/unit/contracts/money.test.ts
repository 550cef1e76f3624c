import { describe, expect, it } from 'vitest';
import { DEFAULT_MONEY_FORMAT, formatMoney } from '../../../src/contracts/money';
import { liquid } from '../liquid/helpers';

// help.shopify.com/manual/markets/pricing/currency-formatting: each placeholder's documented
// example is 1134.65 (113465 cents); the rest follow its rules (rounded formats round 50 and up).
const TABLE: [placeholder: string, cents: number, expected: string][] = [
  ['amount', 113465, '1,134.65'],
  ['amount', 0, '0.00'],
  ['amount', 5, '0.05'],
  ['amount', -113465, '-1,134.65'],
  ['amount', -5, '-0.05'],
  ['amount', 123456789012, '1,234,567,890.12'],
  ['amount', 1999.5, '20.00'],
  ['amount_no_decimals', 113465, '1,135'],
  ['amount_no_decimals', 113449, '1,134'],
  ['amount_no_decimals', 113450, '1,135'],
  ['amount_no_decimals', 0, '0'],
  ['amount_no_decimals', -150, '-2'],
  ['amount_no_decimals', -40, '0'],
  ['amount_no_decimals', 123456789012, '1,234,567,890'],
  ['amount_with_comma_separator', 113465, '1.134,65'],
  ['amount_with_comma_separator', -100000001, '-1.000.000,01'],
  ['amount_with_comma_separator', 0, '0,00'],
  ['amount_no_decimals_with_comma_separator', 113465, '1.135'],
  ['amount_no_decimals_with_comma_separator', 99999950, '1.000.000'],
  ['amount_with_apostrophe_separator', 113465, "1'134.65"],
  ['amount_with_apostrophe_separator', 123456789, "1'234'567.89"],
  ['amount_no_decimals_with_space_separator', 113465, '1 135'],
  ['amount_no_decimals_with_space_separator', 49, '0'],
  ['amount_with_space_separator', 113465, '1 134,65'],
  ['amount_with_space_separator', -99, '-0,99'],
  ['amount_with_period_and_space_separator', 113465, '1 134.65'],
  ['amount_with_period_and_space_separator', 100000000, '1 000 000.00'],
];

describe('formatMoney (Shopify money formats)', () => {
  it.each(TABLE)('{{%s}} formats %d cents as %s', (placeholder, cents, expected) => {
    expect(formatMoney(cents, `{{${placeholder}}}`)).toBe(expected);
  });

  it.each(TABLE)("the preview's money filter formats {{%s}} %d like the islands", async (placeholder, cents, expected) => {
    const shop = { money_format: `€{{ ${placeholder} }}`, money_with_currency_format: `{{${placeholder}}} EUR` };
    expect(await liquid(`{{ ${cents} | money }}|{{ ${cents} | money_with_currency }}`, { shop })).toBe(`€${expected}|${expected} EUR`);
  });

  it('keeps the text around the placeholder, spaces inside the braces and HTML in the format', () => {
    expect(formatMoney(113465, '${{ amount }} USD')).toBe('$1,134.65 USD');
    expect(formatMoney(123456789, '<span class=money>${{amount}}</span>')).toBe('<span class=money>$1,234,567.89</span>');
    expect(formatMoney(100, 'Free')).toBe('Free');
  });

  it('formats an undocumented placeholder as {{amount}} in the islands and the preview alike', async () => {
    expect(formatMoney(113465, '{{amount_with_currency}} USD')).toBe('1,134.65 USD');
    expect(await liquid('{{ 113465 | money }}', { shop: { money_format: '{{amount_with_currency}} USD' } })).toBe('1,134.65 USD');
  });

  it('fills every placeholder of a format', () => {
    expect(formatMoney(113465, '{{amount}} ({{amount_no_decimals}})')).toBe('1,134.65 (1,135)');
  });

  it('defaults to a dollar sign plus amount', () => {
    expect(DEFAULT_MONEY_FORMAT).toBe('${{amount}}');
    expect(formatMoney(2500)).toBe('$25.00');
  });

  it('accepts numeric strings and junk without throwing', () => {
    expect(formatMoney('1999')).toBe('$19.99');
    expect(formatMoney('19.99')).toBe('$19.99');
    expect(formatMoney(-1050)).toBe('$-10.50');
    expect(formatMoney('abc')).toBe('$0.00');
    expect(formatMoney(null)).toBe('$0.00');
    expect(formatMoney(Number.NaN)).toBe('$0.00');
  });
});
