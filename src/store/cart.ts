/**
 * The page's cart (zustand vanilla): one queue for every cart call, the drawer's open, close and
 * toggle (its open state is the UI store's overlay `CART_DRAWER_OVERLAY`), and the server-rendered
 * cart sections kept in step through bundled section rendering.
 */
// The UI store first: imported after zustand, the bundler moves zustand and the scroll lock out of
// the entry into chunks of their own, which the entry then loads before it runs.
import { CART_DRAWER_OVERLAY } from './overlays';
import { uiStore, type UiStore } from './ui';
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Cart, CartAddBody, CartAddItem, CartAddResponse, CartUpdateBody } from '../contracts/cart';
import type { ShopRoutes } from '../contracts/routes';
import type { TrackingItem } from '../contracts/tracking-item';
import { getJSON, HttpError, postJSON } from '../lib/http';
import { pageRoutes } from '../lib/shop-routes';
import { trackAddToCart } from '../lib/tracking';

/** Why the last cart call failed: Shopify refused it (its description), or the network did. */
export type CartFailure = { kind: 'rejected'; status: number; description: string } | { kind: 'network' };

/** What a mutation came to; it never rejects, so a button can show the outcome and re-enable. */
export type CartOutcome = { ok: true } | { ok: false; failure: CartFailure };

export interface CartState {
  cart: Cart | null;
  loading: boolean;
  /** The last failure, until the next successful call or `clearError()`. */
  error: CartFailure | null;
}

export interface CartActions {
  /** Re-reads /cart.js; with `open`, opens the drawer after a successful read. */
  refresh(options?: { open?: boolean }): Promise<void>;
  add(items: CartAddItem | CartAddItem[], trackingItem?: TrackingItem): Promise<CartOutcome>;
  update(payload: CartUpdateBody): Promise<CartOutcome>;
  setAttributes(attributes: Record<string, string>): Promise<CartOutcome>;
  /** Runs the failed call again (the drawer's "Try again"). */
  retry(): Promise<CartOutcome>;
  clearError(): void;
  /** Accelerated checkout: add with a JSON body, then post the cart form with `checkout`. */
  buyNow(body: CartAddBody | CartAddItem): Promise<CartOutcome>;
  /** Opens the drawer over the open overlay (the search a quick add came from stays beneath it). */
  open(): void;
  close(): void;
  /** `opener`: where focus goes back when the drawer closes (default: the focused element). */
  toggle(opener?: HTMLElement | null): void;
}

export type CartStore = CartState & CartActions;

/** `<body data-page="quiz">`: there the drawer opens after a read only on narrow screens. */
export const QUIZ_PAGE_SELECTOR = 'body[data-page="quiz"]';
export const QUIZ_MAX_WIDTH = 1023;
/** sessionStorage flag: set before leaving for checkout, so back/forward reloads the page. */
export const ACCELERATED_CHECKOUT_FLAG = 'olivine:accelerated-checkout';

function mayOpenAfterRead(): boolean {
  if (typeof document === 'undefined' || !document.querySelector(QUIZ_PAGE_SELECTOR)) return true;
  return window.innerWidth <= QUIZ_MAX_WIDTH;
}

/**
 * Shopify's own words for a refused call (422 "You can only add 3 …"); a network failure, a
 * timeout or a server fault (5xx, whose "Internal Server Error" means nothing to a shopper and
 * may pass on a retry) is a network failure, offered again. So is a 4xx without Shopify's words
 * (a 429 from a proxy, an HTML error page): the HTTP helper's "Request failed with status code n"
 * (§8) is for the log, never the shopper.
 */
export function failureOf(error: unknown): CartFailure {
  if (error instanceof HttpError && error.code === 'status' && error.status !== undefined && error.status < 500) {
    const body = typeof error.body === 'object' && error.body !== null ? (error.body as { description?: unknown; message?: unknown }) : {};
    const text = [body.description, body.message].find((v): v is string => typeof v === 'string' && v.trim() !== '');
    if (text !== undefined) return { kind: 'rejected', status: error.status, description: text };
  }
  return { kind: 'network' };
}

/** Posts a hidden form to /cart with `checkout`, so Shopify goes straight to checkout. */
function submitCheckoutForm(action: string): void {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  form.hidden = true;
  const field = document.createElement('input');
  field.type = 'hidden';
  field.name = 'checkout';
  field.value = '';
  form.append(field);
  document.body.append(form);
  try {
    sessionStorage.setItem(ACCELERATED_CHECKOUT_FLAG, '1');
  } catch {
    /* storage off: the pageshow check still covers bfcache */
  }
  form.submit();
}

type SectionRendering = typeof import('../lib/section-rendering');

/**
 * The section-rendering module, loaded on the first mutation (it stays out of the entry chunk).
 * If it cannot load (offline), the mutation goes ahead without bundled sections.
 */
