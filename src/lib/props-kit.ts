/**
 * Schema pieces for what Liquid prints into island props (valibot): locale texts, cents, ids,
 * shop paths and image shapes, each checked once here so widgets only declare their keys.
 */
import * as v from 'valibot';

/** `t` output is HTML-escaped (Shopify does the same); React wants the plain text back. */
export function decodeEntities(text: string): string {
  if (!text.includes('&') || typeof DOMParser === 'undefined') return text;
  return new DOMParser().parseFromString(`<!doctype html><body>${text}`, 'text/html').body.textContent ?? text;
}

/** Plain text from Liquid (`| json`). */
export const text = v.string();
/** A translation (`'key' | t | json`): decoded to plain text. */
export const localeText = v.pipe(v.string(), v.transform(decodeEntities));
/** Money in minor units, as Liquid's `price` prints it. */
export const cents = v.pipe(v.number(), v.integer(), v.minValue(0));
/** A Shopify resource id. */
export const resourceId = v.pipe(v.number(), v.safeInteger(), v.minValue(1));
/** A same-shop path ('/cart', '/products/x?variant=1'); never another origin. */
export const shopPath = v.pipe(
  v.string(),
  v.check((s) => s.startsWith('/') && !s.startsWith('//') && !s.startsWith('/\\'), 'must be a path starting with /'),
);
/** A URL Liquid printed for the shop's CDN or a merchant setting: a path or http(s). */
export const mediaUrl = v.pipe(
  v.string(),
  v.check((s) => s === '' || s.startsWith('/') || /^https?:\/\//i.test(s), 'must be a path or an http(s) URL'),
);
/** `image_url` output: src + srcset + alt. */
export const responsiveImage = v.object({ src: mediaUrl, srcset: v.string(), alt: v.string() });

/** The Klaviyo 'Added to Cart' item (spec §7 Cart) a product card carries for its quick add. */
export const klaviyoTrackingItem = v.object({
  name: v.string(),
  productID: resourceId,
  categories: v.array(v.string()),
  imageURL: v.string(),
  url: v.string(),
  brand: v.string(),
  price: v.string(),
  compareAtPrice: v.string(),
});

/** An object of locale texts, one required key each, so a renamed key fails the contract. */
export function localeTexts<const K extends string>(keys: readonly K[]) {
  const entries = {} as Record<K, typeof localeText>;
  for (const key of keys) entries[key] = localeText;
  return v.object(entries);
}
