/**
 * The mobile menu's props contract (snippets/header-mobile-menu.liquid → widget `mobile-menu`):
 * the merchant's menu as spec §3 navigation items. Titles are plain text (React escapes them).
 */
import * as v from 'valibot';
import { localeText, localeTexts, resourceId, responsiveImage, shopPath } from '../../lib/props-kit';

/** A menu or setting URL: a path or http(s)/mailto/tel; anything else (javascript: …) becomes '#'. */
export const menuHref = v.pipe(
  v.string(),
  v.transform((url) => (/^(\/(?![/\\])|#|https?:\/\/|mailto:|tel:)/i.test(url.trim()) ? url.trim() : '#')),
);

const productTile = v.object({
  id: resourceId,
  title: v.string(),
  url: menuHref,
  media: v.nullable(responsiveImage),
  /** the desktop dropdown's hover image; unused on mobile */
  hover: v.nullable(responsiveImage),
  subtitle: v.string(),
});

const secondaryLink = v.object({
  id: v.string(),
  title: v.string(),
  url: menuHref,
  links: v.array(v.object({ id: v.string(), title: v.string(), url: menuHref })),
});

const navItem = v.object({
  id: v.string(),
  title: v.string(),
  url: menuHref,
  /** null for a plain link (no sublinks) */
  links: v.nullable(
    v.object({
      products: v.object({
        /** heading of the tiles (a theme setting, escaped, or the locale's) */
        title: localeText,
        links: v.array(productTile),
        cta_url: v.nullable(menuHref),
        cta_title: v.nullable(v.string()),
      }),
      secondary: v.array(secondaryLink),
    }),
  ),
});
export type NavItem = v.InferOutput<typeof navItem>;
export type ProductTile = v.InferOutput<typeof productTile>;

/** A choice of the localization form: a language or a country code, its label, whether it is the current one. */
const localizationChoice = v.object({ value: v.pipe(v.string(), v.regex(/^[A-Za-z-]{2,8}$/)), label: localeText, selected: v.boolean() });

export const schema = v.object({
  items: v.array(navItem),
  account: v.object({ url: shopPath, label: localeText }),
  /** viewAll holds a literal "{title}" placeholder */
  labels: localeTexts(['menu', 'close', 'viewAll']),
  /** Shopify's localization form; a selector with no choices (one, or hidden by a setting) is left out */
  localization: v.object({
    action: shopPath,
    returnTo: shopPath,
    languages: v.array(localizationChoice),
    countries: v.array(localizationChoice),
    labels: localeTexts(['heading', 'language', 'country']),
  }),
});
export type LocalizationProps = v.InferOutput<typeof schema>['localization'];
export type MobileMenuProps = v.InferOutput<typeof schema>;
