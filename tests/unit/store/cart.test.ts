// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCartStore } from '../../../src/store/cart';
import { isCartDrawerOpen } from '../../../src/store/overlays';
import { resetScrollLock, SCROLL_LOCK_CLASS } from '../../../src/lib/scroll-lock';
import { createUiStore } from '../../../src/store/ui';
import { shopRoutes } from '../../../src/contracts/routes';
import { cartJson } from '../helpers/cart-fixtures';
import { fakeCartServer } from './fake-cart-server';

let server: ReturnType<typeof fakeCartServer>;

function setup(delayFor?: (url: string, nth: number) => number) {
  server = fakeCartServer(delayFor);
  vi.stubGlobal('fetch', server.fetchMock);
  ui = createUiStore();
  // The drawer's open state is the UI store's overlay, which also locks the page.
  return createCartStore(undefined, ui);
}
let ui: ReturnType<typeof createUiStore>;
const drawerOpen = () => isCartDrawerOpen(ui.getState());

beforeEach(() => {
  resetScrollLock();
  document.body.removeAttribute('data-page');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('cart store', () => {
  it('refresh keeps the whole /cart.js response and opens only when asked', async () => {
    const store = setup();
    await store.getState().refresh();
    expect(store.getState().cart).toEqual(server.cart());
    expect(drawerOpen()).toBe(false);
    await store.getState().refresh({ open: true });
    expect(drawerOpen()).toBe(true);
    expect(document.body.classList.contains(SCROLL_LOCK_CLASS)).toBe(true);
  });

  it('re-reads the cart and opens the drawer after every mutation', async () => {
    const store = setup();
    await store.getState().add({ id: 11, quantity: 2 });
    expect(server.log).toEqual(['POST /cart/add.js {"items":[{"id":11,"quantity":2}]}', 'GET /cart.js']);
    expect(store.getState().cart?.item_count).toBe(2);
    expect(drawerOpen()).toBe(true);

    store.getState().close();
    await store.getState().update({ updates: { '11': 5 } });
    expect(server.log.slice(2)).toEqual(['POST /cart/update.js {"updates":{"11":5}}', 'GET /cart.js']);
    expect(store.getState().cart?.item_count).toBe(5);
    expect(drawerOpen()).toBe(true);

    await store.getState().setAttributes({ 'Gift wrap': 'yes' });
    expect(server.log.slice(4)).toEqual(['POST /cart/update.js {"attributes":{"Gift wrap":"yes"}}', 'GET /cart.js']);
    expect(store.getState().cart?.attributes).toEqual({ 'Gift wrap': 'yes' });
  });

  it('runs rapid calls one at a time in call order, even when early ones are slower', async () => {
    // The first request is the slowest: without the queue its re-read would land last.
    const store = setup((_url, nth) => Math.max(0, 30 - nth * 5));
    const calls = [
      store.getState().add({ id: 1 }),
      store.getState().update({ updates: { '1': 4 } }),
      store.getState().add({ id: 2, quantity: 3 }),
      store.getState().update({ updates: { '1': 0 } }),
    ];
    expect(store.getState().loading).toBe(true);
    await Promise.all(calls);
    expect(server.log.filter((line) => line.startsWith('POST'))).toEqual([
      'POST /cart/add.js {"items":[{"id":1}]}',
      'POST /cart/update.js {"updates":{"1":4}}',
      'POST /cart/add.js {"items":[{"id":2,"quantity":3}]}',
      'POST /cart/update.js {"updates":{"1":0}}',
    ]);
    // Every POST is followed by its own re-read before the next POST starts.
    expect(server.log.filter((_, i) => i % 2 === 1).every((line) => line === 'GET /cart.js')).toBe(true);
    expect(store.getState().cart?.items).toEqual([{ key: '2', id: 2, quantity: 3 }]);
    expect(store.getState().loading).toBe(false);
  });

  it('keeps the last good cart on failure, reports it, re-reads the cart and leaves the drawer shut', async () => {
    const store = setup();
    await store.getState().refresh();
    const before = store.getState().cart;
    server.failNextWith(422);
    await expect(store.getState().add({ id: 99 })).resolves.toEqual({
      ok: false,
      failure: { kind: 'rejected', status: 422, description: 'Cart Error' },
    });
    expect([store.getState(), drawerOpen()]).toMatchObject([{ cart: before, loading: false }, false]);
    expect(store.getState().error).toEqual({ kind: 'rejected', status: 422, description: 'Cart Error' });
    // The cart is re-read after the failure, so the page never shows a stale cart.
    expect(server.log.slice(-2)).toEqual(['POST /cart/add.js {"items":[{"id":99}]}', 'GET /cart.js']);

    server.failNextWith(500);
    await store.getState().refresh({ open: true });
    expect([store.getState(), drawerOpen()]).toMatchObject([{ cart: before, loading: false }, false]);

    // The queue still works after failures, and a success clears the error.
    await expect(store.getState().add({ id: 5 })).resolves.toEqual({ ok: true });
    expect(store.getState().cart?.item_count).toBe(1);
    expect(store.getState().error).toBeNull();
  });

  it("shows Shopify's description for a refused call and retries a network failure", async () => {
    const store = setup();
    server.failNextWithBody(422, { status: 422, message: 'Cart Error', description: 'You can only add 3 Lemon Can to the cart.' });
    const refused = await store.getState().add({ id: 7, quantity: 9 });
    expect(refused).toEqual({ ok: false, failure: { kind: 'rejected', status: 422, description: 'You can only add 3 Lemon Can to the cart.' } });

    // A server fault is not a refusal: the shopper gets the retry, not "Internal Server Error".
    server.failNextWithBody(503, { status: 503, message: 'Service Unavailable' });
    await expect(store.getState().add({ id: 7 })).resolves.toEqual({ ok: false, failure: { kind: 'network' } });

    server.failNextWithNetworkError();
    const offline = await store.getState().update({ updates: { '7': 2 } });
    expect(offline).toEqual({ ok: false, failure: { kind: 'network' } });
    expect(store.getState().error).toEqual({ kind: 'network' });

    await expect(store.getState().retry()).resolves.toEqual({ ok: true });
    expect(server.log.filter((l) => l.startsWith('POST /cart/update.js'))).toEqual([
      'POST /cart/update.js {"updates":{"7":2}}',
      'POST /cart/update.js {"updates":{"7":2}}',
    ]);
    expect(store.getState().error).toBeNull();
  });

  it('a failed Buy it now is only logged: no drawer message, no retry that would go to checkout', async () => {
    const store = setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.failNextWithNetworkError();
    await expect(store.getState().buyNow({ items: [{ id: 3, quantity: 1 }] })).resolves.toEqual({ ok: false, failure: { kind: 'network' } });
    expect(warn).toHaveBeenCalledWith('[cart] accelerated checkout failed', { kind: 'network' });
    expect(store.getState().error).toBeNull();
    await store.getState().retry();
    expect(server.log.filter((l) => l.startsWith('POST'))).toEqual(['POST /cart/add.js {"items":[{"id":3,"quantity":1}]}']);
    warn.mockRestore();
  });

  it('sends every target quantity in order, so five quick clicks give exactly five more', async () => {
    const store = setup((_url, nth) => Math.max(0, 20 - nth * 2));
    await store.getState().add({ id: 4 });
    const clicks = [2, 3, 4, 5, 6].map((q) => store.getState().update({ updates: { '4': q } }));
    await Promise.all(clicks);
    expect(store.getState().cart?.items).toEqual([{ key: '4', id: 4, quantity: 6 }]);
  });

  it("hands every add to the trackers (Klaviyo's client events API) without waiting for them", async () => {
    // Klaviyo never answers: the add must still finish, and the next one too.
    const store = setup((url) => (url.includes('/client/events/') ? 60_000 : 0));
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" data-tracking-config>${JSON.stringify({
        klaviyo: { company_id: 'GdDrp1', host: '' },
        insights: { app_id: '', search_key: '', host: '' },
        currency: 'USD',
      })}</script>`,
    );
    const lemonCan = { name: 'Lemon Can', productID: 3, categories: [], imageURL: '', url: 'http://shop/products/lemon-can', brand: '', price: 18 };
    try {
      await expect(store.getState().add({ id: 3, quantity: 1 }, lemonCan)).resolves.toEqual({ ok: true });
      await vi.waitFor(() => expect(server.log.some((entry) => entry.startsWith('POST /client/events/?company_id=GdDrp1'))).toBe(true));
      const sent = server.log.find((entry) => entry.startsWith('POST /client/events/'))!;
      expect(sent).toContain('"name":"Lemon Can"');
      expect(sent).toContain('"AddedItemProductName":"Lemon Can"');
      await expect(store.getState().add({ id: 3 }, lemonCan)).resolves.toEqual({ ok: true });
      expect(store.getState().cart?.item_count).toBe(2);
    } finally {
      document.querySelector('[data-tracking-config]')?.remove();
    }
  });

  it('on the quiz page opens after a read only on screens up to 1023px wide', async () => {
    const store = setup();
    document.body.setAttribute('data-page', 'quiz');
    window.innerWidth = 1024;
    await store.getState().refresh({ open: true });
    expect(drawerOpen()).toBe(false);
    window.innerWidth = 1023;
    await store.getState().refresh({ open: true });
    expect(drawerOpen()).toBe(true);
  });

  it('open, close and toggle drive the page-scroll lock', () => {
    const store = setup();
    const locked = () => document.body.classList.contains(SCROLL_LOCK_CLASS);
    store.getState().toggle();
    expect([drawerOpen(), locked()]).toEqual([true, true]);
    store.getState().open();
    store.getState().toggle();
    expect([drawerOpen(), locked()]).toEqual([false, false]);
    store.getState().open();
    store.getState().close();
    store.getState().close();
    expect([drawerOpen(), locked()]).toEqual([false, false]);
  });
});

describe('cart store: routes and bundled sections', () => {
  const sectionHtml = (text: string) => `<div id="shopify-section-main-cart" class="shopify-section"><div data-refresh-on="cart">${text}</div></div>`;

  it("calls the shop's own routes (a shop under /fr/)", async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        return new Response(JSON.stringify(url.endsWith('/add.js') ? { items: [] } : cartJson()));
      }),
    );
    const store = createCartStore(() => shopRoutes('/fr/'));
    await store.getState().add({ id: 11, quantity: 1 });
    await store.getState().update({ note: 'hi' });
    expect(urls).toEqual(['/fr/cart/add.js', '/fr/cart.js', '/fr/cart/update.js', '/fr/cart.js']);
  });

  it('asks for the sections that follow the cart with the page URL, and swaps them in by id', async () => {
    document.body.innerHTML = sectionHtml('2 items');
    window.history.replaceState(null, '', '/cart?ref=x');
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        if (typeof init.body === 'string') bodies.push(JSON.parse(init.body));
        if (url === '/cart/update.js') return new Response(JSON.stringify(cartJson([], { sections: { 'main-cart': sectionHtml('empty now') } })));
        return new Response(JSON.stringify(cartJson()));
      }),
    );
    const store = createCartStore(() => shopRoutes('/'));
    await store.getState().update({ updates: { '11:a': 0 } });
    expect(bodies).toEqual([{ updates: { '11:a': 0 }, sections: ['main-cart'], sections_url: '/cart?ref=x' }]);
    expect(document.body.textContent).toBe('empty now');
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it('asks for no sections on a page without cart sections', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        if (typeof init.body === 'string') bodies.push(JSON.parse(init.body));
        return new Response(JSON.stringify(url.endsWith('/add.js') ? { items: [] } : cartJson()));
      }),
    );
    await createCartStore(() => shopRoutes('/'))
      .getState()
      .add({ id: 3 });
    expect(bodies).toEqual([{ items: [{ id: 3 }] }]);
  });
});
