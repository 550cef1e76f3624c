// @vitest-environment jsdom
// Typed metafields and metaobjects (issue 29, item 7): product disclosures read as a theme reads
// them (tests/fixtures/disclosures-theme), from a fixture shop and from the sample shop.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type PreviewServer } from '../../preview/server';
import { disclosureShop } from './fixtures/disclosure-shop';
import { tempDir } from './helpers';

const themeRoot = path.resolve('tests/fixtures/disclosures-theme');
let fixture: PreviewServer;
let sample: PreviewServer;
beforeAll(async () => {
  fixture = await startServer({ port: 0, stateDir: tempDir(), data: disclosureShop, themeRoot, strict: true, logError: () => {} });
  sample = await startServer({ port: 0, stateDir: tempDir(), themeRoot, strict: true, logError: () => {} });
});
afterAll(() => Promise.all([fixture?.close(), sample?.close()]));

async function page(server: PreviewServer, pathname: string): Promise<Document> {
  const res = await fetch(server.url + pathname);
  expect(res.status).toBe(200);
  return new DOMParser().parseFromString(await res.text(), 'text/html');
}

const texts = (doc: Document, selector: string) => [...doc.querySelectorAll(selector)].map((el) => el.textContent?.trim());

describe("a product's disclosures (shopify.disclosure → shopify--disclosure metaobjects)", () => {
  it('shows each disclosure the product page surfaces, in order, and skips one meant for checkout only', async () => {
    const doc = await page(fixture, '/products/everyday-oil');
    expect(texts(doc, '.disclosure-title')).toEqual(['Recyclable can', 'Keep cool']);
    const items = [...doc.querySelectorAll('.disclosure')];
    expect(items.map((li) => li.getAttribute('data-handle'))).toEqual(['recyclable-can', 'keep-cool']);
    expect(items.map((li) => li.getAttribute('data-type'))).toEqual(['shopify--disclosure', 'shopify--disclosure']);
    expect(items.map((li) => li.getAttribute('data-field-type'))).toEqual(['single_line_text_field', 'single_line_text_field']);
  });

  it("draws each symbol from the shop's Files through image_url and image_tag, at its own size", async () => {
    const doc = await page(fixture, '/products/everyday-oil');
    const icons = [...doc.querySelectorAll<HTMLImageElement>('img.disclosure-icon')];
    expect(icons.map((img) => [img.getAttribute('src'), img.getAttribute('alt'), img.getAttribute('width'), img.getAttribute('height')])).toEqual([
      ['/cdn/shop/files/disclosures/recyclable-can.svg?v=1&width=200', 'Recyclable can', '240', '240'],
      ['/cdn/shop/files/disclosures/store-cool-dark.svg?v=1&width=200', 'Keep cool', '240', '120'],
    ]);
    expect(icons[0]!.getAttribute('srcset')).toContain('/cdn/shop/files/disclosures/recyclable-can.svg?v=1&width=40 40w');
    expect(texts(doc, '.aspect')).toEqual(['1', '2']);
    const image = await fetch(fixture.url + icons[0]!.getAttribute('src')!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
  });

  it('prints the rich text content through metafield_tag, and the titles through metafield_text', async () => {
    const doc = await page(fixture, '/products/everyday-oil');
    const content = [...doc.querySelectorAll('.disclosure-content')].map((el) => el.innerHTML.trim());
    expect(content).toEqual([
      '<div class="metafield-rich_text_field"><p><strong>Rinse &amp; recycle</strong></p></div>',
      '<div class="metafield-rich_text_field"><p><strong>Away from the stove</strong></p></div>',
    ]);
    expect(texts(doc, '.summary')).toEqual(['Recyclable can, Final sale, and Keep cool']);
  });

  it("prints the reference metafield itself as Shopify does: its type, and the metaobjects' GIDs", async () => {
    const doc = await page(fixture, '/products/everyday-oil');
    expect(texts(doc, '#reference-type')).toEqual(['list.metaobject_reference']);
    const gids = JSON.parse(doc.querySelector('#raw-reference')!.textContent) as string[];
    expect(gids).toHaveLength(3);
    for (const gid of gids) expect(gid).toMatch(/^gid:\/\/shopify\/Metaobject\/\d+$/);
  });

  it('a product without disclosures shows none', async () => {
    const doc = await page(fixture, '/products/sizzle');
    expect(doc.querySelectorAll('.disclosure')).toHaveLength(0);
    expect(texts(doc, '.no-disclosures')).toEqual(['none']);
  });
});

describe('the global metaobjects', () => {
  it('lists a type’s entries with values / values_count and finds one by handle', async () => {
    const doc = await page(fixture, '/');
    expect(texts(doc, '#count')).toEqual(['3']);
    expect(texts(doc, '.legend-item')).toEqual(['Recyclable can', 'Final sale', 'Keep cool']);
    expect(texts(doc, '#by-handle')).toEqual(['Keep cool']);
  });
});

describe("the sample shop's disclosures", () => {
  it('The Everyday carries the recyclable can and the storage note, with their symbols', async () => {
    const doc = await page(sample, '/products/the-everyday');
    expect(texts(doc, '.disclosure-title')).toEqual(['Recyclable can', 'Store cool and dark']);
    const srcs = [...doc.querySelectorAll('img.disclosure-icon')].map((img) => img.getAttribute('src')!);
    for (const src of srcs) expect((await fetch(sample.url + src)).status).toBe(200);
    expect(srcs).toHaveLength(2);
  });

  it('Infused Oils carries only the recyclable can; the vinegar carries none', async () => {
    expect(texts(await page(sample, '/products/infused-oils'), '.disclosure-title')).toEqual(['Recyclable can']);
    expect(texts(await page(sample, '/products/red-wine-vinegar'), '.disclosure-title')).toEqual([]);
  });
});
