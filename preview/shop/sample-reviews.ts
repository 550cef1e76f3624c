// The sample shop's product reviews: made-up counts per star level, stable per product (products
// tagged 'Limited' have none yet). The Okendo stand-in answers with them, and every product
// carries them as Shopify's standard review metafields (`reviews.rating`, `reviews.rating_count`),
// which review apps such as Okendo keep in sync, so Liquid knows them at first paint.
import type { Product } from './types';

/** Reviews per star level, 1 to 5 (5 stars most common), derived from the product id. */
export function sampleReviewLevels(product: Product): number[] {
  if (product.tags.includes('Limited')) return [0, 0, 0, 0, 0];
  const seed = product.id % 97;
  return [seed % 3, (seed >> 1) % 3, 2 + (seed % 5), 8 + (seed % 13), 30 + ((seed * 7) % 60)];
}

/** Shopify's `reviews` metafields for the product: a rating object (average, scale) and the count. */
export function reviewMetafields(product: Product): Record<string, unknown> {
  const levels = sampleReviewLevels(product);
  const count = levels.reduce((a, b) => a + b, 0);
  if (count === 0) return { rating_count: 0 };
  const total = levels.reduce((sum, n, i) => sum + n * (i + 1), 0);
  return { rating: { rating: Math.round((total / count) * 100) / 100, scale_min: 1, scale_max: 5 }, rating_count: count };
}
