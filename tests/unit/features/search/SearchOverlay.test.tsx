// @vitest-environment jsdom
// The search overlay island with its Liquid props and the real algoliasearch lite client over a
// faked transport: opening from the header store, typing (debounced), results and their
// announcement, no results with suggestions, Clear, the close button and Escape, the remembered
// term, silent failures that recover, hostile terms, and quick add through the cart store with
// the search remembered for the conversion.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SearchOverlay, { schema } from '../../../../src/features/search/SearchOverlay';
import type { SearchClientOptions } from '../../../../src/features/search/algolia-search';
import { SEARCH_DEBOUNCE_MS } from '../../../../src/features/search/search-session';
import { MODAL_HIDE_MS } from '../../../../src/components/Modal';
import { resetScrollLock, SCROLL_LOCK_CLASS } from '../../../../src/lib/scroll-lock';
import { searchAttributionRecord } from '../../../../src/lib/tracking-attribution';
import { cartStore, type CartStore } from '../../../../src/store/cart';
import { headerStore } from '../../../../src/store/header';
import { islandProps } from '../../helpers/island-props';
import { algoliaAnswer, articleHit, fakeTransport, productHit, QUERY_ID } from './algolia-fixtures';

type Transport = ReturnType<typeof fakeTransport>;
const current = vi.hoisted(() => ({ transport: null as Transport | null }));

// The real client, with only its HTTP layer replaced.
vi.mock('../../../../src/features/search/algolia-search', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../../src/features/search/algolia-search')>();
  return {
    ...real,
    createSearchClient: (target: Parameters<typeof real.createSearchClient>[0], options: SearchClientOptions = {}) =>
      real.createSearchClient(target, { ...options, requester: current.transport!.requester }),
  };
});

/** What sections/search-overlay.liquid prints for the sample shop. */
const raw = {
  algolia: { app_id: 'GOODDROP01', search_key: 'search-key', host: 'http://127.0.0.1:9292', index_products: 'shopify_products', index_articles: 'shopify_articles' },
  suggested_terms: 'olive oil, lemon, , refill',
  money_format: '${{amount}}',
  show_quick_add: true,
  texts: {
    dialog: 'Search', label: 'Search our store', placeholder: 'Watcha lookin&#39; for??', clear: 'Clear', close: 'Clear search term',
    heading: '“{term}”', items_one: '({count} item)', items_other: '({count} items)', articles_heading: 'In the Glog',
    no_results_heading: 'Bummer!', no_results: 'Nothing found for', no_results_pantry: 'Maybe peek in the pantry?',
    other_people: 'Other people are lookin&#39; for…', add_to_cart: 'Add to Cart – {price}', subscribe: 'Subscribe – {price}',
    sold_out: 'Sold Out', adding: 'Adding…', no_image: 'No image',
  },
};

const catalog = {
  lemon: algoliaAnswer(
    'lemon',
    [productHit({ id: 1004, handle: 'infused-oils', title: 'Infused Oils', price: 18 }), productHit({ id: 1010, handle: 'harvest-reserve', title: 'Harvest Reserve', inventory_available: false })],
    [articleHit('lemon-cake', 'Lemon Olive Oil Cake')],
  ),
};

function answerFrom(respond: (query: string) => { status: number; body: unknown }): Transport {
  const transport = fakeTransport((body) => respond(body.requests[0]!.query));
  current.transport = transport;
  return transport;
}
const byCatalog = () => answerFrom((query) => ({ status: 200, body: (catalog as Record<string, unknown>)[query] ?? algoliaAnswer(query, []) }));

