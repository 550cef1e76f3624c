// Signing in and finding one's way around the account area, shared by the account specs.
import type { Page } from '@playwright/test';
import { expect, wakeIsland } from './fixtures';

/** The sample shop's customer with orders and subscriptions (preview/data). */
export const OLIVE = { email: 'olive@example.com', password: 'goodoil' };

/** Signs the page's context in as Olive through the customer login form's post. */
export async function signInAsOlive(page: Page): Promise<void> {
  const res = await page.request.post('/account/login', {
    form: { form_type: 'customer_login', utf8: '✓', 'customer[email]': OLIVE.email, 'customer[password]': OLIVE.password },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(302);
}

/** A new customer of its own (no orders, no subscriptions, no addresses), signed in. */
export async function signUpNewCustomer(page: Page): Promise<void> {
  const email = `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const res = await page.request.post('/account', {
    form: {
      form_type: 'create_customer',
      utf8: '✓',
      'customer[first_name]': 'Ada',
      'customer[last_name]': 'Press',
      'customer[email]': email,
      'customer[password]': 'pressed1',
    },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(302);
}

export const heading = (page: Page) => page.locator('main h1');
export const nav = (page: Page) => page.getByRole('navigation', { name: 'Account' });

/** Wakes the islands `names` (they wait for the shopper's first input) and waits for their mount. */
export async function islandsReady(page: Page, ...names: string[]): Promise<void> {
  for (const name of names) await wakeIsland(page.locator(`[data-widget="${name}"]`).first());
}
