// The Klaviyo client-subscriptions stand-in, called the way the theme (and Klaviyo's docs) call it:
// 202 with an empty body, Klaviyo's JSON:API errors (never a 5xx) for anything malformed, and
// each address stored once per list, across restarts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type PreviewServer } from '../../preview/server';
import { listSignups } from '../../preview/services/klaviyo';
import { fixtureShop } from './fixtures/shop-data';
import { tempDir } from './helpers';

let server: PreviewServer;
const stateDir = tempDir();
beforeAll(async () => {
  server = await startServer({ port: 0, stateDir, data: fixtureShop, logError: () => {} });
});
afterAll(() => server.close());

function body(email: unknown, listId: unknown = 'NEWS01') {
  return {
    data: {
      type: 'subscription',
      attributes: { custom_source: 'newsletter-form', profile: { data: { type: 'profile', attributes: { email } } } },
      relationships: { list: { data: { type: 'list', id: listId } } },
    },
  };
}

function post(raw: string, { company = 'ABC123', revision = '2024-05-15', type = 'application/json' } = {}) {
  return fetch(`${server.url}/client/subscriptions?company_id=${company}`, {
    method: 'POST',
    headers: { 'content-type': type, revision },
    body: raw,
  });
}

const subscribe = (payload: unknown, options: { company?: string; revision?: string; type?: string } = {}) => post(JSON.stringify(payload), options);

/** Klaviyo's error envelope: one error with id, status, code, title and detail (third-party-apis.md §3.1). */
async function expectKlaviyoError(res: Response, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toContain('json');
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  const json = (await res.json()) as { errors: Record<string, unknown>[] };
  expect(json.errors).toHaveLength(1);
  const [error] = json.errors;
  expect(error).toMatchObject({ status, code: expect.any(String), title: expect.any(String), detail: expect.any(String) });
  expect(error!.id).toMatch(/^[0-9a-f-]{36}$/);
  return error!;
}

describe('POST /client/subscriptions', () => {
  it('answers 202 with an empty body and stores the sign-up', async () => {
    const res = await subscribe(body('Olive@Example.com'));
    expect(res.status).toBe(202);
    expect(await res.text()).toBe('');
    expect(listSignups(server.shop.db, 'NEWS01')).toEqual([{ email: 'olive@example.com', list_id: 'NEWS01', source: 'newsletter-form' }]);
  });

  it('accepts the same address again (Klaviyo is idempotent) and keeps it once', async () => {
    expect((await subscribe(body('again@example.com'))).status).toBe(202);
    expect((await subscribe(body('AGAIN@example.com'))).status).toBe(202);
    expect(listSignups(server.shop.db, 'NEWS01').filter((s) => s.email === 'again@example.com')).toHaveLength(1);
    // Another list is another sign-up.
    expect((await subscribe(body('again@example.com', 'OTHER1'))).status).toBe(202);
    expect(listSignups(server.shop.db, 'OTHER1')).toEqual([{ email: 'again@example.com', list_id: 'OTHER1', source: 'newsletter-form' }]);
  });

  it("takes JSON:API's own content type too", async () => {
    expect((await subscribe(body('vnd@example.com'), { type: 'application/vnd.api+json' })).status).toBe(202);
  });

  it('refuses a bad email with a JSON:API error pointing at the field, and stores nothing', async () => {
    for (const email of ['not an email', 'olive oil@example.com', 'olive@example', '', 42, null]) {
      const error = await expectKlaviyoError(await subscribe(body(email)), 400);
      expect(error).toMatchObject({ code: 'invalid', title: 'Invalid input.', source: { pointer: '/data/attributes/profile/data/attributes/email' } });
    }
    expect(listSignups(server.shop.db).map((s) => s.email)).not.toContain('not an email');
  });

  it('requires the company id, the revision header and the list', async () => {
    await expectKlaviyoError(await subscribe(body('a@b.co'), { company: '' }), 400);
    await expectKlaviyoError(await subscribe(body('a@b.co'), { revision: '' }), 400);
    await expectKlaviyoError(await subscribe(body('a@b.co', '')), 400);
    await expectKlaviyoError(await subscribe({ data: { type: 'profile' } }), 400);
  });

  it('answers malformed bodies with a 400 in the same error shape, never a 5xx', async () => {
    const malformed: [string, string][] = [
      ['{"data": ', 'application/json'],
      ['[1,2,3]', 'application/json'],
      ['"just a string"', 'application/json'],
      ['null', 'application/json'],
      ['', 'application/json'],
      ['email=olive@example.com', 'application/x-www-form-urlencoded'],
      ['data[type]=subscription&data[attributes][profile]=x', 'application/x-www-form-urlencoded'],
      ['<xml/>', 'text/xml'],
      [JSON.stringify({ data: [] }), 'application/json'],
      [JSON.stringify({ data: { type: 'subscription', attributes: { profile: { data: { type: 'profile', attributes: ['x'] } } } } }), 'application/json'],
    ];
    for (const [raw, type] of malformed) {
      const res = await post(raw, { type });
      expect(res.status, `${type}: ${raw}`).toBe(400);
      await expectKlaviyoError(res, 400);
    }
    await expectKlaviyoError(await post(`{"x":"${'a'.repeat(1_100_000)}"}`), 413);
    expect(server.errors).toEqual([]);
  });

  it('answers the CORS preflight a cross-origin browser sends for the revision header', async () => {
    const res = await fetch(`${server.url}/client/subscriptions?company_id=ABC123`, { method: 'OPTIONS' });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')).toContain('revision');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('keeps sign-ups across a restart', async () => {
    expect((await subscribe(body('kept@example.com', 'KEEP01'))).status).toBe(202);
    await server.close();
    server = await startServer({ port: 0, stateDir, data: fixtureShop, logError: () => {} });
    expect(listSignups(server.shop.db, 'KEEP01')).toEqual([{ email: 'kept@example.com', list_id: 'KEEP01', source: 'newsletter-form' }]);
    expect((await subscribe(body('kept@example.com', 'KEEP01'))).status).toBe(202);
    expect(listSignups(server.shop.db, 'KEEP01')).toHaveLength(1);
  });
});
