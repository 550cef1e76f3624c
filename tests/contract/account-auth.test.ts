// Legacy customer account forms over HTTP: login (sessions, rotation, logout, return_url,
// throttling with the injected clock), register, recover, reset and activation links, and the
// bad input each must survive with a clear message and no 5xx.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServer, type PreviewServer } from '../../preview/server';
import { client, tempDir, type Client } from './helpers';
import { attributesOf, emailedLinks, fakeClock, logIn, postForm, SESSION, sessionCookieOf, startAccountServer, type Clock } from './account-helpers';

let clock: Clock;
let server: PreviewServer;
let c: Client;

beforeEach(async () => {
  clock = fakeClock();
  server = await startAccountServer(clock);
  c = client(server.url);
});
afterEach(async () => {
  expect(server.errors).toEqual([]);
  await server.close();
});

const TOO_MANY = 'Too many attempts. Please try again later.';
const INCORRECT = 'Incorrect email or password.';
const MINUTE = 60_000;

describe('login, sessions and logout', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie and opens the account', async () => {
    const res = await logIn(c, 'pip@example.test', 'pip-pass');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/account');
    const cookie = sessionCookieOf(res)!;
    expect(cookie).toMatch(/^_olivine_session=[0-9a-f]{64};/);
    expect(attributesOf(cookie)).toEqual(['HttpOnly', 'Max-Age=2592000', 'Path=/', 'SameSite=Lax']);
    const account = await c.fetch('/account');
    expect(account.status).toBe(200);
    expect(await account.text()).toContain('pip@example.test');
  });

  it('rotates the session on login: the token the browser had before stops working', async () => {
    await logIn(c, 'pip@example.test', 'pip-pass');
    const first = c.cookies.get(SESSION)!;
    await logIn(c, 'pip@example.test', 'pip-pass');
    const second = c.cookies.get(SESSION)!;
    expect(second).not.toBe(first);
    const replay = client(server.url);
    replay.cookies.set(SESSION, first);
    expect((await replay.fetch('/account')).status).toBe(302);
    // A token planted before login (session fixation) is never the one signed in.
    const planted = client(server.url);
    planted.cookies.set(SESSION, 'a'.repeat(64));
    await logIn(planted, 'pip@example.test', 'pip-pass');
    expect(planted.cookies.get(SESSION)).not.toBe('a'.repeat(64));
  });

  it('destroys the session on logout, and expires the cookie', async () => {
    await logIn(c, 'pip@example.test', 'pip-pass');
    const token = c.cookies.get(SESSION)!;
    const out = await c.fetch('/account/logout');
    expect(out.status).toBe(302);
    expect(sessionCookieOf(out)).toMatch(/^_olivine_session=;/);
    expect(attributesOf(sessionCookieOf(out)!)).toEqual(['HttpOnly', 'Max-Age=0', 'Path=/', 'SameSite=Lax']);
    const replay = client(server.url);
    replay.cookies.set(SESSION, token);
    expect((await replay.fetch('/account')).status).toBe(302);
  });

  it('ends a session after 30 days', async () => {
    await logIn(c, 'pip@example.test', 'pip-pass');
    clock.advance(29 * 24 * 60 * MINUTE);
    expect((await c.fetch('/account')).status).toBe(200);
    clock.advance(2 * 24 * 60 * MINUTE);
    expect((await c.fetch('/account')).status).toBe(302);
  });

  it('answers a wrong password and an unknown email alike, with no session', async () => {
    const wrong = await logIn(c, 'pip@example.test', 'nope');
    const unknown = await logIn(c, 'nobody@example.test', 'pip-pass');
    expect([wrong.status, unknown.status]).toEqual([200, 200]);
    const [a, b] = [await wrong.text(), await unknown.text()];
    expect(a).toContain(INCORRECT);
    expect(b).toContain(INCORRECT);
    expect(a).toContain('value="pip@example.test"');
    expect(a).not.toContain('nope');
    expect(c.cookies.has(SESSION)).toBe(false);
  });
});

