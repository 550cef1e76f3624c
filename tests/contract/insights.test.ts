// The Insights stand-in driven by the real search-insights client (its Node build) and by the
// beacon's exact wire, checking what the Insights API checks, with its 422 texts
// (third-party-apis.md §2), and that accepted events land in SQLite and read back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import aa from 'search-insights';
import { liteClient } from 'algoliasearch/lite';
import { startServer, type PreviewServer } from '../../preview/server';
import { listInsightsEvents, type StoredInsightsEvent } from '../../preview/services/insights';
import { previewHosts, themeAlgolia } from './algolia-helpers';
import { tempDir } from './helpers';

const settings = themeAlgolia();
const stateDir = tempDir();
const QUERY_ID = '0123456789abcdef0123456789abcdef';
let server: PreviewServer;

beforeAll(async () => {
  server = await startServer({ port: 0, stateDir, logError: () => {} });
  aa('init', { appId: settings.appId, apiKey: settings.searchKey, host: server.url, userToken: 'shopper-1' });
});
afterAll(async () => {
  expect(server.errors).toEqual([]);
  await server.close();
});

function beacon(body: unknown, credentials = `X-Algolia-Application-Id=${settings.appId}&X-Algolia-API-Key=${settings.searchKey}`) {
  return fetch(`${server.url}/1/events?${credentials}&X-Algolia-Agent=insights-js%20(2.17.3)`, {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', origin: 'https://shop.example' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function event(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    eventType: 'conversion',
    eventSubtype: 'addToCart',
    eventName: 'Added to cart',
    index: settings.products,
    userToken: 'shopper-2',
    queryID: QUERY_ID,
    objectIDs: ['1005'],
    ...over,
  };
}

async function refused(body: unknown): Promise<{ status: number; message: string }> {
  const res = await beacon(body);
  return { status: res.status, message: ((await res.json()) as { message: string }).message };
}

async function stored(userToken: string): Promise<StoredInsightsEvent[]> {
  const res = await fetch(`${server.url}/__olivine/insights/events?userToken=${userToken}`);
  return ((await res.json()) as { events: StoredInsightsEvent[] }).events;
}

describe('POST /1/events with search-insights', () => {
  it('takes a search’s queryID through click, add to cart and purchase, and stores each event', async () => {
    const search = liteClient(settings.appId, settings.searchKey, { hosts: previewHosts(server.url) });
    const { results } = await search.searchForHits<{ objectID: string; handle: string }>({
      requests: [{ indexName: settings.products, query: 'lemon', clickAnalytics: true }],
    });
    const queryID = results[0]!.queryID!;
    const objectID = results[0]!.hits[0]!.objectID;
    const index = settings.products;
    expect(await aa('clickedObjectIDsAfterSearch', { eventName: 'Product Clicked', index, queryID, objectIDs: [objectID], positions: [1] })).toBe(true);
    expect(
      await aa('addedToCartObjectIDsAfterSearch', {
        eventName: 'Added to cart',
        index,
        queryID,
        objectIDs: [objectID],
        objectData: [{ price: 18, quantity: 1 }],
        value: 18,
        currency: 'USD',
      }),
    ).toBe(true);
    expect(
      await aa('purchasedObjectIDsAfterSearch', {
        eventName: 'Purchased',
        index,
        objectIDs: [objectID],
        objectData: [{ queryID, price: 18, quantity: 1 }],
        value: 18,
        currency: 'USD',
      }),
    ).toBe(true);
    expect(await aa('viewedObjectIDs', { eventName: 'Product Viewed', index, objectIDs: [objectID] })).toBe(true);

    const events = (await stored('shopper-1')).map((e) => e.event);
    expect(events).toMatchObject([
      { eventType: 'click', eventName: 'Product Clicked', index, queryID, objectIDs: [objectID], positions: [1], userToken: 'shopper-1' },
      { eventType: 'conversion', eventSubtype: 'addToCart', queryID, objectIDs: [objectID], value: 18, currency: 'USD' },
      { eventType: 'conversion', eventSubtype: 'purchase', objectData: [{ queryID, price: 18, quantity: 1 }] },
      { eventType: 'view', objectIDs: [objectID] },
    ]);
    expect(events.every((e) => typeof e.timestamp === 'number')).toBe(true);
  });

  it('the client learns of a refusal: success is a 200, a 422 resolves false and stores nothing', async () => {
    const before = listInsightsEvents(server.shop.db).length;
    expect(
      await aa('clickedObjectIDsAfterSearch', {
        eventName: 'Product Clicked',
        index: settings.products,
        queryID: 'not-a-query-id',
        objectIDs: ['1'],
        positions: [1],
      }),
    ).toBe(false);
    expect(listInsightsEvents(server.shop.db)).toHaveLength(before);
  });
});

describe("the Insights API's checks, with its 422 texts", () => {
  it.each([
    ['no events array', { event: event() }, 'No events to process'],
    ['an empty batch', { events: [] }, 'No events to process'],
    ['events that are not a list', { events: event() }, 'Invalid type for field events: expected array, got object'],
    ['more than 1000 events', { events: Array.from({ length: 1001 }, () => event()) }, 'Cannot process more than 1000 events in a batch'],
    ['no eventName', { events: [event({ eventName: undefined })] }, 'EventName is required'],
    [
      'an eventName over 64 characters',
      { events: [event({ eventName: 'x'.repeat(65) })] },
      'EventName must contain only visible ASCII characters, and be between 1 and 64 characters long',
    ],
    ['an unknown eventType', { events: [event({ eventType: 'purchase' })] }, 'EventType must be one of "click", "conversion", "view" or "instantsearch"'],
    ['no index', { events: [event({ index: undefined })] }, 'The index field is required'],
    ['no userToken', { events: [event({ userToken: undefined })] }, 'The userToken field is required'],
    [
      'a userToken with spaces',
      { events: [event({ userToken: 'olive oil' })] },
      'UserToken must contain only alphanumeric, equal, plus, slash, hyphen, or underscore characters, and be between 1 and 128 characters long',
    ],
    ['a numeric userToken', { events: [event({ userToken: 2 })] }, 'Invalid type for field events: expected string, got number'],
    [
      'a queryID that is not 32 hex',
      { events: [event({ queryID: QUERY_ID.toUpperCase() })] },
      'Query ID must be a search query ID (32 characters hexadecimal string)',
    ],
    ['no objectIDs or filters', { events: [event({ objectIDs: undefined })] }, 'Event should specify either some ObjectIDs or some Filters'],
    ['both objectIDs and filters', { events: [event({ filters: ['tag:Gift'] })] }, 'Event should specify ObjectIDs or Filters, but not both'],
    ['21 objectIDs', { events: [event({ objectIDs: Array.from({ length: 21 }, (_, i) => String(i)) })] }, 'ObjectIDs must contain between 1 and 20 elements'],
    ['positions on a conversion', { events: [event({ positions: [1] })] }, 'Only event of type click should specify the positions attribute'],
    [
      'a click after search without positions',
      { events: [event({ eventType: 'click', eventSubtype: undefined })] },
      'Event of type click should have the same number of ObjectIDs and Positions',
    ],
    [
      'positions without a queryID',
      { events: [event({ eventType: 'click', eventSubtype: undefined, queryID: undefined, positions: [1] })] },
      'Event of type click with positions should specify a queryID',
    ],
    [
      'a position of 0',
      { events: [event({ eventType: 'click', eventSubtype: undefined, positions: [0] })] },
      'Event of type click may only have strictly positive positions',
    ],
    ['a timestamp older than 30 days', { events: [event({ timestamp: Date.now() - 31 * 86_400_000 })] }, 'The timestamp is too far in the past'],
  ])('refuses %s', async (_, body, message) => {
    expect(await refused(body)).toEqual({ status: 422, message });
  });

  it('refuses the whole batch when one event is wrong', async () => {
    const before = listInsightsEvents(server.shop.db).length;
    expect((await refused({ events: [event(), event({ queryID: 'nope' })] })).status).toBe(422);
    expect(listInsightsEvents(server.shop.db)).toHaveLength(before);
  });

  it('401 for a wrong application id or key', async () => {
    const res = await beacon({ events: [event()] }, 'X-Algolia-Application-Id=NOPE&X-Algolia-API-Key=nope');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ status: 401, message: 'Invalid credentials' });
  });
});

