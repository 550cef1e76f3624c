// The search overlay as a shopper uses it, in Chromium at 375 and 1280 px, against the preview's
// Algolia, Insights and Klaviyo stand-ins: opening from the header, typing, results, no results and
// suggestions, the count of what shows, full-screen at both widths, Clear, closing (Escape, close
// button) with focus back, the remembered term, keyboard-only use, axe, search faults (hostile
// terms: xss.spec.ts), quick add (one click only for a product with nothing to choose), the add-to-cart
// conversion tied to the search the product came from (and none without one), Klaviyo's
// 'Added to Cart', trackers down, and the /search link with scripts off.
import type { Page, Request } from '@playwright/test';
import { test, expect, settle, wakeIsland } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { tabTo, WIDTHS } from './keyboard-helpers';

const QUERIES = /\/1\/indexes\/[^/]+\/queries/;
const FORM = '[data-widget="product-form"]';

const searchButton = (page: Page) => page.locator('header [data-search-toggle]');
const overlay = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const input = (page: Page) => overlay(page).getByRole('searchbox', { name: 'Search our store' });
const results = (page: Page, name: RegExp | string) => overlay(page).getByRole('region', { name });

async function openSearch(page: Page, path = '/') {
  await page.goto(path);
  await settle(page);
  await searchButton(page).click();
  await expect(overlay(page)).toBeVisible();
  await expect(input(page)).toBeFocused();
}

/** The products search's queryID for `term`, read from the stand-in's answer the page received. */
function queryIdOf(page: Page, term: string): Promise<string> {
  return page
    .waitForResponse((res) => QUERIES.test(res.url()) && (res.request().postData() ?? '').includes(`"query":${JSON.stringify(term)}`))
    .then(async (res) => ((await res.json()) as { results: { queryID: string }[] }).results[0]!.queryID);
}

interface StoredInsightsEvent {
  event: {
    eventType: string;
    eventSubtype?: string;
    eventName: string;
    index: string;
    queryID?: string;
    objectIDs: string[];
    value?: number;
    currency?: string;
    objectData?: { price: number; quantity: number }[];
  };
}
async function conversionsFor(page: Page, queryID: string) {
  const res = await page.request.get('/__olivine/insights/events?limit=200');
  const { events } = (await res.json()) as { events: StoredInsightsEvent[] };
  return events.map((e) => e.event).filter((e) => e.queryID === queryID);
}

