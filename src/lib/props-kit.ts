/**
 * Schema pieces for what Liquid prints into island props (valibot): locale texts, cents, ids,
 * shop paths and image shapes, each checked once here so widgets only declare their keys.
 */
import * as v from 'valibot';

/** What Liquid's `escape` writes, and plain numeric references: decoded without parsing a document. */
const COMMON_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
/** A reference the fast path decodes, or a bare `&` before `#` or a letter (one it leaves to the parser). */
const REFERENCE = /&(?:#(\d{1,7});|#[xX]([0-9a-fA-F]{1,6});|([a-zA-Z][a-zA-Z0-9]*);|(?=[#a-zA-Z]))/g;
/** Code points the HTML parser passes through as they are (not C0/C1 controls, surrogates or out of range). */
const plainCodePoint = (value: number) => (value >= 0x20 && value < 0x7f) || (value >= 0xa0 && value <= 0x10ffff && (value < 0xd800 || value > 0xdfff));

/**
 * `t` output is HTML-escaped (Shopify does the same); React wants the plain text back. What
 * Liquid's `escape` writes and plain numeric references decode here (an island's props hold
 * dozens, decoded in the task that opens it); anything else (another named entity, a reference
 * without its `;`, a control character) goes to the browser's own HTML parser, so the result is
 * always the parser's.
 */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  let parse = /[<\r\0]/.test(text);
  const decoded = parse
    ? text
    : text.replace(REFERENCE, (match, dec?: string, hex?: string, name?: string) => {
        const value = name !== undefined ? COMMON_ENTITIES[name] : dec !== undefined ? Number(dec) : hex !== undefined ? parseInt(hex, 16) : undefined;
        if (typeof value === 'string') return value;
        if (value !== undefined && plainCodePoint(value)) return String.fromCodePoint(value);
        parse = true;
        return match;
      });
  if (!parse) return decoded;
  if (typeof DOMParser === 'undefined') return text;
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

/** The tracking facts a product card carries for its quick add (src/contracts/tracking-item.ts builds the item). */
export const klaviyoTrackingFacts = v.object({
  name: v.string(),
  productID: resourceId,
  categories: v.array(v.string()),
  imageURL: v.string(),
  url: v.string(),
  brand: v.string(),
  price: cents,
  compareAtPrice: cents,
});

/** An object of locale texts, one required key each, so a renamed key fails the contract. */
export function localeTexts<const K extends string>(keys: readonly K[]) {
  const entries = {} as Record<K, typeof localeText>;
  for (const key of keys) entries[key] = localeText;
  return v.object(entries);
}
