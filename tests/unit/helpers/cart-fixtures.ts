/** Test helper: complete Ajax cart JSON (src/contracts/cart.ts) with only the fields a test cares about set. */
import type { Cart, CartLineItem, CartSellingPlanAllocation } from '../../../src/contracts/cart';

export function lineItem(fields: Partial<CartLineItem> = {}): CartLineItem {
  const id = fields.variant_id ?? fields.id ?? 1;
  return {
    id,
    variant_id: id,
    product_id: 10,
    key: `${id}:a`,
    quantity: 1,
    properties: {},
    title: 'X',
    product_title: 'X',
    variant_title: null,
    untranslated_product_title: 'X',
    untranslated_variant_title: null,
    variant_options: ['Default Title'],
    options_with_values: [{ name: 'Title', value: 'Default Title' }],
    price: 100,
    original_price: 100,
    discounted_price: 100,
    final_price: 100,
    presentment_price: 1,
    line_price: 100,
    original_line_price: 100,
    final_line_price: 100,
    total_discount: 0,
    discounts: [],
    line_level_discount_allocations: [],
    line_level_total_discount: 0,
    sku: '',
    grams: 0,
    vendor: 'Good Drop',
    taxable: true,
    requires_shipping: true,
    gift_card: false,
    product_has_only_default_variant: true,
    product_type: '',
    product_description: '',
    handle: 'x',
    url: '/products/x',
    image: null,
    featured_image: null,
    quantity_rule: { min: 1, max: null, increment: 1 },
    has_components: false,
    ...fields,
  };
}

export function cartJson(items: CartLineItem[] = [], fields: Partial<Cart> = {}): Cart {
  const total = items.reduce((n, i) => n + i.final_line_price, 0);
  return {
    token: 't',
    note: null,
    attributes: {},
    original_total_price: total,
    total_price: total,
    total_discount: 0,
    total_weight: 0,
    item_count: items.reduce((n, i) => n + i.quantity, 0),
    items,
    requires_shipping: items.length > 0,
    currency: 'USD',
    items_subtotal_price: total,
    cart_level_discount_applications: [],
    checkout_charge_amount: total,
    ...fields,
  };
}

/** A selling plan allocation for a line bought on subscription. */
export function planAllocation(name = 'Monthly', price = 900): CartSellingPlanAllocation {
  return {
    price,
    compare_at_price: null,
    per_delivery_price: price,
    price_adjustments: [{ position: 1, price }],
    selling_plan: {
      id: 1,
      name,
      description: null,
      options: [{ name: 'Deliver every', position: 1, value: name }],
      recurring_deliveries: true,
      price_adjustments: [{ order_count: null, position: 1, value_type: 'percentage', value: 10 }],
      checkout_charge: { value_type: 'percentage', value: 100 },
    },
    selling_plan_group_id: 1,
  };
}
