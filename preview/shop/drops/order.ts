// The Liquid `order` object for the account pages: lines with their discount allocations and
// fulfillment, discount applications, shipping method, and the order's own shipping and
// billing addresses (the customer's default address when the record has none).
import type { AddressRecord, OrderDiscount, OrderRecord } from '../types';
import { addressObject, orderAddressObject } from './address';
import type { ProductDrop } from './product';
import type { VariantDrop } from './variant';

export interface CustomerContext {
  productByHandle(handle: string): ProductDrop | undefined;
  variant(id: number): VariantDrop | undefined;
}

const LABELS: Record<string, string> = {
  paid: 'Paid',
  pending: 'Pending',
  refunded: 'Refunded',
  partially_refunded: 'Partially refunded',
  authorized: 'Authorized',
  fulfilled: 'Fulfilled',
  unfulfilled: 'Unfulfilled',
  partial: 'Partially fulfilled',
  restocked: 'Restocked',
};
const label = (status: string) => LABELS[status] ?? status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, ' ');

function discountApplication(d: OrderDiscount) {
  return {
    title: d.title,
    type: d.type,
    value: d.value,
    value_type: d.value_type,
    target_type: d.target_type,
    target_selection: 'all',
    allocation_method: 'across',
    total_allocated_amount: d.amount,
  };
}

/** Splits `amount` over the lines in proportion to their prices; the last line takes the rounding. */
function spread(amount: number, linePrices: number[]): number[] {
  const total = linePrices.reduce((n, p) => n + p, 0);
  if (total === 0) return linePrices.map(() => 0);
  const shares = linePrices.map((p) => Math.floor((amount * p) / total));
  shares[shares.length - 1]! += amount - shares.reduce((n, s) => n + s, 0);
  return shares;
}

export function orderObject(order: OrderRecord, ctx: CustomerContext, fallbackAddress?: AddressRecord | null) {
  const discounts = order.discounts ?? [];
  const applications = discounts.map(discountApplication);
  const linePrices = order.lines.map((l) => l.price * l.quantity);
  const allocations = order.lines.map(() => [] as { amount: number; discount_application: ReturnType<typeof discountApplication> }[]);
  discounts.forEach((d, i) => {
    if (d.target_type !== 'line_item') return;
    spread(d.amount, linePrices).forEach((amount, line) => allocations[line]!.push({ amount, discount_application: applications[i]! }));
  });
  const shipped = (index: number) => (order.fulfillments ?? []).find((f) => f.line_indexes.includes(index));
  const lineItems = order.lines.map((line, i) => {
    const variant = ctx.variant(line.variant_id);
    const product = ctx.productByHandle(line.product_handle);
    const fulfillment = shipped(i);
    return {
      id: order.id * 100 + i + 1,
      title: line.variant_title ? `${line.title} - ${line.variant_title}` : line.title,
      product_title: line.title,
      variant_title: line.variant_title,
      quantity: line.quantity,
      price: line.price,
      original_price: line.price,
      final_price: line.price,
      line_price: linePrices[i]!,
      original_line_price: linePrices[i]!,
      final_line_price: linePrices[i]!,
      variant_id: line.variant_id,
      product_id: product?.id ?? null,
      product: product ?? null,
      variant: variant ?? null,
      sku: variant?.sku ?? '',
      url: variant?.url ?? `/products/${line.product_handle}`,
      image: variant?.image ?? product?.featured_image ?? null,
      selling_plan_allocation: line.selling_plan_name ? { selling_plan: { name: line.selling_plan_name } } : null,
      fulfillment: fulfillment
        ? {
            created_at: fulfillment.created_at,
            tracking_company: fulfillment.tracking_company,
            tracking_number: fulfillment.tracking_number,
            tracking_numbers: [fulfillment.tracking_number],
            tracking_url: fulfillment.tracking_url,
            tracking_urls: [fulfillment.tracking_url],
            item_count: fulfillment.line_indexes.reduce((n, li) => n + (order.lines[li]?.quantity ?? 0), 0),
          }
        : null,
      // Order-level discounts spread over the lines: none of them is a line-level discount.
      discount_allocations: allocations[i]!,
      line_level_discount_allocations: [],
      properties: {},
    };
  });
  const itemCount = order.lines.reduce((n, l) => n + l.quantity, 0);
  const shippingDiscounts = discounts.filter((d) => d.target_type === 'shipping_line');
  const shippingDiscount = shippingDiscounts.reduce((n, d) => n + d.amount, 0);
  const fallback = fallbackAddress ? addressObject(fallbackAddress) : null;
  return {
    id: order.id,
    name: order.name,
    order_number: Number(order.name.replace(/\D/g, '')) || order.id,
    confirmation_number: `GD${order.id}`,
    created_at: order.created_at,
    financial_status: order.financial_status,
    financial_status_label: label(order.financial_status),
    fulfillment_status: order.fulfillment_status,
    fulfillment_status_label: label(order.fulfillment_status),
    line_items: lineItems,
    item_count: itemCount,
    subtotal_line_items: lineItems,
    line_items_subtotal_price: linePrices.reduce((n, p) => n + p, 0),
    subtotal_price: order.subtotal_price,
    shipping_price: order.shipping_price,
    total_price: order.total_price,
    total_net_amount: order.total_price,
    tax_price: 0,
    total_discounts: discounts.reduce((n, d) => n + d.amount, 0),
    total_refunded_amount: 0,
    tax_lines: [],
    discount_applications: applications,
    cart_level_discount_applications: applications.filter((a) => a.target_type === 'line_item'),
    shipping_methods: [
      {
        title: order.shipping_method ?? (order.shipping_price ? 'Standard' : 'Free shipping'),
        price: order.shipping_price,
        original_price: order.shipping_price + shippingDiscount,
        discount_allocations: shippingDiscounts.map((d) => ({ amount: d.amount, discount_application: discountApplication(d) })),
      },
    ],
    shipping_address: order.shipping_address ? orderAddressObject(order.shipping_address) : fallback,
    billing_address: order.billing_address ? orderAddressObject(order.billing_address) : fallback,
    customer_url: `/account/orders/${order.id}`,
    order_status_url: `/account/orders/${order.id}`,
    cancelled: false,
    cancelled_at: null,
    cancel_reason: null,
    note: null,
    attributes: {},
    tags: [],
    transactions: [],
    'pickup_in_store?': false,
  };
}
