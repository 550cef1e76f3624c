// Customer accounts for the legacy customer templates: login, register, logout, sessions by
// cookie, addresses, password recovery. The sample customers come from ShopData (seeded once,
// so their edits survive restarts); sign-ups are stored with a scrypt hash.
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import type { AddressRecord, CustomerRecord, OrderRecord, SubscriptionRecord } from './types';
import { nowIso, type StateDb } from './db';
import { countries } from './countries';

export const SESSION_COOKIE = '_olivine_session';

/** Field name → messages; becomes Liquid `form.errors` (field names) + `form.errors.messages`. */
export type FieldErrors = Record<string, string[]>;
export type Result<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

export interface CustomerAccount {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  name: string;
  accepts_marketing: boolean;
  tags: string[];
  created_at: string;
  addresses: AddressRecord[];
  default_address: AddressRecord | null;
  orders: OrderRecord[];
  subscriptions: SubscriptionRecord[];
}

export interface RegisterInput {
  first_name?: unknown;
  last_name?: unknown;
  email?: unknown;
  password?: unknown;
  accepts_marketing?: unknown;
}

interface CustomerRow {
  id: number; email: string; password_hash: string; first_name: string; last_name: string;
  accepts_marketing: number; tags: string; created_at: string;
}
type AddressRow = AddressRecord & { is_default: number };

const ADDRESS_FIELDS = ['first_name', 'last_name', 'company', 'address1', 'address2', 'city', 'province', 'province_code', 'country', 'country_code', 'zip', 'phone'] as const;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_FIELD = 255;

function text(raw: unknown): string {
  if (typeof raw === 'string') return raw.trim().slice(0, MAX_FIELD);
  if (typeof raw === 'number') return String(raw);
  return '';
}

function truthy(raw: unknown): boolean {
  return raw === true || raw === 1 || raw === '1' || raw === 'true' || raw === 'on' || raw === 'yes';
}

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('hex')}$${scryptSync(password, salt, 32).toString('hex')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, saltHex, hashHex] = stored.split('$');
  if (scheme !== 'scrypt' || !saltHex || !hashHex) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = scryptSync(password, Buffer.from(saltHex, 'hex'), expected.length);
  return timingSafeEqual(actual, expected);
}

export class CustomerService {
  private readonly sample = new Map<number, CustomerRecord>();

  constructor(private readonly db: StateDb, sampleCustomers: CustomerRecord[] = []) {
    for (const c of sampleCustomers) this.sample.set(c.id, c);
    this.seed(sampleCustomers);
  }

  /** Inserts sample customers (and their addresses) the first time only. */
  private seed(customers: CustomerRecord[]): void {
    const insert = this.db.prepare(`INSERT OR IGNORE INTO customers
      (id, email, password_hash, first_name, last_name, accepts_marketing, tags, seeded, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?)`);
    this.db.transaction(() => {
      for (const c of customers) {
        const exists = this.db.prepare('SELECT 1 FROM customers WHERE id = ? OR email = ?').get(c.id, c.email);
        if (exists) continue;
        insert.run(c.id, c.email, hashPassword(c.password), c.first_name, c.last_name, c.accepts_marketing ? 1 : 0, JSON.stringify(c.tags), nowIso());
        for (const a of c.addresses) this.insertAddress(c.id, a, a.id === c.default_address_id, a.id);
      }
    })();
  }

  login(emailRaw: unknown, passwordRaw: unknown): Result<{ customer: CustomerAccount; sessionToken: string }> {
    const email = text(emailRaw);
    const password = typeof passwordRaw === 'string' ? passwordRaw : '';
    const row = email ? (this.db.prepare('SELECT * FROM customers WHERE email = ?').get(email) as CustomerRow | undefined) : undefined;
    if (!row || !password || !verifyPassword(password, row.password_hash)) {
      return { ok: false, errors: { form: ['Incorrect email or password.'] } };
    }
    return { ok: true, value: { customer: this.byId(row.id)!, sessionToken: this.startSession(row.id) } };
  }

