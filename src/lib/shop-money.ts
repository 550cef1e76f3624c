/**
 * `<shop-money cents="5000" format="{{amount_with_comma_separator}} €">`: an amount a theme
 * setting holds in the shop's currency (the free-shipping threshold), printed by Liquid, which has
 * no exchange rate. Connected, it shows the amount in the buyer's currency: converted at
 * Shopify.currency.rate and written in `format` (the page's `shop.money_format`), without zero cents.
 * Islands that print such HTML get it converted too, as the element upgrades wherever it lands.
 */
import { formatMoneyWithoutTrailingZeros, presentmentCents } from '../contracts/money';
import { presentmentRate } from './presentment-rate';

export const SHOP_MONEY_TAG = 'shop-money';

export class ShopMoneyElement extends HTMLElement {
  connectedCallback(): void {
    const rate = presentmentRate();
    const cents = Number(this.getAttribute('cents'));
    const format = this.getAttribute('format');
    if (rate === 1 || !format || !Number.isInteger(cents)) return;
    this.textContent = formatMoneyWithoutTrailingZeros(presentmentCents(cents, rate), format);
  }
}

export function defineShopMoney(): void {
  if (!customElements.get(SHOP_MONEY_TAG)) customElements.define(SHOP_MONEY_TAG, ShopMoneyElement);
}
