// The record objects (product, collection, blog, article, page) answer their shared fields alike,
// and an object that prints as a string prints, compares and serialises as that string.
import { Liquid } from 'liquidjs';
import { describe, expect, it } from 'vitest';
import { loadShopData } from '../../../preview/data/load';
import { toColor } from '../../../preview/liquid/settings';
import { createCatalog } from '../../../preview/shop/catalog';
import { createLiquidObjects } from '../../../preview/shop/objects';

const catalog = createCatalog(loadShopData());
const objects = createLiquidObjects(catalog);
const engine = new Liquid({ ownPropertyOnly: true });
const render = (tpl: string, scope: Record<string, unknown>) => engine.parseAndRenderSync(tpl, scope);

const glog = catalog.blog('glog')!;
const records = {
  product: [objects.product(catalog.product('the-everyday')!), '/products/the-everyday'],
  collection: [objects.collection('gifts'), '/collections/gifts'],
  blog: [objects.blog(glog), '/blogs/glog'],
  article: [objects.article(glog, glog.articles[0]!), `/blogs/glog/${glog.articles[0]!.handle}`],
  page: [objects.page(catalog.page('about')!), '/pages/about'],
} as const;

describe('record objects', () => {
  it.each(Object.entries(records))('%s: prints as its handle, answers id, handle, title, url and template_suffix', (type, [object, url]) => {
    const record = (object as unknown as { record: { id: number; handle: string; title: string } }).record;
    const out = render('{{ o }}|{{ o.id }}|{{ o.handle }}|{{ o.title }}|{{ o.url }}|{{ o.template_suffix }}|{{ o.object_type }}', { o: object });
    expect(out).toBe(`${record.handle}|${record.id}|${record.handle}|${record.title}|${url}||${type}`);
  });

  it('serialise who they are and what their pages read', () => {
    const page = JSON.parse(render('{{ o | json }}', { o: records.page[0] })) as Record<string, unknown>;
    expect(page).toMatchObject({ object_type: 'page', handle: 'about', url: '/pages/about', author: null, metafields: {} });
    expect(page.content).toContain('<');
    const blog = JSON.parse(render('{{ o | json }}', { o: records.blog[0] })) as Record<string, unknown>;
    expect(blog).toEqual({ id: glog.id, handle: 'glog', title: glog.title, url: '/blogs/glog', articles_count: glog.articles.length });
  });
});

describe('objects that print as a string', () => {
  it('print, compare and serialise as it, keep their other properties, and hide the text they hold', () => {
    const color = toColor('#ff8000');
    const out = render("{{ c }}|{{ c | json }}|{% if c == '#ff8000' %}equal{% endif %}|{{ c.red }}|{{ c.text }}", { c: color });
    expect(out).toBe('#ff8000|"#ff8000"|equal|255|');
  });
});
