/**
 * Product switching between islands of one hero: the linked-products switcher fetches another
 * product's page and hands each hero island its new props through this event, so they keep
 * their state (the form re-selects the same option values, the carousel resets).
 */
export const PRODUCT_SWITCH_EVENT = 'olivine:product-switch';
/** Fired by the form when the variant or purchase mode changes (media and upsells follow it). */
export const VARIANT_CHANGE_EVENT = 'olivine:variant-change';

/** The main hero's scope; other sections (multi-product hero, product tabs) use their section id. */
export const MAIN_SCOPE = 'main-product';

export interface ProductSwitchDetail {
  /** which group of islands this concerns */
  scope: string;
  handle: string;
  /** props per hero island role (data-product-role), as read from the fetched page */
  props: Record<string, Record<string, unknown>>;
}

export interface VariantChangeDetail {
  scope: string;
  handle: string;
  variantId: number;
  mediaIndex: number;
  mode: 'onetime' | 'subscription';
}

export function onDocumentEvent<T>(name: string, handler: (detail: T) => void): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<T>).detail);
  document.addEventListener(name, listener);
  return () => document.removeEventListener(name, listener);
}

export function emit<T>(name: string, detail: T): void {
  document.dispatchEvent(new CustomEvent<T>(name, { detail }));
}
