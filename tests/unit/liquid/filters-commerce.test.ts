import { describe, expect, it } from 'vitest';
import { liquid } from './helpers';

const variants = [
  { id: 101, title: '250 ml', price: 1800, available: true, requires_shipping: true, options: ['250 ml'] },
  { id: 102, title: '500 ml', price: 6400, available: false, requires_shipping: true, options: ['500 ml'] },
];
const product = {
  id: 10,
  title: 'Lemon Oil',
  handle: 'lemon-oil',
  options: ['Size'],
  variants,
  selected_variant: null,
  selected_or_first_available_variant: variants[0],
};
const cart = {
  token: 'c1',
  item_count: 5,
  total_price: 9000,
  currency: { iso_code: 'USD' },
  items: [
    { variant_id: 101, product_id: 10, quantity: 2 },
    { variant_id: 102, product_id: 10, quantity: 1 },
    { variant_id: 201, product_id: 20, quantity: 2 },
  ],
};
const globals = { product, cart, request: { path: '/products/lemon-oil', locale: { iso_code: 'en' } }, routes: { root_url: '/' } };

describe('cart filters', () => {
  it('item_count_for_variant sums the quantity of a variant across its lines', async () => {
    expect(
      await liquid('{{ cart | item_count_for_variant: 101 }}|{{ cart | item_count_for_variant: "201" }}|{{ cart | item_count_for_variant: 999 }}', globals),
    ).toBe('2|2|0');
  });
  it('line_items_for takes a product or a variant', async () => {
    expect(
      await liquid("{% assign lines = cart | line_items_for: product %}{{ lines | size }} lines, {{ lines | map: 'quantity' | join: '+' }}", globals),
    ).toBe('2 lines, 2+1');
    expect(await liquid('{% assign lines = cart | line_items_for: product.variants.last %}{{ lines | size }}', globals)).toBe('1');
  });
});

describe('unit_price_with_measurement', () => {
  const measurement = (reference_value: number, reference_unit: string) => ({ reference_value, reference_unit });
  it('formats cents with the shop format and appends the reference unit, leaving out a reference value of 1', async () => {
    expect(await liquid('{{ 5000 | unit_price_with_measurement: m }}', { m: measurement(1, 'kg') })).toBe('$50.00/kg');
    expect(await liquid('{{ 360 | unit_price_with_measurement: m }}', { m: measurement(100, 'ml') })).toBe('$3.60/100ml');
  });
  it('keeps an amount another money filter already formatted', async () => {
    expect(await liquid('{{ 5000 | money_with_currency | unit_price_with_measurement: m }}', { m: measurement(1, 'kg') })).toBe('$50.00 USD/kg');
  });
});

describe('standard_event_data', () => {
  it('describes a product view with its context', async () => {
    expect(await liquid('{{ product | standard_event_data: "view", context: "page" }}', globals)).toBe(
      '{"product":{"id":10,"title":"Lemon Oil","handle":"lemon-oil","selectedVariant":null},"context":"page","selectedOptions":[]}',
    );
  });
  it('names the selected variant and its options', async () => {
    const out = JSON.parse(await liquid('{{ product | standard_event_data: "view" }}', { product: { ...product, selected_variant: variants[1] } })) as unknown;
    expect(out).toEqual({
      product: { id: 10, title: 'Lemon Oil', handle: 'lemon-oil', selectedVariant: { id: 102, title: '500 ml' } },
      context: null,
      selectedOptions: [{ name: 'Size', value: '500 ml' }],
    });
  });
  it('describes a collection (an automatic one has no id) and a cart (null before it exists)', async () => {
    expect(await liquid('{{ c | standard_event_data: "view", context: "page" }}', { c: { handle: 'all', products_count: 19 } })).toBe(
      '{"collection":{"id":null,"handle":"all","productsCount":19}}',
    );
    expect(await liquid('{{ c | standard_event_data: "view", context: "dialog" }}', { c: { token: null, items: [] } })).toBe(
      '{"context":"dialog","cart":null}',
    );
    const filled = JSON.parse(await liquid('{{ cart | standard_event_data: "view", context: "page" }}', globals)) as { cart: { totalQuantity: number } };
    expect(filled.cart.totalQuantity).toBe(5);
  });
  it('prints nothing for no resource (a section whose product is not chosen yet), and still refuses other objects', async () => {
    expect(await liquid('[{{ missing | standard_event_data: "view" }}]', globals)).toBe('[]');
    await expect(liquid('{{ shop | standard_event_data: "view" }}', { shop: { name: 'x' } })).rejects.toThrow(/expects a product, collection or cart/);
  });
  it('refuses event types other than view', async () => {
    await expect(liquid('{{ product | standard_event_data: "click" }}', globals)).rejects.toThrow(/only "view"/);
  });
});

