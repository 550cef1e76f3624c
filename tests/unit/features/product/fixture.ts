// Hand-made product data and island payloads, shaped as the product snippets print them.
import { FORM_PART_TYPES } from '../../../../src/features/product/form-props';
import type { ProductData, ProductVariant, Refill, SellingPlanOption } from '../../../../src/lib/product-data';

export const refill = (variant: number, title: string, price: number): Refill => ({
  variant,
  title,
  image: '',
  price,
  non_sub_price: price + 200,
  is_cans: true,
  notes: [],
});

export const plan = (value: number, label: string, price: number, discount: number, refills: Refill[] = []): SellingPlanOption => ({
  value,
  label,
  index: 0,
  price,
  cap: 0,
  discount,
  free_shipping: false,
  note: '',
  refills,
});

export function variant(id: number, options: string[], extra: Partial<ProductVariant> = {}): ProductVariant {
  const subscriptions = extra.subscriptions ?? [];
  return {
    id,
    title: options.join(' / '),
    options,
    price: 2400,
    cap: 0,
    available: true,
    discount: 0,
    free_shipping: false,
    custom_message: { subscription: '', onetime: '' },
    has_subscriptions: subscriptions.length > 0,
    subscription_only: false,
    subscriptions,
    multiple: { show_alert: false, is_multiple: false },
    first_order_includes: [],
    purchase_url: '',
    media_index: -1,
    ...extra,
  };
}

export function product(variants: ProductVariant[], extra: Partial<ProductData> = {}): ProductData {
  return {
    id: 1001,
    handle: 'the-everyday',
    title: 'The Everyday',
    type: 'Olive Oil',
    url: '/products/the-everyday',
    image: '/img.png',
    vendor: 'Good Drop Olive Oil Co.',
    gift_card: false,
    waitlist_enabled: false,
    waitlist_id: '',
    options: [{ name: 'Size', values: [...new Set(variants.map((v) => v.options[0] ?? ''))] }],
    variants,
    included_products: [],
    ...extra,
  };
}

/** The form's texts as locales/en.default.json renders them (`t` escapes HTML). */
export const FORM_TEXTS = {
  add_to_cart: 'Add to Cart – {price}',
  subscribe: 'Subscribe – {price}',
  sold_out: 'Sold Out',
  buy_here: 'Buy Here',
  opens_new_tab: '(opens in a new tab)',
  join_waitlist: 'Join The Waitlist',
  one_time: 'One Time Purchase',
  subscribe_and_save: 'Subscribe &amp; Save',
  percent_off: '+{n}% Off',
  free_shipping: 'Free Shipping',
  frequency: 'Frequency',
  subscription_note: 'Skip or Cancel Anytime',
  select_refill: 'Select Refill Preference:',
  first_order_includes: 'First time purchase includes',
  get_refills: 'Get Refills!',
  amount: 'Amount',
  amount_error: 'Error',
  gift_toggle: 'Add a gift note &amp; schedule delivery!',
  gift_email: 'Recipient email',
  gift_name: 'Recipient name (optional)',
  gift_send_on: 'Send on (optional)',
  gift_message: 'Message (optional)',
  gift_message_placeholder: 'Don&#39;t forget to say who it&#39;s from!',
  gift_email_invalid: 'Please enter a valid email.',
  purchase_type: 'Purchase type',
  waitlist_heading: 'Get first dibs',
  waitlist_text: '',
  waitlist_email: 'Email',
  waitlist_submit: 'Notify Me',
  waitlist_success: 'You&#39;re on the list!',
  waitlist_close: 'Close',
  waitlist_error: 'Oops! Please try again later.',
  included_heading: 'What&#39;s included',
  adding: 'Adding…',
  checkout_now: 'Buy it now',
  sale: 'Sale price',
  regular: 'Regular price',
  popover_more: 'More about {title}',
};

/** The product-form island's JSON as snippets/product-form-props.liquid prints it. */
export function formPayload(p: ProductData, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    scope: 'main-product',
    checkout_body: 'items',
    product: p,
    selected_variant_id: p.variants[0]?.id ?? 0,
    requested_variant_id: 0,
    money_format: '${{amount}}',
    parts: FORM_PART_TYPES.map((type) => ({ type, id: '', style: 'tiles' })),
    settings: { default_subscription: false, show_checkout: true, update_url: true, form_id: 'ProductForm-template--1__main' },
    klaviyo: { company_id: 'ABC123', host: '', list_id: 'waitlist' },
    bubbles: ['No oxygen', 'No light', ''],
    texts: FORM_TEXTS,
    ...extra,
  };
}
