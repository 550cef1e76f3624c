// The storefront's pages, JSON feeds, Section Rendering API and design mode, against the sample
// shop, as a browser or the theme editor would call them.
import { describe, expect, it } from 'vitest';
import type { CartAddResponse } from '../../src/contracts/cart';
import { client, sampleServerPerFile, type WithSections } from './helpers';

const sample = sampleServerPerFile();
const { get, firstPurchasable } = sample;

describe('pages', () => {
  it('renders every page type as HTML with the layout around it', async () => {
    const { product } = firstPurchasable();
    const article = sample.server.shop.data.blogs[0]!.articles[0]!;
    for (const pathname of [
      '/',
      `/products/${product.handle}`,
      '/collections/all',
      '/collections',
      '/blogs/glog',
      `/blogs/glog/${article.handle}`,
      '/search?q=oil',
      '/cart',
      '/account/login',
      '/account/register',
      '/pages/about',
    ]) {
      const res = await get(pathname);
      expect(res.status, pathname).toBe(200);
      const html = await res.text();
      expect(html, pathname).toMatch(/^<!doctype html>/i);
      expect(html, pathname).toContain('<main id="MainContent"');
      expect(html.match(/<h1[\s>]/g)?.length, pathname).toBe(1);
    }
    expect(sample.server.errors).toEqual([]);
  });

  it('answers unknown products, collections, pages and articles with the 404 template', async () => {
    for (const pathname of ['/products/nope', '/collections/nope', '/pages/nope', '/blogs/glog/nope', '/blogs/nope', '/some/where']) {
      const res = await get(pathname);
      expect(res.status, pathname).toBe(404);
      expect(await res.text(), pathname).toContain('<main id="MainContent"');
    }
  });

  it('selects the variant from ?variant= and ignores a variant of another product', async () => {
    const product = sample.server.shop.data.products.find((p) => p.variants.length > 1)!;
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
  it("serves /products/<handle>.js with Shopify's shape and 404 for unknown handles", async () => {
    const product = sample.server.shop.data.products.find((p) => p.selling_plan_groups.length > 0)!;
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
    const c = client(sample.server.url);
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
