// Network faults on the page fetches §8 names beside the cart: the collection's next page and its
// collection switch (§8: a console log only; here the grid also says it could not load and keeps
// its link), the glog's tag listing (its error text, the URL back on what is shown), and Buy it
// now's add (§8: no user message, only logged). Offline, 500, and a 10 s stall (held while the
// page's clock moves on 10 s, 15 s for the glog's longer give-up), driven in Chromium; each works
// again after.
import type { Page } from '@playwright/test';
import { expect, settle, test, wakeIsland } from './fixtures';
import { applyFault, FAULTS } from './fault-helpers';

const items = (page: Page) => page.locator('[data-collection-items] > [data-collection-item]');
const loadMore = (page: Page) => page.getByRole('link', { name: 'Load more products' });
const moreStatus = (page: Page) => page.locator('.collection-more__status');
const firstTitle = (page: Page) => page.locator('[data-widget="article-grid"] .article-grid__results .card__title').first();
const tagButton = (page: Page, name: string) => page.getByRole('group', { name: 'Filter by tag' }).getByRole('button', { name, exact: true });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Your Cart' });

/** Waits for the island `name` to take over (its server markup alone would load pages the normal way). */
async function islandReady(page: Page, name: string): Promise<void> {
  await wakeIsland(page.locator(`[data-widget="${name}"]`).first());
}

for (const fault of FAULTS) {
  test.describe(`${fault}:`, () => {
    test("the collection's next page: the grid says it could not load, keeps what it has, and its link loads the page after", async ({ page, watch }) => {
      await page.goto('/collections/all');
      await settle(page);
      await islandReady(page, 'collection-grid');
      await expect(items(page)).toHaveCount(12);
      const faulty = await applyFault(page, /\/collections\/all\?page=2&section_id=/, fault);
      await loadMore(page).click();
      await faulty.waitOut();
      await expect(moreStatus(page)).toHaveText("We couldn't load more products. Please try again.");
      await expect(page.locator('.collection-more')).not.toHaveAttribute('aria-busy', /.*/);
      await expect(items(page)).toHaveCount(12);
      await faulty.heal();
      await loadMore(page).click();
      await expect(items(page)).toHaveCount(15);
      await expect(moreStatus(page)).toHaveText('Page 2 of 2');
      expect(faulty.otherProblems(watch.problems)).toEqual([]);
    });

    test('the collection switch: the link loads the collection the normal way instead', async ({ page, watch }) => {
      await page.goto('/collections/olive-oil');
      await settle(page);
      await islandReady(page, 'collection-grid');
      await page.evaluate(() => Object.assign(window, { olivineMark: true }));
      const faulty = await applyFault(page, /\/collections\/gifts\?section_id=/, fault);
      await page.getByRole('navigation', { name: 'Collections' }).getByRole('link', { name: 'Gifts' }).click();
      await faulty.waitOut();
      await expect(page).toHaveURL(/\/collections\/gifts$/);
      await expect(page.locator('h1')).toHaveText('Gifts');
      await expect(page.locator('[data-collection-items] .card__title').first()).toHaveText('The Duo');
      expect(await page.evaluate(() => 'olivineMark' in window)).toBe(false);
      expect(faulty.otherProblems(watch.problems)).toEqual([]);
    });

    test("the glog's tag listing: its error text, the list and address as they were, and the tag works after", async ({ page, watch }) => {
      await page.goto('/blogs/glog');
      await settle(page);
      await islandReady(page, 'article-grid');
      const before = await firstTitle(page).innerText();
      const faulty = await applyFault(page, /\/blogs\/glog\/tagged\/kitchen-talk\?section_id=/, fault, { stallMs: 15_000 });
      await tagButton(page, 'Kitchen Talk').click();
      await faulty.waitOut();
      await expect(page.getByRole('alert')).toHaveText("We couldn't load those articles. Please try again.");
      await expect(page).toHaveURL(/\/blogs\/glog$/);
      await expect(firstTitle(page)).toHaveText(before);
      await faulty.heal();
      await tagButton(page, 'Kitchen Talk').click();
      await expect(page).toHaveURL(/\/blogs\/glog\?tagged=kitchen-talk$/);
      await expect(tagButton(page, 'Kitchen Talk')).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(faulty.otherProblems(watch.problems)).toEqual([]);
    });

    test('Buy it now: no message anywhere (only logged), nothing added, and the next try goes to checkout', async ({ page, watch }) => {
      const warnings: string[] = [];
      page.on('console', (msg) => {
        if (msg.type() === 'warning') warnings.push(msg.text());
      });
      await page.goto('/products/red-wine-vinegar');
      await settle(page);
      await islandReady(page, 'product-form');
      const buyNow = page.getByRole('button', { name: 'Buy it now' });
      const injected = await applyFault(page, /\/cart\/add\.js/, fault);
      await buyNow.click();
      if (fault === 'stall') {
        // No timeout on cart calls (§9: the HTTP client has none by default): after 10 s the page
        // still waits, with no message, and the add goes through late.
        await injected.waitOut();
        await expect(page.getByRole('alert')).toHaveCount(0);
        await expect(page).not.toHaveURL(/\/checkout$/);
        await injected.heal();
        await expect(page).toHaveURL(/\/checkout$/);
        expect(injected.otherProblems(watch.problems)).toEqual([]);
        return;
      }
      await expect.poll(() => warnings.some((w) => w.startsWith('[cart] accelerated checkout failed'))).toBe(true);
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(buyNow).toBeEnabled();
      expect(((await (await page.request.get('/cart.js')).json()) as { item_count: number }).item_count).toBe(0);
      // The drawer, opened after, has no stale failure to offer a retry of the checkout for.
      await page.locator('header a[data-cart-toggle]').click();
      await expect(drawer(page)).toBeVisible();
      await expect(drawer(page).getByRole('alert')).toHaveCount(0);
      await drawer(page).getByRole('button', { name: 'Close cart' }).click();
      await injected.heal();
      await buyNow.click();
      await expect(page).toHaveURL(/\/checkout$/);
      expect(injected.otherProblems(watch.problems)).toEqual([]);
    });
  });
}