async function sectionRendering(): Promise<SectionRendering | null> {
  if (typeof document === 'undefined') return null;
  try {
    return await import('../lib/section-rendering');
  } catch {
    return null;
  }
}

/** Sections on the page whose markup follows the cart (`data-refresh-on="cart"`), as a mutation asks for them. */
function bundledSections(rendering: SectionRendering | null): { sections: string[]; sections_url: string } | undefined {
  const sections = rendering?.sectionIdsFollowing('cart') ?? [];
  return sections.length > 0 ? { sections, sections_url: location.pathname + location.search } : undefined;
}

export function createCartStore(routes: () => Pick<ShopRoutes, 'cart_url' | 'cart_add_url' | 'cart_update_url'> = pageRoutes, ui: StoreApi<UiStore> = uiStore) {
  // Every network action runs on this chain, one at a time, in call order.
  let queue: Promise<unknown> = Promise.resolve();
  let pending = 0;
  let lastFailed: (() => Promise<CartOutcome>) | null = null;

  return createStore<CartStore>()((set, get) => {
    const readCart = async (open: boolean) => {
      const cart = await getJSON<Cart>(`${routes().cart_url}.js`);
      set({ cart });
      if (open && mayOpenAfterRead()) get().open();
    };

    /**
     * Queues `task`. A failure is kept in `error` (the drawer shows it, `again` is its retry) and
     * the cart is re-read, so the page never shows a stale cart; the returned promise always
     * resolves. Without `again` the failure is the caller's alone to log (no drawer message).
     */
    const enqueue = (task: () => Promise<void>, again: (() => Promise<CartOutcome>) | null): Promise<CartOutcome> => {
      pending += 1;
      set({ loading: true });
      const run = queue.then(async (): Promise<CartOutcome> => {
        try {
          await task();
          lastFailed = null;
          set({ error: null });
          return { ok: true };
        } catch (error) {
          const failure = failureOf(error);
          if (again) {
            lastFailed = again;
            set({ error: failure });
          }
          await readCart(false).catch(() => {});
          return { ok: false, failure };
        }
      });
      const done = run.finally(() => {
        pending -= 1;
        if (pending === 0) set({ loading: false });
      });
      queue = done;
      return done;
    };

    const add: CartActions['add'] = (items, trackingItem) => {
      const list = Array.isArray(items) ? items : [items];
      return enqueue(
        async () => {
          const rendering = await sectionRendering();
          const body: CartAddBody = { items: list, ...bundledSections(rendering) };
          const added = await postJSON<CartAddResponse>(`${routes().cart_add_url}.js`, body);
          if (added?.sections) rendering?.swapSections(added.sections);
          // Trackers are fire-and-forget: they can neither delay nor break the add.
          trackAddToCart(list, trackingItem, added?.items ?? []);
          await readCart(true);
        },
        () => add(items, trackingItem),
      );
    };

    const update: CartActions['update'] = (payload) =>
      enqueue(
        async () => {
          const rendering = await sectionRendering();
          const updated = await postJSON<Cart>(`${routes().cart_update_url}.js`, { ...payload, ...bundledSections(rendering) });
          if (updated?.sections) rendering?.swapSections(updated.sections);
          await readCart(true);
        },
        () => update(payload),
      );

    return {
      cart: null,
      loading: false,
      error: null,

      refresh: async (options = {}) => {
        const open = Boolean(options.open);
        // A failed read is silent (spec) beyond the error state; the last good cart stays.
        await enqueue(
          () => readCart(open),
          () =>
            get()
              .refresh(options)
              .then(() => ({ ok: true })),
        );
      },
      add,
      update,
      setAttributes: (attributes) => update({ attributes }),
      retry: () => (lastFailed ? lastFailed() : Promise.resolve({ ok: true } as CartOutcome)),
      clearError: () => set({ error: null }),

      buyNow: (body) =>
        enqueue(
          async () => {
            await postJSON(`${routes().cart_add_url}.js`, body);
            submitCheckoutForm(routes().cart_url);
          },
          // Spec §7/§8: accelerated checkout failures are only logged; the drawer offers no retry
          // (its "Try again" would send the shopper to checkout unasked).
          null,
        ).then((outcome) => {
          if (!outcome.ok) console.warn('[cart] accelerated checkout failed', outcome.failure);
          return outcome;
        }),

      // The open state and its page effects (scroll lock) are the UI store's.
      open: () => ui.getState().openOverlay('drawer', CART_DRAWER_OVERLAY, { over: true }),
      close: () => ui.getState().closeOverlay(CART_DRAWER_OVERLAY),
      toggle: (opener) => ui.getState().toggleOverlay('drawer', CART_DRAWER_OVERLAY, { over: true, opener }),
    };
  });
}

/** The page's one cart store, shared by every island and `window.cart`. */
export const cartStore = createCartStore();
