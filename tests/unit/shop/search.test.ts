import { describe, expect, it } from 'vitest';
import { loadShopData } from '../../../preview/data/load';
import { createCatalog } from '../../../preview/shop/catalog';
import { createSearch } from '../../../preview/shop/search';
import { generateShopData } from '../../../preview/generate';

const data = loadShopData();
const search = createSearch(createCatalog(data));

describe('createSearch', () => {
  it('finds products by title, type, tag and body words', () => {
    expect(search.products('drizzle').hits[0]!.handle).toBe('the-drizzle');
    expect(search.products('vinegar').hits.map((h) => h.handle)).toContain('red-wine-vinegar');
    expect(search.products('spicy').hits.map((h) => h.handle)).toContain('hot-drop-chili-oil');
    expect(search.products('burrata').hits.map((h) => h.handle)).toEqual(['the-drizzle']);
  });

  it('matches prefixes and tolerates typos', () => {
    expect(search.products('refi').hits[0]!.handle).toBe('refill-cans');
    expect(search.products('drizle').hits[0]!.handle).toBe('the-drizzle');
    expect(search.products('evryday').hits[0]!.handle).toBe('the-everyday');
    expect(search.articles('focacia').hits[0]!.handle).toBe('focaccia-for-people-who-are-scared-of-bread');
    expect(search.articles('xylophone').total).toBe(0);
  });

  it('returns article hits with their blog and pages through results with a total', () => {
    const all = search.articles('oil', { limit: 1000 });
    expect(all.total).toBeGreaterThan(10);
    expect(all.hits[0]!.blog_handle).toBe('glog');
    const page2 = search.articles('oil', { limit: 5, offset: 5 });
    expect(page2.total).toBe(all.total);
    expect(page2.hits).toEqual(all.hits.slice(5, 10));
  });

  it('treats empty, huge and odd input as harmless', () => {
    expect(search.products('')).toEqual({ total: 0, hits: [] });
    expect(search.products('   ')).toEqual({ total: 0, hits: [] });
    expect(search.products(undefined as unknown as string)).toEqual({ total: 0, hits: [] });
    expect(() => search.products('"<script>alert(1)</script>" ((( *** '.repeat(500))).not.toThrow();
    expect(search.products('oil', { limit: -5, offset: Number.NaN }).hits.length).toBeGreaterThan(0);
  });

  it('indexes 10k products and 2k articles (speed is measured by npm run bench, not here)', () => {
    const big = createSearch(createCatalog(generateShopData(data, { products: 10_000, articles: 2_000 })));
    expect(big.products('grassy').total).toBeGreaterThan(100);
    expect(big.articles('toast').total).toBeGreaterThan(50);
    expect(big.products('peppery drizz', { limit: 3 }).hits).toHaveLength(3);
  });
});
