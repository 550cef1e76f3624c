/**
 * Add-to-cart trackers: Klaviyo's onsite "Added to Cart" (third-party-apis.md §3.2) and the
 * search-attribution hook. Both are fire-and-forget: nothing here is awaited by the add, and
 * every step is guarded, so a tracker can never break or delay an add.
 */
import type { CartAddItem } from '../contracts/cart';

/** Keys of the marketing tracking item (spec §3) that trackers read. */
export interface TrackingItem {
  name?: string;
  productID?: number | string;
  categories?: string[];
  imageURL?: string;
  url?: string;
  brand?: string;
  price?: number | string;
  compareAtPrice?: number | string;
  [key: string]: unknown;
}

export const KLAVIYO_ADDED_TO_CART = 'Added to Cart';
/** Where the search overlay saves the shopper's term (spec §4 Search overlay). */
export const SEARCH_TERM_KEY = 'searchTerm';

type KlaviyoQueue = unknown[];
interface KlaviyoWindow {
  _klOnsite?: KlaviyoQueue;
  klaviyo?: { push?: (entry: unknown[]) => unknown };
}

function asTrackingItem(value: unknown): TrackingItem | null {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as TrackingItem) : null;
}

/** The event's properties: the whole tracking payload plus Klaviyo's recommended AddedItem* keys. */
export function klaviyoAddedToCartProps(items: CartAddItem[], trackingItem: unknown): Record<string, unknown> {
  const item = asTrackingItem(trackingItem);
  const quantity = items.reduce((sum, line) => sum + (line.quantity ?? 1), 0);
  if (!item) return { AddedItemQuantity: quantity, Items: items.map((line) => ({ ProductID: line.id, Quantity: line.quantity ?? 1 })) };
  return {
    ...item,
    AddedItemProductName: item.name,
    AddedItemProductID: item.productID,
    AddedItemCategories: item.categories,
    AddedItemImageURL: item.imageURL,
    AddedItemURL: item.url,
    AddedItemPrice: item.price,
    AddedItemQuantity: quantity,
  };
}

/**
 * Queues the event the way Klaviyo's own stub does: `klaviyo.push([...])` when klaviyo.js (or its
 * stub) is there, else straight onto `window._klOnsite`, which klaviyo.js drains when it loads.
 * `push` is used, never `klaviyo.track`: track returns a promise that never settles offline.
 */
export function sendKlaviyoAddedToCart(items: CartAddItem[], trackingItem: unknown, win: Window = window): void {
  try {
    const w = win as unknown as KlaviyoWindow;
    const entry = ['track', KLAVIYO_ADDED_TO_CART, klaviyoAddedToCartProps(items, trackingItem)];
    if (typeof w.klaviyo?.push === 'function') {
      w.klaviyo.push(entry);
      return;
    }
    if (!Array.isArray(w._klOnsite)) w._klOnsite = [];
    w._klOnsite.push(entry);
  } catch {
    /* a broken third-party stub must not reach the cart */
  }
}

/** Spec §3 "Search attribution record". */
export interface SearchAttributionRecord {
  eventName: 'Added to cart';
  index: string;
  queryID: string;
  objectIDs: string[];
  productId: string;
}

export type SearchAttributionSender = (record: SearchAttributionRecord) => void;

let sender: SearchAttributionSender | null = null;
let productsIndex = 'products';

/**
 * The hook the search feature fills: it registers how records are sent (Algolia Insights) and
 * which index they name. Until then, adds record nothing.
 */
export function setSearchAttributionSender(next: SearchAttributionSender | null, index = 'products'): void {
  sender = next;
  productsIndex = index;
}

function savedSearchTerm(win: Window): string | null {
  try {
    const term = win.localStorage.getItem(SEARCH_TERM_KEY);
    return term && term.trim() !== '' ? term : null;
  } catch {
    return null;
  }
}

/** The record for an add, or null when the shopper did not come from a search. */
export function searchAttributionRecord(
  items: CartAddItem[],
  trackingItem: unknown,
  term: string | null,
  index: string = productsIndex,
): SearchAttributionRecord | null {
  const first = items[0];
  if (!term || !first) return null;
  const productId = asTrackingItem(trackingItem)?.productID;
  const objectId = String(productId ?? first.id);
  return { eventName: 'Added to cart', index, queryID: term, objectIDs: [objectId], productId: objectId };
}

export function sendSearchAttribution(items: CartAddItem[], trackingItem: unknown, win: Window = window): void {
  try {
    if (!sender) return;
    const record = searchAttributionRecord(items, trackingItem, savedSearchTerm(win));
    if (record) sender(record);
  } catch {
    /* the hook's failure is not the cart's */
  }
}

/** Every add calls this (the cart store's add), after Shopify accepted the items. */
export function trackAddToCart(items: CartAddItem[], trackingItem: unknown): void {
  if (typeof window === 'undefined') return;
  sendKlaviyoAddedToCart(items, trackingItem);
  sendSearchAttribution(items, trackingItem);
}
