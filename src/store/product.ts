/**
 * What the islands of one product form share (zustand vanilla), one store per scope: the main
 * hero's is 'main-product', other forms use their section's id. The form writes the selection
 * (variant, its media, purchase mode); a product switch writes the new product's island props.
 * State only: fetching, history and DOM updates belong to whoever changes it.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';

/** The scope of the page's own product (sections/main-product.liquid). */
export const MAIN_PRODUCT_SCOPE = 'main-product';

export type PurchaseMode = 'onetime' | 'subscription';

/** The hero islands a product switch hands new props (their `data-product-role`). */
export const PRODUCT_ROLES = ['form', 'media', 'tabs', 'reviews', 'sticky-bar'] as const;
export type ProductRole = (typeof PRODUCT_ROLES)[number];

/**
 * Island props per role as Liquid printed them on the switched-to product's page. Each island
 * checks its own entry with its own schema, as the runtime does on mount.
 */
export type RoleProps = Partial<Record<ProductRole, unknown>>;

export interface ProductSelection {
  variantId: number;
  /** the variant's index in the media list, -1 when it has no image of its own */
  mediaIndex: number;
  mode: PurchaseMode;
}

export interface ProductState {
  /** the product shown after a switch; null while it is the one the page was rendered with */
  handle: string | null;
  /** empty until a switch: islands show the props they mounted with */
  props: RoleProps;
  /** null until the form has mounted */
  variantId: number | null;
  mediaIndex: number;
  mode: PurchaseMode;
}

export interface ProductActions {
  switchProduct(handle: string, props: RoleProps): void;
  select(selection: ProductSelection): void;
}

export type ProductStore = ProductState & ProductActions;

function createProductStore(): StoreApi<ProductStore> {
  return createStore<ProductStore>()((set, get) => ({
    handle: null,
    props: {},
    variantId: null,
    mediaIndex: -1,
    mode: 'onetime',
    switchProduct(handle, props) {
      set({ handle, props: { ...props } });
    },
    select({ variantId, mediaIndex, mode }) {
      const now = get();
      if (now.variantId === variantId && now.mediaIndex === mediaIndex && now.mode === mode) return;
      set({ variantId, mediaIndex, mode });
    },
  }));
}

const stores = new Map<string, StoreApi<ProductStore>>();

/** The store of `scope`, created on first use. */
export function productStore(scope: string): StoreApi<ProductStore> {
  let store = stores.get(scope);
  if (!store) {
    store = createProductStore();
    stores.set(scope, store);
  }
  return store;
}

/** Forgets every scope (tests). */
export function resetProductStores(): void {
  stores.clear();
}
