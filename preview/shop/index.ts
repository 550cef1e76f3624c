// The sample shop's domain, opened once per server: catalog (read-only, from preview/data), its
// search, and the SQLite-backed services. No HTTP here.
import { openDb, type StateDb } from './db';
import { CartService } from './cart';
import { CustomerService } from './customers';
import { createCatalog } from './catalog';
import { createSearch, type ShopSearch } from './search';
import { createSigner, type Signer } from './signing';
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
  /** the clock (ms since the epoch) for sessions, login throttling and signed links; tests fake it */
  now?: () => number;
}

export interface Shop {
  data: ShopData;
  catalog: Catalog;
  carts: CartService;
  customers: CustomerService;
  /** products and articles search, shared by /search pages and the Algolia stand-in */
  search: ShopSearch;
  db: StateDb;
  /** the shop's clock (ms since the epoch): Date.now unless a test injected one */
  now: () => number;
  /** signs the shop's expiring links and tokens (the subscription portal's too) */
  signer: Signer;
  close(): void;
}

export function openShop({ stateDir, reset = false, data, dataDir, now = Date.now }: OpenShopOptions): Shop {
  const shopData = data ?? loadShopData(dataDir);
  const catalog = createCatalog(shopData);
  const db = openDb({ stateDir, reset });
  const signer = createSigner();
  return {
    data: shopData,
    catalog,
    carts: new CartService(db, catalog),
    customers: new CustomerService(db, shopData.customers, { now, signer }),
    search: createSearch(catalog),
    db,
    now,
    signer,
    close: () => db.close(),
  };
}

export { CartService } from './cart';
export { CustomerService } from './customers';
