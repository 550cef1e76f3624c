// The FAQ page's content sections: topics as WAI-ARIA tabs (first active, arrows, Home/End,
// roving tabindex) and the small print in a side drawer (one at a time, focus trapped and
// returned, page scroll locked), keyboard-only, axe, and both readable without JavaScript.
import type { Page } from '@playwright/test';
import { test, expect, layoutFreeTest, settle } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { WIDTHS, skipToContent, tabTo } from './keyboard-helpers';

const TOPICS = ['Refills', 'Subscriptions', 'Storing', 'Cooking'];

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'over_21', value: 'true', url: baseURL! }]);
});

const tabsSection = (page: Page) => page.locator('.section-content-tabs');
const tablist = (page: Page) => page.getByRole('tablist', { name: 'Questions, by topic' });
const tab = (page: Page, name: string) => tablist(page).getByRole('tab', { name });
const visiblePanel = (page: Page) => tabsSection(page).getByRole('tabpanel');
const toggle = (page: Page) => page.getByRole('button', { name: 'Read the small print' });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'The small print' });
const bodyLocked = (page: Page) => page.evaluate(() => document.body.classList.contains('is-scroll-locked'));

async function expectActive(page: Page, name: string) {
  await expect(tab(page, name)).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, name)).toBeFocused();
  await expect(tablist(page).getByRole('tab', { selected: true })).toHaveCount(1);
  await expect(visiblePanel(page)).toHaveCount(1);
  await expect(visiblePanel(page)).toHaveAttribute('aria-labelledby', (await tab(page, name).getAttribute('id'))!);
}

