/**
 * Add-to-cart trackers, called by the cart store once Shopify accepted an add: Klaviyo's 'Added to
 * Cart' (spec §7 Cart) and Algolia's search conversion (spec §3 "Search attribution record").
 * This file is in the entry, so it only hands over: the delivery is its own chunk, imported on the
 * first add, never awaited, and every failure stays inside it, so no tracker can delay or break an add.
 */
import type { CartAddItem, CartLineItem } from '../contracts/cart';
import type { TrackingItem } from '../contracts/tracking-item';

/** One accepted add: what was asked, the tracking item that came with it, and Shopify's added lines. */
export interface AddToCartTrack {
  items: CartAddItem[];
  /** the item the adding island built (src/contracts/tracking-item.ts), if any */
  trackingItem?: TrackingItem;
  /** `/cart/add.js`'s `items` (prices in cents, product ids); empty when the answer had none */
  added: CartLineItem[];
}

/** Every add calls this (the cart store's add), after Shopify accepted the items. */
export function trackAddToCart(items: CartAddItem[], trackingItem: TrackingItem | undefined, added: CartLineItem[] = []): void {
  if (typeof window === 'undefined') return;
  void import('./tracking-delivery')
    .then((delivery) => delivery.deliverAddToCart({ items, trackingItem, added }))
    .catch(() => {
      /* offline or blocked: the add itself already succeeded */
    });
}
