// The buyer context of a request: the market of the `localization` cookie's country. Each request
// runs in an AsyncLocalStorage scope naming its market, and `shop.catalog`, `shop.carts`,
// `shop.search`, `shop.data` and the Liquid objects answer with that market's presentment data
// (preview/shop/markets.ts), made on first use. Handlers keep reading `app.shop` and `app.objects`.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Route } from '../http/types';
import { createCatalog } from '../shop/catalog';
import { CartService, type Shop } from '../shop/index';
import { isPrimaryMarket, marketOfCountry, presentmentData, type Market } from '../shop/markets';
import { createLiquidObjects, type LiquidObjects } from '../shop/objects';
import { createSearch } from '../shop/search';
import { LOCALIZATION_COOKIE } from './localization';

type MarketView = Pick<Shop, 'catalog' | 'carts' | 'search' | 'data'> & { objects: LiquidObjects };

export interface MarketContext {
  /** Liquid objects of the current request's market */
  objects: LiquidObjects;
  /** the route, its handler run in the market of the request's buyer */
  withMarket(route: Route): Route;
}

/** Makes `shop`'s catalog, carts, search and data follow the request's market; returns the objects that do too. */
export function bindMarketContext(shop: Shop, objects: LiquidObjects): MarketContext {
  const current = new AsyncLocalStorage<Market>();
  const primary: MarketView = { catalog: shop.catalog, carts: shop.carts, search: shop.search, data: shop.data, objects };
  const views = new Map<Market, MarketView>();
  const view = (): MarketView => {
    const market = current.getStore();
    if (!market || isPrimaryMarket(market)) return primary;
    let made = views.get(market);
    if (!made) {
      const data = presentmentData(primary.data, market);
      const catalog = createCatalog(data);
      const search = createSearch(catalog);
      made = { data, catalog, search, carts: new CartService(shop.db, catalog), objects: createLiquidObjects(catalog, { search }) };
      views.set(market, made);
    }
    return made;
  };
  for (const key of ['catalog', 'carts', 'search', 'data'] as const) {
    Object.defineProperty(shop, key, { get: () => view()[key], enumerable: true, configurable: true });
  }
  return {
    objects: new Proxy(objects, { get: (_target, key) => Reflect.get(view().objects, key) as unknown }),
    withMarket: (route) => ({
      ...route,
      handler: (req, match) => current.run(marketOfCountry(req.cookies[LOCALIZATION_COOKIE]), () => route.handler(req, match)),
    }),
  };
}
