// The page's one overlay stack as a keyboard shopper meets it: every kind of overlay (cart drawer,
// mobile menu, search, content drawer, address dialog, popover, frequency select, waitlist panel)
// opens from its control, Escape closes it and focus is back on that control, at 375 and 1280 px;
// and overlays over one another close one Escape at a time.
import type { Locator, Page } from '@playwright/test';
import { test, expect, wakeIsland } from './fixtures';
import { signInAsOlive } from './account-helpers';

interface OverlayCase {
  name: string;
  url: string;
  signedIn?: boolean;
  /** only at these widths (the mobile menu's toggle is not shown on desktop) */
  widths?: number[];
  /** steps before the opener can be used (a purchase mode that shows it) */
  prepare?: (page: Page) => Promise<void>;
  opener: (page: Page) => Locator;
  panel: (page: Page) => Locator;
}

const visible = (locator: Locator) => locator.filter({ visible: true }).first();
const subscribe = async (page: Page) => {
  await wakeIsland(page.locator('[data-widget="product-form"]'));
  await page.getByRole('radio', { name: /Subscribe & Save/ }).check();
};

const CASES: OverlayCase[] = [
  { name: 'cart drawer', url: '/', opener: (page) => visible(page.locator('[data-cart-toggle]')), panel: (page) => page.locator('#CartDrawer') },
  {
    name: 'mobile menu',
    url: '/',
    widths: [375],
    opener: (page) => visible(page.locator('[data-menu-toggle]')),
    panel: (page) => page.getByRole('dialog', { name: 'Menu' }),
  },
  { name: 'search', url: '/', opener: (page) => visible(page.locator('[data-search-toggle]')), panel: (page) => page.getByRole('dialog', { name: 'Search' }) },
  {
    name: 'content drawer',
    url: '/pages/faq',
    opener: (page) => page.getByRole('button', { name: 'Read the small print' }),
    panel: (page) => page.getByRole('dialog', { name: 'The small print' }),
  },
  {
    name: 'address dialog',
    url: '/account/addresses',
    signedIn: true,
    opener: (page) => page.getByRole('button', { name: 'Add Address' }),
    panel: (page) => page.getByRole('dialog', { name: 'New Address' }),
  },
  {
    name: 'popover',
    url: '/products/the-everyday',
    prepare: subscribe,
    opener: (page) => page.getByRole('button', { name: /^More about/ }).first(),
    panel: (page) => page.locator('.popover__panel').first(),
  },
  {
    name: 'frequency select',
    url: '/products/the-everyday',
    prepare: subscribe,
    opener: (page) => page.getByRole('button', { name: /Frequency/ }),
    panel: (page) => page.locator('.frequency-select__list'),
  },
  {
    name: 'waitlist panel',
    url: '/products/harvest-reserve',
    opener: (page) => page.getByRole('button', { name: 'Join The Waitlist' }),
    panel: (page) => page.getByRole('region', { name: 'Get first dibs' }),
  },
];

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const overlay of CASES.filter((c) => !c.widths || c.widths.includes(width))) {
      test(`${overlay.name}: opens from its control, Escape closes it and focus is back on the control`, async ({ page, watch }) => {
        if (overlay.signedIn) await signInAsOlive(page);
        await page.goto(overlay.url);
        await overlay.prepare?.(page);
        const opener = overlay.opener(page);
        // The keyboard's way in: the control focused, Enter (a pointer would open a popover on hover).
        await opener.focus();
        await page.keyboard.press('Enter');
        await expect(overlay.panel(page)).toBeVisible();
        await expect(opener).toHaveAttribute('aria-expanded', 'true');
        await page.keyboard.press('Escape');
        await expect(overlay.panel(page)).toBeHidden();
        await expect(opener).toBeFocused();
        await expect(opener).toHaveAttribute('aria-expanded', 'false');
        watch.expectClean();
      });
    }
  });
}

test.describe('overlays over one another', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the cart drawer opened over a popover closes it; Escape then closes the drawer, focus back on the popover button, and nothing else', async ({
    page,
    watch,
  }) => {
    await page.goto('/products/the-everyday');
    await subscribe(page);
    const info = page.getByRole('button', { name: /^More about/ }).first();
    await info.focus();
    await page.keyboard.press('Enter');
    await expect(info).toHaveAttribute('aria-expanded', 'true');
    await page.evaluate(() => window.cart.open());
    const drawer = page.locator('#CartDrawer');
    await expect(drawer).toBeVisible();
    // A popover never outlives what covers it.
    await expect(info).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(info).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(info).toBeFocused();
    await expect(page.locator('.popover__panel').first()).toBeHidden();
    watch.expectClean();
  });

  test('a popover opened over the frequency select closes it; Escape closes the popover only once, then nothing is open', async ({ page, watch }) => {
    await page.goto('/products/the-everyday');
    await subscribe(page);
    const frequency = page.getByRole('button', { name: /Frequency/ });
    await frequency.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.frequency-select__list')).toBeVisible();
    const info = page.getByRole('button', { name: /^More about/ }).first();
    await info.focus();
    await page.keyboard.press('Enter');
    await expect(info).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.frequency-select__list')).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(info).toHaveAttribute('aria-expanded', 'false');
    await expect(info).toBeFocused();
    watch.expectClean();
  });
});
