import { describe, expect, it } from 'vitest';
import { DEFAULT_MONEY_FORMAT, formatMoney } from '../../../src/lib/money';

describe('formatMoney', () => {
  it.each([
    ['${{amount}}', '$1,134.65'],
    ['${{amount_no_decimals}}', '$1,135'],
    ['{{amount_with_comma_separator}} €', '1.134,65 €'],
    ['{{amount_no_decimals_with_comma_separator}} kr', '1.135 kr'],
    ["{{amount_with_apostrophe_separator}} CHF", "1'134.65 CHF"],
    ['{{amount_no_decimals_with_space_separator}} Ft', '1 135 Ft'],
    ['{{amount_with_space_separator}} zł', '1 134,65 zł'],
    ['{{amount_with_period_and_space_separator}} kr', '1 134.65 kr'],
    ['${{ amount }} USD', '$1,134.65 USD'],
  ])('formats 113465 cents with %s', (format, expected) => {
    expect(formatMoney(113465, format)).toBe(expected);
  });

  it('defaults to a dollar sign plus amount', () => {
    expect(DEFAULT_MONEY_FORMAT).toBe('${{amount}}');
    expect(formatMoney(2500)).toBe('$25.00');
    expect(formatMoney(5)).toBe('$0.05');
  });

  it('groups millions and keeps HTML in the format', () => {
    expect(formatMoney(123456789, '<span class=money>${{amount}}</span>')).toBe('<span class=money>$1,234,567.89</span>');
  });

  it('accepts numeric strings, negatives and junk without throwing', () => {
    expect(formatMoney('1999')).toBe('$19.99');
    expect(formatMoney('19.99')).toBe('$19.99');
    expect(formatMoney(-1050)).toBe('$-10.50');
    expect(formatMoney('abc')).toBe('$0.00');
    expect(formatMoney(null)).toBe('$0.00');
    expect(formatMoney(Number.NaN)).toBe('$0.00');
  });

  it('rounds half up without decimals and leaves formats without a placeholder alone', () => {
    expect(formatMoney(150, '{{amount_no_decimals}}')).toBe('2');
    expect(formatMoney(149, '{{amount_no_decimals}}')).toBe('1');
    expect(formatMoney(100, 'Free')).toBe('Free');
    expect(formatMoney(100, '{{unknown_placeholder}}')).toBe('1.00');
  });
});
