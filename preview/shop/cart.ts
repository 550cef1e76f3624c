// Shopify's Ajax Cart API semantics over SQLite (shopify-emulation.md §2.2–2.7, §5):
// merging by variant + properties + selling plan, line keys, inventory clamping with 422,
// private `_` properties kept, private `__` attributes hidden, clear keeps note and attributes.
// Every mutation loads the cart, changes it in memory and writes it back in one transaction (cart-store.ts).
import { randomBytes } from 'node:crypto';
import type { Cart, CartAddResponse } from '../../src/contracts/cart';
import type { Catalog } from './types';
import { nowIso, statement, type StateDb } from './db';
import {
  CartError,
  badRequest,
  parseAddItem,
  parseAttributes,
  parseLineNumber,
  parseNote,
  parseProperties,
  parseQuantity,
  parseSellingPlanId,
  resolvePlan,
  lineKey,
  noValidLine,
  assertPlanNotRequired,
  stockLimit,
  inventoryError,
  type AddItem,
  type ChangeInput,
  type UpdateInput,
} from './cart-input';
import { buildCartJson, buildLineJson } from './cart-json';
import { isValidCartToken, loadCart, mutateCart, type StoredCart } from './cart-store';
import { mergeDuplicateKeys, normaliseUpdates } from './cart-updates';

export { CartError } from './cart-input';
export type { ChangeInput, UpdateInput } from './cart-input';

export class CartService {
  constructor(
    private readonly db: StateDb,
    private readonly catalog: Catalog,
  ) {}

  newToken(): string {
    return randomBytes(16).toString('hex');
  }

  exists(token: string | undefined): boolean {
    if (!isValidCartToken(token)) return false;
    return statement(this.db, 'SELECT 1 FROM carts WHERE token = ?').get(token) !== undefined;
  }

  /** The cart for a token; an unknown token reads as an empty cart with that token. */
  get(token: string | undefined): Cart {
    return this.toJson(loadCart(this.db, isValidCartToken(token) ? token : this.newToken()));
  }

  /** POST /cart/add: returns the affected lines (new quantity when merged). */
  add(token: string, rawItems: unknown[]): CartAddResponse {
    const items = rawItems.map((raw) => parseAddItem(this.catalog, raw));
    if (items.length === 0) throw badRequest('Required parameter missing or invalid: items');
    if (items.every((i) => i.quantity === 0)) throw badRequest('quantity must be at least 1');
    const keys: string[] = [];
    mutateCart(this.db, token, (cart) => {
      let error: CartError | undefined;
      for (const item of items) {
        if (item.quantity === 0) continue;
        const result = this.addToLines(cart, item);
        error ??= result.error;
        if (result.key && !keys.includes(result.key)) keys.push(result.key);
      }
      return error;
    });
    const cart = loadCart(this.db, token);
    const lines = keys.flatMap((key) => {
      const line = cart.lines.find((l) => l.key === key);
      const json = line && buildLineJson(this.catalog, line);
      return json ? [json] : [];
    });
    return { items: lines };
  }

  /** POST /cart/update: quantities by variant id, line key or position; note; attributes. */
  update(token: string, input: UpdateInput): Cart {
    const note = input.note === undefined ? undefined : parseNote(input.note);
    const attributes = input.attributes === undefined ? undefined : parseAttributes(input.attributes);
    const updates = normaliseUpdates(input.updates);
    // Validate every quantity and new variant before touching the cart.
    const newItems = new Map<number, AddItem>();
    for (const u of updates) {
      if (u.kind === 'variant' && u.quantity > 0) {
        newItems.set(u.variantId, parseAddItem(this.catalog, { id: u.variantId, quantity: u.quantity }));
      }
    }
    mutateCart(this.db, token, (cart) => {
      if (note !== undefined) cart.note = note;
      if (attributes) {
        for (const [name, value] of Object.entries(attributes)) {
          if (value === null) delete cart.attributes[name];
          else Object.defineProperty(cart.attributes, name, { value, enumerable: true, writable: true, configurable: true });
        }
      }
      let error: CartError | undefined;
      const snapshot = [...cart.lines]; // positional updates refer to the lines as they were
      for (const u of updates) {
        if (u.kind === 'position') {
          const line = snapshot[u.index];
          if (line) line.quantity = u.quantity;
        } else if (u.kind === 'key') {
          const line = cart.lines.find((l) => l.key === u.key);
          if (line) line.quantity = u.quantity; // a stale key (line already gone) is ignored
        } else {
          const line = cart.lines.find((l) => l.variant_id === u.variantId);
          if (line)
            line.quantity = u.quantity; // documented: no inventory check for lines in the cart
          else if (u.quantity > 0) error ??= this.addToLines(cart, newItems.get(u.variantId)!).error;
        }
      }
      cart.lines = cart.lines.filter((l) => l.quantity > 0);
      return error;
    });
    return this.get(token);
  }

