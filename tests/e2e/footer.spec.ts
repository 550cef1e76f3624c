// The footer as shoppers and merchants meet it: menus, newsletter, social links and the payment
// and legal line, all from blocks; laid out for phones and desktops; keyboard order; axe.
import type { Page } from '@playwright/test';
import { test, expect, settle } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { WIDTHS, skipToContent, tabTo } from './keyboard-helpers';

const EXPLORE = ['Search', 'About Us', 'FAQ', 'Shipping & Returns', 'Contact', 'The Glog'];
const SHOP = ['Shop', 'Refills', 'Gifts', 'The Glog', 'About'];
const SOCIAL = ['Instagram', 'TikTok', 'YouTube'];
// The localization form's selectors; with scripts its submit button is hidden.
const LOCALIZATION = ['FooterLocalization-language', 'FooterLocalization-country'];
const PAYMENTS = ['Visa', 'Mastercard', 'American Express', 'Discover', 'Diners Club', 'PayPal', 'Apple Pay', 'Google Pay'];

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'over_21', value: 'true', url: baseURL! }]);
});

const footer = (page: Page) => page.getByRole('contentinfo');

async function linkNames(page: Page, name: string) {
  return footer(page)
    .getByRole(name === 'Follow the drop' ? 'list' : 'navigation', { name })
    .getByRole('link')
    .allTextContents();
}

for (const width of WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('shows the menus, the newsletter, social links and the payment and legal line', async ({ page, watch }) => {
      await page.goto('/');
      await settle(page);
      await expect(footer(page)).toHaveCount(1);
      expect(await linkNames(page, 'Explore')).toEqual(EXPLORE);
      expect(await linkNames(page, 'Shop')).toEqual(SHOP);
      await expect(footer(page).getByRole('heading', { name: 'Get the Good Drop letter' })).toBeVisible();
      await expect(footer(page).getByLabel('Email')).toBeVisible();
      expect(await linkNames(page, 'Follow the drop')).toEqual(SOCIAL);
      await expect(footer(page).getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://www.instagram.com/gooddrop.example');
      const payments = footer(page).getByRole('list', { name: 'Payment methods' }).getByRole('img');
      await expect(payments).toHaveCount(PAYMENTS.length);
      for (const [i, name] of PAYMENTS.entries()) await expect(payments.nth(i)).toHaveAccessibleName(name);
      // The brands' marks drawn in shapes at the icon size, not a box with the name written in it.
      await expect(payments.locator('text')).toHaveCount(0);
      for (const icon of await payments.all()) {
        expect(await icon.locator('path').count()).toBeGreaterThan(0);
        expect(await icon.boundingBox()).toMatchObject({ width: 38, height: 24 });
      }
      await expect(footer(page)).toContainText(`© ${new Date().getFullYear()} Good Drop Olive Oil Co.`);
      await expectNoAxeViolations(page, 'footer');
      watch.expectClean();
    });

    test('fits the screen: menus paired above a full-width newsletter on a phone, one row of columns on a desktop', async ({ page, watch }) => {
      await page.goto('/');
      await settle(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const box = async (selector: string) => (await footer(page).locator(selector).boundingBox())!;
      const explore = (await footer(page).getByRole('navigation', { name: 'Explore' }).boundingBox())!;
      const shop = (await footer(page).getByRole('navigation', { name: 'Shop' }).boundingBox())!;
      const newsletter = await box('.footer__block--newsletter');
      const input = await box('.newsletter-form__input');
      const button = await box('.newsletter-form__submit');
      expect(shop.y).toBe(explore.y);
      expect(shop.x).toBeGreaterThan(explore.x + explore.width);
      expect(button.y).toBeLessThan(input.y + input.height); // field and button share a row
      if (width < 1024) {
        expect(newsletter.y).toBeGreaterThan(explore.y + explore.height);
        expect(newsletter.width).toBeGreaterThan(width * 0.8);
      } else {
        expect(newsletter.y).toBe(explore.y);
      }
      watch.expectClean();
    });

    test('keyboard: every footer control in reading order, with a visible focus ring, and links go where they say', async ({ page, watch }) => {
      await page.goto('/');
      await settle(page);
      await skipToContent(page);
      await tabTo(page, 'footer a');
      const order: string[] = [];
      for (let i = 0; i < 40; i += 1) {
        const focused = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement;
          if (!el.closest('footer')) return null;
          const name = el instanceof HTMLSelectElement ? el.id : el.textContent?.trim() || el.getAttribute('aria-label') || el.id;
          return { name, outline: getComputedStyle(el).outlineStyle };
        });
        if (!focused) break;
        expect(focused.outline, `focus ring on ${focused.name}`).not.toBe('none');
        order.push(focused.name);
        // Focusing the field wakes the newsletter island; tabbing on before it has mounted would
        // race the island runtime's focus hand-over (reported separately), so let it land first.
        if (focused.name.endsWith('-email')) {
          await expect(footer(page).locator('[data-widget="newsletter-form"]')).toHaveAttribute('data-island-state', 'mounted');
        }
        await page.keyboard.press('Tab');
      }
      expect(order.slice(0, 1 + EXPLORE.length + SHOP.length)).toEqual(['Good Drop Olive Oil Co.', ...EXPLORE, ...SHOP]);
      expect(order.slice(1 + EXPLORE.length + SHOP.length, -SOCIAL.length - LOCALIZATION.length)).toEqual([
        'newsletter-sections--1__footer-newsletter-email',
        'Sign up',
      ]);
      expect(order.slice(-SOCIAL.length - LOCALIZATION.length)).toEqual([...SOCIAL, ...LOCALIZATION]);

      await tabTo(page, 'footer a[href="/pages/faq"]', { backwards: true });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/pages\/faq$/);
      await expect(page.getByRole('heading', { level: 1, name: 'FAQ' })).toBeVisible();
      watch.expectClean();
    });
  });
}

test('every part of the footer is a block the theme editor can select', async ({ page, watch }) => {
  await page.goto('/?design_mode=1');
  await settle(page);
  const blocks = footer(page).locator('[data-shopify-editor-block]');
  const types = await blocks.evaluateAll((els) => els.map((el) => JSON.parse(el.getAttribute('data-shopify-editor-block')!).type as string));
  expect(types).toEqual(['brand', 'menu', 'menu', 'newsletter', 'social']);
  watch.expectClean();
});

test('off screen the footer is not rendered; scrolled to, it is, and nothing above it moves', async ({ page, watch }) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await page.goto('/blogs/glog/olive-oil-fried-eggs-with-crispy-edges');
  await settle(page);
  const rendered = () =>
    footer(page)
      .getByRole('link')
      .first()
      .evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
  expect(await rendered()).toBe(false);
  const mainTop = () => page.locator('main').evaluate((el) => el.getBoundingClientRect().top + scrollY);
  const before = await mainTop();
  await page.keyboard.press('End');
  await expect.poll(rendered).toBe(true);
  await expect(footer(page).getByRole('link', { name: 'Instagram' })).toBeInViewport();
  expect(await mainTop()).toBe(before);
  watch.expectClean();
});
