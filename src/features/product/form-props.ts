/** The product-form island's props (snippets/product-form-props.liquid), checked at the seam. */
import type { ProductData } from './types';
import { str, texts } from './text';

export const FORM_TEXTS = {
  add_to_cart: 'Add to Cart – {price}', subscribe: 'Subscribe – {price}', sold_out: 'Sold Out', buy_here: 'Buy Here',
  opens_new_tab: '(opens in a new tab)', join_waitlist: 'Join The Waitlist', one_time: 'One Time Purchase',
  subscribe_and_save: 'Subscribe & Save', percent_off: '+{n}% Off', free_shipping: 'Free Shipping', frequency: 'Frequency',
  subscription_note: 'Skip or Cancel Anytime', select_refill: 'Select Refill Preference:',
  first_order_includes: 'First time purchase includes', get_refills: 'Get Refills!', amount: 'Amount', amount_error: 'Error',
  gift_toggle: 'Add a gift note & schedule delivery!', gift_email: 'Recipient email', gift_name: 'Recipient name (optional)',
  gift_send_on: 'Send on (optional)', gift_message: 'Message (optional)', gift_message_placeholder: "Don't forget to say who it's from!",
  gift_email_invalid: 'Please enter a valid email.', purchase_type: 'Purchase type', waitlist_heading: 'Get first dibs',
  waitlist_text: '', waitlist_email: 'Email', waitlist_submit: 'Notify Me', waitlist_success: "You're on the list!",
  waitlist_close: 'Close', included_heading: "What's included", adding: 'Adding…', checkout_now: 'Buy it now', sale: 'Sale price', regular: 'Regular price',
  popover_more: 'More about {title}',
};
export type FormTexts = typeof FORM_TEXTS;

export interface FormProps {
  /** which islands this form talks to (events); the main hero's is 'main-product' */
  scope: string;
  /** accelerated checkout body: {items:[line]} (product form) or the line itself (multi-product form) */
  checkoutBody: 'items' | 'line';
  product: ProductData;
  selectedVariantId: number | null;
  moneyFormat: string;
  settings: { defaultSubscription: boolean; updateUrl: boolean; formId: string };
  klaviyo: { companyId: string; host: string; listId: string };
  bubbles: string[];
  texts: FormTexts;
}

export function isProductData(value: unknown): value is ProductData {
  const p = value as ProductData | null;
  return Boolean(p && typeof p === 'object' && typeof p.id === 'number' && Array.isArray(p.variants) && p.variants.length > 0
    && Array.isArray(p.options) && Array.isArray(p.included_products));
}

export function normaliseFormProps(raw: Record<string, unknown>): FormProps {
  if (!isProductData(raw.product)) throw new Error('product-form: props.product is missing or has no variants');
  const settings = (raw.settings ?? {}) as Record<string, unknown>;
  const klaviyo = (raw.klaviyo ?? {}) as Record<string, unknown>;
  const selected = Number(raw.selected_variant_id);
  return {
    scope: str(raw.scope, 'main-product'),
    checkoutBody: raw.checkout_body === 'line' ? 'line' : 'items',
    product: raw.product,
    selectedVariantId: Number.isInteger(selected) && selected > 0 ? selected : null,
    moneyFormat: str(raw.money_format, '${{amount}}'),
    settings: {
      defaultSubscription: settings.default_subscription === true,
      updateUrl: settings.update_url !== false,
      formId: str(settings.form_id, 'product-form'),
    },
    klaviyo: { companyId: str(klaviyo.company_id), host: str(klaviyo.host), listId: str(klaviyo.list_id) },
    bubbles: Array.isArray(raw.bubbles) ? raw.bubbles.map((b) => str(b)).filter(Boolean) : [],
    texts: texts(raw.texts, FORM_TEXTS),
  };
}
