/** Shopify money formatting: `formatMoney(cents, shop.money_format)`. Amounts are integer minor units. */

export const DEFAULT_MONEY_FORMAT = '${{amount}}';

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/;

interface Delimiters {
  decimals: 0 | 2;
  thousands: string;
  decimal: string;
}

// Every placeholder Shopify documents for money formats.
const FORMATS: Record<string, Delimiters> = {
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
  const negative = cents < 0;
  // Integer arithmetic avoids float artefacts such as 1.005 → "1.00".
  const abs = Math.abs(cents);
  const units = decimals === 0 ? Math.round(abs / 100) : Math.floor(abs / 100);
  const grouped = String(units).replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  const fraction = decimals === 2 ? decimal + String(abs % 100).padStart(2, '0') : '';
  return (negative ? '-' : '') + grouped + fraction;
}

export function formatMoney(
  cents: number | string | null | undefined,
  format: string = DEFAULT_MONEY_FORMAT,
): string {
  const match = PLACEHOLDER.exec(format);
  if (!match) return format;
  const delimiters = FORMATS[match[1] ?? ''] ?? FORMATS.amount!;
  return format.replace(PLACEHOLDER, withDelimiters(toCents(cents), delimiters));
}
