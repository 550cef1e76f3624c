// The shop as Algolia Shopify app records: what the search overlay reads from a hit.
import { describe, expect, it } from 'vitest';
import { loadShopData } from '../../../preview/data/load';
import { createCatalog } from '../../../preview/shop/catalog';
import { articleRecords, htmlToText, productRecords } from '../../../preview/shop/search-records';
import { createSearch } from '../../../preview/shop/search';

const data = loadShopData();
const catalog = createCatalog(data);

describe('product records', () => {
  const records = productRecords(catalog);

  it('are one per product, objectID = the product id, prices in major units from the cheapest variant', () => {
    expect(records).toHaveLength(data.products.length);
    const refill = records.find((r) => r.handle === 'refill-cans')!;
    const product = catalog.product('refill-cans')!;
    expect(refill).toMatchObject({
      objectID: String(product.id),
      id: product.id,
      title: 'Refill Cans',
      vendor: product.vendor,
      product_type: product.product_type,
      tags: product.tags,
      variants_count: product.variants.length,
      price: Math.min(...product.variants.map((v) => v.price)) / 100,
      variants_max_price: Math.max(...product.variants.map((v) => v.price)) / 100,
      image: `/cdn/shop/files/${product.images[0]!.file}`,
      collections: expect.arrayContaining(['refills']),
      inventory_available: true,
    });
    expect(refill.published_at).toBe(Date.parse(product.published_at) / 1000);
  });

  it("list real options with their values, not Shopify's Default Title", () => {
    expect(records.find((r) => r.handle === 'infused-oils')!.options).toEqual({ Flavor: ['Lemon', 'Chili', 'Garlic'], Size: ['250 ml', '500 ml'] });
    expect(records.find((r) => r.handle === 'the-duo')!.options).toEqual({});
  });
});

describe('article records', () => {
  it('carry their blog and author, and the body as text', () => {
    const record = articleRecords(catalog).find((r) => r.handle === 'the-only-vinaigrette-you-need')!;
    expect(record).toMatchObject({
      blog: { handle: 'glog', title: 'The Glog' },
      author: { name: expect.any(String) },
      tags: expect.arrayContaining(['Recipes']),
    });
    expect(record.objectID).toBe(String(record.id));
    expect(record.body_html_safe).not.toMatch(/[<>]/);
  });
});

describe('htmlToText', () => {
  it('drops tags, decodes entities, folds whitespace and keeps 2000 characters', () => {
    expect(htmlToText('<p>Oil &amp; vinegar&nbsp;&mdash; <b>50%</b> &#x2014; &#8217;&unknown;</p>\n<p>Two</p>')).toBe('Oil & vinegar — 50% — ’&unknown; Two');
    expect(htmlToText(`<p>${'a'.repeat(3000)}</p>`)).toHaveLength(2000);
    expect(htmlToText('&lt;script&gt;')).toBe('<script>');
  });
});

describe('the shop search indexes', () => {
  it('are built once and rebuilt when the catalog’s product list is replaced', () => {
    const own = createCatalog(loadShopData());
    const search = createSearch(own);
    const first = search.indexes();
    expect(search.indexes()).toBe(first);
    const extra = { ...own.data.products[0]!, id: 99_999, handle: 'xylophone-oil', title: 'Xylophone Oil' };
    own.data.products = [...own.data.products, extra];
    expect(search.indexes()).not.toBe(first);
    expect(search.products('xylophone').hits).toEqual([{ id: 99_999, handle: 'xylophone-oil' }]);
  });
});
