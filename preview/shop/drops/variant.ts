// The Liquid `variant` object, read through its product's drop (selection, selling plans).
import { Drop } from 'liquidjs';
import type { Variant } from '../types';
import { imageObject, type ImageObject, type MetafieldsObject } from './base';
import { metafieldsObject, type MetafieldReferences } from '../typed-metafields';
import type { ProductDrop } from './product';
import { sellingPlanAllocationObject } from './selling-plans';
import { variantJson } from '../product-json';
import { localeUrl } from '../locale-urls';

export class VariantDrop extends Drop {
  private allocations?: ReturnType<typeof sellingPlanAllocationObject>[];

  constructor(
    readonly record: Variant,
    readonly product: ProductDrop,
    private readonly references?: MetafieldReferences,
  ) {
    super();
  }

  get id() {
    return this.record.id;
  }
  get title() {
    return this.record.title;
  }
  get options() {
    return this.record.options;
  }
  get option1() {
    return this.record.options[0] ?? null;
  }
  get option2() {
    return this.record.options[1] ?? null;
  }
  get option3() {
    return this.record.options[2] ?? null;
  }
  get options_with_values() {
    return this.product.options.map((name, i) => ({ name, value: this.record.options[i] ?? '' }));
  }
  get price() {
    return this.record.price;
  }
  get compare_at_price() {
    return this.record.compare_at_price;
  }
  get available() {
    return this.record.available;
  }
  get inventory_quantity() {
    return this.record.inventory_quantity ?? 0;
  }
  get inventory_policy() {
    return this.record.inventory_policy;
  }
  get inventory_management() {
    return this.record.inventory_quantity === null ? null : 'shopify';
  }
  get sku() {
    return this.record.sku;
  }
  get barcode() {
    return this.record.barcode;
  }
  get weight() {
    return this.record.grams;
  }
  get weight_unit() {
    return 'g';
  }
  get weight_in_unit() {
    return this.record.grams;
  }
  get requires_shipping() {
    return this.record.requires_shipping;
  }
  get taxable() {
    return this.record.taxable;
  }
  get url() {
    return localeUrl(`/products/${this.product.handle}?variant=${this.record.id}`);
  }
  get image(): ImageObject | null {
    return this.record.image ? imageObject(this.record.image, { productId: this.product.id }) : null;
  }
  get featured_image() {
    return this.image;
  }
  get featured_media() {
    return this.image;
  }
  get selected() {
    return this.product.selected_variant?.id === this.record.id;
  }
  get matched() {
    return true;
  }
  get incoming() {
    return false;
  }
  get next_incoming_date() {
    return null;
  }
  get quantity_rule() {
    return { min: 1, max: null, increment: 1 };
  }
  get 'quantity_price_breaks_configured?'() {
    return false;
  }
  get unit_price() {
    return null;
  }
  get store_availabilities() {
    return [];
  }
  get requires_selling_plan() {
    return this.record.requires_selling_plan;
  }
  get metafields(): MetafieldsObject {
    return metafieldsObject(this.record.metafields, this.references);
  }

  get selling_plan_allocations() {
    if (!this.allocations) {
      const selectedId = this.product.selectedSellingPlanId;
      this.allocations = this.product.record.selling_plan_groups
        .filter((g) => this.record.selling_plan_group_ids.includes(g.id))
        .flatMap((g) => g.selling_plans.map((p) => sellingPlanAllocationObject(this.record, g, p, selectedId)));
    }
    return this.allocations;
  }
  get selected_selling_plan_allocation() {
    const id = this.product.selectedSellingPlanId;
    return id === undefined ? null : (this.selling_plan_allocations.find((a) => a.selling_plan.id === id) ?? null);
  }

  /** `{{ variant | json }}`: the Ajax variant, with the featured media and quantity rule Liquid's adds. */
  toJSON() {
    const media = this.image;
    const position = this.product.record.images.findIndex((image) => image.file === this.record.image?.file) + 1;
    return {
      ...variantJson(this.product.record, this.record),
      featured_media: media
        ? {
            alt: media.alt,
            id: media.id,
            position: position || null,
            preview_image: { aspect_ratio: media.aspect_ratio, height: media.height, width: media.width, src: media.src },
          }
        : null,
      quantity_rule: this.quantity_rule,
      product_id: this.product.id,
    };
  }
  override toString() {
    return String(this.record.id);
  }
}
