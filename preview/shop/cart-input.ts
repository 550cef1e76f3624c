// Validation of shopper input to the cart (hostile by default) and Shopify's cart error shapes.
import { createHash } from 'node:crypto';
import * as v from 'valibot';
import type { BundledSectionsRequest, CartAddItem, CartChangeBody, CartErrorBody, CartPropertyValue, CartUpdateBody } from '../../src/contracts/cart';
import type { Catalog, Product, SellingPlan, SellingPlanGroup, Variant } from './types';
import * as schema from './cart-schemas';

/** A wire body as it arrives: the contract's field names, values not yet checked (shopper input is hostile). */
export type Unchecked<T> = { [K in keyof T]?: unknown };

/** `/cart/add` item, `/cart/update` and `/cart/change` bodies before validation (sections are the handler's). */
export type AddItemInput = Unchecked<CartAddItem>;
export type UpdateInput = Unchecked<Omit<CartUpdateBody, keyof BundledSectionsRequest>>;
export type ChangeInput = Unchecked<Omit<CartChangeBody, keyof BundledSectionsRequest>>;

export interface StoredLine {
  key: string;
  variant_id: number;
  quantity: number;
  properties: Record<string, CartPropertyValue>;
  selling_plan_id: number | null;
  created_at: string;
}

/** A 4xx from the cart, with the HTTP status and Shopify's JSON body. */
export class CartError extends Error {
  constructor(
    readonly status: number,
    readonly body: CartErrorBody,
  ) {
    super(body.description);
    this.name = 'CartError';
  }
}

export function badRequest(description: string, message = description): CartError {
  return new CartError(400, { status: 'bad_request', message, description });
}

export function noValidLine(): CartError {
  const text = 'no valid id or line parameter';
  return new CartError(400, { status: 'bad_request', message: text, description: text });
}

function cannotFindVariant(): CartError {
  return new CartError(404, { status: 404, message: 'Cart Error', description: 'Cannot find variant' });
}

/** Runs a cart schema; its first issue's text is the 400's description. */
function checked<T>(schema: v.GenericSchema<unknown, T>, raw: unknown): T {
  const result = v.safeParse(schema, raw);
  if (!result.success) throw badRequest(result.issues[0].message);
  return result.output;
}

/** Rack's class name for a value, as in Shopify's "expected Hash to be a Integer". */
function rubyType(raw: unknown): string {
  if (raw === null) return 'nil';
  if (Array.isArray(raw)) return 'Array';
  return typeof raw === 'object' ? 'Hash' : 'String';
}

/** Non-negative whole numbers; digit strings accepted, as Shopify does. */
export function parseQuantity(raw: unknown, field = 'quantity'): number {
  const result = v.safeParse(schema.quantity, raw);
  if (result.success) return result.output;
  if (result.issues[0].type === 'max_value') throw badRequest(`${field} must be at most ${schema.MAX_QUANTITY}`);
  throw badRequest(`${field} must be a non-negative whole number`, `expected ${rubyType(raw)} to be a Integer: ${field}`);
}

export function parsePositiveId(raw: unknown): number | null {
  const result = v.safeParse(schema.positiveId, raw);
  return result.success ? result.output : null;
}

export function parseLineNumber(raw: unknown): number {
  const n = parsePositiveId(raw);
  if (n === null) {
    const text = 'line parameter is invalid.';
    throw new CartError(422, { status: 'unprocessable_entity', message: text, description: text });
  }
  return n;
}

export const parseProperties = (raw: unknown): Record<string, CartPropertyValue> => checked(schema.properties, raw);
export const parseSellingPlanId = (raw: unknown): number | null => checked(schema.sellingPlanId, raw);
export const parseNote = (raw: unknown): string | null => checked(schema.note, raw);
export const parseAttributes = (raw: unknown): Record<string, string | null> => checked(schema.attributes, raw);

