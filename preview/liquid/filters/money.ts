// The money filter family: integer cents formatted with the shop's money formats.
import type { FilterImplOptions } from 'liquidjs';
import { DEFAULT_MONEY_FORMAT, formatMoney, formatMoneyWithoutTrailingZeros } from '../../../src/contracts/money';
import { globalOf, plain, prop } from './args';

export interface ShopMoneyFormats {
  money_format?: string;
  money_with_currency_format?: string;
}

const DEFAULT_WITH_CURRENCY = '${{amount}} USD';

const PLACEHOLDER_RE = /\{\{\s*\w+\s*\}\}/;

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
      plain: typeof plainFormat === 'string' && plainFormat ? plainFormat : DEFAULT_MONEY_FORMAT,
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
      return formatMoneyWithoutTrailingZeros(cents, formats(this.context).plain);
    },
    money_amount(value: unknown) {
      const cents = toCents(value);
      return cents === undefined ? '' : formatMoney(cents, '{{amount}}');
    },
  };
}
