// The Liquid `shop` object and the `page` object.
import { shopPolicies } from './policies';
import type { Page, ShopRecord } from '../types';
import { shopLocaleObject } from '../locales';
import { RecordDrop } from './record-drop';
import { currencyObject, MARKETS } from '../markets';
import { localeUrl } from '../locale-urls';

/** The Liquid `page` object. */
export class PageDrop extends RecordDrop<Page> {
  readonly object_type = 'page';
  readonly author = null;
  readonly published_at = '2025-03-01T09:00:00Z';
  readonly metafields = {};

  get url() {
    return localeUrl(`/pages/${this.record.handle}`);
  }
  get content() {
    return this.record.body_html;
  }
  override toJSON() {
    return {
      ...super.toJSON(),
      object_type: this.object_type,
      content: this.content,
      author: this.author,
      template_suffix: this.template_suffix,
      published_at: this.published_at,
      metafields: this.metafields,
    };
  }
}

export const pageObject = (page: Page): PageDrop => new PageDrop(page);

export function shopObject(shop: ShopRecord, counts: { products: number; collections: number; types: string[]; vendors: string[] }) {
  return {
    id: 1,
    name: shop.name,
    email: shop.email,
    description: shop.description,
    domain: shop.domain,
    permanent_domain: shop.permanent_domain,
    url: `https://${shop.domain}`,
    secure_url: `https://${shop.domain}`,
    currency: shop.currency,
    money_format: shop.money_format,
    money_with_currency_format: shop.money_with_currency_format,
    locale: shop.locale,
    enabled_currencies: MARKETS.map((market) => currencyObject(market.currency)),
    published_locales: shop.published_locales.map(shopLocaleObject),
    enabled_locales: shop.published_locales.map(shopLocaleObject),
    phone: '',
    password_message: '',
    address: {
      summary: '12 Grove Lane, Portland, Oregon, United States',
      city: 'Portland',
      country: 'United States',
      country_code: 'US',
      province: 'Oregon',
      zip: '97201',
    },
    customer_accounts_enabled: true,
    customer_accounts_optional: true,
    accepts_gift_cards: true,
    // What the sample shop's checkout would offer (the footer's payment icons).
    enabled_payment_types: ['visa', 'master', 'american_express', 'discover', 'diners_club', 'paypal', 'apple_pay', 'google_pay'],
    taxes_included: false,
    products_count: counts.products,
    collections_count: counts.collections,
    types: counts.types,
    vendors: counts.vendors,
    search_types: ['product', 'article', 'page'],
    metafields: {},
    brand: { short_description: shop.description, slogan: 'Good oil. Good drop.', logo: null, colors: {} },
    ...shopPolicies(),
  };
}
