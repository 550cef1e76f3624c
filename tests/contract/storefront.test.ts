// The storefront's pages, JSON feeds, Section Rendering API, images and checkout hand-off,
// against the sample shop, as a browser or the theme editor would call them.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type PreviewServer } from '../../preview/server';
import type { PortalAccess } from '../../preview/services/recharge';
import type { CartAddResponse } from '../../src/contracts/cart';
import { client, tempDir, type WithSections } from './helpers';

let server: PreviewServer;

beforeAll(async () => {
  server = await startServer({ port: 0, stateDir: tempDir(), logError: () => {} });
});
afterAll(async () => {
  await server.close();
});


const get = (pathname: string, init?: RequestInit) => fetch(server.url + pathname, { redirect: 'manual', ...init });

function firstPurchasable() {
  const product = server.shop.data.products.find((p) => !p.requires_selling_plan && !p.gift_card && p.variants.some((v) => v.available));
  const variant = product!.variants.find((v) => v.available && !v.requires_selling_plan)!;
  return { product: product!, variant };
}

describe('pages', () => {
  it('renders every page type as HTML with the layout around it', async () => {
    const { product } = firstPurchasable();
    const article = server.shop.data.blogs[0]!.articles[0]!;
    for (const pathname of ['/', `/products/${product.handle}`, '/collections/all', '/collections', '/blogs/glog', `/blogs/glog/${article.handle}`, '/search?q=oil', '/cart', '/account/login', '/account/register', '/pages/about']) {
      const res = await get(pathname);
      expect(res.status, pathname).toBe(200);
      const html = await res.text();
      expect(html, pathname).toMatch(/^<!doctype html>/i);
      expect(html, pathname).toContain('<main id="MainContent"');
      expect(html.match(/<h1[\s>]/g)?.length, pathname).toBe(1);
    }
    expect(server.errors).toEqual([]);
  });

  it('answers unknown products, collections, pages and articles with the 404 template', async () => {
    for (const pathname of ['/products/nope', '/collections/nope', '/pages/nope', '/blogs/glog/nope', '/blogs/nope', '/some/where']) {
      const res = await get(pathname);
      expect(res.status, pathname).toBe(404);
      expect(await res.text(), pathname).toContain('<main id="MainContent"');
    }
  });

  it('selects the variant from ?variant= and ignores a variant of another product', async () => {
    const product = server.shop.data.products.find((p) => p.variants.length > 1)!;
    const second = product.variants[1]!;
    const html = await (await get(`/products/${product.handle}?variant=${second.id}`)).text();
    expect(html).toMatch(new RegExp(`<option[^>]*value="${second.id}"[^>]*selected`));
    const other = await get(`/products/${product.handle}?variant=999999999`);
    expect(other.status).toBe(200);
  });

  it('escapes a hostile search term everywhere it is reflected', async () => {
    const html = await (await get('/search?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E%22%3E')).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('paginates the blog with ?page=', async () => {
    const page1 = await (await get('/blogs/glog')).text();
    const page2 = await (await get('/blogs/glog?page=2')).text();
    const links = (html: string) => [...html.matchAll(/href="(\/blogs\/glog\/(?!tagged)[a-z0-9-]+)"/g)].map((m) => m[1]);
    expect(links(page1).length).toBeGreaterThan(0);
    expect(links(page2).length).toBeGreaterThan(0);
    expect(links(page2).filter((l) => links(page1).includes(l))).toEqual([]);
  });
});

describe('JSON feeds', () => {
  it('serves /products/<handle>.js with Shopify\'s shape and 404 for unknown handles', async () => {
    const product = server.shop.data.products.find((p) => p.selling_plan_groups.length > 0)!;
    const res = await get(`/products/${product.handle}.js`);
    expect(res.status).toBe(200);
    const json = await res.json();
    expect(json).toMatchObject({ id: product.id, handle: product.handle, title: product.title, url: `/products/${product.handle}` });
    expect(json.variants[0]).toHaveProperty('selling_plan_allocations');
    expect(json.selling_plan_groups[0].selling_plans.length).toBeGreaterThan(1);
    expect((await get('/products/nope.js')).status).toBe(404);
    const wrapped = await (await get(`/products/${product.handle}.json`)).json();
    expect(wrapped.product.id).toBe(product.id);
  });

  it('pages /products.json with limit and page', async () => {
    const one = await (await get('/products.json?limit=2&page=1')).json();
    const two = await (await get('/products.json?limit=2&page=2')).json();
    expect(one.products).toHaveLength(2);
    expect(two.products[0].id).not.toBe(one.products[0].id);
    expect(typeof one.products[0].variants[0].price).toBe('string');
  });
});

describe('Section Rendering API', () => {
  it('renders ?sections= as JSON with null for unknown ids', async () => {
    const res = await get('/?sections=header,nope');
    expect(res.status).toBe(200);
    const json = await res.json();
    expect(json.nope).toBeNull();
    expect(json.header).toContain('id="shopify-section-header"');
  });

  it('renders ?section_id= as the wrapped section, 404 when unknown', async () => {
    const res = await get('/cart?section_id=main-cart');
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/^<\w+ id="shopify-section-main-cart" class="shopify-section/);
    expect((await get('/?section_id=nope')).status).toBe(404);
  });

  it('renders template sections by their dynamic id', async () => {
    const html = await (await get('/')).text();
    const id = html.match(/id="shopify-section-(template--\d+__[\w-]+)"/)![1]!;
    const res = await get(`/?section_id=${id}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`id="shopify-section-${id}"`);
  });

  it('renders bundled sections after a cart mutation', async () => {
    const { variant } = firstPurchasable();
    const c = client(server.url);
    const { status, body } = await c.json<WithSections<CartAddResponse>>('/cart/add.js', { items: [{ id: variant.id, quantity: 1 }], sections: 'main-cart' });
    expect(status).toBe(200);
    expect(body.sections['main-cart']).toContain('shopify-section-main-cart');
  });
});

describe('design mode', () => {
  it('marks sections and blocks for the theme editor only in design mode', async () => {
    const editor = await (await get('/?design_mode=1')).text();
    expect(editor).toContain('data-shopify-editor-section=');
    expect(editor).toContain('data-shopify-editor-block=');
    expect(editor).toMatch(/designMode["']?\s*[:=]\s*true/);
    const shopper = await (await get('/')).text();
    expect(shopper).not.toContain('data-shopify-editor-block=');
    expect(shopper).not.toMatch(/designMode["']?\s*[:=]\s*true/);
  });
});

describe('images', () => {
  it('serves sample images as SVG, and sized ones as WebP no wider than asked', async () => {
    const file = server.shop.data.products[0]!.images[0]!.file;
    const svg = await get(`/cdn/shop/files/${file}`);
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    const sized = await get(`/cdn/shop/files/${file}?v=1&width=300`);
    expect(sized.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await sized.arrayBuffer());
    expect(bytes.subarray(0, 4).toString()).toBe('RIFF');
    const { default: sharp } = await import('sharp');
    expect((await sharp(bytes).metadata()).width).toBe(300);
  });

  it('refuses traversal, unknown files and bad sizes', async () => {
    expect((await get('/cdn/shop/files/..%2F..%2Fpackage.json')).status).toBe(404);
    expect((await get('/cdn/shop/files/nope.svg')).status).toBe(404);
    const file = server.shop.data.products[0]!.images[0]!.file;
    expect((await get(`/cdn/shop/files/${file}?width=-4`)).status).toBe(400);
    expect((await get(`/cdn/shop/files/${file}?width=99999`)).status).toBe(400);
  });

  it('answers /favicon.ico with the theme\'s icon', async () => {
    const res = await fetch(`${server.url}/favicon.ico`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
  });
});

describe('videos', () => {
  it('lists a product video in the product JSON media, after the images', async () => {
    const json = await (await get('/products/the-everyday.js')).json();
    const video = json.media.find((m: { media_type: string }) => m.media_type === 'video');
    expect(video).toMatchObject({ position: json.images.length + 1, duration: 4000 });
    expect(video.sources[0]).toMatchObject({ mime_type: 'video/webm', url: '/cdn/shop/videos/the-everyday-pour.webm' });
    expect(video.preview_image.src).toContain('/cdn/shop/files/');
  });

  it('serves videos whole and by byte range, and refuses bad ranges and paths', async () => {
    const whole = await get('/cdn/shop/videos/the-everyday-pour.webm');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const size = (await whole.arrayBuffer()).byteLength;
    const part = await get('/cdn/shop/videos/the-everyday-pour.webm', { headers: { range: 'bytes=0-99' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-99/${size}`);
    expect((await part.arrayBuffer()).byteLength).toBe(100);
    const tail = await get('/cdn/shop/videos/the-everyday-pour.webm', { headers: { range: 'bytes=-10' } });
    expect(tail.headers.get('content-range')).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    expect((await get('/cdn/shop/videos/the-everyday-pour.webm', { headers: { range: `bytes=${size + 5}-` } })).status).toBe(416);
    expect((await get('/cdn/shop/videos/..%2F..%2Fproducts.json')).status).toBe(404);
    expect((await get('/cdn/shop/videos/nope.webm')).status).toBe(404);
  });
});

describe('checkout hand-off', () => {
  it('posting the cart form with checkout lands on a summary of the order', async () => {
    const { product, variant } = firstPurchasable();
    const c = client(server.url);
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
    const c = client(server.url);
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
    const c = client(server.url);
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
    const c = client(server.url);
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
    const customer = server.shop.data.customers[0]!;
    const subscribed = server.shop.catalog.product(customer.subscriptions[0]!.product_handle)!;
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
