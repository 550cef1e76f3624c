// One image-at-a-width rule for cart line thumbnails and search cards.
import { expect, it } from 'vitest';
import { sizedImage } from '../../../src/lib/sized-image';

it('asks the CDN for a width, keeping the other query parameters and a root-relative path a path', () => {
  expect(sizedImage('/cdn/shop/files/a.svg?v=1', 160)).toBe('/cdn/shop/files/a.svg?v=1&width=160');
  expect(sizedImage('/cdn/shop/files/a.svg', 400)).toBe('/cdn/shop/files/a.svg?width=400');
});

it('replaces a width the URL already has, and keeps an absolute URL absolute', () => {
  expect(sizedImage('https://cdn.shopify.com/s/files/a.jpg?v=2&width=1200', 320)).toBe('https://cdn.shopify.com/s/files/a.jpg?v=2&width=320');
});
