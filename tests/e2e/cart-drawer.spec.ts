// The cart drawer as a shopper uses it: opened from the header cart link, lines changed, gift
// note, free-shipping bar, upsells, checkout hand-off, faults, keyboard-only use and axe.
import type { Page } from '@playwright/test';
import { test, expect, settle } from './fixtures';
import { expectNoAxeViolations } from './axe';

// Sample shop variants (preview/data): Pour Spout Brass $9, Olive Wood Board Small $38, Refill Cans 1 Can $20,
// Hot Drop Chili Oil $14 (one variant; the cart upsells are Hot Drop, The Sampler $32 and Pour Spout).
const POUR_SPOUT = 40031;
const HOT_DROP = 40015;
const BOARD = 40024;
const REFILL_CAN = 40006;

test.beforeEach(async ({ context, baseURL }) => {
  // Whatever the age-gate setting, the gate is not what these tests are about.
  await context.addCookies([{ name: 'over_21', value: 'true', url: baseURL! }]);
});

async function addLine(page: Page, id: number, quantity = 1, extra: Record<string, unknown> = {}) {
  const res = await page.request.post('/cart/add.js', { data: { items: [{ id, quantity, ...extra }] } });
  expect(res.ok()).toBe(true);
}

async function cartJson(page: Page) {
  return (await (await page.request.get('/cart.js')).json()) as {
    item_count: number;
    note: string | null;
    items: { key: string; variant_id: number; quantity: number }[];
  };
}

const cartLink = (page: Page) => page.locator('header a[data-cart-toggle]');
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Your Cart' });
/**
 * The name of the dialog holding the focus, read in one step in the page: the server frame's
 * dialog gives way to the widget's while the keys are pressed, so a handle taken a moment
 * before may already be the one that left.
 */
const focusedDialogName = (page: Page) =>
  page.evaluate(() => {
    const dialog = document.activeElement?.closest('[role="dialog"]');
    const label = dialog?.getAttribute('aria-labelledby');
    return label ? (document.getElementById(label)?.textContent?.trim() ?? null) : null;
  });

async function openDrawer(page: Page) {
  await cartLink(page).click();
  await expect(drawer(page)).toBeVisible();
}