  /** POST /cart/change: one line by `line` (1-based) or `id` (variant id or line key). */
  change(token: string, input: ChangeInput): Cart {
    mutateCart(this.db, token, (cart) => {
      const index = this.findChangeTarget(cart, input);
      const line = cart.lines[index]!;
      const found = this.catalog.variant(line.variant_id);
      if (!found) throw new CartError(404, { status: 404, message: 'Cart Error', description: 'Cannot find variant' });
      const hasLine = input.line !== undefined && input.line !== null && input.line !== '';
      const planGiven = hasLine && input.selling_plan !== undefined;
      let quantity: number;
      if (input.quantity === undefined || input.quantity === null || input.quantity === '') quantity = planGiven ? 1 : line.quantity;
      else quantity = parseQuantity(input.quantity);
      if (quantity === 0) {
        cart.lines.splice(index, 1);
        return undefined;
      }
      if (input.properties !== undefined) {
        const props = parseProperties(input.properties);
        if (Object.keys(props).length > 0) line.properties = props; // Shopify: cannot be reset to {} once set
      }
      if (planGiven) {
        const planId = parseSellingPlanId(input.selling_plan);
        line.selling_plan_id = planId === null ? null : resolvePlan(this.catalog, found.product, found.variant, planId).plan.id;
      }
      if (line.selling_plan_id === null) assertPlanNotRequired(found.product, found.variant);
      let error: CartError | undefined;
      const limit = stockLimit(found.variant);
      const others = cart.lines.reduce((n, l, i) => (i !== index && l.variant_id === line.variant_id ? n + l.quantity : n), 0);
      if (quantity > line.quantity && quantity + others > limit) {
        const allowed = Math.max(limit - others, 0);
        error = inventoryError(allowed, line.quantity >= allowed);
        quantity = allowed;
      }
      line.quantity = quantity;
      line.key = lineKey(line.variant_id, line.properties, line.selling_plan_id);
      if (line.quantity === 0) cart.lines.splice(index, 1);
      mergeDuplicateKeys(cart);
      return error;
    });
    return this.get(token);
  }

  /** POST /cart/clear: removes every line, keeps note and attributes. */
  clear(token: string): Cart {
    mutateCart(this.db, token, (cart) => {
      cart.lines = [];
      return undefined;
    });
    return this.get(token);
  }

  private findChangeTarget(cart: StoredCart, input: ChangeInput): number {
    if (input.line !== undefined && input.line !== null && input.line !== '') {
      const n = parseLineNumber(input.line);
      if (n < 1 || n > cart.lines.length) throw noValidLine();
      return n - 1;
    }
    const id = input.id;
    if (typeof id === 'string' && id.includes(':')) {
      const index = cart.lines.findIndex((l) => l.key === id);
      if (index < 0) throw noValidLine();
      return index;
    }
    const variantId = typeof id === 'number' ? id : typeof id === 'string' && /^\d{1,15}$/.test(id.trim()) ? Number(id) : NaN;
    const index = Number.isSafeInteger(variantId) ? cart.lines.findIndex((l) => l.variant_id === variantId) : -1;
    if (index < 0) throw noValidLine();
    return index;
  }

  /** Adds (or merges) one validated item, clamped to stock. */
  private addToLines(cart: StoredCart, item: AddItem): { key?: string; error?: CartError } {
    const limit = stockLimit(item.variant);
    const inCart = cart.lines.reduce((n, l) => (l.variant_id === item.variant.id ? n + l.quantity : n), 0);
    const room = limit - inCart;
    if (room <= 0) return { error: inventoryError(0, true) };
    const quantity = Math.min(item.quantity, room);
    const key = lineKey(item.variant.id, item.properties, item.sellingPlanId);
    const existing = cart.lines.find((l) => l.key === key);
    if (existing) existing.quantity += quantity;
    else {
      cart.lines.push({
        key,
        variant_id: item.variant.id,
        quantity,
        properties: item.properties,
        selling_plan_id: item.sellingPlanId,
        created_at: nowIso(),
      });
    }
    return { key, error: quantity < item.quantity ? inventoryError(quantity, false) : undefined };
  }

  private toJson(cart: StoredCart): Cart {
    return buildCartJson(this.catalog, cart);
  }
}
