/**
 * The purchase-mode rules of spec §4 as a pure reducer: which variant, one-time or subscription,
 * which plan (its label is the frequency) and which refill product. No React, no DOM, so every
 * rule is unit-tested directly.
 */
import type { ProductData, ProductVariant, Refill, SellingPlanOption } from './product-data';

export type PurchaseMode = 'onetime' | 'subscription';

export interface PurchaseState {
  product: ProductData;
  variantId: number;
  mode: PurchaseMode;
  /** selected selling plan id; null when the variant offers none */
  planValue: number | null;
  /** the selected plan's label, e.g. "2 months" */
  frequency: string | null;
  /** the recurring (refill) product's variant id */
  refillId: number | null;
}

export type PurchaseAction =
  | { type: 'selectVariant'; variantId: number }
  | { type: 'selectOption'; position: number; value: string }
  | { type: 'setMode'; mode: PurchaseMode }
  | { type: 'selectPlan'; planValue: number }
  | { type: 'selectRefill'; refillId: number }
  /** `variantId`: the variant the new product's page was asked for (?variant=, as Back and Forward ask), else none */
  | { type: 'switchProduct'; product: ProductData; variantId?: number | null };

export interface InitOptions {
  /** `?variant=` or the server's selected variant; unknown ids fall back */
  variantId?: number | null;
  /** the section setting that defaults subscription on */
  defaultSubscription?: boolean;
}

export function findVariant(product: ProductData, id: number | null | undefined): ProductVariant | undefined {
  return id == null ? undefined : product.variants.find((v) => v.id === id);
}

/** The given variant when it exists, else the first available, else the first. */
export function resolveVariant(product: ProductData, id?: number | null): ProductVariant {
  const found = findVariant(product, id) ?? product.variants.find((v) => v.available) ?? product.variants[0];
  if (!found) throw new Error(`product ${product.handle} has no variants`);
  return found;
}

export function offersSubscription(variant: ProductVariant): boolean {
  return variant.has_subscriptions && variant.subscriptions.length > 0;
}

/** The variant whose option values equal `values` (switching products), else the first variant. */
export function variantWithOptions(product: ProductData, values: readonly string[]): ProductVariant {
  const same = product.variants.find((v) => v.options.length === values.length && v.options.every((o, i) => o === values[i]));
  return same ?? resolveVariant(product, product.variants[0]?.id);
}

/** The group of included products that the subscription's next orders bring (spec §3: 'Next'). */
export const REFILL_GROUP = 'Next';

/** Default refill: the first 'Next' included product, else the plan's first refill. */
export function defaultRefillId(product: ProductData, plan: SellingPlanOption | undefined): number | null {
  const next = product.included_products.find((p) => p.name === REFILL_GROUP);
  if (next) return next.cart.id;
  return plan?.refills[0]?.variant ?? null;
}

function withPlan(state: PurchaseState, variant: ProductVariant, plan: SellingPlanOption | undefined): PurchaseState {
  return {
    ...state,
    planValue: plan?.value ?? null,
    frequency: plan?.label ?? null,
    refillId: plan ? defaultRefillId(state.product, plan) : null,
    variantId: variant.id,
  };
}

/** Applies a variant: keeps the plan with the same frequency label, else the first plan. */
function applyVariant(state: PurchaseState, variant: ProductVariant): PurchaseState {
  if (!offersSubscription(variant)) return { ...withPlan(state, variant, undefined), mode: 'onetime' };
  const plan = variant.subscriptions.find((p) => p.label === state.frequency) ?? variant.subscriptions[0];
  const mode: PurchaseMode = variant.subscription_only ? 'subscription' : state.mode;
  const next = withPlan({ ...state, mode }, variant, plan);
  // The shopper's refill choice survives a variant change when the new plan still offers it.
  if (state.refillId !== null && plan?.refills.some((r) => r.variant === state.refillId)) next.refillId = state.refillId;
  return next;
}

export function initPurchaseState(product: ProductData, options: InitOptions = {}): PurchaseState {
  const variant = resolveVariant(product, options.variantId);
  const offers = offersSubscription(variant);
  const mode: PurchaseMode = offers && (variant.subscription_only || options.defaultSubscription) ? 'subscription' : 'onetime';
  const base: PurchaseState = { product, variantId: variant.id, mode, planValue: null, frequency: null, refillId: null };
  return withPlan(base, variant, offers ? variant.subscriptions[0] : undefined);
}

export function purchaseReducer(state: PurchaseState, action: PurchaseAction): PurchaseState {
  switch (action.type) {
    case 'selectVariant': {
      const variant = findVariant(state.product, action.variantId);
      return variant ? applyVariant(state, variant) : state;
    }
    case 'selectOption': {
      const current = currentVariant(state);
      const wanted = current.options.map((v, i) => (i === action.position ? action.value : v));
      const exact = state.product.variants.find((v) => v.options.every((o, i) => o === wanted[i]));
      // A combination that does not exist picks the first variant carrying the chosen value.
      const variant = exact ?? state.product.variants.find((v) => v.options[action.position] === action.value);
      return variant ? applyVariant(state, variant) : state;
    }
    case 'setMode': {
      const variant = currentVariant(state);
      if (action.mode === 'onetime' && variant.subscription_only) return state;
      if (action.mode === 'subscription' && !offersSubscription(variant)) return state;
      return { ...state, mode: action.mode };
    }
    case 'selectPlan': {
      const variant = currentVariant(state);
      const plan = variant.subscriptions.find((p) => p.value === action.planValue);
      return plan ? withPlan(state, variant, plan) : state;
    }
    case 'selectRefill': {
      const plan = currentPlan(state);
      const known = plan?.refills.some((r) => r.variant === action.refillId) ||
        state.product.included_products.some((p) => p.cart.id === action.refillId);
      return known ? { ...state, refillId: action.refillId } : state;
    }
    case 'switchProduct': {
      const variant = findVariant(action.product, action.variantId) ?? variantWithOptions(action.product, currentVariant(state).options);
      return applyVariant({ ...state, product: action.product }, variant);
    }
  }
}

export function currentVariant(state: PurchaseState): ProductVariant {
  return resolveVariant(state.product, state.variantId);
}

export function currentPlan(state: PurchaseState): SellingPlanOption | undefined {
  if (state.planValue === null) return undefined;
  return currentVariant(state).subscriptions.find((p) => p.value === state.planValue);
}

/** The plan that applies to the cart line: only in subscription mode. */
export function activePlan(state: PurchaseState): SellingPlanOption | undefined {
  return state.mode === 'subscription' ? currentPlan(state) : undefined;
}

/** The refill the subscription continues with (plan refill, or the included 'Next' product). */
export function currentRefill(state: PurchaseState): Refill | undefined {
  const plan = currentPlan(state);
  const fromPlan = plan?.refills.find((r) => r.variant === state.refillId);
  if (fromPlan) return fromPlan;
  const included = state.product.included_products.find((p) => p.cart.id === state.refillId);
  if (!included) return undefined;
  return {
    variant: included.cart.id, title: included.cart.title || included.title, image: included.image,
    price: included.price, non_sub_price: included.price, is_cans: included.cart.is_cans, notes: included.notes,
  };
}

/** What the shopper pays now: the plan price in subscription mode, else the variant price. */
export function currentPrice(state: PurchaseState): { price: number; cap: number } {
  const variant = currentVariant(state);
  const plan = activePlan(state);
  if (plan) return { price: plan.price, cap: plan.cap > plan.price ? plan.cap : variant.price > plan.price ? variant.price : 0 };
  return { price: variant.price, cap: variant.cap > variant.price ? variant.cap : 0 };
}

