/**
 * Shopify's Ajax product JSON (`/products/<handle>.js`, shopify.dev "Product API reference") and
 * the `/products.json` catalog feed on the wire: one valibot schema per shape, the TypeScript types
 * inferred from it. The preview builds them (preview/shop/product-json.ts) typed by these.
 * Money is integer cents in the Ajax JSON and a decimal string in the feed.
 */
import * as v from 'valibot';

const id = v.pipe(v.number(), v.integer(), v.minValue(1));
const cents = v.pipe(v.number(), v.integer(), v.minValue(0));
const position = v.pipe(v.number(), v.integer(), v.minValue(1));
const size = v.pipe(v.number(), v.minValue(0));
const timestamp = v.pipe(v.string(), v.isoTimestamp());
/** A shop CDN path or an absolute URL, never `javascript:` and the like. */
const url = v.pipe(v.string(), v.regex(/^(\/(?![/\\])|https?:\/\/)/i, 'must be a path or an http(s) URL'));

/** A variant's image (`featured_image`), in the Ajax JSON and in the feed. */
export const productVariantImageSchema = v.object({
  id,
  product_id: id,
  position,
  alt: v.string(),
  width: size,
  height: size,
  src: url,
});

/** One product option with the values its variants use. */
export const productOptionSchema = v.object({ name: v.string(), position, values: v.array(v.string()) });

const sellingPlanAllocationSchema = v.object({
  price: cents,
  compare_at_price: v.nullable(cents),
  per_delivery_price: cents,
  /** the price at each of the plan's adjustments, in their order */
  price_adjustments: v.array(v.object({ position, price: cents })),
  selling_plan_id: id,
  selling_plan_group_id: id,
});

export const ajaxVariantSchema = v.object({
  id,
  title: v.string(),
  option1: v.nullable(v.string()),
  option2: v.nullable(v.string()),
  option3: v.nullable(v.string()),
  sku: v.nullable(v.string()),
  requires_shipping: v.boolean(),
  taxable: v.boolean(),
  featured_image: v.nullable(productVariantImageSchema),
  available: v.boolean(),
  name: v.string(),
  public_title: v.nullable(v.string()),
  options: v.array(v.string()),
  price: cents,
  /** grams */
  weight: v.pipe(v.number(), v.minValue(0)),
  compare_at_price: v.nullable(cents),
  inventory_management: v.nullable(v.literal('shopify')),
  barcode: v.nullable(v.string()),
  requires_selling_plan: v.boolean(),
  selling_plan_allocations: v.array(sellingPlanAllocationSchema),
});

const previewImageSchema = v.object({ aspect_ratio: size, height: size, width: size, src: url });
const mediaBase = { alt: v.string(), id, position, preview_image: previewImageSchema };

/** One entry of `media`: an image, a video, an external (YouTube/Vimeo) video or a 3D model. */
export const ajaxMediaSchema = v.variant('media_type', [
  v.object({ ...mediaBase, media_type: v.literal('image'), aspect_ratio: size, height: size, width: size, src: url }),
  v.object({
    ...mediaBase,
    media_type: v.literal('video'),
    aspect_ratio: size,
    /** milliseconds */
    duration: v.pipe(v.number(), v.integer(), v.minValue(0)),
    sources: v.array(v.object({ format: v.string(), height: size, mime_type: v.string(), url, width: size })),
  }),
  v.object({ ...mediaBase, media_type: v.literal('external_video'), host: v.picklist(['youtube', 'vimeo']), external_id: v.string(), aspect_ratio: size }),
  v.object({ ...mediaBase, media_type: v.literal('model'), sources: v.array(v.object({ url, mime_type: v.string(), format: v.string() })) }),
]);

const priceAdjustmentSchema = v.object({
  order_count: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(1))),
  position,
  value_type: v.picklist(['percentage', 'fixed_amount', 'price']),
  value: v.pipe(v.number(), v.minValue(0)),
});

const sellingPlanGroupSchema = v.object({
  id,
  name: v.string(),
  options: v.array(productOptionSchema),
  selling_plans: v.array(
    v.object({
      id,
      name: v.string(),
      description: v.nullable(v.string()),
      options: v.array(v.object({ name: v.string(), position, value: v.string() })),
      recurring_deliveries: v.boolean(),
      price_adjustments: v.array(priceAdjustmentSchema),
    }),
  ),
});

/** `/products/<handle>.js` (and `product | json` in Liquid): at most 250 variants. */
export const ajaxProductSchema = v.object({
  id,
  title: v.string(),
  handle: v.string(),
  description: v.string(),
  published_at: v.nullable(timestamp),
  created_at: timestamp,
  vendor: v.string(),
  type: v.string(),
  tags: v.array(v.string()),
  price: cents,
  price_min: cents,
  price_max: cents,
  available: v.boolean(),
  price_varies: v.boolean(),
  compare_at_price: v.nullable(cents),
  compare_at_price_min: cents,
  compare_at_price_max: cents,
  compare_at_price_varies: v.boolean(),
  variants: v.pipe(v.array(ajaxVariantSchema), v.minLength(1), v.maxLength(250)),
  images: v.array(url),
  featured_image: v.nullable(url),
  options: v.array(productOptionSchema),
  url,
  media: v.array(ajaxMediaSchema),
  requires_selling_plan: v.boolean(),
  selling_plan_groups: v.array(sellingPlanGroupSchema),
});

/** Money as the feed writes it: major units with two decimals ("36.00"). */
const decimal = v.pipe(v.string(), v.regex(/^\d+\.\d{2}$/, 'must be a decimal amount like "36.00"'));

/** One product of `/products.json`: Shopify's storefront feed, its own field names (body_html, product_type). */
export const productFeedItemSchema = v.object({
  id,
  title: v.string(),
  handle: v.string(),
  body_html: v.string(),
  published_at: v.nullable(timestamp),
  created_at: timestamp,
  updated_at: timestamp,
  vendor: v.string(),
  product_type: v.string(),
  tags: v.array(v.string()),
  variants: v.array(
    v.object({
      ...v.pick(ajaxVariantSchema, ['id', 'title', 'option1', 'option2', 'option3', 'sku', 'requires_shipping', 'taxable', 'featured_image', 'available'])
        .entries,
      price: decimal,
      grams: v.pipe(v.number(), v.minValue(0)),
      compare_at_price: v.nullable(decimal),
      position,
      product_id: id,
      created_at: timestamp,
      updated_at: timestamp,
    }),
  ),
  images: v.array(
    v.object({
      id,
      created_at: timestamp,
      position,
      updated_at: timestamp,
      product_id: id,
      variant_ids: v.array(id),
      src: url,
      width: size,
      height: size,
    }),
  ),
  options: v.array(productOptionSchema),
});

export type AjaxProduct = v.InferOutput<typeof ajaxProductSchema>;
export type AjaxVariant = v.InferOutput<typeof ajaxVariantSchema>;
export type AjaxMedia = v.InferOutput<typeof ajaxMediaSchema>;
export type ProductVariantImage = v.InferOutput<typeof productVariantImageSchema>;
export type ProductFeedItem = v.InferOutput<typeof productFeedItemSchema>;
