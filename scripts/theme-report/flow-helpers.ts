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

/** The first amount of money shown in the main content: the product's price on a product page. */
export async function firstPrice(page: Page): Promise<string | undefined> {
  const text = await page
    .locator('main, [role="main"], body')
    .first()
    .innerText()
    .catch(() => '');
  return MONEY.exec(text)?.[0];
}

export interface CartState {
  item_count: number;
  items: { key: string; quantity: number; title: string }[];
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
    .locator('main a[href*="/products/"]')
    .evaluateAll((links) => links.filter((a) => (a as HTMLElement).offsetParent !== null).map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  return [...new Set(hrefs)];
}

/** Waits for the page to settle after a navigation or a reload the theme triggered. */
export const settle = (page: Page): Promise<void> => page.waitForLoadState('load').catch(() => {});
