// The Okendo stand-in answers review_aggregate like the real API (third-party-apis.md §4).
import { describe, expect, it } from 'vitest';
import { sampleServerPerFile } from './helpers';

const sample = sampleServerPerFile();

describe('okendo review_aggregate stand-in', () => {
  it('answers a product aggregate with CORS, counts and totals that give an average of 1–5', async () => {
    const res = await fetch(`${sample.server.url}/v1/stores/good-drop-store/products/shopify-1001/review_aggregate`);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const { reviewAggregate } = (await res.json()) as { reviewAggregate: Record<string, number | string> };
    const average = Number(reviewAggregate.ratingAndReviewValuesTotal) / Number(reviewAggregate.ratingAndReviewCount);
    expect(average).toBeGreaterThanOrEqual(1);
    expect(average).toBeLessThanOrEqual(5);
    expect(reviewAggregate.productId).toBe('shopify-1001');
  });

  it('a product without reviews has no counts (the theme hides the stars)', async () => {
    const product = sample.server.shop.catalog.product('harvest-reserve')!;
    const res = await fetch(`${sample.server.url}/okendo/v1/stores/s/products/shopify-${product.id}/review_aggregate`);
    const { reviewAggregate } = (await res.json()) as { reviewAggregate: Record<string, unknown> };
    expect(reviewAggregate.ratingAndReviewCount).toBeUndefined();
  });

  it('a malformed product id is a 400, not a crash', async () => {
    const res = await fetch(`${sample.server.url}/v1/stores/s/products/shopify-abc/review_aggregate`);
    expect(res.status).toBe(400);
    expect(sample.server.errors).toEqual([]);
  });
});
