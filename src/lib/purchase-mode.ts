/**
 * The purchase-mode rules of spec §4 as pure transitions: which variant, one-time or subscription,
 * which plan (its label is the frequency) and which refill product. The product store's actions
 * apply them (src/store/product.ts); no React, no DOM, so every rule is unit-tested directly.
 * A transition that changes nothing returns the state it was given.
 */
import { variantForOptions } from './option-match';
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

/** A variant of the shown product; the one already selected, or none, changes nothing. */
function pick(state: PurchaseState, variant: ProductVariant | undefined): PurchaseState {
  return variant && variant.id !== state.variantId ? applyVariant(state, variant) : state;
}

/** The option at `position` set to `value`, the other options kept where such a variant exists. */
export function pickOption(state: PurchaseState, position: number, value: string): PurchaseState {
  const current = currentVariant(state);
  const wanted = current.options.map((v, i) => (i === position ? value : v));
  return pick(
    state,
    variantForOptions(state.product.variants, (v) => v.options, wanted, position),
  );
}

/** One-time or subscription, where the variant allows it. */
export function pickMode(state: PurchaseState, mode: PurchaseMode): PurchaseState {
  const variant = currentVariant(state);
  if (mode === state.mode) return state;
  if (mode === 'onetime' && variant.subscription_only) return state;
  if (mode === 'subscription' && !offersSubscription(variant)) return state;
  return { ...state, mode };
}

/** The variant's selling plan `planValue` (its label is the frequency); another id changes nothing. */
export function pickPlan(state: PurchaseState, planValue: number): PurchaseState {
  const variant = currentVariant(state);
  const plan = variant.subscriptions.find((p) => p.value === planValue);
  return plan ? withPlan(state, variant, plan) : state;
}

/** The refill the subscription continues with: one of the plan's, or an included product. */
export function pickRefill(state: PurchaseState, refillId: number): PurchaseState {
  const plan = currentPlan(state);
  const known = plan?.refills.some((r) => r.variant === refillId) || state.product.included_products.some((p) => p.cart.id === refillId);
  return known ? { ...state, refillId } : state;
}

/**
 * Another product in the form: `variantId` when it has it (the variant the new product's page
 * was asked for, ?variant=, as Back and Forward ask), else the same option values where it has them.
 */
export function pickProduct(state: PurchaseState, product: ProductData, variantId?: number | null): PurchaseState {
  const variant = findVariant(product, variantId) ?? variantWithOptions(product, currentVariant(state).options);
  return applyVariant({ ...state, product }, variant);
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
    variant: included.cart.id,
    title: included.cart.title || included.title,
    image: included.image,
    price: included.price,
    non_sub_price: included.price,
    is_cans: included.cart.is_cans,
    notes: included.notes,
  };
}

/** What the shopper pays now: the plan price in subscription mode, else the variant price. */
export function currentPrice(state: PurchaseState): { price: number; cap: number } {
  const variant = currentVariant(state);
  const plan = activePlan(state);
  if (plan) return { price: plan.price, cap: plan.cap > plan.price ? plan.cap : variant.price > plan.price ? variant.price : 0 };
  return { price: variant.price, cap: variant.cap > variant.price ? variant.cap : 0 };
}
