import { createStore } from 'zustand/vanilla';
import { getJSON, postJSON } from '../lib/http';
import { setScrollLock } from '../lib/scroll-lock';
import type { AjaxCart, CartAddItem, CartUpdatePayload } from './cart-types';

export interface CartState {
  cart: AjaxCart | null;
  loading: boolean;
  drawerOpen: boolean;
}

export interface CartActions {
  /** Re-reads /cart.js; with `open`, opens the drawer after a successful read. */
  refresh(options?: { open?: boolean }): Promise<void>;
  add(items: CartAddItem | CartAddItem[], trackingItem?: unknown): Promise<void>;
  update(payload: CartUpdatePayload): Promise<void>;
  setAttributes(attributes: Record<string, string>): Promise<void>;
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

const SCROLL_OWNER = 'cart-drawer';

function mayOpenAfterRead(): boolean {
  if (typeof document === 'undefined' || !document.querySelector(QUIZ_PAGE_SELECTOR)) return true;
  return window.innerWidth <= QUIZ_MAX_WIDTH;
}

export function createCartStore(endpoints = { root: '' }) {
  const url = (path: string) => `${endpoints.root}${path}`;
  // Every network action runs on this chain, one at a time, in call order.
  let queue: Promise<void> = Promise.resolve();
  let pending = 0;

  return createStore<CartStore>()((set, get) => {
    const enqueue = (task: () => Promise<void>): Promise<void> => {
      pending += 1;
      set({ loading: true });
      const run = queue.then(task).catch(() => {
        // Spec: cart call failures are silent; the store keeps the last good cart.
      });
      queue = run.finally(() => {
        pending -= 1;
        if (pending === 0) set({ loading: false });
      });
      return queue;
    };

    const readCart = async (open: boolean) => {
      const cart = await getJSON<AjaxCart>(url('/cart.js'));
      set({ cart });
      if (open && mayOpenAfterRead()) get().open();
    };

    return {
      cart: null,
      loading: false,
      drawerOpen: false,

      refresh: (options = {}) => enqueue(() => readCart(Boolean(options.open))),

      add: (items, trackingItem) =>
        enqueue(async () => {
          const list = Array.isArray(items) ? items : [items];
          await postJSON(url('/cart/add.js'), { items: list });
          if (typeof window !== 'undefined') {
            window.dispatchEvent(
              new CustomEvent(CART_ADDED_EVENT, { detail: { items: list, trackingItem } }),
            );
          }
          await readCart(true);
        }),

      update: (payload) =>
        enqueue(async () => {
          await postJSON(url('/cart/update.js'), payload);
          await readCart(true);
        }),

      setAttributes: (attributes) => get().update({ attributes }),

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
