/**
 * The marketing tracking item (spec §3) sent with every add to Klaviyo: one type and its one builder,
 * prices as numbers in major units (36, never "$36.00"), as Klaviyo's event properties expect them.
 */

/** The category of an item added from an upsell (product page or cart drawer). */
export const UPSELL_CATEGORY = 'Cart Upsell';

/** What a caller knows about the added product; prices in cents, as Liquid and the cart carry them. */
export interface TrackingFacts {
  name: string;
  productID: number;
  /** 'Cart Upsell' for upsells, 'Subscription' for subscription adds, else none */
  categories: readonly string[];
  imageURL: string;
  /** a path or an absolute URL */
  url: string;
  brand: string;
  /** cents */
  price: number;
  /** cents; 0 or not above `price` means no compare-at price */
  compareAtPrice: number;
}

/** The item Klaviyo receives (its keys become the 'Added to Cart' event properties). */
export interface TrackingItem {
  name: string;
  productID: number;
  categories: string[];
  imageURL: string;
  /** absolute */
  url: string;
  brand: string;
  /** major units */
  price: number;
  /** major units; present only when above `price` */
  compareAtPrice?: number;
}

/** Cents → major units (Shopify's amounts are hundredths of the currency's unit). */
export const majorUnits = (cents: number): number => Math.round(cents) / 100;

/** The one builder: every add (product form, upsells, quick add, search cards, cart drawer) uses it. */
export function trackingItem(facts: TrackingFacts, base = typeof location === 'undefined' ? 'http://localhost/' : location.href): TrackingItem {
  const item: TrackingItem = {
    name: facts.name,
    productID: facts.productID,
    categories: [...facts.categories],
    imageURL: facts.imageURL,
    url: new URL(facts.url, base).href,
    brand: facts.brand,
    price: majorUnits(facts.price),
  };
  if (facts.compareAtPrice > facts.price) item.compareAtPrice = majorUnits(facts.compareAtPrice);
  return item;
}
