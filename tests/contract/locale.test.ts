// A shop with a second published language: every page and API also answers under `/fr/`, with
// `routes`, `request.locale`, form actions and translations for that language; `/xx/` is a 404.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type PreviewServer } from '../../preview/server';
import type { Cart, CartLineItem } from '../../src/contracts/cart';
import { shopRoutes } from '../../src/contracts/routes';
import { fixtureShop } from './fixtures/shop-data';
import { client, tempDir } from './helpers';

let server: PreviewServer;
let sample: PreviewServer;

/** A theme that prints what a page knows about its language. */
function writeTheme(): string {
  const root = tempDir('olivine-locale-theme-');
  const put = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  };
  put(
    'layout/theme.liquid',
    '<!doctype html><html lang="{{ request.locale.iso_code }}"><head>{{ content_for_header }}</head><body>{{ content_for_layout }}</body></html>',
  );
  put('templates/index.json', JSON.stringify({ sections: { main: { type: 'main' } }, order: ['main'] }));
  put('templates/product.json', JSON.stringify({ sections: { main: { type: 'product' } }, order: ['main'] }));
  put(
    'sections/main.liquid',
    [
      '',
      'locale={{ request.locale.iso_code }}|{{ request.locale.root_url }}|{{ request.locale.primary }}',
      'routes={{ routes | json }}',
      'text={{ "greeting" | t }}|{{ "only_default" | t }}|{{ "items" | t: count: 1 }}',
      'langs={% for l in shop.published_locales %}{{ l.iso_code }}:{{ l.root_url }}:{{ l.primary }};{% endfor %}',
      '',
    ].join('\n'),
  );
  put('sections/product.liquid', '{{ product.title }}{% form "product", product %}{% endform %}');
  put(
    'locales/en.default.json',
    JSON.stringify({ greeting: 'Hello', only_default: 'English only', items: { one: '{{ count }} item', other: '{{ count }} items' } }),
  );
  put('locales/fr.json', JSON.stringify({ greeting: 'Bonjour' }));
  return root;
}

beforeAll(async () => {
  const data = {
    ...fixtureShop,
    shop: {
      ...fixtureShop.shop,
      published_locales: [...fixtureShop.shop.published_locales, { iso_code: 'fr', name: 'French', endonym_name: 'français', primary: false }],
    },
  };
  server = await startServer({ port: 0, stateDir: tempDir(), data, themeRoot: writeTheme(), logError: () => {} });
  sample = await startServer({ port: 0, stateDir: tempDir(), logError: () => {} });
});
afterAll(async () => {
  const errors = [...server.errors, ...sample.errors];
  await Promise.all([server.close(), sample.close()]);
  expect(errors, 'no request may end in a 500').toEqual([]);
});

const page = async (pathname: string) => (await fetch(server.url + pathname)).text();
const line = (html: string, name: string) =>
  html
    .split('\n')
    .find((l) => l.startsWith(`${name}=`))
    ?.slice(name.length + 1);

/** The probe theme has no customers templates: it is on new customer accounts, whose sign-in is hosted. */
function newAccountRoutes(prefix: string, iso: string) {
  const login = `${prefix}/customer_authentication/redirect?locale=${iso}&region_country=US`;
  return {
    ...shopRoutes(`${prefix}/`),
    account_login_url: login,
    account_register_url: login,
    account_profile_url: `${prefix}/__olivine/customer-accounts/profile`,
  };
}

describe('the routes contract', () => {
  it('gives every URL under the language root, root_url without a trailing slash', () => {
    expect(shopRoutes('/')).toMatchObject({
      root_url: '/',
      cart_add_url: '/cart/add',
      account_login_url: '/account/login',
      predictive_search_url: '/search/suggest',
    });
    for (const root of ['/fr/', '/fr']) {
      const fr = shopRoutes(root);
      expect(fr.root_url).toBe('/fr');
      expect(Object.values(fr).every((url) => url === '/fr' || url.startsWith('/fr/'))).toBe(true);
      expect(fr.cart_add_url).toBe('/fr/cart/add');
    }
  });
});

describe('pages under a published language prefix', () => {
  it('render with routes, request.locale and <html lang> of that language', async () => {
    const html = await page('/fr/');
    expect(html).toContain('<html lang="fr">');
    expect(line(html, 'locale')).toBe('fr|/fr|false');
    expect(JSON.parse(line(html, 'routes')!)).toEqual(newAccountRoutes('/fr', 'fr'));
    expect(html).toContain('Shopify.routes.root = "/fr/";');
    expect(html).toContain('Shopify.locale = "fr";');
    expect(line(html, 'langs')).toBe('en:/:true;fr:/fr:false;');
    const primary = await page('/');
    expect(line(primary, 'locale')).toBe('en|/|true');
    expect(JSON.parse(line(primary, 'routes')!)).toEqual(newAccountRoutes('', 'en'));
  });

  it('translate from the language file, falling back to the default locale key by key', async () => {
    expect(line(await page('/fr'), 'text')).toBe('Bonjour|English only|1 item');
    expect(line(await page('/'), 'text')).toBe('Hello|English only|1 item');
  });

  it('serve the same pages as the root, with forms posting under the prefix', async () => {
    const html = await page('/fr/products/everyday-oil');
    expect(html).toContain('Everyday Oil');
    expect(html).toContain('action="/fr/cart/add"');
  });

  it("answer an unpublished prefix, or the primary language's own, with 404", async () => {
    for (const pathname of ['/xx/', '/xx/products/everyday-oil', '/xx/cart.js', '/en/']) {
      expect((await fetch(server.url + pathname)).status, pathname).toBe(404);
    }
  });
});

describe('the cart API under a language prefix', () => {
  it('adds with /fr/cart/add.js to the same cart /cart.js reads', async () => {
    const c = client(server.url);
    const added = await c.json<CartLineItem>('/fr/cart/add.js', { id: 101, quantity: 2 });
    expect(added.status).toBe(200);
    expect(added.body.quantity).toBe(2);
    expect((await c.json<Cart>('/cart.js')).body.item_count).toBe(2);
    expect((await c.json<Cart>('/fr/cart.js')).body.item_count).toBe(2);
  });

  it('sends a plain form post back to the cart page of that language', async () => {
    const c = client(server.url);
    const res = await c.fetch('/fr/cart/add', { method: 'POST', body: new URLSearchParams({ id: '101' }) });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/fr/cart');
  });
});

describe('the sample shop in French', () => {
  it("publishes fr and renders its pages under /fr/ in the theme's French", async () => {
    const res = await fetch(`${sample.url}/fr/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('Aller au contenu');
    expect(html).not.toContain('Skip to content');
    expect(await (await fetch(`${sample.url}/`)).text()).toContain('Skip to content');
    expect(html).toContain('href="/fr/cart"');
    expect(html).not.toContain('Translation missing');
    expect((await fetch(`${sample.url}/fr/collections/all`)).status).toBe(200);
    expect((await fetch(`${sample.url}/xx/collections/all`)).status).toBe(404);
  });
});