for (const width of WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });
    const layoutFree = layoutFreeTest(width);

    test('keyboard only: the topics are tabs, the first active; arrows, Home and End move; Tab goes on to the panel', async ({ page, watch }) => {
      await page.goto('/pages/faq');
      await settle(page);
      await tabsSection(page).scrollIntoViewIfNeeded();
      // The tab list is the server markup: the island waits for the shopper's input.
      await expect(tabsSection(page).locator('[data-widget]')).toHaveAttribute('data-island-state', 'scheduled');
      await expect(tablist(page).getByRole('tab')).toHaveText(TOPICS);
      await expect(tab(page, 'Refills')).toHaveAttribute('aria-selected', 'true');
      await expect(visiblePanel(page)).toContainText('Every refill can fills your can');
      await expectNoAxeViolations(page, '.section-content-tabs');

      await skipToContent(page);
      await tabTo(page, '[role="tab"]');
      await expectActive(page, 'Refills');
      await page.keyboard.press('ArrowRight');
      await expect(tabsSection(page).locator('[data-widget]')).toHaveAttribute('data-island-state', 'mounted');
      await expectActive(page, 'Subscriptions');
      await expect(visiblePanel(page)).toContainText('Skip, edit or cancel anytime');
      await page.keyboard.press('End');
      await expectActive(page, 'Cooking');
      await page.keyboard.press('Home');
      await expectActive(page, 'Refills');
      await page.keyboard.press('ArrowLeft');
      await expectActive(page, 'Cooking');
      await page.keyboard.press('ArrowRight');
      await expectActive(page, 'Refills');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expectActive(page, 'Storing');

      // One stop for the whole tab list: Tab leaves it for the panel, Shift+Tab comes back to the active tab.
      await page.keyboard.press('Tab');
      await expect(visiblePanel(page)).toBeFocused();
      await expect(visiblePanel(page)).toContainText('Cans keep light and air out');
      await page.keyboard.press('Shift+Tab');
      await expect(tab(page, 'Storing')).toBeFocused();
      await expectNoAxeViolations(page, '.section-content-tabs');
      watch.expectClean();
    });

    layoutFree('a tab can be chosen with the pointer', async ({ page, watch }) => {
      await page.goto('/pages/faq');
      await settle(page);
      await tabsSection(page).scrollIntoViewIfNeeded();
      await tab(page, 'Cooking').click();
      await expect(tab(page, 'Cooking')).toHaveAttribute('aria-selected', 'true');
      await expect(visiblePanel(page)).toContainText('The Everyday is for heat');
      await expect(tab(page, 'Cooking')).toHaveAttribute('tabindex', '0');
      await expect(tab(page, 'Refills')).toHaveAttribute('tabindex', '-1');
      watch.expectClean();
    });

    test('keyboard only: the small print opens in a drawer that holds the focus, locks the page and gives the focus back', async ({ page, watch }) => {
      await page.goto('/pages/faq');
      await settle(page);
      await skipToContent(page);
      await tabTo(page, '.content-drawer-section__toggle');
      await expect(page.locator('.section-content-drawer [data-widget]')).toHaveAttribute('data-island-state', 'mounted');
      await expect(toggle(page)).toBeFocused();
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
      await expect(drawer(page)).toBeHidden();

      await page.keyboard.press('Enter');
      await expect(drawer(page)).toBeVisible();
      await expect(drawer(page)).toHaveAttribute('aria-modal', 'true');
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
      await expect(toggle(page)).toHaveAttribute('aria-controls', (await drawer(page).getAttribute('id'))!);
      await expect(drawer(page).getByRole('button', { name: 'Close' })).toBeFocused();
      await expect(drawer(page).getByRole('heading', { level: 3 })).toHaveText(['Shipping', 'Returns', 'Allergens']);
      expect(await bodyLocked(page)).toBe(true);
      for (let i = 0; i < 4; i += 1) {
        await page.keyboard.press(i % 2 ? 'Shift+Tab' : 'Tab');
        expect(await drawer(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      await expectNoAxeViolations(page, '.content-drawer');

      await page.keyboard.press('Escape');
      await expect(drawer(page)).toBeHidden();
      await expect(toggle(page)).toBeFocused();
      await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
      expect(await bodyLocked(page)).toBe(false);

      await page.keyboard.press('Space');
      await expect(drawer(page)).toBeVisible();
      await expect(drawer(page).getByRole('button', { name: 'Close' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(drawer(page)).toBeHidden();
      await expect(toggle(page)).toBeFocused();
      expect(await bodyLocked(page)).toBe(false);
      await expectNoAxeViolations(page, '.section-content-drawer');
      watch.expectClean();
    });

    test('the backdrop closes the drawer; the panel fits the screen', async ({ page, watch }) => {
      await page.goto('/pages/faq');
      await settle(page);
      await toggle(page).click();
      await expect(drawer(page)).toBeVisible();
      await expect.poll(async () => (await drawer(page).boundingBox())!.x + (await drawer(page).boundingBox())!.width).toBe(width);
      const panel = (await drawer(page).boundingBox())!;
      expect(panel.width).toBeLessThanOrEqual(Math.min(480, width));
      if (width > 600) {
        await page.mouse.click(20, 450); // the backdrop, left of the panel
        await expect(drawer(page)).toBeHidden();
        expect(await bodyLocked(page)).toBe(false);
      } else {
        // On a phone the panel covers the screen: its close button is the way out.
        expect(panel.width).toBe(width);
        // A tap's click, without parking the mouse where the header's cart link will be once the drawer is gone.
        await drawer(page).getByRole('button', { name: 'Close' }).dispatchEvent('click');
        await expect(drawer(page)).toBeHidden();
      }
      await expect(toggle(page)).toBeFocused();
      watch.expectClean();
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every topic and the small print are on the page, with no dead button', async ({ page, watch }) => {
    await page.goto('/pages/faq');
    const topics = tabsSection(page).getByRole('heading', { level: 3 });
    await expect(topics).toHaveText(TOPICS);
    await expect(tabsSection(page)).toContainText('The Everyday is for heat');
    await expect(page.getByRole('button', { name: 'Read the small print' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'The small print' })).toBeVisible();
    const inline = page.locator('.content-drawer-section__inline');
    await expect(inline.getByRole('heading', { level: 4 })).toHaveText(['Shipping', 'Returns', 'Allergens']);
    await expect(inline).toContainText('Tell us within 30 days');
    watch.expectClean();
  });
});
