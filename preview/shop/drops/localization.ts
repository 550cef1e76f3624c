// Liquid's `localization` object: the sample shop sells to a few countries in two markets
// (preview/shop/markets.ts: the shop's own in USD, France in EUR), in its published languages. The
// country comes from the `localization` cookie a localization form post sets; the language from
// the URL's prefix.
import type { ShopLocale, ShopRecord } from '../types';
import { shopLocaleObject } from '../locales';
import { currencyObject, marketOfCountry, type Market } from '../markets';

/** Countries of the sample shop's market, the shop's own first. */
const MARKET_COUNTRIES: [iso: string, name: string, unit: 'imperial' | 'metric', continent: string][] = [
  ['US', 'United States', 'imperial', 'North America'],
  ['CA', 'Canada', 'metric', 'North America'],
  ['GB', 'United Kingdom', 'metric', 'Europe'],
  ['FR', 'France', 'metric', 'Europe'],
  ['AU', 'Australia', 'metric', 'Oceania'],
];

/** Liquid's `market` object. */
const marketObject = (market: Market) => ({ id: market.id, handle: market.handle, metafields: {} });

export function isMarketCountry(iso: string): boolean {
  return MARKET_COUNTRIES.some(([code]) => code === iso);
}

const regionNamesByLanguage = new Map<string, Intl.DisplayNames>();
/** Country names in a language, made once per language (Shopify names each country in the page's language). */
function regionNames(language: string): Intl.DisplayNames {
  let names = regionNamesByLanguage.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
    regionNamesByLanguage.set(language, names);
  }
  return names;
}

export function localizationObject(shop: ShopRecord, language: ShopLocale, countryCode: string | undefined) {
  const languages = shop.published_locales.map(shopLocaleObject);
  const names = regionNames(language.iso_code);
  const available_countries = MARKET_COUNTRIES.map(([iso_code, english, unit_system, continent], i) => {
    const name = names.of(iso_code) ?? english;
    const market = marketOfCountry(iso_code);
    return {
      iso_code,
      name,
      currency: currencyObject(market.currency),
      unit_system,
      continent,
      available_languages: languages,
      market: marketObject(market),
      'popular?': i === 0,
      toString: () => name,
    };
  });
  const country = available_countries.find((c) => c.iso_code === countryCode) ?? available_countries[0]!;
  return {
    available_countries,
    available_languages: languages,
    country,
    language: shopLocaleObject(language),
    market: country.market,
  };
}
