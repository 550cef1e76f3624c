// Turns the sample shop's domain records into Liquid objects with Shopify's property names
// (node_modules/@shopify/theme-check-docs-updater/data/objects.json). One LiquidObjects per
// server: unselected product and collection drops are cached, since the data never changes.
import type { AddressRecord, Article, Blog, Catalog, Collection, MenuLink, OrderRecord, Page, Product } from './types';
import type { Cart } from '../../src/contracts/cart';
import type { ShopRoutes } from '../../src/contracts/routes';
import { allProductsCollection } from './catalog';
import { combinedListings } from './combined-listings';
import { createSearch, type ShopSearch } from './search';
import { LazyList } from './drops/base';
import { ProductDrop, type ProductSelection } from './drops/product';
import type { VariantDrop } from './drops/variant';
import { AllProductsDrop, CollectionDrop, CollectionsDrop, sortProducts, type CollectionView } from './drops/collection';
import { DEFAULT_FILTER_SETTINGS } from './filters/filter-settings';
import { searchObject, type SearchObject, type SearchView } from './search-object';
import { ArticleDrop, BlogDrop, type BlogOptions } from './drops/blog';
import { LinklistsDrop } from './drops/menus';
import { pageObject, shopObject } from './drops/shop-and-page';
import { cartObject } from './drops/cart';
import { customerObject, orderObject, type CustomerSource } from './drops/customer';
import { shopMetaobjects, type MetaobjectsDrop } from './drops/metaobject';

export { LazyList } from './drops/base';
export { ProductDrop, type ProductSelection } from './drops/product';
export { VariantDrop } from './drops/variant';
export { CollectionDrop } from './drops/collection';
export { ArticleDrop, BlogDrop } from './drops/blog';
export { pageObject, shopObject } from './drops/shop-and-page';
export { cartObject } from './drops/cart';
export { customerObject, orderObject, type CustomerSource } from './drops/customer';

export type { SearchObject } from './search-object';

export interface LiquidObjects {
  readonly catalog: Catalog;
  shop(): ReturnType<typeof shopObject>;
  product(product: Product, selection?: ProductSelection): ProductDrop;
  productByHandle(handle: string): ProductDrop | undefined;
  variant(id: number): VariantDrop | undefined;
  /** 'all' works even when the shop defines no such collection; `view`: what the page URL asks (sort, tags, filters) */
  collection(handle: string, view?: CollectionView): CollectionDrop | undefined;
  collections(): CollectionsDrop;
  allProducts(): AllProductsDrop;
  blog(blog: Blog, options?: BlogOptions): BlogDrop;
  blogs(): Record<string, BlogDrop>;
  article(blog: Blog, article: Article): ArticleDrop;
  page(page: Page): ReturnType<typeof pageObject>;
  pages(): Record<string, ReturnType<typeof pageObject>>;
  linklists(currentPath?: string): LinklistsDrop;
  /** `routes` of the page's language: line items' no-JavaScript remove links point at its cart_change_url */
  cart(cart: Cart, routes: ShopRoutes): ReturnType<typeof cartObject>;
  customer(customer: CustomerSource): ReturnType<typeof customerObject>;
  /** `fallbackAddress`: shown as shipping and billing address when the order record has none */
  order(order: OrderRecord, fallbackAddress?: AddressRecord | null): ReturnType<typeof orderObject>;
  /** the Liquid `search` object for /search?q=…&type=…; `view`: the page URL's sort and filters */
  search(terms: string, type?: string, view?: SearchView): SearchObject;
  /** the global `metaobjects` (metaobjects.json) */
  metaobjects(): MetaobjectsDrop;
}

