// Liquid's `product_option_value`: one value of a product option. It prints as its name (so
// `{{ value }}`, `==` and `| json` behave like the plain string themes used to get) and knows, as
// Shopify documents it, the variant it leads to with the other selected values kept, whether it is
// available top-down, whether it is selected, its swatch and, in a combined listing, the product
// it belongs to.
import { TextDrop } from '../../liquid/text-drop';
import { toColor } from '../../liquid/settings';
import type { OptionSwatch } from '../types';
import { imageObject } from './base';
import { optionValueId, valueAvailable, variantWithValue } from './option-selection';
import type { VariantDrop } from './variant';

/** What a value needs from its product: the variants the options list and the values selected now. */
export interface OptionValueSource {
  /** the product, or its combined listing's parent: the ids of option values are the listing's */
  readonly optionListingId: number;
  readonly optionPool: VariantDrop[];
  readonly selectedOptionValues: readonly string[];
  readonly selected_or_first_available_variant: VariantDrop | null;
  optionSwatch(index: number, name: string): OptionSwatch | undefined;
  /** a combined listing's child product the value belongs to */
  optionValueProductUrl(index: number, name: string): string | null;
}

export class ProductOptionValueDrop extends TextDrop {
  readonly id: number;

  constructor(
    private product: OptionValueSource,
    private index: number,
    readonly name: string,
  ) {
    super(name);
    this.id = optionValueId(product.optionListingId, index + 1, name);
  }

  get selected(): boolean {
    return this.product.selectedOptionValues[this.index] === this.name;
  }

  /** Selected: the selected (or first available) variant; else the one with this value and the other selected values, if any. */
  get variant(): VariantDrop | null {
    if (this.selected) return this.product.selected_or_first_available_variant;
    return variantWithValue(this.product.optionPool, this.product.selectedOptionValues, this.index, this.name) ?? null;
  }

  get available(): boolean {
    return valueAvailable(this.product.optionPool, this.product.selectedOptionValues, this.index, this.name);
  }

  get product_url(): string | null {
    return this.product.optionValueProductUrl(this.index, this.name);
  }

  /** nil unless the merchant saved a colour or an image for the value. */
  get swatch() {
    const swatch = this.product.optionSwatch(this.index, this.name);
    if (!swatch || (!swatch.color && !swatch.image)) return null;
    return { color: swatch.color ? toColor(swatch.color) || null : null, image: swatch.image ? imageObject(swatch.image) : null };
  }
}
