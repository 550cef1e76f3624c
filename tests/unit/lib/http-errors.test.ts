// @vitest-environment jsdom
// Every error the HTTP helper makes reads as spec §8 ('Request aborted', 'Network Error',
// 'timeout of {n}ms exceeded', 'Request failed with status code {n}'), and each of its callers
// turns it into the text its shopper reads (locales/en.default.json): the cart drawer, the
// newsletter (§8's own texts) and the subscriptions portal login. The helper's words reach logs
// and error objects, never a shopper's screen.
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { getJSON, HttpError, request } from '../../../src/lib/http';
import { DEFAULT_TIMEOUT_MS, subscribeToList, SubscribeError } from '../../../src/lib/klaviyo';
import { createCartStore, type CartFailure } from '../../../src/store/cart';
import { portalSchema } from '../../../src/features/account/portal-props';
import { PORTAL_TIMEOUT_MS, PortalError, requestPortalUrl } from '../../../src/features/account/recharge-portal';

const locales = JSON.parse(readFileSync('locales/en.default.json', 'utf8')) as Record<string, Record<string, Record<string, string>>>;
const NEWSLETTER = locales.newsletter as unknown as Record<string, string>;
const PORTAL = locales.customer!.account!;
const CART_NETWORK = (locales.cart as unknown as Record<string, string>).error_network!;

/** What each caller's shopper reads for a failure (the rule of the component that shows it). */
const drawerText = (failure: CartFailure) => (failure.kind === 'rejected' ? failure.description : CART_NETWORK);
const newsletterText = (error: unknown) => (error instanceof SubscribeError && error.kind === 'invalid' ? NEWSLETTER.invalid_email : NEWSLETTER.error);
const portalText = (error: unknown) =>
  error instanceof PortalError && error.kind === 'signed-out' ? PORTAL.subscriptions_signed_out : PORTAL.subscriptions_error;

type Answer = () => Promise<Response>;
let answer: Answer;
const ok = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
/** The fault answers the call under test; the cart's re-read after a failure still works. */
const faulty = (url: string, _init: RequestInit) => (url === '/cart.js' ? Promise.resolve(ok({ item_count: 0, items: [] })) : answer());
const fetchMock = vi.fn(faulty);

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(faulty);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const portalConfig = v.parse(portalSchema, {
  link: '/tools/recurring/login',
  access_url: '/tools/recurring/access',
  api_host: '/',
  shop_url: 'good-drop.myshopify.com',
  texts: { opening: 'o', failed: 'f', signed_out: 's', retry: 'r' },
});
const cartStore = () => createCartStore(() => ({ cart_url: '/cart', cart_add_url: '/cart/add', cart_update_url: '/cart/update' }));

const json = (status: number, body: unknown) => () =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
const text = (status: number, body: string) => () => Promise.resolve(new Response(body, { status, headers: { 'content-type': 'text/html' } }));
/** A connection that drops while the body streams in. */
const dropped: Answer = () => Promise.resolve(new Response(new ReadableStream({ start: (c) => c.error(new TypeError('network error')) }), { status: 200 }));

interface Case {
  fault: string;
  answer: Answer;
  helper: string;
  cart: string;
  newsletter: string;
  portal: string;
}

const SOLD_OUT = 'You can only add 3 Lemon Can to the cart.';
const CASES: Case[] = [
  {
    fault: 'offline',
    answer: () => Promise.reject(new TypeError('Failed to fetch')),
    helper: 'Network Error',
    cart: CART_NETWORK,
    newsletter: NEWSLETTER.error!,
    portal: PORTAL.subscriptions_error!,
  },
  {
    fault: 'a connection dropped mid-body',
    answer: dropped,
    helper: 'Network Error',
    cart: CART_NETWORK,
    newsletter: NEWSLETTER.error!,
    portal: PORTAL.subscriptions_error!,
  },
  {
    fault: 'a JSON 500',
    answer: json(500, { status: 500, message: 'Internal Server Error' }),
    helper: 'Request failed with status code 500',
    cart: CART_NETWORK,
    newsletter: NEWSLETTER.error!,
    portal: PORTAL.subscriptions_error!,
  },
  {
    fault: 'a non-JSON 502',
    answer: text(502, '<html><h1>Bad Gateway</h1></html>'),
    helper: 'Request failed with status code 502',
    cart: CART_NETWORK,
    newsletter: NEWSLETTER.error!,
    portal: PORTAL.subscriptions_error!,
  },
  {
    fault: "the Ajax cart's 422",
    answer: json(422, { status: 422, message: 'Cart Error', description: SOLD_OUT }),
    helper: 'Request failed with status code 422',
    cart: SOLD_OUT,
    newsletter: NEWSLETTER.error!,
    portal: PORTAL.subscriptions_error!,
  },
  {
    fault: "a 404 with Shopify's description",
    answer: json(404, { status: 404, message: 'Cart Error', description: 'Cannot find variant' }),
    helper: 'Request failed with status code 404',
    cart: 'Cannot find variant',
    newsletter: NEWSLETTER.error!,
    portal: PORTAL.subscriptions_error!,
  },
  {
    fault: 'a non-JSON 429',
    answer: text(429, 'Too Many Requests'),
    helper: 'Request failed with status code 429',
    cart: CART_NETWORK,
    newsletter: NEWSLETTER.error!,
    portal: PORTAL.subscriptions_error!,
  },
  {
    fault: 'a 401 (signed out)',
    answer: json(401, { error: 'Not logged in.' }),
    helper: 'Request failed with status code 401',
    cart: CART_NETWORK,
    newsletter: NEWSLETTER.error!,
    portal: PORTAL.subscriptions_signed_out!,
  },
  {
    fault: "Klaviyo's 400 about the address",
    answer: json(400, {
      errors: [{ code: 'invalid', detail: 'Invalid email address.', source: { pointer: '/data/attributes/profile/data/attributes/email' } }],
    }),
    helper: 'Request failed with status code 400',
    cart: CART_NETWORK,
    newsletter: NEWSLETTER.invalid_email!,
    portal: PORTAL.subscriptions_error!,
  },
  {
    fault: "Klaviyo's 400 about the shop's list",
    answer: json(400, { errors: [{ code: 'invalid', detail: 'A list relationship is required.', source: { pointer: '/data/relationships/list/data/id' } }] }),
    helper: 'Request failed with status code 400',
    cart: CART_NETWORK,
    newsletter: NEWSLETTER.error!,
    portal: PORTAL.subscriptions_error!,
  },
];

