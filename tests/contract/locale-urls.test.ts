// @vitest-environment jsdom
// Shopify's locale-aware URLs on the sample shop: on /fr pages every link the theme takes from
// Shopify (menus in the header, phone menu and footer, product, collection, article and page URLs
// of drops, `url` settings that pick a resource, routes, forms) stays under /fr, so a click keeps
// the shopper in French; the English pages, rendered after the French ones, keep theirs unprefixed.
import { describe, expect, it } from 'vitest';
import { sampleServerPerFile } from './helpers';

const sample = sampleServerPerFile();
const SHOP_PATH = /^\/(?:products|collections|pages|blogs|search|cart|account)(?:[/?#]|$)/;
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

async function open(pathname: string): Promise<Document> {
  const res = await sample.get(pathname);
  expect(res.status, pathname).toBe(200);
  return parse(await res.text());
}

/** Shop links (anchors and form actions) of a page, left out: what a merchant typed into rich text. */
function shopLinks(doc: Document): string[] {
  const typed = (el: Element) => el.closest('.rte, .announcement-bar__text') !== null;
  const anchors = Array.from(doc.querySelectorAll('a[href]'))
    .filter((a) => !typed(a))
    .map((a) => a.getAttribute('href')!);
  const actions = Array.from(doc.querySelectorAll('form[action]')).map((f) => f.getAttribute('action')!);
  return [...anchors, ...actions];
}

const hrefs = (doc: Document, selector: string) => Array.from(doc.querySelectorAll(selector)).map((a) => a.getAttribute('href'));

describe('links on French pages', () => {
  it.each(['/fr', '/fr/collections/all', '/fr/products/the-everyday', '/fr/blogs/glog', '/fr/pages/about', '/fr/search?q=oil'])(
    '%s: every shop link stays under /fr',
    async (pathname) => {
      const links = shopLinks(await open(pathname));
      expect(links.length).toBeGreaterThan(10);
      expect(links.filter((href) => SHOP_PATH.test(href))).toEqual([]);
    },
  );

  it('the header, phone and footer menus, the menu dropdown button and a picked collection link', async () => {
    const doc = await open('/fr');
    expect(hrefs(doc, '.nav-item__link')).toEqual([
      '/fr/collections/all',
      '/fr/collections/refills',
      '/fr/collections/gifts',
      '/fr/blogs/glog',
      '/fr/pages/about',
    ]);
    expect(hrefs(doc, '.mobile-menu-static__link')).toContain('/fr/pages/about');
    expect(hrefs(doc, '.footer__link')).toEqual(expect.arrayContaining(['/fr/search', '/fr/pages/faq', '/fr/collections/refills']));
    expect(hrefs(doc, '.dropdown__cta')).toContain('/fr/collections/olive-oil');
    expect(hrefs(doc, '.in-page-nav__jump')).toEqual(['/fr/collections/olive-oil']);
    expect(hrefs(doc, '.edge-carousel a.link-arrow, .link-arrow')).toContain('/fr/blogs/glog');
  });

  it('the English pages, rendered after the French ones, keep their links unprefixed', async () => {
    await open('/fr');
    const doc = await open('/');
    expect(shopLinks(doc).filter((href) => href.startsWith('/fr'))).toEqual([]);
    expect(hrefs(doc, '.nav-item__link')).toContain('/pages/about');
    expect(hrefs(doc, '.in-page-nav__jump')).toEqual(['/collections/olive-oil']);
  });
});
