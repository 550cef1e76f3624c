// The header as a shopper uses it, in Chromium at 1280 px (desktop nav, dropdown panels) and
// 375 px (mobile menu): pointer and keyboard-only use, scroll state, search and account links,
// the no-JS fallbacks, and axe on each state.
import type { Locator, Page } from '@playwright/test';
import { test, expect, settle } from './fixtures';
import { expectNoAxeViolations } from './axe';

const headerBox = (page: Page) => page.locator('[data-header]').boundingBox();

// A panel's entrance animation finished. Playwright's hover retries an element that is still
// moving by scrolling the window to it, and a scroll closes the panel (as it should for a shopper).
const entered = (panel: Locator) => panel.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)).then(() => undefined));

test.describe('desktop, 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  const shopToggle = (page: Page) => page.getByRole('button', { name: 'Show Shop links' });
  const shopPanel = (page: Page) => page.locator('#HeaderSubmenu-nav-1');

  test('a dropdown opens on hover, shows link columns and product tiles, and closes when the pointer leaves', async ({ page, watch }) => {
    await page.goto('/');
    await settle(page);
    await expect(shopPanel(page)).toBeHidden();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop', exact: true }).hover();
    await expect(shopPanel(page)).toBeVisible();
    await expect(shopToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(shopPanel(page).getByRole('link', { name: 'All Olive Oil' })).toBeVisible();
    const tiles = shopPanel(page).getByRole('list', { name: 'Our oils' });
    await expect(tiles.getByRole('link')).toHaveCount(4);
    await expect(tiles.getByRole('link', { name: /The Everyday\s*For cooking/ })).toHaveAttribute('href', '/products/the-everyday');
    await expect(shopPanel(page).getByRole('link', { name: 'Shop Olive Oil' })).toHaveAttribute('href', '/collections/olive-oil');
    // Into the panel and across it: still open.
    await entered(shopPanel(page));
    await tiles.getByRole('link').last().hover();
    await expect(shopPanel(page)).toBeVisible();
    await page.mouse.move(640, 780);
    await expect(shopPanel(page)).toBeHidden();
    await expect(shopToggle(page)).toHaveAttribute('aria-expanded', 'false');
    watch.expectClean();
  });

  test("a tile's hover image is added only after load, and shows on hover", async ({ page, watch }) => {
    await page.addInitScript(() => {
      window.addEventListener('load', () => {
        (window as unknown as { hoverAtLoad: number }).hoverAtLoad = document.querySelectorAll('.product-tile__hover').length;
      });
    });
    await page.goto('/');
    await settle(page);
    expect(await page.evaluate(() => (window as unknown as { hoverAtLoad: number }).hoverAtLoad)).toBe(0);
    const everyday = page.locator('#HeaderSubmenu-nav-1 .product-tile').first();
    await expect(everyday.locator('.product-tile__hover')).toHaveCount(1);
    // The panel is opened from the keyboard (the pointer's open and close intent has tests of its
    // own); once it has slid in, the pointer rests on the tile.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop', exact: true }).focus();
    await expect(shopPanel(page)).toBeVisible();
    await entered(shopPanel(page));
    await everyday.getByRole('link').hover();
    await expect(everyday.locator('.product-tile__hover')).toHaveCSS('opacity', '1');
    await expect(everyday.locator('.product-tile__hover')).toHaveJSProperty('complete', true);
    watch.expectClean();
  });

  test('keyboard only: focus opens a dropdown, Tab walks into it, Escape closes it and returns to the toggle', async ({ page, watch }) => {
    await page.goto('/');
    await settle(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop', exact: true }).focus();
    await expect(shopToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(shopPanel(page)).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(shopToggle(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(shopPanel(page).getByRole('link', { name: 'View all Shop' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(shopPanel(page)).toBeHidden();
    await expect(shopToggle(page)).toBeFocused();
    await expect(shopToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(shopPanel(page)).toBeVisible();
    await expect(shopToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Enter');
    await expect(shopPanel(page)).toBeHidden();
    // Back on the item's link it opens again; closed, Tab skips the panel and the next item's
    // link opens its own.
    await page.keyboard.press('Shift+Tab');
    await expect(shopPanel(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Refills', exact: true })).toBeFocused();
    await expect(shopPanel(page)).toBeHidden();
    await expect(page.locator('#HeaderSubmenu-nav-2')).toBeVisible();
    watch.expectClean();
  });

  test('a click on the toggle under the pointer keeps the hovered panel open; the next click closes it', async ({ page, watch }) => {
    await page.goto('/');
    await settle(page);
    await shopToggle(page).click();
    await expect(shopPanel(page)).toBeVisible();
    await expect(shopToggle(page)).toHaveAttribute('aria-expanded', 'true');
    await shopToggle(page).click();
    await expect(shopPanel(page)).toBeHidden();
    await expect(shopToggle(page)).toHaveAttribute('aria-expanded', 'false');
    watch.expectClean();
  });

  test('a dropdown closes on scroll', async ({ page, watch }) => {
    await page.goto('/');
    await settle(page);
    await shopToggle(page).click();
    await expect(shopPanel(page)).toBeVisible();
    await page.mouse.move(640, 700);
    await page.mouse.wheel(0, 400);
    await expect(shopPanel(page)).toBeHidden();
    watch.expectClean();
  });

  test('axe: no violations with a dropdown open', async ({ page }) => {
    await page.goto('/');
    await settle(page);
    await shopToggle(page).click();
    await expect(shopPanel(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('transparent at the top, solid after scrolling, without moving or resizing', async ({ page, watch }) => {
    await page.goto('/');
    await settle(page);
    const header = page.locator('[data-header]');
    await expect(header).not.toHaveAttribute('data-solid');
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    const top = await headerBox(page);
    await page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute('data-solid', '');
    await expect(header).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    const scrolled = await headerBox(page);
    expect([scrolled!.width, scrolled!.height]).toEqual([top!.width, top!.height]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveAttribute('data-solid');
    // A page that loads scrolled (back/forward, reload) starts solid.
    await page.evaluate(() => window.scrollTo(0, 500));
    await page.reload();
    await settle(page);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect(header).toHaveAttribute('data-solid', '');
    watch.expectClean();
  });

  test('account icon links to /account; the cart link shows [n]; no menu toggle on desktop', async ({ page, watch }) => {
    await page.goto('/');
    await settle(page);
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/account');
    await expect(page.locator('header [data-cart-toggle]')).toContainText('[0]');
    await expect(page.locator('[data-menu-toggle]')).toBeHidden();
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/account\/login/);
    watch.expectClean();
  });

  test('with the search overlay on the page, the search control is a button (Enter, Space, a click) that opens it instead of going to /search', async ({
    page,
    watch,
  }) => {
    await page.goto('/');
    await settle(page);
    const search = page.locator('header').getByRole('button', { name: 'Search', exact: true });
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(search).toHaveAttribute('aria-expanded', 'false');
    await expect(search).toHaveAttribute('aria-controls', 'SearchOverlay');
    for (const key of ['Enter', 'Space']) {
      await search.focus();
      await page.keyboard.press(key);
      await expect(dialog).toBeVisible();
      await expect(search).toHaveAttribute('aria-expanded', 'true');
      // aria-controls names the element that holds the dialog.
      await expect(page.locator('#SearchOverlay').getByRole('dialog', { name: 'Search' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(search).toBeFocused();
      await expect(search).toHaveAttribute('aria-expanded', 'false');
    }
    await search.click();
    await expect(dialog).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
    watch.expectClean();
  });
});

test.describe('mobile, 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  const toggle = (page: Page) => page.getByRole('button', { name: 'Open menu' });
  const menu = (page: Page) => page.getByRole('dialog', { name: 'Menu' });
  const bodyLocked = (page: Page) => page.evaluate(() => getComputedStyle(document.body).overflow === 'hidden');

  test('the menu slides in as a modal dialog, locks scroll, and closes with its button; focus returns to the toggle', async ({ page, watch }) => {
    await page.goto('/');
    await settle(page);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeHidden(); // the account icon is desktop only
    await toggle(page).click();
    await expect(menu(page)).toBeVisible();
    await expect(page).toHaveURL(/\/$/); // opened, not navigated to #MobileMenu
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle(page)).toHaveAttribute('aria-controls', 'MobileMenu');
    await expect(menu(page).getByRole('button', { name: 'Close menu' })).toBeFocused();
    expect(await bodyLocked(page)).toBe(true);
    await expect(page.locator('[data-header]')).toHaveAttribute('data-solid', '');
    await menu(page).getByRole('button', { name: 'Close menu' }).click();
    await expect(menu(page)).toBeHidden();
    await expect(toggle(page)).toBeFocused();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    expect(await bodyLocked(page)).toBe(false);
    watch.expectClean();
  });

  test('the menu toggle is a button once scripts run: Space opens it (aria-expanded, aria-controls naming the panel), Escape brings focus back', async ({
    page,
    watch,
  }) => {
    await page.goto('/');
    await settle(page);
    await expect(page.getByRole('link', { name: 'Open menu' })).toHaveCount(0);
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    const controls = await toggle(page).getAttribute('aria-controls');
    expect(controls).toBe('MobileMenu');
    await toggle(page).focus();
    await page.keyboard.press('Space');
    await expect(menu(page)).toBeVisible();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`#${controls}`).getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(toggle(page)).toBeFocused();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    watch.expectClean();
  });

  test('sections are an accordion, one open at a time, with product tiles, a button and text links', async ({ page }) => {
    await page.goto('/');
    await settle(page);
    await toggle(page).click();
    const shop = menu(page).getByRole('button', { name: 'Shop', exact: true });
    const refills = menu(page).getByRole('button', { name: 'Refills', exact: true });
    await shop.click();
    await expect(shop).toHaveAttribute('aria-expanded', 'true');
    const tiles = menu(page).getByRole('list', { name: 'Our oils' });
    await expect(tiles.getByRole('link', { name: /The Drizzle\s*For finishing/ })).toBeVisible();
    await expect(tiles.getByRole('img')).toHaveCount(0); // decorative: the title names the link
    await expect(menu(page).getByRole('link', { name: 'Shop Olive Oil' })).toBeVisible();
    await expect(menu(page).getByRole('link', { name: 'Pantry' })).toBeVisible();
    await refills.click();
    await expect(refills).toHaveAttribute('aria-expanded', 'true');
    await expect(shop).toHaveAttribute('aria-expanded', 'false');
    await expect(tiles).toBeHidden();
    await menu(page).getByRole('link', { name: 'Pantry Pack' }).click();
    await expect(page).toHaveURL(/\/products\/pantry-pack$/);
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
    expect(await bodyLocked(page)).toBe(false);
  });

  test('keyboard only: Enter opens it, Tab stays inside, Escape closes it back to the toggle', async ({ page, watch }) => {
    await page.goto('/');
    await settle(page);
    await toggle(page).focus();
    await page.keyboard.press('Enter');
    await expect(menu(page)).toBeVisible();
    await expect(menu(page).getByRole('button', { name: 'Close menu' })).toBeFocused();
    const stops = await menu(page).locator('a:visible, button:visible').count();
    for (let i = 0; i < stops + 2; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.getElementById('MobileMenuDialog')!.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(menu(page)).toBeHidden();
    await expect(toggle(page)).toBeFocused();
    watch.expectClean();
  });

  test('resizing to desktop closes the menu', async ({ page, watch }) => {
    await page.goto('/');
    await settle(page);
    await toggle(page).click();
    await expect(menu(page)).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(menu(page)).toBeHidden();
    expect(await bodyLocked(page)).toBe(false);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    watch.expectClean();
  });

  test('the menu opens on the first tap even before its island has loaded', async ({ page, watch }) => {
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await toggle(page).click();
    await expect(menu(page)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    watch.expectClean();
  });

  test('axe: no violations with the menu and a section open', async ({ page }) => {
    await page.goto('/');
    await settle(page);
    await toggle(page).click();
    await menu(page).getByRole('button', { name: 'Shop', exact: true }).click();
    await expect(menu(page).getByRole('list', { name: 'Our oils' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('axe: no violations on the closed header', async ({ page }) => {
    await page.goto('/');
    await settle(page);
    await expectNoAxeViolations(page);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('375 px: the menu link shows the plain menu list', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await page.getByRole('link', { name: 'Open menu' }).click();
    await expect(page).toHaveURL(/#MobileMenu$/);
    const list = page.getByRole('navigation', { name: 'Menu' });
    await expect(list.getByRole('link', { name: 'Refill Cans' }).first()).toBeVisible();
    await list.getByRole('link', { name: 'Close menu' }).click();
    await expect(list).toBeHidden();
  });

  test('1280 px: dropdowns still open on hover and keyboard focus; the search link goes to /search', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Gifts', exact: true }).hover();
    await expect(page.locator('#HeaderSubmenu-nav-3')).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'The Glog' }).focus();
    await page.mouse.move(640, 780);
    await expect(page.locator('#HeaderSubmenu-nav-3')).toBeHidden();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Refills', exact: true }).focus();
    await expect(page.locator('#HeaderSubmenu-nav-2')).toBeVisible();
    await page.locator('header').getByRole('link', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/search$/);
  });
});
