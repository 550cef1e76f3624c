// The Recharge app-proxy stand-in (preview/services/recharge.ts): `GET /tools/recurring/access`
// as the storefront SDK's loginShopifyAppProxy() calls it, and the portal URL it hands out,
// which opens only for the customer it was issued to.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PreviewServer } from '../../preview/server';
import type { PortalAccess } from '../../preview/services/recharge';
import { client, type Client } from './helpers';
import { fakeClock, logIn, startAccountServer, type Clock } from './account-helpers';

let clock: Clock;
let server: PreviewServer;

beforeEach(async () => {
  clock = fakeClock();
  server = await startAccountServer(clock);
});
afterEach(async () => {
  expect(server.errors).toEqual([]);
  await server.close();
});

/** The SDK's request: same origin, JSON, its app header. */
const access = (c: Client) =>
  c.json<PortalAccess | { error: string }>('/tools/recurring/access', undefined, { headers: { 'x-recharge-app': 'storefront-client' } });

async function signedIn(email: string, password: string): Promise<Client> {
  const c = client(server.url);
  expect((await logIn(c, email, password)).status).toBe(302);
  return c;
}

describe('GET /tools/recurring/access', () => {
  it('answers the logged-in subscriber with a token and a portal URL', async () => {
    const c = await signedIn('pip@example.test', 'pip-pass');
    const res = await access(c);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      api_token: expect.stringMatching(/^st_[0-9a-f]{24}$/),
      customer_id: '8',
      customer_hash: expect.stringMatching(/^[0-9a-f]{32}$/),
      portal_url: expect.stringMatching(/^\/tools\/recurring\/portal\/[0-9a-f]{32}\/subscriptions\?token=[0-9a-f]{32}-\d+$/),
      expires_at: new Date(clock.now() + 60 * 60 * 1000).toISOString(),
    });
  });

  it('refuses a guest (401) and a customer without subscriptions (403), as JSON', async () => {
    const guest = await access(client(server.url));
    expect(guest).toEqual({ status: 401, body: { error: 'Not logged in.' } });
    const olive = await access(await signedIn('olive@example.test', 'olive-oil'));
    expect(olive).toEqual({ status: 403, body: { error: 'This customer has no subscriptions.' } });
  });

  it('refuses a session that was logged out', async () => {
    const c = await signedIn('pip@example.test', 'pip-pass');
    await c.fetch('/account/logout');
    expect((await access(c)).status).toBe(401);
  });
});

describe('the portal page', () => {
  it('lands the subscriber on their subscriptions', async () => {
    const c = await signedIn('pip@example.test', 'pip-pass');
    const { portal_url } = (await access(c)).body as PortalAccess;
    const page = await c.fetch(portal_url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Drizzle');
    expect(html).toContain('Deliver every month, save 10%');
    expect(html).toContain('2026-12-01');
  });

  it("refuses another customer's portal URL, and a guest goes to the login", async () => {
    const pip = await signedIn('pip@example.test', 'pip-pass');
    const { portal_url } = (await access(pip)).body as PortalAccess;
    const olive = await signedIn('olive@example.test', 'olive-oil');
    const refused = await olive.fetch(portal_url);
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain('Drizzle');
    const guest = await client(server.url).fetch(portal_url);
    expect(guest.status).toBe(302);
    expect(guest.headers.get('location')).toBe('/account/login?return_url=%2Ftools%2Frecurring%2Flogin');
  });

  it('replaces an expired or forged token with a fresh link for the same customer', async () => {
    const c = await signedIn('pip@example.test', 'pip-pass');
    const { portal_url, customer_hash } = (await access(c)).body as PortalAccess;
    clock.advance(61 * 60 * 1000);
    for (const url of [portal_url, `/tools/recurring/portal/${customer_hash}/subscriptions?token=${'0'.repeat(32)}-9999999999`]) {
      const res = await c.fetch(url);
      expect(res.status, url).toBe(302);
      const fresh = res.headers.get('location')!;
      expect(fresh).not.toBe(portal_url);
      expect((await c.fetch(fresh)).status).toBe(200);
    }
  });

  it('opens from the plain /tools/recurring/login link (no JavaScript) for a customer', async () => {
    const c = await signedIn('pip@example.test', 'pip-pass');
    const res = await c.fetch('/tools/recurring/login');
    expect(res.status).toBe(302);
    expect(await (await c.fetch(res.headers.get('location')!)).text()).toContain('Drizzle');
    expect((await client(server.url).fetch('/tools/recurring/login')).headers.get('location')).toContain('/account/login?return_url=');
  });
});
