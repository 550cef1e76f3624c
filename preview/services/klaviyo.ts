// Offline stand-in for Klaviyo's client subscriptions API (newsletter and waitlist sign-ups):
// `POST /client/subscriptions?company_id=<public key>` with a `revision` header and a JSON:API
// body (third-party-apis.md §3.1). It validates what Klaviyo validates, answers 202 with an empty
// body on success and JSON:API errors (never a 5xx) otherwise, and keeps each sign-up once in
// SQLite: signing up again is accepted, as Klaviyo's subscribe is idempotent.
import { randomUUID } from 'node:crypto';
import { nowIso, type StateDb } from '../shop/db';
import type { PreviewRequest, PreviewResponse, Route } from '../http/types';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const SUBSCRIPTIONS_PATH = /^\/client\/subscriptions\/?$/;
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

/** Checks a subscription request the way Klaviyo does; the error names the JSON pointer. */
export function parseSubscription(req: PreviewRequest): Signup | PreviewResponse {
  const companyId = req.url.searchParams.get('company_id') ?? '';
  if (!/^[A-Za-z0-9]{1,64}$/.test(companyId)) {
    return jsonApiError(400, 'invalid', 'A company_id query parameter is required.', undefined);
  }
  const revision = String(req.headers.revision ?? '');
  if (!/^\d{4}-\d{2}-\d{2}(\.[a-z]+)?$/.test(revision)) {
    return jsonApiError(400, 'invalid', 'A revision header (YYYY-MM-DD) is required.');
  }
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
  if (!SUBSCRIPTIONS_PATH.test(pathname)) return undefined;
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

export function klaviyoRoutes(db: StateDb): Route[] {
  return [
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
