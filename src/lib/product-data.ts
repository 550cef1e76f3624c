/**
 * The product as snippets/product-data.liquid prints it for the product islands (spec §3
 * "Product", "Variant", "Selling plan"): one valibot schema, the TypeScript types inferred from it.
 * Money is cents; every key is required, so a key renamed in the snippet fails the contract.
 */
import * as v from 'valibot';
import { cents, mediaUrl, resourceId, shopPath, text } from './props-kit';

/** A merchant's external buy link (variant metafield): '' or http(s), never `javascript:`. */
const externalUrl = v.pipe(
  v.string(),
  v.check((s) => s === '' || /^https?:\/\//i.test(s), 'must be empty or an http(s) URL'),
);
/** An image URL Liquid may print as null when the product has no image. */
const optionalImage = v.pipe(
  v.nullable(mediaUrl),
  v.transform((s) => s ?? ''),
);

const note = v.object({ title: text, text });

const refill = v.object({
  variant: resourceId,
  title: text,
  image: optionalImage,
  price: cents,
  non_sub_price: cents,
  is_cans: v.boolean(),
  notes: v.array(note),
});

const sellingPlanOption = v.object({
  /** the selling plan id sent as `selling_plan` */
  value: resourceId,
  /** the frequency, e.g. "2 months" */
  label: text,
  index: v.number(),
  price: cents,
  cap: cents,
  discount: v.number(),
  free_shipping: v.boolean(),
  note: text,
  refills: v.array(refill),
});

const firstOrderItem = v.object({ title: text, cap: cents, price: cents });

const variant = v.object({
  id: resourceId,
  title: text,
  /** option values in product option order */
  options: v.array(text),
  price: cents,
  /** compare-at price; 0 means none */
  cap: cents,
  available: v.boolean(),
  discount: v.number(),
  free_shipping: v.boolean(),
  custom_message: v.object({ subscription: text, onetime: text }),
  has_subscriptions: v.boolean(),
  subscription_only: v.boolean(),
  subscriptions: v.array(sellingPlanOption),
  multiple: v.object({ show_alert: v.boolean(), is_multiple: v.boolean() }),
  first_order_includes: v.array(firstOrderItem),
  purchase_url: externalUrl,
  /** index into the media list, or -1 */
  media_index: v.pipe(v.number(), v.integer(), v.minValue(-1)),
});

const includedProduct = v.object({
  name: text,
  title: text,
  image: optionalImage,
  price: cents,
  cart: v.object({ id: resourceId, title: text, is_cans: v.boolean() }),
  notes: v.array(note),
});

const productOption = v.object({ name: text, values: v.array(text) });

export const productData = v.object({
  id: resourceId,
  handle: text,
  title: text,
  type: text,
  url: shopPath,
  image: optionalImage,
  vendor: text,
  gift_card: v.boolean(),
  waitlist_enabled: v.boolean(),
  waitlist_id: text,
  options: v.array(productOption),
  variants: v.pipe(v.array(variant), v.nonEmpty('a product needs at least one variant')),
  included_products: v.array(includedProduct),
});

export type Refill = v.InferOutput<typeof refill>;
export type SellingPlanOption = v.InferOutput<typeof sellingPlanOption>;
export type ProductVariant = v.InferOutput<typeof variant>;
export type IncludedProduct = v.InferOutput<typeof includedProduct>;
export type ProductData = v.InferOutput<typeof productData>;
