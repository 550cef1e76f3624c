// Reading a cart update's `updates` (by position, line key or variant id) and merging lines that end up with one key.
import { badRequest, parseQuantity, type StoredLine } from './cart-input';
import type { StoredCart } from './cart-store';

type NormalisedUpdate =
  | { kind: 'position'; index: number; quantity: number }
  | { kind: 'key'; key: string; quantity: number }
  | { kind: 'variant'; variantId: number; quantity: number };

export function normaliseUpdates(updates: unknown): NormalisedUpdate[] {
  if (updates === undefined || updates === null || updates === '') return [];
  // An emptied quantity box in a plain cart form means "no change", not an error.
  if (Array.isArray(updates)) {
    return updates.flatMap((q, index): NormalisedUpdate[] => (q === '' ? [] : [{ kind: 'position', index, quantity: parseQuantity(q) }]));
  }
  if (typeof updates !== 'object') throw badRequest('updates must be an object or an array');
  return Object.entries(updates as Record<string, unknown>)
    .filter(([, q]) => q !== '')
    .map(([k, q]): NormalisedUpdate => {
      const quantity = parseQuantity(q);
      if (k.includes(':')) return { kind: 'key', key: k, quantity };
      if (!/^\d{1,15}$/.test(k)) throw badRequest(`updates key '${k.slice(0, 60)}' is neither a variant id nor a line key`);
      return { kind: 'variant', variantId: Number(k), quantity };
    });
}

/** After a change re-keys a line, lines with the same key are one line (Shopify merges them). */
export function mergeDuplicateKeys(cart: StoredCart): void {
  const byKey = new Map<string, StoredLine>();
  cart.lines = cart.lines.filter((line) => {
    const first = byKey.get(line.key);
    if (!first) {
      byKey.set(line.key, line);
      return true;
    }
    first.quantity += line.quantity;
    return false;
  });
}
