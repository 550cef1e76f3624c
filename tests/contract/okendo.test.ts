// The Okendo stand-in answers review_aggregate like the real API (third-party-apis.md §4).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, type PreviewServer } from '../../preview/server';

let server: PreviewServer;
beforeAll(async () => {
  server = await startServer({ port: 0, stateDir: mkdtempSync(path.join(tmpdir(), 'okendo-')), reset: true });
});
afterAll(async () => server.close());

describe('okendo review_aggregate stand-in', () => {
  it('answers a product aggregate with CORS, counts and totals that give an average of 1–5', async () => {
    const res = await fetch(`${server.url}/v1/stores/good-drop-store/products/shopify-1001/review_aggregate`);
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const { reviewAggregate } = (await res.json()) as { reviewAggregate: Record<string, number | string> };
    const average = Number(reviewAggregate.ratingAndReviewValuesTotal) / Number(reviewAggregate.ratingAndReviewCount);
    expect(average).toBeGreaterThanOrEqual(1);
    expect(average).toBeLessThanOrEqual(5);
    expect(reviewAggregate.productId).toBe('shopify-1001');
  });

  it('a product without reviews has no counts (the theme hides the stars)', async () => {
    const product = server.shop.catalog.product('harvest-reserve')!;
    const res = await fetch(`${server.url}/okendo/v1/stores/s/products/shopify-${product.id}/review_aggregate`);
    const { reviewAggregate } = (await res.json()) as { reviewAggregate: Record<string, unknown> };
    expect(reviewAggregate.ratingAndReviewCount).toBeUndefined();
  });

  it('a malformed product id is a 400, not a crash', async () => {
    const res = await fetch(`${server.url}/v1/stores/s/products/shopify-abc/review_aggregate`);
    expect(res.status).toBe(400);
    expect(server.errors).toEqual([]);
  });
});
