// @vitest-environment jsdom
// Klaviyo's client events API as the tracker calls it: POST {host}/client/events/?company_id=…,
// the spec's revision header, the JSON:API body of create_client_event.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createClientEvent, KLAVIYO_REVISION } from '../../../src/lib/klaviyo';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(status: number, body = '') {
  const fetchMock = vi.fn(async () => new Response(body === '' ? null : body, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('createClientEvent', () => {
  it("posts create_client_event's JSON:API body with the revision header", async () => {
    const fetchMock = stubFetch(202);
    await createClientEvent({
      companyId: 'GdDrp1',
      host: 'https://a.klaviyo.com/',
      metric: 'Added to Cart',
      properties: { name: 'Infused Oils', price: 19 },
      profile: { anonymous_id: 'anon-1' },
      value: 19,
      uniqueId: 'u-1',
      time: '2026-11-23T00:00:00.000Z',
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://a.klaviyo.com/client/events/?company_id=GdDrp1');
    expect(init.method).toBe('POST');
    const headers = new Headers(init.headers);
    expect(headers.get('revision')).toBe(KLAVIYO_REVISION);
    expect(KLAVIYO_REVISION).toBe('2024-05-15');
    expect(headers.get('content-type')).toBe('application/vnd.api+json');
    expect(JSON.parse(await new Response(init.body).text())).toEqual({
      data: {
        type: 'event',
        attributes: {
          properties: { name: 'Infused Oils', price: 19 },
          metric: { data: { type: 'metric', attributes: { name: 'Added to Cart' } } },
          profile: { data: { type: 'profile', attributes: { anonymous_id: 'anon-1' } } },
          value: 19,
          unique_id: 'u-1',
          time: '2026-11-23T00:00:00.000Z',
        },
      },
    });
  });

  it("rejects on Klaviyo's 400 and on a network failure (the caller never awaits it)", async () => {
    stubFetch(
      400,
      JSON.stringify({ errors: [{ id: 'x', status: 400, code: 'invalid', title: 'Invalid input.', detail: 'A profile identifier is required.' }] }),
    );
    await expect(createClientEvent({ companyId: 'X', metric: 'Added to Cart', properties: {}, profile: {} })).rejects.toMatchObject({ status: 400 });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    await expect(createClientEvent({ companyId: 'X', metric: 'Added to Cart', properties: {}, profile: { anonymous_id: 'a' } })).rejects.toThrow(
      'Network Error',
    );
    await expect(createClientEvent({ companyId: '', metric: 'Added to Cart', properties: {}, profile: { anonymous_id: 'a' } })).rejects.toThrow();
  });
});
