// `format_code`: the gift card template's filter (not in Shopify's filter reference, but Dawn's
// gift_card.liquid uses it): a code in groups of four characters, as Shopify prints it.
import type { FilterImplOptions } from 'liquidjs';
import { str } from './args';

export const giftCardFilters: Record<string, FilterImplOptions> = {
  format_code(code: unknown) {
    return (
      str(code)
        .replace(/\s+/g, '')
        .match(/.{1,4}/g) ?? []
    ).join(' ');
  },
};