export function titleOf(product: Product, variant: Variant): string {
  return variant.title === 'Default Title' ? product.title : `${product.title} - ${variant.title}`;
}

/** The plan must exist on the product and be offered on this variant. */
export function resolvePlan(catalog: Catalog, product: Product, variant: Variant, planId: number): { group: SellingPlanGroup; plan: SellingPlan } {
  const found = catalog.sellingPlan(product.id, planId);
  const offered = found && (variant.selling_plan_group_ids.length === 0 || variant.selling_plan_group_ids.includes(found.group.id));
  if (!found || !offered) {
    throw new CartError(422, {
      status: 422,
      message: 'Cart Error',
      description: `Selling plan ${planId} is not available for ${titleOf(product, variant)}.`,
    });
  }
  return found;
}

/** "<variant_id>:<md5 of properties + selling plan>"; property order does not matter. */
export function lineKey(variantId: number, properties: Record<string, CartPropertyValue>, sellingPlanId: number | null): string {
  const sorted = Object.keys(properties)
    .sort()
    .map((k) => [k, properties[k]]);
  const hash = createHash('md5')
    .update(JSON.stringify({ properties: sorted, selling_plan: sellingPlanId }))
    .digest('hex');
  return `${variantId}:${hash}`;
}

export interface AddItem {
  product: Product;
  variant: Variant;
  quantity: number;
  properties: Record<string, CartPropertyValue>;
  sellingPlanId: number | null;
}

/** Validates one `items[]` entry (or the single-item form) against the catalog. */
export function parseAddItem(catalog: Catalog, raw: unknown): AddItem {
  if (!v.is(schema.bag, raw)) throw badRequest('each item must be an object with an id');
  const item: AddItemInput = raw;
  const variantId = parsePositiveId(item.id);
  if (variantId === null) {
    if (v.is(schema.blank, item.id)) throw badRequest('Required parameter missing or invalid: id');
    throw cannotFindVariant();
  }
  const quantity = v.is(schema.blank, item.quantity) ? 1 : parseQuantity(item.quantity);
  const properties = parseProperties(item.properties);
  const found = catalog.variant(variantId);
  if (!found) throw cannotFindVariant();
  const { product, variant } = found;
  const planId = parseSellingPlanId(item.selling_plan);
  const sellingPlanId = planId === null ? null : resolvePlan(catalog, product, variant, planId).plan.id;
  const soldOut = !variant.available || (variant.inventory_policy === 'deny' && variant.inventory_quantity !== null && variant.inventory_quantity <= 0);
  if (soldOut && quantity > 0) {
    throw new CartError(422, { status: 422, message: 'Cart Error', description: `The product '${titleOf(product, variant)}' is already sold out.` });
  }
  if (sellingPlanId === null) assertPlanNotRequired(product, variant);
  return { product, variant, quantity, properties, sellingPlanId };
}

/** How many of a variant may be in the cart in total. */
export function stockLimit(variant: { inventory_policy: string; inventory_quantity: number | null }): number {
  if (variant.inventory_policy === 'deny' && variant.inventory_quantity !== null) return Math.max(variant.inventory_quantity, 0);
  return Number.POSITIVE_INFINITY;
}

export function inventoryError(added: number, alreadyAtMax: boolean): CartError {
  const description = alreadyAtMax
    ? 'The maximum quantity of this item is already in your cart.'
    : `Only ${added} items were added to your cart due to availability.`;
  return new CartError(422, { status: 422, message: description, description });
}

/** Subscription-only variants (requires_selling_plan) cannot be bought one-time. */
export function assertPlanNotRequired(product: Product, variant: Variant): void {
  if (!variant.requires_selling_plan && !product.requires_selling_plan) return;
  throw new CartError(422, {
    status: 422,
    message: 'Cart Error',
    description: `${titleOf(product, variant)} can only be purchased with a subscription. Choose a delivery frequency.`,
  });
}
