// The sample shop's markets, as Shopify Markets sells in them: the primary market in the shop's
// currency, and Europe (France) in euros. Prices a buyer sees in a market are the shop's prices
// converted at the market's fixed exchange rate and rounded to the cent (Shopify's conversion with
// the merchant's optional "price rounding" left off); every Liquid object, /cart.js and
// /products/<handle>.js of a request read that market's prices, as Shopify's buyer context does.
import type { Product, SellingPlanGroup, ShopData } from './types';
import { presentmentCents } from '../../src/contracts/money';

export interface Market {
  id: number;
  handle: string;
  /** ISO code of the currency its buyers pay in */
  currency: string;
  /** units of the market's currency per unit of the shop's */
  rate: number;
  /** its countries, the first its main one */
  countries: string[];
  money_format?: string;
  money_with_currency_format?: string;
}

/** The shop's own market: its currency, at rate 1. */
const PRIMARY: Market = { id: 1, handle: 'us', currency: 'USD', rate: 1, countries: ['US', 'CA', 'GB', 'AU'] };

/** France in euros, written as a French shop writes prices ("24,00 €"). 1 USD = 0.92 EUR. */
const EUROPE: Market = {
  id: 2,
  handle: 'eu',
  currency: 'EUR',
  rate: 0.92,
  countries: ['FR'],
  money_format: '{{amount_with_comma_separator}} €',
  money_with_currency_format: '{{amount_with_comma_separator}} € EUR',
};

export const MARKETS: readonly Market[] = [PRIMARY, EUROPE];

const CURRENCIES: Record<string, { name: string; symbol: string }> = {
  USD: { name: 'United States Dollar', symbol: '$' },
  EUR: { name: 'Euro', symbol: '€' },
  CAD: { name: 'Canadian Dollar', symbol: '$' },
  GBP: { name: 'British Pound', symbol: '£' },
};

/** Liquid's `currency` object for an ISO code. */
export function currencyObject(iso: string): { iso_code: string; name: string; symbol: string } {
  return { iso_code: iso, name: CURRENCIES[iso]?.name ?? iso, symbol: CURRENCIES[iso]?.symbol ?? '$' };
}

/** The market selling to a country (a country no market sells to gets the primary one). */
export function marketOfCountry(country: string | undefined): Market {
  return MARKETS.find((m) => country !== undefined && m.countries.includes(country)) ?? PRIMARY;
}

export function isPrimaryMarket(market: Market): boolean {
  return market === PRIMARY;
}

/** An amount in cents of the shop's currency, in cents of the market's. */
export function convertCents(cents: number, market: Market): number {
  return presentmentCents(cents, market.rate);
}

function convertPlans(groups: SellingPlanGroup[], market: Market): SellingPlanGroup[] {
  return groups.map((group) => ({
    ...group,
    selling_plans: group.selling_plans.map((plan) => ({
      ...plan,
      // Percentages stay; fixed amounts and fixed prices are money.
      price_adjustments: plan.price_adjustments.map((adj) => (adj.value_type === 'percentage' ? adj : { ...adj, value: convertCents(adj.value, market) })),
    })),
  }));
}

function convertProduct(product: Product, market: Market): Product {
  return {
    ...product,
    variants: product.variants.map((v) => ({
      ...v,
      price: convertCents(v.price, market),
      compare_at_price: v.compare_at_price === null ? null : convertCents(v.compare_at_price, market),
    })),
    selling_plan_groups: convertPlans(product.selling_plan_groups, market),
  };
}

/** The shop's data as a buyer in the market sees it: prices and money formats in its currency. */
export function presentmentData(data: ShopData, market: Market): ShopData {
  if (isPrimaryMarket(market)) return data;
  return {
    ...data,
    shop: {
      ...data.shop,
      // Shopify's `shop.currency` stays the store's; here it is the buyer's, which `cart.currency`,
      // `Shopify.currency.active` and structured data's priceCurrency read.
      currency: market.currency,
      money_format: market.money_format ?? data.shop.money_format,
      money_with_currency_format: market.money_with_currency_format ?? data.shop.money_with_currency_format,
    },
    products: data.products.map((p) => convertProduct(p, market)),
  };
}
