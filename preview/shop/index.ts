// The sample shop's domain, opened once per server: catalog (read-only, from preview/data), its
// search, and the SQLite-backed services. No HTTP here.
import { openDb, type StateDb } from './db';
import { CartService } from './cart';
import { CustomerService } from './customers';
import { createCatalog } from './catalog';
import { createSearch, type ShopSearch } from './search';
import { loadShopData } from '../data/load';
import type { Catalog, ShopData } from './types';

export interface OpenShopOptions {
  stateDir: string;
  /** wipe carts, customers, sessions … and start from the sample shop */
  reset?: boolean;
  /** use this data instead of loading preview/data (tests) */
  data?: ShopData;
  /** load the sample shop from here instead of preview/data */
  dataDir?: string;
}

export interface Shop {
  data: ShopData;
  catalog: Catalog;
  carts: CartService;
  customers: CustomerService;
  /** products and articles search, shared by /search pages and the Algolia stand-in */
  search: ShopSearch;
  db: StateDb;
  close(): void;
}

export function openShop({ stateDir, reset = false, data, dataDir }: OpenShopOptions): Shop {
  const shopData = data ?? loadShopData(dataDir);
  const catalog = createCatalog(shopData);
  const db = openDb({ stateDir, reset });
  return {
    data: shopData,
    catalog,
    carts: new CartService(db, catalog),
    customers: new CustomerService(db, shopData.customers),
    search: createSearch(catalog),
    db,
    close: () => db.close(),
  };
}

export { CartService } from './cart';
export { CustomerService } from './customers';
