// Offline stand-in for Okendo's storefront REST API (third-party-apis.md §4): public, no auth,
// `GET /v1/stores/{subscriber}/products/shopify-{id}/review_aggregate` (also under `/okendo`,
// for a theme whose okendo_host points there). Review numbers are the sample shop's
// (shop/sample-reviews.ts); products tagged 'Limited' have none yet, so the theme hides their stars.
import type { Catalog, Product } from '../shop/types';
import { sampleReviewLevels } from '../shop/sample-reviews';
import { jsonResponse, type PreviewResponse, type Route } from '../http/types';

const CORS = { 'access-control-allow-origin': '*' };
const LEVELS = [1, 2, 3, 4, 5] as const;

export interface ReviewAggregate {
  reviewCount: number;
  reviewRatingValuesTotal: number;
  reviewCountByLevel: Record<string, number>;
  ratingAndReviewCount: number;
  ratingAndReviewValuesTotal: number;
  ratingAndReviewCountByLevel: Record<string, number>;
  recommendationCount: number;
  mediaCount: number;
  subscriberId: string;
  productId: string;
  subscriberId_productId: string;
}

export function reviewAggregate(subscriberId: string, product: Product | undefined, productKey: string): { reviewAggregate: Partial<ReviewAggregate> } {
  const base = { subscriberId, productId: productKey, subscriberId_productId: `${subscriberId}:${productKey}` };
  const levels = product ? sampleReviewLevels(product) : [0, 0, 0, 0, 0];
  const count = levels.reduce((a, b) => a + b, 0);
  // Okendo omits the numbers for products without reviews; clients must guard.
  if (count === 0) return { reviewAggregate: base };
  const total = levels.reduce((sum, n, i) => sum + n * (i + 1), 0);
  const byLevel = Object.fromEntries(LEVELS.map((l, i) => [`level${l}Count`, levels[i]!]));
  // Star-only ratings (no text) count in ratingAndReview* but not in review*.
  const written = Math.max(1, Math.floor(count * 0.8));
  return {
    reviewAggregate: {
      ...base,
      reviewCount: written,
      reviewRatingValuesTotal: Math.round((total * written) / count),
      reviewCountByLevel: byLevel,
      ratingAndReviewCount: count,
      ratingAndReviewValuesTotal: total,
      ratingAndReviewCountByLevel: byLevel,
      recommendationCount: Math.floor(count * 0.9),
      mediaCount: product!.id % 4,
    },
  };
}

function answer(status: number, body: unknown): PreviewResponse {
  const res = jsonResponse(status, body, CORS);
  // Okendo's answers are public and cacheable.
  res.headers['cache-control'] = status === 200 ? 'public, max-age=60' : 'no-store';
  return res;
}

export function okendoRoutes(catalog: Catalog): Route[] {
  return [
    {
      method: 'GET',
      pattern: /^(?:\/okendo)?\/v1\/stores\/([^/]+)\/products\/shopify-([^/]+)\/review_aggregate\/?$/,
      handler: (_req, m) => {
        const id = Number(m[2]);
        if (!Number.isInteger(id) || id <= 0) return answer(400, { message: 'Invalid product id.' });
        return answer(200, reviewAggregate(m[1]!, catalog.productById(id), `shopify-${id}`));
      },
    },
    {
      method: 'GET',
      pattern: /^(?:\/okendo)?\/v1\/stores\/([^/]+)\/review_aggregate\/?$/,
      handler: (_req, m) => {
        const all = catalog.data.products.map((p) => reviewAggregate(m[1]!, p, `shopify-${p.id}`).reviewAggregate);
        const sum = (key: 'ratingAndReviewCount' | 'ratingAndReviewValuesTotal' | 'reviewCount' | 'reviewRatingValuesTotal') =>
          all.reduce((s, a) => s + (a[key] ?? 0), 0);
        return answer(200, {
          reviewAggregate: {
            subscriberId: m[1],
            reviewCount: sum('reviewCount'),
            reviewRatingValuesTotal: sum('reviewRatingValuesTotal'),
            ratingAndReviewCount: sum('ratingAndReviewCount'),
            ratingAndReviewValuesTotal: sum('ratingAndReviewValuesTotal'),
          },
        });
      },
    },
  ];
}
