// The README's first screen tells a new developer how to see the theme editor's view of a page and
// how to sign in as the sample customer, and what it says works on the sample shop.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { postForm } from './account-helpers';
import { client, sampleServerPerFile } from './helpers';

/** What an 80×24 terminal shows of it before any scrolling. */
const firstScreen = fs.readFileSync('README.md', 'utf8').split('\n').slice(0, 24).join('\n');

const sample = sampleServerPerFile();

describe("README's first screen", () => {
  it('shows a URL that opens the theme editor emulation (design mode, no age gate)', async () => {
    const url = /http:\/\/127\.0\.0\.1:9292(\/[^\s`]*\?design_mode=1)\b/.exec(firstScreen);
    expect(url, 'a 127.0.0.1:9292 URL with ?design_mode=1').not.toBeNull();
    const editor = await (await client(sample.server.url).fetch(url![1]!)).text();
    expect(editor).toContain('Shopify.designMode = true;');
    expect(editor).toContain('data-shopify-editor-section');
    expect(editor).not.toContain('data-age-gate-host');
    // The same page for a shopper has the gate and no editor marks.
    const shopper = await (await client(sample.server.url).fetch('/')).text();
    expect(shopper).toContain('data-age-gate-host');
    expect(shopper).not.toContain('Shopify.designMode');
  });

  it('names the sample customer, whose email and password sign in', async () => {
    const named = /`([^`\s]+@[^`\s]+)` \/ `([^`\s]+)`/.exec(firstScreen);
    expect(named, 'the sample customer as `email` / `password`').not.toBeNull();
    const [, email, password] = named!;
    const shopper = client(sample.server.url);
    const login = await postForm(shopper, '/account/login', { 'customer[email]': email!, 'customer[password]': password! }, 'customer_login');
    expect(login.status).toBe(302);
    expect(login.headers.get('location')).toBe('/account');
    const account = await shopper.fetch('/account');
    expect(account.status).toBe(200);
    expect(await account.text()).toContain(email);
  });
});
