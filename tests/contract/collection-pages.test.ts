// Collection pages as a shopper reads them: the product count is the whole collection's (or the
// filtered view's) on every page of a paginated grid, and a tag URL filters the grid as on Shopify.
import { describe, expect, it } from 'vitest';
import { sampleServerPerFile } from './helpers';

const sample = sampleServerPerFile();

interface CollectionView {
  status: number;
  /** the header's "N products" */
  count: string | undefined;
  /** the product cards' handles on this page */
  handles: string[];
  pages: number;
}

async function view(pathname: string): Promise<CollectionView> {
  const res = await fetch(sample.server.url + pathname);
  const html = await res.text();
  return {
    status: res.status,
    count: /<p class="page-header__meta">([^<]*)<\/p>/.exec(html)?.[1],
    handles: [...html.matchAll(/<a class="card__link" href="\/products\/([^"]+)"/g)].map((m) => m[1]!),
    pages: Number(/data-page-total="(\d+)"/.exec(html)?.[1] ?? 0),
  };
}

describe('collection product counts', () => {
  it('count every product of a collection that spans pages, on each page', async () => {
    const all = sample.server.shop.data.products.length;
    expect(all).toBeGreaterThan(12); // the section shows 12 a page: the sample shop needs two
    const first = await view('/collections/all');
    const second = await view('/collections/all?page=2');
    expect(first).toMatchObject({ status: 200, count: `${all} products`, pages: 2 });
    expect(second).toMatchObject({ status: 200, count: `${all} products`, pages: 2 });
    expect(first.handles).toHaveLength(12);
    expect(second.handles).toHaveLength(all - 12);
    expect(new Set([...first.handles, ...second.handles]).size).toBe(all);
  });

  it('count the filtered view on a tag URL; a product needs every tag; an unknown tag shows none', async () => {
    const tagged = (...tags: string[]) => sample.server.shop.data.products.filter((p) => tags.every((t) => p.tags.includes(t))).map((p) => p.handle);
    const gifts = await view('/collections/all/gift');
    expect(gifts).toMatchObject({ status: 200, count: `${tagged('Gift').length} products`, pages: 1 });
    expect(gifts.handles.sort()).toEqual(tagged('Gift').sort());
    const both = await view('/collections/all/gift+kitchen');
    expect(both).toMatchObject({ status: 200, count: '1 product', handles: tagged('Gift', 'Kitchen') });
    const oliveGifts = await view('/collections/gifts/olive-oil');
    const inGifts = new Set(sample.server.shop.catalog.collectionProducts('gifts').map((p) => p.handle));
    expect(oliveGifts.handles.sort()).toEqual(
      tagged('Olive Oil')
        .filter((h) => inGifts.has(h))
        .sort(),
    );
    expect(await view('/collections/all/no-such-tag')).toMatchObject({ status: 200, count: '0 products', handles: [] });
    expect((await view('/collections/nope/gift')).status).toBe(404);
    expect(sample.server.errors).toEqual([]);
  });
});
