// Shopify's locale-aware URLs: while a shopper views the shop in a published non-default language,
// the URLs Liquid objects give carry its prefix (product, variant, collection, blog, article and page
// `url`, internal menu links: `/fr/products/x`), as `routes` do, so a click stays in that language.
// Each request runs in a scope naming its language's root (`/` or `/fr`); drops read it on access.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Route } from '../http/types';
import { shopLocaleObject } from './locales';

const currentRoot = new AsyncLocalStorage<string>();

/** A shop path (`/products/x`, `/`) in the current request's language: `/fr/products/x`, `/fr`. */
export function localeUrl(path: string): string {
  const root = currentRoot.getStore();
  if (!root || root === '/' || !path.startsWith('/') || path.startsWith('//')) return path;
  if (path === root || path.startsWith(`${root}/`) || path.startsWith(`${root}?`)) return path;
  return path === '/' ? root : `${root}${path}`;
}

/** The route, its handler run with the URLs of the request's language (`req.locale`). */
export function withLocaleUrls(route: Route): Route {
  return { ...route, handler: (req, match) => currentRoot.run(shopLocaleObject(req.locale).root_url, () => route.handler(req, match)) };
}
