// Mapping Algolia's multi-index answer to what the overlay shows: products (with their variant
// count), at most 5 articles, the count, the queryID, and URLs built from handles (never taken
// from the index).
import { describe, expect, it } from 'vitest';
import { MAX_ARTICLES, mapSearchResponse } from '../../../../src/features/search/search-results';
import { algoliaAnswer, articleHit, productHit, QUERY_ID } from './algolia-fixtures';

const context = { productsIndex: 'shopify_products', articlesIndex: 'shopify_articles', root: '/', rate: 1 };

describe('mapSearchResponse', () => {
  it('maps product hits to cards with cents, the image, availability and a shop URL', () => {
    const answer = algoliaAnswer('lemon', [
      productHit({ id: 1004, handle: 'infused-oils', title: 'Infused Oils', price: 18.5, variants_count: 6 }),
      productHit({ id: 1010, handle: 'harvest-reserve', title: 'Harvest Reserve', inventory_available: false }),
      productHit({ id: 1002, handle: 'the-drizzle', title: 'The Drizzle', requires_selling_plan: true, product_image: null }),
    ]);
    const results = mapSearchResponse('lemon', answer, context);
    expect(results.term).toBe('lemon');
    expect(results.queryID).toBe(QUERY_ID);
    expect(results.products).toEqual([
      {
        objectID: '1004',
        productId: '1004',
        handle: 'infused-oils',
        title: 'Infused Oils',
        url: '/products/infused-oils',
        image: '/cdn/shop/files/products/infused-oils.svg',
        price: 1850,
        available: true,
        requiresSellingPlan: false,
        variantsCount: 6,
      },
      expect.objectContaining({ handle: 'harvest-reserve', available: false, variantsCount: null }),
      expect.objectContaining({ handle: 'the-drizzle', requiresSellingPlan: true, image: null }),
    ]);
    expect(results.count).toBe(3);
  });

  it('keeps at most 5 articles, linked under their blog, and counts every item found', () => {
    const articles = Array.from({ length: 7 }, (_, i) => articleHit(`post-${i}`, `Post ${i}`));
    const answer = algoliaAnswer('oil', [productHit({ handle: 'the-everyday', title: 'The Everyday' })], articles);
    answer.results[1]!.nbHits = 19;
    const results = mapSearchResponse('oil', answer, context);
    expect(results.articles).toHaveLength(MAX_ARTICLES);
    expect(results.articles[0]).toEqual({ objectID: 'a-post-0', title: 'Post 0', url: '/blogs/glog/post-0', blogTitle: 'The Glog' });
    expect(results.count).toBe(1 + 19);
  });

  it("builds URLs under the page language's root and encodes handles", () => {
    const answer = algoliaAnswer('x', [productHit({ handle: 'a b/../c', title: 'Odd' })], [articleHit('q&a', 'Q&A', { handle: 'glog', title: 'Glog' })]);
    const results = mapSearchResponse('x', answer, { ...context, root: '/fr' });
    expect(results.products[0]!.url).toBe('/fr/products/a%20b%2F..%2Fc');
    expect(results.articles[0]!.url).toBe('/fr/blogs/glog/q%26a');
  });

  it('skips records without a handle or title and images that are not a path or http(s) URL', () => {
    const answer = algoliaAnswer('x', [
      { objectID: '1', title: 'No handle' },
      { objectID: '2', handle: 'no-title' },
      productHit({ handle: 'script', title: 'Script', product_image: 'javascript:alert(1)' }),
      productHit({ handle: 'protocol-relative', title: 'PR', product_image: '//evil.example/x.png' }),
    ]);
    const results = mapSearchResponse('x', answer, context);
    expect(results.products.map((p) => [p.handle, p.image])).toEqual([
      ['script', null],
      ['protocol-relative', null],
    ]);
  });

  it('reads an odd answer as nothing found, and a malformed queryID as none', () => {
    expect(mapSearchResponse('x', undefined, context)).toEqual({ term: 'x', queryID: null, products: [], articles: [], count: 0 });
    expect(mapSearchResponse('x', { message: 'Index does not exist', status: 404 }, context).count).toBe(0);
    expect(mapSearchResponse('x', algoliaAnswer('x', [], [], 'the saved term'), context).queryID).toBeNull();
  });

  it('matches results by index name when the answer comes in another order', () => {
    const answer = algoliaAnswer('x', [productHit({ handle: 'p', title: 'P' })], [articleHit('a', 'A')]);
    answer.results.reverse();
    const results = mapSearchResponse('x', answer, context);
    expect(results.products.map((p) => p.handle)).toEqual(['p']);
    expect(results.articles.map((a) => a.title)).toEqual(['A']);
  });
});
