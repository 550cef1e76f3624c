// Carts in SQLite: a cart's token, and loading, saving and changing a whole cart in one transaction.
import type { CartPropertyValue } from '../../src/contracts/cart';
import type { CartError, StoredLine } from './cart-input';
import { nowIso, statement, type StateDb } from './db';

export interface StoredCart {
  token: string;
  note: string | null;
  attributes: Record<string, string>;
  lines: StoredLine[];
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;

export function isValidCartToken(token: unknown): token is string {
  return typeof token === 'string' && TOKEN_PATTERN.test(token);
}

export function loadCart(db: StateDb, token: string): StoredCart {
  const row = statement(db, 'SELECT note, attributes FROM carts WHERE token = ?').get(token) as { note: string | null; attributes: string } | undefined;
  if (!row) return { token, note: null, attributes: {}, lines: [] };
  const lines = (
    statement(db, 'SELECT key, variant_id, quantity, properties, selling_plan_id, created_at FROM cart_lines WHERE cart_token = ? ORDER BY position').all(
      token,
    ) as (Omit<StoredLine, 'properties'> & { properties: string })[]
  ).map((l) => ({ ...l, properties: JSON.parse(l.properties) as Record<string, CartPropertyValue> }));
  return { token, note: row.note, attributes: JSON.parse(row.attributes) as Record<string, string>, lines };
}

export function saveCart(db: StateDb, cart: StoredCart): void {
  const now = nowIso();
  statement(
    db,
    `INSERT INTO carts (token, note, attributes, created_at, updated_at) VALUES (?, ?, ?, ?, ?)
      ON CONFLICT(token) DO UPDATE SET note = excluded.note, attributes = excluded.attributes, updated_at = excluded.updated_at`,
  ).run(cart.token, cart.note, JSON.stringify(cart.attributes), now, now);
  statement(db, 'DELETE FROM cart_lines WHERE cart_token = ?').run(cart.token);
  const insert = statement(
    db,
    `INSERT INTO cart_lines
    (cart_token, position, key, variant_id, quantity, properties, selling_plan_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  cart.lines.forEach((l, i) => insert.run(cart.token, i + 1, l.key, l.variant_id, l.quantity, JSON.stringify(l.properties), l.selling_plan_id, l.created_at));
}

/**
 * Runs a change in one transaction. A returned CartError is thrown after the commit: Shopify
 * answers 422 for over-stock *after* adding what it could.
 */
export function mutateCart(db: StateDb, token: string, change: (cart: StoredCart) => CartError | undefined): void {
  if (!isValidCartToken(token)) throw new Error('invalid cart token');
  let deferred: CartError | undefined;
  db.transaction(() => {
    const cart = loadCart(db, token);
    deferred = change(cart);
    saveCart(db, cart);
  })();
  if (deferred) throw deferred;
}
