// A line bought on subscription, in the cart drawer and on the cart page (issue 26): the plan once,
// with what it saves, and the next order as a summary a shopper can read at 375 and 1280 px, label
// and amount whole, nothing running off the screen.
import type { Locator, Page } from '@playwright/test';
import { test, expect, settle } from './fixtures';
import { WIDTHS } from './keyboard-helpers';

const EVERYDAY_500 = 40001;
const EVERY_2_MONTHS = 8002;
const PLAN = 'Deliver every 2 months, save 10%';

/** The line the product form adds for The Everyday every 2 months, with refill cans next. */
async function addSubscriptionLine(page: Page): Promise<void> {
  const res = await page.request.post('/cart/add.js', {
    data: {
      items: [
        {
          id: EVERYDAY_500,
          quantity: 1,
          selling_plan: EVERY_2_MONTHS,
          properties: {
            _recurring: '2 months',
            _nextId: '40006',
            _nextPrice: '2000',
            _nextCans: 'true',
            'Your Next Order': 'Refill Cans – 1 Can',
            'Your Next Subscription Subtotal': '$20.00',
          },
        },
      ],
    },
  });
  expect(res.ok()).toBe(true);
}

/** The summary's rows as a shopper reads them, and whether each fits: inside the box and the window, each label on one line. */
const nextOrderLayout = (line: Locator) =>
  line.locator('.next-order').evaluate((box) => {
    const inside = (el: Element) => {
      const r = el.getBoundingClientRect();
      const b = box.getBoundingClientRect();
      return r.left >= b.left - 0.5 && r.right <= b.right + 0.5 && r.right <= window.innerWidth;
    };
    return {
      rows: [...box.children].map((row) => {
        const dt = row.querySelector('dt')!;
        const dd = row.querySelector('dd')!;
        const lineHeight = parseFloat(getComputedStyle(dt).lineHeight);
        return {
          text: [dt.textContent, dd.textContent],
          fits: inside(dt) && inside(dd),
          labelLines: Math.round(dt.getBoundingClientRect().height / lineHeight),
          fontPx: Math.min(parseFloat(getComputedStyle(dt).fontSize), parseFloat(getComputedStyle(dd).fontSize)),
        };
      }),
      overflows: box.scrollWidth > box.clientWidth || document.documentElement.scrollWidth > window.innerWidth,
    };
  });

async function expectSubscriptionLine(line: Locator): Promise<void> {
  // The plan once, with its saving beside it.
  expect((await line.innerText()).split(PLAN).length - 1).toBe(1);
  await expect(line.locator('.line-plan')).toHaveText(`Subscription: ${PLAN} (−$2.40)`);
  const layout = await nextOrderLayout(line);
  expect(layout.overflows).toBe(false);
  expect(layout.rows.map((row) => row.text)).toEqual([
    ['Your Next Order', 'Refill Cans – 1 Can'],
    ['Your Next Subscription Subtotal', '$20.00'],
  ]);
  for (const row of layout.rows) {
    expect(row.fits, row.text[0]).toBe(true);
    expect(row.labelLines, `"${row.text[0]}" on one line`).toBe(1);
    expect(row.fontPx).toBeGreaterThanOrEqual(13);
  }
}

for (const width of WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the cart drawer shows the plan once and a readable next-order summary', async ({ page, watch }) => {
      await addSubscriptionLine(page);
      await page.goto('/');
      await settle(page);
      await page.locator('header a[data-cart-toggle]').click();
      const line = page.getByRole('dialog', { name: 'Your Cart' }).locator('.cart-line', { hasText: 'The Everyday' });
      await expect(line).toBeVisible();
      await expectSubscriptionLine(line);
      watch.expectClean();
    });

    test('the cart page shows the plan once and a readable next-order summary', async ({ page, watch }) => {
      await addSubscriptionLine(page);
      await page.goto('/cart');
      await settle(page);
      await expectSubscriptionLine(page.locator('.cart-item', { hasText: 'The Everyday' }));
      watch.expectClean();
    });
  });
}
