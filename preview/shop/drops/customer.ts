// The Liquid `customer`, `order` and `address` objects, built from the customer the customers
// service hands over (or a sample CustomerRecord).
import type { AddressRecord, OrderRecord, SubscriptionRecord } from '../types';
import type { ProductDrop, VariantDrop } from './product';

export interface CustomerSource {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  accepts_marketing: boolean;
  tags: string[];
  addresses: AddressRecord[];
  /** CustomerAccount gives the address; CustomerRecord gives its id */
  default_address?: AddressRecord | null;
  default_address_id?: number | null;
  orders: OrderRecord[];
  subscriptions: SubscriptionRecord[];
}

export interface CustomerContext {
  productByHandle(handle: string): ProductDrop | undefined;
  variant(id: number): VariantDrop | undefined;
}

export function addressObject(a: AddressRecord) {
  const name = [a.first_name, a.last_name].filter(Boolean).join(' ');
  const street = [a.address1, a.address2].filter(Boolean).join(', ');
  return {
    id: a.id,
    first_name: a.first_name,
    last_name: a.last_name,
    name,
    company: a.company,
    address1: a.address1,
    address2: a.address2,
    street,
    city: a.city,
    province: a.province,
    province_code: a.province_code,
    // Shopify gives a country object here; the theme only prints it, so the name is what it needs.
    country: a.country,
    country_code: a.country_code,
    zip: a.zip,
    phone: a.phone,
    url: `/account/addresses/${a.id}`,
    summary: [name, a.company, street, a.city, [a.province, a.zip].filter(Boolean).join(' '), a.country].filter(Boolean).join(', '),
  };
}

const LABELS: Record<string, string> = {
  paid: 'Paid', pending: 'Pending', refunded: 'Refunded', partially_refunded: 'Partially refunded', authorized: 'Authorized',
  fulfilled: 'Fulfilled', unfulfilled: 'Unfulfilled', partial: 'Partially fulfilled', restocked: 'Restocked',
};
const label = (status: string) => LABELS[status] ?? status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, ' ');

/**
 * The sample shop ships every line of a fulfilled order (and the first of a partially fulfilled
 * one) by USPS the day after the order: Liquid's `line_item.fulfillment`, derived from the order.
 */
function fulfillmentOf(order: OrderRecord, lineIndex: number) {
  const shipped = order.fulfillment_status === 'fulfilled' || (order.fulfillment_status === 'partial' && lineIndex === 0);
  if (!shipped) return null;
  const number = `9400${String(order.id).padStart(8, '0')}${String(lineIndex + 1).padStart(4, '0')}`;
  const url = `https://tools.usps.com/go/TrackConfirmAction?tLabels=${number}`;
  const line = order.lines[lineIndex];
  return {
    created_at: new Date(Date.parse(order.created_at) + 24 * 3600 * 1000).toISOString(),
    tracking_company: 'USPS',
    tracking_number: number,
    tracking_numbers: [number],
    tracking_url: url,
    tracking_urls: [url],
    item_count: line?.quantity ?? 0,
    fulfillment_line_items: line ? [{ quantity: line.quantity }] : [],
  };
}

export function orderObject(order: OrderRecord, ctx: CustomerContext, shippingAddress?: AddressRecord | null) {
  const lineItems = order.lines.map((line, i) => {
    const variant = ctx.variant(line.variant_id);
    const product = ctx.productByHandle(line.product_handle);
    return {
      id: order.id * 100 + i + 1,
      title: line.variant_title ? `${line.title} - ${line.variant_title}` : line.title,
      product_title: line.title,
      variant_title: line.variant_title,
      quantity: line.quantity,
      price: line.price,
      original_price: line.price,
      final_price: line.price,
      line_price: line.price * line.quantity,
      original_line_price: line.price * line.quantity,
      final_line_price: line.price * line.quantity,
      variant_id: line.variant_id,
      product_id: product?.id ?? null,
      product: product ?? null,
      variant: variant ?? null,
      sku: variant?.sku ?? '',
      url: variant?.url ?? `/products/${line.product_handle}`,
      image: variant?.image ?? product?.featured_image ?? null,
      selling_plan_allocation: line.selling_plan_name ? { selling_plan: { name: line.selling_plan_name } } : null,
      fulfillment: fulfillmentOf(order, i),
      discount_allocations: [],
      line_level_discount_allocations: [],
      properties: {},
    };
  });
  const itemCount = order.lines.reduce((n, l) => n + l.quantity, 0);
  const address = shippingAddress ? addressObject(shippingAddress) : null;
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
    line_items_subtotal_price: order.subtotal_price,
    subtotal_price: order.subtotal_price,
    shipping_price: order.shipping_price,
    total_price: order.total_price,
    total_net_amount: order.total_price,
    tax_price: 0,
    total_discounts: 0,
    total_refunded_amount: 0,
    tax_lines: [],
    discount_applications: [],
    cart_level_discount_applications: [],
    shipping_methods: [{ title: order.shipping_price ? 'Standard' : 'Free shipping', price: order.shipping_price }],
    shipping_address: address,
    billing_address: address,
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

export function customerObject(c: CustomerSource, ctx: CustomerContext) {
  const defaultAddress = c.default_address ?? c.addresses.find((a) => a.id === c.default_address_id) ?? c.addresses[0] ?? null;
  // Newest first, as Shopify lists a customer's orders.
  const orders = [...c.orders].sort((a, b) => b.created_at.localeCompare(a.created_at)).map((o) => orderObject(o, ctx, defaultAddress));
  const addresses = c.addresses.map(addressObject);
  const subscriptions = c.subscriptions.map((s) => {
    const product = ctx.productByHandle(s.product_handle);
    const variant = ctx.variant(s.variant_id);
    const plan = variant?.selling_plan_allocations.find((a) => a.selling_plan.id === s.selling_plan_id)?.selling_plan ?? null;
    return { id: s.id, status: s.status, next_charge_date: s.next_charge_date, product: product ?? null, variant: variant ?? null, selling_plan: plan };
  });
  return {
    id: c.id,
    email: c.email,
    first_name: c.first_name,
    last_name: c.last_name,
    name: [c.first_name, c.last_name].filter(Boolean).join(' '),
    phone: null,
    has_account: true,
    accepts_marketing: c.accepts_marketing,
    tags: c.tags,
    orders,
    orders_count: orders.length,
    last_order: orders[0] ?? null,
    total_spent: c.orders.reduce((n, o) => n + o.total_price, 0),
    addresses,
    addresses_count: addresses.length,
    default_address: defaultAddress ? addressObject(defaultAddress) : null,
    /** our extension: the customer's subscriptions (the Recharge stand-in manages them) */
    subscriptions,
    tax_exempt: false,
    'b2b?': false,
    'has_avatar?': false,
    metafields: {},
  };
}
