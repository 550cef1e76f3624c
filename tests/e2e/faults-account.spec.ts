// Network faults on the subscriptions portal login (Recharge: the app proxy's /tools/recurring/access,
// then portal_access), driven in Chromium: offline, 500, a 10 s stall and a call that never answers
// (each call gives up after 15 s, timed on the page's clock). The spec gives the login no message
// of its own (§7: "its request: not shown"; §8: none), so the nav says the theme's texts: the
// spinner ends, a retry is offered and lands in the portal once the network is back, and the other
// account views keep switching meanwhile.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { hold, inject, type Fault } from './fault-helpers';
import { heading, islandsReady, nav, signInAsOlive } from './account-helpers';

/** locales/en.default.json customer.account.subscriptions_* */
const OPENING = 'Opening your subscriptions…';
const FAILED = "We couldn't open your subscriptions. Please try again.";
const SIGNED_OUT = 'Your session has ended. Please log in again to see your subscriptions.';
/** PORTAL_TIMEOUT_MS in src/features/account/recharge-portal.ts */
const GIVE_UP_MS = 15_000;
const PORTAL_PAGE = /\/tools\/recurring\/portal\/[0-9a-f]{32}\/subscriptions\?token=/;

const CALLS = [
  { name: 'the app proxy login', pattern: /\/tools\/recurring\/access$/ },
  { name: 'portal_access', pattern: /\/portal_access\?shop_url=/ },
];

const status = (page: Page) => nav(page).getByRole('status');
const retry = (page: Page) => nav(page).getByRole('button', { name: 'Try again' });

/** Olive on her account overview, with the page's clock under the test's control. */
async function openAccount(page: Page): Promise<void> {
  await page.clock.install();
  await signInAsOlive(page);
  await page.goto('/account');
  await expect(heading(page)).toHaveText('Hi, Olive');
  await islandsReady(page, 'account-nav');
}

/** The failure as the shopper sees it: the text, no spinner, a retry. */
async function expectFailure(page: Page, text: string): Promise<void> {
  await expect(status(page)).toHaveText(new RegExp(`^${text.replace(/[.?]/g, '\\$&')}\\s*Try again$`));
  await expect(status(page).locator('.spinner')).toHaveCount(0);
  await expect(retry(page)).toBeEnabled();
}

/** The other views still switch in place while the login waits or after it failed. */
async function switchViews(page: Page): Promise<void> {
  await nav(page).getByRole('link', { name: 'Orders' }).click();
  await expect(heading(page)).toHaveText('Your latest orders, Olive');
  await nav(page).getByRole('link', { name: 'Account Overview' }).click();
  await expect(heading(page)).toHaveText('Hi, Olive');
}

async function expectPortal(page: Page): Promise<void> {
  await expect(page).toHaveURL(PORTAL_PAGE);
  await expect(page.getByRole('heading', { name: 'Subscriptions' })).toBeVisible();
}

test.use({ viewport: { width: 1280, height: 900 } });

for (const call of CALLS) {
  test.describe(`${call.name}:`, () => {
    for (const fault of ['offline', '500'] satisfies Fault[]) {
      test(`${fault}: the failure text and a retry, the views still switch, the retry lands in the portal`, async ({ page, watch }) => {
        await openAccount(page);
        const injected = await inject(page, call.pattern, fault);
        await nav(page).getByRole('link', { name: 'Subscriptions' }).click();
        await expectFailure(page, FAILED);
        await switchViews(page);
        await expectFailure(page, FAILED);

        // Still down: the retry fails the same way, and says so again.
        await retry(page).click();
        await expectFailure(page, FAILED);
        await injected.heal();
        await retry(page).click();
        await expectPortal(page);
        expect(injected.otherProblems(watch.problems)).toEqual([]);
      });
    }

    test('stalled 10 s: the opening text while the views still switch, then the portal', async ({ page, watch }) => {
      await openAccount(page);
      const stalled = await hold(page, call.pattern);
      await nav(page).getByRole('link', { name: 'Subscriptions' }).click();
      await expect(status(page)).toHaveText(OPENING);
      await expect.poll(() => stalled.held.length).toBe(1);
      await switchViews(page);
      await page.clock.fastForward(10_000);
      await expect(status(page)).toHaveText(OPENING);
      await stalled.release();
      await expectPortal(page);
      watch.expectClean();
    });

    test('never answering: gives up after 15 s with the failure text, and the retry lands in the portal', async ({ page, watch }) => {
      await openAccount(page);
      const hung = await hold(page, call.pattern);
      await nav(page).getByRole('link', { name: 'Subscriptions' }).click();
      await expect(status(page)).toHaveText(OPENING);
      await expect.poll(() => hung.held.length).toBe(1);
      await page.clock.fastForward(GIVE_UP_MS);
      await expectFailure(page, FAILED);
      await switchViews(page);
      await hung.release();
      await retry(page).click();
      await expectPortal(page);
      expect(hung.otherProblems(watch.problems)).toEqual([]);
    });
  });
}

test('the session ended in another tab: the nav asks to log in again instead of failing', async ({ page, watch }) => {
  await openAccount(page);
  const loggedOut = await page.request.get('/account/logout', { maxRedirects: 0 });
  expect(loggedOut.status()).toBe(302);
  await nav(page).getByRole('link', { name: 'Subscriptions' }).click();
  await expectFailure(page, SIGNED_OUT);
  const refused = /^HTTP 401: \S+\/tools\/recurring\/access$|status of 401/;
  expect(watch.problems.filter((p) => !refused.test(p))).toEqual([]);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("offline: 'View Subscriptions' on the orders view says it failed beside itself, and its retry lands in the portal", async ({ page, watch }) => {
    await signInAsOlive(page);
    await page.goto('/account?view=orders');
    await islandsReady(page, 'account-subscriptions');
    const injected = await inject(page, CALLS[0]!.pattern, 'offline');
    const button = page.locator('[data-widget="account-subscriptions"]');
    await button.getByRole('link', { name: 'View Subscriptions' }).click();
    await expect(button.getByRole('status')).toHaveText(new RegExp(`^${FAILED.replace(/[.?]/g, '\\$&')}\\s*Try again$`));
    await expect(button.locator('.spinner')).toHaveCount(0);
    await injected.heal();
    await button.getByRole('button', { name: 'Try again' }).click();
    await expectPortal(page);
    expect(injected.otherProblems(watch.problems)).toEqual([]);
  });
});
