// The marketing tracking item's one builder against Klaviyo's event properties: prices are numbers
// in major units (Klaviyo's AddedItemPrice / Price), never a formatted "$36.00"; the URL is absolute;
// a compare-at price is sent only when it is above the price.
import { describe, expect, it } from 'vitest';
import { trackingItem, UPSELL_CATEGORY } from '../../../src/contracts/tracking-item';

const drizzle = {
  name: 'The Drizzle',
  productID: 1002,
  categories: [],
  imageURL: '/cdn/shop/files/d.svg',
  url: '/products/the-drizzle',
  brand: 'Good Drop',
  price: 3600,
  compareAtPrice: 4200,
};

describe('the tracking item', () => {
  it('has the documented keys, prices as numbers in major units and an absolute URL', () => {
    expect(trackingItem(drizzle, 'https://shop.example/collections/all')).toEqual({
      name: 'The Drizzle',
      productID: 1002,
      categories: [],
      imageURL: '/cdn/shop/files/d.svg',
      url: 'https://shop.example/products/the-drizzle',
      brand: 'Good Drop',
      price: 36,
      compareAtPrice: 42,
    });
  });

  it('keeps cents exact (20.40, not 20.399…) and an absolute URL as it is', () => {
    const item = trackingItem({ ...drizzle, price: 2040, compareAtPrice: 0, url: 'https://other.example/products/x' }, 'https://shop.example/');
    expect(item.price).toBe(20.4);
    expect(item.url).toBe('https://other.example/products/x');
  });

  it('sends no compare-at price when there is none or it is not above the price', () => {
    expect(trackingItem({ ...drizzle, compareAtPrice: 0 })).not.toHaveProperty('compareAtPrice');
    expect(trackingItem({ ...drizzle, compareAtPrice: 3600 })).not.toHaveProperty('compareAtPrice');
  });

  it('copies the categories, so an upsell item never shares its list with the caller', () => {
    const categories = [UPSELL_CATEGORY];
    const item = trackingItem({ ...drizzle, categories });
    categories.push('changed');
    expect(item.categories).toEqual(['Cart Upsell']);
  });
});
