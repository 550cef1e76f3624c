// Shopify's Ajax product JSON (`/products/<handle>.js`) and the `/products.json` listing,
// built from the domain records, typed by their wire contract (src/contracts/product-json.ts).
import type { AjaxMedia, AjaxProduct, AjaxVariant, ProductFeedItem, ProductVariantImage } from '../../src/contracts/product-json';
import { otherMedia } from './drops/media-kinds';
import { allocationPrices, imageUrl, videoSources } from './pricing';
import type { ImageRecord, Product, Variant } from './types';

const MAX_VARIANTS = 250;

function variantImageJson(product: Product, image: ImageRecord | null): ProductVariantImage | null {
  if (!image) return null;
  return {
    id: imageId(product, image),
    product_id: product.id,
    position: imagePosition(product, image),
    alt: image.alt,
    width: image.width,
    height: image.height,
    src: imageUrl(image),
  };
}

/** The image's 1-based place among the product's images (a variant's image is a copy of one, matched by file); 99 when it is none of them. */
function imagePosition(product: Product, image: ImageRecord): number {
  const index = product.images.findIndex((i) => i.file === image.file);
  return index < 0 ? 99 : index + 1;
}

// Images carry no id in the data; derive a stable one from the product id and position.
function imageId(product: Product, image: ImageRecord): number {
  return product.id * 100 + imagePosition(product, image);
}

function allocationsJson(product: Product, variant: Variant): AjaxVariant['selling_plan_allocations'] {
  return product.selling_plan_groups
    .filter((g) => variant.selling_plan_group_ids.includes(g.id))
    .flatMap((group) =>
      // The money fields as the cart JSON and Liquid's selling_plan_allocation give them.
      group.selling_plans.map((plan) => ({ ...allocationPrices(variant, plan), selling_plan_id: plan.id, selling_plan_group_id: group.id })),
    );
}

function previewJson(image: ImageRecord) {
  return { aspect_ratio: image.width / image.height, height: image.height, width: image.width, src: imageUrl(image) };
}

export function variantJson(product: Product, variant: Variant): AjaxVariant {
  return {
    id: variant.id,
    title: variant.title,
    option1: variant.options[0] ?? null,
    option2: variant.options[1] ?? null,
    option3: variant.options[2] ?? null,
    sku: variant.sku,
    requires_shipping: variant.requires_shipping,
    taxable: variant.taxable,
    featured_image: variantImageJson(product, variant.image),
    available: variant.available,
    name: variant.title === 'Default Title' ? product.title : `${product.title} - ${variant.title}`,
    public_title: variant.title === 'Default Title' ? null : variant.title,
    options: variant.options,
    price: variant.price,
    weight: variant.grams,
    compare_at_price: variant.compare_at_price,
    inventory_management: variant.inventory_quantity === null ? null : 'shopify',
    barcode: variant.barcode,
    requires_selling_plan: variant.requires_selling_plan,
    selling_plan_allocations: allocationsJson(product, variant),
  };
}

/** `media`: the images, then the videos, then external videos and 3D models, positions in that order. */
function mediaJson(product: Product): AjaxMedia[] {
  return [
    ...product.images.map((image, i): AjaxMedia => ({
      alt: image.alt,
      id: imageId(product, image),
      position: i + 1,
      preview_image: previewJson(image),
      aspect_ratio: image.width / image.height,
      height: image.height,
      media_type: 'image',
      src: imageUrl(image),
      width: image.width,
    })),
    ...(product.videos ?? []).map((video, i): AjaxMedia => ({
      alt: video.alt,
      id: product.id * 100 + 50 + i,
      position: product.images.length + i + 1,
      preview_image: previewJson(video.poster),
      aspect_ratio: video.width / video.height,
      duration: Math.round(video.duration * 1000),
      media_type: 'video',
      sources: videoSources(video),
    })),
    // External videos and 3D models: the Liquid object's fields, with the JSON's preview image.
    ...[...(product.external_videos ?? []), ...(product.models ?? [])].map((record, i): AjaxMedia => {
      const { product_id: _productId, ...media } = otherMedia(product, product.images.length + (product.videos ?? []).length + 1)[i]!;
      return { ...media, preview_image: previewJson(record.poster) };
    }),
  ];
}

