// The Klaviyo client events stand-in ('Added to Cart'), called as the theme and Klaviyo's
// create_client_event docs call it: POST /client/events/?company_id=… with the revision header
// and a JSON:API body; 202 with an empty body, Klaviyo's JSON:API errors (never a 5xx) for bad
// bodies, events stored (a repeated unique_id for the same profile and metric once), across restarts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type PreviewServer } from '../../preview/server';
import { listClientEvents } from '../../preview/services/klaviyo';
import { createClientEvent, KLAVIYO_REVISION } from '../../src/lib/klaviyo';
import { fixtureShop } from './fixtures/shop-data';
import { tempDir } from './helpers';

let server: PreviewServer;
const stateDir = tempDir();
beforeAll(async () => {
  server = await startServer({ port: 0, stateDir, data: fixtureShop, logError: () => {} });
});
afterAll(() => server.close());

function event(
  overrides: { properties?: unknown; metric?: unknown; profile?: unknown; value?: unknown; unique_id?: unknown; time?: unknown; type?: unknown } = {},
) {
  const attributes: Record<string, unknown> = {
    properties: { name: 'Infused Oils', productID: 1004, price: 19 },
    metric: { data: { type: 'metric', attributes: { name: 'Added to Cart' } } },
    profile: { data: { type: 'profile', attributes: { anonymous_id: 'anon-1' } } },
    value: 19,
  };
  for (const key of ['properties', 'metric', 'profile', 'value', 'unique_id', 'time'] as const) {
    if (key in overrides) attributes[key] = overrides[key];
  }
  return { data: { type: 'type' in overrides ? overrides.type : 'event', attributes } };
}

function post(raw: string, { company = 'ABC123', revision = KLAVIYO_REVISION, type = 'application/vnd.api+json' } = {}) {
  return fetch(`${server.url}/client/events/?company_id=${company}`, { method: 'POST', headers: { 'content-type': type, revision }, body: raw });
}
const send = (payload: unknown, options: { company?: string; revision?: string } = {}) => post(JSON.stringify(payload), options);

async function expectKlaviyoError(res: Response, pointer?: string) {
  expect(res.status).toBe(400);
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  const json = (await res.json()) as { errors: Record<string, unknown>[] };
  expect(json.errors).toHaveLength(1);
  expect(json.errors[0]).toMatchObject({ status: 400, code: expect.any(String), title: expect.any(String), detail: expect.any(String) });
  expect(json.errors[0]!.id).toMatch(/^[0-9a-f-]{36}$/);
  if (pointer) expect(json.errors[0]).toMatchObject({ source: { pointer } });
}

describe('POST /client/events/', () => {
  it('answers 202 with an empty body and stores the event', async () => {
    const res = await send(event({ unique_id: 'first' }));
    expect(res.status).toBe(202);
    expect(await res.text()).toBe('');
    expect(listClientEvents(server.shop.db, 'Added to Cart')).toEqual([
      {
        company_id: 'ABC123',
        metric: 'Added to Cart',
        profile: { anonymous_id: 'anon-1' },
        properties: { name: 'Infused Oils', productID: 1004, price: 19 },
        value: 19,
        unique_id: 'first',
        time: null,
      },
    ]);
  });

  it('takes the path without its trailing slash, and records a repeated unique_id once per profile and metric', async () => {
    const res = await fetch(`${server.url}/client/events?company_id=ABC123`, {
      method: 'POST',
      headers: { revision: KLAVIYO_REVISION },
      body: JSON.stringify(event({ unique_id: 'twice' })),
    });
    expect(res.status).toBe(202);
    expect((await send(event({ unique_id: 'twice' }))).status).toBe(202);
    expect((await send(event({ unique_id: 'twice', profile: { data: { type: 'profile', attributes: { anonymous_id: 'anon-2' } } } }))).status).toBe(202);
    const twice = listClientEvents(server.shop.db).filter((e) => e.unique_id === 'twice');
    expect(twice.map((e) => e.profile)).toEqual([{ anonymous_id: 'anon-1' }, { anonymous_id: 'anon-2' }]);
  });

  it("is what the theme's client sends", async () => {
    await createClientEvent({
      companyId: 'THEME1',
      host: server.url,
      metric: 'Added to Cart',
      properties: { name: 'The Drizzle' },
      profile: { anonymous_id: 'from-theme' },
      value: 22,
      uniqueId: 'theme-1',
      time: new Date().toISOString(),
    });
    expect(listClientEvents(server.shop.db).find((e) => e.company_id === 'THEME1')).toMatchObject({
      properties: { name: 'The Drizzle' },
      value: 22,
      unique_id: 'theme-1',
    });
  });

  it('refuses what Klaviyo refuses, pointing at the field, and stores nothing', async () => {
    const before = listClientEvents(server.shop.db).length;
    await expectKlaviyoError(await send(event({ type: 'subscription' })), '/data/type');
    await expectKlaviyoError(await send(event({ properties: 'x' })), '/data/attributes/properties');
    await expectKlaviyoError(
      await send(event({ properties: Object.fromEntries(Array.from({ length: 401 }, (_, i) => [`p${i}`, i])) })),
      '/data/attributes/properties',
    );
    await expectKlaviyoError(
      await send(event({ metric: { data: { type: 'metric', attributes: { name: '' } } } })),
      '/data/attributes/metric/data/attributes/name',
    );
    await expectKlaviyoError(
      await send(event({ metric: { data: { type: 'metric', attributes: { name: 'x'.repeat(128) } } } })),
      '/data/attributes/metric/data/attributes/name',
    );
    await expectKlaviyoError(await send(event({ profile: { data: { type: 'profile', attributes: {} } } })), '/data/attributes/profile/data/attributes');
    await expectKlaviyoError(
      await send(event({ profile: { data: { type: 'profile', attributes: { email: 'not an email' } } } })),
      '/data/attributes/profile/data/attributes/email',
    );
    await expectKlaviyoError(await send(event({ value: '19' })), '/data/attributes/value');
    await expectKlaviyoError(await send(event({ time: 'yesterday' })), '/data/attributes/time');
    await expectKlaviyoError(await send(event(), { company: '' }));
    await expectKlaviyoError(await send(event(), { revision: '' }));
    expect(listClientEvents(server.shop.db)).toHaveLength(before);
  });

  it('answers malformed bodies with a 400 in the same shape, never a 5xx', async () => {
    for (const raw of ['{"data": ', '[1,2,3]', 'null', '', 'data[type]=event']) {
      const res = await post(raw, { type: raw.startsWith('data') ? 'application/x-www-form-urlencoded' : 'application/json' });
      await expectKlaviyoError(res);
    }
    expect(server.errors).toEqual([]);
  });

  it('answers the CORS preflight a cross-origin browser sends for the revision header', async () => {
    const res = await fetch(`${server.url}/client/events/?company_id=ABC123`, { method: 'OPTIONS' });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')).toContain('revision');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('keeps events across a restart', async () => {
    expect((await send(event({ unique_id: 'kept' }))).status).toBe(202);
    await server.close();
    server = await startServer({ port: 0, stateDir, data: fixtureShop, logError: () => {} });
    expect(listClientEvents(server.shop.db).filter((e) => e.unique_id === 'kept')).toHaveLength(1);
  });
});
