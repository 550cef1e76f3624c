// Storefront filtering's limits and swatches: Shopify offers no filters over a collection of 5,000
// products (its filter parameters still narrow it), and an option filter whose values have
// swatches presents them as swatches.
import { describe, expect, it } from 'vitest';
import { loadShopData } from '../../../preview/data/load';
import { createCatalog } from '../../../preview/shop/catalog';
import { createLiquidObjects } from '../../../preview/shop/objects';
import { generateShopData } from '../../../preview/generate';
import { facet } from '../../../preview/shop/filters/facets';
import { FilterUrl } from '../../../preview/shop/filters/filter-url';

const data = loadShopData();

describe('storefront filtering', () => {
  it('offers no filters over 5,000 products, and still narrows by the URL', () => {
    const big = createLiquidObjects(createCatalog(generateShopData(data, { products: 5_001, articles: 0 })));
    expect(big.collection('all', { url: new FilterUrl('/collections/all') })!.filters).toEqual([]);
    const inStock = big.collection('all', { url: new FilterUrl('/collections/all', 'filter.v.availability=0') })!;
    const soldOut = big.catalog.data.products.filter((p) => p.variants.some((v) => !v.available)).length;
    expect(soldOut).toBeGreaterThan(0);
    expect(inStock.products_count).toBe(soldOut);
    const small = createLiquidObjects(createCatalog(data)).collection('all', { url: new FilterUrl('/collections/all') })!;
    expect(small.filters.length).toBeGreaterThan(0);
  });

  it("presents an option's values as swatches when they have one", () => {
    const tote = data.products.find((p) => p.options.includes('Color'))!;
    const swatch = { color: '#6b8e23' };
    const [filter] = facet([tote], {
      settings: [{ type: 'option', name: 'Color' }],
      url: new FilterUrl('/collections/all'),
      swatchOf: (_p, option, value) => (option === 'Color' && value === tote.variants[0]!.options[0] ? swatch : null),
      maxProducts: 5000,
    }).filters as { presentation: string; values: { value: string; swatch: unknown }[] }[];
    expect(filter!.presentation).toBe('swatch');
    expect(filter!.values.find((v) => v.value === tote.variants[0]!.options[0])?.swatch).toBe(swatch);
    const [plain] = facet([tote], { settings: [{ type: 'option', name: 'Color' }], url: new FilterUrl('/collections/all'), maxProducts: 5000 }).filters as {
      presentation: string;
    }[];
    expect(plain!.presentation).toBe('text');
  });
});
