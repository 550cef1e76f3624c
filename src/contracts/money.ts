/**
 * Shopify's money formats (help.shopify.com, "Currency formatting"): `formatMoney(cents, shop.money_format)`.
 * The one implementation shared by the islands and the preview's money filters. No DOM or Node imports.
 */

export const DEFAULT_MONEY_FORMAT = '${{amount}}';

const PLACEHOLDERS = /\{\{\s*(\w+)\s*\}\}/g;

interface Delimiters {
  decimals: 0 | 2;
  thousands: string;
  decimal: string;
}

// Every placeholder Shopify documents for money formats.
const FORMATS: Readonly<Record<string, Delimiters>> = {
  amount: { decimals: 2, thousands: ',', decimal: '.' },
  amount_no_decimals: { decimals: 0, thousands: ',', decimal: '.' },
  amount_with_comma_separator: { decimals: 2, thousands: '.', decimal: ',' },
  amount_no_decimals_with_comma_separator: { decimals: 0, thousands: '.', decimal: ',' },
  amount_with_apostrophe_separator: { decimals: 2, thousands: "'", decimal: '.' },
  amount_no_decimals_with_space_separator: { decimals: 0, thousands: ' ', decimal: '.' },
  amount_with_space_separator: { decimals: 2, thousands: ' ', decimal: ',' },
  amount_with_period_and_space_separator: { decimals: 2, thousands: ' ', decimal: '.' },
};

/** Cents may arrive as a number or a numeric string ("1999" or Shopify's legacy "19.99"). */
function toCents(value: number | string | null | undefined): number {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value) : 0;
  if (typeof value === 'string') {
    const n = Number(value.replace('.', ''));
    return Number.isFinite(n) ? Math.round(n) : 0;
  }
  return 0;
}

function withDelimiters(cents: number, { decimals, thousands, decimal }: Delimiters): string {
  // Integer arithmetic: no float artefacts; rounded formats round half up (Shopify: "50 or greater").
  const abs = Math.abs(cents);
  const units = decimals === 0 ? Math.floor((abs + 50) / 100) : Math.floor(abs / 100);
  const grouped = String(units).replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  const fraction = decimals === 2 ? decimal + String(abs % 100).padStart(2, '0') : '';
  // A negative amount that rounds to 0 prints "0", not "-0".
  const negative = cents < 0 && (decimals === 2 || units > 0);
  return (negative ? '-' : '') + grouped + fraction;
}

/**
 * Replaces each `{{ placeholder }}` of the format with the amount; a placeholder Shopify does not
 * document formats as `{{amount}}`, so a shopper never sees braces.
 */
export function formatMoney(cents: number | string | null | undefined, format: string = DEFAULT_MONEY_FORMAT): string {
  const amount = toCents(cents);
  return format.replace(PLACEHOLDERS, (_whole, name: string) => withDelimiters(amount, FORMATS[name] ?? FORMATS.amount!));
}

/** `formatMoney` without a whole amount's zero cents ("$50", "46 €"), as Liquid's `money_without_trailing_zeros`. */
export function formatMoneyWithoutTrailingZeros(cents: number, format: string = DEFAULT_MONEY_FORMAT): string {
  const out = formatMoney(cents, format);
  return cents % 100 === 0 ? out.replace(/([.,])00(?!\d)/, '') : out;
}

/**
 * An amount in cents of the shop's currency in cents of the buyer's (presentment) currency, at
 * `rate` units of the buyer's currency per unit of the shop's (`Shopify.currency.rate`), rounded to
 * the cent as Shopify converts prices when the merchant has no price rounding.
 */
export function presentmentCents(shopCents: number, rate: number): number {
  return rate === 1 ? shopCents : Math.round(shopCents * rate);
}
