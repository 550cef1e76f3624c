/**
 * The product-form island's props contract (snippets/product-form-props.liquid → widget
 * `product-form`); the multi-product hero checks each entry's form with this same schema.
 */
import * as v from 'valibot';
import { localeText, localeTexts, text } from '../../lib/props-kit';
import { productData } from '../../lib/product-data';

const FORM_TEXT_KEYS = [
  'add_to_cart',
  'subscribe',
  'sold_out',
  'buy_here',
  'opens_new_tab',
  'join_waitlist',
  'one_time',
  'subscribe_and_save',
  'percent_off',
  'free_shipping',
  'frequency',
  'subscription_note',
  'select_refill',
  'first_order_includes',
  'get_refills',
  'amount',
  'amount_error',
  'gift_toggle',
  'gift_email',
  'gift_name',
  'gift_send_on',
  'gift_message',
  'gift_message_placeholder',
  'gift_email_invalid',
  'purchase_type',
  'waitlist_heading',
  'waitlist_text',
  'waitlist_email',
  'waitlist_submit',
  'waitlist_success',
  'waitlist_close',
  'waitlist_error',
  'included_heading',
  'adding',
  'checkout_now',
  'sale',
  'regular',
  'popover_more',
] as const;

/** The form's parts: main-product's part blocks (each at most once), in the order the form shows them. */
export const FORM_PART_TYPES = ['price', 'variant_picker', 'purchase_options', 'can_bubbles', 'included', 'gift_fields', 'buy_buttons'] as const;

const formPart = v.object({
  type: v.picklist(FORM_PART_TYPES),
  /** the part's block id in main-product ('' where the section has no part blocks) */
  id: text,
  /** the variant picker's look: a radio tile per value, or a select per option */
  style: v.optional(v.picklist(['tiles', 'dropdown']), 'tiles'),
});

export const schema = v.pipe(
  v.object({
    /** which product store this form writes to; the main hero's is 'main-product' */
    scope: v.pipe(text, v.nonEmpty()),
    /** accelerated checkout body: {items:[line]} (product form) or the line itself (multi-product form) */
    checkout_body: v.picklist(['items', 'line']),
    product: productData,
    /** the variant the server rendered the page for (`?variant=` or the first available) */
    selected_variant_id: v.pipe(v.number(), v.integer(), v.minValue(0)),
    /** the variant the page's URL asked for (`?variant=`), 0 when it asked for none */
    requested_variant_id: v.pipe(v.number(), v.integer(), v.minValue(0)),
    money_format: v.pipe(text, v.nonEmpty()),
    /** each part once, in block order (snippets/product-form-props.liquid) */
    parts: v.pipe(
      v.array(formPart),
      v.check((parts) => new Set(parts.map((part) => part.type)).size === parts.length, 'a form part is listed twice'),
    ),
    settings: v.object({ default_subscription: v.boolean(), show_checkout: v.boolean(), update_url: v.boolean(), form_id: text }),
    klaviyo: v.object({ company_id: text, host: text, list_id: text }),
    /** merchant texts or their `t` defaults; blanks are dropped */
    bubbles: v.array(localeText),
    texts: localeTexts(FORM_TEXT_KEYS),
  }),
  v.transform((raw) => ({
    scope: raw.scope,
    checkoutBody: raw.checkout_body,
    product: raw.product,
    selectedVariantId: raw.selected_variant_id > 0 ? raw.selected_variant_id : null,
    requestedVariantId: raw.requested_variant_id > 0 ? raw.requested_variant_id : null,
    moneyFormat: raw.money_format,
    parts: raw.parts,
    settings: {
      defaultSubscription: raw.settings.default_subscription,
      showCheckout: raw.settings.show_checkout,
      updateUrl: raw.settings.update_url,
      formId: raw.settings.form_id,
    },
    klaviyo: { companyId: raw.klaviyo.company_id, host: raw.klaviyo.host, listId: raw.klaviyo.list_id },
    bubbles: raw.bubbles.filter((bubble) => bubble !== ''),
    texts: raw.texts,
  })),
);

export type FormProps = v.InferOutput<typeof schema>;
export type FormTexts = FormProps['texts'];
export type FormPart = FormProps['parts'][number];
