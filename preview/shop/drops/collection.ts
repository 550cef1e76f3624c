// The Liquid `collection`, `collections` and `all_products` objects. Products are LazyLists, so
// `paginate collection.products by 24` on a 10k collection only builds the 24 drops it shows.
import { Drop } from 'liquidjs';
import type { Collection, Product } from '../types';
import { handleize } from '../../../src/contracts/handle';
import { imageObject, LazyList } from './base';
import { metafieldsObject, type MetafieldReferences } from '../typed-metafields';
import { RecordDrop } from './record-drop';
import type { ProductDrop } from './product';
import { facet, type Faceted } from '../filters/facets';
import { FilterUrl } from '../filters/filter-url';
import type { FilterSetting } from '../filters/filter-settings';
import { localeUrl } from '../locale-urls';

/** Shopify returns no filters for a collection of more products than this. */
const COLLECTION_FILTERS_MAX = 5000;

export const SORT_OPTIONS = [
  { value: 'manual', name: 'Featured' },
  { value: 'best-selling', name: 'Best selling' },
  { value: 'title-ascending', name: 'Alphabetically, A-Z' },
  { value: 'title-descending', name: 'Alphabetically, Z-A' },
  { value: 'price-ascending', name: 'Price, low to high' },
  { value: 'price-descending', name: 'Price, high to low' },
  { value: 'created-ascending', name: 'Date, old to new' },
  { value: 'created-descending', name: 'Date, new to old' },
] as const;

const minPrice = (p: Product) => p.variants.reduce((m, v) => Math.min(m, v.price), Infinity);

/**
 * Products in the order a sort_by value asks for; unknown values keep the collection's order.
 * `unitsSold` ranks best-selling (ties keep the collection's order).
 */
export function sortProducts(products: Product[], sortBy: string, unitsSold?: (p: Product) => number): Product[] {
  const by = (cmp: (a: Product, b: Product) => number) => [...products].sort(cmp);
  switch (sortBy) {
    case 'best-selling':
      return unitsSold ? by((a, b) => unitsSold(b) - unitsSold(a)) : products;
    case 'title-ascending':
      return by((a, b) => a.title.localeCompare(b.title));
    case 'title-descending':
      return by((a, b) => b.title.localeCompare(a.title));
    case 'price-ascending':
      return by((a, b) => minPrice(a) - minPrice(b));
    case 'price-descending':
      return by((a, b) => minPrice(b) - minPrice(a));
    case 'created-ascending':
      return by((a, b) => a.created_at.localeCompare(b.created_at));
    case 'created-descending':
      return by((a, b) => b.created_at.localeCompare(a.created_at));
    default:
      return products;
  }
}

export interface CollectionContext {
  product(product: Product): ProductDrop;
  /** resolved products, cached per (collection, sort) */
  sortedProducts(collection: Collection, sortBy: string): Product[];
  /** the shop's storefront filters */
  readonly filterSettings: readonly FilterSetting[];
  swatchOf(product: Product, optionName: string, value: string): unknown;
  /** what typed metafields' references resolve through */
  references?: MetafieldReferences;
}

/** What a collection page's URL asks of its collection. */
export interface CollectionView {
  sortBy?: string;
  /** the tag handles of a tag URL (/collections/all/olive-oil+gift) */
  tags?: readonly string[];
  /** the page's URL: its `filter.*` parameters narrow the products, and filter values link from it */
  url?: FilterUrl;
}

/** The product's tags matching every one of `tags` (tag handles, as a tag URL carries them). */
function hasEveryTag(product: Product, tags: readonly string[]): boolean {
  return tags.every((tag) => product.tags.some((own) => handleize(own) === tag));
}

export class CollectionDrop extends RecordDrop<Collection> {
  readonly object_type = 'collection';
  private productList?: LazyList<ProductDrop>;
  private shownProducts?: Product[];
  private tagCache?: string[];
  private faceted?: Faceted;

  /**
   * `view.tags`: only products with every one of them are in `products` and `products_count`
   * (Shopify's tag filtering), as are only those passing the URL's `filter.*` parameters
   * (storefront filtering); `all_products_count` and `all_tags` keep the whole collection.
   */
  constructor(
    record: Collection,
    private readonly ctx: CollectionContext,
    private readonly view: CollectionView = {},
  ) {
    super(record);
  }

