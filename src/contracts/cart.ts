/**
 * Shopify's Ajax Cart API on the wire (shopify-emulation.md §2, §5): the one definition shared by
 * the browser (src/store/cart.ts and the islands) and the offline storefront (preview/shop).
 */

/** A line item property value as Shopify stores and echoes it. */
export type CartPropertyValue = string | number | boolean;

export interface CartFeaturedImage {
  aspect_ratio: number;
  alt: string;
  height: number;
  url: string;
  width: number;
}

export interface CartDiscountApplication {
  allocation_method: 'each' | 'across';
  created_at: string;
  description: string;
  key: string;
  target_selection: 'explicit' | 'all' | 'entitled';
  target_type: 'line_item' | 'shipping_line';
  title: string;
  total_allocated_amount: number;
  type: 'automatic' | 'discount_code' | 'manual' | 'script';
  value: string;
  value_type: 'percentage' | 'fixed_amount';
}

export interface CartDiscountAllocation {
  amount: number;
  discount_application: CartDiscountApplication;
}

export interface CartSellingPlanPriceAdjustment {
  order_count: number | null;
  position: number;
  value_type: 'percentage' | 'fixed_amount' | 'price';
  value: number;
}

export interface CartSellingPlanAllocation {
  price: number;
  compare_at_price: number | null;
  per_delivery_price: number;
  price_adjustments: { position: number; price: number }[];
  selling_plan: {
    id: number;
    name: string;
    description: string | null;
    options: { name: string; position: number; value: string }[];
    recurring_deliveries: boolean;
    price_adjustments: CartSellingPlanPriceAdjustment[];
    checkout_charge: { value_type: 'percentage' | 'price'; value: number };
  };
  selling_plan_group_id: number;
}

/** One line of `/cart.js`. */
export interface CartLineItem {
  id: number;
  variant_id: number;
  product_id: number;
  key: string;
  quantity: number;
  properties: Record<string, CartPropertyValue>;
  title: string;
  product_title: string;
  variant_title: string | null;
  untranslated_product_title: string;
  untranslated_variant_title: string | null;
  variant_options: string[];
  options_with_values: { name: string; value: string }[];
  price: number;
  original_price: number;
  discounted_price: number;
  final_price: number;
  presentment_price: number;
  line_price: number;
  original_line_price: number;
  final_line_price: number;
  total_discount: number;
  discounts: { amount: number; title: string }[];
  line_level_discount_allocations: CartDiscountAllocation[];
  line_level_total_discount: number;
  sku: string;
  grams: number;
  vendor: string;
  taxable: boolean;
  requires_shipping: boolean;
  gift_card: boolean;
  product_has_only_default_variant: boolean;
  product_type: string;
  product_description: string;
  handle: string;
  url: string;
  image: string | null;
  featured_image: CartFeaturedImage | null;
  selling_plan_allocation?: CartSellingPlanAllocation;
  quantity_rule: { min: number; max: number | null; increment: number };
  has_components: boolean;
}

/** `/cart.js`, and the answer of `/cart/update.js`, `/cart/change.js`, `/cart/clear.js`. */
export interface Cart {
  token: string;
  note: string | null;
  attributes: Record<string, string>;
  original_total_price: number;
  total_price: number;
  total_discount: number;
  total_weight: number;
  item_count: number;
  items: CartLineItem[];
  requires_shipping: boolean;
  currency: string;
  items_subtotal_price: number;
  cart_level_discount_applications: unknown[];
  checkout_charge_amount: number;
  /** Bundled section rendering: present when the mutation asked for `sections`. */
  sections?: Record<string, string | null>;
}

/** One line for `/cart/add.js`; `selling_plan: null` means one-time, as Shopify accepts. */
export interface CartAddItem {
  id: number;
  quantity?: number;
  properties?: Record<string, CartPropertyValue>;
  selling_plan?: number | null;
}

/** Fields every mutation may carry to have sections rendered with its answer (§2.8). */
export interface BundledSectionsRequest {
  sections?: string | string[];
  sections_url?: string;
}

/** Body of `/cart/add.js` with several lines. */
export interface CartAddBody extends BundledSectionsRequest {
  items: CartAddItem[];
}

/** Answer of `/cart/add.js` with `items`. */
export interface CartAddResponse {
  items: CartLineItem[];
  sections?: Record<string, string | null>;
}

/** Body of `/cart/update.js`: quantities keyed by line key (or variant id), note, attributes. */
export interface CartUpdateBody extends BundledSectionsRequest {
  updates?: Record<string, number> | number[];
  note?: string;
  attributes?: Record<string, string | null>;
}

/** Body of `/cart/change.js`: one line by key, variant id or 1-based line number. */
export interface CartChangeBody extends BundledSectionsRequest {
  id?: string | number;
  line?: number;
  quantity?: number;
  properties?: Record<string, CartPropertyValue>;
  selling_plan?: number | null;
}

/** A refused cart call: 4xx with Shopify's JSON (422 "Cart Error", 404 "Cannot find variant"…). */
export interface CartErrorBody {
  status: number | string;
  message: string;
  description: string;
  errors?: Record<string, string[]>;
}
