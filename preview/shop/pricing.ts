// Money and URL rules shared by the cart JSON, the product JSON and the Liquid objects, so the
// three always agree on what a subscription costs and where an image lives.
import type { ImageRecord, SellingPlan, SellingPlanPriceAdjustment, VideoRecord } from './types';

/** A price after one selling-plan adjustment (cents; never negative). */
export function adjustedPrice(price: number, adj: SellingPlanPriceAdjustment): number {
  if (adj.value_type === 'percentage') return Math.round((price * (100 - adj.value)) / 100);
  if (adj.value_type === 'fixed_amount') return Math.max(price - adj.value, 0);
  return Math.max(adj.value, 0);
}

/** What one delivery costs under a plan: its first adjustment (by position) applied. */
export function planPrice(price: number, plan: SellingPlan): number {
  const first = [...plan.price_adjustments].sort((a, b) => a.position - b.position)[0];
  return first ? adjustedPrice(price, first) : price;
}

/** The CDN path of a shop image, without size parameters. */
export function imagePath(image: ImageRecord): string {
  return `/cdn/shop/files/${image.file}`;
}

/** The CDN path of a shop video (Shopify serves them from its video CDN). */
function videoPath(video: { file: string }): string {
  return `/cdn/shop/videos/${video.file}`;
}

/** A video's `sources`: its file, then the same clip in other formats (browsers play the first they can). */
export function videoSources(video: VideoRecord): { format: string; height: number; mime_type: string; url: string; width: number }[] {
  return [video, ...(video.alternates ?? [])].map((source) => ({
    format: source.mime_type.split('/')[1]!,
    height: video.height,
    mime_type: source.mime_type,
    url: videoPath(source),
    width: video.width,
  }));
}

/** The CDN URL the Ajax APIs return for an image. */
export function imageUrl(image: ImageRecord): string {
  return `${imagePath(image)}?v=1`;
}

/** The money fields of a selling_plan_allocation, shared by the cart JSON and Liquid. */
export function allocationPrices(variant: { price: number; compare_at_price: number | null }, plan: SellingPlan) {
  const price = planPrice(variant.price, plan);
  return {
    price,
    compare_at_price: price < variant.price ? variant.price : variant.compare_at_price,
    per_delivery_price: price,
    price_adjustments: [...plan.price_adjustments]
      .sort((a, b) => a.position - b.position)
      .map((adj) => ({ position: adj.position, price: adjustedPrice(variant.price, adj) })),
  };
}
