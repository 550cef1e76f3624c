import { describe, expect, it } from 'vitest';
import { loadShopData } from '../../../preview/data/load';
import { createCatalog } from '../../../preview/shop/catalog';
import { generateShopData } from '../../../preview/generate';

const data = loadShopData();
const catalog = createCatalog(data);

describe('createCatalog', () => {
  it('finds products by handle and id, and variants with their product', () => {
    const duo = catalog.product('the-duo')!;
    expect(duo.title).toBe('The Duo');
    expect(catalog.productById(duo.id)).toBe(duo);
    const found = catalog.variant(duo.variants[0]!.id)!;
    expect(found.product).toBe(duo);
    expect(found.variant).toBe(duo.variants[0]);
    expect(catalog.product('nope')).toBeUndefined();
    expect(catalog.variant(-1)).toBeUndefined();
  });

  it('resolves collection products in order, with the implicit all collection', () => {
    expect(catalog.collectionProducts('refills').map((p) => p.handle)).toEqual(['refill-cans', 'pantry-pack']);
    expect(catalog.collectionProducts('all')).toHaveLength(data.products.length);
    expect(catalog.collectionProducts('ghosts')).toEqual([]);
    expect(catalog.collection('gifts')!.title).toBe('Gifts');
  });

  it('finds blogs, articles, pages, menus and selling plans', () => {
    expect(catalog.blog('glog')!.title).toBe('The Glog');
    expect(catalog.article('glog', 'the-only-vinaigrette-you-need')!.title).toBe('The Only Vinaigrette You Need');
    expect(catalog.article('news', 'the-only-vinaigrette-you-need')).toBeUndefined();
    expect(catalog.page('faq')!.title).toBe('FAQ');
    expect(catalog.menu('footer')!.links.length).toBeGreaterThan(3);
    const everyday = catalog.product('the-everyday')!;
    const plan = catalog.sellingPlan(everyday.id, 8002)!;
    expect(plan.group.name).toBe('Subscribe & Save');
    expect(plan.plan.options).toEqual(['2 months']);
    expect(catalog.sellingPlan(catalog.product('gift-card')!.id, 8002)).toBeUndefined();
  });

  it('indexes a 10k-product shop', () => {
    const large = generateShopData(data, { products: 10_000, articles: 100 });
    const big = createCatalog(large);
    const last = large.products.at(-1)!;
    expect(big.product(last.handle)).toBe(last);
    expect(big.variant(last.variants[0]!.id)!.product).toBe(last);
    expect(big.collectionProducts('olive-oil').length).toBeGreaterThan(3000);
  });
});
