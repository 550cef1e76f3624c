/** The cart drawer's rules (spec §3–§5, §9), pure so they are unit-tested without a DOM. */
import type { Cart, CartDiscountAllocation, CartLineItem, CartPropertyValue } from '../../contracts/cart';
import { isRefillCans } from '../../contracts/refill';
import { trackingItem, UPSELL_CATEGORY, type TrackingItem } from '../../contracts/tracking-item';

export const NOTE_MAX_LENGTH = 255;
export const DEFAULT_TITLE = 'Default Title';

/** Variant titles are hidden for single-variant products ('Default Title'). */
export function displayVariantTitle(title: unknown): string | null {
  if (typeof title !== 'string' || title.trim() === '' || title === DEFAULT_TITLE) return null;
  return title;
}

/** Line properties a shopper may see: never the private ones (leading `_`), never empty ones. */
export function visibleProperties(properties: Record<string, CartPropertyValue> | null | undefined): [string, string][] {
  if (!properties) return [];
  return Object.entries(properties)
    .filter(([name, value]) => !name.startsWith('_') && value !== null && value !== undefined && String(value).trim() !== '')
    .map(([name, value]) => [name, String(value)]);
}

/** Spec §3's properties that tell the subscription's next order: shown together, apart from the line's other properties. */
export const NEXT_ORDER_PROPERTIES: readonly string[] = ['Your Next Order', 'Your Next Subscription Subtotal'];

/** A line's visible properties, the next-order summary apart (in the spec's order). */
export function lineProperties(properties: Record<string, CartPropertyValue> | null | undefined): { nextOrder: [string, string][]; other: [string, string][] } {
  const visible = visibleProperties(properties);
  return {
    nextOrder: NEXT_ORDER_PROPERTIES.flatMap((name) => visible.filter(([key]) => key === name)),
    other: visible.filter(([name]) => !NEXT_ORDER_PROPERTIES.includes(name)),
  };
}

export interface LinePlan {
  /** the selling plan's name, e.g. "Deliver every 2 months, save 10%" */
  name: string;
  /** what the plan takes off the line (its own discount allocation), or null */
  saving: number | null;
}

/**
 * The line's plan, shown once: its name, with the amount of the discount that is the plan's own
 * (the allocation titled with the plan's name) beside it; the line's other discounts stay listed.
 */
export function planAndDiscounts(item: Pick<CartLineItem, 'selling_plan_allocation' | 'line_level_discount_allocations'>): {
  plan: LinePlan | null;
  discounts: CartDiscountAllocation[];
} {
  const discounts = item.line_level_discount_allocations ?? [];
  const name = item.selling_plan_allocation?.selling_plan.name;
  if (!name) return { plan: null, discounts };
  const own = discounts.findIndex((allocation) => allocation.discount_application.title === name);
  return {
    plan: { name, saving: own < 0 ? null : discounts[own]!.amount },
    discounts: discounts.filter((_, index) => index !== own),
  };
}

export interface ShippingProgress {
  /** round(100 × current / target), kept within 0–100 for the bar. */
  percent: number;
  /** Cents still missing; zero or less means free shipping is reached. */
  remaining: number;
  complete: boolean;
}

export function shippingProgress(currentCents: number, targetCents: number): ShippingProgress {
  const remaining = targetCents - currentCents;
  const raw = targetCents > 0 ? Math.round((100 * currentCents) / targetCents) : 100;
  return { percent: Math.min(100, Math.max(0, raw)), remaining, complete: remaining <= 0 };
}

/** A flag property counts when present and not explicitly false/empty. */
function flagged(item: CartLineItem, name: string): boolean {
  const value = item.properties?.[name];
  if (value === undefined || value === null) return false;
  const text = String(value).trim().toLowerCase();
  return text !== '' && text !== 'false' && text !== '0';
}

/** Spec §5: any item with `_multipleVariant`, or with `_multipleAlert` while the cart holds more than one item. */
export function showsQuantityAlert(cart: Pick<Cart, 'items' | 'item_count'>): boolean {
  return cart.items.some((item) => flagged(item, '_multipleVariant') || (flagged(item, '_multipleAlert') && cart.item_count > 1));
}

/** What the cart rules need of an upsell (the full shape is the drawer's props contract). */
export interface UpsellLike {
  productId: number;
  title: string;
  vendor: string;
  price: number;
  compareAtPrice: number;
  url: string;
  image: { src: string } | null;
}

/** Upsells hide products already in the cart. */
export function visibleUpsells<U extends Pick<UpsellLike, 'productId'>>(upsells: U[], cart: Pick<Cart, 'items'> | null): U[] {
  const inCart = new Set((cart?.items ?? []).map((item) => Number(item.product_id)));
  return upsells.filter((upsell) => !inCart.has(Number(upsell.productId)));
}

/** Spec §3 marketing tracking item for an upsell add, categorised 'Cart Upsell'. */
export function upsellTrackingItem(upsell: UpsellLike): TrackingItem {
  return trackingItem({
    name: upsell.title,
    productID: upsell.productId,
    categories: [UPSELL_CATEGORY],
    imageURL: upsell.image?.src ?? '',
    url: upsell.url,
    brand: upsell.vendor,
    price: upsell.price,
    compareAtPrice: upsell.compareAtPrice,
  });
}

export function isRefillLine(item: CartLineItem): boolean {
  return isRefillCans(item.product_title);
}

/** The checkout form sends attributes[Refills]=Cans when a refill can is in the cart. */
export function hasRefillCan(cart: Pick<Cart, 'items'> | null): boolean {
  return (cart?.items ?? []).some(isRefillLine);
}

/**
 * A refill line on subscription offers a one-time refill of the same variant; a one-time refill
 * line has nothing to offer (it already is one).
 */
export function refillOffer(item: CartLineItem): { variantId: number; price: number } | null {
  if (!isRefillLine(item) || !item.selling_plan_allocation) return null;
  return { variantId: Number(item.variant_id), price: Number(item.price) };
}

/** The tracking item of a one-time refill of `item`'s variant, at the price the line offers it. */
export function refillTrackingItem(item: CartLineItem): TrackingItem {
  return trackingItem({
    name: item.product_title,
    productID: item.product_id,
    categories: [UPSELL_CATEGORY],
    imageURL: item.image ?? '',
    url: item.url,
    brand: item.vendor,
    price: Number(item.price),
    compareAtPrice: 0,
  });
}

export type NoteCheck = { ok: true } | { ok: false; reason: 'too_long' };

/** At most 255 characters, counted as the textarea's maxlength counts them (UTF-16 units). */
export function checkNote(note: string): NoteCheck {
  return note.length > NOTE_MAX_LENGTH ? { ok: false, reason: 'too_long' } : { ok: true };
}

/** Would inserting `inserted` over the selection push the note past the limit? (paste guard) */
export function wouldOverflow(current: string, selectionLength: number, inserted: string): boolean {
  return current.length - selectionLength + inserted.length > NOTE_MAX_LENGTH;
}
