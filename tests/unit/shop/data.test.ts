// The sample shop in preview/data: valid, complete for every case the spec needs, images real.
import { readFileSync, statSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../helpers/temp-dir';
import { loadShopData, SAMPLE_DATA_DIR, ShopDataError } from '../../../preview/data/load';
import type { ImageRecord, Product } from '../../../preview/shop/types';

const data = loadShopData();
const product = (handle: string): Product => {
  const p = data.products.find((x) => x.handle === handle);
  if (!p) throw new Error(`missing product ${handle}`);
  return p;
};
const olivine = (p: Product) => p.metafields.olivine ?? {};

function allImages(): ImageRecord[] {
  return [
    ...data.products.flatMap((p) => [...p.images, ...p.variants.map((v) => v.image).filter((i): i is ImageRecord => i !== null)]),
    ...data.collections.map((c) => c.image).filter((i): i is ImageRecord => i !== null),
    ...data.blogs.flatMap((b) => b.articles.map((a) => a.image).filter((i): i is ImageRecord => i !== null)),
  ];
}

describe('sample shop data', () => {
  it('has unique handles and ids, and collections only list existing products', () => {
    const handles = data.products.map((p) => p.handle);
    expect(new Set(handles).size).toBe(handles.length);
    const variantIds = data.products.flatMap((p) => p.variants.map((v) => v.id));
    expect(new Set(variantIds).size).toBe(variantIds.length);
    for (const c of data.collections) for (const h of c.products) expect(handles).toContain(h);
    expect(data.collections.length).toBeGreaterThanOrEqual(3);
    const articleHandles = data.blogs.flatMap((b) => b.articles.map((a) => `${b.handle}/${a.handle}`));
    expect(new Set(articleHandles).size).toBe(articleHandles.length);
  });

  it('points every image record at a real, small, parseable SVG of the stated size with alt text', async () => {
    const images = allImages();
    expect(images.length).toBeGreaterThan(40);
    for (const img of new Map(images.map((i) => [i.file, i])).values()) {
      const path = join(SAMPLE_DATA_DIR, 'images', img.file);
      expect(statSync(path).size, img.file).toBeLessThan(12 * 1024);
      const text = readFileSync(path, 'utf8');
      // Shapes only: no raster, nothing fetched (a reference inside the file, href="#id", is fine).
      expect(text, img.file).not.toMatch(/href="(?!#)|url\((?!#)|@import|<image/);
      const meta = await sharp(path).metadata();
      expect(meta.format, img.file).toBe('svg');
      expect([meta.width, meta.height], img.file).toEqual([img.width, img.height]);
      expect(img.alt.length, img.file).toBeGreaterThan(10);
    }
  });

  it('has the products the product page spec needs', () => {
    expect(data.products.length).toBeGreaterThanOrEqual(12);
    expect(data.products.some((p) => p.options.length >= 2 && p.variants.length >= 4)).toBe(true);

    const everyday = product('the-everyday');
    const group = everyday.selling_plan_groups[0]!;
    expect(group.name).toBe('Subscribe & Save');
    expect(group.selling_plans.length).toBeGreaterThanOrEqual(3);
    for (const plan of group.selling_plans) expect(plan.price_adjustments[0]).toMatchObject({ value_type: 'percentage' });
    const next = (olivine(everyday).included_products as { name: string; product_handle: string; variant_id: number }[]).find((i) => i.name === 'Next')!;
    expect(product(next.product_handle).title).toBe('Refill Cans');
    expect(product(next.product_handle).variants.map((v) => v.id)).toContain(next.variant_id);

    const variants = data.products.flatMap((p) => p.variants);
    expect(variants.some((v) => v.requires_selling_plan && v.selling_plan_group_ids.length > 0)).toBe(true);
    expect(variants.some((v) => v.inventory_quantity === 0 && v.inventory_policy === 'deny' && !v.available)).toBe(true);
    expect(variants.some((v) => v.inventory_quantity === 3 && v.available)).toBe(true);
    expect(variants.some((v) => typeof v.metafields.olivine?.purchase_url === 'string')).toBe(true);

    const giftCard = data.products.find((p) => p.gift_card)!;
    expect(giftCard.variants.map((v) => v.price)).toEqual([2500, 5000, 10000]);
    expect(data.products.some((p) => /Wine/.test(p.title) || /Wine/.test(p.product_type))).toBe(true);

    const waitlist = data.products.find((p) => olivine(p).waitlist_enabled === true)!;
    expect(waitlist.variants.every((v) => !v.available)).toBe(true);

    const duo = product('the-duo');
    expect(duo.linked_products!.length).toBeGreaterThanOrEqual(2);
    for (const h of duo.linked_products!) product(h);

    for (const key of ['subtitle', 'promo', 'tabs', 'included_products', 'upsells', 'gift_with_purchase', 'short_description', 'cart_note']) {
      expect(
        data.products.some((p) => olivine(p)[key] !== undefined),
        key,
      ).toBe(true);
    }
    for (const p of data.products) for (const h of (olivine(p).upsells as string[] | undefined) ?? []) product(h);
  });

  it('has the glog with 30+ articles over two years, most illustrated, with Featured_ tags', () => {
    const glog = data.blogs.find((b) => b.handle === 'glog')!;
    expect(glog.title).toBe('The Glog');
    expect(glog.articles.length).toBeGreaterThanOrEqual(30);
    const dates = glog.articles.map((a) => Date.parse(a.published_at));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(dates[0]! - dates.at(-1)!).toBeGreaterThan(600 * 86_400_000);
    expect(glog.articles.filter((a) => a.tags.some((t) => t.startsWith('Featured_'))).length).toBeGreaterThanOrEqual(5);
    expect(new Set(glog.articles.map((a) => a.author)).size).toBeGreaterThan(1);
    // A few articles have no image, so cards and article pages show their placeholder.
    const withoutImage = glog.articles.filter((a) => a.image === null).length;
    expect(withoutImage).toBeGreaterThan(0);
    expect(withoutImage).toBeLessThan(glog.articles.length / 4);
    for (const a of glog.articles) expect((a.body_html.match(/<p>/g) ?? []).length).toBeGreaterThanOrEqual(2);
  });

  it('has the pages, menus and sample customer', () => {
    expect(data.pages.map((p) => p.handle)).toEqual(expect.arrayContaining(['about', 'contact', 'faq', 'shipping']));
    const main = data.menus.find((m) => m.handle === 'main-menu')!;
    const dropdown = main.links.find((l) => l.links.length > 0)!;
    expect(dropdown.links.some((l) => l.type === 'product_link')).toBe(true);
    expect(dropdown.links.some((l) => l.type !== 'product_link')).toBe(true);
    expect(data.menus.some((m) => m.handle === 'footer')).toBe(true);

    const olive = data.customers.find((c) => c.email === 'olive@example.com')!;
    expect(olive).toMatchObject({ password: 'goodoil', first_name: 'Olive' });
    expect(olive.addresses).toHaveLength(2);
    expect(olive.orders.length).toBeGreaterThanOrEqual(3);
    expect(olive.subscriptions).toHaveLength(2);
    for (const order of olive.orders) {
      expect(order.lines.length).toBeGreaterThan(0);
      expect(order.total_price).toBe(order.subtotal_price + order.shipping_price);
      for (const line of order.lines) expect(product(line.product_handle).variants.map((v) => v.id)).toContain(line.variant_id);
    }
    for (const sub of olive.subscriptions) {
      const p = product(sub.product_handle);
      expect(p.variants.map((v) => v.id)).toContain(sub.variant_id);
      expect(p.selling_plan_groups.flatMap((g) => g.selling_plans.map((s) => s.id))).toContain(sub.selling_plan_id);
    }
  });
});

describe('loadShopData errors', () => {
  function brokenCopy(file: string, edit: (json: unknown) => unknown): string {
    const dir = tempDir('olivine-data-');
    for (const f of ['shop.json', 'products.json', 'collections.json', 'blogs.json', 'pages.json', 'menus.json', 'customers.json']) {
      cpSync(join(SAMPLE_DATA_DIR, f), join(dir, f));
    }
    cpSync(join(SAMPLE_DATA_DIR, 'videos'), join(dir, 'videos'), { recursive: true });
    writeFileSync(join(dir, file), JSON.stringify(edit(JSON.parse(readFileSync(join(dir, file), 'utf8')))));
    return dir;
  }

  it('names the file when a directory has no data', () => {
    expect(() => loadShopData(join(tmpdir(), 'no-such-olivine-dir'))).toThrow(/shop\.json/);
  });

  it('names the file and record for a bad field, a duplicate handle and a dangling collection entry', () => {
    const badPrice = brokenCopy('products.json', (ps) => {
      (ps as Product[])[2]!.variants[0]!.price = 'free' as unknown as number;
      return ps;
    });
    expect(() => loadShopData(badPrice)).toThrow(ShopDataError);
    expect(() => loadShopData(badPrice)).toThrow(/products\.json.*products\[2\]\.variants\[0\]\.price/);

    const dup = brokenCopy('products.json', (ps) => {
      (ps as Product[])[1]!.handle = 'the-everyday';
      return ps;
    });
    expect(() => loadShopData(dup)).toThrow(/products\.json: duplicate product handle "the-everyday"/);

    const dangling = brokenCopy('collections.json', (cs) => {
      (cs as { products: string[] }[])[0]!.products.push('ghost-oil');
      return cs;
    });
    expect(() => loadShopData(dangling)).toThrow(/collections\.json.*ghost-oil/);

    const noVideo = brokenCopy('products.json', (ps) => {
      (ps as Product[]).find((p) => p.videos)!.videos![0]!.file = 'gone.webm';
      return ps;
    });
    expect(() => loadShopData(noVideo)).toThrow(/products\.json.*videos\[0\].*videos\/gone\.webm does not exist/);

    const notJson = brokenCopy('menus.json', (m) => m);
    writeFileSync(join(notJson, 'menus.json'), '{ nope');
    expect(() => loadShopData(notJson)).toThrow(/menus\.json: not valid JSON/);
  });
});
