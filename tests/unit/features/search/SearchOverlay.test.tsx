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
import { SEARCH_OVERLAY } from '../../../../src/store/header';
import { bindOverlayEscape, isOpenOverlay, uiStore } from '../../../../src/store/ui';
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
  algolia: {
    app_id: 'GOODDROP01',
    search_key: 'search-key',
    host: 'http://127.0.0.1:9292',
    index_products: 'shopify_products',
    index_articles: 'shopify_articles',
  },
  suggested_terms: 'olive oil, lemon, , refill',
  money_format: '${{amount}}',
  show_quick_add: true,
  texts: {
    dialog: 'Search',
    label: 'Search our store',
    placeholder: 'Watcha lookin&#39; for??',
    clear: 'Clear',
    close: 'Clear search term',
    heading: '“{term}”',
    items_one: '({count} item)',
    items_other: '({count} items)',
    items_shown_one: '({shown} of {count} item)',
    items_shown_other: '({shown} of {count} items)',
    view_all: 'See all results',
    articles_heading: 'In the Glog',
    no_results_heading: 'Bummer!',
    no_results: 'Nothing found for',
    no_results_pantry: 'Maybe peek in the pantry?',
    other_people: 'Other people are lookin&#39; for…',
    add_to_cart: 'Add to Cart – {price}',
    subscribe: 'Subscribe – {price}',
    choose: 'Choose Options',
    sold_out: 'Sold Out',
    adding: 'Adding…',
    no_image: 'No image',
  },
};

const catalog = {
  lemon: algoliaAnswer(
    'lemon',
    [
      productHit({ id: 1006, handle: 'hot-drop', title: 'Hot Drop', price: 14 }),
      productHit({ id: 1010, handle: 'harvest-reserve', title: 'Harvest Reserve', inventory_available: false }),
    ],
    [articleHit('lemon-cake', 'Lemon Olive Oil Cake')],
  ),
  // Several variants, and a gift card with one amount (a hit cannot tell it from a plain product).
  infused: algoliaAnswer('infused', [
    productHit({ id: 1005, handle: 'infused-oils', title: 'Infused Oils', price: 18, variants_count: 6 }),
    productHit({ id: 1009, handle: 'gift-card', title: 'Gift Card', price: 25, variants_count: 1 }),
  ]),
  // 2 products and 7 articles found: the overlay lists 2 + 5.
  oil: algoliaAnswer(
    'oil',
    [productHit({ handle: 'the-everyday', title: 'The Everyday' }), productHit({ handle: 'the-drizzle', title: 'The Drizzle' })],
    ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((x) => articleHit(`oil-${x}`, `Oil ${x}`)),
  ),
};

function answerFrom(respond: (query: string) => { status: number; body: unknown }): Transport {
  const transport = fakeTransport((body) => respond(body.requests[0]!.query));
  current.transport = transport;
  return transport;
}
const byCatalog = () => answerFrom((query) => ({ status: 200, body: (catalog as Record<string, unknown>)[query] ?? algoliaAnswer(query, []) }));

