// Klaviyo stand-in bodies with parts missing or of the wrong kind: the one error names the innermost field Klaviyo checks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type PreviewServer } from '../../preview/server';
import { listClientEvents } from '../../preview/services/klaviyo';
import { fixtureShop } from './fixtures/shop-data';
import { tempDir } from './helpers';

let server: PreviewServer;
beforeAll(async () => {
  server = await startServer({ port: 0, stateDir: tempDir(), data: fixtureShop, logError: () => {} });
});
afterAll(() => server.close());

async function errorOf(path: string, payload: unknown): Promise<{ status: number; detail: unknown; pointer: unknown }> {
  const res = await fetch(`${server.url}${path}?company_id=ABC123`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', revision: '2024-10-15' },
    body: JSON.stringify(payload),
  });
  const json = (await res.json()) as { errors: { detail: unknown; source?: { pointer: unknown } }[] };
  return { status: res.status, detail: json.errors[0]!.detail, pointer: json.errors[0]!.source?.pointer };
}

const profile = (attributes: unknown) => ({ data: { type: 'profile', attributes } });
const PROFILE_TYPE = { status: 400, detail: "The profile's type must be 'profile'.", pointer: '/data/attributes/profile/data/type' };

describe('POST /client/subscriptions with parts missing', () => {
  const list = { list: { data: { type: 'list', id: 'NEWS01' } } };
  it.each([
    ['data that is an array', { data: [] }, { status: 400, detail: "data.type must be 'subscription'.", pointer: '/data/type' }],
    ['no attributes', { data: { type: 'subscription', relationships: list } }, PROFILE_TYPE],
    [
      'a profile without attributes',
      { data: { type: 'subscription', attributes: { profile: { data: { type: 'profile' } } }, relationships: list } },
      { status: 400, detail: 'Invalid email address.', pointer: '/data/attributes/profile/data/attributes/email' },
    ],
    [
      'no relationships',
      { data: { type: 'subscription', attributes: { profile: profile({ email: 'olive@example.com' }) } } },
      { status: 400, detail: 'A list relationship is required.', pointer: '/data/relationships/list/data/id' },
    ],
    [
      'a list that is an array',
      { data: { type: 'subscription', attributes: { profile: profile({ email: 'olive@example.com' }) }, relationships: { list: { data: [1] } } } },
      { status: 400, detail: 'A list relationship is required.', pointer: '/data/relationships/list/data/id' },
    ],
  ])('%s', async (_, payload, expected) => {
    expect(await errorOf('/client/subscriptions', payload)).toEqual(expected);
  });
});

describe('POST /client/events with parts missing', () => {
  const metric = { data: { type: 'metric', attributes: { name: 'Added to Cart' } } };
  it.each([
    ['no attributes', { data: { type: 'event' } }, { status: 400, detail: 'properties must be an object.', pointer: '/data/attributes/properties' }],
    [
      'no metric',
      { data: { type: 'event', attributes: { properties: {}, profile: profile({ _kx: 'k' }) } } },
      { status: 400, detail: 'A metric name (under 128 characters) is required.', pointer: '/data/attributes/metric/data/attributes/name' },
    ],
    ['no profile', { data: { type: 'event', attributes: { properties: {}, metric } } }, PROFILE_TYPE],
    [
      'a profile whose attributes are an array',
      { data: { type: 'event', attributes: { properties: {}, metric, profile: profile(['olive@example.com']) } } },
      PROFILE_TYPE,
    ],
    [
      'a profile with no identifier',
      { data: { type: 'event', attributes: { properties: {}, metric, profile: profile({ email: null }) } } },
      {
        status: 400,
        detail: 'A profile identifier (email, phone_number, external_id, anonymous_id, _kx) is required.',
        pointer: '/data/attributes/profile/data/attributes',
      },
    ],
  ])('%s', async (_, payload, expected) => {
    expect(await errorOf('/client/events/', payload)).toEqual(expected);
  });

  it('keeps properties and profile fields named constructor or prototype as sent', async () => {
    const properties = { constructor: 'c', prototype: 'p', nested: { constructor: 1 } };
    const payload = {
      data: {
        type: 'event',
        attributes: { properties, metric: { data: { type: 'metric', attributes: { name: 'Odd Keys' } } }, profile: profile({ _kx: 'k', constructor: 'x' }) },
      },
    };
    const res = await fetch(`${server.url}/client/events/?company_id=ABC123`, {
      method: 'POST',
      headers: { revision: '2024-10-15' },
      body: JSON.stringify(payload),
    });
    expect(res.status).toBe(202);
    expect(listClientEvents(server.shop.db, 'Odd Keys')).toMatchObject([{ properties, profile: { _kx: 'k', constructor: 'x' }, value: null, time: null }]);
  });
});
