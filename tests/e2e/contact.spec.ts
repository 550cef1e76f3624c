// The contact page as a shopper uses it, at 375 px and 1280 px: reached from the footer, an empty
// send answered in place (errors under the fields, a summary that takes focus and links to them),
// a wrong email refused by the shop with the values kept, then a good send thanked. Without
// JavaScript the same form posts and comes back the same way.
import type { Page } from '@playwright/test';
import { test, expect, settle } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { WIDTHS } from './keyboard-helpers';

const form = (page: Page) => page.locator('form.contact-form');
const summary = (page: Page) => form(page).locator('[data-error-summary]');
const field = (page: Page, label: string) => form(page).getByLabel(label, { exact: false });

/** The error shown under a field, found through the field's own aria-describedby. */
async function errorOf(page: Page, label: string): Promise<string> {
  const id = await field(page, label).getAttribute('aria-describedby');
  expect(id, `${label} names its error`).toBeTruthy();
  return (await page.locator(`[id="${id}"]`).textContent()) ?? '';
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('from the footer to a sent message: errors in place and focused, values kept, then thanks', async ({ page, watch }) => {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: 'Contact', exact: true }).click();
      await expect(page).toHaveURL(/\/pages\/contact$/);
      await settle(page);
      await expect(form(page)).toHaveAttribute('data-inline-errors', 'ready');

      // Sent empty: nothing leaves the page; each required field says what it needs.
      await form(page).getByRole('button', { name: 'Send' }).click();
      await expect(summary(page)).toBeVisible();
      await expect(summary(page)).toBeFocused();
      await expect(summary(page).getByRole('link')).toHaveText(['Please tell us your name.', 'Please enter your email, so we can write back.']);
      await expect(field(page, 'Name')).toHaveAttribute('aria-invalid', 'true');
      expect(await errorOf(page, 'Name')).toBe('Please tell us your name.');
      expect(await errorOf(page, 'Email')).toBe('Please enter your email, so we can write back.');
      await expect(page).toHaveURL(/\/pages\/contact$/);
      await summary(page).getByRole('link', { name: 'Please enter your email, so we can write back.' }).click();
      await expect(field(page, 'Email')).toBeFocused();

      // Fixing a field clears its error and its line in the summary.
      await field(page, 'Name').fill('Olive <b>Greenwood</b>');
      await expect(field(page, 'Name')).not.toHaveAttribute('aria-invalid', /.*/);
      await expect(summary(page).getByRole('link')).toHaveText(['Please enter your email, so we can write back.']);
      await expectNoAxeViolations(page, 'form.contact-form');

      // An address a browser accepts but the shop does not: the shop answers, the values stay.
      await field(page, 'Email').fill('olive@kitchen');
      await field(page, 'Message').fill('Do refills fit the Drizzle can? <script>alert(1)</script>');
      await form(page).getByRole('button', { name: 'Send' }).click();
      await expect(page).toHaveURL(/\/contact#ContactForm-/);
      await expect(summary(page)).toBeFocused();
      expect(await errorOf(page, 'Email')).toBe("That email doesn't look right. Try something like olive@example.com.");
      await expect(field(page, 'Name')).toHaveValue('Olive <b>Greenwood</b>');
      await expect(field(page, 'Message')).toHaveValue('Do refills fit the Drizzle can? <script>alert(1)</script>');
      await expect(page.locator('b', { hasText: 'Greenwood' })).toHaveCount(0);
      await expectNoAxeViolations(page, 'form.contact-form');

      await field(page, 'Email').fill(`olive-${width}@example.com`);
      await form(page).getByRole('button', { name: 'Send' }).click();
      await expect(page).toHaveURL(/\/pages\/contact\?contact_posted=true#ContactForm-/);
      const thanks = form(page).getByRole('status');
      await expect(thanks).toHaveText('Thanks! Your message is in. A real person will get back to you within one working day.');
      await expect(thanks).toBeFocused();
      await expect(thanks).toBeInViewport();
      await expect(field(page, 'Email')).toHaveValue('');
      await expectNoAxeViolations(page, 'form.contact-form');
      watch.expectClean();
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 900 } });

  test("the form posts Shopify's contact form and comes back with the error, then the thanks", async ({ page }) => {
    await page.goto('/pages/contact');
    await field(page, 'Name').fill('Pip');
    await field(page, 'Email').fill('pip@kitchen');
    await form(page).getByRole('button', { name: 'Send' }).click();
    await expect(summary(page)).toBeVisible();
    expect(await errorOf(page, 'Email')).toBe("That email doesn't look right. Try something like olive@example.com.");
    await expect(field(page, 'Name')).toHaveValue('Pip');

    await field(page, 'Email').fill('pip@example.com');
    await form(page).getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/pages\/contact\?contact_posted=true#ContactForm-/);
    await expect(form(page).getByRole('status')).toBeInViewport();
  });
});
