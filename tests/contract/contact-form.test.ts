// Shopify's contact form on the sample shop's contact page: POST /contact keeps a good message and
// sends the shopper back to the page with ?contact_posted=true, where the form says thanks; a
// refused one (no email, a wrong email, a field too long) comes back as the page with each error
// under its field, a summary, and the values kept, escaped. Messages survive a restart.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type PreviewServer } from '../../preview/server';
import { listContactMessages } from '../../preview/shop/contact-messages';
import { tempDir } from './helpers';

const stateDir = tempDir();
let server: PreviewServer;
beforeAll(async () => {
  server = await startServer({ port: 0, stateDir, logError: () => {} });
});
afterAll(() => server.close());

const CONTACT_PAGE = '/pages/contact';

function post(fields: Record<string, string>, from: string | null = CONTACT_PAGE) {
  return fetch(`${server.url}/contact`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(from ? { referer: `${server.url}${from}` } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
}

const message = (contact: Record<string, string>) => ({
  form_type: 'contact',
  utf8: '✓',
  ...Object.fromEntries(Object.entries(contact).map(([key, value]) => [`contact[${key}]`, value])),
});
const stored = () => listContactMessages(server.shop.db);

/** The contact form of a page: its markup from the opening tag to the end of the form. */
function contactForm(html: string): string {
  const start = html.indexOf('<form method="post" action="/contact#ContactForm-');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</form>', start));
}

/** The error shown under a field (`hidden` when none), and whether the field says it is invalid. */
function fieldError(form: string, field: string) {
  const error = new RegExp(`<p class="field__error" id="(ContactForm-[^"]+-${field}-error)"( hidden)?>([^<]*)</p>`).exec(form);
  const input = new RegExp(`<(?:input|textarea)[^>]*name="contact\\[${field}\\]"[^>]*>`).exec(form)?.[0] ?? '';
  return {
    shown: error !== null && error[2] === undefined,
    text: error?.[3] ?? '',
    invalid: input.includes(`aria-invalid="true" aria-describedby="${error?.[1]}"`),
  };
}

describe('the contact page', () => {
  it("holds Shopify's contact form, which posts back to itself, with name and email required", async () => {
    const html = await (await fetch(`${server.url}${CONTACT_PAGE}`)).text();
    const form = contactForm(html);
    expect(form).toMatch(/^<form method="post" action="\/contact#(ContactForm-[\w-]+)" id="\1"/);
    expect(form).toContain('<input type="hidden" name="form_type" value="contact" />');
    for (const name of ['contact[name]', 'contact[email]', 'contact[phone]', 'contact[body]']) expect(form).toContain(`name="${name}"`);
    expect(form).toMatch(/<input type="text"[^>]*name="contact\[name\]"[^>]*required/);
    expect(form).toMatch(/<input type="email"[^>]*name="contact\[email\]"[^>]*required/);
    expect(form).toMatch(/data-error-summary hidden/);
  });
});

describe('POST /contact (form_type=contact)', () => {
  it('keeps a good message and sends the shopper back to the page, where the form thanks them', async () => {
    const res = await post(
      message({
        name: 'Olive Greenwood',
        email: 'olive@example.com',
        phone: '+1 503 555 0142',
        body: 'Do refills fit the Drizzle can?',
        order_number: '#1003',
      }),
    );
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/pages/contact?contact_posted=true');
    expect(stored().at(-1)).toMatchObject({
      name: 'Olive Greenwood',
      email: 'olive@example.com',
      phone: '+1 503 555 0142',
      body: 'Do refills fit the Drizzle can?',
      fields: { order_number: '#1003' },
      page: '/pages/contact',
    });
    const thanks = /<p class="form-success contact-form__success" role="status" tabindex="-1" autofocus>Thanks! Your message is in\./;
    expect(contactForm(await (await fetch(`${server.url}/pages/contact?contact_posted=true`)).text())).toMatch(thanks);
    expect(contactForm(await (await fetch(`${server.url}/pages/contact`)).text())).not.toMatch(thanks);
  });

  it('comes back as the page with the error under the email field and in the summary, values kept, nothing kept', async () => {
    const before = stored().length;
    const res = await post(message({ name: 'Pip', email: '', body: 'Hello there' }));
    expect(res.status).toBe(200);
    const form = contactForm(await res.text());
    expect(fieldError(form, 'email')).toEqual({ shown: true, text: 'Please enter your email, so we can write back.', invalid: true });
    expect(fieldError(form, 'name')).toEqual({ shown: false, text: '', invalid: false });
    expect(form).toMatch(/data-error-summary autofocus>[\s\S]*<a href="#ContactForm-[\w-]+-email">Please enter your email, so we can write back\.<\/a>/);
    expect(form).toMatch(/name="contact\[name\]"[^>]*value="Pip"/);
    expect(form).toMatch(/<textarea[^>]*name="contact\[body\]"[^>]*>Hello there<\/textarea>/);
    expect(stored()).toHaveLength(before);
  });

  it('refuses an address that is not one (valid to a browser, not to the shop)', async () => {
    const res = await post(message({ name: 'Pip', email: 'olive@kitchen' }));
    expect(res.status).toBe(200);
    const form = contactForm(await res.text());
    expect(fieldError(form, 'email')).toMatchObject({ shown: true, text: 'That email doesn&#39;t look right. Try something like olive@example.com.' });
    expect(form).toMatch(/name="contact\[email\]"[^>]*value="olive@kitchen"/);
  });

  it('after a refused post, the next one still goes back to the page the form was on', async () => {
    const refused = contactForm(await (await post(message({ email: 'nope' }))).text());
    const returnTo = /<input type="hidden" name="return_to" value="([^"]+)" \/>/.exec(refused)?.[1];
    expect(returnTo).toBe('/pages/contact');
    // The refused answer's URL is /contact: that is the Referer of the next post.
    const again = await post({ ...message({ email: 'pip@example.com' }), return_to: returnTo! }, '/contact');
    expect(again.headers.get('location')).toBe('/pages/contact?contact_posted=true');
  });

  it('prints hostile input inert: escaped in the fields, never as markup', async () => {
    const res = await post(
      message({ name: '"><script>alert(1)</script>', email: '<img src=x onerror=alert(2)>', body: '</textarea><script>alert(3)</script>' }),
    );
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toMatch(/<script>alert|<img src=x/);
    const form = contactForm(html);
    expect(form).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(form).toContain('&lt;/textarea&gt;&lt;script&gt;alert(3)&lt;/script&gt;</textarea>');
  });

  it('refuses a message over 5,000 characters with the limit named, and a body over 1 MB with a 413', async () => {
    const before = stored().length;
    const long = await post(message({ name: 'Pip', email: 'pip@example.com', body: 'y'.repeat(5001) }));
    expect(long.status).toBe(200);
    expect(fieldError(contactForm(await long.text()), 'body')).toEqual({
      shown: true,
      text: 'Message is too long (maximum is 5000 characters).',
      invalid: true,
    });
    const huge = await post(message({ email: 'pip@example.com', body: 'z'.repeat(2 * 1024 * 1024) }));
    expect(huge.status).toBe(413);
    expect(stored()).toHaveLength(before);
    expect(server.errors).toEqual([]);
  });

  it('answers odd shapes (a list for a field, no referer) without a 5xx', async () => {
    const list = await fetch(`${server.url}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'form_type=contact&utf8=%E2%9C%93&contact[email]=a%40b.co&contact[name][]=x',
      redirect: 'manual',
    });
    expect(list.status).toBe(200);
    const noReferer = await post(message({ email: 'solo@example.com' }), null);
    expect(noReferer.headers.get('location')).toBe('/?contact_posted=true');
    expect(server.errors).toEqual([]);
  });

  it('answers extra fields named like Object methods (contact[constructor][x]) with the form and their error, not a 5xx', async () => {
    const res = await fetch(`${server.url}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', referer: `${server.url}${CONTACT_PAGE}` },
      body: 'form_type=contact&contact[email]=odd%40example.com&contact[constructor][x]=1&contact[toString][]=a',
      redirect: 'manual',
    });
    expect(res.status).toBe(200);
    expect(contactForm(await res.text())).toContain('odd@example.com');
    expect(stored().some((m) => m.email === 'odd@example.com')).toBe(false);
    expect(server.errors).toEqual([]);
  });

  it('keeps the messages through a restart', async () => {
    const count = stored().length;
    expect(count).toBeGreaterThan(0);
    await server.close();
    server = await startServer({ port: 0, stateDir, logError: () => {} });
    expect(stored()).toHaveLength(count);
    expect(stored()[0]).toMatchObject({ email: 'olive@example.com', body: 'Do refills fit the Drizzle can?' });
  });
});