  register(input: RegisterInput): Result<{ customer: CustomerAccount; sessionToken: string }> {
    const email = text(input.email);
    const password = typeof input.password === 'string' ? input.password : '';
    const errors: FieldErrors = {};
    if (!email) errors.email = ["Email can't be blank."];
    else if (!EMAIL.test(email)) errors.email = ['Email is invalid.'];
    else if (this.db.prepare('SELECT 1 FROM customers WHERE email = ?').get(email)) errors.email = ['Email has already been taken.'];
    if (password.length < 5) errors.password = ['Password is too short (minimum is 5 characters).'];
    else if (password.length > 40) errors.password = ['Password is too long (maximum is 40 characters).'];
    if (Object.keys(errors).length > 0) return { ok: false, errors };
    const id = Number(
      this.db
        .prepare(`INSERT INTO customers (email, password_hash, first_name, last_name, accepts_marketing, tags, seeded, created_at)
          VALUES (?, ?, ?, ?, ?, '[]', 0, ?)`)
        .run(email, hashPassword(password), text(input.first_name), text(input.last_name), truthy(input.accepts_marketing) ? 1 : 0, nowIso())
        .lastInsertRowid,
    );
    return { ok: true, value: { customer: this.byId(id)!, sessionToken: this.startSession(id) } };
  }

  logout(sessionToken: string | undefined): void {
    if (sessionToken) this.db.prepare('DELETE FROM sessions WHERE token = ?').run(sessionToken);
  }

  bySession(sessionToken: string | undefined): CustomerAccount | undefined {
    if (!sessionToken || sessionToken.length > 128) return undefined;
    const row = this.db.prepare('SELECT customer_id FROM sessions WHERE token = ?').get(sessionToken) as { customer_id: number } | undefined;
    return row ? this.byId(row.customer_id) : undefined;
  }

  byId(id: number): CustomerAccount | undefined {
    const row = this.db.prepare('SELECT * FROM customers WHERE id = ?').get(id) as CustomerRow | undefined;
    if (!row) return undefined;
    const addressRows = this.db.prepare('SELECT * FROM addresses WHERE customer_id = ? ORDER BY is_default DESC, id').all(id) as AddressRow[];
    const addresses = addressRows.map(toAddress);
    const defaultRow = addressRows.find((a) => a.is_default === 1);
    const sample = this.sample.get(id);
    return {
      id: row.id,
      email: row.email,
      first_name: row.first_name,
      last_name: row.last_name,
      name: `${row.first_name} ${row.last_name}`.trim(),
      accepts_marketing: row.accepts_marketing === 1,
      tags: JSON.parse(row.tags) as string[],
      created_at: row.created_at,
      addresses,
      default_address: defaultRow ? toAddress(defaultRow) : null,
      orders: sample?.orders ?? [],
      subscriptions: sample?.subscriptions ?? [],
    };
  }

  createAddress(customerId: number, input: unknown): Result<AddressRecord> {
    const parsed = parseAddress(input);
    if (!parsed.ok) return parsed;
    const id = this.db.transaction(() => {
      const isFirst = !this.db.prepare('SELECT 1 FROM addresses WHERE customer_id = ?').get(customerId);
      return this.insertAddress(customerId, parsed.value.address, parsed.value.makeDefault || isFirst);
    })();
    return { ok: true, value: this.address(customerId, id)! };
  }

  updateAddress(customerId: number, addressId: number, input: unknown): Result<AddressRecord> {
    if (!this.address(customerId, addressId)) return { ok: false, errors: { form: ['Address not found.'] } };
    const parsed = parseAddress(input);
    if (!parsed.ok) return parsed;
    const { address, makeDefault } = parsed.value;
    this.db.transaction(() => {
      const sets = ADDRESS_FIELDS.map((f) => `${f} = @${f}`).join(', ');
      this.db.prepare(`UPDATE addresses SET ${sets} WHERE id = @id AND customer_id = @customer_id`).run({ ...address, id: addressId, customer_id: customerId });
      if (makeDefault) this.setDefault(customerId, addressId);
    })();
    return { ok: true, value: this.address(customerId, addressId)! };
  }

