// The Liquid `customer`, `order` and `address` objects, built from the customer the customers
// service hands over (or a sample CustomerRecord).
import type { AddressRecord, OrderRecord, SubscriptionRecord } from '../types';
import type { CustomerContext } from './order';
import { addressObject } from './address';
import { orderObject } from './order';

export { orderObject } from './order';

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

export type { CustomerContext } from './order';

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
