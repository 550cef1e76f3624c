// Offline stand-in for Klaviyo's client APIs: subscriptions (newsletter and waitlist sign-ups,
// `POST /client/subscriptions?company_id=<public key>`, third-party-apis.md §3.1) and events
// ('Added to Cart', `POST /client/events/?company_id=…`, Klaviyo's create_client_event), each with
// a `revision` header and a JSON:API body. It validates what Klaviyo validates, answers 202 with
// an empty body on success and JSON:API errors (never a 5xx) otherwise. Sign-ups are kept once in
// SQLite (Klaviyo's subscribe is idempotent); events are stored as they come.
import { randomUUID } from 'node:crypto';
import { nowIso, type StateDb } from '../shop/db';
import type { PreviewRequest, PreviewResponse, Route } from '../http/types';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const SUBSCRIPTIONS_PATH = /^\/client\/subscriptions\/?$/;
const EVENTS_PATH = /^\/client\/events\/?$/;
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type, revision, accept',
};

export interface Signup {
  email: string;
  list_id: string;
  source: string | null;
  company_id: string;
}

function jsonApiError(status: number, code: string, detail: string, pointer?: string, title?: string): PreviewResponse {
  const error = {
    id: randomUUID(),
    status,
    code,
    title: title ?? (status === 400 ? 'Invalid input.' : 'Error'),
    detail,
    ...(pointer ? { source: { pointer } } : {}),
    meta: {},
  };
  return {
    status,
    headers: { 'content-type': 'application/vnd.api+json', 'cache-control': 'no-store', ...CORS },
    body: JSON.stringify({ errors: [error] }),
  };
}

