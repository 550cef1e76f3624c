// The age gate as a new visitor meets it, at 375 px and 1280 px: shown at first paint without
// React, scroll locked, focus moved into it and trapped (keyboard only), 'Yup' remembered for a
// day, 'Nope' goes home, cookies blocked, the theme editor, a returning visitor, axe.
import type { Page } from '@playwright/test';
import { AGE_COOKIE, test, expect, layoutFreeTest, settle } from './fixtures';
import { WIDTHS } from './keyboard-helpers';
import { expectNoAxeViolations } from './axe';

test.use({ newVisitor: true });

const gate = (page: Page) => page.getByRole('dialog', { name: 'Are you 21 or older?' });
const yup = (page: Page) => gate(page).getByRole('button', { name: 'Yup' });
const nope = (page: Page) => gate(page).getByRole('button', { name: 'Nope' });
/** A Cookie Store that answers 600 ms late, after the first frames (the gate script's own fallback waits 1 s). */
const slowCookieStore = (page: Page) =>
  page.addInitScript(() => {
    const store = (window as unknown as { cookieStore: { get: (name: string) => Promise<unknown> } }).cookieStore;
    const get = store.get.bind(store);
    store.get = (name: string) => get(name).then((answer) => new Promise((resolve) => setTimeout(() => resolve(answer), 600)));
  });
const pageScrolls = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).overflow !== 'hidden' && getComputedStyle(document.body).overflow !== 'hidden');

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    const layoutFree = layoutFreeTest(width);

    test('a new visitor sees the gate at first paint, before any script of the theme runs', async ({ page }) => {
      // No theme JS at all: what Liquid and the inline cookie check give at first paint.
      await page.route(/\/assets\/ol-[^/]*\.js/, (route) => route.abort());
      await page.goto('/');
      await expect(gate(page)).toBeVisible();
      await expect(gate(page)).toHaveAttribute('aria-modal', 'true');
      await expect(yup(page)).toBeVisible();
      await expect(nope(page)).toBeVisible();
      await expect(page.locator('[data-age-gate-host]')).not.toHaveAttribute('data-island-state', /.+/);
      expect(await pageScrolls(page)).toBe(false);
      // Focus is already in it, on its first button; keyboard focus stays in the gate even before the island is there.
      await expect(yup(page)).toBeFocused();
      for (let i = 0; i < 4; i += 1) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.getElementById('AgeGate')!.contains(document.activeElement))).toBe(true);
      }
    });

    layoutFree("'Yup' lets the shopper in and is remembered for a day", async ({ page, context, watch }) => {
      await page.goto('/');
      await expect(gate(page)).toBeVisible();
      await yup(page).click();
      await expect(gate(page)).toBeHidden();
      expect(await pageScrolls(page)).toBe(true);
      const cookie = (await context.cookies()).find((c) => c.name === AGE_COOKIE);
      expect(cookie?.value).toBe('true');
      const days = (cookie!.expires - Date.now() / 1000) / 86_400;
      expect(days).toBeGreaterThan(0.95);
      expect(days).toBeLessThanOrEqual(1);
      await page.goto('/collections/olive-oil');
      await expect(page.locator('[data-age-gate-static]')).toBeHidden();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      watch.expectClean();
    });

    layoutFree("'Nope' goes to the home page", async ({ page, watch }) => {
      await page.goto('/collections/olive-oil');
      await nope(page).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(gate(page)).toBeVisible();
      watch.expectClean();
    });

    test('a new visitor: focus moves into the gate as it opens, to its first button, with no key pressed; Tab cycles inside', async ({ page, watch }) => {
      await page.goto('/');
      await expect(gate(page)).toBeVisible();
      await expect(yup(page)).toBeFocused();
      // That move is the gate's own, not the shopper's: it wakes no island (no React for the gate yet).
      await settle(page);
      await expect(yup(page)).toBeFocused();
      await expect(page.locator('[data-age-gate-host]')).toHaveAttribute('data-island-state', 'scheduled');
      await page.keyboard.press('Tab');
      await expect(nope(page)).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(yup(page)).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(nope(page)).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(yup(page)).toBeFocused();
      watch.expectClean();
    });

    test('until its island has loaded, the head script alone keeps Tab and Shift+Tab inside the gate', async ({ page }) => {
      let release = (): void => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(/\/ol-AgeGate-[\w-]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/');
      await expect(yup(page)).toBeFocused();
      for (const [key, button] of [
        ['Tab', nope],
        ['Tab', yup],
        ['Shift+Tab', nope],
        ['Shift+Tab', yup],
        ['Shift+Tab', nope],
      ] as const) {
        await page.keyboard.press(key);
        await expect(button(page)).toBeFocused();
      }
      await expect(page.locator('[data-age-gate-host]')).not.toHaveAttribute('data-island-state', 'mounted');
      release();
    });

    layoutFree('without the Cookie Store (the cookie read before the body exists), focus still moves into the gate', async ({ page, watch }) => {
      await page.addInitScript(() => {
        Object.defineProperty(window, 'cookieStore', { value: undefined, configurable: true });
      });
      await page.goto('/');
      await expect(gate(page)).toBeVisible();
      await expect(yup(page)).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(nope(page)).toBeFocused();
      watch.expectClean();
    });

    test('keyboard only: focus starts on Yup, Tab cycles inside, Escape does not dismiss, Enter on Yup does', async ({ page, watch }) => {
      await page.goto('/');
      await settle(page);
      await expect(yup(page)).toBeFocused();
      await page.keyboard.press('Tab');
      // The first key wakes the island; focus follows into its markup and the Tab still counts.
      await expect(page.locator('[data-age-gate-host]')).toHaveAttribute('data-island-state', 'mounted');
      await expect(nope(page)).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(yup(page)).toBeFocused();
      await page.keyboard.press('Shift+Tab');
      await expect(nope(page)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(gate(page)).toBeVisible();
      await page.keyboard.press('Shift+Tab');
      await expect(yup(page)).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(gate(page)).toBeHidden();
      // Focus continues from the top of the page: the skip link is next.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
      watch.expectClean();
    });

    test('the page under the gate does not scroll; clicks outside it do nothing', async ({ page, watch }) => {
      await page.goto('/');
      await settle(page);
      await page.mouse.move(width / 2, 100);
      await page.mouse.wheel(0, 800);
      await page.mouse.click(5, 5);
      await expect(gate(page)).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await yup(page).click();
      await expect(gate(page)).toBeHidden();
      await page.mouse.wheel(0, 800);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      watch.expectClean();
    });

    test('axe: no violations with the gate open', async ({ page }) => {
      await page.goto('/');
      await settle(page);
      await expect(gate(page)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test('over_21=false still shows the gate; any other answer on file hides it', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: AGE_COOKIE, value: 'false', url: baseURL! }]);
  await page.goto('/');
  await expect(gate(page)).toBeVisible();
  await context.addCookies([{ name: AGE_COOKIE, value: 'true', url: baseURL! }]);
  await page.goto('/');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a returning visitor never sees it, not even for a frame', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: AGE_COOKIE, value: 'true', url: baseURL! }]);
  // The gate shows only while <html data-age-gate="open">; while "pending" (the cookie read on its
  // way) nothing paints. Record the value before each change, watching from before <html> exists.
  await page.addInitScript(() => {
    const before: (string | null)[] = [];
    (window as unknown as { gateBefore: (string | null)[] }).gateBefore = before;
    new MutationObserver((records) => {
      for (const record of records) before.push(record.oldValue);
    }).observe(document, { subtree: true, attributes: true, attributeOldValue: true, attributeFilter: ['data-age-gate'] });
  });
  await page.goto('/');
  await settle(page);
  const taken = await page.evaluate(() => [
    ...(window as unknown as { gateBefore: (string | null)[] }).gateBefore,
    document.documentElement.getAttribute('data-age-gate'),
  ]);
  // Unset, transparent while the cookie is read, then the shop: never "open".
  expect(taken).toEqual([null, 'pending', null]);
  await expect(page.locator('[data-age-gate-static]')).toBeHidden();
  // Nothing wakes its island: no React is fetched for a gate that is not shown.
  await expect(page.locator('[data-age-gate-host]')).toHaveAttribute('data-island-state', 'scheduled');
});

test('while the cookie is on its way nothing shows, and the page still gets its autofocus', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: AGE_COOKIE, value: 'true', url: baseURL! }]);
  await slowCookieStore(page);
  // The newsletter's thanks after a post without JavaScript: its message has autofocus.
  await page.goto('/pages/about?customer_posted=true', { waitUntil: 'commit' });
  // Once the stylesheet applies (until then the browser paints nothing anyway), the page is transparent.
  await expect
    .poll(() =>
      page.evaluate(() =>
        document.documentElement.getAttribute('data-age-gate') === 'pending' && document.body ? getComputedStyle(document.body).opacity : 'not pending',
      ),
    )
    .toBe('0');
  await expect(page.locator('html')).not.toHaveAttribute('data-age-gate', /./);
  expect(await page.evaluate(() => getComputedStyle(document.body).opacity)).toBe('1');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('footer').getByRole('status').locator('p')).toBeFocused();
});