describe('return_url', () => {
  it('sends a guest from every account route to the login, and back there after it', async () => {
    for (const path of ['/account', '/account?view=subscriptions', '/account/addresses', '/account/orders/801', '/account/anything']) {
      const res = await c.fetch(path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location'), path).toBe(`/account/login?return_url=${encodeURIComponent(path)}`);
    }
    // A section fetch (the account views swap through the Section Rendering API) comes back to its page.
    const section = await c.fetch('/account?view=orders&section_id=main');
    expect(section.headers.get('location')).toBe(`/account/login?return_url=${encodeURIComponent('/account?view=orders')}`);
    const loginPage = await (await c.fetch('/account/login?return_url=%2Faccount%2Faddresses%3Fx%3D1')).text();
    expect(loginPage).toContain('<input type="hidden" name="return_url" value="/account/addresses?x=1" />');
    const res = await logIn(c, 'pip@example.test', 'pip-pass', { return_url: '/account/addresses?x=1' });
    expect(res.headers.get('location')).toBe('/account/addresses?x=1');
  });

  it('keeps the return_url through a failed login', async () => {
    const failed = await (await logIn(c, 'pip@example.test', 'nope', { return_url: '/account/orders/801' })).text();
    expect(failed).toContain('name="return_url" value="/account/orders/801"');
  });

  it('refuses to send anyone off the shop (open redirects)', async () => {
    for (const target of ['https://evil.test/x', '//evil.test', '/\\evil.test', 'javascript:alert(1)', '/\tevil', 'http:/evil.test']) {
      const page = await (await c.fetch(`/account/login?return_url=${encodeURIComponent(target)}`)).text();
      expect(page, target).not.toContain('name="return_url"');
      const shopper = client(server.url);
      const res = await logIn(shopper, 'pip@example.test', 'pip-pass', { return_url: target, return_to: target });
      expect(res.headers.get('location'), target).toBe('/account');
      expect((await shopper.fetch(`/account/login?return_url=${encodeURIComponent(target)}`)).headers.get('location')).toBe('/account');
    }
  });
});

describe('login throttling', () => {
  const failTimes = async (email: string, n: number) => {
    for (let i = 0; i < n; i++) await logIn(c, email, `wrong-${i}`);
  };

  it('refuses every try after 10 failures in 15 minutes, right password included, until the window passes', async () => {
    await failTimes('pip@example.test', 9);
    const tenth = await logIn(c, 'pip@example.test', 'wrong');
    expect(await tenth.text()).toContain(INCORRECT);
    clock.advance(5 * MINUTE);
    const refused = await logIn(c, 'PIP@example.test ', 'pip-pass');
    expect(refused.status).toBe(429);
    const html = await refused.text();
    expect(html).toContain(TOO_MANY);
    expect(html).not.toContain(INCORRECT);
    expect(sessionCookieOf(refused)).toBeUndefined();
    // Another email is not affected.
    expect((await logIn(client(server.url), 'olive@example.test', 'olive-oil')).status).toBe(302);
    clock.advance(9 * MINUTE);
    expect((await logIn(c, 'pip@example.test', 'pip-pass')).status).toBe(429);
    clock.advance(1 * MINUTE + 1);
    const back = await logIn(c, 'pip@example.test', 'pip-pass');
    expect(back.status).toBe(302);
    expect(sessionCookieOf(back)).toBeDefined();
  });

  it('throttles an unknown email the same way, so the message tells nothing', async () => {
    await failTimes('nobody@example.test', 10);
    await failTimes('pip@example.test', 10);
    const unknown = await logIn(c, 'nobody@example.test', 'x');
    const known = await logIn(c, 'pip@example.test', 'x');
    expect([unknown.status, known.status]).toEqual([429, 429]);
    expect(await unknown.text()).toContain(TOO_MANY);
    expect(await known.text()).toContain(TOO_MANY);
  });

  it('forgets the failures after a successful login', async () => {
    await failTimes('pip@example.test', 9);
    expect((await logIn(c, 'pip@example.test', 'pip-pass')).status).toBe(302);
    await failTimes('pip@example.test', 9);
    expect((await logIn(c, 'pip@example.test', 'pip-pass')).status).toBe(302);
  });
});

describe('register', () => {
  const register = (fields: Record<string, string>, formType: string | undefined = 'create_customer') =>
    postForm(c, '/account', Object.fromEntries(Object.entries(fields).map(([k, v]) => [`customer[${k}]`, v])), formType);

  it('signs the new customer in; HTML in a name is stored as text and shown escaped', async () => {
    const res = await register({ first_name: '<img src=x onerror=alert(1)>', last_name: 'Leaf', email: 'new@example.test', password: 'secret1' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/account');
    expect(sessionCookieOf(res)).toMatch(/HttpOnly/);
    const page = await (await c.fetch('/account')).text();
    expect(page).not.toContain('<img src=x');
    expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(server.shop.customers.login('new@example.test', 'secret1').ok).toBe(true);
  });

  it('shows per-field errors, keeps the values (never the password), and creates nothing', async () => {
    const long = 'x'.repeat(10 * 1024);
    const res = await register({ first_name: long, email: 'not-an-email', password: 'abc' });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('First name is too long (maximum is 255 characters).');
    expect(html).toContain('Email is invalid.');
    expect(html).toContain('Password is too short (minimum is 5 characters).');
    expect(html).toContain('value="not-an-email"');
    expect(html).not.toContain('value="abc"');
    const taken = await (await register({ email: 'PIP@example.test', password: 'secret1' })).text();
    expect(taken).toContain('Email has already been taken.');
    expect(c.cookies.has(SESSION)).toBe(false);
  });

  it('refuses a post without Shopify form fields, keeping the values', async () => {
    const partial: Record<string, string>[] = [{ utf8: '✓' }, { form_type: 'create_customer' }, { form_type: 'customer_login', utf8: '✓' }];
    for (const fields of partial) {
      const res = await postForm(c, '/account', { ...fields, 'customer[email]': 'late@example.test', 'customer[password]': 'secret1' });
      expect(res.status).toBe(400);
      const html = await res.text();
      expect(html).toContain('This form could not be sent. Reload the page and try again.');
      expect(html).toContain('value="late@example.test"');
    }
    expect(server.shop.customers.login('late@example.test', 'secret1').ok).toBe(false);
  });
});

describe('login form markers and odd input', () => {
  it('refuses a login without form_type or utf8 and signs nobody in', async () => {
    const res = await postForm(c, '/account/login', { 'customer[email]': 'pip@example.test', 'customer[password]': 'pip-pass' });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('This form could not be sent. Reload the page and try again.');
    expect(c.cookies.has(SESSION)).toBe(false);
  });

  it('refuses recover, reset and activate posts without form_type or utf8, changing nothing', async () => {
    await postForm(c, '/account/recover', { email: 'pip@example.test' }, 'recover_customer_password');
    const { url } = (await emailedLinks(c, 'pip@example.test'))[0]!;
    const [, , , id, token] = url.split('/') as [string, string, string, string, string];
    const invite = (await emailedLinks(c, 'invited@example.test'))[0]!.url.split('/');
    const password = { 'customer[password]': 'changed1', 'customer[password_confirmation]': 'changed1' };
    const posts: [string, Record<string, string>][] = [
      ['/account/recover', { email: 'pip@example.test' }],
      ['/account/reset', { id, token, ...password }],
      ['/account/activate', { id: invite[3]!, token: invite[4]!, ...password }],
    ];
    for (const [path, fields] of posts) {
      const res = await postForm(c, path, { form_type: 'contact', ...fields });
      expect(res.status, path).toBe(400);
      expect(await res.text(), path).toContain('This form could not be sent. Reload the page and try again.');
    }
    expect(await emailedLinks(c, 'pip@example.test')).toHaveLength(1);
    expect(server.shop.customers.login('pip@example.test', 'pip-pass').ok).toBe(true);
    expect(server.shop.customers.login('invited@example.test', 'changed1').ok).toBe(false);
    expect(c.cookies.has(SESSION)).toBe(false);
  });

  it('answers a 10 KB email or nested fields with the usual message, never a 5xx', async () => {
    const long = await logIn(c, `${'a'.repeat(10 * 1024)}@example.test`, 'x');
    expect(long.status).toBe(200);
    expect(await long.text()).toContain(INCORRECT);
    const nested = await postForm(c, '/account/login', { 'customer[email][x]': 'a', 'customer[password][]': 'b' }, 'customer_login');
    expect(nested.status).toBe(200);
  });
});

describe('recover, reset and activate', () => {
  const recover = (email: string) => postForm(c, '/account/recover', { email }, 'recover_customer_password');

  it('answers recover the same for any email, and "emails" a reset link only to a customer', async () => {
    const known = await (await recover('pip@example.test')).text();
    const unknown = await (await recover('nobody@example.test')).text();
    const success = 'We&#39;ve sent you an email with a link to update your password.';
    expect(known).toContain(success);
    expect(unknown).toContain(success);
    expect(await emailedLinks(c, 'nobody@example.test')).toEqual([]);
    const [mail] = await emailedLinks(c, 'pip@example.test');
    expect(mail).toMatchObject({ kind: 'customer_password_reset', url: expect.stringMatching(/^\/account\/reset\/8\/[0-9a-f]{32}-\d+$/) });
    expect(await (await recover('')).text()).toContain('Email can&#39;t be blank.');
  });

  it('resets the password through the link once, signs in and ends the other sessions', async () => {
    const other = client(server.url);
    await logIn(other, 'pip@example.test', 'pip-pass');
    await recover('pip@example.test');
    const { url } = (await emailedLinks(c, 'pip@example.test'))[0]!;
    const [, , , id, token] = url.split('/') as [string, string, string, string, string];
    const page = await (await c.fetch(url)).text();
    expect(page).toContain(`<input type="hidden" name="id" value="${id}" /><input type="hidden" name="token" value="${token}" />`);
    const reset = (password: string, confirmation: string) =>
      postForm(c, '/account/reset', { id, token, 'customer[password]': password, 'customer[password_confirmation]': confirmation }, 'reset_customer_password');
    const mismatch = await (await reset('new-pass', 'other')).text();
    expect(mismatch).toContain('Password confirmation doesn&#39;t match Password.');
    expect(mismatch).toContain(`name="token" value="${token}"`);
    const done = await reset('new-pass', 'new-pass');
    expect(done.status).toBe(302);
    expect(done.headers.get('location')).toBe('/account');
    expect(sessionCookieOf(done)).toBeDefined();
    expect((await other.fetch('/account')).status).toBe(302);
    expect(server.shop.customers.login('pip@example.test', 'pip-pass').ok).toBe(false);
    expect(server.shop.customers.login('pip@example.test', 'new-pass').ok).toBe(true);
    // The link is spent: it was bound to the old password.
    expect(await (await c.fetch(url)).text()).toContain('This link is invalid or has expired.');
    expect(await (await reset('again-pass', 'again-pass')).text()).toContain('This link is invalid or has expired.');
  });

  it('refuses an expired, tampered or borrowed link', async () => {
    await recover('pip@example.test');
    const { url } = (await emailedLinks(c, 'pip@example.test'))[0]!;
    const token = url.split('/')[4]!;
    expect(await (await c.fetch(`/account/reset/7/${token}`)).text()).toContain('This link is invalid or has expired.');
    expect(await (await c.fetch(`/account/reset/8/${token.replace(/^./, (ch) => (ch === '0' ? '1' : '0'))}`)).text()).toContain(
      'This link is invalid or has expired.',
    );
    clock.advance(25 * 60 * MINUTE);
    expect(await (await c.fetch(url)).text()).toContain('This link is invalid or has expired.');
  });

  it('activates an invited account through its invitation; declining changes nothing', async () => {
    expect((await logIn(c, 'invited@example.test', '')).status).toBe(200);
    const [invite] = await emailedLinks(c, 'invited@example.test');
    expect(invite).toMatchObject({ kind: 'customer_account_activate', url: expect.stringMatching(/^\/account\/activate\/9\//) });
    const [, , , id, token] = invite!.url.split('/') as [string, string, string, string, string];
    expect(await (await c.fetch(invite!.url)).text()).toContain(`name="token" value="${token}"`);
    const decline = await postForm(c, '/account/activate', { id, token, decline: 'Decline Invitation' }, 'activate_customer_password');
    expect(decline.headers.get('location')).toBe('/');
    const activate = await postForm(
      c,
      '/account/activate',
      { id, token, 'customer[password]': 'ivy-pass', 'customer[password_confirmation]': 'ivy-pass' },
      'activate_customer_password',
    );
    expect(activate.status).toBe(302);
    expect(activate.headers.get('location')).toBe('/account');
    expect(await (await c.fetch('/account')).text()).toContain('invited@example.test');
    expect((await logIn(client(server.url), 'invited@example.test', 'ivy-pass')).status).toBe(302);
  });
});

describe('in another published language (the sample shop, /fr)', () => {
  it('keeps the language through the login guard, the return_url and the redirect back', async () => {
    const sample = await startServer({ port: 0, stateDir: tempDir(), logError: () => {} });
    try {
      const shopper = client(sample.url);
      const guard = await shopper.fetch('/fr/account/addresses');
      expect(guard.headers.get('location')).toBe('/fr/account/login?return_url=%2Ffr%2Faccount%2Faddresses');
      const page = await (await shopper.fetch(guard.headers.get('location')!)).text();
      expect(page).toContain('action="/fr/account/login"');
      expect(page).toContain('name="return_url" value="/fr/account/addresses"');
      const res = await postForm(
        shopper,
        '/fr/account/login',
        { 'customer[email]': 'olive@example.com', 'customer[password]': 'goodoil', return_url: '/fr/account/addresses' },
        'customer_login',
      );
      expect(res.headers.get('location')).toBe('/fr/account/addresses');
      expect((await shopper.fetch('/fr/account/addresses')).status).toBe(200);
      expect(sample.errors).toEqual([]);
    } finally {
      await sample.close();
    }
  });
});
