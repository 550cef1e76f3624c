/**
 * Shopify's `routes` object (the Liquid global, shopify.dev objects/routes): the storefront URLs a
 * theme must read instead of hard-coding, for one language root. The one definition shared by the
 * offline storefront (preview/handlers/page-context.ts) and the browser. No Node imports.
 */

/** Every key, in one list: the browser reads exactly these back from the page (snippets/shop-routes.liquid). */
export const SHOP_ROUTE_KEYS = [
  'root_url',
  'account_url',
  'account_login_url',
  'account_logout_url',
  'account_register_url',
  'account_addresses_url',
  'account_recover_url',
  'collections_url',
  'all_products_collection_url',
  'search_url',
  'predictive_search_url',
  'cart_url',
  'cart_add_url',
  'cart_change_url',
  'cart_update_url',
  'cart_clear_url',
  'product_recommendations_url',
] as const satisfies readonly (keyof ShopRoutes)[];

export interface ShopRoutes {
  root_url: string;
  account_url: string;
  account_login_url: string;
  account_logout_url: string;
  account_register_url: string;
  account_addresses_url: string;
  account_recover_url: string;
  collections_url: string;
  all_products_collection_url: string;
  search_url: string;
  predictive_search_url: string;
  cart_url: string;
  cart_add_url: string;
  cart_change_url: string;
  cart_update_url: string;
  cart_clear_url: string;
  product_recommendations_url: string;
}

/**
 * The routes under a language root: `'/'` (or `''`) for the primary language, `'/fr/'` or `'/fr'`
 * (what `window.Shopify.routes.root` holds) for another. As on Shopify, `root_url` has no trailing
 * slash except for the bare `/`: `shopRoutes('/fr/').root_url === '/fr'`, `cart_add_url === '/fr/cart/add'`.
 */
export function shopRoutes(rootUrl: string): ShopRoutes {
  const trimmed = rootUrl.trim().replace(/\/+$/, '');
  const base = trimmed === '' ? '' : trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
  const at = (path: string) => `${base}${path}`;
  return {
    root_url: base === '' ? '/' : base,
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
