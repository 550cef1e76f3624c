// The account area as a customer uses it, at 375 px and 1280 px: views switched in place (address
// bar, back/forward, each URL on its own), orders and an order's page, the subscriptions portal
// login through Recharge's app proxy (and its failure), address drawers with the country/province
// selects, create/edit/default/delete with scripts on and off, keyboard use and axe.
import type { Page } from '@playwright/test';
import { test, expect, layoutFreeTest, settle } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { tabTo, WIDTHS } from './keyboard-helpers';
import { heading, islandsReady, nav, signInAsOlive, signUpNewCustomer } from './account-helpers';

/** Marks the window so a reload (a new document) would be noticed. */
async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __accountMark: true }));
}
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __accountMark?: boolean }).__accountMark === true);

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    const layoutFree = layoutFreeTest(width);

    layoutFree('views switch in place, the address bar follows, back and forward restore them', async ({ page, watch }) => {
      await signInAsOlive(page);
      await page.goto('/account');
      await expect(heading(page)).toHaveText('Hi, Olive');
      await islandsReady(page, 'account-nav');
      await markDocument(page);

      await nav(page).getByRole('link', { name: 'Orders' }).click();
      await expect(page).toHaveURL(/\/account\?view=orders$/);
      await expect(heading(page)).toHaveText('Your latest orders, Olive');
      await expect(heading(page)).toBeFocused();
      await expect(nav(page).getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
      const firstOrder = page.locator('.orders-table tbody tr').first();
      await expect(firstOrder).toContainText('#1003');
      await expect(firstOrder).toContainText('Paid');
      await expect(firstOrder).toContainText('Partially fulfilled');
      await expect(firstOrder).toContainText('$116.00 USD');

      await nav(page).getByRole('link', { name: 'Addresses' }).click();
      await expect(page).toHaveURL(/\/account\/addresses$/);
      await expect(heading(page)).toHaveText('Your locations, Olive');
      await expect(page).toHaveTitle(/^Addresses – /);
      expect(await sameDocument(page)).toBe(true);

      await page.goBack();
      await expect(page).toHaveURL(/\/account\?view=orders$/);
      await expect(heading(page)).toHaveText('Your latest orders, Olive');
      await page.goBack();
      await expect(page).toHaveURL(/\/account$/);
      await expect(heading(page)).toHaveText('Hi, Olive');
      await page.goForward();
      await expect(heading(page)).toHaveText('Your latest orders, Olive');
      expect(await sameDocument(page)).toBe(true);

      // Each view's own URL renders it on the server.
      for (const [url, text] of [
        ['/account', 'Hi, Olive'],
        ['/account?view=orders', 'Your latest orders, Olive'],
        ['/account/addresses', 'Your locations, Olive'],
      ]) {
        const res = await page.request.get(url!);
        expect(await res.text()).toContain(`>${text}</h1>`);
      }
      watch.expectClean();
    });

    test('the sidebar, View Subscriptions on small screens, and an order with its lines and addresses', async ({ page, watch }) => {
      await signInAsOlive(page);
      await page.goto('/account?view=orders');
      await islandsReady(page, 'account-nav');
      for (const name of ['Account Overview', 'Subscriptions', 'Orders', 'Addresses', 'Contact us.', 'Log Out']) {
        await expect(nav(page).getByRole('link', { name, exact: true })).toBeVisible();
      }
      await expect(nav(page).getByRole('link', { name: 'Contact us.' })).toHaveAttribute('href', /^mailto:/);
      const viewSubscriptions = page.getByRole('link', { name: 'View Subscriptions' });
      if (width < 1024) await expect(viewSubscriptions).toBeVisible();
      else await expect(viewSubscriptions).toBeHidden();

      await page.getByRole('link', { name: 'Order #1001' }).click();
      await expect(heading(page)).toHaveText('Order #1001');
      const lines = page.locator('.orders-table tbody tr');
      await expect(lines).toHaveCount(2);
      await expect(lines.first()).toContainText('The Everyday');
      await expect(page.locator('.orders-table tfoot')).toContainText('$64.40');
      await expect(page.getByRole('heading', { name: 'Shipping address' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Billing address' })).toBeVisible();
      await expect(page.locator('.order-addresses')).toContainText('12 Grove Lane');
      watch.expectClean();
    });

    test('the orders list shows every total without scrolling sideways', async ({ page, watch }) => {
      await signInAsOlive(page);
      await page.goto('/account?view=orders');
      await settle(page);
      const totals = page.locator('.orders-table tbody tr > :last-child');
      await expect(totals).toHaveCount(3);
      await expect(totals.first()).toHaveText('$116.00 USD');
      for (const total of await totals.all()) {
        const box = (await total.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      const overflow = await page.evaluate(() => {
        const wrap = document.querySelector('.table-wrap')!;
        const root = document.documentElement;
        return { wrap: wrap.scrollWidth - wrap.clientWidth, page: root.scrollWidth - root.clientWidth };
      });
      expect(overflow).toEqual({ wrap: 0, page: 0 });
      // Still a table to assistive technology: its rows, column headers and cells.
      const table = page.getByRole('table');
      await expect(table.getByRole('columnheader')).toHaveText(['Order', 'Date', 'Payment', 'Fulfillment', 'Total']);
      await expect(table.getByRole('row')).toHaveCount(4);
      await expect(table.getByRole('rowheader').first()).toHaveText('#1003');
      await expectNoAxeViolations(page, '.account__content');
      watch.expectClean();
    });

    layoutFree('a customer without subscriptions has no Subscriptions link', async ({ page, watch }) => {
      await signUpNewCustomer(page);
      await page.goto('/account?view=orders');
      await islandsReady(page, 'account-nav');
      await expect(nav(page).getByRole('link', { name: 'Orders' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Subscriptions' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'View Subscriptions' })).toHaveCount(0);
      watch.expectClean();
    });

    test('Subscriptions logs in to the portal through the app proxy and lands there', async ({ page, watch }) => {
      await signInAsOlive(page);
      await page.goto('/account?view=orders');
      await islandsReady(page, 'account-nav', 'account-subscriptions');
      const access = page.waitForRequest((req) => new URL(req.url()).pathname === '/tools/recurring/access');
      const trigger = width < 1024 ? page.getByRole('link', { name: 'View Subscriptions' }) : nav(page).getByRole('link', { name: 'Subscriptions' });
      await trigger.click();
      expect((await access).headers()['x-recharge-app']).toBe('storefront-client');
      await expect(page).toHaveURL(/\/tools\/recurring\/portal\/[0-9a-f]{32}\/subscriptions\?token=/);
      await expect(page.getByRole('heading', { name: 'Subscriptions' })).toBeVisible();
      await expect(page.getByRole('table')).toContainText('The Everyday');
      watch.expectClean();
    });

    layoutFree('a failed portal login says so and offers a retry that works', async ({ page }) => {
      await signInAsOlive(page);
      await page.goto('/account');
      await islandsReady(page, 'account-nav');
      await page.route('**/tools/recurring/access', (route) => route.fulfill({ status: 502, contentType: 'application/json', body: '{"error":"gateway"}' }));
      await nav(page).getByRole('link', { name: 'Subscriptions' }).click();
      await expect(nav(page).getByText("We couldn't open your subscriptions. Please try again.")).toBeVisible();
      await expect(nav(page).getByText('Opening your subscriptions…')).toHaveCount(0);
      await page.unroute('**/tools/recurring/access');
      await nav(page).getByRole('button', { name: 'Try again' }).click();
      await expect(page).toHaveURL(/\/tools\/recurring\/portal\//);
    });

    test('keyboard: views by Enter, the address drawer opens, holds and returns focus; axe finds nothing', async ({ page, watch }) => {
      test.slow(); // three axe passes and a view switch
      await signUpNewCustomer(page);
      await page.goto('/account');
      await islandsReady(page, 'account-nav');
      await expectNoAxeViolations(page, 'main');
      await tabTo(page, '.account-nav a[href="/account/addresses"]');
      await page.keyboard.press('Enter');
      await expect(heading(page)).toHaveText('Your locations, Ada');
      await islandsReady(page, 'account-addresses');
      await expectNoAxeViolations(page, 'main');

      await tabTo(page, 'button.address-drawer__add');
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: 'New Address' });
      await expect(drawer).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add Address' })).toHaveAttribute('aria-expanded', 'true');
      expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      await expectNoAxeViolations(page, '.modal--address:not([hidden])');
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(page.getByRole('button', { name: 'Add Address' })).toBeFocused();
      await page.goto('/account?view=orders');
      await islandsReady(page, 'account-nav');
      await expectNoAxeViolations(page, 'main');
      watch.expectClean();
    });

    layoutFree('addresses: create with a province, edit, make default and delete (scripts on)', async ({ page, watch }) => {
      test.slow(); // four saves, each a page load
      await signUpNewCustomer(page);
      await page.goto('/account/addresses');
      await islandsReady(page, 'account-addresses');
      await expect(page.getByText('No addresses yet.')).toBeVisible();

      await page.getByRole('button', { name: 'Add Address' }).click();
      const drawer = page.getByRole('dialog', { name: 'New Address' });
      const country = drawer.getByLabel('Country');
      // The province select is labelled as the chosen country names it ('State', 'Province').
      const province = drawer.locator('select[name="address[province]"]');
      await expect(country.locator('option')).toHaveCount(await country.locator('option').count());
      expect(await country.locator('option').count()).toBeGreaterThan(230);
      await expect(country.locator('option').first()).toHaveText('Country');
      await expect(country.locator('option').first()).toBeDisabled();
      await expect(province).toBeHidden();

      // Country is required: nothing is posted without one.
      await drawer.getByLabel('First name').fill('Ada');
      await drawer.getByRole('button', { name: 'Save Address' }).click();
      await expect(drawer.getByText('Please choose a country.')).toBeVisible();
      await expect(country).toHaveAttribute('aria-invalid', 'true');
      await expect(drawer.getByLabel('First name')).toHaveValue('Ada');

      await country.selectOption('Canada');
      await expect(province).toBeVisible();
      await expect(province.locator('option', { hasText: 'British Columbia' })).toHaveCount(1);
      await country.selectOption('United Kingdom');
      await expect(province).toBeHidden();
      await country.selectOption('United States');
      await expect(province).toBeVisible();
      await expect(province.locator('option', { hasText: 'British Columbia' })).toHaveCount(0);
      // A US address starts on the 'State' placeholder, never on a guessed state, and needs one.
      await expect(drawer.getByLabel('State', { exact: true })).toBeVisible();
      await expect(province).toHaveValue('');
      await expect(province.locator('option:checked')).toHaveText('State');
      await expect(province.locator('option').first()).toBeDisabled();
      await drawer.getByRole('button', { name: 'Save Address' }).click();
      await expect(drawer.getByText('Please choose a state.')).toBeVisible();
      await expect(province).toHaveAttribute('aria-invalid', 'true');
      await expect(province).toBeFocused();
      await expect(page.locator('.address-card')).toHaveCount(0);
      await province.selectOption('Oregon');
      await expect(drawer.getByText('Please choose a state.')).toHaveCount(0);
      await drawer.getByLabel('Last name').fill('Press');
      await drawer.getByLabel('Address', { exact: true }).fill('1 Press Row');
      await drawer.getByLabel('City').fill('Salem');
      await drawer.getByLabel('Postal / ZIP code').fill('97301');
      await drawer.getByRole('button', { name: 'Save Address' }).click();

      const cards = page.locator('.address-card');
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText('1 Press Row');
      await expect(cards.first().locator(':scope > .address-card__text')).toContainText('Salem OR 97301');

      // A second address, then edit it and make it the default.
      await islandsReady(page, 'account-addresses');
      await page.getByRole('button', { name: 'Add Address' }).click();
      const second = page.getByRole('dialog', { name: 'New Address' });
      await second.getByLabel('Address', { exact: true }).fill('2 Olive Way');
      await second.getByLabel('City').fill('Toronto');
      await second.getByLabel('Country').selectOption('Canada');
      await second.getByLabel('Province', { exact: true }).selectOption('Ontario');
      await second.getByRole('button', { name: 'Save Address' }).click();
      await expect(cards).toHaveCount(2);

      await islandsReady(page, 'account-addresses');
      await page.getByRole('button', { name: /^Edit ?: 2 Olive Way$/ }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Address' });
      await expect(edit.getByLabel('Country')).toHaveValue('Canada');
      await expect(edit.getByLabel('Province', { exact: true })).toHaveValue('Ontario');
      await edit.getByLabel('City').fill('Ottawa');
      await edit.getByLabel('Set as default address').check();
      await edit.getByRole('button', { name: 'Save Address' }).click();
      const olive = cards.filter({ hasText: '2 Olive Way' });
      await expect(olive.locator(':scope > .address-card__text')).toContainText('Ottawa');
      await expect(olive.getByText('Default', { exact: true })).toBeVisible();

      // Delete asks first; Cancel keeps it, confirming removes it.
      await islandsReady(page, 'account-addresses');
      await page.getByRole('button', { name: /^Delete ?: 1 Press Row$/ }).click();
      const confirm = page.getByRole('dialog', { name: "Delete this address? This can't be undone." });
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toBeHidden();
      await expect(cards).toHaveCount(2);
      await page.getByRole('button', { name: /^Delete ?: 1 Press Row$/ }).click();
      await confirm.getByRole('button', { name: 'Yes, delete' }).click();
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText('2 Olive Way');
      watch.expectClean();
    });

    layoutFree('a save the server refuses comes back in its drawer with the values and the error', async ({ page }) => {
      await signUpNewCustomer(page);
      await page.goto('/account/addresses');
      await islandsReady(page, 'account-addresses');
      await page.getByRole('button', { name: 'Add Address' }).click();
      const drawer = page.getByRole('dialog', { name: 'New Address' });
      await drawer.getByLabel('First name').fill('<b>Ada</b>');
      await drawer.getByLabel('City').fill('Nowhere');
      // A country the server does not know (as a tampered form would send).
      await drawer.getByLabel('Country').evaluate((select) => {
        const option = document.createElement('option');
        option.value = 'Atlantis';
        option.textContent = 'Atlantis';
        select.append(option);
      });
      await drawer.getByLabel('Country').selectOption('Atlantis');
      await drawer.getByRole('button', { name: 'Save Address' }).click();
      const again = page.getByRole('dialog', { name: 'New Address' });
      await expect(again).toBeVisible();
      await expect(again.getByText('Country is not supported.')).toBeVisible();
      await expect(again.getByLabel('Country')).toHaveAttribute('aria-invalid', 'true');
      await expect(again.getByLabel('First name')).toHaveValue('<b>Ada</b>');
      await expect(again.getByLabel('City')).toHaveValue('Nowhere');
      await expect(page.locator('b', { hasText: 'Ada' })).toHaveCount(0);
    });
  });
}

test.describe('scripts off', () => {
  test.use({ javaScriptEnabled: false });

  for (const width of WIDTHS) {
    test(`at ${width} px: create, fail, edit and delete an address with Shopify's legacy forms`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signUpNewCustomer(page);
      await page.goto('/account/addresses');
      await page.getByText('Add Address').click();
      const form = page.locator('#address_form_new');
      await form.getByLabel('Address', { exact: true }).fill('9 Quiet Street');
      await form.getByLabel('City').fill('Dublin');
      await form.getByLabel('Country').selectOption('Ireland');
      await form.getByLabel('Province / State').fill('Dublin');
      await form.getByRole('button', { name: 'Save Address' }).click();
      await expect(page).toHaveURL(/\/account\/addresses$/);
      const cards = page.locator('.address-card');
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText('9 Quiet Street');

      // Unknown country: the page comes back with the edit panel open, values kept, the error under the field.
      const cardForm = cards.first().locator('form[id^="address_form_"]');
      await cards.first().locator('summary', { hasText: 'Edit' }).click();
      await cardForm.getByLabel('City').fill('Cork');
      await cardForm.getByLabel('Country').evaluate((select) => select.insertAdjacentHTML('beforeend', '<option value="Atlantis">Atlantis</option>'));
      await cardForm.getByLabel('Country').selectOption('Atlantis');
      await cardForm.getByRole('button', { name: 'Save Address' }).click();
      const reopened = page.locator('.address-card details[open] form[id^="address_form_"]');
      await expect(reopened).toBeVisible();
      await expect(reopened.locator('.field__error')).toHaveText('Country is not supported.');
      await expect(reopened.getByLabel('Country')).toHaveAttribute('aria-invalid', 'true');
      await expect(reopened.getByLabel('City')).toHaveValue('Cork');

      await reopened.getByLabel('Country').selectOption('Ireland');
      await reopened.getByRole('button', { name: 'Save Address' }).click();
      await expect(cards.first()).toContainText('Cork');

      await cards.first().locator('summary', { hasText: 'Delete' }).click();
      await expect(cards.first().getByText("Delete this address? This can't be undone.")).toBeVisible();
      await cards
        .first()
        .getByRole('button', { name: /Yes, delete/ })
        .click();
      await expect(page.getByText('No addresses yet.')).toBeVisible();
    });
  }
});