describe('payment_button', () => {
  it("renders Shopify's accelerated checkout container with a Buy it now button that adds the variant and opens /checkout", async () => {
    const out = await liquid("{% form 'product', product %}{{ form | payment_button }}{% endform %}", globals);
    expect(out).toContain('<div data-shopify="payment-button" class="shopify-payment-button"> <shopify-accelerated-checkout recommended="null"');
    expect(out).toContain('variant-params="[{&quot;id&quot;:101,&quot;requiresShipping&quot;:true},{&quot;id&quot;:102,&quot;requiresShipping&quot;:true}]"');
    expect(out).toContain(
      '<button type="submit" name="return_to" value="/checkout" data-offline-checkout class="shopify-payment-button__button shopify-payment-button__button--unbranded">Buy it now</button>',
    );
    expect(out).toContain('<small id="shopify-buyer-consent" class="hidden" aria-hidden="true" data-consent-type="subscription">');
  });
  it('keeps the checkout in the page language', async () => {
    const out = await liquid("{% form 'product', product %}{{ form | payment_button }}{% endform %}", { ...globals, routes: { root_url: '/fr' } });
    expect(out).toContain('value="/fr/checkout"');
  });
  it('must be used on a product form', async () => {
    await expect(liquid('{{ form | payment_button }}', { form: {} })).rejects.toThrow(/product form/);
  });
});

describe('payment_terms', () => {
  it('prints the Shop Pay Installments element for the selected variant, with the banner text when eligible', async () => {
    const out = await liquid("{% form 'product', product %}{{ form | payment_terms }}{% endform %}", globals);
    expect(out).toMatch(/<shopify-payment-terms variant-id="101" shopify-meta="\{&quot;type&quot;:&quot;product&quot;/);
    expect(out).toContain('&quot;price_per_term&quot;:&quot;$16.00&quot;,&quot;full_price&quot;:&quot;$64.00&quot;,&quot;eligible&quot;:true');
    // The selected variant costs $18.00, under the $50.00 minimum: no banner.
    expect(out).toMatch(/shopify-meta="[^"]*"><\/shopify-payment-terms>/);
  });
  it('works on the cart form', async () => {
    const out = await liquid("{% form 'cart', cart %}{{ form | payment_terms }}{% endform %}", globals);
    expect(out).toContain('>Pay in 4 interest-free installments of $22.50 with Shop Pay</shopify-payment-terms>');
  });
});

describe('login_button and avatar', () => {
  it('renders the Shop button pointing at the offline Shop sign-in, with the action', async () => {
    expect(await liquid("{{ shop | login_button: action: 'follow' }}", globals)).toBe(
      '<shop-login-button action="follow"><a href="/services/login_with_shop/authorize?action=follow&amp;return_to=%2Fproducts%2Flemon-oil" class="shop-login-button__button">Follow on Shop</a></shop-login-button>',
    );
    expect(await liquid('{{ shop | login_button }}', globals)).toContain('>Sign in with Shop</a>');
    await expect(liquid("{{ shop | login_button: action: 'share' }}", globals)).rejects.toThrow(/default or follow/);
  });
  it('prints an avatar only when the customer has one', async () => {
    expect(await liquid('[{{ customer | avatar }}]', { customer: { first_name: 'Olive', 'has_avatar?': false } })).toBe('[]');
    expect(
      await liquid('{{ customer | avatar }}', {
        customer: { first_name: 'Olive', last_name: 'Oyl', 'has_avatar?': true, avatar_url: '/cdn/shop/files/olive.svg' },
      }),
    ).toBe('<img src="/cdn/shop/files/olive.svg" alt="Olive Oyl" class="avatar" width="40" height="40" loading="lazy">');
  });
});

describe('currency_selector (deprecated)', () => {
  it("lists the shop's currencies with the cart's selected", async () => {
    const shop = { currency: 'USD', enabled_currencies: [{ iso_code: 'USD' }, { iso_code: 'EUR' }] };
    expect(await liquid("{{ shop | currency_selector: class: 'picker' }}", { shop, cart: { currency: { iso_code: 'EUR' } } })).toBe(
      '<select name="currency" id="currencies" class="picker"><option value="USD">USD</option><option value="EUR" selected="selected">EUR</option></select>',
    );
  });
});
