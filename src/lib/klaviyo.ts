/**
 * Klaviyo's client APIs, per the spec §7: subscriptions (newsletter and waitlist sign-ups,
 * POST {host}/client/subscriptions?company_id={store id}) and events ('Added to Cart',
 * POST {host}/client/events/?company_id=…), each with the `revision` header and a JSON:API body.
 * Offline the host is this origin and the preview's stand-in answers.
 */
import { HttpError, request } from './http';
import { isValidEmail } from './email';

/** The API revision the spec fixes (§9). */
export const KLAVIYO_REVISION = '2024-05-15';
export const DEFAULT_TIMEOUT_MS = 10_000;

export interface SubscribeOptions {
  email: string;
  listId: string;
  /** Klaviyo's public key (company id), the spec's "store id" */
  companyId: string;
  /** e.g. https://a.klaviyo.com; empty or absent = this origin (the offline stand-in) */
  host?: string;
  /** shown in Klaviyo as the sign-up source */
  source?: string;
  /** milliseconds before the call gives up (default 10 s): a stalled endpoint must not hang a form */
  timeout?: number;
  /** cancels the call (a form unmounted mid-request) */
  signal?: AbortSignal;
}

/** Why a sign-up failed: `invalid` = the address (fix it), `failed` = anything else (try later). */
export class SubscribeError extends Error {
  readonly kind: 'invalid' | 'failed';
  constructor(kind: 'invalid' | 'failed', message: string) {
    super(message);
    this.name = 'SubscribeError';
    this.kind = kind;
  }
}

interface KlaviyoErrorItem {
  detail?: unknown;
  source?: { pointer?: unknown };
}

/**
 * Klaviyo's word on the address itself: a 400 whose JSON:API error points at the profile's email
 * (`/data/attributes/profile/data/attributes/email`). Any other 400 (no list, a bad company id or
 * revision) is the shop's setup, not the shopper's address: spec §8 reads it as a non-ok answer.
 */
function emailRefusal(body: unknown): string | undefined {
  const errors = (body as { errors?: KlaviyoErrorItem[] } | null | undefined)?.errors;
  const item = Array.isArray(errors) ? errors.find((e) => typeof e?.source?.pointer === 'string' && e.source.pointer.endsWith('/email')) : undefined;
  if (!item) return undefined;
  return typeof item.detail === 'string' ? item.detail : 'Invalid email address.';
}

export async function subscribeToList(options: SubscribeOptions): Promise<void> {
  const email = options.email.trim();
  if (!isValidEmail(email)) throw new SubscribeError('invalid', 'Invalid email address.');
  if (!options.listId || !options.companyId) throw new SubscribeError('failed', 'The sign-up list is not configured.');
  const base = (options.host ?? '').replace(/\/+$/, '');
  const url = `${base}/client/subscriptions?company_id=${encodeURIComponent(options.companyId)}`;
  try {
    await request(url, {
      method: 'POST',
      headers: { revision: KLAVIYO_REVISION, 'Content-Type': 'application/json' },
      timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
      signal: options.signal,
      body: JSON.stringify({
        data: {
          type: 'subscription',
          attributes: {
            custom_source: options.source ?? 'newsletter-form',
            profile: { data: { type: 'profile', attributes: { email } } },
          },
          relationships: { list: { data: { type: 'list', id: options.listId } } },
        },
      }),
    });
  } catch (error) {
    const refusal = error instanceof HttpError && error.status === 400 ? emailRefusal(error.body) : undefined;
    if (refusal !== undefined) throw new SubscribeError('invalid', refusal);
    throw new SubscribeError('failed', error instanceof Error ? error.message : String(error));
  }
}

/** Who did it: Klaviyo needs at least one identifier (an anonymous id for a shopper it does not know). */
export interface ClientEventProfile {
  anonymous_id?: string;
  /** klaviyo.js's exchange id, when its cookie is there */
  _kx?: string;
}

export interface ClientEventOptions {
  companyId: string;
  /** e.g. https://a.klaviyo.com; empty or absent = this origin */
  host?: string;
  /** the metric, e.g. 'Added to Cart' */
  metric: string;
  properties: Record<string, unknown>;
  profile: ClientEventProfile;
  /** the monetary value in major units */
  value?: number;
  /** repeated ids for the same profile and metric are recorded once */
  uniqueId?: string;
  /** ISO 8601; Klaviyo uses the time it received the event when absent */
  time?: string;
  timeout?: number;
}

/** Sends one event through create_client_event. Rejects on any failure; callers that must not wait never await it. */
export async function createClientEvent(options: ClientEventOptions): Promise<void> {
  if (!options.companyId) throw new Error('Klaviyo company id is not configured.');
  const base = (options.host ?? '').replace(/\/+$/, '');
  const attributes: Record<string, unknown> = {
    properties: options.properties,
    metric: { data: { type: 'metric', attributes: { name: options.metric } } },
    profile: { data: { type: 'profile', attributes: options.profile } },
  };
  if (options.value !== undefined && Number.isFinite(options.value)) attributes.value = options.value;
  if (options.uniqueId) attributes.unique_id = options.uniqueId;
  if (options.time) attributes.time = options.time;
  await request(`${base}/client/events/?company_id=${encodeURIComponent(options.companyId)}`, {
    method: 'POST',
    headers: { revision: KLAVIYO_REVISION, 'Content-Type': 'application/vnd.api+json', Accept: 'application/vnd.api+json' },
    timeout: options.timeout ?? DEFAULT_TIMEOUT_MS,
    body: { data: { type: 'event', attributes } },
  });
}
