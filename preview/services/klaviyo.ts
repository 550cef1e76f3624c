// Offline stand-in for Klaviyo's client subscriptions API (newsletter and waitlist sign-ups):
// `POST /client/subscriptions?company_id=<public key>` with a `revision` header and a JSON:API
// body (third-party-apis.md §3.1). It validates what Klaviyo validates, answers 202 with an empty
// body on success and JSON:API errors otherwise, and keeps every sign-up in SQLite.
import { randomUUID } from 'node:crypto';
import { nowIso, type StateDb } from '../shop/db';
import type { PreviewRequest, PreviewResponse, Route } from '../http/types';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
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

function jsonApiError(status: number, code: string, detail: string, pointer?: string): PreviewResponse {
  const error = {
    id: randomUUID(),
    status,
    code,
    title: status === 400 ? 'Invalid input.' : 'Error',
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

export function klaviyoRoutes(db: StateDb): Route[] {
  const insert = db.prepare(
    'INSERT INTO newsletter_signups (email, list_id, source, payload, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  return [
    {
      method: 'OPTIONS',
      pattern: /^\/client\/subscriptions\/?$/,
      handler: () => ({ status: 204, headers: CORS, body: '' }),
    },
    {
      method: 'POST',
      pattern: /^\/client\/subscriptions\/?$/,
      handler: (req) => {
        const parsed = parseSubscription(req);
        if ('status' in parsed) return parsed;
        db.transaction(() => {
          insert.run(parsed.email.toLowerCase(), parsed.list_id, parsed.source, JSON.stringify({ company_id: parsed.company_id }), nowIso());
        })();
        return { status: 202, headers: { ...CORS, 'cache-control': 'no-store' }, body: '' };
      },
    },
  ];
}

/** Sign-ups as stored (tests and the developer's own checks). */
export function listSignups(db: StateDb, listId?: string): { email: string; list_id: string; source: string | null }[] {
  const rows = listId
    ? db.prepare('SELECT email, list_id, source FROM newsletter_signups WHERE list_id = ? ORDER BY id').all(listId)
    : db.prepare('SELECT email, list_id, source FROM newsletter_signups ORDER BY id').all();
  return rows as { email: string; list_id: string; source: string | null }[];
}
