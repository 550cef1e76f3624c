import { createStore } from 'zustand/vanilla';
import { getJSON, HttpError, postJSON } from '../lib/http';
import { setScrollLock } from '../lib/scroll-lock';
import { trackAddToCart } from '../lib/tracking';
import type { AjaxCart, CartAddItem, CartUpdatePayload } from './cart-types';

/** Why the last cart call failed: Shopify refused it (its description), or the network did. */
export type CartFailure =
  | { kind: 'rejected'; status: number; description: string }
  | { kind: 'network' };

/** What a mutation came to; it never rejects, so a button can show the outcome and re-enable. */
export type CartOutcome = { ok: true } | { ok: false; failure: CartFailure };

export interface CartState {
  cart: AjaxCart | null;
  loading: boolean;
  drawerOpen: boolean;
  /** The last failure, until the next successful call or `clearError()`. */
  error: CartFailure | null;
}

export interface CartActions {
  /** Re-reads /cart.js; with `open`, opens the drawer after a successful read. */
  refresh(options?: { open?: boolean }): Promise<void>;
  add(items: CartAddItem | CartAddItem[], trackingItem?: unknown): Promise<CartOutcome>;
  update(payload: CartUpdatePayload): Promise<CartOutcome>;
  setAttributes(attributes: Record<string, string>): Promise<CartOutcome>;
  /** Runs the failed call again (the drawer's "Try again"). */
  retry(): Promise<CartOutcome>;
  clearError(): void;
  /** Accelerated checkout: add with a JSON body, then post the cart form with `checkout`. */
  buyNow(body: unknown): Promise<CartOutcome>;
  open(): void;
  close(): void;
  toggle(): void;
}

export type CartStore = CartState & CartActions;

/** Fired on window after a successful add, for trackers (email marketing, search attribution). */
export const CART_ADDED_EVENT = 'olivine:cart-added';
/** `<body data-page="quiz">`: there the drawer opens after a read only on narrow screens. */
export const QUIZ_PAGE_SELECTOR = 'body[data-page="quiz"]';
export const QUIZ_MAX_WIDTH = 1023;
/** sessionStorage flag: set before leaving for checkout, so back/forward reloads the page. */
export const ACCELERATED_CHECKOUT_FLAG = 'olivine:accelerated-checkout';

const SCROLL_OWNER = 'cart-drawer';

function mayOpenAfterRead(): boolean {
  if (typeof document === 'undefined' || !document.querySelector(QUIZ_PAGE_SELECTOR)) return true;
  return window.innerWidth <= QUIZ_MAX_WIDTH;
}

/** Shopify's own words for a refused call (422 "You can only add 3 …"), else a network failure. */
export function failureOf(error: unknown): CartFailure {
  if (error instanceof HttpError && error.code === 'status' && error.status !== undefined) {
    const body = error.body as { description?: unknown; message?: unknown } | null | undefined;
    const text = [body?.description, body?.message].find((v) => typeof v === 'string' && v.trim() !== '');
    return { kind: 'rejected', status: error.status, description: (text as string | undefined) ?? error.message };
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

export function createCartStore(endpoints = { root: '' }) {
  const url = (path: string) => `${endpoints.root}${path}`;
  // Every network action runs on this chain, one at a time, in call order.
  let queue: Promise<unknown> = Promise.resolve();
  let pending = 0;
  let lastFailed: (() => Promise<CartOutcome>) | null = null;

  return createStore<CartStore>()((set, get) => {
    const readCart = async (open: boolean) => {
      const cart = await getJSON<AjaxCart>(url('/cart.js'));
      set({ cart });
      if (open && mayOpenAfterRead()) get().open();
    };

    /**
     * Queues `task`. A failure is kept in `error` (the drawer shows it) and the cart is re-read,
     * so the page never shows a stale cart; the returned promise always resolves.
     */
    const enqueue = (task: () => Promise<void>, again: () => Promise<CartOutcome>): Promise<CartOutcome> => {
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
          lastFailed = again;
          set({ error: failure });
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
          await postJSON(url('/cart/add.js'), { items: list });
          // Trackers are fire-and-forget: they can neither delay nor break the add.
          trackAddToCart(list, trackingItem);
          if (typeof window !== 'undefined') {
            window.dispatchEvent(new CustomEvent(CART_ADDED_EVENT, { detail: { items: list, trackingItem } }));
          }
          await readCart(true);
        },
        () => add(items, trackingItem),
      );
    };

    const update: CartActions['update'] = (payload) =>
      enqueue(
        async () => {
          await postJSON(url('/cart/update.js'), payload);
          await readCart(true);
        },
        () => update(payload),
      );

    return {
      cart: null,
      loading: false,
      drawerOpen: false,
      error: null,

      refresh: async (options = {}) => {
        const open = Boolean(options.open);
        // A failed read is silent (spec) beyond the error state; the last good cart stays.
        await enqueue(() => readCart(open), () => get().refresh(options).then(() => ({ ok: true })));
      },
      add,
      update,
      setAttributes: (attributes) => update({ attributes }),
      retry: () => (lastFailed ? lastFailed() : Promise.resolve({ ok: true } as CartOutcome)),
      clearError: () => set({ error: null }),

      buyNow: (body) =>
        enqueue(
          async () => {
            await postJSON(url('/cart/add.js'), body);
            submitCheckoutForm(url('/cart'));
          },
          () => get().buyNow(body),
        ).then((outcome) => {
          // Spec: accelerated checkout failures are only logged.
          if (!outcome.ok) console.warn('[cart] accelerated checkout failed', outcome.failure);
          return outcome;
        }),

      open: () => {
        if (get().drawerOpen) return;
        set({ drawerOpen: true });
        setScrollLock(SCROLL_OWNER, true);
      },
      close: () => {
        if (!get().drawerOpen) return;
        set({ drawerOpen: false });
        setScrollLock(SCROLL_OWNER, false);
      },
      toggle: () => (get().drawerOpen ? get().close() : get().open()),
    };
  });
}

/** The page's one cart store, shared by every island and `window.cart`. */
export const cartStore = createCartStore();
