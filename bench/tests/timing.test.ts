// Timing helpers against the fixture shop (no browser): the Algolia two-index query.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { algoliaConfig, probeAlgolia, timeAlgolia } from '../lib/algolia-timing';
import { timingRow } from '../lib/render-timing';
import { startFixtureShop, type FixtureShop } from './fixture-shop';

let shop: FixtureShop;
beforeAll(async () => {
  shop = await startFixtureShop();
});
afterAll(async () => {
  await shop.close();
});

describe('Algolia timing', () => {
  it('sends the products + articles query as text/plain and times each round trip', async () => {
    expect(await probeAlgolia(shop.url)).toEqual({ ok: true });
    const samples = await timeAlgolia(shop.url, 5);
    expect(samples).toHaveLength(5);
    expect(samples.every((ms) => ms > 0)).toBe(true);
    const { products, articles } = algoliaConfig();
    expect(shop.algoliaRequests.at(-1)).toEqual({ contentType: 'text/plain', indexes: [products, articles] });
  });

  it('reports a server without the stand-in instead of timing it', async () => {
    const server = createServer((_req, res) => {
      res.writeHead(404).end('no');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const probe = await probeAlgolia(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      expect(probe).toEqual({ ok: false, reason: 'POST /1/indexes/*/queries answered 404' });
    } finally {
      server.close();
    }
  });

  it('summarises samples as p50/p95/p99/max', () => {
    const samples = Array.from({ length: 200 }, (_, i) => i + 1);
    expect(timingRow('product', samples)).toEqual({ page: 'product', samples: 200, p50Ms: 100, p95Ms: 190, p99Ms: 198, maxMs: 200 });
  });
});
