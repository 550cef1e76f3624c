// Validation of shopper input to the cart (hostile by default) and Shopify's cart error shapes.
import { createHash } from 'node:crypto';
import type {
  BundledSectionsRequest, CartAddItem, CartChangeBody, CartErrorBody, CartPropertyValue, CartUpdateBody,
} from '../../src/contracts/cart';
import type { Catalog, Product, SellingPlan, SellingPlanGroup, Variant } from './types';

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

const MAX_QUANTITY = 1_000_000;
const MAX_PROPERTIES = 100;
const MAX_TEXT = 10_000;

/** Non-negative whole numbers; digit strings accepted, as Shopify does. */
export function parseQuantity(raw: unknown, field = 'quantity'): number {
  let value: number | undefined;
  if (typeof raw === 'number' && Number.isInteger(raw)) value = raw;
  else if (typeof raw === 'string' && /^\s*\d{1,15}\s*$/.test(raw)) value = Number(raw);
  if (value === undefined || value < 0) {
    const type = raw === null ? 'nil' : Array.isArray(raw) ? 'Array' : typeof raw === 'object' ? 'Hash' : 'String';
    throw badRequest(`${field} must be a non-negative whole number`, `expected ${type} to be a Integer: ${field}`);
  }
  if (value > MAX_QUANTITY) throw badRequest(`${field} must be at most ${MAX_QUANTITY}`);
  return value;
}

export function parsePositiveId(raw: unknown): number | null {
  if (typeof raw === 'number' && Number.isSafeInteger(raw) && raw > 0) return raw;
  if (typeof raw === 'string' && /^\s*\d{1,15}\s*$/.test(raw) && Number(raw) > 0) return Number(raw);
  return null;
}

export function parseLineNumber(raw: unknown): number {
  const n = parsePositiveId(raw);
  if (n === null) {
    const text = 'line parameter is invalid.';
    throw new CartError(422, { status: 'unprocessable_entity', message: text, description: text });
  }
  return n;
}

function isBag(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function clip(text: string): string {
  return text.length > MAX_TEXT ? text.slice(0, MAX_TEXT) : text;
}

/** Line properties: blank values are dropped (Shopify does not save them); `_private` ones are kept. */
export function parseProperties(raw: unknown): Record<string, CartPropertyValue> {
  if (raw === undefined || raw === null || raw === '') return {};
  if (!isBag(raw)) throw badRequest('properties must be an object of names to values');
  const entries: [string, CartPropertyValue][] = [];
  for (const [name, value] of Object.entries(raw)) {
    if (value === null || value === undefined || value === '') continue;
    if (typeof value === 'string') entries.push([name, clip(value)]);
    else if (typeof value === 'number' || typeof value === 'boolean') entries.push([name, value]);
    else entries.push([name, clip(JSON.stringify(value))]);
  }
  if (entries.length > MAX_PROPERTIES) throw badRequest(`at most ${MAX_PROPERTIES} properties per line`);
  return Object.fromEntries(entries);
}

/** null = no plan (one-time purchase); "" and null both mean none. */
export function parseSellingPlanId(raw: unknown): number | null {
  if (raw === undefined || raw === null || raw === '' || raw === 'null') return null;
  const id = parsePositiveId(raw);
  if (id === null) throw badRequest('selling_plan must be a selling plan id');
  return id;
}

export function parseNote(raw: unknown): string | null {
  if (raw === null) return null;
  if (typeof raw === 'string') return clip(raw);
  if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
  throw badRequest('note must be text');
}

/** Attribute changes: null means remove (blank values remove, as on Shopify). */
export function parseAttributes(raw: unknown): Record<string, string | null> {
  if (raw === null || raw === '') return {};
  if (!isBag(raw)) throw badRequest('attributes must be an object of names to values');
  const entries: [string, string | null][] = [];
  for (const [name, value] of Object.entries(raw)) {
    if (value === null || value === undefined || value === '') entries.push([name, null]);
    else if (typeof value === 'string') entries.push([name, clip(value)]);
    else if (typeof value === 'number' || typeof value === 'boolean') entries.push([name, String(value)]);
    else entries.push([name, clip(JSON.stringify(value))]);
  }
  if (entries.length > MAX_PROPERTIES) throw badRequest(`at most ${MAX_PROPERTIES} attributes`);
  return Object.fromEntries(entries);
}

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
  const sorted = Object.keys(properties).sort().map((k) => [k, properties[k]]);
  const hash = createHash('md5').update(JSON.stringify({ properties: sorted, selling_plan: sellingPlanId })).digest('hex');
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
  if (!isBag(raw)) throw badRequest('each item must be an object with an id');
  const item: AddItemInput = raw;
  const variantId = parsePositiveId(item.id);
  if (variantId === null) {
    if (item.id === undefined || item.id === null || item.id === '') throw badRequest('Required parameter missing or invalid: id');
    throw cannotFindVariant();
  }
  const quantity = item.quantity === undefined || item.quantity === null || item.quantity === '' ? 1 : parseQuantity(item.quantity);
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
