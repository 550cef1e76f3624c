/**
 * Shopify's Liquid `routes` object: the shop's URLs, under the locale's root ('/' or '/fr/').
 * Shared by the offline storefront (which renders them) and the browser (which reads them back).
 */
export const SHOP_ROUTE_KEYS = [
  'root_url', 'account_url', 'account_login_url', 'account_logout_url', 'account_register_url',
  'account_addresses_url', 'account_recover_url', 'collections_url', 'all_products_collection_url',
  'search_url', 'predictive_search_url', 'cart_url', 'cart_add_url', 'cart_change_url', 'cart_update_url',
  'cart_clear_url', 'product_recommendations_url',
] as const;

export type ShopRoutes = Record<(typeof SHOP_ROUTE_KEYS)[number], string>;

/** The routes of a shop whose locale root is `rootUrl` ('/', '/fr', '/fr/'). */
export function shopRoutes(rootUrl: string): ShopRoutes {
  const prefix = rootUrl.replace(/\/+$/, '');
  const at = (path: string) => `${prefix}${path}`;
  return {
    root_url: prefix === '' ? '/' : prefix,
    account_url: at('/account'),
    account_login_url: at('/account/login'),
    account_logout_url: at('/account/logout'),
    account_register_url: at('/account/register'),
    account_addresses_url: at('/account/addresses'),
    account_recover_url: at('/account/recover'),
    collections_url: at('/collections'),
    all_products_collection_url: at('/collections/all'),
    search_url: at('/search'),
    predictive_search_url: at('/search/suggest'),
    cart_url: at('/cart'),
    cart_add_url: at('/cart/add'),
    cart_change_url: at('/cart/change'),
    cart_update_url: at('/cart/update'),
    cart_clear_url: at('/cart/clear'),
    product_recommendations_url: at('/recommendations/products'),
  };
}
