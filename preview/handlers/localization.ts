// The localization form (`{% form 'localization' %}` posts to /localization): the shopper picks a
// country of the market and a published language; Shopify remembers the country and sends them
// back to the page they came from, under the chosen language's prefix.
import { serializeCookie } from '../http/cookies';
import { safeReturnTo } from '../http/safe-path';
import { appendSetCookie, redirect, type Route } from '../http/types';
import { isMarketCountry } from '../shop/drops/localization';
import { localeRoot, splitLocalePrefix } from '../shop/locales';
import type { StorefrontApp } from './page-context';

export const LOCALIZATION_COOKIE = 'localization';

export function localizationRoutes(app: StorefrontApp): Route[] {
  return [
    {
      method: ['POST', 'PUT'],
      pattern: /^\/localization\/?$/,
      handler: (req) => {
        const shop = app.shop.data.shop;
        const asked = typeof req.body.language_code === 'string' ? req.body.language_code.toLowerCase() : '';
        const language = shop.published_locales.find((l) => l.iso_code.toLowerCase() === asked) ?? req.locale;
        // The form's return_to is the page's own path, with its language prefix: swap that for the new one.
        const back = splitLocalePrefix(safeReturnTo(req.body.return_to) ?? '/', shop).path;
        const root = localeRoot(language).replace(/\/$/, '');
        const res = redirect(`${root}${back}`);
        const country = typeof req.body.country_code === 'string' ? req.body.country_code.toUpperCase() : '';
        return isMarketCountry(country) ? appendSetCookie(res, serializeCookie(LOCALIZATION_COOKIE, country, { path: '/', maxAge: 60 * 60 * 24 * 365 })) : res;
      },
    },
  ];
}