function at(root: unknown, path: string[]): unknown {
  let node = root;
  for (const key of path) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** The public key and revision every client call carries, or Klaviyo's error for the missing one. */
function clientCall(req: PreviewRequest): { companyId: string; revision: string } | PreviewResponse {
  const companyId = req.url.searchParams.get('company_id') ?? '';
  if (!/^[A-Za-z0-9]{1,64}$/.test(companyId)) {
    return jsonApiError(400, 'invalid', 'A company_id query parameter is required.', undefined);
  }
  const revision = String(req.headers.revision ?? '');
  if (!/^\d{4}-\d{2}-\d{2}(\.[a-z]+)?$/.test(revision)) {
    return jsonApiError(400, 'invalid', 'A revision header (YYYY-MM-DD) is required.');
  }
  return { companyId, revision };
}

/** Checks a subscription request the way Klaviyo does; the error names the JSON pointer. */
export function parseSubscription(req: PreviewRequest): Signup | PreviewResponse {
  const call = clientCall(req);
  if ('status' in call) return call;
  const { companyId } = call;
  const body = req.body;
  if (at(body, ['data', 'type']) !== 'subscription') {
    return jsonApiError(400, 'invalid', "data.type must be 'subscription'.", '/data/type');
  }
  if (at(body, ['data', 'attributes', 'profile', 'data', 'type']) !== 'profile') {
    return jsonApiError(400, 'invalid', "The profile's type must be 'profile'.", '/data/attributes/profile/data/type');
  }
  const email = at(body, ['data', 'attributes', 'profile', 'data', 'attributes', 'email']);
  if (typeof email !== 'string' || email.length > 254 || !EMAIL.test(email)) {
    return jsonApiError(400, 'invalid', 'Invalid email address.', '/data/attributes/profile/data/attributes/email');
  }
  const listType = at(body, ['data', 'relationships', 'list', 'data', 'type']);
  const listId = at(body, ['data', 'relationships', 'list', 'data', 'id']);
  if (listType !== 'list' || typeof listId !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(listId)) {
    return jsonApiError(400, 'invalid', 'A list relationship is required.', '/data/relationships/list/data/id');
  }
  const source = at(body, ['data', 'attributes', 'custom_source']);
  return { email, list_id: listId, source: typeof source === 'string' ? source.slice(0, 255) : null, company_id: companyId };
}

/**
 * A body the preview could not read (not JSON, too large) fails before routing; on this endpoint
 * it is answered with Klaviyo's own error shape and CORS headers rather than the shop's.
 */
export function klaviyoBodyError(rawUrl: string, status: number, detail: string): PreviewResponse | undefined {
  let pathname: string;
  try {
    pathname = new URL(rawUrl, 'http://stand-in.invalid').pathname;
  } catch {
    return undefined;
  }
  if (!SUBSCRIPTIONS_PATH.test(pathname) && !EVENTS_PATH.test(pathname)) return undefined;
  if (status === 413) return jsonApiError(413, 'request_too_large', detail, undefined, 'Request too large.');
  return jsonApiError(400, 'parse_error', detail, '/data', 'Malformed request.');
}

export interface SignupRecord {
  email: string;
  /** null for Shopify's own customer (newsletter) form, which has no list */
  list_id: string | null;
  source: string | null;
  payload?: Record<string, unknown>;
}

/** Stores a sign-up unless that address is already on that list; true when it was new. */
export function saveSignup(db: StateDb, signup: SignupRecord): boolean {
  const email = signup.email.toLowerCase();
  return db.transaction(() => {
    const known = db.prepare('SELECT 1 FROM newsletter_signups WHERE email = ? AND list_id IS ?').get(email, signup.list_id);
    if (known) return false;
    db.prepare('INSERT INTO newsletter_signups (email, list_id, source, payload, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(email, signup.list_id, signup.source, JSON.stringify(signup.payload ?? {}), nowIso());
    return true;
  })();
}

/** An event as the stand-in keeps it (create_client_event's attributes, checked). */
export interface ClientEvent {
  company_id: string;
  metric: string;
  profile: Record<string, unknown>;
  properties: Record<string, unknown>;
  value: number | null;
  unique_id: string | null;
  time: string | null;
}

const PROFILE_IDS = ['email', 'phone_number', 'external_id', 'anonymous_id', '_kx'] as const;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Checks a create_client_event request as Klaviyo does: an event with a metric name, properties and an identified profile. */
export function parseClientEvent(req: PreviewRequest): ClientEvent | PreviewResponse {
  const call = clientCall(req);
  if ('status' in call) return call;
  const body = req.body;
  if (at(body, ['data', 'type']) !== 'event') {
    return jsonApiError(400, 'invalid', "data.type must be 'event'.", '/data/type');
  }
  const properties = at(body, ['data', 'attributes', 'properties']);
  if (!isObject(properties)) {
    return jsonApiError(400, 'invalid', 'properties must be an object.', '/data/attributes/properties');
  }
  if (Object.keys(properties).length > 400) {
    return jsonApiError(400, 'invalid', 'An event can have at most 400 properties.', '/data/attributes/properties');
  }
  const metric = at(body, ['data', 'attributes', 'metric', 'data']);
  const name = at(metric, ['attributes', 'name']);
  if (at(metric, ['type']) !== 'metric' || typeof name !== 'string' || name.trim() === '' || name.length >= 128) {
    return jsonApiError(400, 'invalid', 'A metric name (under 128 characters) is required.', '/data/attributes/metric/data/attributes/name');
  }
  const profile = at(body, ['data', 'attributes', 'profile', 'data']);
  const identity = at(profile, ['attributes']);
  if (at(profile, ['type']) !== 'profile' || !isObject(identity)) {
    return jsonApiError(400, 'invalid', "The profile's type must be 'profile'.", '/data/attributes/profile/data/type');
  }
  if (!PROFILE_IDS.some((key) => typeof identity[key] === 'string' && identity[key].trim() !== '')) {
    return jsonApiError(400, 'invalid', `A profile identifier (${PROFILE_IDS.join(', ')}) is required.`, '/data/attributes/profile/data/attributes');
  }
  const email = identity.email;
  if (email !== undefined && email !== null && (typeof email !== 'string' || !EMAIL.test(email))) {
    return jsonApiError(400, 'invalid', 'Invalid email address.', '/data/attributes/profile/data/attributes/email');
  }
  const value = at(body, ['data', 'attributes', 'value']);
  if (value !== undefined && value !== null && (typeof value !== 'number' || !Number.isFinite(value))) {
    return jsonApiError(400, 'invalid', 'value must be a number.', '/data/attributes/value');
  }
  const time = at(body, ['data', 'attributes', 'time']);
  if (time !== undefined && time !== null && (typeof time !== 'string' || Number.isNaN(Date.parse(time)))) {
    return jsonApiError(400, 'invalid', 'time must be an ISO 8601 date-time.', '/data/attributes/time');
  }
  const uniqueId = at(body, ['data', 'attributes', 'unique_id']);
  return {
    company_id: call.companyId,
    metric: name,
    profile: identity,
    properties,
    value: typeof value === 'number' ? value : null,
    unique_id: typeof uniqueId === 'string' ? uniqueId : null,
    time: typeof time === 'string' ? time : null,
  };
}

const EVENT_KIND = 'klaviyo_client_event';

/** Keeps an event; one with a unique_id already seen for that profile and metric is dropped, as Klaviyo does. */
function saveClientEvent(db: StateDb, event: ClientEvent): void {
  db.transaction(() => {
    if (event.unique_id !== null) {
      const rows = db
        .prepare("SELECT payload FROM analytics_events WHERE kind = ? AND json_extract(payload, '$.unique_id') = ? AND json_extract(payload, '$.metric') = ?")
        .all(EVENT_KIND, event.unique_id, event.metric) as { payload: string }[];
      const profile = JSON.stringify(event.profile);
      if (rows.some((row) => JSON.stringify((JSON.parse(row.payload) as ClientEvent).profile) === profile)) return;
    }
    db.prepare('INSERT INTO analytics_events (kind, payload, created_at) VALUES (?, ?, ?)').run(EVENT_KIND, JSON.stringify(event), nowIso());
  })();
}

/** Events as stored, oldest first (tests and the developer's own checks). */
export function listClientEvents(db: StateDb, metric?: string): ClientEvent[] {
  const rows = db.prepare('SELECT payload FROM analytics_events WHERE kind = ? ORDER BY id').all(EVENT_KIND) as { payload: string }[];
  const events = rows.map((row) => JSON.parse(row.payload) as ClientEvent);
  return metric === undefined ? events : events.filter((event) => event.metric === metric);
}

export function klaviyoRoutes(db: StateDb): Route[] {
  return [
    {
      method: 'OPTIONS',
      pattern: EVENTS_PATH,
      handler: () => ({ status: 204, headers: CORS, body: '' }),
    },
    {
      method: 'POST',
      pattern: EVENTS_PATH,
      handler: (req) => {
        const parsed = parseClientEvent(req);
        if ('status' in parsed) return parsed;
        saveClientEvent(db, parsed);
        return { status: 202, headers: { ...CORS, 'cache-control': 'no-store' }, body: '' };
      },
    },
    {
      method: 'OPTIONS',
      pattern: SUBSCRIPTIONS_PATH,
      handler: () => ({ status: 204, headers: CORS, body: '' }),
    },
    {
      method: 'POST',
      pattern: SUBSCRIPTIONS_PATH,
      handler: (req) => {
        const parsed = parseSubscription(req);
        if ('status' in parsed) return parsed;
        saveSignup(db, { email: parsed.email, list_id: parsed.list_id, source: parsed.source, payload: { company_id: parsed.company_id } });
        return { status: 202, headers: { ...CORS, 'cache-control': 'no-store' }, body: '' };
      },
    },
  ];
}

/** Sign-ups as stored (tests and the developer's own checks). */
export function listSignups(db: StateDb, listId?: string | null): { email: string; list_id: string | null; source: string | null }[] {
  const rows = listId !== undefined
    ? db.prepare('SELECT email, list_id, source FROM newsletter_signups WHERE list_id IS ? ORDER BY id').all(listId)
    : db.prepare('SELECT email, list_id, source FROM newsletter_signups ORDER BY id').all();
  return rows as { email: string; list_id: string | null; source: string | null }[];
}
