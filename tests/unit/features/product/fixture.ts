import type { ProductData, ProductVariant, Refill, SellingPlanOption } from '../../../../src/features/product/types';

export const refill = (variant: number, title: string, price: number): Refill => ({
  variant, title, image: '', price, non_sub_price: price + 200, is_cans: true, notes: [],
});

export const plan = (value: number, label: string, price: number, discount: number, refills: Refill[] = []): SellingPlanOption => ({
  value, label, index: 0, price, cap: 0, discount, free_shipping: false, note: '', refills,
});

export function variant(id: number, options: string[], extra: Partial<ProductVariant> = {}): ProductVariant {
  const subscriptions = extra.subscriptions ?? [];
  return {
    id, title: options.join(' / '), options, price: 2400, cap: 0, available: true, discount: 0, free_shipping: false,
    custom_message: { subscription: '', onetime: '' }, has_subscriptions: subscriptions.length > 0, subscription_only: false,
    subscriptions, multiple: { show_alert: false, is_multiple: false }, first_order_includes: [], purchase_url: '', media_index: -1,
    ...extra,
  };
}

export function product(variants: ProductVariant[], extra: Partial<ProductData> = {}): ProductData {
  return {
    id: 1001, handle: 'the-everyday', title: 'The Everyday', type: 'Olive Oil', url: '/products/the-everyday', image: '/img.png',
    vendor: 'Good Drop Olive Oil Co.', gift_card: false, waitlist_enabled: false, waitlist_id: '',
    options: [{ name: 'Size', values: [...new Set(variants.map((v) => v.options[0] ?? ''))] }],
    variants, included_products: [], ...extra,
  };
}
