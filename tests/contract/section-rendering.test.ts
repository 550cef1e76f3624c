// Section rendering, both ways in, through the one parser: `?sections=` / `?section_id=` on page
// URLs, and the sections a cart mutation bundles, rendered for the `sections_url` page (§2.8, §2.9).
import { describe, expect, it } from 'vitest';
import type { Cart, CartAddResponse, CartLineItem } from '../../src/contracts/cart';
import { client, sampleServerPerFile, type WithSections } from './helpers';

const sample = sampleServerPerFile();

const { get } = sample;

/** A one-time purchasable variant to add, and another product with several variants to view. */
function shopping() {
  const { products } = sample.server.shop.data;
  const buyable = products.find((p) => !p.requires_selling_plan && !p.gift_card && p.variants.some((v) => v.available && !v.requires_selling_plan))!;
  const variant = buyable.variants.find((v) => v.available && !v.requires_selling_plan)!;
  const viewed = products.find((p) => p.variants.length > 1 && p.handle !== buyable.handle)!;
  return { buyable, variant, viewed, second: viewed.variants[1]! };
}

const selected = (variantId: number) => new RegExp(`<option[^>]*value="${variantId}"[^>]*selected`);

describe('bundled sections of a cart mutation', () => {
  it('render in the context of the sections_url page: its template, product and variant', async () => {
    const { variant, viewed, second } = shopping();
    const c = client(sample.server.url);
    const { status, body } = await c.json<WithSections<CartLineItem>>('/cart/add.js', {
      id: variant.id,
      quantity: 1,
      sections: 'main-product',
      sections_url: `/products/${viewed.handle}?variant=${second.id}`,
    });
    expect(status).toBe(200);
    expect(body.id).toBe(variant.id);
    expect(body.sections['main-product']).toContain(viewed.title);
    expect(body.sections['main-product']).toMatch(selected(second.id));
  });

  it('render the page template sections of sections_url, with the cart the mutation just created', async () => {
    const { buyable, variant } = shopping();
    const c = client(sample.server.url);
    const { body } = await c.json<WithSections<CartAddResponse>>('/cart/add.js', {
      items: [{ id: variant.id, quantity: 2 }],
      sections: ['template--1__main'],
      sections_url: '/cart',
    });
    const html = body.sections['template--1__main'];
    expect(html).toContain('id="shopify-section-template--1__main"');
    expect(html).toContain(buyable.title);
    // On the home page the same id is another section (or none): the context really is /cart.
    const home = await c.json<WithSections<Cart>>('/cart/update.js', { note: 'x', sections: 'template--1__main', sections_url: '/' });
    expect(home.body.sections['template--1__main'] ?? '').not.toContain(buyable.title);
  });

  it('fall back to the Referer page of this shop, then to the home page', async () => {
    const { variant, viewed } = shopping();
    const c = client(sample.server.url);
    const fromReferer = await c.json<WithSections<CartLineItem>>(
      '/cart/add.js',
      { id: variant.id, sections: 'main-product' },
      { headers: { referer: `${sample.server.url}/products/${viewed.handle}` } },
    );
    expect(fromReferer.body.sections['main-product']).toContain(viewed.title);
    const foreign = await c.json<WithSections<CartLineItem>>(
      '/cart/add.js',
      { id: variant.id, sections: 'main-product' },
      { headers: { referer: `https://elsewhere.example/products/${viewed.handle}` } },
    );
    expect(foreign.body.sections['main-product'] ?? '').not.toContain(viewed.title);
    const none = await c.json<WithSections<Cart>>('/cart/change.js', { id: variant.id, quantity: 1, sections: 'main-product,header' });
    expect(none.body.sections['main-product'] ?? '').not.toContain(viewed.title);
    expect(none.body.sections.header).toContain('id="shopify-section-header"');
  });

  it('trims, de-duplicates and caps the ids at five; unknown ids are null', async () => {
    const { variant } = shopping();
    const c = client(sample.server.url);
    const { body } = await c.json<WithSections<CartLineItem>>('/cart/add.js', { id: variant.id, sections: ' header , nope,header,footer,a,b,c,d' });
    expect(Object.keys(body.sections)).toEqual(['header', 'nope', 'footer', 'a', 'b']);
    expect(body.sections.nope).toBeNull();
  });

  it('answer 400 for a foreign or malformed sections_url or sections, after the mutation', async () => {
    const { variant } = shopping();
    const c = client(sample.server.url);
    for (const extra of [
      { sections_url: 'https://evil.example/cart' },
      { sections_url: '//evil.example/cart' },
      { sections_url: 'cart' },
      { sections: { a: 'header' } },
    ]) {
      const res = await c.json('/cart/add.js', { id: variant.id, quantity: 1, sections: 'header', ...extra });
      expect(res.status, JSON.stringify(extra)).toBe(400);
    }
    expect((await c.json<Cart>('/cart.js')).body.item_count).toBe(4);
  });

  it('render an unknown sections_url path as the 404 page, still answering the sections', async () => {
    const { variant } = shopping();
    const { body } = await client(sample.server.url).json<WithSections<CartLineItem>>('/cart/add.js', {
      id: variant.id,
      sections: 'header,main-404',
      sections_url: '/nowhere/at/all',
    });
    expect(body.sections.header).toContain('id="shopify-section-header"');
    expect(body.sections['main-404']).toContain('id="shopify-section-main-404"');
  });

  it('render in the language of a prefixed sections_url', async () => {
    const { variant } = shopping();
    const { body } = await client(sample.server.url).json<WithSections<CartLineItem>>('/cart/add.js', {
      id: variant.id,
      sections: 'header',
      sections_url: '/fr/cart',
    });
    expect(body.sections.header).toContain('href="/fr/cart"');
  });
});

describe('Section Rendering API on page URLs', () => {
  it('renders ?sections= as a comma list or an array, trimmed, capped at five, unknown ids null', async () => {
    const csv = await (await get('/?sections=%20header%20,nope,header')).json();
    expect(Object.keys(csv)).toEqual(['header', 'nope']);
    expect(csv.nope).toBeNull();
    const list = await (await get('/?sections[]=header&sections[]=footer')).json();
    expect(Object.keys(list)).toEqual(['header', 'footer']);
    const many = await (await get('/?sections=a,b,c,d,e,f')).json();
    expect(Object.keys(many)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it("renders ?section_id= with the page's objects, 404 for an unknown id", async () => {
    const { viewed, second } = shopping();
    const res = await get(`/products/${viewed.handle}?variant=${second.id}&section_id=main-product`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/^<\w+ id="shopify-section-main-product"/);
    expect(html).toContain(viewed.title);
    expect(html).toMatch(selected(second.id));
    expect((await get(`/products/${viewed.handle}?section_id=nope`)).status).toBe(404);
  });

  it('answers 400 to a sections or section_id that is not a list of ids', async () => {
    expect((await get('/?sections[a]=header')).status).toBe(400);
    expect((await get('/?section_id[]=header')).status).toBe(400);
  });
});
