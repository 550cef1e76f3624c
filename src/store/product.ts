/**
 * What the islands of one product form share (zustand vanilla), one store per scope: the main
 * hero's is 'main-product', other forms use their section's id. The store alone holds the
 * shopper's selection (variant, purchase mode, plan, refill): the form starts it and changes it
 * through the actions below, which apply the rules of purchase-mode.ts; the carousel and the
 * upsells read it. A product switch writes the new product's island props. State only:
 * fetching, history and DOM updates belong to whoever changes it.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import type { ProductData } from '../lib/product-data';
import { pickMode, pickOption, pickPlan, pickProduct, pickRefill, type PurchaseMode, type PurchaseState } from '../lib/purchase-mode';

/** The scope of the page's own product (sections/main-product.liquid). */
export const MAIN_PRODUCT_SCOPE = 'main-product';

/** The hero islands a product switch hands new props (their `data-product-role`). */
export const PRODUCT_ROLES = ['form', 'media', 'tabs', 'reviews', 'sticky-bar'] as const;
export type ProductRole = (typeof PRODUCT_ROLES)[number];

/**
 * Island props per role as Liquid printed them on the switched-to product's page. Each island
 * checks its own entry with its own schema, as the runtime does on mount.
 */
export type RoleProps = Partial<Record<ProductRole, unknown>>;

export interface ProductState {
  /** empty until a switch: islands show the props they mounted with */
  props: RoleProps;
  /** the shopper's selection; null until the scope's form has mounted */
  selection: PurchaseState | null;
}

/** Arrow-typed, so an island may hand one on as a callback. */
export interface ProductActions {
  /** Another product's island props (a linked-product switch); every role at once. */
  switchProduct(props: RoleProps): void;
  /** The form's first selection (its props' variant and default purchase mode); null forgets it. */
  startSelection: (selection: PurchaseState | null) => void;
  selectOption: (position: number, value: string) => void;
  setMode: (mode: PurchaseMode) => void;
  selectPlan: (planValue: number) => void;
  selectRefill: (refillId: number) => void;
  /** Another product in the form (see pickProduct); `variantId` is the one its page asked for. */
  selectProduct: (product: ProductData, variantId?: number | null) => void;
}

export type ProductStore = ProductState & ProductActions;

function createProductStore(): StoreApi<ProductStore> {
  return createStore<ProductStore>()((set, get) => {
    // Followers hear of a change only when the rules changed something.
    const change = (rule: (selection: PurchaseState) => PurchaseState) => {
      const now = get().selection;
      if (!now) return;
      const next = rule(now);
      if (next !== now) set({ selection: next });
    };
    return {
      props: {},
      selection: null,
      switchProduct(props) {
        set({ props: { ...props } });
      },
      startSelection: (selection) => set({ selection }),
      selectOption: (position, value) => change((s) => pickOption(s, position, value)),
      setMode: (mode) => change((s) => pickMode(s, mode)),
      selectPlan: (planValue) => change((s) => pickPlan(s, planValue)),
      selectRefill: (refillId) => change((s) => pickRefill(s, refillId)),
      selectProduct: (product, variantId) => change((s) => pickProduct(s, product, variantId)),
    };
  });
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