describe('the wire', () => {
  it("accepts a beacon's text/plain body and answers 200 OK readable from any origin", async () => {
    const res = await beacon({
      events: [event({ userToken: 'beacon-user' }), event({ userToken: 'beacon-user', eventType: 'view', eventSubtype: undefined, queryID: undefined })],
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.json()).toEqual({ status: 200, message: 'OK' });
    expect((await stored('beacon-user')).map((e) => e.event.eventType)).toEqual(['conversion', 'view']);
  });

  it('answers the preflight of the XHR fallback (application/json)', async () => {
    const res = await fetch(`${server.url}/1/events`, {
      method: 'OPTIONS',
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toBe('content-type');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('a body that is not JSON gets the Insights API’s HTML 400; garbage never gets a 5xx', async () => {
    const res = await beacon('{"events": [');
    expect(res.status).toBe(400);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await res.text()).toBe('Error: Bad Request. Your client has issued a malformed or illegal request.');
    for (const body of ['null', '[]', '"x"', '{"events":[null,1,"x"]}', '{"__proto__":{"events":[]}}', '{"events":[{"__proto__":{"eventType":"view"}}]}']) {
      const answer = await beacon(body);
      expect(answer.status, body).toBeGreaterThanOrEqual(400);
      expect(answer.status, body).toBeLessThan(500);
    }
    expect((await fetch(`${server.url}/1/events`)).status).toBe(405);
  });
});

describe('GET /__olivine/insights/events', () => {
  it('filters by index and event type, latest last, and the events survive a restart', async () => {
    expect(await beacon({ events: [event({ userToken: 'keeper', index: settings.articles, eventSubtype: 'purchase' })] })).toHaveProperty('status', 200);
    const res = await fetch(`${server.url}/__olivine/insights/events?index=${settings.articles}&eventType=conversion&limit=5`);
    const { events } = (await res.json()) as { events: StoredInsightsEvent[] };
    expect(events.at(-1)!.event).toMatchObject({ userToken: 'keeper', index: settings.articles, eventSubtype: 'purchase' });
    expect(events.every((e) => e.event.index === settings.articles && e.event.eventType === 'conversion')).toBe(true);
    const again = await startServer({ port: 0, stateDir, logError: () => {} });
    try {
      expect(listInsightsEvents(again.shop.db, { userToken: 'keeper' })).toHaveLength(1);
    } finally {
      await again.close();
    }
  });
});