  get url() {
    return localeUrl(`/collections/${this.record.handle}`);
  }
  get description() {
    return this.record.body_html;
  }
  get published_at() {
    return '2025-03-01T09:00:00Z';
  }
  get image() {
    return this.record.image ? imageObject(this.record.image) : null;
  }
  get featured_image() {
    return this.image ?? this.products.first?.featured_image ?? null;
  }
  get metafields() {
    return metafieldsObject(this.record.metafields, this.ctx.references);
  }
  get default_sort_by() {
    return this.record.sort_order;
  }
  /** The URL's sort_by when it names a sort option, else nil (as Shopify documents it). */
  get sort_by() {
    const asked = this.view.sortBy;
    return SORT_OPTIONS.some((o) => o.value === asked) ? asked! : null;
  }
  get sort_options() {
    return SORT_OPTIONS.map((o) => ({ ...o }));
  }

  /** The products before storefront filters: sorted, and narrowed by the tag URL's tags. */
  private taggedProducts(): Product[] {
    const sorted = this.ctx.sortedProducts(this.record, this.sort_by ?? this.default_sort_by);
    const tags = this.view.tags ?? [];
    return tags.length > 0 ? sorted.filter((p) => hasEveryTag(p, tags)) : sorted;
  }
  private facets(): Faceted {
    this.faceted ??= facet(this.taggedProducts(), {
      settings: this.ctx.filterSettings,
      url: this.view.url ?? new FilterUrl(this.url),
      swatchOf: (p, option, value) => this.ctx.swatchOf(p, option, value),
      maxProducts: COLLECTION_FILTERS_MAX,
    });
    return this.faceted;
  }
  /** The products in view: sorted, filtered by the tag URL's tags and the storefront filters. */
  private viewProducts(): Product[] {
    if (!this.shownProducts) {
      const hasFilters = this.view.url?.names().some((name) => name.startsWith('filter.')) ?? false;
      this.shownProducts = hasFilters ? this.facets().products : this.taggedProducts();
    }
    return this.shownProducts;
  }
  get products(): LazyList<ProductDrop> {
    this.productList ??= LazyList.of(this.viewProducts(), (p) => this.ctx.product(p));
    return this.productList;
  }
  /** Every product in view, whatever page `paginate` shows. */
  get products_count() {
    return this.viewProducts().length;
  }
  /** Every product of the collection, the filtered-out ones included. */
  get all_products_count() {
    return this.sourceProducts().length;
  }

  private sourceProducts(): Product[] {
    return this.ctx.sortedProducts(this.record, 'manual');
  }
  get all_tags() {
    this.tagCache ??= [...new Set(this.sourceProducts().flatMap((p) => p.tags))].sort();
    return this.tagCache;
  }
  get tags() {
    return this.all_tags;
  }
  get all_types() {
    return [...new Set(this.sourceProducts().map((p) => p.product_type))].sort();
  }
  get all_vendors() {
    return [...new Set(this.sourceProducts().map((p) => p.vendor))].sort();
  }
  get current_type() {
    return null;
  }
  get current_vendor() {
    return null;
  }
  /** Shopify's storefront filters for this view (none over 5,000 products). */
  get filters() {
    return this.facets().filters;
  }
  get next_product() {
    return null;
  }
  get previous_product() {
    return null;
  }

  override toJSON() {
    return { ...super.toJSON(), description: this.description, products_count: this.products_count };
  }
}

/** `collections['gifts']` and `for c in collections` (every collection, 'all' included). */
export class CollectionsDrop extends Drop {
  constructor(
    private readonly list: () => Collection[],
    private readonly byHandle: (handle: string) => CollectionDrop | undefined,
  ) {
    super();
  }
  get size() {
    return this.list().length;
  }
  *[Symbol.iterator]() {
    for (const c of this.list()) {
      const drop = this.byHandle(c.handle);
      if (drop) yield drop;
    }
  }
  override liquidMethodMissing(handle: string | number) {
    return typeof handle === 'string' ? this.byHandle(handle) : undefined;
  }
}

/** `all_products['the-duo']`: looked up by handle only when asked. */
export class AllProductsDrop extends Drop {
  constructor(
    private readonly count: number,
    private readonly byHandle: (handle: string) => ProductDrop | undefined,
    private readonly all: () => LazyList<ProductDrop>,
  ) {
    super();
  }
  get size() {
    return this.count;
  }
  *[Symbol.iterator]() {
    yield* this.all();
  }
  override liquidMethodMissing(handle: string | number) {
    return typeof handle === 'string' ? this.byHandle(handle) : undefined;
  }
}
