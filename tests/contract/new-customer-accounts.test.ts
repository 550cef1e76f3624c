// A theme without customers templates (tests/fixtures/new-accounts-theme) is on new customer
// accounts, as on Shopify: the account links lead to the hosted accounts (the preview's stand-in),
// where a sample customer signs in, sees orders, an order, the profile with addresses and logs out,
// and the theme's `customer` and `routes` follow the signed-in state. A template the theme lacks is a 404.
import { describe, expect, it } from 'vitest';
import { fixtureShop } from './fixtures/shop-data';
import { client, themeServerPerFile, type Client } from './helpers';

const HOSTED = '/__olivine/customer-accounts';
const FRENCH = { iso_code: 'fr', name: 'French', endonym_name: 'Français', primary: false };
const shopWithFrench = { ...fixtureShop, shop: { ...fixtureShop.shop, published_locales: [...fixtureShop.shop.published_locales, FRENCH] } };
const fixture = themeServerPerFile('tests/fixtures/new-accounts-theme', shopWithFrench);

async function page(c: Client, pathname: string): Promise<{ status: number; location: string | null; body: string }> {
  const res = await c.fetch(pathname);
  return { status: res.status, location: res.headers.get('location'), body: await res.text() };
}

function hrefOf(html: string, id: string): string {
  const m = new RegExp(`id="${id}" href="([^"]+)"`).exec(html);
  if (!m) throw new Error(`no link #${id}`);
  return m[1]!.replace(/&amp;/g, '&');
}

async function signIn(c: Client, email: string, returnTo = `${HOSTED}/orders`): Promise<Response> {
  return c.fetch(`${HOSTED}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, return_to: returnTo }).toString(),
  });
}

describe('a theme on new customer accounts', () => {
  it('links a guest to Shopify-style customer authentication, which leads to the sign-in page listing the sample customers', async () => {
    const c = client(fixture.server.url);
    const home = await page(c, '/');
    const login = hrefOf(home.body, 'login-link');
    expect(login).toBe('/customer_authentication/redirect?locale=en&region_country=US');
    const redirect = await page(c, login);
    expect(redirect.status).toBe(302);
    const signInPage = await page(c, redirect.location!);
    expect(signInPage.status).toBe(200);
    expect(signInPage.body).toContain('<h1>Sign in</h1>');
    expect(signInPage.body).toContain('<label for="email">Email</label>');
    expect(signInPage.body).toContain('Sign in as Olive Grove');
  });

  it('answers the classic account pages with redirects to the hosted accounts, never a missing template', async () => {
    const c = client(fixture.server.url);
    for (const [path, target] of [
      ['/account', `${HOSTED}/orders`],
      ['/account/addresses', `${HOSTED}/profile#addresses`],
      ['/account/orders/701', `${HOSTED}/orders/701`],
    ] as const) {
      const res = await page(c, path);
      expect([path, res.status, res.location]).toEqual([path, 302, target]);
    }
    for (const path of ['/account/login', '/account/register', '/account/reset/1/x']) {
      const res = await page(c, path);
      expect([path, res.status, res.location?.startsWith(`${HOSTED}/login?return_to=`)]).toEqual([path, 302, true]);
    }
  });

  it('signs a sample customer in: orders, an order, the profile with addresses; the theme sees the customer; log out ends it', async () => {
    const c = client(fixture.server.url);
    const signed = await signIn(c, 'olive@example.test');
    expect([signed.status, signed.headers.get('location')]).toEqual([302, `${HOSTED}/orders`]);

    const orders = await page(c, `${HOSTED}/orders`);
    expect(orders.status).toBe(200);
    expect(orders.body).toContain('<h1>Orders</h1>');
    expect(orders.body).toContain(`href="${HOSTED}/orders/701"`);
    const order = await page(c, `${HOSTED}/orders/701`);
    expect(order.body).toContain('<h1>Order #701</h1>');
    expect(order.body).toContain('Everyday Oil');
    expect((await page(c, `${HOSTED}/orders/999999`)).status).toBe(404);

    const home = await page(c, '/');
    expect(home.body).toContain('Signed in as Olive');
    expect(hrefOf(home.body, 'account-link')).toBe('/account');
    expect(hrefOf(home.body, 'profile-link')).toBe(`${HOSTED}/profile`);
    const profile = await page(c, hrefOf(home.body, 'profile-link'));
    expect(profile.body).toContain('<h1>Profile</h1>');
    expect(profile.body).toContain('id="addresses"');
    expect(profile.body).toContain('olive@example.test');

    const out = await page(c, hrefOf(home.body, 'logout-link'));
    expect([out.status, out.location]).toEqual([302, '/']);
    expect((await page(c, '/')).body).toContain('id="login-link"');
    const guarded = await page(c, `${HOSTED}/orders`);
    expect(guarded.location).toBe(`${HOSTED}/login?return_to=${encodeURIComponent(`${HOSTED}/orders`)}`);
  });

  it("gives the page Shopify's <shopify-account> element: sign-in for a guest, orders, profile and log out once signed in", async () => {
    const c = client(fixture.server.url);
    const configOf = (html: string) =>
      JSON.parse(/<script type="application\/json" id="shopify-account-config">([^<]*)<\/script>/.exec(html)![1]!) as {
        signedIn: boolean;
        links: { href: string; text: string }[];
      };
    const guest = await page(c, '/');
    expect(configOf(guest.body)).toMatchObject({
      signedIn: false,
      links: [{ href: '/customer_authentication/redirect?locale=en&region_country=US', text: 'Sign in' }],
    });
    const script = guest.body.match(/<script type="module" src="([^"]+shopify-account\.js)"/)![1]!;
    const res = await c.fetch(script);
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'text/javascript; charset=utf-8']);
    expect(await res.text()).toContain("customElements.define('shopify-account'");
    await signIn(c, 'olive@example.test');
    expect(configOf((await page(c, '/')).body)).toMatchObject({
      signedIn: true,
      links: [
        { href: '/account', text: 'Orders' },
        { href: `${HOSTED}/profile`, text: 'Profile' },
        { href: '/account/logout', text: 'Log out' },
      ],
    });
  });

  it('refuses an email no customer has, saying so on the form', async () => {
    const res = await signIn(client(fixture.server.url), 'nobody@example.test');
    expect(res.status).toBe(422);
    const body = await res.text();
    expect(body).toContain('role="alert"');
    expect(body).toContain('value="nobody@example.test"');
  });

  it('keeps hostile input escaped and a foreign return address out', async () => {
    const c = client(fixture.server.url);
    const res = await signIn(c, '"><script>alert(1)</script>', 'https://evil.example/');
    const body = await res.text();
    expect(body).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(body).not.toContain('<script>alert(1)');
    expect(body).not.toContain('evil.example');
    expect(body).toContain(`name="return_to" value="${HOSTED}/orders"`);
  });

  it('shows the hosted pages in the language of the URL', async () => {
    const c = client(fixture.server.url);
    await signIn(c, 'olive@example.test');
    const res = await page(c, `/fr${HOSTED}/profile`);
    expect(res.body).toContain('<html lang="fr"');
    expect(res.body).toContain('<h1>Profil</h1>');
  });

  it('answers a page whose template the theme lacks with its 404 page', async () => {
    for (const path of ['/cart', '/search?q=oil', '/collections', '/products/everyday-oil']) {
      const res = await page(client(fixture.server.url), path);
      expect([path, res.status, res.body.includes('Not found here')]).toEqual([path, 404, true]);
    }
  });
});