  deleteAddress(customerId: number, addressId: number): boolean {
    return this.db.transaction(() => {
      const removed = this.db.prepare('DELETE FROM addresses WHERE id = ? AND customer_id = ?').run(addressId, customerId).changes > 0;
      // Keep one default while addresses remain, as Shopify does.
      const hasDefault = this.db.prepare('SELECT 1 FROM addresses WHERE customer_id = ? AND is_default = 1').get(customerId);
      if (removed && !hasDefault) {
        const next = this.db.prepare('SELECT id FROM addresses WHERE customer_id = ? ORDER BY id LIMIT 1').get(customerId) as { id: number } | undefined;
        if (next) this.setDefault(customerId, next.id);
      }
      return removed;
    })();
  }

  address(customerId: number, addressId: number): AddressRecord | undefined {
    const row = this.db.prepare('SELECT * FROM addresses WHERE id = ? AND customer_id = ?').get(addressId, customerId) as AddressRow | undefined;
    return row ? toAddress(row) : undefined;
  }

  /** Never reveals whether an account exists. */
  recover(_email: unknown): { posted_successfully: true } {
    return { posted_successfully: true };
  }

  private startSession(customerId: number): string {
    const token = randomBytes(32).toString('hex');
    this.db.prepare('INSERT INTO sessions (token, customer_id, created_at) VALUES (?, ?, ?)').run(token, customerId, nowIso());
    return token;
  }

  private setDefault(customerId: number, addressId: number): void {
    this.db.prepare('UPDATE addresses SET is_default = CASE WHEN id = ? THEN 1 ELSE 0 END WHERE customer_id = ?').run(addressId, customerId);
  }

  private insertAddress(customerId: number, a: Omit<AddressRecord, 'id'>, makeDefault: boolean, id?: number): number {
    const columns = ['customer_id', ...ADDRESS_FIELDS, 'is_default', 'created_at', ...(id === undefined ? [] : ['id'])];
    const values = { ...pickAddress(a), customer_id: customerId, is_default: 0, created_at: nowIso(), ...(id === undefined ? {} : { id }) };
    const newId = Number(
      this.db.prepare(`INSERT INTO addresses (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`).run(values).lastInsertRowid,
    );
    if (makeDefault) this.setDefault(customerId, newId);
    return newId;
  }
}

function pickAddress(a: Omit<AddressRecord, 'id'>): Record<(typeof ADDRESS_FIELDS)[number], string> {
  return Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, a[f] ?? ''])) as Record<(typeof ADDRESS_FIELDS)[number], string>;
}

function toAddress(row: AddressRow): AddressRecord {
  const { id } = row;
  return { id, ...pickAddress(row) };
}

/** `address[...]` form fields → an address; country is required. */
export function parseAddress(input: unknown): Result<{ address: Omit<AddressRecord, 'id'>; makeDefault: boolean }> {
  const bag = typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
  const address = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, text(bag[f])])) as Omit<AddressRecord, 'id'>;
  if (!address.country || address.country === '---') return { ok: false, errors: { country: ["Country can't be blank."] } };
  // The form posts country names (all_country_option_tags); store Shopify's name and ISO code.
  const wanted = address.country.toLowerCase();
  const country = countries().find((c) => c.name.toLowerCase() === wanted || c.code.toLowerCase() === wanted);
  if (!country) return { ok: false, errors: { country: ['Country is not supported.'] } };
  address.country = country.name;
  address.country_code = country.code;
  if (country.provinces.length === 0) {
    address.province = '';
    address.province_code = '';
  }
  return { ok: true, value: { address, makeDefault: truthy(bag.default) } };
}
