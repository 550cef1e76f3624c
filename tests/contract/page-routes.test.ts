// @vitest-environment jsdom
// The routes the browser reads back from every page (snippets/shop-routes.liquid) are Liquid's
// `routes` for the page's language, key for key, so scripts call /fr/cart/add.js on a French page.
import { describe, expect, it } from 'vitest';
import { SHOP_ROUTE_KEYS, shopRoutes } from '../../src/contracts/routes';
import { readShopRoutes } from '../../src/lib/shop-routes';
import { sampleServerPerFile } from './helpers';

const sample = sampleServerPerFile();

async function embeddedRoutes(pathname: string): Promise<unknown> {
  const html = await (await fetch(sample.server.url + pathname)).text();
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return JSON.parse(doc.querySelector('script[data-shop-routes]')?.textContent ?? 'null');
}

describe('page routes', () => {
  it('lists every key of the routes contract', () => {
    expect([...SHOP_ROUTE_KEYS].sort()).toEqual(Object.keys(shopRoutes('/')).sort());
  });

  it.each([
    ['/', '/'],
    ['/products/the-everyday', '/'],
    ['/fr', '/fr/'],
    ['/fr/collections/all', '/fr/'],
  ])('%s embeds the routes of its language root', async (pathname, root) => {
    expect(await embeddedRoutes(pathname)).toEqual(shopRoutes(root));
  });

  it('the browser reads them back as Liquid printed them', async () => {
    const html = await (await fetch(`${sample.server.url}/fr/cart`)).text();
    const routes = readShopRoutes(new DOMParser().parseFromString(html, 'text/html'));
    expect(routes.cart_add_url).toBe('/fr/cart/add');
    expect(routes.cart_update_url).toBe('/fr/cart/update');
  });
});
