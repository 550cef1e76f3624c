// The two pages outside the shop's layout, as their visitors use them at 375 px: the gift card a
// recipient opens (balance, code, the QR code drawn by Shopify's hosted script, Wallet and print)
// and the storefront password page (the owner's form behind a disclosure, the launch newsletter);
// axe finds nothing on either.
import { SAMPLE_GIFT_CARD_TOKEN } from '../../preview/handlers/special-pages';
import { expectNoAxeViolations } from './axe';
import { expect, settle, test } from './fixtures';

test.use({ viewport: { width: 375, height: 812 } });

test('the gift card: balance, code and a drawn QR code with its alt text; axe finds nothing', async ({ page, watch }) => {
  await page.goto(`/gift_cards/${SAMPLE_GIFT_CARD_TOKEN}`);
  await settle(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("Here's your gift card");
  await expect(page.locator('.gift-card__balance')).toContainText('$50.00');
  await expect(page.locator('.gift-card__number')).toHaveText('GOOD DROP 4F7K 2X9Q');
  const qr = page.getByRole('img', { name: 'QR code of this gift card: scan it in store' });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute('src', /^data:image\/gif;base64,/);
  await expect(page.getByRole('link', { name: 'Add to Apple Wallet' })).toHaveAttribute('href', /\/gift_cards\/[0-9a-f]{32}\/pass$/);
  await expect(page.getByRole('button', { name: 'Print this gift card' })).toBeVisible();
  await expectNoAxeViolations(page);
  watch.expectClean();
});

test('the password page: the owner opens the password form, shoppers get the newsletter; axe finds nothing', async ({ page, watch }) => {
  await page.goto('/password');
  await settle(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Good Drop Olive Oil Co.');
  const password = page.getByLabel('Password', { exact: true });
  await expect(password).toBeHidden();
  await page.getByText('Enter using password').click();
  await expect(password).toBeVisible();
  await expect(page.locator('form#login_form')).toHaveAttribute('action', '/password');
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  await expectNoAxeViolations(page);
  watch.expectClean();
});
