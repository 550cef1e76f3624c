// The Insights API's checks on `POST /1/events` (specs/insights/paths/pushEvents.yml and
// EventAttributes.yml in Algolia's api-clients-automation), with its 422 texts: the whole batch
// is refused when one event is invalid. Texts the spec does not list are written in its style.

export interface InsightsEvent {
  eventType: 'click' | 'conversion' | 'view';
  eventSubtype: 'addToCart' | 'purchase' | null;
  eventName: string;
  index: string;
  userToken: string;
  authenticatedUserToken: string | null;
  queryID: string | null;
  objectIDs: string[] | null;
  filters: string[] | null;
  positions: number[] | null;
  /** milliseconds since the epoch: the event's own, else when it arrived */
  timestamp: number;
  /** the event as sent */
  raw: Record<string, unknown>;
}

export type EventsOutcome = { ok: true; events: InsightsEvent[] } | { ok: false; message: string };

const MAX_EVENTS = 1000;
const MAX_ITEMS = 20;
const MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
const EVENT_NAME = /^[\x20-\x7e]{1,64}$/;
const USER_TOKEN = /^[a-zA-Z0-9_=/+-]{1,129}$/;
const QUERY_ID = /^[0-9a-f]{32}$/;
const USER_TOKEN_RULE = 'must contain only alphanumeric, equal, plus, slash, hyphen, or underscore characters, and be between 1 and 128 characters long';

class EventError extends Error {}

type EventType = InsightsEvent['eventType'];
type EventSubtype = NonNullable<InsightsEvent['eventSubtype']>;

function kind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function wrongType(expected: string, value: unknown): EventError {
  return new EventError(`Invalid type for field events: expected ${expected}, got ${kind(value)}`);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return kind(value) === 'object';
}

function asString(value: unknown): string {
  if (typeof value !== 'string') throw wrongType('string', value);
  return value;
}

function asArray(value: unknown): unknown[] {
  if (!Array.isArray(value)) throw wrongType('array', value);
  return value;
}

function asInteger(value: unknown): number {
  if (typeof value !== 'number') throw wrongType('number', value);
  if (!Number.isInteger(value)) throw wrongType('integer', value);
  return value;
}

const isEventType = (value: string): value is EventType => value === 'click' || value === 'conversion' || value === 'view';
const isEventSubtype = (value: string): value is EventSubtype => value === 'addToCart' || value === 'purchase';

/** An optional field: null when absent (or null), else read. */
function optional<T>(event: Record<string, unknown>, key: string, read: (value: unknown) => T): T | null {
  const value = event[key];
  return value === undefined || value === null ? null : read(value);
}

function stringList(value: unknown, label: string): string[] {
  const list = asArray(value).map(asString);
  if (list.length < 1 || list.length > MAX_ITEMS) throw new EventError(`${label} must contain between 1 and ${MAX_ITEMS} elements`);
  return list;
}

function userToken(value: unknown, label: string): string {
  const token = asString(value);
  if (!USER_TOKEN.test(token)) throw new EventError(`${label} ${USER_TOKEN_RULE}`);
  return token;
}

function readEvent(value: unknown, now: number): InsightsEvent {
  if (!isRecord(value)) throw new EventError('Invalid payload');
  const event = value;
  if (event.eventName === undefined) throw new EventError('EventName is required');
  const eventName = asString(event.eventName);
  if (!EVENT_NAME.test(eventName)) throw new EventError('EventName must contain only visible ASCII characters, and be between 1 and 64 characters long');
  if (event.eventType === undefined) throw new EventError('EventType is required');
  const eventType = asString(event.eventType);
  if (!isEventType(eventType)) throw new EventError('EventType must be one of "click", "conversion", "view" or "instantsearch"');
  const eventSubtype = optional(event, 'eventSubtype', (v) => {
    const subtype = asString(v);
    if (eventType !== 'conversion' || !isEventSubtype(subtype))
      throw new EventError('EventSubtype must be "addToCart" or "purchase", on conversion events only');
    return subtype;
  });
  if (event.index === undefined || event.index === '') throw new EventError('The index field is required');
  const index = asString(event.index);
  if (event.userToken === undefined) throw new EventError('The userToken field is required');
  const user = userToken(event.userToken, 'UserToken');
  const authenticatedUserToken = optional(event, 'authenticatedUserToken', (v) => userToken(v, 'AuthenticatedUserToken'));
  const queryID = optional(event, 'queryID', (v) => {
    const id = asString(v);
    if (!QUERY_ID.test(id)) throw new EventError('Query ID must be a search query ID (32 characters hexadecimal string)');
    return id;
  });
  const objectIDs = optional(event, 'objectIDs', (v) => stringList(v, 'ObjectIDs'));
  const filters = optional(event, 'filters', (v) => stringList(v, 'Filters'));
  if (!objectIDs && !filters) throw new EventError('Event should specify either some ObjectIDs or some Filters');
  if (objectIDs && filters) throw new EventError('Event should specify ObjectIDs or Filters, but not both');
  const positions = optional(event, 'positions', (v) => asArray(v).map(asInteger));
  if (positions) {
    if (eventType !== 'click') throw new EventError('Only event of type click should specify the positions attribute');
    if (!queryID) throw new EventError('Event of type click with positions should specify a queryID');
    if (positions.some((p) => p < 1)) throw new EventError('Event of type click may only have strictly positive positions');
  }
  // A click after a search (queryID + objectIDs) needs one position per object.
  if (eventType === 'click' && queryID && objectIDs && positions?.length !== objectIDs.length) {
    throw new EventError('Event of type click should have the same number of ObjectIDs and Positions');
  }
  const objectData = optional(event, 'objectData', asArray);
  if (objectData && objectData.length !== objectIDs?.length) throw new EventError('ObjectData must have the same number of elements as ObjectIDs');
  const timestamp = optional(event, 'timestamp', (v) => {
    const ms = asInteger(v);
    if (ms < now - MAX_AGE_MS) throw new EventError('The timestamp is too far in the past');
    return ms;
  });
  return {
    eventType,
    eventSubtype,
    eventName,
    index,
    userToken: user,
    authenticatedUserToken,
    queryID,
    objectIDs,
    filters,
    positions,
    timestamp: timestamp ?? now,
    raw: event,
  };
}

/** The events of a `POST /1/events` body, or the Insights API's reason for refusing them all. */
export function readEvents(body: Record<string, unknown>, now = Date.now()): EventsOutcome {
  const { events } = body;
  if (events === undefined || (Array.isArray(events) && events.length === 0)) return { ok: false, message: 'No events to process' };
  if (!Array.isArray(events)) return { ok: false, message: `Invalid type for field events: expected array, got ${kind(events)}` };
  if (events.length > MAX_EVENTS) return { ok: false, message: `Cannot process more than ${MAX_EVENTS} events in a batch` };
  try {
    return { ok: true, events: events.map((e) => readEvent(e, now)) };
  } catch (err) {
    if (err instanceof EventError) return { ok: false, message: err.message };
    throw err;
  }
}
