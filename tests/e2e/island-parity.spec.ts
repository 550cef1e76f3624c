// Server markup ↔ first render, for every island: each page of the sample shop is opened in
// Chromium with every island woken at load (whatever its data-hydrate), and each island's first
// commit must be its server markup element for element (tags, classes, text, role, aria-*,
// href, type, name, value, disabled, for, alt; an image's src, width, height and loading), so
// nothing moves, flashes or loses focus when an island takes over. A deliberate difference is an
// entry of ISLAND_MARKUP_EXCEPTIONS (island-markup-exceptions.ts), with its reason.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures';
import { signInAsOlive } from './account-helpers';
import { islandCaptures, wakeEveryIslandAtLoad } from './island-markup';
import { applyException, ISLAND_MARKUP_EXCEPTIONS } from './island-markup-exceptions';

interface ParityPage {
  url: string;
  /** the islands this page is here for (it is checked that they are on it) */
  covers: string[];
  signedIn?: boolean;
  cart?: boolean;
}

/** One page per template and per kind of product; together they hold every island type. */
const PAGES: ParityPage[] = [
  {
    url: '/',
    covers: [
      'age-gate',
      'mobile-menu',
      'search-overlay',
      'newsletter-form',
      'cart-drawer',
      'in-page-nav',
      'hero-location',
      'timeline',
      'featured-articles',
      'image-text-carousel',
      'text-carousel',
      'edge-carousel',
      'card-carousel',
      'column-carousel',
      'quick-add',
    ],
  },
  { url: '/?design_mode=1', covers: ['image-text-carousel', 'text-carousel', 'edge-carousel', 'card-carousel', 'column-carousel'] },
  {
    url: '/products/the-everyday',
    covers: ['product-media', 'product-reviews', 'product-linked', 'product-form', 'product-tabs', 'product-sticky-bar', 'product-upsells'],
  },
  { url: '/products/the-duo', covers: ['product-form', 'product-upsells'] },
  { url: '/products/refill-cans', covers: ['product-form', 'product-tabs'] },
  { url: '/products/gift-card', covers: ['product-form', 'product-media'] },
  { url: '/products/pantry-pack', covers: ['product-form'] },
  { url: '/products/the-everyday?view=showcase', covers: ['multi-product-hero', 'product-tab-list', 'product-form'] },
  { url: '/collections/all', covers: ['collection-grid', 'quick-add'] },
  { url: '/blogs/glog', covers: ['article-grid'] },
  { url: '/pages/faq', covers: ['content-tabs', 'content-drawer'] },
  { url: '/search?q=oil', covers: ['quick-add'] },
  { url: '/cart', covers: ['cart-drawer'], cart: true },
  { url: '/account?view=orders', covers: ['account-nav', 'account-subscriptions'], signedIn: true },
  { url: '/account/addresses', covers: ['account-nav', 'account-addresses'], signedIn: true },
];

/** Every data-widget name the theme's Liquid prints. */
function widgetsInTheme(): string[] {
  const names = new Set<string>();
  for (const dir of ['sections', 'snippets', 'layout']) {
    for (const file of readdirSync(dir)) {
      for (const match of readFileSync(path.join(dir, file), 'utf8').matchAll(/data-widget="([a-z0-9-]+)"/g)) names.add(match[1]!);
    }
  }
  return [...names].sort();
}

test('the pages below hold every island type the theme prints, and every exception names one', () => {
  const covered = new Set(PAGES.flatMap((p) => p.covers));
  const all = widgetsInTheme();
  expect(
    all.filter((name) => !covered.has(name)),
    'islands no parity page covers',
  ).toEqual([]);
  expect(
    Object.keys(ISLAND_MARKUP_EXCEPTIONS).filter((name) => !all.includes(name)),
    'exceptions for islands that do not exist',
  ).toEqual([]);
});

test.describe('every island on the page', () => {
  // A first visit, so the age gate's widget renders the gate its server markup prints.
  test.use({ newVisitor: true });
  for (const { url, covers, signedIn, cart } of PAGES) {
    test(`${url}: every island's first render is its server markup`, async ({ page, watch }) => {
      if (signedIn) await signInAsOlive(page);
      if (cart) await page.request.post('/cart/add.js', { data: { items: [{ id: 40031, quantity: 1 }] } });
      await wakeEveryIslandAtLoad(page);
      await page.goto(url);
      const islands = await islandCaptures(page);
      expect(
        covers.filter((name) => !islands.some((island) => island.name === name)),
        `islands missing on ${url}`,
      ).toEqual([]);
      for (const island of islands) {
        const label = `${url} ${island.name}#${island.index}`;
        expect.soft(island.state, `${label} mounted`).toBe('mounted');
        const exception = ISLAND_MARKUP_EXCEPTIONS[island.name];
        if (exception?.noServerMarkup) {
          expect.soft(island.server, `${label} prints no server markup (its exception says so)`).toEqual([]);
          continue;
        }
        expect.soft(island.server.length, `${label} has server markup`).toBeGreaterThan(0);
        const plain = exception?.whole instanceof RegExp ? exception.whole.test(island.server[0] ?? '') : exception?.whole === true;
        if (plain) continue;
        const widget = island.widget ?? [];
        expect
          .soft(exception ? applyException(widget, exception) : widget, `${label}: the widget's first render (+) differs from its server markup (-)`)
          .toEqual(exception ? applyException(island.server, exception) : island.server);
      }
      watch.expectClean();
    });
  }
});
