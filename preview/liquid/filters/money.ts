// The money filter family: integer cents formatted with the shop's money formats.
import type { FilterImplOptions } from 'liquidjs';
import { globalOf, plain, prop } from './args';

export interface ShopMoneyFormats {
  money_format?: string;
  money_with_currency_format?: string;
}

const DEFAULT_FORMAT = '${{amount}}';
const DEFAULT_WITH_CURRENCY = '${{amount}} USD';

function group(cents: number, decimals: number, thousands: string, decimal: string): string {
  const fixed = (Math.abs(cents) / 100).toFixed(decimals);
  const [whole = '0', frac] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  return (cents < 0 ? '-' : '') + (frac === undefined ? grouped : `${grouped}${decimal}${frac}`);
}

const PLACEHOLDERS: Record<string, (cents: number) => string> = {
  amount: (c) => group(c, 2, ',', '.'),
  amount_no_decimals: (c) => group(c, 0, ',', '.'),
  amount_with_comma_separator: (c) => group(c, 2, '.', ','),
  amount_no_decimals_with_comma_separator: (c) => group(c, 0, '.', ','),
  amount_with_apostrophe_separator: (c) => group(c, 2, "'", '.'),
  amount_no_decimals_with_space_separator: (c) => group(c, 0, ' ', '.'),
  amount_with_space_separator: (c) => group(c, 2, ' ', ','),
  amount_with_period_and_space_separator: (c) => group(c, 2, ' ', '.'),
};

const PLACEHOLDER_RE = /\{\{\s*(\w+)\s*\}\}/;

export function formatMoney(cents: number, format: string): string {
  return format.replace(new RegExp(PLACEHOLDER_RE.source, 'g'), (whole, name: string) => {
    const fn = PLACEHOLDERS[name];
    return fn ? fn(cents) : whole;
  });
}

function toCents(value: unknown): number | undefined {
  const v = plain(value);
  if (v === undefined || v === null || v === '') return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? Math.round(n) : undefined;
}

/** Money filters bound to the shop formats (per-request `shop` global first, then the renderer's). */
export function moneyFilters(fallbackShop: () => ShopMoneyFormats): Record<string, FilterImplOptions> {
  function formats(ctx: { globals: object }): { plain: string; withCurrency: string } {
    const shop = globalOf(ctx, 'shop') ?? fallbackShop();
    const plainFormat = prop(shop, 'money_format');
    const currencyFormat = prop(shop, 'money_with_currency_format');
    return {
      plain: typeof plainFormat === 'string' && plainFormat ? plainFormat : DEFAULT_FORMAT,
      withCurrency: typeof currencyFormat === 'string' && currencyFormat ? currencyFormat : DEFAULT_WITH_CURRENCY,
    };
  }
  return {
    money(value: unknown) {
      const cents = toCents(value);
      return cents === undefined ? '' : formatMoney(cents, formats(this.context).plain);
    },
    money_with_currency(value: unknown) {
      const cents = toCents(value);
      return cents === undefined ? '' : formatMoney(cents, formats(this.context).withCurrency);
    },
    money_without_currency(value: unknown) {
      const cents = toCents(value);
      if (cents === undefined) return '';
      const placeholder = PLACEHOLDER_RE.exec(formats(this.context).plain)?.[0] ?? '{{amount}}';
      return formatMoney(cents, placeholder);
    },
    money_without_trailing_zeros(value: unknown) {
      const cents = toCents(value);
      if (cents === undefined) return '';
      const out = formatMoney(cents, formats(this.context).plain);
      return cents % 100 === 0 ? out.replace(/([.,])00(?!\d)/, '') : out;
    },
    money_amount(value: unknown) {
      const cents = toCents(value);
      return cents === undefined ? '' : formatMoney(cents, '{{amount}}');
    },
  };
}
