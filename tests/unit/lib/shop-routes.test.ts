// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shopRoutes } from '../../../src/contracts/routes';
import { readShopRoutes } from '../../../src/lib/shop-routes';

afterEach(() => {
  document.body.innerHTML = '';
});

const embed = (json: string) => {
  document.body.innerHTML = `<script type="application/json" data-shop-routes>${json}</script>`;
};

describe('shop routes read from the page', () => {
  it("uses Liquid's routes, so a shop under /fr/ calls /fr/cart/add", () => {
    embed(JSON.stringify(shopRoutes('/fr/')));
    const routes = readShopRoutes();
    expect(routes.cart_add_url).toBe('/fr/cart/add');
    expect(routes.root_url).toBe('/fr');
  });

  it("falls back to the root shop's routes when the page has none, or a value is not a shop path", () => {
    expect(readShopRoutes().cart_url).toBe('/cart');
    embed('{"cart_url":"//evil.example/cart","cart_add_url":"javascript:alert(1)","search_url":"/fr/search"}');
    const routes = readShopRoutes();
    expect([routes.cart_url, routes.cart_add_url, routes.search_url]).toEqual(['/cart', '/cart/add', '/fr/search']);
  });

  it('warns once and uses the defaults when the embedded routes are not JSON', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    embed('{nope');
    expect(readShopRoutes().cart_update_url).toBe('/cart/update');
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
