// Customer accounts at the service level (preview/shop/customers.ts): what the account routes build on.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openShop, type Shop } from '../../preview/shop/index';
import { fixtureShop } from './fixtures/shop-data';
import { tempDir } from './helpers';

let dir: string;
let shop: Shop;

beforeEach(() => {
  dir = tempDir();
  shop = openShop({ stateDir: dir, data: fixtureShop });
});
afterEach(() => shop.close());

describe('login and sessions', () => {
  it('logs the sample customer in and finds them by session token', () => {
    const result = shop.customers.login('OLIVE@example.test', 'olive-oil');
    if (!result.ok) throw new Error('login failed');
    const me = shop.customers.bySession(result.value.sessionToken);
    expect(me).toMatchObject({ id: 7, email: 'olive@example.test', name: 'Olive Grove', default_address: { id: 70, city: 'Portland' } });
    shop.customers.logout(result.value.sessionToken);
    expect(shop.customers.bySession(result.value.sessionToken)).toBeUndefined();
  });

  it('answers one generic error for a wrong password or unknown email', () => {
    const wrong = shop.customers.login('olive@example.test', 'nope');
    const unknown = shop.customers.login('nobody@example.test', 'olive-oil');
    expect(wrong).toEqual({ ok: false, reason: 'incorrect' });
    expect(unknown).toEqual(wrong);
    expect(shop.customers.login({ $ne: 1 }, ['x']).ok).toBe(false);
  });
});

describe('register', () => {
  it('validates by field and refuses a duplicate email', () => {
    expect(shop.customers.register({ email: 'not-an-email', password: '123' })).toEqual({
      ok: false,
      errors: { email: ['is invalid.'], password: ['is too short (minimum is 5 characters).'] },
    });
    const dup = shop.customers.register({ email: 'Olive@Example.test', password: 'secret1' });
    expect(dup.ok || dup.errors.email).toEqual(['has already been taken.']);
    expect(shop.customers.register({ email: ['a@b.c'], first_name: { x: 1 }, password: 'secret1' })).toEqual({
      ok: false,
      errors: { email: ['is invalid.'], first_name: ['is invalid.'] },
    });
  });

  it('stores a sign-up hashed, logs it in, and keeps it across a restart', () => {
    const created = shop.customers.register({
      first_name: 'Pip',
      last_name: '<b>',
      email: 'sprout@example.test',
      password: 'secret1',
      accepts_marketing: 'on',
    });
    if (!created.ok) throw new Error('register failed');
    expect(created.value.customer).toMatchObject({ first_name: 'Pip', last_name: '<b>', accepts_marketing: true, addresses: [], orders: [] });
    const stored = shop.db.prepare('SELECT password_hash FROM customers WHERE email = ?').get('sprout@example.test') as { password_hash: string };
    expect(stored.password_hash).toMatch(/^scrypt\$/);
    expect(stored.password_hash).not.toContain('secret1');
    shop.close();
    shop = openShop({ stateDir: dir, data: fixtureShop });
    expect(shop.customers.bySession(created.value.sessionToken)?.email).toBe('sprout@example.test');
    expect(shop.customers.login('sprout@example.test', 'secret1').ok).toBe(true);
  });
});

describe('addresses', () => {
  it('creates, makes default, updates and deletes; country is required', () => {
    expect(shop.customers.createAddress(7, { city: 'Nowhere' })).toEqual({ ok: false, errors: { country: ["can't be blank."] } });
    const created = shop.customers.createAddress(7, { first_name: 'Olive', address1: '2 Vine St', city: 'Lisbon', country: 'Portugal', default: '1' });
    if (!created.ok) throw new Error('create failed');
    expect(shop.customers.byId(7)?.default_address?.id).toBe(created.value.id);
    expect(created.value).toMatchObject({ country: 'Portugal', country_code: 'PT', city: 'Lisbon' });
    const updated = shop.customers.updateAddress(7, created.value.id, { city: 'Porto', country: 'pt' });
    expect(updated.ok && [updated.value.city, updated.value.country]).toEqual(['Porto', 'Portugal']);
    expect(shop.customers.updateAddress(7, created.value.id, { country: 'Atlantis' })).toEqual({ ok: false, errors: { country: ['is not supported.'] } });
    expect(shop.customers.updateAddress(99, created.value.id, { country: 'Portugal' }).ok).toBe(false);
    expect(shop.customers.deleteAddress(7, created.value.id)).toBe(true);
    expect(shop.customers.byId(7)?.default_address?.id).toBe(70);
    expect(shop.customers.deleteAddress(7, 123456)).toBe(false);
  });

  it('keeps edits to seeded customers across restarts, and reset brings the sample back', () => {
    shop.customers.deleteAddress(7, 70);
    shop.close();
    shop = openShop({ stateDir: dir, data: fixtureShop });
    expect(shop.customers.byId(7)?.addresses).toEqual([]);
    shop.close();
    shop = openShop({ stateDir: dir, data: fixtureShop, reset: true });
    expect(shop.customers.byId(7)?.addresses.map((a) => a.id)).toEqual([70]);
  });

  it('answers recover the same whether or not the account exists', () => {
    expect(shop.customers.recover('olive@example.test')).toEqual(shop.customers.recover('nobody@example.test'));
    expect(shop.customers.outbox.list('nobody@example.test')).toEqual([]);
    expect(shop.customers.outbox.list('OLIVE@example.test')).toHaveLength(1);
  });
});

describe('login throttling on an injected clock', () => {
  it('blocks an email after 10 failures within 15 minutes until the oldest leaves the window', () => {
    let now = Date.parse('2026-01-01T00:00:00Z');
    shop.close();
    shop = openShop({ stateDir: dir, data: fixtureShop, now: () => now });
    for (let i = 0; i < 10; i++) {
      expect(shop.customers.login('olive@example.test', 'bad')).toEqual({ ok: false, reason: 'incorrect' });
      now += 60_000; // one a minute: the first failed at 0, the tenth at 9 min
    }
    expect(shop.customers.login('olive@example.test', 'olive-oil')).toEqual({ ok: false, reason: 'throttled' });
    now = Date.parse('2026-01-01T00:15:00Z'); // the first failure is now 15 minutes old: out of the window
    expect(shop.customers.login('olive@example.test', 'olive-oil').ok).toBe(true);
  });
});