test('a new visitor with a slow Cookie Store: the gate opens late, takes focus, and still wakes no island until touched', async ({ page, watch }) => {
  // The answer comes after the theme's script has bound the island's wake-up listeners.
  await slowCookieStore(page);
  await page.goto('/');
  await expect(gate(page)).toBeVisible();
  await expect(yup(page)).toBeFocused();
  await settle(page);
  await expect(page.locator('[data-age-gate-host]')).toHaveAttribute('data-island-state', 'scheduled');
  await page.keyboard.press('Tab');
  await expect(page.locator('[data-age-gate-host]')).toHaveAttribute('data-island-state', 'mounted');
  await expect(nope(page)).toBeFocused();
  watch.expectClean();
});

test('with cookies blocked the gate stays up, and "Yup" still lets the shopper in for this page view', async ({ page, watch }) => {
  // What a browser with cookies disabled does: document.cookie reads empty and ignores writes.
  await page.addInitScript(() => {
    Object.defineProperty(Document.prototype, 'cookie', { get: () => '', set: () => {}, configurable: true });
  });
  await page.goto('/');
  await expect(gate(page)).toBeVisible();
  await yup(page).click();
  await expect(gate(page)).toBeHidden();
  await page.reload();
  await expect(gate(page)).toBeVisible();
  watch.expectClean();
});

test('never shown in the theme editor', async ({ page }) => {
  await page.goto('/?design_mode=1');
  await expect(page.locator('[data-age-gate-host]')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-age-gate'))).toBe(false);
});

test('a new visitor loads no React for the gate until touching it; the first tap on "Yup" answers it', async ({ page, watch }) => {
  await page.goto('/');
  await settle(page);
  const early = await page.evaluate(() => {
    const load = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime < load.loadEventStart && /vendor-react|AgeGate/.test(e.name))
      .map((e) => e.name);
  });
  expect(early).toEqual([]);
  await expect(page.locator('[data-age-gate-host]')).toHaveAttribute('data-island-state', 'scheduled');
  await yup(page).click();
  await expect(gate(page)).toBeHidden();
  await expect(page.locator('[data-age-gate-host]')).toHaveAttribute('data-island-state', 'mounted');
  watch.expectClean();
});