for (const width of WIDTHS) {
  test.describe(`${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('full-screen: the open overlay covers the viewport, with and without results', async ({ page, watch }) => {
      await openSearch(page);
      const viewport = { x: 0, y: 0, width, height: 800 };
      // It slides down from the top: measured once it has arrived.
      await expect.poll(() => overlay(page).boundingBox()).toEqual(viewport);
      await input(page).fill('chili');
      await expect(results(page, /^“chili”/)).toBeVisible();
      await expect.poll(() => overlay(page).boundingBox()).toEqual(viewport);
      // Nothing of the page shows: the bottom corners and middle belong to the dialog.
      const covered = await page.evaluate(
        ({ w, h }) =>
          [
            [1, h - 2],
            [w / 2, h - 2],
            [w - 2, h - 2],
          ].every(([x, y]) => document.elementFromPoint(x!, y!)?.closest('[role="dialog"]')?.id === 'SearchOverlayDialog'),
        { w: width, h: 800 },
      );
      expect(covered).toBe(true);
      watch.expectClean();
    });

    test('typing shows the term, the count, product cards with quick add and up to 5 glog links, announced politely', async ({ page, watch }) => {
      await openSearch(page);
      await expect(input(page)).toHaveAttribute('placeholder', "Watcha lookin' for??");
      const answer = page.waitForResponse((res) => QUERIES.test(res.url()) && (res.request().postData() ?? '').includes('"query":"olive"'));
      await input(page).pressSequentially('olive');
      // The count is of what shows; more found than shown reads 'N of M' with a link to all of them.
      const found = results(page, /^“olive” \((\d+ of )?\d+ items\)$/);
      await expect(found).toBeVisible();
      const { results: answered } = (await (await answer).json()) as { results: { nbHits: number }[] };
      const total = answered.reduce((sum, r) => sum + r.nbHits, 0);
      const shown = (await found.locator('.search-card').count()) + (await found.getByRole('complementary', { name: 'In the Glog' }).getByRole('link').count());
      expect(total).toBeGreaterThan(shown);
      await expect(found.getByRole('heading', { level: 2 })).toHaveText(`“olive” (${shown} of ${total} items)`);
      await expect(found.getByRole('link', { name: 'See all results' })).toHaveAttribute('href', '/search?q=olive');
      await expect(found.getByRole('link', { name: 'The Everyday' })).toHaveAttribute('href', '/products/the-everyday');
      await expect(found.getByRole('button', { name: /^Add to Cart – \$\d+\.\d\d$/ }).first()).toBeVisible();
      const glog = found.getByRole('complementary', { name: 'In the Glog' });
      await expect(glog.getByRole('link').first()).toBeVisible();
      expect(await glog.getByRole('link').count()).toBeLessThanOrEqual(5);
      await expect(overlay(page).getByRole('status')).toHaveText(`“olive” (${shown} of ${total} items)`);
      await expect(overlay(page).getByRole('button', { name: 'Clear', exact: true })).toBeVisible();
      // The grid: 2 columns on small screens, 4 on large.
      const columns = await found.locator('.search-overlay__grid').evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
      expect(columns).toBe(width < 768 ? 2 : 4);
      await expectNoAxeViolations(page, '#SearchOverlayDialog');
      watch.expectClean();
    });

    test('nothing found: the term, Bummer!, the pantry hint, and suggested terms that search', async ({ page, watch }) => {
      await openSearch(page);
      await input(page).fill('zzzqqqxx');
      const empty = results(page, '“zzzqqqxx”');
      await expect(empty.getByText('Bummer!')).toBeVisible();
      await expect(empty.getByText('Nothing found for “zzzqqqxx”. Maybe peek in the pantry?')).toBeVisible();
      await expect(empty.getByRole('heading', { name: "Other people are lookin' for…" })).toBeVisible();
      await expectNoAxeViolations(page, '#SearchOverlayDialog');
      await empty.getByRole('button', { name: 'lemon' }).click();
      await expect(input(page)).toHaveValue('lemon');
      await expect(input(page)).toBeFocused();
      await expect(results(page, /^“lemon” \((\d+ of )?\d+ items?\)$/)).toBeVisible();
      watch.expectClean();
    });
  });
}

test('Clear empties term and results; the term comes back on the next opening', async ({ page, watch }) => {
  await openSearch(page);
  await input(page).fill('refill');
  await expect(results(page, /^“refill”/)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(overlay(page)).toBeHidden();
  await expect(searchButton(page)).toBeFocused();
  await searchButton(page).click();
  await expect(input(page)).toHaveValue('refill');
  await expect(results(page, /^“refill”/)).toBeVisible();
  await overlay(page).getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(input(page)).toHaveValue('');
  await expect(input(page)).toBeFocused();
  await expect(overlay(page).getByRole('region')).toHaveCount(0);
  await expect(overlay(page).getByRole('button', { name: 'Clear', exact: true })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('searchTerm'))).toBe('');
  watch.expectClean();
});

test('the page cannot scroll while it is open; the close button closes it, focus back on the search button', async ({ page, watch }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSearch(page);
  await page.mouse.move(640, 790);
  await page.mouse.wheel(0, 600);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await input(page).fill('olive');
  await expect(results(page, /^“olive”/)).toBeVisible();
  // The results scroll inside the overlay; the page under it stays put.
  // (Wheel again until it scrolls: the results may still be growing when the first wheel lands.)
  await expect(async () => {
    await page.mouse.wheel(0, 600);
    expect(
      await overlay(page)
        .locator('.search-overlay__body')
        .evaluate((body) => body.scrollTop),
    ).toBeGreaterThan(0);
  }).toPass({ timeout: 10_000 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await overlay(page).getByRole('button', { name: 'Clear search term' }).click();
  await expect(overlay(page)).toBeHidden();
  await expect(searchButton(page)).toBeFocused();
  await expect(searchButton(page)).toHaveAttribute('aria-expanded', 'false');
  watch.expectClean();
});

test('keyboard only: open from the search button, type, Tab through every result, focus stays inside, Escape returns', async ({ page, watch }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await settle(page);
  await tabTo(page, 'header [data-search-toggle]');
  await expect(searchButton(page)).toHaveAttribute('aria-haspopup', 'dialog');
  await page.keyboard.press('Enter');
  await expect(input(page)).toBeFocused();
  await page.keyboard.type('harvest');
  const found = results(page, /^“harvest”/);
  await expect(found).toBeVisible();
  const stops = await found.locator('a[href], button:not([disabled])').count();
  await page.keyboard.press('Tab'); // Clear
  await page.keyboard.press('Tab'); // close
  for (let i = 0; i < stops; i += 1) {
    await page.keyboard.press('Tab');
    expect(await found.evaluate((region) => region.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Tab'); // wraps to the input: focus never leaves the dialog
  await expect(input(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(searchButton(page)).toBeFocused();
  watch.expectClean();
});

test('Enter goes to the full results page', async ({ page, watch }) => {
  await openSearch(page);
  await input(page).fill('lemon');
  await expect(results(page, /^“lemon”/)).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=lemon$/);
  await expect(page.locator('main')).toContainText('lemon');
  watch.expectClean();
});

test('search down: no message and no spinner; the next keystroke after it is back shows results', async ({ page }) => {
  await openSearch(page);
  await page.route(QUERIES, (route) => route.abort('connectionrefused'));
  await input(page).fill('lemo');
  await expect(overlay(page).locator('.search-overlay__spinner')).toHaveCount(0);
  await expect(overlay(page).getByRole('button', { name: 'Clear', exact: true })).toBeVisible();
  await expect(overlay(page).getByRole('region')).toHaveCount(0);
  await expect(overlay(page).getByRole('status')).toHaveText('');
  await page.unroute(QUERIES);
  await input(page).press('n');
  await expect(results(page, /^“lemon”/)).toBeVisible();
});

async function cartLines(page: Page) {
  const cart = (await (await page.request.get('/cart.js')).json()) as { items: { variant_id: number; quantity: number }[] };
  return cart.items.map((item) => [item.variant_id, item.quantity]);
}

test('quick add from the results: a one-variant product adds in one click, the drawer opens over the overlay, and the conversion names that search', async ({
  page,
  watch,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openSearch(page);
  const queryId = queryIdOf(page, 'chili');
  await input(page).fill('chili');
  const card = results(page, /^“chili”/)
    .locator('.search-card')
    .filter({ hasText: 'Hot Drop Chili Oil' });
  const klaviyo = page.waitForResponse((res) => res.url().includes('/client/events/'));
  await card.getByRole('button', { name: 'Add to Cart – $14.00' }).click();
  const drawer = page.getByRole('dialog', { name: 'Your Cart' });
  await expect(drawer).toBeVisible();
  await expect(drawer).toContainText('Hot Drop Chili Oil');
  expect(await cartLines(page)).toEqual([[40015, 1]]);
  expect((await klaviyo).status()).toBe(202);
  // The tracking item's prices are numbers in major units, as Klaviyo's event properties expect.
  expect((await klaviyo).request().postDataJSON()).toMatchObject({
    data: { attributes: { properties: { name: 'Hot Drop Chili Oil', price: 14, AddedItemPrice: 14 } } },
  });
  const id = await queryId;
  await expect
    .poll(() => conversionsFor(page, id))
    .toEqual([
      expect.objectContaining({
        eventType: 'conversion',
        eventSubtype: 'addToCart',
        eventName: 'Added to cart',
        index: 'shopify_products',
        objectIDs: ['1006'],
        value: 14,
        currency: 'USD',
      }),
    ]);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(overlay(page)).toBeVisible();
  await expect(card.getByRole('button', { name: /^Add to Cart/ })).toBeFocused();
  // The next Escape closes the search beneath, and focus returns to what opened it.
  await page.keyboard.press('Escape');
  await expect(overlay(page)).toBeHidden();
  await expect(searchButton(page)).toBeFocused();
  watch.expectClean();
});

test('quick add never guesses: a product with several variants and a gift card offer the choice on their page, and add nothing', async ({ page, watch }) => {
  // From the hits alone (home), and from the cards a collection page embeds.
  for (const path of ['/', '/collections/all']) {
    await openSearch(page, path);
    await input(page).fill('infused');
    const infused = results(page, /^“infused”/)
      .locator('.search-card')
      .filter({ hasText: 'Infused Oils' });
    await expect(infused.getByRole('link', { name: 'Choose Options' })).toHaveAttribute('href', '/products/infused-oils');
    await expect(infused.getByRole('button')).toHaveCount(0);
    await input(page).fill('gift card');
    const giftCard = results(page, /^“gift card”/)
      .locator('.search-card')
      .filter({ hasText: 'Good Drop Gift Card' });
    await expect(giftCard.getByRole('link', { name: 'Choose Options' })).toHaveAttribute('href', '/products/gift-card');
    await expect(giftCard.getByRole('button')).toHaveCount(0);
  }
  // The choice is the product page's: the gift card's amount and its recipient.
  await overlay(page).locator('.search-card').filter({ hasText: 'Good Drop Gift Card' }).getByRole('link', { name: 'Choose Options' }).click();
  await expect(page).toHaveURL(/\/products\/gift-card$/);
  await expect(page.locator(FORM)).toHaveAttribute('data-island-state', 'mounted');
  await expect(page.locator(FORM).getByRole('checkbox', { name: /gift/i })).toBeVisible();
  expect(await cartLines(page)).toEqual([]);
  watch.expectClean();
});

test('a product page reached from the results: adding sends the conversion for that search; reached directly, none', async ({ page, watch, browser }) => {
  await openSearch(page);
  const queryId = queryIdOf(page, 'everyday');
  await input(page).fill('everyday');
  await results(page, /^“everyday”/)
    .getByRole('link', { name: 'The Everyday' })
    .click();
  await expect(page).toHaveURL(/\/products\/the-everyday$/);
  await wakeIsland(page.locator(FORM));
  await page
    .locator(FORM)
    .getByRole('button', { name: /^Add to Cart/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Your Cart' })).toBeVisible();
  const id = await queryId;
  await expect
    .poll(() => conversionsFor(page, id))
    .toEqual([expect.objectContaining({ eventSubtype: 'addToCart', index: 'shopify_products', queryID: id, objectIDs: ['1001'], currency: 'USD', value: 24 })]);
  watch.expectClean();

  // Another shopper opens the product directly: Klaviyo hears of the add, Insights does not.
  const context = await browser.newContext();
  await context.addCookies([{ name: 'over_21', value: 'true', url: page.url() }]);
  const direct = await context.newPage();
  const insightsCalls: Request[] = [];
  direct.on('request', (req) => {
    if (req.url().includes('/1/events')) insightsCalls.push(req);
  });
  await direct.goto('/products/the-everyday');
  await wakeIsland(direct.locator(FORM));
  const klaviyo = direct.waitForRequest((req) => req.url().includes('/client/events/'));
  await direct
    .locator(FORM)
    .getByRole('button', { name: /^Add to Cart/ })
    .click();
  const sent = await klaviyo;
  expect(sent.postDataJSON()).toMatchObject({
    data: {
      type: 'event',
      attributes: { metric: { data: { attributes: { name: 'Added to Cart' } } }, properties: { name: 'The Everyday', price: 24, AddedItemPrice: 24 } },
    },
  });
  await direct.waitForLoadState('networkidle');
  expect(insightsCalls).toEqual([]);
  await context.close();
});

test('Klaviyo and Insights down: the add still lands and the drawer opens', async ({ page }) => {
  await page.route(/\/client\/events\//, (route) => route.abort('connectionrefused'));
  await page.route(/\/1\/events/, (route) => route.abort('connectionrefused'));
  await openSearch(page);
  await input(page).fill('chili');
  await results(page, /^“chili”/)
    .locator('.search-card')
    .filter({ hasText: 'Hot Drop Chili Oil' })
    .getByRole('button', { name: /^Add to Cart/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Your Cart' })).toContainText('Hot Drop Chili Oil');
  const cart = (await (await page.request.get('/cart.js')).json()) as { item_count: number };
  expect(cart.item_count).toBe(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search button is a link to /search, which renders results on the server', async ({ page }) => {
    await page.goto('/');
    await page.locator('header').getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search$/);
    await page.getByRole('searchbox', { name: 'Search our store' }).fill('lemon');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=lemon/);
    await expect(page.getByRole('link', { name: 'Infused Oils' }).first()).toBeVisible();
  });
});