/** The page's one Escape handler (the entry binds it). */
let unbindEscape = () => {};
beforeEach(() => {
  vi.useFakeTimers();
  resetScrollLock();
  localStorage.clear();
  sessionStorage.clear();
  uiStore.setState({ overlay: null, beneath: [] });
  unbindEscape();
  unbindEscape = bindOverlayEscape(uiStore);
  document.body.innerHTML = '<a href="/search" data-search-toggle>Search</a>';
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The island in its section wrapper, as Shopify renders the header group's section. */
const SECTION_ID = 'sections--1__search-overlay';
function renderOverlay(props = islandProps(schema, raw)) {
  const section = document.body.appendChild(document.createElement('div'));
  section.id = `shopify-section-${SECTION_ID}`;
  return render(<SearchOverlay {...props} />, { container: section.appendChild(document.createElement('div')) });
}
async function openOverlay() {
  const toggle = document.querySelector<HTMLElement>('[data-search-toggle]')!;
  toggle.focus();
  act(() => uiStore.getState().openOverlay('dialog', SEARCH_OVERLAY));
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
      [
        ['shopify_products', 'l', 200, true],
        ['shopify_articles', 'l', 200, true],
      ],
      [
        ['shopify_products', 'lemon', 200, true],
        ['shopify_articles', 'lemon', 200, true],
      ],
    ]);
    const results = within(dialog()).getByRole('region', { name: '“lemon” (3 items)' });
    expect(within(results).getByRole('link', { name: 'Hot Drop' }).getAttribute('href')).toBe('/products/hot-drop');
    expect(within(results).getByRole('button', { name: 'Add to Cart – $14.00' })).toBeTruthy();
    expect(within(results).getByRole<HTMLButtonElement>('button', { name: 'Sold Out' }).disabled).toBe(true);
    const glog = within(results).getByRole('complementary', { name: 'In the Glog' });
    expect(within(glog).getByRole('link', { name: 'Lemon Olive Oil Cake' }).getAttribute('href')).toBe('/blogs/glog/lemon-cake');
    expect(status().textContent).toBe('“lemon” (3 items)');
    expect(within(results).queryByRole('link', { name: 'See all results' })).toBeNull();
    expect(within(dialog()).getByRole('button', { name: 'Clear' })).toBeTruthy();
  });

  it('counts what it lists: found more than it shows, it says so and links to the full results page', async () => {
    byCatalog();
    renderOverlay();
    await openOverlay();
    await type('oil');
    // 2 product cards and 5 of the 7 articles shown, of 9 items found.
    const results = within(dialog()).getByRole('region', { name: '“oil” (7 of 9 items)' });
    expect(within(results).getAllByRole('link', { name: /^Oil / })).toHaveLength(5);
    expect(within(results).getByRole('link', { name: 'See all results' }).getAttribute('href')).toBe('/search?q=oil');
    expect(status().textContent).toBe('“oil” (7 of 9 items)');
  });

  it('puts the term into the full results link only as a query value', async () => {
    answerFrom(() => ({ status: 200, body: catalog.oil }));
    renderOverlay();
    await openOverlay();
    await type('oil & <b>"x"</b>#top');
    expect(within(dialog()).getByRole('link', { name: 'See all results' }).getAttribute('href')).toBe('/search?q=oil+%26+%3Cb%3E%22x%22%3C%2Fb%3E%23top');
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
    expect(
      within(empty)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['olive oil', 'lemon', 'refill']);
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
    expect(isOpenOverlay(SEARCH_OVERLAY)(uiStore.getState())).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(MODAL_HIDE_MS));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);
    expect(localStorage.getItem('searchTerm')).toBe('lemon');

    await openOverlay();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Clear search term' }));
    expect(isOpenOverlay(SEARCH_OVERLAY)(uiStore.getState())).toBe(false);
    expect(localStorage.getItem('searchTerm')).toBe('');
    await act(() => vi.advanceTimersByTimeAsync(MODAL_HIDE_MS));
    expect(document.activeElement).toBe(toggle);
    expect(document.body.classList.contains(SCROLL_LOCK_CLASS)).toBe(false);
  });

  it('a failing search shows no error and no spinner, and the next keystroke recovers', async () => {
    let down = true;
    answerFrom((query) =>
      down
        ? { status: 500, body: { message: 'down', status: 500 } }
        : { status: 200, body: algoliaAnswer(query, [productHit({ handle: 'hot-drop', title: 'Hot Drop' })]) },
    );
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

  /** A theme card as snippets/search-overlay-card.liquid prints it. */
  const themeCard = (handle: string, title: string, id: number, variant: number, action: string) => ({
    id,
    handle,
    title,
    url: `/products/${handle}`,
    available: true,
    action,
    media: { src: `/cdn/shop/files/${handle}.svg?width=480`, srcset: `/cdn/shop/files/${handle}.svg?width=240 240w`, alt: 'A can' },
    atc: {
      price: 1400,
      enabled: action === 'add',
      cart: { id: variant, quantity: 1, selling_plan: null },
      klaviyo: {
        name: title,
        productID: id,
        categories: [],
        imageURL: `/cdn/shop/files/${handle}.svg`,
        url: `http://shop/products/${handle}`,
        brand: 'Good Drop',
        price: 1400,
        compareAtPrice: 0,
      },
    },
  });
  /** The overlay's section as the Section Rendering API answers it for a product page. */
  const sectionAnswer = (card: unknown) =>
    new Response(
      `<div id="shopify-section-${SECTION_ID}" class="shopify-section"><div data-widget="search-overlay"><script type="application/json" data-product-cards>[${JSON.stringify(card)}]</script></div></div>`,
      { headers: { 'content-type': 'text/html' } },
    );

  it('adds the page-embedded card line with its tracking item, and remembers the search for the conversion', async () => {
    byCatalog();
    const fetchMock = vi.fn(async () => new Response('unexpected', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" data-product-cards>${JSON.stringify([themeCard('hot-drop', 'Hot Drop', 1006, 40015, 'add')])}</script>`,
    );
    renderOverlay();
    await openOverlay();
    await type('lemon');
    expect(searchAttributionRecord('1006')).toBeNull();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add to Cart – $14.00' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(add).toHaveBeenCalledWith({ id: 40015, quantity: 1, selling_plan: null }, expect.objectContaining({ name: 'Hot Drop', productID: 1006, price: 14 }));
    expect(searchAttributionRecord('1006')).toEqual({
      eventName: 'Added to cart',
      index: 'shopify_products',
      queryID: QUERY_ID,
      objectIDs: ['1006'],
      productId: '1006',
    });
    vi.unstubAllGlobals();
  });

  it("without a card on the page, reads the theme's card (this section for the product's page) and adds its one variant", async () => {
    byCatalog();
    const fetchMock = vi.fn(async (_url: string) => sectionAnswer(themeCard('hot-drop', 'Hot Drop', 1006, 40015, 'add')));
    vi.stubGlobal('fetch', fetchMock);
    renderOverlay();
    await openOverlay();
    await type('lemon');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add to Cart – $14.00' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([`/products/hot-drop?section_id=${SECTION_ID}`]);
    expect(add).toHaveBeenCalledWith({ id: 40015, quantity: 1, selling_plan: null }, expect.objectContaining({ productID: 1006, price: 14 }));
    vi.unstubAllGlobals();
  });

  it('a product with several variants offers the choice on its page and adds nothing', async () => {
    byCatalog();
    const fetchMock = vi.fn(async () => new Response('unexpected', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    renderOverlay();
    await openOverlay();
    await type('infused');
    const card = within(dialog()).getByRole('link', { name: 'Infused Oils' }).closest('.search-card') as HTMLElement;
    expect(within(card).queryByRole('button', { name: /Add to Cart/ })).toBeNull();
    const choose = within(card).getByRole('link', { name: 'Choose Options' });
    expect(choose.getAttribute('href')).toBe('/products/infused-oils');
    expect(within(card).getByText('$18.00')).toBeTruthy();
    choose.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(choose);
    expect(add).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(searchAttributionRecord('1005')?.queryID).toBe(QUERY_ID);
    vi.unstubAllGlobals();
  });

  it("for a shopper paying in euros, a record's dollar price shows at Shopify.currency.rate in the market's money format", async () => {
    byCatalog();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('unexpected', { status: 500 })),
    );
    vi.stubGlobal('Shopify', { currency: { active: 'EUR', rate: '0.92' } });
    renderOverlay(islandProps(schema, { ...raw, money_format: '{{amount_with_comma_separator}} €' }));
    await openOverlay();
    await type('infused');
    const card = within(dialog()).getByRole('link', { name: 'Infused Oils' }).closest('.search-card') as HTMLElement;
    // The record says 18 (dollars): 18 × 0.92 = 16,56 €.
    expect(within(card).getByText('16,56 €')).toBeTruthy();
    await type('lemon');
    expect(within(dialog()).getByRole('button', { name: 'Add to Cart – 12,88 €' })).toBeTruthy();
    vi.unstubAllGlobals();
  });

  it("a gift card is never added without its recipient: the theme's card says choose, the button becomes the link, focused", async () => {
    byCatalog();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => sectionAnswer(themeCard('gift-card', 'Gift Card', 1009, 40019, 'choose'))),
    );
    renderOverlay();
    await openOverlay();
    await type('infused');
    const card = within(dialog()).getByRole('link', { name: 'Gift Card' }).closest('.search-card') as HTMLElement;
    fireEvent.click(within(card).getByRole('button', { name: 'Add to Cart – $25.00' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(add).not.toHaveBeenCalled();
    const choose = within(card).getByRole('link', { name: 'Choose Options' });
    expect(choose.getAttribute('href')).toBe('/products/gift-card');
    expect(document.activeElement).toBe(choose);
    expect(within(card).queryByRole('button', { name: /Add to Cart/ })).toBeNull();
    vi.unstubAllGlobals();
  });

  it('a page-embedded card that says choose links to the product; an unreadable theme card adds nothing', async () => {
    byCatalog();
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" data-product-cards>${JSON.stringify([themeCard('gift-card', 'Gift Card', 1009, 40019, 'choose')])}</script>`,
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<div>no card</div>')),
    );
    renderOverlay();
    await openOverlay();
    await type('infused');
    expect(
      within(dialog())
        .getAllByRole('link', { name: 'Choose Options' })
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/products/infused-oils', '/products/gift-card']);
    await type('lemon');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Add to Cart – $14.00' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(add).not.toHaveBeenCalled();
    expect(within(dialog()).getByRole('link', { name: 'Choose Options' }).getAttribute('href')).toBe('/products/hot-drop');
    vi.unstubAllGlobals();
  });

  it('opening a result remembers the search too; a product never reached from a search has nothing', async () => {
    byCatalog();
    renderOverlay();
    await openOverlay();
    await type('lemon');
    const link = within(dialog()).getByRole('link', { name: 'Hot Drop' });
    link.addEventListener('click', (event) => event.preventDefault());
    fireEvent.click(link);
    expect(searchAttributionRecord('1006')?.queryID).toBe(QUERY_ID);
    expect(searchAttributionRecord('1010')).toBeNull();
  });
});
