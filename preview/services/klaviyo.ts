// Offline stand-in for Klaviyo's client APIs: subscriptions (newsletter and waitlist sign-ups,
// `POST /client/subscriptions?company_id=<public key>`, third-party-apis.md §3.1) and events
// ('Added to Cart', `POST /client/events/?company_id=…`, Klaviyo's create_client_event), each with
// a `revision` header and a JSON:API body. It validates what Klaviyo validates, answers 202 with
// an empty body on success and JSON:API errors (never a 5xx) otherwise. Sign-ups are kept once in
// SQLite (Klaviyo's subscribe is idempotent); events are stored as they come.
import { randomUUID } from 'node:crypto';
import * as v from 'valibot';
import { nowIso, type StateDb } from '../shop/db';
import type { PreviewRequest, PreviewResponse, Route } from '../http/types';
import { eventBody, firstError, subscriptionBody } from './klaviyo-schemas';

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

function invalid(issues: readonly v.BaseIssue<unknown>[]): PreviewResponse {
  const { pointer, detail } = firstError(issues);
  return jsonApiError(400, 'invalid', detail, pointer);
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
  const parsed = v.safeParse(subscriptionBody, req.body);
  if (!parsed.success) return invalid(parsed.issues);
  const { attributes, relationships } = parsed.output.data;
  const source = attributes.custom_source;
  return {
    email: attributes.profile.data.attributes.email,
    list_id: relationships.list.data.id,
    source: typeof source === 'string' ? source.slice(0, 255) : null,
    company_id: call.companyId,
  };
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
    db.prepare('INSERT INTO newsletter_signups (email, list_id, source, payload, created_at) VALUES (?, ?, ?, ?, ?)').run(
      email,
      signup.list_id,
      signup.source,
      JSON.stringify(signup.payload ?? {}),
      nowIso(),
    );
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

/** Checks a create_client_event request as Klaviyo does: an event with a metric name, properties and an identified profile. */
export function parseClientEvent(req: PreviewRequest): ClientEvent | PreviewResponse {
  const call = clientCall(req);
  if ('status' in call) return call;
  const parsed = v.safeParse(eventBody, req.body);
  if (!parsed.success) return invalid(parsed.issues);
  const { properties, metric, profile, value, time, unique_id: uniqueId } = parsed.output.data.attributes;
  return {
    company_id: call.companyId,
    metric: metric.data.attributes.name,
    profile: profile.data.attributes,
    properties,
    value: value ?? null,
    unique_id: typeof uniqueId === 'string' ? uniqueId : null,
    time: time ?? null,
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
  const rows =
    listId !== undefined
      ? db.prepare('SELECT email, list_id, source FROM newsletter_signups WHERE list_id IS ? ORDER BY id').all(listId)
      : db.prepare('SELECT email, list_id, source FROM newsletter_signups ORDER BY id').all();
  return rows as { email: string; list_id: string | null; source: string | null }[];
}
