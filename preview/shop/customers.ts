// Customer accounts for the legacy customer templates: login (throttled per email), register,
// sessions by cookie (rotated on login, 30 days), password reset and account activation by signed
// links, and addresses. Sample customers come from ShopData (seeded once, so their edits survive
// restarts; one with an empty password is invited, not yet active); passwords are scrypt hashes.
import { randomBytes } from 'node:crypto';
import type { AddressRecord, CustomerRecord, OrderRecord, SubscriptionRecord } from './types';
import type { StateDb } from './db';
import { ADDRESS_FIELDS, parseAddress, type AddressFields } from './address-input';
import { CustomerOutbox } from './customer-mail';
import { bagOf, checkNewPassword, MESSAGES, readText, truthy, type FieldErrors, type Result } from './form-input';
import { LoginThrottle } from './login-throttle';
import { hashPassword, verifyPassword } from './passwords';
import { createSigner, type Signer } from './signing';

export type { Result } from './form-input';

export const SESSION_COOKIE = '_olivine_session';
export const SESSION_MAX_AGE_S = 30 * 24 * 3600;
const RESET_LINK_MS = 24 * 3600 * 1000;
const ACTIVATION_LINK_MS = 30 * 24 * 3600 * 1000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const INCORRECT_LOGIN = 'Incorrect email or password.';
export const INVALID_LINK = 'This link is invalid or has expired. Request a new one from the login page.';

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

export interface Signed {
  customer: CustomerAccount;
  sessionToken: string;
}
/** A login refused: wrong email or password (one answer for both), or too many recent failures. */
export type LoginResult = { ok: true; value: Signed } | { ok: false; reason: 'incorrect' | 'throttled' };

export interface CustomerServiceOptions {
  /** ms since the epoch; tests pass a fake clock */
  now?: () => number;
  signer?: Signer;
}

interface CustomerRow {
  id: number;
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  accepts_marketing: number;
  tags: string;
  created_at: string;
}
type AddressRow = AddressRecord & { is_default: number };

export class CustomerService {
  private readonly sample = new Map<number, CustomerRecord>();
  private readonly now: () => number;
  private readonly signer: Signer;
  private readonly throttle: LoginThrottle;
  private dummyHash?: string;
  readonly outbox: CustomerOutbox;

  constructor(
    private readonly db: StateDb,
    sampleCustomers: CustomerRecord[] = [],
    opts: CustomerServiceOptions = {},
  ) {
    this.now = opts.now ?? Date.now;
    this.signer = opts.signer ?? createSigner();
    this.throttle = new LoginThrottle(this.now);
    this.outbox = new CustomerOutbox(this.now);
    for (const c of sampleCustomers) this.sample.set(c.id, c);
    this.seed(sampleCustomers);
    // Invitations of sample customers not yet active, so their activation links can be followed.
    for (const row of this.db.prepare("SELECT * FROM customers WHERE password_hash = ''").all() as CustomerRow[]) {
      this.outbox.send(row.email, 'customer_account_activate', this.activationUrl(row));
    }
  }

  private nowIso(): string {
    return new Date(this.now()).toISOString();
  }

  /** Inserts sample customers (and their addresses) the first time only. */
  private seed(customers: CustomerRecord[]): void {
    const insert = this.db.prepare(`INSERT OR IGNORE INTO customers
      (id, email, password_hash, first_name, last_name, accepts_marketing, tags, seeded, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?)`);
    this.db.transaction(() => {
      for (const c of customers) {
        const exists = this.db.prepare('SELECT 1 FROM customers WHERE id = ? OR email = ?').get(c.id, c.email);
        if (exists) continue;
        const hash = c.password ? hashPassword(c.password) : '';
        insert.run(c.id, c.email, hash, c.first_name, c.last_name, c.accepts_marketing ? 1 : 0, JSON.stringify(c.tags), this.nowIso());
        for (const a of c.addresses) this.insertAddress(c.id, a, a.id === c.default_address_id, a.id);
      }
    })();
  }

  private row(id: number): CustomerRow | undefined {
    return this.db.prepare('SELECT * FROM customers WHERE id = ?').get(id) as CustomerRow | undefined;
  }

  private rowByEmail(email: string): CustomerRow | undefined {
    return email ? (this.db.prepare('SELECT * FROM customers WHERE email = ?').get(email) as CustomerRow | undefined) : undefined;
  }

