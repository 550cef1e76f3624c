// The newsletter as a shopper meets it, in the footer and as a section: the email rule, the
// Klaviyo call of spec §7 answered by the stand-in, every state announced, faults (endpoint down,
// stalled, non-ok) leaving the form usable, keyboard-only use, axe on each state, and no JS.
import type { Page, Request, Route } from '@playwright/test';
import { test, expect, layoutFreeTest, settle } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { WIDTHS, skipToContent, tabTo } from './keyboard-helpers';

const SUBSCRIPTIONS = '**/client/subscriptions?*';

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'over_21', value: 'true', url: baseURL! }]);
});

function footerForm(page: Page) {
  const footer = page.locator('footer');
  return {
    host: footer.locator('[data-widget="newsletter-form"]'),
    input: footer.getByLabel('Email'),
    button: footer.getByRole('button', { name: 'Sign up' }),
    status: footer.getByRole('status'),
  };
}

/** Everything the watch fixture saw except the failures a fault test causes on purpose. */
function unexpectedProblems(problems: string[]): string[] {
  return problems.filter((p) => !p.includes('/client/subscriptions') && !p.includes('Failed to load resource'));
}

async function submitAndCapture(page: Page, submit: () => Promise<void>): Promise<Request> {
  const [request] = await Promise.all([page.waitForRequest((r) => r.url().includes('/client/subscriptions') && r.method() === 'POST'), submit()]);
  return request;
}

