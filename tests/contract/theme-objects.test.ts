// Objects real themes read that the sample shop provides: localization (and the localization
// form), shop policies and their pages, product option values, and the always-present globals.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PreviewServer } from '../../preview/server';
import { client, startFixtureServer, tempDir } from './helpers';

let server: PreviewServer;

beforeAll(async () => {
  server = await startFixtureServer(tempDir(), path.resolve('tests/fixtures/blocks-theme'));
});
afterAll(async () => {
  await server.close();
});

const between = (html: string, cls: string): string => new RegExp(`<p class="${cls}">([^<]*)</p>`).exec(html)?.[1] ?? '';

describe('localization', () => {
  it('gives the market, its countries (the shop country first), the currency and the page language', async () => {
    const html = await (await fetch(`${server.url}/?view=objects`)).text();
    expect(between(html, 'localization')).toBe('US|USD|5|en|us');
  });

  it('a localization form post remembers the country and sends the shopper back', async () => {
    const shopper = client(server.url);
    const form = new URLSearchParams({ form_type: 'localization', _method: 'put', country_code: 'FR', language_code: 'en', return_to: '/?view=objects' });
    const res = await shopper.fetch('/localization', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/?view=objects');
    const html = await (await shopper.fetch('/?view=objects')).text();
    // France is the sample shop's euro market (preview/shop/markets.ts).
    expect(between(html, 'localization')).toBe('FR|EUR|5|en|eu');
    // A theme's scripts read the shopper's country from window.Shopify, as on Shopify.
    expect(html).toContain('Shopify.country = "FR";');
    expect(await (await fetch(`${server.url}/?view=objects`)).text()).toContain('Shopify.country = "US";');
  });

  it('ignores a country outside the market and a return_to off the shop', async () => {
    const shopper = client(server.url);
    const form = new URLSearchParams({ country_code: 'ZZ', return_to: '//evil.example/' });
    const res = await shopper.fetch('/localization', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form });
    expect(res.headers.get('location')).toBe('/');
    expect(shopper.cookies.has('localization')).toBe(false);
  });
});

describe('shop policies', () => {
  it('lists the policies, each with a page at /policies/<handle>', async () => {
    const html = await (await fetch(`${server.url}/?view=objects`)).text();
    expect(between(html, 'policies')).toContain('Refund policy=/policies/refund-policy;');
    expect(between(html, 'policies').split(';').filter(Boolean)).toHaveLength(5);
    const page = await fetch(`${server.url}/policies/refund-policy`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<h1 class="page-title">Refund policy</h1><div class="rte"><p>Unopened cans');
    expect((await fetch(`${server.url}/policies/no-such-policy`)).status).toBe(404);
  });
});

describe('product option values', () => {
  it('print as their name and know their variant, availability and whether they are selected', async () => {
    const html = await (await fetch(`${server.url}/?view=objects`)).text();
    expect(between(html, 'option-values')).toBe('500ml:true:true:201;1L:true:false:202;');
  });
});

describe('globals every page has', () => {
  it('recommendations and predictive_search are not performed, and no additional checkout buttons', async () => {
    const html = await (await fetch(`${server.url}/?view=objects`)).text();
    expect(between(html, 'globals')).toBe('false|false|false');
  });
});