beforeEach(() => {
  vi.useFakeTimers();
  resetScrollLock();
  localStorage.clear();
  sessionStorage.clear();
  headerStore.setState({ searchOpen: false });
  document.body.innerHTML = '<a href="/search" data-search-toggle>Search</a>';
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderOverlay(props = islandProps(schema, raw)) {
  return render(<SearchOverlay {...props} />, { container: document.body.appendChild(document.createElement('div')) });
}
async function openOverlay() {
  const toggle = document.querySelector<HTMLElement>('[data-search-toggle]')!;
  toggle.focus();
  act(() => headerStore.getState().setSearchOpen(true));
  // Focus moves in after the dialog's first paint: a frame (16 ms), then a task.
  await act(() => vi.advanceTimersByTimeAsync(20));
  return toggle;
}
const dialog = () => screen.getByRole('dialog', { name: 'Search' });
const input = () => within(dialog()).getByRole('searchbox', { name: 'Search our store' });
const status = () => within(dialog()).getByRole('status');
async function type(text: string) {
  fireEvent.change(input(), { target: { value: text } });
  await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
}

describe('search overlay', () => {
  it('opens as a modal dialog with focus in the input and the page scroll locked', async () => {
    byCatalog();
    renderOverlay();
    expect(screen.queryByRole('dialog')).toBeNull();
    await openOverlay();
    expect(dialog().getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(input());
    expect(input().getAttribute('placeholder')).toBe("Watcha lookin' for??");
    expect(document.body.classList.contains(SCROLL_LOCK_CLASS)).toBe(true);
  });

  it('searches as the shopper pauses and shows the term, the count, product cards and the glog', async () => {
    const transport = byCatalog();
    renderOverlay();
    await openOverlay();
    fireEvent.change(input(), { target: { value: 'l' } });
    fireEvent.change(input(), { target: { value: 'lem' } });
    fireEvent.change(input(), { target: { value: 'lemon' } });
    expect(localStorage.getItem('searchTerm')).toBe('lemon');
    // The request goes out in the task after the debounce (the keystroke's own task only shows the term).
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS + 1));
    // The first letter went out at once; the burst after it, once, with its last term.
    expect(transport.sent.map((s) => s.body.requests.map((r) => [r.indexName, r.query, r.hitsPerPage, r.clickAnalytics]))).toEqual([
      [['shopify_products', 'l', 200, true], ['shopify_articles', 'l', 200, true]],
      [['shopify_products', 'lemon', 200, true], ['shopify_articles', 'lemon', 200, true]],
    ]);
    const results = within(dialog()).getByRole('region', { name: '“lemon” (3 items)' });
    expect(within(results).getByRole('link', { name: 'Infused Oils' }).getAttribute('href')).toBe('/products/infused-oils');
    expect(within(results).getByRole('button', { name: 'Add to Cart – $18.00' })).toBeTruthy();
    expect(within(results).getByRole<HTMLButtonElement>('button', { name: 'Sold Out' }).disabled).toBe(true);
    const glog = within(results).getByRole('complementary', { name: 'In the Glog' });
    expect(within(glog).getByRole('link', { name: 'Lemon Olive Oil Cake' }).getAttribute('href')).toBe('/blogs/glog/lemon-cake');
    expect(status().textContent).toBe('“lemon” (3 items)');
    expect(within(dialog()).getByRole('button', { name: 'Clear' })).toBeTruthy();
  });

  it('with no results: the term, Bummer!, the pantry hint and suggested terms that search when chosen', async () => {
    const transport = byCatalog();
    renderOverlay();
    await openOverlay();
    await type('zzzz');
    const empty = within(dialog()).getByRole('region', { name: '“zzzz”' });
    expect(within(empty).getByText('Bummer!')).toBeTruthy();
    expect(within(empty).getByText('Nothing found for “zzzz”. Maybe peek in the pantry?')).toBeTruthy();
    expect(within(empty).getByRole('heading', { name: "Other people are lookin' for…" })).toBeTruthy();
    expect(within(empty).getAllByRole('button').map((b) => b.textContent)).toEqual(['olive oil', 'lemon', 'refill']);
    expect(status().textContent).toBe('Bummer! Nothing found for “zzzz”. Maybe peek in the pantry?');
    fireEvent.click(within(empty).getByRole('button', { name: 'lemon' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect((input() as HTMLInputElement).value).toBe('lemon');
    expect(document.activeElement).toBe(input());
    expect(localStorage.getItem('searchTerm')).toBe('lemon');
    expect(transport.sent.at(-1)!.body.requests[0]!.query).toBe('lemon');
    expect(within(dialog()).getByRole('region', { name: '“lemon” (3 items)' })).toBeTruthy();
  });

  it('Clear is hidden while loading; it empties the term, the results and the count', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    answerFrom(() => ({ status: 200, body: catalog.lemon }));
    const slow = current.transport!.send.getMockImplementation()!;
    current.transport!.send.mockImplementation(async (request) => {
      await gate;
      return slow(request);
    });
    renderOverlay();
    await openOverlay();
    await type('lemon');
    expect(within(dialog()).queryByRole('button', { name: 'Clear' })).toBeNull();
    release();
    await act(() => vi.advanceTimersByTimeAsync(0));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Clear' }));
    expect((input() as HTMLInputElement).value).toBe('');
    expect(within(dialog()).queryByRole('region')).toBeNull();
    expect(status().textContent).toBe('');
    expect(localStorage.getItem('searchTerm')).toBe('');
    expect(document.activeElement).toBe(input());
  });

  it('restores the remembered term on open and searches it at once', async () => {
    const transport = byCatalog();
    localStorage.setItem('searchTerm', 'lemon');
    renderOverlay();
    await openOverlay();
    expect((input() as HTMLInputElement).value).toBe('lemon');
    expect(transport.sent).toHaveLength(1);
    expect(within(dialog()).getByRole('region', { name: '“lemon” (3 items)' })).toBeTruthy();
  });

  it('Escape closes it and focus returns to the search button; the close button also clears the term', async () => {
    byCatalog();
    renderOverlay();
    const toggle = await openOverlay();
    await type('lemon');
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(headerStore.getState().searchOpen).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(MODAL_HIDE_MS));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);
    expect(localStorage.getItem('searchTerm')).toBe('lemon');

    await openOverlay();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Clear search term' }));
    expect(headerStore.getState().searchOpen).toBe(false);
    expect(localStorage.getItem('searchTerm')).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(MODAL_HIDE_MS));
    expect(document.activeElement).toBe(toggle);
    expect(document.body.classList.contains(SCROLL_LOCK_CLASS)).toBe(false);
  });

  it('a failing search shows no error and no spinner, and the next keystroke recovers', async () => {
    let down = true;
    answerFrom((query) => (down ? { status: 500, body: { message: 'down', status: 500 } } : { status: 200, body: algoliaAnswer(query, [productHit({ handle: 'infused-oils', title: 'Infused Oils' })]) }));
    renderOverlay();
    await openOverlay();
    await type('lemon');
    expect(within(dialog()).queryByRole('region')).toBeNull();
    expect(dialog().querySelector('.search-overlay__spinner')).toBeNull();
    expect(status().textContent).toBe('');
    expect(within(dialog()).getByRole('button', { name: 'Clear' })).toBeTruthy();
    down = false;
    await type('lemons');
    expect(within(dialog()).getByRole('region', { name: '“lemons” (1 item)' })).toBeTruthy();
  });

  it('a term with HTML and control characters is only ever text', async () => {
    byCatalog();
    renderOverlay();
    await openOverlay();
    const hostile = '<img src=x onerror="window.pwned=1">\u0007' + 'x'.repeat(512);
    await type(hostile);
    expect(dialog().querySelector('img[src="x"]')).toBeNull();
    expect(within(dialog()).getByRole('heading', { level: 2 }).textContent).toBe(`“${hostile}”`);
    expect(current.transport!.sent.at(-1)!.body.requests[0]!.query.length).toBe(511);
  });
});