  /**
   * Checks the throttle first, so a blocked email is refused even with the right password; an
   * unknown email counts failures like a known one, so nothing tells them apart.
   */
  login(emailRaw: unknown, passwordRaw: unknown, previousSession?: string): LoginResult {
    const email = typeof emailRaw === 'string' ? emailRaw.trim() : '';
    const password = typeof passwordRaw === 'string' ? passwordRaw : '';
    if (email && this.throttle.isBlocked(email)) return { ok: false, reason: 'throttled' };
    const row = email.length <= 320 ? this.rowByEmail(email) : undefined;
    // An unknown email costs the same hashing as a wrong password, so timing tells them apart no better.
    const hash = row?.password_hash || (this.dummyHash ??= hashPassword(randomBytes(16).toString('hex')));
    const matches = password !== '' && verifyPassword(password, hash);
    if (!row || !row.password_hash || !matches) {
      if (email) this.throttle.recordFailure(email);
      return { ok: false, reason: 'incorrect' };
    }
    this.throttle.clear(email);
    return { ok: true, value: this.signIn(row.id, previousSession) };
  }

  /** New customer accounts' sign-in (offline: no emailed code): an existing customer by email, else none. */
  signInByEmail(emailRaw: unknown, previousSession?: string): Signed | undefined {
    const email = typeof emailRaw === 'string' ? emailRaw.trim() : '';
    const row = email.length <= 320 ? this.rowByEmail(email) : undefined;
    return row ? this.signIn(row.id, previousSession) : undefined;
  }

  /** The customers a sign-in page offers to sign in as: the sample shop's, by id. */
  sampleCustomers(): { email: string; name: string }[] {
    return [...this.sample.values()].map((c) => ({ email: c.email, name: `${c.first_name} ${c.last_name}`.trim() }));
  }

  register(input: unknown, previousSession?: string): Result<Signed> {
    const bag = bagOf(input);
    const errors: FieldErrors = {};
    const email = readText(bag, 'email', errors);
    const firstName = readText(bag, 'first_name', errors);
    const lastName = readText(bag, 'last_name', errors);
    const password = typeof bag.password === 'string' ? bag.password : '';
    if (!errors.email) {
      if (!email) errors.email = [MESSAGES.blank];
      else if (!EMAIL.test(email)) errors.email = [MESSAGES.invalid];
      else if (this.rowByEmail(email)) errors.email = [MESSAGES.taken];
    }
    if (password.length < 5) errors.password = [password ? MESSAGES.passwordShort : MESSAGES.blank];
    else if (password.length > 40) errors.password = [MESSAGES.passwordLong];
    if (Object.keys(errors).length > 0) return { ok: false, errors };
    const id = Number(
      this.db
        .prepare(
          `INSERT INTO customers (email, password_hash, first_name, last_name, accepts_marketing, tags, seeded, created_at)
          VALUES (?, ?, ?, ?, ?, '[]', 0, ?)`,
        )
        .run(email, hashPassword(password), firstName, lastName, truthy(bag.accepts_marketing) ? 1 : 0, this.nowIso()).lastInsertRowid,
    );
    return { ok: true, value: this.signIn(id, previousSession) };
  }

  logout(sessionToken: string | undefined): void {
    if (sessionToken) this.db.prepare('DELETE FROM sessions WHERE token = ?').run(sessionToken);
  }

  bySession(sessionToken: string | undefined): CustomerAccount | undefined {
    if (!sessionToken || sessionToken.length > 128) return undefined;
    const row = this.db.prepare('SELECT customer_id, created_at FROM sessions WHERE token = ?').get(sessionToken) as
      { customer_id: number; created_at: string } | undefined;
    if (!row) return undefined;
    if (Date.parse(row.created_at) + SESSION_MAX_AGE_S * 1000 <= this.now()) {
      this.logout(sessionToken);
      return undefined;
    }
    return this.byId(row.customer_id);
  }

