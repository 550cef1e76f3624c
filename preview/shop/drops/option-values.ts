// Liquid's `product_option_value`: one value of a product option. It prints as its name (so
// `{{ value }}`, `==` and `| json` behave like the plain string themes used to get) and knows the
// variant it leads to with the other selected values kept, whether that variant is available,
// and whether it is the selected value.
import { TextDrop } from '../../liquid/text-drop';
import type { VariantDrop } from './variant';

/** What a value needs from its product: the variants and the options selected now. */
export interface OptionValueSource {
  readonly id: number;
  readonly variants: VariantDrop[];
  readonly selected_or_first_available_variant: VariantDrop | null;
}

/** A stable numeric id for a value (Shopify's are numbers too). */
function valueId(productId: number, position: number, name: string): number {
  let h = 2166136261 ^ productId ^ (position << 24);
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 16777619);
  return ((h >>> 0) % 2_000_000_000) + 1;
}

export class ProductOptionValueDrop extends TextDrop {
  readonly swatch = null;
  readonly product_url = null;
  readonly id: number;

  constructor(
    private product: OptionValueSource,
    private index: number,
    readonly name: string,
  ) {
    super(name);
    this.id = valueId(product.id, index + 1, name);
  }

  get selected(): boolean {
    return this.product.selected_or_first_available_variant?.options[this.index] === this.name;
  }

  /** The variant with this value and the currently selected values of the other options (or any with this value). */
  get variant(): VariantDrop | null {
    const current = this.product.selected_or_first_available_variant?.options ?? [];
    const wanted = current.map((v, i) => (i === this.index ? this.name : v));
    const exact = this.product.variants.find((v) => v.options.every((o, i) => o === wanted[i]));
    return exact ?? this.product.variants.find((v) => v.options[this.index] === this.name) ?? null;
  }

  get available(): boolean {
    return this.variant?.available ?? false;
  }
}
