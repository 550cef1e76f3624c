// Flows through the sample shop's storefront: the checkout hand-off, account forms, the subscription
// portal stand-in, and theme errors answered loudly.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startServer } from '../../preview/server';
import type { PortalAccess } from '../../preview/services/recharge';
import { client, sampleServerPerFile, tempDir } from './helpers';

const sample = sampleServerPerFile();
const { firstPurchasable } = sample;

describe('checkout hand-off', () => {
  it('posting the cart form with checkout lands on a summary of the order', async () => {
    const { product, variant } = firstPurchasable();
    const c = client(sample.server.url);
    await c.json('/cart/add.js', { items: [{ id: variant.id, quantity: 2, properties: { Engraving: '<b>Hi</b>' } }] });
    const form = new URLSearchParams({ checkout: 'Check out', note: 'From Olive <3' });
    const post = await c.fetch('/cart', { method: 'POST', body: form });
    expect(post.status).toBe(302);
    expect(post.headers.get('location')).toBe('/checkout');
    const page = await (await c.fetch('/checkout')).text();
    expect(page).toContain(product.title);
    expect(page).toContain('From Olive &lt;3');
    expect(page).toContain('&lt;b&gt;Hi&lt;/b&gt;');
    expect(page).not.toContain('<b>Hi</b>');
  });
});

describe('accounts', () => {
  it('a failed address form shows the posted values again, escaped once, with the error', async () => {
    const c = client(sample.server.url);
    const login = await c.fetch('/account/login', {
      method: 'POST',
      body: new URLSearchParams({ form_type: 'customer_login', utf8: '✓', 'customer[email]': 'olive@example.com', 'customer[password]': 'goodoil' }),
    });
    expect(login.status).toBe(302);
    expect(login.headers.get('location')).toBe('/account');
    const res = await c.fetch('/account/addresses', {
      method: 'POST',
      body: new URLSearchParams({ form_type: 'customer_address', utf8: '✓', 'address[company]': 'Smith & <Sons>', 'address[country]': '' }),
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('value="Smith &amp; &lt;Sons&gt;"');
    expect(html).not.toContain('&amp;amp;');
    expect(html).not.toContain('<Sons>');
  });

  it('a wrong password re-renders the login form with an error and sets no session', async () => {
    const c = client(sample.server.url);
    const res = await c.fetch('/account/login', {
      method: 'POST',
      body: new URLSearchParams({ form_type: 'customer_login', utf8: '✓', 'customer[email]': 'olive@example.com', 'customer[password]': 'nope' }),
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Incorrect email or password.');
    expect([...c.cookies.keys()]).not.toContain('_olivine_session');
    expect((await c.fetch('/account')).status).toBe(302);
  });
});

describe('subscription portal stand-in (Recharge app proxy)', () => {
  it('sends a shopper who is not logged in to the login, and a customer to their subscriptions', async () => {
    const c = client(sample.server.url);
    const anonymous = await c.fetch('/tools/recurring/login');
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toContain('/account/login');
    expect(await c.json('/tools/recurring/access')).toEqual({ status: 401, body: { error: 'Not logged in.' } });

    await c.fetch('/account/login', {
      method: 'POST',
      body: new URLSearchParams({ form_type: 'customer_login', utf8: '✓', 'customer[email]': 'olive@example.com', 'customer[password]': 'goodoil' }),
    });
    const access = await c.json<PortalAccess>('/tools/recurring/access');
    expect(access.body.api_token).toMatch(/^st_[0-9a-f]{24}$/);
    expect(access.body.customer_id).toMatch(/^\d+$/);
    // The plain link hands out a fresh signed portal URL, which opens the portal page.
    const link = await c.fetch('/tools/recurring/login');
    const portal = await (await c.fetch(link.headers.get('location')!)).text();
    const customer = sample.server.shop.data.customers[0]!;
    const subscribed = sample.server.shop.catalog.product(customer.subscriptions[0]!.product_handle)!;
    expect(portal).toContain(subscribed.title);
    // The account page links there because the customer has subscriptions.
    expect(await (await c.fetch('/account')).text()).toContain('href="/tools/recurring/login"');
  });
});

describe('theme errors', () => {
  it('answer a page naming the theme file and line, and are recorded', async () => {
    const themeRoot = tempDir('olivine-broken-theme-');
    const fixture = path.resolve('tests/fixtures/broken-theme');
    fs.cpSync(fixture, themeRoot, { recursive: true });
    const broken = await startServer({ port: 0, stateDir: tempDir(), themeRoot, logError: () => {} });
    try {
      const res = await fetch(broken.url + '/');
      expect(res.status).toBe(500);
      const html = await res.text();
      expect(html).toContain('sections/main.liquid');
      expect(html).toMatch(/line\D{0,20}3/i);
      expect(html).toMatch(/no_such_filter/);
      expect(broken.errors.length).toBe(1);
    } finally {
      await broken.close();
    }
  });
});
