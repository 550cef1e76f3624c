// Offline stand-in for Algolia's Insights API (third-party-apis.md §2): `POST /1/events` as
// search-insights sends it (credentials in the query string, the body as text/plain from a beacon
// or JSON from fetch/XHR), validated as the real API validates (insights-events.ts), answered
// 200 `{"status":200,"message":"OK"}`, and kept in SQLite. `GET /__olivine/insights/events`
// reads them back, latest last (the preview's own prefix; filters: userToken, index, eventType, limit).
import { nowIso, type StateDb } from '../shop/db';
import { jsonResponse, type PreviewResponse, type Route } from '../http/types';
import { algoliaJson, algoliaSettings, hasValidCredentials, preflight } from './algolia-wire';
import { readEvents, type InsightsEvent } from './insights-events';

export interface StoredInsightsEvent {
  id: number;
  receivedAt: string;
  /** the event as sent, with its timestamp filled in when it had none */
  event: Record<string, unknown>;
}

export interface InsightsFilter {
  userToken?: string;
  index?: string;
  eventType?: string;
  limit?: number;
}

const insightsAnswer = (status: number, message: string): PreviewResponse => algoliaJson(status, { status, message });

export function insightsRoutes(db: StateDb, settings: () => Record<string, unknown>): Route[] {
  const insert = db.prepare(
    `INSERT INTO insights_events (app_id, event_type, event_subtype, event_name, index_name, user_token, authenticated_user_token,
       query_id, object_ids, timestamp, payload, received_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const store = db.transaction((appId: string, events: InsightsEvent[]) => {
    const receivedAt = nowIso();
    for (const e of events) {
      insert.run(
        appId,
        e.eventType,
        e.eventSubtype,
        e.eventName,
        e.index,
        e.userToken,
        e.authenticatedUserToken,
        e.queryID,
        e.objectIDs ? JSON.stringify(e.objectIDs) : null,
        e.timestamp,
        JSON.stringify({ ...e.raw, timestamp: e.timestamp }),
        receivedAt,
      );
    }
  });

  return [
    { method: 'OPTIONS', pattern: /^\/1\/events\/?$/, handler: (req) => preflight(req, 'POST, OPTIONS') },
    {
      method: 'POST',
      pattern: /^\/1\/events\/?$/,
      handler: (req) => {
        const current = algoliaSettings(settings());
        if (!hasValidCredentials(req, current)) return insightsAnswer(401, 'Invalid credentials');
        const outcome = readEvents(req.body);
        if (!outcome.ok) return insightsAnswer(422, outcome.message);
        store(current.appId, outcome.events);
        return insightsAnswer(200, 'OK');
      },
    },
    { method: '*', pattern: /^\/1\/events\/?$/, handler: () => insightsAnswer(405, 'Method Not Allowed') },
    {
      method: 'GET',
      pattern: /^\/__olivine\/insights\/events\/?$/,
      handler: (req) => {
        const param = (name: string) => req.url.searchParams.get(name) ?? undefined;
        const limit = Number(param('limit') ?? 100);
        const events = listInsightsEvents(db, {
          userToken: param('userToken'),
          index: param('index'),
          eventType: param('eventType'),
          limit: Number.isInteger(limit) && limit > 0 ? Math.min(limit, 1000) : 100,
        });
        return jsonResponse(200, { events });
      },
    },
  ];
}

/** The latest stored events (up to `limit`, 1000 by default), oldest first. */
export function listInsightsEvents(db: StateDb, filter: InsightsFilter = {}): StoredInsightsEvent[] {
  const conditions: [string, string | undefined][] = [
    ['user_token = ?', filter.userToken],
    ['index_name = ?', filter.index],
    ['event_type = ?', filter.eventType],
  ];
  const used = conditions.filter((c): c is [string, string] => typeof c[1] === 'string' && c[1] !== '');
  const where = used.length ? `WHERE ${used.map(([sql]) => sql).join(' AND ')}` : '';
  const rows = db
    .prepare<(string | number)[], { id: number; received_at: string; payload: string }>(
      `SELECT id, received_at, payload FROM insights_events ${where} ORDER BY id DESC LIMIT ?`,
    )
    .all(...used.map(([, value]) => value), filter.limit ?? 1000);
  // Payloads are the JSON objects this module wrote.
  return rows.reverse().map((row) => ({ id: row.id, receivedAt: row.received_at, event: JSON.parse(row.payload) as Record<string, unknown> }));
}
