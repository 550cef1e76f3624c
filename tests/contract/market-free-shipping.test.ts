// @vitest-environment jsdom
// The free-shipping threshold in the France market: the setting is $50 in the shop's currency, and
// a shopper who pays in euros reads it converted at the page's Shopify.currency.rate (50 × 0.92 =
// 46 €), in the announcement bar, the product page's Shipping tab and the cart drawer's progress bar.
import { createElement } from 'react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ShippingBar } from '../../src/features/cart/ShippingBar';
import { defineShopMoney } from '../../src/lib/shop-money';
import { sampleServerPerFile } from './helpers';
import { shopperInFrance, shopifyCurrencyOf } from './market-shopper';

const sample = sampleServerPerFile();
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const propsOf = (doc: Document, widget: string): Record<string, unknown> =>
  JSON.parse(doc.querySelector(`[data-widget="${widget}"] > script[data-props]`)?.textContent ?? 'null') as Record<string, unknown>;

/** The page as a shopper's browser shows it: its Shopify.currency set and the theme's elements defined. */
async function openInBrowser(html: string): Promise<Document> {
  (globalThis as { Shopify?: unknown }).Shopify = { currency: shopifyCurrencyOf(html) };
  document.body.innerHTML = parse(html).body.innerHTML;
  return document;
}

let page = '';
beforeAll(async () => {
  defineShopMoney();
  const shopper = await shopperInFrance(sample.server.url);
  page = await (await shopper.fetch('/fr/products/the-everyday')).text();
});
afterEach(() => {
  cleanup();
  delete (globalThis as { Shopify?: unknown }).Shopify;
});

describe('the free-shipping threshold for a shopper in France', () => {
  it('names 46 € in the announcement bar and the Shipping tab, markup and island props', async () => {
    const doc = await openInBrowser(page);
    expect(doc.querySelector('.announcement-bar__message')?.textContent).toContain('46 €');
    expect(doc.querySelector('.announcement-bar__message')?.textContent).not.toContain('50');
    const shippingTab = Array.from(doc.querySelectorAll('.product-tabs__static')).find((tab) =>
      /shipping|livraison/i.test(tab.querySelector('h2')?.textContent ?? ''),
    );
    expect(shippingTab?.textContent).toContain('over 46 €.');
    // The tabs island prints its HTML prop: the amount converts there too.
    const tabs = propsOf(parse(page), 'product-tabs').tabs as { heading: string; content: string }[];
    const island = document.createElement('div');
    island.innerHTML = tabs.find((tab) => tab.content.includes('shop-money'))!.content;
    document.body.append(island);
    expect(island.textContent).toContain('over 46 €.');
  });

  it('fills the cart drawer bar against 46 €: 40 € in the cart leaves 6,00 €', async () => {
    await openInBrowser(page);
    const drawer = propsOf(parse(page), 'cart-drawer') as { moneyFormat: string; freeShipping: { threshold: number }; strings: Record<string, string> };
    const view = render(
      createElement(ShippingBar, {
        currentCents: 4000,
        thresholdShopCents: drawer.freeShipping.threshold,
        moneyFormat: drawer.moneyFormat,
        remainingText: drawer.strings.shippingRemaining!,
        successText: '',
        progressLabel: drawer.strings.shippingProgress!,
      }),
    );
    expect(view.container.querySelector('.shipping-bar__message')?.textContent).toContain('6,00 €');
    expect(view.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('87');
  });
});
