// The offline targets of Shopify's own buttons: payment_button's "Buy it now" (add the form's
// variant, then /checkout) and login_button's Shop sign-in / Follow on Shop.
import { describe, expect, it } from 'vitest';
import { liquid } from '../unit/liquid/helpers';
import { fixtureServerPerTest } from './helpers';

const fixture = fixtureServerPerTest();

describe('payment_button: Buy it now', () => {
  it("posts the product form with the button's value: the variant is added and the shopper lands on /checkout", async () => {
    const product = { id: 1, title: 'Everyday Oil', variants: [{ id: 101, requires_shipping: true }] };
    const html = await liquid('{% form \'product\', product %}<input type="hidden" name="id" value="101">{{ form | payment_button }}{% endform %}', {
      product,
      routes: { root_url: '/' },
    });
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
    const button = /<button type="submit" name="([^"]+)" value="([^"]+)" data-offline-checkout/.exec(html);
    expect(action).toBe('/cart/add');
    const body = new URLSearchParams([
      ['form_type', 'product'],
      ['id', '101'],
      [button![1]!, button![2]!],
    ]);
    const res = await fixture.c.fetch(action!, { method: 'POST', body });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/checkout');
    const checkout = await fixture.c.fetch('/checkout');
    expect(checkout.status).toBe(200);
    expect(await checkout.text()).toContain('Everyday Oil');
  });
});

describe('login_button: the Shop stand-in', () => {
  it('sends "Sign in with Shop" to the storefront login, keeping where the shopper was', async () => {
    const res = await fixture.c.fetch('/services/login_with_shop/authorize?action=default&return_to=%2Fproducts%2Feveryday-oil');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/account/login?return_url=%2Fproducts%2Feveryday-oil');
  });
  it('answers "Follow on Shop" with a page that leads back, and never back to another site', async () => {
    const res = await fixture.c.fetch('/services/login_with_shop/authorize?action=follow&return_to=%2Fcollections%2Fall');
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/Follow on Shop[\s\S]*href="\/collections\/all"/);
    const away = await fixture.c.fetch('/services/login_with_shop/authorize?action=follow&return_to=https%3A%2F%2Fevil.example');
    expect(await away.text()).toContain('href="/"');
  });
});
