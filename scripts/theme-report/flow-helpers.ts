// What the theme flows read off a page as a shopper would see it: the first price shown, the cart
// as /cart.js answers it, the product links of a grid, and a control found by role or name.
import type { Locator, Page } from '@playwright/test';

/** A flow whose control the theme does not have: reported as "not in theme", not as a failure. */
export class NotInTheme extends Error {}

/** A flow that ran and did not do what a shopper expects; the message is the short reason. */
export class FlowFailed extends Error {}

export const fail = (reason: string): never => {
  throw new FlowFailed(reason);
};

const MONEY = /(?:[$€£]\s?\d[\d.,]*|\d[\d.,]*\s?(?:USD|EUR|GBP|€))/;

/**
 * The first amount of money shown in the main content: the product's price on a product page.
 * `main`, else `[role="main"]`, else the body: the first match of one selector list would be the
 * body (the first in document order), whose first amount is a header's (a rotating announcement's).
 */
export async function firstPrice(page: Page): Promise<string | undefined> {
  const scope = (await page.locator('main').count()) ? 'main' : (await page.locator('[role="main"]').count()) ? '[role="main"]' : 'body';
  const text = await page
    .locator(scope)
    .first()
    .innerText()
    .catch(() => '');
  return MONEY.exec(text)?.[0];
}

export interface CartState {
  item_count: number;
  items: { key: string; quantity: number; title: string; variant_id: number }[];
}

/** The cart as the storefront answers it, with the browser's own cookies. */
export async function cartState(page: Page): Promise<CartState> {
  const res = await page.request.get('/cart.js');
  return (await res.json()) as CartState;
}

/** Waits (up to `ms`) until `check` holds; answers whether it did. */
export async function until(check: () => Promise<boolean>, ms = 6000): Promise<boolean> {
  const end = Date.now() + ms;
  for (;;) {
    if (await check().catch(() => false)) return true;
    if (Date.now() > end) return false;
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** The first of `locators` with a visible match, or undefined. */
export async function firstVisible(...locators: Locator[]): Promise<Locator | undefined> {
  for (const locator of locators) {
    const count = await locator.count();
    for (let i = 0; i < count; i++) if (await locator.nth(i).isVisible()) return locator.nth(i);
  }
  return undefined;
}

/** The product URLs linked in the main content, in page order, without duplicates. */
export async function productLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator(`${(await page.locator('main').count()) ? 'main' : 'body'} a[href*="/products/"]`)
    .evaluateAll((links) => links.filter((a) => (a as HTMLElement).offsetParent !== null).map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  return [...new Set(hrefs)];
}

/** Waits for the page to settle after a navigation or a reload the theme triggered. */
export const settle = (page: Page): Promise<void> => page.waitForLoadState('load').catch(() => {});

/** The control, or the label a shopper clicks for it (a styled checkbox hides the input itself). */
async function shown(target: Locator): Promise<boolean> {
  if (await target.isVisible()) return true;
  const id = await target.getAttribute('id');
  return !!id && (await target.page().locator(`label[for="${id}"]`).first().isVisible());
}

const isOpen = (details: Locator): Promise<boolean> => details.evaluate((d) => (d as HTMLDetailsElement).open);

/**
 * Shows `target` as a shopper would: opens the closed `<details>` around it (a filter group, a
 * "Filter and sort" or menu drawer) from the outside in by clicking their summaries. Answers
 * whether `target` is then visible.
 */
export async function reveal(target: Locator): Promise<boolean> {
  if (await shown(target)) return true;
  const ancestors = target.locator('xpath=ancestor::details');
  for (let i = 0; i < (await ancestors.count()); i++) {
    const details = ancestors.nth(i);
    if (await isOpen(details)) continue;
    const summary = details.locator(':scope > summary');
    if (!(await summary.isVisible())) return false;
    await summary.click();
    await until(() => isOpen(details), 1500);
  }
  return until(() => shown(target), 2000);
}

/** The first match of `locator` (of its first `max`) that is visible or can be revealed. */
export async function firstRevealable(locator: Locator, max = 12): Promise<Locator | undefined> {
  const count = Math.min(await locator.count(), max);
  for (let i = 0; i < count; i++) if (await reveal(locator.nth(i))) return locator.nth(i);
  return undefined;
}

/** Clicks the first visible match that takes the click (one covered or off screen is skipped). */
export async function clickFirstThatWorks(locator: Locator): Promise<boolean> {
  for (let i = 0; i < Math.min(await locator.count(), 6); i++) {
    const candidate = locator.nth(i);
    if (!(await candidate.isVisible())) continue;
    if (
      await candidate.click({ timeout: 2500 }).then(
        () => true,
        () => false,
      )
    )
      return true;
  }
  return false;
}
