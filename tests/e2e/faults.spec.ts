// Network faults on each external call the storefront makes, driven in Chromium: the call fails
// offline, answers 500, or stalls (held; 10 s on the page's clock where the page has a timer to run
// out). The page stays usable (no control left busy, nothing lost), says what the spec says (§8: cart calls, the review call and the product search show no
// message; the drawer offers a retry), and works again once the network is back.
import type { Page } from '@playwright/test';
import { expect, settle, test, wakeIsland } from './fixtures';
import { applyFault, FAULTS, inject } from './fault-helpers';

async function cartCount(page: Page): Promise<number> {
  return ((await (await page.request.get('/cart.js')).json()) as { item_count: number }).item_count;
}

const FORM = '[data-widget="product-form"]';
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Your Cart' });

test.describe.configure({ timeout: 60_000 });

for (const fault of FAULTS) {
  test.describe(`${fault}:`, () => {
    test('adding from the product page: the button comes back, nothing half-added, the next add lands', async ({ page, watch }) => {
      await page.goto('/products/red-wine-vinegar');
      await settle(page);
      // The first press on the form is first-input.spec's; here the form is already there.
      await wakeIsland(page.locator(FORM));
      // Waking the form wakes the hero's review stars too: their request ends before the fault's
      // 10 s on the page's clock, which would otherwise run out the stars' own 8 s wait and abort it.
      await settle(page);
      const add = page.locator(FORM).locator('button[type="submit"]');
      await expect(add).toHaveText(/Add to Cart/);
      const injected = await applyFault(page, /\/cart\/add\.js/, fault);
      await add.click();
      if (fault === 'stall') {
        // While the add waits the page is usable: the header search opens and closes.
        await expect(add).toHaveAttribute('aria-busy', 'true');
        await page.locator('header [data-search-toggle]').click();
        await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
        await page.keyboard.press('Escape');
        // No timeout on cart calls: 10 s on, the add still waits, and it lands when the answer comes.
        await injected.waitOut();
        await expect(add).toHaveAttribute('aria-busy', 'true');
        await injected.heal();
        await expect(drawer(page)).toBeVisible();
        expect(await cartCount(page)).toBe(1);
      } else {
        await expect(add).not.toHaveAttribute('aria-busy', 'true');
        await expect(add).toBeEnabled();
        expect(await cartCount(page)).toBe(0);
      }
      await injected.heal();
      if (await drawer(page).isVisible()) await drawer(page).getByRole('button', { name: 'Close cart' }).click();
      await expect(drawer(page)).toBeHidden();
      await add.click();
      await expect(drawer(page)).toBeVisible();
      await expect.poll(() => cartCount(page)).toBe(fault === 'stall' ? 2 : 1);
      expect(injected.otherProblems(watch.problems)).toEqual([]);
    });

    test('changing a line in the drawer: a retry is offered, the line is kept, the change lands after', async ({ page, watch }) => {
      await page.request.post('/cart/add.js', { data: { id: 40031, quantity: 1 } });
      await page.goto('/');
      await settle(page);
      await page.locator('header a[data-cart-toggle]').click();
      await expect(drawer(page)).toBeVisible();
      const increase = drawer(page).getByRole('button', { name: 'Increase quantity of Pour Spout' });
      const injected = await applyFault(page, /\/cart\/(change|update)\.js/, fault);
      await increase.click();
      if (fault === 'stall') {
        // 10 s on, the change still waits with no message; it lands when the answer comes.
        await injected.waitOut();
        await expect(drawer(page).getByRole('alert')).toHaveCount(0);
        expect(await cartCount(page)).toBe(1);
        await injected.heal();
        await expect.poll(() => cartCount(page)).toBe(2);
        await expect(drawer(page).getByRole('alert')).toHaveCount(0);
      } else {
        const alert = drawer(page).getByRole('alert');
        await expect(alert).toContainText("We couldn't reach the shop.");
        expect(await cartCount(page)).toBe(1);
        await injected.heal();
        await alert.getByRole('button', { name: 'Try again' }).click();
        await expect(alert).toBeHidden();
        await expect.poll(() => cartCount(page)).toBe(2);
      }
      await expect(increase).toBeEnabled();
      expect(injected.otherProblems(watch.problems)).toEqual([]);
    });

    test('the variant change: price and address follow at once; the re-rendered sections wait or stay as they were', async ({ page, watch }) => {
      await page.goto('/products/the-everyday');
      await settle(page);
      const injected = await inject(page, /[?&]sections=/, fault);
      await page.getByText('1 L', { exact: true }).click();
      await expect(page).toHaveURL(/variant=40002/);
      await expect(page.locator(FORM).getByRole('button', { name: /Add to Cart/ })).toBeEnabled();
      await injected.heal();
      await page.getByText('500 ml', { exact: true }).click();
      await expect(page).toHaveURL(/variant=40001/);
      expect(injected.otherProblems(watch.problems)).toEqual([]);
    });

    test('the review stars: no message, nothing broken around them', async ({ page, watch }) => {
      const injected = await applyFault(page, /review_aggregate/, fault);
      await page.goto('/products/the-everyday');
      // The stars ask the reviews provider once the product hero wakes (the shopper's first input).
      await wakeIsland(page.locator('[data-widget="product-reviews"]'));
      if (fault === 'stall') {
        // The stars give up after 8 s on the page's clock; the late answer changes nothing.
        await page.waitForLoadState('load');
        await injected.waitOut();
        await injected.heal();
      }
      await settle(page);
      await expect(page.locator('h1')).toHaveText('The Everyday');
      await expect(page.locator(FORM).getByRole('button', { name: /Add to Cart/ })).toBeEnabled();
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(injected.otherProblems(watch.problems)).toEqual([]);
    });

    test('the linked-product switch: the shopper still reaches the other product', async ({ page, watch }) => {
      await page.goto('/products/the-everyday');
      await settle(page);
      const injected = await applyFault(page, /\/products\/the-drizzle$/, fault, { fetchOnly: true });
      const link = page.locator('[data-widget="product-linked"]').getByRole('link', { name: /The Drizzle/ });
      await link.click();
      // The in-place switch failed or gave up after 10 s: the page loads the normal way instead.
      await injected.waitOut();
      await expect(page).toHaveURL(/\/products\/the-drizzle$/);
      await expect(page.locator('h1')).toHaveText('The Drizzle');
      expect(injected.otherProblems(watch.problems)).toEqual([]);
    });

    test('the search overlay: no message, no spinner left, the next keystroke after the fault shows results', async ({ page, watch }) => {
      await page.goto('/');
      await settle(page);
      await page.locator('header [data-search-toggle]').click();
      const overlay = page.getByRole('dialog', { name: 'Search' });
      const input = overlay.getByRole('searchbox', { name: 'Search our store' });
      const injected = await applyFault(page, /\/1\/indexes\/[^/]+\/queries/, fault);
      await input.fill('lemo');
      // A stall: 10 s on the page's clock with the query unanswered (the search client's own timeouts run out).
      await injected.waitOut();
      await expect(overlay.getByRole('alert')).toHaveCount(0);
      if (fault !== 'stall') await expect(overlay.locator('[aria-busy="true"]')).toHaveCount(0);
      await injected.heal();
      await input.fill('lemon');
      await expect(overlay.getByRole('region', { name: /“lemon”/ })).toBeVisible();
      await expect(overlay.locator('[aria-busy="true"]')).toHaveCount(0);
      expect(injected.otherProblems(watch.problems)).toEqual([]);
    });

    test('Insights and Klaviyo behind an add: the add lands at once and the drawer opens', async ({ page, watch }) => {
      const insights = await inject(page, /\/1\/events/, fault);
      const klaviyo = await inject(page, /\/client\/events\//, fault);
      await page.goto('/products/red-wine-vinegar');
      await settle(page);
      await page
        .locator(FORM)
        .getByRole('button', { name: /Add to Cart/ })
        .click();
      await expect(drawer(page)).toBeVisible();
      expect(await cartCount(page)).toBe(1);
      expect(klaviyo.otherProblems(insights.otherProblems(watch.problems))).toEqual([]);
    });
  });
}
