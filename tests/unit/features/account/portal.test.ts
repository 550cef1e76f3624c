// The subscriptions portal login (Recharge's SDK flow through the app proxy) and its store: the
// calls it makes, where the shopper lands, and the failure states that must end the spinner.
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { portalSchema, rechargeApiOrigin, RECHARGE_API_ORIGIN } from '../../../../src/features/account/portal-props';
import { createPortalStore } from '../../../../src/features/account/portal-store';
import { PortalError, requestPortalUrl } from '../../../../src/features/account/recharge-portal';

const config = v.parse(portalSchema, {
  link: '/tools/recurring/login',
  access_url: '/tools/recurring/access',
  api_host: '/',
  shop_url: 'good-drop.myshopify.com',
  texts: { opening: 'Opening…', failed: 'Failed', signed_out: 'Signed out', retry: 'Try again' },
});
const ORIGIN = 'http://shop.test';

function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => vi.unstubAllGlobals());

describe('recharge API host setting', () => {
  it("is Recharge's API when blank, this storefront for '/', else the given origin", () => {
    expect(rechargeApiOrigin('', ORIGIN)).toBe(RECHARGE_API_ORIGIN);
    expect(rechargeApiOrigin('/', ORIGIN)).toBe(ORIGIN);
    expect(rechargeApiOrigin('https://proxy.example/', ORIGIN)).toBe('https://proxy.example');
  });

  it('refuses anything else in the props', () => {
    expect(v.safeParse(portalSchema, { ...config, api_host: 'javascript:alert(1)' }).success).toBe(false);
    expect(v.safeParse(portalSchema, { ...config, access_url: '//evil.example/x' }).success).toBe(false);
  });
});

describe('requestPortalUrl', () => {
  it('logs in through the app proxy, then asks portal_access with the token, and returns the portal URL', async () => {
    const calls: { url: string; headers: Headers }[] = [];
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      calls.push({ url, headers: new Headers(init.headers) });
      return Promise.resolve(
        calls.length === 1
          ? answer(200, { api_token: 'st_abc', customer_id: '42' })
          : answer(200, { portal_url: `${ORIGIN}/tools/recurring/portal/h/subscriptions?token=t` }),
      );
    });
    await expect(requestPortalUrl(config, ORIGIN)).resolves.toBe(`${ORIGIN}/tools/recurring/portal/h/subscriptions?token=t`);
    expect(calls[0]!.url).toBe('/tools/recurring/access');
    expect(calls[0]!.headers.get('X-Recharge-App')).toBe('storefront-client');
    expect(calls[1]!.url).toBe(`${ORIGIN}/portal_access?shop_url=good-drop.myshopify.com`);
    expect(calls[1]!.headers.get('X-Recharge-Access-Token')).toBe('st_abc');
    expect(calls[1]!.headers.get('X-Recharge-Version')).toBe('2021-11');
  });

  it('is signed-out when the proxy knows no customer, and never asks for the portal', async () => {
    const fetch = vi.fn(() => Promise.resolve(answer(200, { api_token: null, message: 'Not logged in.' })));
    vi.stubGlobal('fetch', fetch);
    await expect(requestPortalUrl(config, ORIGIN)).rejects.toMatchObject({ kind: 'signed-out' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is signed-out when the app proxy refuses with 401 (the session ended), and never asks for the portal', async () => {
    const fetch = vi.fn(() => Promise.resolve(answer(401, { error: 'Not logged in.' })));
    vi.stubGlobal('fetch', fetch);
    await expect(requestPortalUrl(config, ORIGIN)).rejects.toMatchObject({ kind: 'signed-out', message: 'Request failed with status code 401' });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('fails on an error status, a network error, or an answer without a usable portal URL', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(answer(502, { error: 'gateway' })));
    await expect(requestPortalUrl(config, ORIGIN)).rejects.toMatchObject({ kind: 'failed' });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    await expect(requestPortalUrl(config, ORIGIN)).rejects.toBeInstanceOf(PortalError);
    let n = 0;
    vi.stubGlobal('fetch', () =>
      Promise.resolve(n++ === 0 ? answer(200, { api_token: 't', customer_id: 1 }) : answer(200, { portal_url: 'javascript:alert(1)' })),
    );
    await expect(requestPortalUrl(config, ORIGIN)).rejects.toMatchObject({ kind: 'failed' });
  });
});

describe('portal store', () => {
  it('goes to the portal URL, staying "opening" while the page leaves', async () => {
    const go = vi.fn();
    const store = createPortalStore({ request: () => Promise.resolve('/portal'), go, pageOrigin: () => ORIGIN });
    const done = store.getState().open(config, 'nav');
    expect(store.getState().status).toEqual({ state: 'opening' });
    expect(store.getState().origin).toBe('nav');
    await done;
    expect(go).toHaveBeenCalledWith('/portal');
    expect(store.getState().status).toEqual({ state: 'opening' });
  });

  it('ends the spinner with the failure, and a retry starts again', async () => {
    const request = vi.fn().mockRejectedValueOnce(new PortalError('signed-out', 'Not logged in.')).mockResolvedValueOnce('/portal');
    const go = vi.fn();
    const store = createPortalStore({ request, go, pageOrigin: () => ORIGIN });
    await store.getState().open(config, 'orders');
    expect(store.getState().status).toEqual({ state: 'failed', failure: 'signed-out' });
    expect(go).not.toHaveBeenCalled();
    await store.getState().open(config, 'orders');
    expect(go).toHaveBeenCalledWith('/portal');
  });

  it('starts one login at a time', async () => {
    const request = vi.fn(() => new Promise<string>(() => {}));
    const store = createPortalStore({ request, go: vi.fn(), pageOrigin: () => ORIGIN });
    void store.getState().open(config, 'nav');
    void store.getState().open(config, 'orders');
    expect(request).toHaveBeenCalledTimes(1);
    expect(store.getState().origin).toBe('nav');
  });
});