export function createLiquidObjects(catalog: Catalog, options: { search?: ShopSearch } = {}): LiquidObjects {
  const data = catalog.data;
  const search = options.search ?? createSearch(catalog);
  const productDrops = new Map<number, ProductDrop>();
  const collectionDrops = new Map<string, CollectionDrop>();
  const sorted = new Map<string, Product[]>();
  let collectionsByProduct: Map<string, Collection[]> | undefined;
  let listings: ReturnType<typeof combinedListings> | undefined;
  let allCollection: Collection | undefined;
  let shopCache: ReturnType<typeof shopObject> | undefined;
  let unitsSold: Map<string, number> | undefined;
  const soldOf = (p: Product) => {
    if (!unitsSold) {
      unitsSold = new Map();
      for (const line of data.customers.flatMap((c) => c.orders.flatMap((o) => o.lines))) {
        unitsSold.set(line.product_handle, (unitsSold.get(line.product_handle) ?? 0) + line.quantity);
      }
    }
    return unitsSold.get(p.handle) ?? 0;
  };

  const allCollectionRecord = () => (allCollection ??= catalog.collection('all') ?? allProductsCollection(data));
  const collectionRecord = (handle: string) => (handle === 'all' ? allCollectionRecord() : catalog.collection(handle));
  const metaobjects = shopMetaobjects(data);

  const ctx = {
    product(p: Product): ProductDrop {
      let drop = productDrops.get(p.id);
      if (!drop) {
        drop = new ProductDrop(p, ctx);
        productDrops.set(p.id, drop);
      }
      return drop;
    },
    // Arrow properties: these two are handed around unbound (objects.productByHandle, AllProductsDrop).
    productByHandle: (handle: string): ProductDrop | undefined => {
      const p = catalog.product(handle);
      return p ? ctx.product(p) : undefined;
    },
    productById(id: number) {
      const p = catalog.productById(id);
      return p ? ctx.product(p) : undefined;
    },
    variant: (id: number): VariantDrop | undefined => {
      const found = catalog.variant(id);
      return found ? ctx.product(found.product).variants.find((v) => v.id === id) : undefined;
    },
    collectionsOf(p: Product): Collection[] {
      if (!collectionsByProduct) {
        collectionsByProduct = new Map();
        for (const c of data.collections) {
          for (const h of c.products) {
            const list = collectionsByProduct.get(h) ?? [];
            list.push(c);
            collectionsByProduct.set(h, list);
          }
        }
      }
      return collectionsByProduct.get(p.handle) ?? [];
    },
    collection(c: Collection) {
      return objects.collection(c.handle) ?? new CollectionDrop(c, ctx);
    },
    combinedListing: (p: Product) => (listings ??= combinedListings(catalog)).get(p.id),
    filterSettings: data.filters ?? DEFAULT_FILTER_SETTINGS,
    references: metaobjects.references,
    swatchOf(p: Product, optionName: string, value: string): unknown {
      const wanted = optionName.toLowerCase();
      const option = ctx.product(p).options_with_values.find((o) => o.name.toLowerCase() === wanted);
      const found = (option?.values as { name: string; swatch?: unknown }[] | undefined)?.find((v) => v.name === value);
      return found?.swatch ?? null;
    },
    sortedProducts(c: Collection, sortBy: string): Product[] {
      const key = `${c.handle}\n${sortBy}`;
      let list = sorted.get(key);
      if (!list) {
        list = sortProducts(catalog.collectionProducts(c.handle), sortBy, soldOf);
        sorted.set(key, list);
      }
      return list;
    },
  };

  const resolveLink = (link: MenuLink): unknown => {
    const h = link.object_handle;
    if (!h) return null;
    switch (link.type) {
      case 'product_link':
        return ctx.productByHandle(h) ?? null;
      case 'collection_link':
        return objects.collection(h) ?? null;
      case 'page_link': {
        const p = catalog.page(h);
        return p ? pageObject(p) : null;
      }
      case 'blog_link': {
        const b = catalog.blog(h);
        return b ? new BlogDrop(b) : null;
      }
      default:
        return null;
    }
  };

  const objects: LiquidObjects = {
    catalog,
    // Built once: the data never changes, and scanning 10k products per request would show.
    shop: () =>
      (shopCache ??= shopObject(data.shop, {
        products: data.products.length,
        collections: data.collections.length,
        types: [...new Set(data.products.map((p) => p.product_type))].sort(),
        vendors: [...new Set(data.products.map((p) => p.vendor))].sort(),
      })),
    product: (p, selection) =>
      selection && (selection.variantId !== undefined || selection.sellingPlanId !== undefined || selection.optionValueIds !== undefined)
        ? new ProductDrop(p, ctx, selection)
        : ctx.product(p),
    productByHandle: ctx.productByHandle,
    variant: ctx.variant,
    collection(handle, view = {}) {
      const record = collectionRecord(handle);
      if (!record) return undefined;
      // A URL that adds nothing to the collection's own (no query, no language prefix) shows the shared drop.
      const plainUrl = !view.url || (view.url.path === `/collections/${record.handle}` && view.url.names().length === 0);
      if (view.sortBy || view.tags?.length || !plainUrl) return new CollectionDrop(record, ctx, view);
      let drop = collectionDrops.get(handle);
      if (!drop) {
        drop = new CollectionDrop(record, ctx);
        collectionDrops.set(handle, drop);
      }
      return drop;
    },
    collections: () =>
      new CollectionsDrop(
        () => (catalog.collection('all') ? data.collections : [...data.collections, allCollectionRecord()]),
        (h) => objects.collection(h),
      ),
    allProducts: () => new AllProductsDrop(data.products.length, ctx.productByHandle, () => LazyList.of(data.products, (p) => ctx.product(p))),
    blog: (blog, opts) => new BlogDrop(blog, opts),
    blogs: () => Object.fromEntries(data.blogs.map((b) => [b.handle, new BlogDrop(b)])),
    article: (blog, article) => new ArticleDrop(article, blog.handle),
    page: pageObject,
    pages: () => Object.fromEntries(data.pages.map((p) => [p.handle, pageObject(p)])),
    linklists: (currentPath) => new LinklistsDrop(catalog, resolveLink, currentPath),
    cart: (cart, routes) => cartObject(cart, ctx, routes.cart_change_url),
    customer: (customer) => customerObject(customer, ctx),
    order: (order, fallbackAddress) => orderObject(order, ctx, fallbackAddress),
    search: (terms, type, view) =>
      searchObject(
        { catalog, search, product: (p) => ctx.product(p), filterSettings: ctx.filterSettings, swatchOf: (p, o, v) => ctx.swatchOf(p, o, v) },
        terms,
        type,
        view,
      ),
    metaobjects: () => metaobjects.global,
  };
  return objects;
}
