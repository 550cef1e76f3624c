// The Liquid `product` object (its variants are in variant.ts). Drops (not plain objects) so LiquidJS's
// ownPropertyOnly lets templates read the getters, and so nothing is computed until asked for.
import type { Collection, OptionSwatch, Product } from '../types';
import { productJson } from '../product-json';
import { imageObject, videoObject, type ImageObject, type MetafieldsObject, type VideoObject } from './base';
import { metafieldsObject, type MetafieldReferences } from '../typed-metafields';
import { ProductOptionValueDrop } from './option-values';
import { optionValueNames, pickOptions, type OptionPick } from './option-selection';
import { otherMedia, type ExternalVideoObject, type ModelObject } from './media-kinds';
import { sellingPlanGroupObject, sellingPlanObject } from './selling-plans';
import { VariantDrop } from './variant';
import { reviewMetafields } from '../sample-reviews';
import { RecordDrop } from './record-drop';
import { localeUrl } from '../locale-urls';

/** What product drops need from the rest of the object layer. */
export interface ProductContext {
  product(product: Product): ProductDrop;
  productByHandle(handle: string): ProductDrop | undefined;
  collectionsOf(product: Product): Collection[];
  collection(collection: Collection): unknown;
  /** the combined listing a product is the parent or a child of */
  combinedListing?(product: Product): { parent: Product; children: Product[] } | undefined;
  /** what typed metafields' references resolve through (the shop's metaobjects and files) */
  references?: MetafieldReferences;
}

export interface ProductSelection {
  /** `?variant=` — ignored unless it is one of this product's variants */
  variantId?: number;
  /** `?selling_plan=` — ignored unless the product offers it */
  sellingPlanId?: number;
  /** `?option_values=` — option value ids; wins over `variantId` when one of them is this product's */
  optionValueIds?: number[];
}

export class ProductDrop extends RecordDrop<Product> {
  readonly object_type = 'product';
  private cache = new Map<string, unknown>();

  constructor(
    record: Product,
    private readonly ctx: ProductContext,
    private readonly selection: ProductSelection = {},
  ) {
    super(record);
  }

  private memo<T>(key: string, make: () => T): T {
    if (!this.cache.has(key)) this.cache.set(key, make());
    return this.cache.get(key) as T;
  }

  get url() {
    return localeUrl(`/products/${this.record.handle}`);
  }
  get description() {
    return this.record.body_html;
  }
  get content() {
    return this.record.body_html;
  }
  get vendor() {
    return this.record.vendor;
  }
  get type() {
    return this.record.product_type;
  }
  get tags() {
    return this.record.tags;
  }
  get published_at() {
    return this.record.published_at;
  }
  get created_at() {
    return this.record.created_at;
  }
  get 'gift_card?'() {
    return this.record.gift_card;
  }
  get gift_card() {
    return this.record.gift_card;
  }
  get 'quantity_price_breaks_configured?'() {
    return false;
  }
  get requires_selling_plan() {
    return this.record.requires_selling_plan;
  }
  get category() {
    return null;
  }

  get price() {
    return this.price_min;
  }
  get price_min() {
    return Math.min(...this.record.variants.map((v) => v.price));
  }
  get price_max() {
    return Math.max(...this.record.variants.map((v) => v.price));
  }
  get price_varies() {
    return this.price_min !== this.price_max;
  }
  get compare_at_price() {
    return this.compare_at_price_min;
  }
  get compare_at_price_min() {
    const values = this.record.variants.map((v) => v.compare_at_price).filter((c): c is number => c !== null);
    return values.length ? Math.min(...values) : null;
  }
  get compare_at_price_max() {
    const values = this.record.variants.map((v) => v.compare_at_price).filter((c): c is number => c !== null);
    return values.length ? Math.max(...values) : null;
  }
  get compare_at_price_varies() {
    return this.compare_at_price_min !== this.compare_at_price_max;
  }
  get available() {
    return this.record.variants.some((v) => v.available);
  }

  get options() {
    return this.record.options;
  }
  get has_only_default_variant() {
    const only = this.record.variants[0];
    return this.record.variants.length === 1 && only !== undefined && only.title === 'Default Title';
  }
  get options_with_values() {
    return this.memo('options_with_values', () => {
      const names = optionValueNames(
        this.optionPool.map((v) => v.record),
        this.record.options.length,
      );
      return this.record.options.map((name, i) => {
        const values = (names[i] ?? []).map((value) => new ProductOptionValueDrop(this, i, value));
        return { name, position: i + 1, values, selected_value: values.find((v) => v.selected) ?? null };
      });
    });
  }
  get options_by_name() {
    return Object.fromEntries(this.options_with_values.map((o) => [o.name.toLowerCase(), o]));
  }

