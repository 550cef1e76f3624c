/**
 * The shop's URLs as Liquid's `routes` printed them into the page (snippets/shop-routes.liquid),
 * so a shop under a locale prefix (`/fr/cart/add`) is called at its own paths. Read once.
 */
import { shopRoutes, SHOP_ROUTE_KEYS, type ShopRoutes } from '../contracts/routes';

export const ROUTES_SELECTOR = 'script[type="application/json"][data-shop-routes]';

let cached: ShopRoutes | null = null;

/** Liquid's values where the page has them; Shopify's defaults for the root shop otherwise. */
export function readShopRoutes(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): ShopRoutes {
  const defaults = shopRoutes('/');
  const text = doc?.querySelector(ROUTES_SELECTOR)?.textContent;
  if (!text) return defaults;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    console.warn('[routes] the page routes are not JSON; using the root shop routes');
    return defaults;
  }
  const given = raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const routes = { ...defaults };
  for (const key of SHOP_ROUTE_KEYS) {
    const value = given[key];
    if (typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')) routes[key] = value;
  }
  return routes;
}

export function pageRoutes(): ShopRoutes {
  cached ??= readShopRoutes();
  return cached;
}
