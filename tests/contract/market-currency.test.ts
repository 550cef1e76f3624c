// Prices in the buyer's market: a shopper who picks France with the localization form sees the
// sample shop's prices converted to euros (1 USD = 0.92 EUR, to the cent) and written as a French
// shop writes them, in Liquid, in /cart.js and in /products/<handle>.js; other shoppers keep dollars.
import { describe, expect, it } from 'vitest';
import type { Cart } from '../../src/contracts/cart';
import { sampleServerPerFile } from './helpers';
import { EUR_PER_USD, shopperInFrance as inFrance } from './market-shopper';

const sample = sampleServerPerFile();
const shopperInFrance = () => inFrance(sample.server.url);

const euros = (cents: number) => `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')} €`;

describe('the France market', () => {
  it('converts a product price, and /products/<handle>.js answers in euro cents', async () => {
    const { product, variant } = sample.firstPurchasable();
    const shopper = await shopperInFrance();
    const converted = Math.round(variant.price * EUR_PER_USD);
    const json = (await (await shopper.fetch(`/fr/products/${product.handle}.js`)).json()) as { price: number; variants: { id: number; price: number }[] };
    expect(json.variants.find((v) => v.id === variant.id)!.price).toBe(converted);
    const usd = (await (await sample.get(`/products/${product.handle}.js`)).json()) as { variants: { id: number; price: number }[] };
    expect(usd.variants.find((v) => v.id === variant.id)!.price).toBe(variant.price);

    const html = await (await shopper.fetch(`/fr/products/${product.handle}?variant=${variant.id}`)).text();
    expect(html).toContain(euros(converted));
    // Shopify.currency.rate: the euro's rate to the shop's dollar, as Shopify prints it.
    expect(html).toContain('Shopify.currency = {"active":"EUR","rate":"0.92"};');
    expect(await (await sample.get(`/products/${product.handle}`)).text()).toContain('Shopify.currency = {"active":"USD","rate":"1.0"};');
    expect(html).toContain('<option value="FR" selected>France (EUR €)</option>');
  });

  it('keeps the cart in euros: /cart.js currency, line and total prices, and the cart page totals', async () => {
    const { variant } = sample.firstPurchasable();
    const shopper = await shopperInFrance();
    await shopper.json('/fr/cart/add.js', { id: variant.id, quantity: 3 });
    const unit = Math.round(variant.price * EUR_PER_USD);
    const cart = (await shopper.json<Cart>('/cart.js')).body;
    expect(cart.currency).toBe('EUR');
    expect(cart.items[0]!.price).toBe(unit);
    expect(cart.items[0]!.final_line_price).toBe(unit * 3);
    expect(cart.total_price).toBe(unit * 3);
    const page = await (await shopper.fetch('/fr/cart')).text();
    expect(page).toContain(euros(unit * 3));
    expect(page).not.toMatch(/\$\d+\.\d\d/);
  });

  it('leaves a shopper in the United States, and one who moves back there, in dollars', async () => {
    const { product, variant } = sample.firstPurchasable();
    const shopper = await shopperInFrance();
    await shopper.fetch('/localization', { method: 'POST', body: new URLSearchParams({ country_code: 'US', return_to: '/' }) });
    const dollars = `$${(variant.price / 100).toFixed(2)}`;
    expect(await (await shopper.fetch(`/products/${product.handle}?variant=${variant.id}`)).text()).toContain(dollars);
    expect((await shopper.json<Cart>('/cart.js')).body.currency).toBe('USD');
  });
});
