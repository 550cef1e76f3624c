/**
 * A product result as the overlay's card shows it, and its quick add. The card takes the page's
 * embedded card for that handle when there is one (ready cart line and tracking item), else the
 * hit's own fields; then a quick add first reads Shopify's product JSON (`/products/x.js`) for the
 * first available variant. Either way the add goes through the cart store, after the overlay has
 * remembered which search the product came from (for the Insights conversion).
 */
import type { CartAddItem } from '../../contracts/cart';
import { getJSON } from '../../lib/http';
import { formatMoney } from '../../lib/money';
import type { TrackingItem } from '../../lib/tracking';
import type { EmbeddedCard } from './embedded-cards';
import type { ProductResult } from './search-results';

export interface CardImage {
  src: string;
  srcset: string;
  alt: string;
}

export interface ReadyLine {
  line: CartAddItem;
  tracking: TrackingItem;
}

/** What the card's button does: add, link to the product to pick a plan, or nothing (sold out). */
export type CardAction = 'add' | 'subscribe' | 'sold-out';

export interface CardView {
  objectID: string;
  productId: string | null;
  title: string;
  url: string;
  image: CardImage | null;
  /** cents, or null when the record has no price */
  price: number | null;
  action: CardAction;
  /** the embedded card's line; null = read from the product JSON on the first quick add */
  ready: ReadyLine | null;
}

export const CARD_IMAGE_WIDTHS = [200, 300, 400, 600] as const;
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 18vw, (min-width: 768px) 28vw, 45vw';

/** `src` at `width` pixels wide (Shopify's CDN `width` parameter), keeping a path a path. */
export function sizedImage(src: string, width: number): string {
  const url = new URL(src, 'https://shop.invalid');
  url.searchParams.set('width', String(width));
  return url.origin === 'https://shop.invalid' ? `${url.pathname}${url.search}` : url.href;
}

function hitImage(src: string | null, alt: string): CardImage | null {
  if (!src) return null;
  return { src: sizedImage(src, 400), srcset: CARD_IMAGE_WIDTHS.map((w) => `${sizedImage(src, w)} ${w}w`).join(', '), alt };
}

export function cardView(hit: ProductResult, embedded: EmbeddedCard | undefined): CardView {
  if (embedded) {
    const { atc } = embedded;
    return {
      objectID: hit.objectID,
      productId: String(embedded.id),
      title: embedded.title,
      url: embedded.url,
      image: embedded.media && embedded.media.src !== '' ? embedded.media : null,
      price: atc.price,
      action: atc.enabled ? 'add' : embedded.available ? 'subscribe' : 'sold-out',
      ready: atc.enabled ? { line: { ...atc.cart }, tracking: { ...atc.klaviyo } } : null,
    };
  }
  return {
    objectID: hit.objectID,
    productId: hit.productId,
    title: hit.title,
    url: hit.url,
    image: hitImage(hit.image, hit.title),
    price: hit.price,
    action: !hit.available ? 'sold-out' : hit.requiresSellingPlan ? 'subscribe' : 'add',
    ready: null,
  };
}

interface ProductJsonVariant {
  id: number;
  available: boolean;
  price: number;
  compare_at_price: number | null;
  requires_selling_plan?: boolean;
}

interface ProductJson {
  id: number;
  title: string;
  vendor: string;
  url: string;
  featured_image: string | null;
  requires_selling_plan?: boolean;
  variants: ProductJsonVariant[];
}

export type LineLookup = { kind: 'line'; ready: ReadyLine } | { kind: 'sold-out' } | { kind: 'subscribe' };

const absolute = (url: string) => new URL(url, location.href).href;

/** The line a quick add of this product sends: its first available variant, once, one-time. */
export async function lookUpLine(card: Pick<CardView, 'url'>, moneyFormat: string, read: typeof getJSON = getJSON): Promise<LineLookup> {
  const product = await read<ProductJson>(`${card.url}.js`, { timeout: 10_000 });
  if (product.requires_selling_plan) return { kind: 'subscribe' };
  const variant = product.variants.find((candidate) => candidate.available && !candidate.requires_selling_plan);
  if (!variant) return product.variants.some((candidate) => candidate.available) ? { kind: 'subscribe' } : { kind: 'sold-out' };
  const compare = variant.compare_at_price ?? 0;
  return {
    kind: 'line',
    ready: {
      line: { id: variant.id, quantity: 1, selling_plan: null },
      tracking: {
        name: product.title,
        productID: product.id,
        categories: [],
        imageURL: product.featured_image ? absolute(product.featured_image) : '',
        url: absolute(product.url),
        brand: product.vendor,
        price: formatMoney(variant.price, moneyFormat),
        compareAtPrice: compare > variant.price ? formatMoney(compare, moneyFormat) : '',
      },
    },
  };
}
