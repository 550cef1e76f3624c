// The shop's published languages as URLs see them: the primary one at `/`, every other one under
// `/<iso_code>/` (Shopify's subfolder URLs), and the Liquid `shop_locale` object for each.
import { shopRoutes, type ShopRoutes } from '../../src/contracts/routes';
import type { ShopLocale, ShopRecord } from './types';

export interface ShopLocaleObject extends ShopLocale {
  /** `/` for the primary language, `/fr` for French (no trailing slash, as Shopify prints it) */
  root_url: string;
}

export interface LocalizedPath {
  locale: ShopLocale;
  /** the path without the language prefix: `/fr/cart` → `/cart`, `/fr` → `/` */
  path: string;
}

export function primaryLocale(shop: ShopRecord): ShopLocale {
  const primary = shop.published_locales.find((l) => l.primary);
  if (!primary) throw new Error(`shop.published_locales has no primary locale`);
  return primary;
}

/** The language's root as `window.Shopify.routes.root` holds it: `/` or `/fr/`. */
export function localeRoot(locale: ShopLocale): string {
  return locale.primary ? '/' : `/${locale.iso_code.toLowerCase()}/`;
}

export function shopLocaleObject(locale: ShopLocale): ShopLocaleObject {
  return { ...locale, root_url: locale.primary ? '/' : `/${locale.iso_code.toLowerCase()}` };
}

/**
 * Splits a published non-primary language's prefix off a path. Any other first segment (`/xx/…`,
 * the primary language's own code) is left in place, so such a path matches no page: a 404.
 */
export function splitLocalePrefix(path: string, shop: ShopRecord): LocalizedPath {
  const m = /^\/([A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,4})?)(?=\/|$)/.exec(path);
  const prefix = m?.[1]?.toLowerCase();
  const locale = prefix ? shop.published_locales.find((l) => !l.primary && l.iso_code.toLowerCase() === prefix) : undefined;
  if (!m || !locale) return { locale: primaryLocale(shop), path };
  return { locale, path: path.slice(m[0].length) || '/' };
}

/** Shopify's `routes` for the language a page is viewed in. */
export function routesFor(locale: ShopLocale): ShopRoutes {
  return shopRoutes(localeRoot(locale));
}
