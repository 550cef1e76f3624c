// Which customer accounts a theme gets, and the `routes` that follow from it. A theme with no
// customers/login or customers/account template (Horizon, Skeleton) is served as Shopify serves a
// store on new customer accounts: the account links lead to the hosted accounts (the preview's
// stand-in under HOSTED_ACCOUNTS_PATH), `routes.account_login_url` to /customer_authentication/redirect.
import type { ThemeRenderer } from '../liquid';
import { routesFor } from '../shop/locales';
import type { ShopLocale } from '../shop/types';
import type { ShopRoutes } from '../../src/contracts/routes';

/** Where the stand-in for Shopify's hosted customer accounts (shopify.com/<shop id>/account) lives. */
export const HOSTED_ACCOUNTS_PATH = '/__olivine/customer-accounts';
export const CUSTOMER_AUTH_REDIRECT_PATH = '/customer_authentication/redirect';
const SHOP_COUNTRY = 'US';

/** Whether the theme relies on new customer accounts (it has no classic account templates). */
export function usesNewCustomerAccounts(renderer: Pick<ThemeRenderer, 'hasTemplate'>): boolean {
  return !renderer.hasTemplate('customers/login') && !renderer.hasTemplate('customers/account');
}

/** A URL of the hosted accounts stand-in in the page's language: `hostedAccountUrl(fr, '/orders')` → `/fr/__olivine/customer-accounts/orders`. */
export function hostedAccountUrl(locale: ShopLocale, sub: string): string {
  return `${locale.primary ? '' : `/${locale.iso_code.toLowerCase()}`}${HOSTED_ACCOUNTS_PATH}${sub}`;
}

/** The storefront's login link on new customer accounts, as Shopify prints it (language and market in the query). */
export function customerAuthRedirectUrl(locale: ShopLocale): string {
  const query = new URLSearchParams({ locale: locale.iso_code, region_country: SHOP_COUNTRY });
  return `${locale.primary ? '' : `/${locale.iso_code.toLowerCase()}`}${CUSTOMER_AUTH_REDIRECT_PATH}?${query.toString()}`;
}

export type PageRoutes = ShopRoutes & { account_profile_url?: string };

/** `routes` for a page: classic account URLs, or on new customer accounts the login and profile links of the hosted accounts. */
export function pageRoutesFor(renderer: Pick<ThemeRenderer, 'hasTemplate'>, locale: ShopLocale): PageRoutes {
  const routes = routesFor(locale);
  if (!usesNewCustomerAccounts(renderer)) return routes;
  const login = customerAuthRedirectUrl(locale);
  return { ...routes, account_login_url: login, account_register_url: login, account_profile_url: hostedAccountUrl(locale, '/profile') };
}