for (const width of WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });
    const layoutFree = layoutFreeTest(width);

    test('keyboard only: an invalid address is refused here, a good one reaches Klaviyo as spec §7 says', async ({ page, watch }) => {
      await page.goto('/');
      await settle(page);
      const form = footerForm(page);
      await expectNoAxeViolations(page, 'footer');

      const requests: string[] = [];
      page.on('request', (r) => {
        if (r.url().includes('/client/subscriptions')) requests.push(r.url());
      });
      await skipToContent(page);
      await tabTo(page, 'footer .newsletter-form__input');
      await expect(form.host).toHaveAttribute('data-island-state', 'mounted');
      await expect(form.input).toBeFocused();

      await page.keyboard.type('olive oil@example.com');
      await page.keyboard.press('Enter');
      await expect(form.status).toHaveText('Please enter a valid email.');
      await expect(form.input).toHaveAttribute('aria-invalid', 'true');
      const describedBy = await form.input.getAttribute('aria-describedby');
      await expect(page.locator(`[id="${describedBy}"]`)).toHaveText('Please enter a valid email.');
      await expect(form.input).toBeFocused();
      expect(requests).toEqual([]);
      await expectNoAxeViolations(page, 'footer');

      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(`keys-${width}@example.com`);
      await page.keyboard.press('Tab');
      await expect(form.button).toBeFocused();
      const request = await submitAndCapture(page, () => page.keyboard.press('Enter'));
      const url = new URL(request.url());
      expect(url.pathname).toBe('/client/subscriptions');
      expect(url.searchParams.get('company_id')).toBe('GdDrp1');
      expect(request.headers()['revision']).toBe('2024-05-15');
      expect(request.headers()['content-type']).toBe('application/json');
      expect(request.postDataJSON()).toEqual({
        data: {
          type: 'subscription',
          attributes: {
            custom_source: 'newsletter-form',
            profile: { data: { type: 'profile', attributes: { email: `keys-${width}@example.com` } } },
          },
          relationships: { list: { data: { type: 'list', id: 'NewsL1' } } },
        },
      });
      expect((await request.response())!.status()).toBe(202);
      await expect(form.status).toHaveText('Thanks for signing up!');
      await expect(form.input).toHaveValue('');
      await expect(form.input).not.toHaveAttribute('aria-invalid', /.*/);
      await expect(form.button).toBeFocused();
      await expectNoAxeViolations(page, 'footer');
      watch.expectClean();
    });

    layoutFree('the same address twice is accepted both times', async ({ page, watch }) => {
      await page.goto('/');
      await settle(page);
      const form = footerForm(page);
      for (let round = 0; round < 2; round += 1) {
        await form.input.fill(`twice-${width}@example.com`);
        const request = await submitAndCapture(page, () => form.button.click());
        expect((await request.response())!.status()).toBe(202);
        await expect(form.status).toHaveText('Thanks for signing up!');
        await expect(form.input).toHaveValue('');
      }
      watch.expectClean();
    });

    layoutFree('with the endpoint down the form shows the error text, keeps the address and works again after', async ({ page, watch }) => {
      await page.goto('/');
      await settle(page);
      await page.route(SUBSCRIPTIONS, (route) => route.abort('connectionrefused'));
      const form = footerForm(page);
      await form.input.fill(`down-${width}@example.com`);
      await form.button.click();
      await expect(form.status).toHaveText('Oops! Please try again later.');
      await expect(form.input).toHaveValue(`down-${width}@example.com`);
      await expect(form.input).not.toHaveAttribute('aria-invalid', /.*/);
      await expect(form.button).toBeEnabled();
      await expectNoAxeViolations(page, 'footer');

      await page.unroute(SUBSCRIPTIONS);
      await form.button.click();
      await expect(form.status).toHaveText('Thanks for signing up!');
      expect(unexpectedProblems(watch.problems)).toEqual([]);
    });

    layoutFree('a non-ok answer shows the error text, keeps the address, and a retry signs up', async ({ page, watch }) => {
      await page.goto('/');
      await settle(page);
      await page.route(SUBSCRIPTIONS, (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/vnd.api+json',
          body: JSON.stringify({ errors: [{ status: 500, code: 'error', title: 'Server error', detail: 'down' }] }),
        }),
      );
      const form = footerForm(page);
      await form.input.fill(`five-hundred-${width}@example.com`);
      await form.button.click();
      await expect(form.status).toHaveText('Oops! Please try again later.');
      await expect(form.input).toHaveValue(`five-hundred-${width}@example.com`);
      await expect(form.button).toBeEnabled();

      await page.unroute(SUBSCRIPTIONS);
      await form.button.click();
      await expect(form.status).toHaveText('Thanks for signing up!');
      expect(unexpectedProblems(watch.problems)).toEqual([]);
    });

    layoutFree('a stalled endpoint: the form waits, gives up after 10 s with the error text and stays usable', async ({ page, watch }) => {
      await page.clock.install();
      await page.goto('/');
      await settle(page);
      const held: Route[] = [];
      await page.route(SUBSCRIPTIONS, (route) => {
        held.push(route);
      });
      const form = footerForm(page);
      await form.input.fill(`stalled-${width}@example.com`);
      await form.button.click();
      await expect(form.button).toHaveAttribute('aria-disabled', 'true');
      await expect(form.input.locator('xpath=ancestor::form')).toHaveAttribute('aria-busy', 'true');
      await expect.poll(() => held.length).toBe(1);
      await expectNoAxeViolations(page, 'footer');

      await page.clock.fastForward(10_000);
      await expect(form.status).toHaveText('Oops! Please try again later.');
      await expect(form.button).not.toHaveAttribute('aria-disabled', /.*/);
      await expect(form.input).toHaveValue(`stalled-${width}@example.com`);

      await page.unroute(SUBSCRIPTIONS);
      await form.button.click();
      await expect(form.status).toHaveText('Thanks for signing up!');
      expect(unexpectedProblems(watch.problems)).toEqual([]);
    });

    test("the shop's own answers to the form (what shoppers without JavaScript see) pass axe", async ({ page, watch }) => {
      await page.goto('/pages/about?customer_posted=true');
      await settle(page);
      // The message's autofocus may wake the island; either way the shop's answer stays.
      await expect(footerForm(page).status).toHaveText('Thanks for signing up!');
      await expect(footerForm(page).status.locator('p')).toBeFocused();
      await expectNoAxeViolations(page, 'footer');

      // A native post of the server form (the island never wakes: no focus, no pointer).
      await Promise.all([
        // Shopify's form posts to /contact#<its id>; the browser keeps the fragment.
        page.waitForURL(/\/contact#newsletter-[\w-]+$/),
        page.evaluate(() => {
          const form = document.querySelector<HTMLFormElement>('footer form.newsletter-form__form')!;
          (form.elements.namedItem('contact[email]') as HTMLInputElement).value = 'olive@example';
          form.submit();
        }),
      ]);
      await expect(footerForm(page).status).toHaveText('Please enter a valid email.');
      await expect(footerForm(page).input).toHaveValue('olive@example');
      await expect(footerForm(page).input).toBeFocused();
      await expectNoAxeViolations(page, 'footer');
      watch.expectClean();
    });

    test('the newsletter section signs up on its own, beside the footer form', async ({ page, watch }) => {
      await page.goto('/pages/faq');
      await settle(page);
      const section = page.locator('.section-newsletter');
      const input = section.getByLabel('Email');
      await expect(section.getByText('Email', { exact: true })).toBeVisible(); // the merchant chose a visible label
      await input.fill(`section-${width}@example.com`);
      const request = await submitAndCapture(page, () => section.getByRole('button', { name: 'Count me in' }).click());
      expect(request.postDataJSON().data.attributes.profile.data.attributes.email).toBe(`section-${width}@example.com`);
      await expect(section.getByRole('status')).toHaveText('Thanks for signing up!');
      await expect(footerForm(page).status).toHaveText('');
      await expectNoAxeViolations(page, '.section-newsletter');
      watch.expectClean();
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const width of WIDTHS) {
    test(`at ${width}px the footer form posts Shopify's customer form and comes back with thanks or the error`, async ({ page, watch }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/pages/about');
      const form = footerForm(page);
      await form.input.fill(`nojs-${width}@example.com`);
      await form.input.press('Enter');
      // Back at the form (its action ends in #<form id>, kept through the redirect, as on
      // Shopify). A browser skips autofocus when the URL names an element, and without
      // JavaScript nothing moves focus for it (src/lib/target-autofocus.ts does with): the
      // answer is on screen.
      await expect(page).toHaveURL(/\/pages\/about\?customer_posted=true#newsletter-[\w-]+$/);
      await expect(footerForm(page).status).toHaveText('Thanks for signing up!');
      await expect(footerForm(page).status.locator('p')).toBeInViewport();

      // Valid to the browser, not to the spec's pattern: the shop answers with the spec's text.
      await footerForm(page).input.fill('olive@example');
      await footerForm(page).input.press('Enter');
      await expect(footerForm(page).status).toHaveText('Please enter a valid email.');
      await expect(footerForm(page).input).toHaveAttribute('aria-invalid', 'true');
      await expect(footerForm(page).input).toHaveValue('olive@example');
      await expect(footerForm(page).input).toBeInViewport();
      watch.expectClean();
    });
  }
});
