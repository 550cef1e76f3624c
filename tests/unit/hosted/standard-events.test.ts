// @vitest-environment jsdom
// The offline stand-in for Shopify's standard events library, as a theme's module uses it.
import { describe, expect, it } from 'vitest';
import {
  CartLinesUpdateEvent,
  CollectionUpdateEvent,
  ProductSelectEvent,
  SearchUpdateEvent,
  StandardEvents,
  createViewEventElement,
} from '../../../preview/hosted/standard-events';

describe('standard event classes', () => {
  it('dispatch under their documented name, bubble to document with the payload on the event, and resolve the promise the theme settles', async () => {
    const deferred = CartLinesUpdateEvent.createPromise<{ cart: { totalQuantity: number } }>();
    const seen: unknown[] = [];
    document.addEventListener(StandardEvents.cartLinesUpdate, (event) => {
      const update = event as CartLinesUpdateEvent;
      seen.push([event.type, update.action, update.lines]);
      void (update.promise as Promise<{ cart: { totalQuantity: number } }>).then(({ cart }) => seen.push(cart.totalQuantity));
    });
    const button = document.body.appendChild(document.createElement('button'));
    button.dispatchEvent(
      new CartLinesUpdateEvent({ action: 'add', context: 'product', lines: [{ merchandiseId: '101', quantity: 2 }], promise: deferred.promise }),
    );
    deferred.resolve({ cart: { totalQuantity: 2 } });
    await deferred.promise;
    expect(seen).toEqual([['shopify:cart:lines-update', 'add', [{ merchandiseId: '101', quantity: 2 }]], 2]);
  });

  it('keep an Event’s own fields: a payload `type` or `target` never replaces them', () => {
    const event = new ProductSelectEvent({ type: 'other', product: { id: '1' }, detail: { variantId: '2' } });
    expect(event.type).toBe('shopify:product:select');
    expect(event.product).toEqual({ id: '1' });
    expect(event.detail).toEqual({ variantId: '2' });
    expect(event.bubbles).toBe(true);
  });
});

describe('cart events', () => {
  it('turn a /cart.js answer into the Storefront API cart their promise resolves with', () => {
    const cart = CartLinesUpdateEvent.createCartFromAjaxResponse({
      token: 'c1',
      item_count: 3,
      total_price: 6600,
      currency: 'EUR',
      items: [{ key: '101:ab', variant_id: 101, quantity: 3, final_line_price: 6600 }],
    });
    expect(cart).toEqual({
      id: 'c1',
      totalQuantity: 3,
      note: null,
      cost: { totalAmount: { amount: 66, currencyCode: 'EUR' } },
      lines: [{ id: '101:ab', quantity: 3, merchandise: { id: 101 }, cost: { totalAmount: { amount: 66, currencyCode: 'EUR' } } }],
    });
  });
});

describe('CollectionUpdateEvent URL helpers', () => {
  it('reads filter.* parameters as Storefront API product filters', () => {
    const search =
      '?filter.v.availability=1&filter.v.price.gte=10&filter.v.price.lte=40&filter.p.vendor=Good%20Drop&filter.p.product_type=Oil&filter.p.tag=new&filter.v.option.size=1L&filter.p.m.custom.origin=Spain';
    expect(CollectionUpdateEvent.parseProductFilters(search)).toEqual([
      { available: true },
      { price: { min: 10, max: 40 } },
      { productVendor: 'Good Drop' },
      { productType: 'Oil' },
      { tag: 'new' },
      { variantOption: { name: 'size', value: '1L' } },
      { productMetafield: { namespace: 'custom', key: 'origin', value: 'Spain' } },
    ]);
  });

  it('has no filters when none is active, or when in stock and out of stock are both asked', () => {
    expect(CollectionUpdateEvent.parseProductFilters('?sort_by=price-ascending')).toBeUndefined();
    expect(CollectionUpdateEvent.parseProductFilters('?filter.v.availability=1&filter.v.availability=0')).toBeUndefined();
  });

  it('names the sort key of sort_by, the collection default without one', () => {
    expect(CollectionUpdateEvent.getSortKey('?sort_by=price-descending')).toBe('PRICE');
    expect(CollectionUpdateEvent.getSortKey('?sort_by=best-selling')).toBe('BEST_SELLING');
    expect(CollectionUpdateEvent.getSortKey('')).toBe('COLLECTION_DEFAULT');
    expect(SearchUpdateEvent.getSortKey('')).toBe('RELEVANCE');
  });
});

describe('createViewEventElement', () => {
  const payload = (value: unknown) => JSON.stringify(value);

  it('dispatches the view event its payload names when connected, after the base class connects', () => {
    const order: string[] = [];
    class Base extends HTMLElement {
      connectedCallback() {
        order.push('base');
      }
    }
    customElements.define('test-product-view', createViewEventElement(Base));
    const element = document.createElement('test-product-view');
    element.setAttribute('view-event-payload', payload({ product: { id: '1', title: 'Sizzle' }, context: 'page' }));
    document.addEventListener(
      StandardEvents.productView,
      (event) => order.push(`view ${(event as ProductSelectEvent & { product: { title: string } }).product.title}`),
      { once: true },
    );
    document.body.appendChild(element);
    expect(order).toEqual(['base', 'view Sizzle']);
  });

  it('with view-event-trigger="dialog", dispatches each time its dialog opens, not on connect', async () => {
    customElements.define('test-cart-view', createViewEventElement(HTMLElement));
    const dialog = document.body.appendChild(document.createElement('dialog'));
    const element = document.createElement('test-cart-view');
    element.setAttribute('view-event-trigger', 'dialog');
    element.setAttribute('view-event-payload', payload({ cart: { id: 'c1' }, context: 'dialog' }));
    let views = 0;
    document.addEventListener(StandardEvents.cartView, () => views++);
    dialog.appendChild(element);
    expect(views).toBe(0);
    dialog.setAttribute('open', '');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(views).toBe(1);
  });
});
