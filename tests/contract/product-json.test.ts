// The product JSON the storefront serves keeps its wire contract (src/contracts/product-json.ts):
// every sample product's `/products/<handle>.js` and `.json`, every `/products.json` product and
// the recommendations' products pass the schemas; and the schemas catch a builder that drifts
// (a field dropped, renamed or of another type), so a test fails before a theme's script does.
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadShopData } from '../../preview/data/load';
import { startServer, type PreviewServer } from '../../preview/server';
import { productJson } from '../../preview/shop/product-json';
import { ajaxProductSchema, productFeedItemSchema, type AjaxProduct } from '../../src/contracts/product-json';
import { tempDir } from './helpers';

const data = loadShopData();
let server: PreviewServer;
beforeAll(async () => {
  server = await startServer({ port: 0, stateDir: tempDir(), data, logError: () => {} });
});
afterAll(async () => {
  await server.close();
});

const get = async (pathname: string): Promise<unknown> => {
  const res = await fetch(server.url + pathname);
  expect(res.status, pathname).toBe(200);
  return res.json();
};

/** The schema's complaints as `path: message` lines, empty when the value passes. */
function issues(schema: v.GenericSchema, value: unknown): string[] {
  const result = v.safeParse(schema, value);
  return result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`);
}

describe('product JSON on the wire', () => {
  it('every sample product answers /products/<handle>.js and .json in the Ajax product shape', async () => {
    expect(data.products.length).toBeGreaterThan(5);
    for (const product of data.products) {
      expect(issues(ajaxProductSchema, await get(`/products/${product.handle}.js`)), product.handle).toEqual([]);
      const wrapped = (await get(`/products/${product.handle}.json`)) as { product: unknown };
      expect(issues(ajaxProductSchema, wrapped.product), `${product.handle}.json`).toEqual([]);
    }
  });

  it('covers every media kind and selling plans, so each branch of the schema is checked', async () => {
    const kinds = new Set<string>();
    let plans = 0;
    for (const product of data.products) {
      const json = (await get(`/products/${product.handle}.js`)) as AjaxProduct;
      json.media.forEach((m) => kinds.add(m.media_type));
      for (const allocation of json.variants.flatMap((variant) => variant.selling_plan_allocations)) {
        // Shopify's allocation: the first adjustment's price is the price charged now.
        expect(allocation.price_adjustments[0]?.price, product.handle).toBe(allocation.price);
        plans += 1;
      }
    }
    expect([...kinds].sort()).toEqual(['external_video', 'image', 'model', 'video']);
    expect(plans).toBeGreaterThan(0);
  });

  it('every product of /products.json passes the feed schema', async () => {
    const { products } = (await get('/products.json?limit=250')) as { products: unknown[] };
    expect(products).toHaveLength(data.products.length);
    for (const product of products) expect(issues(productFeedItemSchema, product)).toEqual([]);
  });

  it("the recommendations' products are the Ajax product shape", async () => {
    const { products } = (await get(`/recommendations/products.json?product_id=${data.products[0]!.id}&limit=4`)) as { products: unknown[] };
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) expect(issues(ajaxProductSchema, product)).toEqual([]);
  });
});

describe('a builder that drifts fails the contract', () => {
  const sample = () => productJson(data.products.find((p) => p.selling_plan_groups.length > 0 && p.images.length > 0)!) as unknown as Record<string, unknown>;

  it.each(Object.keys(ajaxProductSchema.entries))('without the product field %s', (field) => {
    const json = sample();
    delete json[field];
    expect(issues(ajaxProductSchema, json)).toContain(`${field}: Invalid key: Expected "${field}" but received undefined`);
  });

  it.each(Object.keys(ajaxProductSchema.entries.variants.pipe[0].item.entries))('without the variant field %s', (field) => {
    const json = sample();
    delete (json.variants as Record<string, unknown>[])[0]![field];
    expect(issues(ajaxProductSchema, json)).toContain(`variants.0.${field}: Invalid key: Expected "${field}" but received undefined`);
  });

  it('with money in major units, a renamed field, an unsafe URL or an unknown media kind', () => {
    const decimal = { ...sample(), price: 36.5 };
    expect(issues(ajaxProductSchema, decimal)).toEqual(['price: Invalid integer: Received 36.5']);
    const { type, ...renamed } = sample();
    expect(issues(ajaxProductSchema, { ...renamed, product_type: type })).toEqual(['type: Invalid key: Expected "type" but received undefined']);
    expect(issues(ajaxProductSchema, { ...sample(), url: 'javascript:alert(1)' })).toEqual(['url: must be a path or an http(s) URL']);
    const media = sample().media as Record<string, unknown>[];
    expect(issues(ajaxProductSchema, { ...sample(), media: [{ ...media[0], media_type: 'gif' }] })).not.toEqual([]);
  });
});
