// The Recharge stand-in's portal login as the account page drives it (preview/services/recharge.ts):
// the app proxy's /tools/recurring/access token, then the API's GET /portal_access with it, then the
// portal URL the shopper lands on. Only the signed-in customer's own token and hash are honoured.
import { describe, expect, it } from 'vitest';
import { client, sampleServerPerFile } from './helpers';

const sample = sampleServerPerFile();

interface PortalAccess {
  base_url: string;
  customer_hash: string;
  expires_at: string;
  portal_url: string;
  temp_token: string;
}

async function signedIn(email = 'olive@example.com', password = 'goodoil') {
  const c = client(sample.server.url);
  const login = new URLSearchParams({ form_type: 'customer_login', utf8: '✓', 'customer[email]': email, 'customer[password]': password });
  expect((await c.fetch('/account/login', { method: 'POST', body: login })).status).toBe(302);
  return c;
}

describe('Recharge portal access (stand-in)', () => {
  it('answers the portal URL for the signed-in customer, and that URL shows their subscriptions', async () => {
    const c = await signedIn();
    const access = await c.json<{ api_token: string }>('/tools/recurring/access');
    const res = await c.fetch('/portal_access?shop_url=good-drop-olive-oil.myshopify.com', {
      headers: { 'X-Recharge-Access-Token': access.body.api_token, 'X-Recharge-Version': '2021-11' },
    });
    expect(res.status).toBe(200);
    const portal = (await res.json()) as PortalAccess;
    expect(portal.customer_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(new Date(portal.expires_at).getTime()).toBeGreaterThan(Date.now());
    const url = new URL(portal.portal_url);
    expect(url.origin).toBe(sample.server.url);
    expect(url.pathname).toBe(`/tools/recurring/portal/${portal.customer_hash}/subscriptions`);
    const page = await c.fetch(url.pathname + url.search);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Your subscriptions');
  });

  it('refuses a missing or foreign token, and another customer cannot open the portal URL', async () => {
    const olive = await signedIn();
    const token = (await olive.json<{ api_token: string }>('/tools/recurring/access')).body.api_token;
    expect((await olive.fetch('/portal_access')).status).toBe(401);
    const portal = (await (await olive.fetch('/portal_access', { headers: { 'X-Recharge-Access-Token': token } })).json()) as PortalAccess;

    const anonymous = client(sample.server.url);
    expect((await anonymous.fetch('/portal_access', { headers: { 'X-Recharge-Access-Token': token } })).status).toBe(401);

    const register = new URLSearchParams({
      form_type: 'create_customer',
      utf8: '✓',
      'customer[email]': 'other@example.com',
      'customer[password]': 'secret1',
      'customer[first_name]': 'O',
    });
    const other = client(sample.server.url);
    expect((await other.fetch('/account', { method: 'POST', body: register })).status).toBe(302);
    expect((await other.fetch('/portal_access', { headers: { 'X-Recharge-Access-Token': token } })).status).toBe(401);
    const foreign = await other.fetch(new URL(portal.portal_url).pathname + new URL(portal.portal_url).search);
    expect(foreign.status).toBe(403);
    const refusal = await foreign.text();
    expect(refusal).toContain('belongs to another account');
    expect(refusal).not.toContain('Your subscriptions');
  });
});
