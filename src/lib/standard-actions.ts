/**
 * Shopify's standard storefront actions and events (theme-anchors.md §1.2). Apps call
 * `Shopify.actions.openCart()` and emit `shopify:cart:*` events after changing the cart; we open
 * our drawer and re-read the cart so subscription and upsell apps stay in step with the theme.
 * Every step is guarded: a page without `Shopify.actions` (older storefronts, tests) is fine.
 */
export interface CartControls {
  open(): void;
  refresh(): Promise<unknown> | void;
}

/** The cart events apps and Shopify's own actions dispatch after they change the cart. */
export const CART_UPDATE_EVENTS = ['shopify:cart:lines-update', 'shopify:cart:update', 'shopify:cart:lines-add', 'shopify:cart:note-update'] as const;

type Handler = (...args: unknown[]) => unknown;
interface ConfigurableAction {
  (...args: unknown[]): unknown;
  configure?: (options: { handler?: Handler; eventTarget?: EventTarget }) => void;
}
interface ShopifyGlobal {
  actions?: Record<string, unknown>;
}

function shopifyGlobal(win: Window): ShopifyGlobal {
  const w = win as unknown as { Shopify?: ShopifyGlobal };
  if (!w.Shopify || typeof w.Shopify !== 'object') w.Shopify = {};
  return w.Shopify;
}

/** Makes `Shopify.actions.openCart` open our drawer: configure it if Shopify defined it, else define it. */
export function overrideOpenCart(cart: CartControls, win: Window = window): void {
  try {
    const shopify = shopifyGlobal(win);
    const actions = (shopify.actions ??= {});
    const handler = () => {
      cart.open();
      return Promise.resolve();
    };
    const existing = actions.openCart as ConfigurableAction | undefined;
    if (typeof existing === 'function' && typeof existing.configure === 'function') {
      existing.configure({ handler });
      return;
    }
    const ours: ConfigurableAction = () => handler();
    ours.configure = () => {};
    actions.openCart = ours;
  } catch {
    /* a frozen or odd Shopify global: the cart link still works */
  }
}

/** Re-reads the cart after an app's cart event; returns a function that stops listening. */
export function listenForAppCartUpdates(cart: CartControls, win: Window = window): () => void {
  const seen = new WeakSet<Event>();
  const onUpdate = (event: Event) => {
    if (seen.has(event)) return; // a bubbling event reaches both listeners
    seen.add(event);
    try {
      void cart.refresh();
    } catch {
      /* refresh failures are the store's to handle */
    }
  };
  // Apps dispatch on document (bubbling or not) or on window: listen on both.
  const targets: EventTarget[] = [win.document, win];
  for (const target of targets) for (const type of CART_UPDATE_EVENTS) target.addEventListener(type, onUpdate);
  return () => {
    for (const target of targets) for (const type of CART_UPDATE_EVENTS) target.removeEventListener(type, onUpdate);
  };
}

export function integrateStandardActions(cart: CartControls, win: Window = window): () => void {
  overrideOpenCart(cart, win);
  return listenForAppCartUpdates(cart, win);
}
