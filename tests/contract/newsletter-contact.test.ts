// Shopify's `customer` form (the newsletter without JavaScript): POST /contact stores the address
// once and redirects back with ?customer_posted=true, where the form says thanks; a bad address
// re-renders a page with the error and the posted value, escaped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PreviewServer } from '../../preview/server';
import { listSignups } from '../../preview/services/klaviyo';
import { startFixtureServer } from './helpers';

let server: PreviewServer;
beforeAll(async () => {
  server = await startFixtureServer();
});
afterAll(() => server.close());

function postForm(fields: Record<string, string>, referer?: string) {
  return fetch(`${server.url}/contact`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(referer ? { referer } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
}

const signup = (email: string) => ({ form_type: 'customer', utf8: '✓', 'contact[tags]': 'newsletter', 'contact[email]': email });
const customerSignups = () => listSignups(server.shop.db, null);

describe('the newsletter form on a page', () => {
  it("points at this preview's Klaviyo stand-in (a blank host setting; a real store uses Klaviyo's)", async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    const props = /data-widget="newsletter-form"[^>]*>\s*<script type="application\/json" data-props>([^<]+)<\/script>/.exec(html);
    expect(props).not.toBeNull();
    expect(JSON.parse(props![1]!).klaviyo).toEqual({ company_id: 'GdDrp1', list_id: 'NewsL1', host: server.url });
  });
});

describe('POST /contact (form_type=customer)', () => {
  it('stores the address and sends the shopper back where they were, marked as posted', async () => {
    const res = await postForm(signup('Olive@Example.com'), `${server.url}/search?q=oil`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/search?q=oil&customer_posted=true');
    expect(customerSignups()).toEqual([{ email: 'olive@example.com', list_id: null, source: 'shopify-customer-form' }]);
  });

  it('shows the success text in the newsletter form on the page it lands on', async () => {
    const success = /<p id="[^"]+-message" class="newsletter-form__message newsletter-form__message--success"[^>]*>Thanks for signing up!<\/p>/;
    expect(await (await fetch(`${server.url}/?customer_posted=true`)).text()).toMatch(success);
    expect(await (await fetch(`${server.url}/`)).text()).not.toMatch(success);
  });

  it('stores a second sign-up with the same address once', async () => {
    expect((await postForm(signup('twice@example.com'))).status).toBe(302);
    expect((await postForm(signup('TWICE@example.com'))).status).toBe(302);
    expect(customerSignups().filter((s) => s.email === 'twice@example.com')).toHaveLength(1);
  });

  it('never redirects to another site', async () => {
    const res = await postForm(signup('away@example.com'), 'https://evil.example/phish');
    expect(res.headers.get('location')).toBe('/?customer_posted=true');
    const viaReturnTo = await postForm({ ...signup('away2@example.com'), return_to: '//evil.example/x' });
    expect(viaReturnTo.headers.get('location')).toBe('/?customer_posted=true');
  });

  it('re-renders with the spec text and the posted value, escaped, for a bad address', async () => {
    const res = await postForm(signup('"><script>alert(1)</script>'));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/newsletter-form__message--error">Please enter a valid email.<\/p>/);
    expect(html).toContain('aria-invalid="true"');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(customerSignups().map((s) => s.email)).not.toContain('"><script>alert(1)</script>');
  });

  it('refuses a blank address and form types that post elsewhere without a 5xx', async () => {
    expect((await postForm(signup(''))).status).toBe(200);
    expect((await postForm({ form_type: 'create_customer', 'contact[email]': 'a@b.co' })).status).toBe(400);
    expect((await postForm({})).status).toBe(400);
    expect(server.errors).toEqual([]);
  });
});