function priceRange(values: number[]) {
  return { min: Math.min(...values), max: Math.max(...values) };
}

export function productJson(product: Product): AjaxProduct {
  const variants = product.variants.slice(0, MAX_VARIANTS);
  const prices = priceRange(variants.map((v) => v.price));
  const compare = priceRange(variants.map((v) => v.compare_at_price ?? 0));
  const featured = product.images[0];
  return {
    id: product.id,
    title: product.title,
    handle: product.handle,
    description: product.body_html,
    published_at: product.published_at,
    created_at: product.created_at,
    vendor: product.vendor,
    type: product.product_type,
    tags: product.tags,
    price: prices.min,
    price_min: prices.min,
    price_max: prices.max,
    available: variants.some((v) => v.available),
    price_varies: prices.min !== prices.max,
    compare_at_price: compare.min || null,
    compare_at_price_min: compare.min,
    compare_at_price_max: compare.max,
    compare_at_price_varies: compare.min !== compare.max,
    variants: variants.map((v) => variantJson(product, v)),
    images: product.images.map(imageUrl),
    featured_image: featured ? imageUrl(featured) : null,
    options: product.options.map((name, i) => ({
      name,
      position: i + 1,
      values: [...new Set(variants.map((v) => v.options[i]).filter((x): x is string => x !== undefined))],
    })),
    url: `/products/${product.handle}`,
    media: mediaJson(product),
    requires_selling_plan: product.requires_selling_plan,
    selling_plan_groups: product.selling_plan_groups.map((g) => ({
      id: g.id,
      name: g.name,
      options: g.options,
      selling_plans: g.selling_plans.map((p) => ({
        id: p.id,
        name: p.name,
        description: p.description,
        options: p.options.map((value, i) => ({ name: g.options[i]?.name ?? '', position: i + 1, value })),
        recurring_deliveries: p.recurring_deliveries,
        price_adjustments: p.price_adjustments,
      })),
    })),
  };
}

/** One product of the `/products.json` listing (the storefront's public catalog feed). */
export function productFeedJson(product: Product): ProductFeedItem {
  return {
    id: product.id,
    title: product.title,
    handle: product.handle,
    body_html: product.body_html,
    published_at: product.published_at,
    created_at: product.created_at,
    updated_at: product.created_at,
    vendor: product.vendor,
    product_type: product.product_type,
    tags: product.tags,
    variants: product.variants.map((v, i) => ({
      id: v.id,
      title: v.title,
      option1: v.options[0] ?? null,
      option2: v.options[1] ?? null,
      option3: v.options[2] ?? null,
      sku: v.sku,
      requires_shipping: v.requires_shipping,
      taxable: v.taxable,
      featured_image: variantImageJson(product, v.image),
      available: v.available,
      price: (v.price / 100).toFixed(2),
      grams: v.grams,
      compare_at_price: v.compare_at_price === null ? null : (v.compare_at_price / 100).toFixed(2),
      position: i + 1,
      product_id: product.id,
      created_at: product.created_at,
      updated_at: product.created_at,
    })),
    images: product.images.map((image, i) => ({
      id: imageId(product, image),
      created_at: product.created_at,
      position: i + 1,
      updated_at: product.created_at,
      product_id: product.id,
      variant_ids: product.variants.filter((v) => v.image?.file === image.file).map((v) => v.id),
      src: imageUrl(image),
      width: image.width,
      height: image.height,
    })),
    options: product.options.map((name, i) => ({
      name,
      position: i + 1,
      values: [...new Set(product.variants.map((v) => v.options[i]).filter((x): x is string => x !== undefined))],
    })),
  };
}
