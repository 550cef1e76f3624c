// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KLAVIYO_REVISION, SubscribeError, subscribeToList } from '../../../src/lib/klaviyo';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(status: number, body = '') {
  const fetchMock = vi.fn(async () => new Response(body === '' ? null : body, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('subscribeToList', () => {
  it("posts Klaviyo's JSON:API body with the revision header and company id", async () => {
    const fetchMock = stubFetch(202);
    await subscribeToList({ email: ' olive@example.com ', listId: 'L1', companyId: 'ABC123', source: 'waitlist' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/client/subscriptions?company_id=ABC123');
    expect(new Headers(init.headers).get('revision')).toBe(KLAVIYO_REVISION);
    expect(JSON.parse(await new Response(init.body).text())).toEqual({
      data: {
        type: 'subscription',
        attributes: { custom_source: 'waitlist', profile: { data: { type: 'profile', attributes: { email: 'olive@example.com' } } } },
        relationships: { list: { data: { type: 'list', id: 'L1' } } },
      },
    });
  });

  it('uses a configured host', async () => {
    const fetchMock = stubFetch(202);
    await subscribeToList({ email: 'a@b.co', listId: 'L1', companyId: 'X', host: 'https://a.klaviyo.example/' });
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('https://a.klaviyo.example/client/subscriptions?company_id=X');
  });

  it('refuses an invalid email before any request', async () => {
    const fetchMock = stubFetch(202);
    await expect(subscribeToList({ email: 'nope', listId: 'L1', companyId: 'X' })).rejects.toMatchObject({ kind: 'invalid' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("maps a 400 about the email to `invalid` with Klaviyo's detail, anything else to `failed`", async () => {
    const pointer = '/data/attributes/profile/data/attributes/email';
    stubFetch(400, JSON.stringify({ errors: [{ code: 'invalid', detail: 'Invalid email address.', source: { pointer } }] }));
    await expect(subscribeToList({ email: 'a@b.co', listId: 'L1', companyId: 'X' })).rejects.toEqual(new SubscribeError('invalid', 'Invalid email address.'));
    // A 400 about the shop's setup (the list) is not the shopper's address: a non-ok answer (§8).
    stubFetch(
      400,
      JSON.stringify({ errors: [{ code: 'invalid', detail: 'A list relationship is required.', source: { pointer: '/data/relationships/list/data/id' } }] }),
    );
    await expect(subscribeToList({ email: 'a@b.co', listId: 'L1', companyId: 'X' })).rejects.toMatchObject({
      kind: 'failed',
      message: 'Request failed with status code 400',
    });
    stubFetch(503);
    await expect(subscribeToList({ email: 'a@b.co', listId: 'L1', companyId: 'X' })).rejects.toMatchObject({ kind: 'failed' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    await expect(subscribeToList({ email: 'a@b.co', listId: 'L1', companyId: 'X' })).rejects.toMatchObject({ kind: 'failed', message: 'Network Error' });
  });
});