describe("the §8 texts the shopper reads are the locale's", () => {
  it('newsletter: invalid address, non-ok answer, success', () => {
    expect(NEWSLETTER.invalid_email).toBe('Please enter a valid email.');
    expect(NEWSLETTER.error).toBe('Oops! Please try again later.');
    expect(NEWSLETTER.success).toBe('Thanks for signing up!');
  });
});

describe.each(CASES)('$fault', (c) => {
  beforeEach(() => {
    answer = c.answer;
  });

  it(`the helper says "${c.helper}"`, async () => {
    const error = await request('/endpoint', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).message).toBe(c.helper);
    expect((error as HttpError).code).toBe(c.helper === 'Network Error' ? 'network' : 'status');
  });

  it(`the cart drawer says "${c.cart}", and a retry is offered unless Shopify refused`, async () => {
    const store = cartStore();
    const outcome = await store.getState().add({ id: 1 });
    expect(outcome.ok).toBe(false);
    const failure = store.getState().error!;
    expect(drawerText(failure)).toBe(c.cart);
    expect(failure.kind === 'network').toBe(c.cart === CART_NETWORK);
    expect(store.getState().loading).toBe(false);
  });

  it(`the newsletter says "${c.newsletter}"`, async () => {
    const error = await subscribeToList({ email: 'olive@example.com', listId: 'L1', companyId: 'C1' }).catch((e: unknown) => e);
    expect(newsletterText(error)).toBe(c.newsletter);
    if ((error as SubscribeError).kind === 'failed') expect((error as SubscribeError).message).toBe(c.helper);
  });

  it(`the portal login says "${c.portal}", with the helper's words kept for the log`, async () => {
    const error = await requestPortalUrl(portalConfig, 'http://shop.test').catch((e: unknown) => e);
    expect(portalText(error)).toBe(c.portal);
    expect((error as PortalError).message).toBe(c.helper);
  });
});

describe('a call that never answers', () => {
  const hang = (_url: string, init: RequestInit) =>
    new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));

  it("times out as 'timeout of {n}ms exceeded' with each caller's limit, and reads as its failure text", async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(hang);
    const newsletter = subscribeToList({ email: 'olive@example.com', listId: 'L1', companyId: 'C1' }).catch((e: unknown) => e);
    const portal = requestPortalUrl(portalConfig, 'http://shop.test').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS);
    const signUp = await newsletter;
    expect((signUp as SubscribeError).message).toBe(`timeout of ${DEFAULT_TIMEOUT_MS}ms exceeded`);
    expect(newsletterText(signUp)).toBe('Oops! Please try again later.');
    await vi.advanceTimersByTimeAsync(PORTAL_TIMEOUT_MS - DEFAULT_TIMEOUT_MS);
    const login = await portal;
    expect((login as PortalError).message).toBe(`timeout of ${PORTAL_TIMEOUT_MS}ms exceeded`);
    expect(portalText(login)).toBe(PORTAL.subscriptions_error);
  });

  it("a caller's own abort is 'Request aborted'", async () => {
    fetchMock.mockImplementation(hang);
    const controller = new AbortController();
    const pending = getJSON('/slow', { signal: controller.signal }).catch((e: unknown) => e);
    controller.abort();
    const error = (await pending) as HttpError;
    expect([error.message, error.code]).toEqual(['Request aborted', 'aborted']);
  });
});