  private get listing() {
    return this.memo('listing', () => this.ctx.combinedListing?.(this.record));
  }
  /** The id option value ids derive from: the combined listing's parent, else this product. */
  get optionListingId(): number {
    return this.listing?.parent.id ?? this.record.id;
  }
  /** The variants the options list: this product's, or every child's in a combined listing. */
  get optionPool(): VariantDrop[] {
    return this.memo('pool', () => {
      const listing = this.listing;
      if (!listing) return this.variants;
      return listing.children.flatMap((child) => (child.id === this.record.id ? this.variants : this.ctx.product(child).variants));
    });
  }
  /** The variants a selection picks from: a listing's parent picks among its children's. */
  private get selectableVariants(): VariantDrop[] {
    return this.listing?.parent.id === this.record.id ? this.optionPool : this.variants;
  }
  private get optionPick(): OptionPick | undefined {
    return this.memo('pick', () => {
      const ids = this.selection.optionValueIds;
      if (!ids) return undefined;
      const selectable = this.selectableVariants.map((v) => v.record);
      return pickOptions(
        this.optionListingId,
        this.record.options.length,
        this.optionPool.map((v) => v.record),
        selectable,
        ids,
      );
    });
  }
  /** The selected value of each option (those of the selected or first available variant without `?option_values=`). */
  get selectedOptionValues(): readonly string[] {
    return this.optionPick?.values ?? this.selected_or_first_available_variant?.record.options ?? [];
  }
  optionSwatch(index: number, name: string): OptionSwatch | undefined {
    const option = this.record.options[index];
    const swatches = this.listing?.parent.option_swatches ?? this.record.option_swatches;
    return option === undefined ? undefined : swatches?.[option]?.[name];
  }
  optionValueProductUrl(index: number, name: string): string | null {
    if (!this.listing) return null;
    const owners = new Set(this.optionPool.filter((v) => v.options[index] === name).map((v) => v.product));
    const [only] = owners;
    return owners.size === 1 && only ? only.url : null;
  }

  get variants(): VariantDrop[] {
    return this.memo('variants', () => this.record.variants.map((v) => new VariantDrop(v, this, this.ctx.references)));
  }
  get variants_count() {
    return this.record.variants.length;
  }
  get selected_variant(): VariantDrop | null {
    const pick = this.optionPick;
    if (pick) return pick.variant ? (this.selectableVariants.find((v) => v.id === pick.variant?.id) ?? null) : null;
    const id = this.selection.variantId;
    return id === undefined ? null : (this.variants.find((v) => v.id === id) ?? null);
  }
  get first_available_variant(): VariantDrop | null {
    return this.selectableVariants.find((v) => v.available) ?? null;
  }
  /** With `?option_values=` the picked variant, null when no variant has the picked values. */
  get selected_or_first_available_variant(): VariantDrop | null {
    if (this.optionPick) return this.selected_variant;
    return this.selected_variant ?? this.first_available_variant ?? this.selectableVariants[0] ?? null;
  }

  get images(): ImageObject[] {
    return this.memo('images', () => this.record.images.map((img, i) => imageObject(img, { position: i + 1, productId: this.record.id })));
  }
  /** Images, videos, then external videos and 3D models, positions continuing across them, as Shopify orders media. */
  get media(): (ImageObject | VideoObject | ExternalVideoObject | ModelObject)[] {
    return this.memo('media', () => {
      const videos = (this.record.videos ?? []).map((v, i) => videoObject(v, { position: this.record.images.length + i + 1, productId: this.record.id }));
      return [...this.images, ...videos, ...otherMedia(this.record, this.record.images.length + videos.length + 1)];
    });
  }
  get featured_image(): ImageObject | null {
    return this.images[0] ?? null;
  }
  get featured_media(): ImageObject | null {
    return this.featured_image;
  }

  /** The plan chosen with `?selling_plan=`, when this product offers it. */
  get selectedSellingPlanId(): number | undefined {
    const id = this.selection.sellingPlanId;
    if (id === undefined) return undefined;
    return this.record.selling_plan_groups.some((g) => g.selling_plans.some((p) => p.id === id)) ? id : undefined;
  }
  get selling_plan_groups() {
    return this.memo('groups', () => this.record.selling_plan_groups.map((g) => sellingPlanGroupObject(g, this.selectedSellingPlanId)));
  }
  get selected_selling_plan() {
    const id = this.selectedSellingPlanId;
    for (const group of this.record.selling_plan_groups) {
      const plan = group.selling_plans.find((p) => p.id === id);
      if (plan) return sellingPlanObject(group, plan, id);
    }
    return null;
  }
  get selected_selling_plan_allocation() {
    return this.selected_variant?.selected_selling_plan_allocation ?? null;
  }
  get selected_or_first_available_selling_plan_allocation() {
    const variant = this.selected_or_first_available_variant;
    if (!variant) return null;
    return variant.selected_selling_plan_allocation ?? variant.selling_plan_allocations[0] ?? null;
  }

  get metafields(): MetafieldsObject {
    // The review app's standard metafields, unless the record brings its own.
    return this.memo('metafields', () => metafieldsObject({ reviews: reviewMetafields(this.record), ...this.record.metafields }, this.ctx.references));
  }
  get collections() {
    return this.memo('collections', () => this.ctx.collectionsOf(this.record).map((c) => this.ctx.collection(c)));
  }
  /** Our extension: the products linked to this one (e.g. the cans of The Duo), 'The Duo' first. */
  get linked_products(): ProductDrop[] {
    return this.memo('linked', () => {
      const drops = (this.record.linked_products ?? []).map((h) => this.ctx.productByHandle(h)).filter((p): p is ProductDrop => p !== undefined);
      return drops.sort((a, b) => Number(b.title.includes('The Duo')) - Number(a.title.includes('The Duo')));
    });
  }

  /** `{{ product | json }}` gives Shopify's product JSON. */
  override toJSON() {
    return productJson(this.record);
  }
}