describe('quick add', () => {
  let add: ReturnType<typeof vi.fn<CartStore['add']>>;
  beforeEach(() => {
    add = vi.fn<CartStore['add']>(async () => ({ ok: true }));
    cartStore.setState({ add });
  });

  it('adds the page-embedded card line with its tracking item, and remembers the search for the conversion', async () => {
    byCatalog();
    const embedded = [{
      id: 1004, handle: 'infused-oils', title: 'Infused Oils', url: '/products/infused-oils', available: true,
      media: { src: '/cdn/shop/files/infused.svg?width=480', srcset: '/cdn/shop/files/infused.svg?width=240 240w', alt: 'A can' },
      atc: {
        price: 1800, enabled: true, cart: { id: 40011, quantity: 1, selling_plan: null },
        klaviyo: { name: 'Infused Oils', productID: 1004, categories: [], imageURL: '/cdn/shop/files/infused.svg', url: 'http://shop/products/infused-oils', brand: 'Good Drop', price: '$18.00', compareAtPrice: '' },
      },
    }];
    document.body.insertAdjacentHTML('beforeend', `<script type="application/json" data-product-cards>${JSON.stringify(embedded)}</script>`);
    renderOverlay();
    await openOverlay();
    await type('lemon');
    expect(searchAttributionRecord('1004')).toBeNull();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add to Cart – $18.00' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(add).toHaveBeenCalledWith({ id: 40011, quantity: 1, selling_plan: null }, expect.objectContaining({ name: 'Infused Oils', productID: 1004, price: '$18.00' }));
    expect(searchAttributionRecord('1004')).toEqual({ eventName: 'Added to cart', index: 'shopify_products', queryID: QUERY_ID, objectIDs: ['1004'], productId: '1004' });
  });

  it("without embedded data, reads the product's JSON and adds its first available variant", async () => {
    byCatalog();
    const fetchMock = vi.fn(async (_url: string) => new Response(JSON.stringify({
      id: 1004, title: 'Infused Oils', vendor: 'Good Drop', url: '/products/infused-oils', featured_image: '/cdn/shop/files/infused.svg', requires_selling_plan: false,
      variants: [{ id: 40010, available: false, price: 1800, compare_at_price: null }, { id: 40011, available: true, price: 1900, compare_at_price: 2200 }],
    })));
    vi.stubGlobal('fetch', fetchMock);
    renderOverlay();
    await openOverlay();
    await type('lemon');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add to Cart – $18.00' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetchMock.mock.calls[0]![0]).toBe('/products/infused-oils.js');
    expect(add).toHaveBeenCalledWith({ id: 40011, quantity: 1, selling_plan: null }, expect.objectContaining({ productID: 1004, price: '$19.00', compareAtPrice: '$22.00' }));
    vi.unstubAllGlobals();
  });

  it('opening a result remembers the search too; a product never reached from a search has nothing', async () => {
    byCatalog();
    renderOverlay();
    await openOverlay();
    await type('lemon');
    const link = within(dialog()).getByRole('link', { name: 'Infused Oils' });
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(searchAttributionRecord('1004')?.queryID).toBe(QUERY_ID);
    expect(searchAttributionRecord('1010')).toBeNull();
  });
});
