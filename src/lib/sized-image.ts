// An image URL at a width: Shopify's CDN resizes on its `width` parameter (cart lines, search cards).

/** `src` at `width` pixels wide, its other query parameters kept; a root-relative path stays a path. */
export function sizedImage(src: string, width: number): string {
  const url = new URL(src, 'https://shop.invalid');
  url.searchParams.set('width', String(width));
  return url.origin === 'https://shop.invalid' ? `${url.pathname}${url.search}` : url.href;
}
