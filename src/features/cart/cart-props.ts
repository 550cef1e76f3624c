/** The cart drawer's props as Liquid renders them (snippets/cart-drawer.liquid), checked and defaulted. */
import { DEFAULT_MONEY_FORMAT } from '../../lib/money';
import { displayVariantTitle, type UpsellProduct } from './cart-logic';

export const STRING_KEYS = [
  'title', 'close', 'loading', 'empty', 'emptyCta', 'remove', 'removeText', 'quantity', 'increase', 'decrease',
  'sellingPlan', 'total', 'taxes', 'checkout', 'lines', 'giftToggle', 'giftMessage', 'giftPlaceholder',
  'noteTooLong', 'noteCount', 'shippingRemaining', 'shippingProgress', 'upsellsHeading', 'upsellAdd',
  'upsellAddLabel', 'previous', 'next', 'refillOffer', 'alertMultiple', 'errorNetwork', 'retry', 'dismiss',
] as const;
export type CartStrings = Record<(typeof STRING_KEYS)[number], string>;

export interface CartDrawerProps {
  id: string;
  moneyFormat: string;
  cartUrl: string;
  emptyUrl: string;
  freeShipping: { show: boolean; threshold: number; success: string };
  upsells: { enabled: boolean; products: UpsellProduct[] };
  strings: CartStrings;
}

/** `t` output is HTML-escaped (Shopify does the same); React wants the plain text back. */
export function decodeEntities(text: string): string {
  if (!text.includes('&') || typeof DOMParser === 'undefined') return text;
  return new DOMParser().parseFromString(`<!doctype html><body>${text}`, 'text/html').body.textContent ?? text;
}

const str = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const num = (value: unknown, fallback = 0): number => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
};
const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

function upsellOf(raw: unknown): UpsellProduct | null {
  const r = record(raw);
  const id = num(r.id, NaN);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const image = record(r.image);
  return {
    id,
    productId: num(r.productId),
    title: decodeEntities(str(r.title)),
    subtitle: displayVariantTitle(r.subtitle),
    price: num(r.price),
    compareAtPrice: num(r.compareAtPrice),
    url: str(r.url, '#'),
    image: typeof image.src === 'string' ? { src: image.src, srcset: str(image.srcset), alt: str(image.alt) } : null,
  };
}

export function normaliseCartProps(raw: Record<string, unknown>): CartDrawerProps {
  const rawStrings = record(raw.strings);
  const strings = Object.fromEntries(STRING_KEYS.map((key) => [key, decodeEntities(str(rawStrings[key], key))])) as CartStrings;
  const shipping = record(raw.freeShipping);
  const upsells = record(raw.upsells);
  const products = Array.isArray(upsells.products) ? upsells.products.map(upsellOf).filter((u): u is UpsellProduct => u !== null) : [];
  return {
    id: str(raw.id, 'CartDrawer'),
    moneyFormat: str(raw.moneyFormat, DEFAULT_MONEY_FORMAT) || DEFAULT_MONEY_FORMAT,
    cartUrl: str(raw.cartUrl, '/cart'),
    emptyUrl: str(raw.emptyUrl, '/collections/all') || '/collections/all',
    freeShipping: {
      show: shipping.show !== false,
      threshold: Math.max(0, Math.round(num(shipping.threshold))),
      success: decodeEntities(str(shipping.success)),
    },
    upsells: { enabled: upsells.enabled === true, products },
    strings,
  };
}