test('the cart link toggles a real dialog: focus in, Escape and backdrop close, focus back on the link', async ({ page, watch }) => {
  await page.goto('/');
  await settle(page);
  await expect(cartLink(page)).toHaveAttribute('href', '/cart');
  await openDrawer(page);
  await expect(page).toHaveURL(/\/$/); // toggled, not navigated
  await expect(cartLink(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(drawer(page)).toHaveAttribute('aria-modal', 'true');
  await expect(drawer(page).getByRole('button', { name: 'Close cart' })).toBeFocused();
  await expect(page.locator('body')).toHaveClass(/is-scroll-locked/);

  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();
  await expect(cartLink(page)).toBeFocused();
  await expect(cartLink(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('body')).not.toHaveClass(/is-scroll-locked/);

  await openDrawer(page);
  await page.mouse.click(10, 300); // the backdrop, left of the panel
  await expect(drawer(page)).toBeHidden();
  watch.expectClean();
});

test('empty cart: "Shop Olive Oil" and upsells; adding an upsell shows the line and hides that upsell', async ({ page, watch }) => {
  await page.goto('/');
  await settle(page);
  await openDrawer(page);
  await expect(drawer(page).getByRole('link', { name: 'Shop Olive Oil' })).toHaveAttribute('href', '/collections/all');
  const add = drawer(page).getByRole('button', { name: 'Add Hot Drop Chili Oil to cart' });
  await add.click();
  const lines = drawer(page).getByRole('list', { name: 'Items in your cart' });
  await expect(lines.getByRole('link', { name: 'Hot Drop Chili Oil' })).toBeVisible();
  await expect(cartLink(page)).toContainText('[1]');
  await expect(add).toHaveCount(0);
  expect((await cartJson(page)).items.map((i) => [i.variant_id, i.quantity])).toEqual([[HOT_DROP, 1]]);
  watch.expectClean();
});

test('an upsell with a choice to make (Pour Spout: Brass or Black) links to its page instead of adding its first variant', async ({ page, watch }) => {
  await page.goto('/');
  await settle(page);
  await openDrawer(page);
  await expect(drawer(page).getByRole('button', { name: 'Add Pour Spout to cart' })).toHaveCount(0);
  const choose = drawer(page).getByRole('link', { name: 'Choose options for Pour Spout' });
  await expect(choose).toHaveText('Choose Options');
  await expect(choose).toHaveAttribute('href', '/products/pour-spout');
  await choose.click();
  await expect(page).toHaveURL(/\/products\/pour-spout$/);
  expect((await cartJson(page)).items).toEqual([]);
  watch.expectClean();
});

test('five quick "+" clicks give exactly five more; remove empties the cart', async ({ page, watch }) => {
  await addLine(page, POUR_SPOUT);
  await page.goto('/');
  await settle(page);
  await openDrawer(page);
  const plus = drawer(page).getByRole('button', { name: 'Increase quantity of Pour Spout' });
  for (let i = 0; i < 5; i += 1) await plus.click();
  await expect(drawer(page).getByRole('spinbutton', { name: 'Quantity of Pour Spout' })).toHaveValue('6');
  await expect.poll(async () => (await cartJson(page)).item_count).toBe(6);
  await expect(cartLink(page)).toContainText('[6]');

  await drawer(page).getByRole('button', { name: 'Decrease quantity of Pour Spout' }).click();
  await expect.poll(async () => (await cartJson(page)).item_count).toBe(5);

  await drawer(page).getByRole('button', { name: 'Remove Pour Spout' }).click();
  await expect(drawer(page).getByText('Your cart is empty.')).toBeVisible();
  expect((await cartJson(page)).items).toEqual([]);
  await expect(drawer(page)).toBeVisible(); // still open, focus kept inside
  watch.expectClean();
});

test('the free-shipping bar moves and completes', async ({ page, watch }) => {
  await addLine(page, POUR_SPOUT);
  await page.goto('/');
  await settle(page);
  await openDrawer(page);
  const bar = drawer(page).getByRole('progressbar', { name: 'Progress toward free shipping' });
  await expect(drawer(page).getByText("You're $41.00 away from free shipping.")).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', '18');
  await drawer(page).getByRole('button', { name: 'Add The Sampler to cart' }).click();
  await expect(drawer(page).getByText("You're $9.00 away from free shipping.")).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', '82');
  await drawer(page).getByRole('button', { name: 'Increase quantity of Pour Spout' }).click();
  await expect(drawer(page).getByText("You've got free shipping!")).toBeVisible();
  await expect(bar).toHaveAttribute('aria-valuenow', '100');
  watch.expectClean();
});

test('gift note: saved into the cart note, refused over 255 characters, cleared when unchecked', async ({ page, watch }) => {
  await addLine(page, BOARD);
  await page.goto('/');
  await settle(page);
  await openDrawer(page);
  await drawer(page).getByLabel('Add a gift note & schedule delivery!').check();
  const box = drawer(page).getByLabel('Gift message');
  await expect(box).toHaveAttribute('placeholder', "Don't forget to say who it's from!");
  await box.fill('Happy birthday! From Olive');
  await box.blur();
  await expect.poll(async () => (await cartJson(page)).note).toBe('Happy birthday! From Olive');

  // A paste that would go past 255 characters is refused with a message, not cut short.
  await box.focus();
  await page.evaluate(() => {
    const area = document.activeElement as HTMLTextAreaElement;
    const data = new DataTransfer();
    data.setData('text/plain', 'x'.repeat(300));
    area.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(drawer(page).getByRole('alert').filter({ hasText: 'at most 255 characters' })).toBeVisible();
  await expect(box).toHaveValue('Happy birthday! From Olive');
  await expect(box).toHaveAttribute('maxlength', '255');

  await drawer(page).getByLabel('Add a gift note & schedule delivery!').uncheck();
  await expect.poll(async () => (await cartJson(page)).note ?? '').toBe('');
  watch.expectClean();
});

test('checkout posts to /cart with checkout, Refills=Cans and the gift note', async ({ page, watch }) => {
  await addLine(page, REFILL_CAN);
  await page.goto('/');
  await settle(page);
  await openDrawer(page);
  await drawer(page).getByLabel('Add a gift note & schedule delivery!').check();
  await drawer(page).getByLabel('Gift message').fill('For Nonna, from Luca');
  const posted = page.waitForRequest((req) => req.method() === 'POST' && new URL(req.url()).pathname === '/cart');
  await drawer(page).getByRole('button', { name: 'Check Out' }).click();
  const body = new URLSearchParams((await posted).postData() ?? '');
  expect(body.has('checkout')).toBe(true);
  expect(body.get('attributes[Refills]')).toBe('Cans');
  expect(body.get('note')).toBe('For Nonna, from Luca');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText('Refills: Cans')).toBeVisible();
  await expect(page.getByText('For Nonna, from Luca')).toBeVisible();
  watch.expectClean();
});

test('a failing /cart/add.js leaves the cart intact with a retryable message', async ({ page, watch }) => {
  await addLine(page, BOARD);
  await page.goto('/');
  await settle(page);
  await openDrawer(page);
  let failed = 0;
  await page.route('**/cart/add.js', async (route) => {
    if (failed++ === 0) await route.abort('failed');
    else await route.continue();
  });
  const add = drawer(page).getByRole('button', { name: 'Add Hot Drop Chili Oil to cart' });
  await add.click();
  const alert = drawer(page).getByRole('alert');
  await expect(alert).toContainText("We couldn't reach the shop.");
  await expect(add).toBeEnabled(); // re-enabled after the outcome
  await expect(cartLink(page)).toContainText('[1]');
  expect((await cartJson(page)).item_count).toBe(1);

  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(alert).toBeHidden();
  await expect(cartLink(page)).toContainText('[2]');
  // Only the intercepted request failed; nothing else went wrong on the page.
  expect(watch.problems.filter((p) => !p.includes('/cart/add.js') && !p.includes('net::ERR_FAILED'))).toEqual([]);
});

test("a refused add (422) shows Shopify's own description inline", async ({ page }) => {
  await page.goto('/');
  await settle(page);
  await openDrawer(page);
  const description = 'You can only add 3 Hot Drop Chili Oil to the cart.';
  await page.route('**/cart/add.js', (route) =>
    route.fulfill({ status: 422, contentType: 'application/json', body: JSON.stringify({ status: 422, message: 'Cart Error', description }) }),
  );
  await drawer(page).getByRole('button', { name: 'Add Hot Drop Chili Oil to cart' }).click();
  await expect(drawer(page).getByRole('alert')).toContainText(description);
  await expect(drawer(page).getByText('Your cart is empty.')).toBeVisible();
});

test('keyboard only: open from the cart link, focus stays inside, change a line, Escape returns to the link', async ({ page, watch }) => {
  await addLine(page, POUR_SPOUT);
  await page.goto('/');
  await settle(page);
  await cartLink(page).focus();
  await page.keyboard.press('Enter');
  await expect(drawer(page)).toBeVisible();
  await expect(drawer(page).getByRole('button', { name: 'Close cart' })).toBeFocused();
  for (let i = 0; i < 25; i += 1) {
    await page.keyboard.press('Tab');
    expect(await focusedDialogName(page)).toBe('Your Cart');
  }
  await drawer(page).getByRole('button', { name: 'Increase quantity of Pour Spout' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await cartJson(page)).item_count).toBe(2);
  // Spec: the re-read after an update opens the drawer, so wait for it to land before closing.
  await expect(drawer(page).getByRole('list', { name: 'Items in your cart' })).toHaveAttribute('aria-busy', 'false');
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();
  await expect(cartLink(page)).toBeFocused();
  watch.expectClean();
});

test('axe finds no violations in the open drawer', async ({ page, watch }) => {
  await addLine(page, REFILL_CAN, 1, { selling_plan: 8001 });
  await addLine(page, BOARD);
  await page.goto('/');
  await settle(page);
  await openDrawer(page);
  await expect(drawer(page).getByRole('link', { name: 'Refill Cans' })).toBeVisible();
  await expectNoAxeViolations(page, '#CartDrawer');
  watch.expectClean();
});

test('window.cart and Shopify.actions.openCart open the drawer; an app cart event refreshes it', async ({ page, watch }) => {
  await page.goto('/');
  await settle(page);
  await page.evaluate(() => (window as unknown as { cart: { open(): void } }).cart.open());
  await expect(drawer(page)).toBeVisible();
  await page.evaluate(() => (window as unknown as { cart: { close(): void } }).cart.close());
  await expect(drawer(page)).toBeHidden();
  await page.evaluate(() => (window as unknown as { Shopify: { actions: { openCart(): unknown } } }).Shopify.actions.openCart());
  await expect(drawer(page)).toBeVisible();
  await addLine(page, BOARD); // an app changed the cart behind the theme's back…
  await page.evaluate(() => document.dispatchEvent(new CustomEvent('shopify:cart:lines-update', { bubbles: true })));
  await expect(drawer(page).getByRole('link', { name: 'Olive Wood Board' })).toBeVisible(); // …and said so
  watch.expectClean();
});

test('one overlay at a time: opening the menu closes the drawer; the drawer opened over the menu closes alone on Escape', async ({ page, watch }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await settle(page);
  const menuToggle = page.getByRole('button', { name: 'Open menu' });
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await page.evaluate(() => (window as unknown as { cart: { open(): void } }).cart.open());
  await expect(drawer(page)).toBeVisible();
  // The drawer's backdrop keeps the pointer off the header, so a script presses the toggle.
  await page.evaluate(() => document.querySelector<HTMLElement>('button[aria-controls="MobileMenu"]')!.click());
  await expect(menu).toBeVisible();
  await expect(drawer(page)).toBeHidden();
  await expect(cartLink(page)).toHaveAttribute('aria-expanded', 'false');

  // An app opens the cart from inside the menu: the drawer covers the menu, which stays open beneath.
  // (The menu has taken the focus first: the opener is read from inside it.)
  await expect.poll(() => menu.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  const opener = await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  await page.evaluate(() => (window as unknown as { cart: { open(): void } }).cart.open());
  await expect(drawer(page)).toBeVisible();
  await expect(menu).toBeVisible();
  await expect.poll(() => focusedDialogName(page)).toBe('Your Cart');
  await page.keyboard.press('Escape');
  await expect(drawer(page)).toBeHidden();
  await expect(menu).toBeVisible();
  expect(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? '')).toBe(opener);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(menuToggle).toBeFocused();
  watch.expectClean();
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('/cart lists the lines, updates quantities by a plain form post and checks out with Refills=Cans', async ({ page, watch }) => {
    await addLine(page, REFILL_CAN);
    await page.goto('/');
    await page.locator('header a[data-cart-toggle]').click();
    await expect(page).toHaveURL(/\/cart$/); // the link navigates without JS
    const quantity = page.getByRole('spinbutton', { name: /Quantity/ });
    await quantity.fill('3');
    await page.getByRole('button', { name: 'Update Cart' }).click();
    await expect(page.getByRole('spinbutton', { name: /Quantity/ })).toHaveValue('3');
    expect((await cartJson(page)).item_count).toBe(3);
    await page.getByRole('button', { name: 'Check Out' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByText('Refills: Cans')).toBeVisible();
    watch.expectClean();
  });
});

test.describe('the first click, before the drawer island has loaded', () => {
  test('the server-rendered frame opens at once, then the island takes over with the lines and focus inside', async ({ page, watch }) => {
    await addLine(page, BOARD, 2);
    // Hold the drawer's code back, so the click surely meets the frame.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/ol-CartDrawer-[^/]+\.js/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await settle(page);
    await expect(page.locator('[data-cart-drawer]')).toHaveAttribute('data-island-state', 'scheduled');
    await cartLink(page).click();
    await expect(drawer(page)).toBeVisible();
    await expect(drawer(page).getByRole('button', { name: 'Close cart' })).toBeFocused();
    await expect(drawer(page).getByText('Loading your cart…')).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/is-scroll-locked/);
    release();
    const lines = drawer(page).getByRole('list', { name: 'Items in your cart' });
    await expect(lines.getByRole('link', { name: 'Olive Wood Board' })).toBeVisible();
    await expect(page.locator('#CartDrawer')).toHaveCount(1);
    await expect(drawer(page).getByRole('button', { name: 'Close cart' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    await expect(cartLink(page)).toBeFocused();
    watch.expectClean();
  });

  test('Escape closes the frame while the island is still loading', async ({ page }) => {
    await page.route(/ol-CartDrawer-[^/]+\.js/, () => new Promise(() => {})); // never arrives
    await page.goto('/');
    await settle(page);
    await cartLink(page).click();
    await expect(drawer(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    await expect(cartLink(page)).toBeFocused();
    await expect(page.locator('body')).not.toHaveClass(/is-scroll-locked/);
  });

  test('when the drawer code cannot load, the cart link still reaches the cart page', async ({ page }) => {
    await addLine(page, BOARD, 1);
    await page.route(/ol-CartDrawer-[^/]+\.js/, (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await settle(page);
    await cartLink(page).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('link', { name: 'Olive Wood Board' }).first()).toBeVisible();
  });
});
