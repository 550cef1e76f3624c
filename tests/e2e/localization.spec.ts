// A shopper switches the shop's language and country with the footer's localization form: with
// scripts a change submits it (no button shown), and the page comes back in French under /fr/.
import { test, expect, settle } from './fixtures';
import { expectNoAxeViolations } from './axe';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'over_21', value: 'true', url: baseURL! }]);
});

test('choosing Français, then France, switches the page to French with prices in euros', async ({ page, watch }) => {
  await page.goto('/products/the-everyday');
  await settle(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('button', { name: 'Update' })).toBeHidden();
  await expectNoAxeViolations(page, 'footer .footer__localization');

  await footer.getByLabel('Language').selectOption('fr');
  await expect(page).toHaveURL(/\/fr\/products\/the-everyday$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('button', { name: 'Ajouter au panier', exact: false }).first()).toBeVisible();

  await settle(page);
  const reloaded = page.waitForEvent('framenavigated');
  await page.getByRole('contentinfo').getByLabel('Pays/région').selectOption('FR');
  await reloaded;
  await expect(page).toHaveURL(/\/fr\/products\/the-everyday$/);
  await expect(page.getByRole('contentinfo').getByLabel('Pays/région')).toHaveValue('FR');
  expect(await page.evaluate(() => (window as unknown as { Shopify: { country: string } }).Shopify.country)).toBe('FR');
  // France is the euro market: $24.00 is 22,08 € (0.92 EUR/USD), on the page and in the cart drawer.
  await expect(page.locator('main').getByText('22,08 €').first()).toBeVisible();
  await expect(page.locator('main')).not.toContainText('$24.00');
  await page.getByRole('button', { name: 'Ajouter au panier – 22,08 €' }).click();
  await expect(page.getByRole('dialog', { name: 'Votre panier' })).toContainText('22,08 €');
  // The $50 free-shipping threshold is 46 € there, at Shopify.currency.rate: 23,92 € to go.
  await expect(page.locator('.shipping-bar__message')).toHaveText('Plus que 23,92 € pour la livraison offerte.');
  await expect(page.locator('.announcement-bar__message').first()).toContainText('46 €');
  // Menu links keep the shopper in French.
  await expect(page.locator('.nav-item__link', { hasText: 'About' })).toHaveAttribute('href', '/fr/pages/about');
  await expectNoAxeViolations(page, 'footer .footer__localization');
  watch.expectClean();
});

test('on a phone the menu drawer holds the same selectors', async ({ page, watch }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await settle(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByLabel('Country/region')).toHaveValue('US');
  await expectNoAxeViolations(page, '[role="dialog"] .mobile-menu__localization');
  await drawer.getByLabel('Language', { exact: true }).selectOption('fr');
  await expect(page).toHaveURL(/\/fr\/?$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  watch.expectClean();
});

test.describe('without scripts', () => {
  test.use({ javaScriptEnabled: false });

  test('the form has a submit button that switches the language', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Language').selectOption('fr');
    await footer.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(/\/fr\/?$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Mettre à jour' })).toBeVisible();
  });
});
