// The Liquid `cart` and `line_item` objects, built from the Ajax cart JSON the CartService returns
// so the page and /cart.js can never disagree.
import type { Cart, CartLineItem } from '../../../src/contracts/cart';
import type { ImageObject } from './base';
import type { ProductDrop } from './product';
import type { VariantDrop } from './variant';
import { currencyObject } from '../markets';

export interface CartContext {
  productById(id: number): ProductDrop | undefined;
  variant(id: number): VariantDrop | undefined;
}

function lineItemObject(item: CartLineItem, index: number, ctx: CartContext, changeUrl: string) {
  const product = ctx.productById(item.product_id);
  const variant = ctx.variant(item.variant_id);
  const image: ImageObject | null = variant?.image ?? product?.featured_image ?? null;
  const allocation = item.selling_plan_allocation;
  return {
    id: item.id,
    key: item.key,
    quantity: item.quantity,
    title: item.title,
    product_title: item.product_title,
    variant_title: item.variant_title,
    price: item.final_price,
    original_price: item.original_price,
    final_price: item.final_price,
    line_price: item.final_line_price,
    original_line_price: item.original_line_price,
    final_line_price: item.final_line_price,
    total_discount: item.total_discount,
    discounts: item.discounts,
    discount_allocations: item.line_level_discount_allocations,
    line_level_discount_allocations: item.line_level_discount_allocations,
    line_level_total_discount: item.line_level_total_discount,
    variant_id: item.variant_id,
    product_id: item.product_id,
    product: product ?? null,
    variant: variant ?? null,
    properties: item.properties ?? {},
    sku: item.sku,
    vendor: item.vendor,
    taxable: item.taxable,
    requires_shipping: item.requires_shipping,
    gift_card: item.gift_card,
    grams: item.grams,
    options_with_values: item.options_with_values,
    url: item.url,
    // The line's place in the cart from 0: not in Shopify's object reference, but Shopify's own
    // Horizon numbers its cart lines from it (`data-cart-line="{{ item.index | plus: 1 }}"`).
    index,
    // The non-JS remove link Shopify gives every line (1-based line number).
    url_to_remove: `${changeUrl}?line=${index + 1}&quantity=0`,
    image,
    selling_plan_allocation: allocation
      ? {
          ...allocation,
          unit_price: null,
          checkout_charge_amount: allocation.price,
          remaining_balance_charge_amount: 0,
          selling_plan: { ...allocation.selling_plan, group_id: allocation.selling_plan_group_id, selected: true },
        }
      : null,
    unit_price: null,
    unit_price_measurement: null,
    message: '',
    error_message: null,
    item_components: [],
    instructions: { can_remove: true, can_update_quantity: true },
    tax_lines: [],
    fulfillment: null,
  };
}

export function cartObject(cart: Cart, ctx: CartContext, changeUrl: string) {
  const items = cart.items.map((item, i) => lineItemObject(item, i, ctx, changeUrl));
  return {
    token: cart.token,
    item_count: cart.item_count,
    items,
    items_count: items.length,
    total_price: cart.total_price,
    original_total_price: cart.original_total_price,
    items_subtotal_price: cart.items_subtotal_price,
    total_discount: cart.total_discount,
    total_weight: cart.total_weight,
    checkout_charge_amount: cart.checkout_charge_amount,
    note: cart.note,
    attributes: cart.attributes,
    currency: currencyObject(cart.currency),
    requires_shipping: cart.requires_shipping,
    'empty?': items.length === 0,
    cart_level_discount_applications: cart.cart_level_discount_applications,
    discount_applications: [],
    discounts: [],
    taxes_included: false,
    duties_included: false,
  };
}