  byId(id: number): CustomerAccount | undefined {
    const row = this.row(id);
    if (!row) return undefined;
    const addressRows = this.db.prepare('SELECT * FROM addresses WHERE customer_id = ? ORDER BY is_default DESC, id').all(id) as AddressRow[];
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
      addresses: addressRows.map(toAddress),
      default_address: defaultRow ? toAddress(defaultRow) : null,
      orders: sample?.orders ?? [],
      subscriptions: sample?.subscriptions ?? [],
    };
  }

  /**
   * Sends a reset link (an invitation for an account not yet active); the answer never says
   * whether the account exists.
   */
  recover(emailRaw: unknown): Result<{ posted_successfully: true }> {
    const errors: FieldErrors = {};
    const email = readText({ email: emailRaw }, 'email', errors);
    if (!email && !errors.email) errors.email = [MESSAGES.blank];
    if (Object.keys(errors).length > 0) return { ok: false, errors };
    const row = this.rowByEmail(email);
    if (row?.password_hash) this.outbox.send(row.email, 'customer_password_reset', this.resetUrl(row));
    else if (row) this.outbox.send(row.email, 'customer_account_activate', this.activationUrl(row));
    return { ok: true, value: { posted_successfully: true } };
  }

  /** Whether `/account/reset/<id>/<token>` (kind 'reset') or `/account/activate/…` is a live link. */
  linkIsValid(kind: 'reset' | 'activate', idRaw: unknown, token: unknown): boolean {
    return this.linkedRow(kind, idRaw, token) !== undefined;
  }

  /** Sets a new password through a reset or activation link; every other session of the customer ends. */
  setPasswordByLink(kind: 'reset' | 'activate', idRaw: unknown, token: unknown, input: unknown, previousSession?: string): Result<Signed> {
    const row = this.linkedRow(kind, idRaw, token);
    if (!row) return { ok: false, errors: { form: [INVALID_LINK] } };
    const bag = bagOf(input);
    const errors: FieldErrors = {};
    const password = checkNewPassword(bag.password, bag.password_confirmation, errors);
    if (Object.keys(errors).length > 0) return { ok: false, errors };
    this.db.transaction(() => {
      this.db.prepare('UPDATE customers SET password_hash = ? WHERE id = ?').run(hashPassword(password), row.id);
      this.db.prepare('DELETE FROM sessions WHERE customer_id = ?').run(row.id);
    })();
    this.throttle.clear(row.email);
    return { ok: true, value: this.signIn(row.id, previousSession) };
  }

  private linkedRow(kind: 'reset' | 'activate', idRaw: unknown, token: unknown): CustomerRow | undefined {
    const id = typeof idRaw === 'string' && /^\d{1,15}$/.test(idRaw) ? Number(idRaw) : typeof idRaw === 'number' ? idRaw : NaN;
    const row = Number.isSafeInteger(id) ? this.row(id) : undefined;
    if (!row || (kind === 'reset') !== (row.password_hash !== '')) return undefined;
    return this.signer.verify(token, [kind, row.id, row.password_hash], this.now()) ? row : undefined;
  }

  private resetUrl(row: CustomerRow): string {
    return `/account/reset/${row.id}/${this.signer.issue(['reset', row.id, row.password_hash], this.now() + RESET_LINK_MS)}`;
  }

  private activationUrl(row: CustomerRow): string {
    return `/account/activate/${row.id}/${this.signer.issue(['activate', row.id, row.password_hash], this.now() + ACTIVATION_LINK_MS)}`;
  }

  /** A new session; the one the browser had before (if any) ends, so a login never keeps a planted token. */
  private signIn(customerId: number, previousSession?: string): Signed {
    this.logout(previousSession);
    const token = randomBytes(32).toString('hex');
    this.db.prepare('INSERT INTO sessions (token, customer_id, created_at) VALUES (?, ?, ?)').run(token, customerId, this.nowIso());
    return { customer: this.byId(customerId)!, sessionToken: token };
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

  /** Fields the post leaves out keep their values; `address[default]=1` makes it the default. */
  updateAddress(customerId: number, addressId: number, input: unknown): Result<AddressRecord> {
    const current = this.address(customerId, addressId);
    if (!current) return { ok: false, errors: { form: ['Address not found.'] } };
    const { id: _id, ...fields } = current;
    const parsed = parseAddress(input, fields);
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

  private setDefault(customerId: number, addressId: number): void {
    this.db.prepare('UPDATE addresses SET is_default = CASE WHEN id = ? THEN 1 ELSE 0 END WHERE customer_id = ?').run(addressId, customerId);
  }

  private insertAddress(customerId: number, a: AddressFields, makeDefault: boolean, id?: number): number {
    const columns = ['customer_id', ...ADDRESS_FIELDS, 'is_default', 'created_at', ...(id === undefined ? [] : ['id'])];
    const values = { ...pickAddress(a), customer_id: customerId, is_default: 0, created_at: this.nowIso(), ...(id === undefined ? {} : { id }) };
    const newId = Number(
      this.db.prepare(`INSERT INTO addresses (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`).run(values).lastInsertRowid,
    );
    if (makeDefault) this.setDefault(customerId, newId);
    return newId;
  }
}

function pickAddress(a: AddressFields): Record<(typeof ADDRESS_FIELDS)[number], string> {
  return Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, a[f] ?? ''])) as Record<(typeof ADDRESS_FIELDS)[number], string>;
}

function toAddress(row: AddressRow): AddressRecord {
  return { id: row.id, ...pickAddress(row) };
}
