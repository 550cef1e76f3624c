// The Klaviyo client-subscriptions stand-in, called the way the theme (and Klaviyo's docs) call it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type PreviewServer } from '../../preview/server';
import { listSignups } from '../../preview/services/klaviyo';
import { fixtureShop } from './fixtures/shop-data';
import { tempDir } from './helpers';

let server: PreviewServer;
beforeAll(async () => {
  server = await startServer({ port: 0, stateDir: tempDir(), data: fixtureShop, logError: () => {} });
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

function subscribe(payload: unknown, { company = 'ABC123', revision = '2024-05-15' } = {}) {
  return fetch(`${server.url}/client/subscriptions?company_id=${company}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', revision },
    body: JSON.stringify(payload),
  });
}

describe('POST /client/subscriptions', () => {
  it('answers 202 with an empty body and stores the sign-up', async () => {
    const res = await subscribe(body('Olive@Example.com'));
    expect(res.status).toBe(202);
    expect(await res.text()).toBe('');
    expect(listSignups(server.shop.db, 'NEWS01')).toEqual([{ email: 'olive@example.com', list_id: 'NEWS01', source: 'newsletter-form' }]);
  });

  it('refuses a bad email with a JSON:API error pointing at the field', async () => {
    const res = await subscribe(body('not an email'));
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.errors[0]).toMatchObject({ status: 400, code: 'invalid', source: { pointer: '/data/attributes/profile/data/attributes/email' } });
    expect(json.errors[0].id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('requires the company id, the revision header and the list', async () => {
    expect((await subscribe(body('a@b.co'), { company: '' })).status).toBe(400);
    expect((await subscribe(body('a@b.co'), { revision: '' })).status).toBe(400);
    expect((await subscribe(body('a@b.co', ''))).status).toBe(400);
    expect((await subscribe({ data: { type: 'profile' } })).status).toBe(400);
  });

  it('answers the CORS preflight a cross-origin browser sends for the revision header', async () => {
    const res = await fetch(`${server.url}/client/subscriptions?company_id=ABC123`, { method: 'OPTIONS' });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')).toContain('revision');
  });
});
