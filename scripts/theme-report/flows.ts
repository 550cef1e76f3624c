// The shopper flows the report drives through a theme's own JavaScript, one small function each:
// each finds its controls by role, label or name as a shopper would, and throws NotInTheme when the
// theme has no such control, FlowFailed (with a short reason) when the control does not work.
import type { Page } from '@playwright/test';
import { cartState, fail, firstPrice, firstVisible, NotInTheme, productLinks, settle, until } from './flow-helpers';

/** A product of the sample shop with several variants at different prices. */
export const VARIANT_PRODUCT = '/products/the-everyday';
export const COLLECTION = '/collections/all';

const addToCartButton = (page: Page) => page.getByRole('button', { name: /add to (cart|bag)/i });

/** Picks each other value of the product's options in turn until the price changes. */
export async function chooseVariant(page: Page): Promise<void> {
  await page.goto(VARIANT_PRODUCT);
  const before = await firstPrice(page);
  const radios = page.locator('main form input[type="radio"]:not(:checked):not([disabled]), main fieldset input[type="radio"]:not(:checked)');
  const selects = page.locator('main select:not([name="quantity"])');
  if (!(await radios.count()) && !(await selects.count())) throw new NotInTheme('no option control on the product page');
  for (let i = 0; i < Math.min(await radios.count(), 6); i++) {
    const radio = radios.nth(i);
    const id = await radio.getAttribute('id');
    const label = id ? page.locator(`label[for="${id}"]`) : radio;
    await ((await label.isVisible()) ? label.click() : radio.check({ force: true }));
    if (await until(async () => /[?&]variant=/.test(page.url()) && (await firstPrice(page)) !== before, 2500)) return;
  }
  if (await selects.count()) {
    const select = selects.first();
    const values = await select.locator('option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
    for (const value of values.slice(1).concat(values[0]!)) {
      await select.selectOption(value);
      if (await until(async () => /[?&]variant=/.test(page.url()) && (await firstPrice(page)) !== before, 2500)) return;
    }
  }
  if (!/[?&]variant=/.test(page.url())) fail('URL has no ?variant= after choosing an option');
  fail(`price stayed ${before ?? '(none shown)'}`);
}

/** Adds the product to the cart; the theme's notification or drawer shows the line. */
export async function addToCart(page: Page): Promise<string> {
  await page.goto(VARIANT_PRODUCT);
  const title = (await page.locator('main h1').first().innerText()).trim();
  const button = await firstVisible(addToCartButton(page));
  if (!button) fail('no visible "Add to cart" button');
  const shownBefore = await page.getByText(title, { exact: false }).count();
  await button!.click();
  if (!(await until(async () => (await cartState(page)).item_count > 0))) fail('/cart.js still empty');
  const opened = page.locator('dialog[open], [role="dialog"], [aria-modal="true"], [class*="drawer" i], [class*="notification" i], [id*="cart" i]');
  const shown = await until(async () => {
    const panel = await firstVisible(opened.filter({ hasText: title }));
    return !!panel || (await page.getByText(title, { exact: false }).count()) > shownBefore;
  });
  if (!shown) fail('no notification or drawer shows the line');
  return title;
}

async function increaseQuantity(page: Page, scope: ReturnType<Page['locator']>): Promise<void> {
  const plus = await firstVisible(scope.getByRole('button', { name: /increase|plus|more|add one|\+/i }));
  if (plus) return void (await plus.click());
  const field = await firstVisible(scope.getByRole('spinbutton'), scope.locator('input[name="updates[]"], input[name="quantity"]'));
  if (!field) throw new NotInTheme('no quantity control');
  await field.fill('2');
  await field.press('Enter');
}

const quantityIs = (page: Page, n: number) => until(async () => (await cartState(page)).items[0]?.quantity === n, 8000);

/** In the drawer the add to cart opened, the line's quantity goes up. */
export async function drawerQuantity(page: Page): Promise<void> {
  await addToCart(page);
  const drawer = await firstVisible(
    page.locator('dialog[open], [role="dialog"], cart-drawer, [class*="drawer" i]').filter({ has: page.locator('button, input') }),
  );
  if (!drawer) throw new NotInTheme('no cart drawer (a notification only)');
  const before = (await cartState(page)).items[0]?.quantity ?? 0;
  await increaseQuantity(page, drawer);
  if (!(await quantityIs(page, before + 1))) fail(`quantity in /cart.js stayed ${before}`);
}

/** On /cart the line's quantity goes up. */
export async function cartPageQuantity(page: Page): Promise<void> {
  if (!(await cartState(page)).item_count) await addToCart(page);
  await page.goto('/cart');
  const before = (await cartState(page)).items[0]?.quantity ?? 0;
  await increaseQuantity(page, page.locator('main'));
  if (!(await quantityIs(page, before + 1))) fail(`quantity in /cart.js stayed ${before}`);
}

/** Typing in the search field shows product results without leaving the page. */
export async function predictiveSearch(page: Page, hasPredictive: boolean): Promise<void> {
  if (!hasPredictive) throw new NotInTheme('the theme never asks /search/suggest');
  await page.goto('/');
  const field = () =>
    firstVisible(page.getByRole('searchbox'), page.getByRole('combobox', { name: /search/i }), page.locator('input[type="search"], input[name="q"]'));
  let input = await field();
  if (!input) {
    const opener = await firstVisible(
      page.getByRole('button', { name: /search/i }),
      page.locator('summary, a').filter({ hasText: /search/i }),
      page.getByRole('link', { name: /search/i }),
    );
    if (!opener) fail('no search field or search button');
    await opener!.click();
    await until(async () => !!(input = await field()), 3000);
    if (!input) fail('the search button shows no field');
  }
  const url = page.url();
  await input!.pressSequentially('oil', { delay: 40 });
  const results = page.locator('a[href*="/products/"]').filter({ hasText: /oil/i });
  if (!(await until(async () => !!(await firstVisible(results)) && page.url() === url))) fail('no product result shows for "oil"');
}

/** A collection card's quick add puts a product in the cart (through its dialog when it opens one). */
export async function quickAdd(page: Page): Promise<void> {
  await page.goto(COLLECTION);
  const button = await firstVisible(page.locator('main').getByRole('button', { name: /quick add|add to (cart|bag)|choose options|^add\b/i }));
  if (!button) throw new NotInTheme('no quick add button on collection cards');
  const before = (await cartState(page)).item_count;
  await button.click();
  if (await until(async () => (await cartState(page)).item_count > before, 3000)) return;
  const inDialog = await firstVisible(page.locator('dialog[open], [role="dialog"]').getByRole('button', { name: /add to (cart|bag)/i }));
  if (!inDialog) fail('the cart did not change and no dialog offers "Add to cart"');
  await inDialog!.click();
  if (!(await until(async () => (await cartState(page)).item_count > before))) fail('/cart.js did not change');
}

/** Choosing another sort order reorders the collection grid. */
export async function sortCollection(page: Page): Promise<void> {
  await page.goto(COLLECTION);
  const sort = await firstVisible(page.getByRole('combobox', { name: /sort/i }), page.locator('select[name="sort_by"]'));
  if (!sort) throw new NotInTheme('no sort control');
  const before = await productLinks(page);
  await sort.selectOption({ index: (await sort.locator('option').count()) - 1 });
  await settle(page);
  if (!(await until(async () => (await productLinks(page)).join() !== before.join()))) fail('grid order did not change');
}

/** Ticking a filter value narrows the collection grid. */
export async function filterCollection(page: Page): Promise<void> {
  await page.goto(COLLECTION);
  const inputs = page.locator('input[type="checkbox"][name^="filter."]');
  if (!(await inputs.count())) throw new NotInTheme('no filter checkbox');
  if (!(await firstVisible(inputs))) {
    const opener = await firstVisible(page.getByRole('button', { name: /filter/i }), page.locator('summary').filter({ hasText: /filter/i }));
    if (opener) await opener.click();
  }
  const before = (await productLinks(page)).length;
  const box = inputs.filter({ hasNot: page.locator('[disabled]') }).nth(Math.min(1, (await inputs.count()) - 1));
  const id = await box.getAttribute('id');
  const label = id ? page.locator(`label[for="${id}"]`) : box;
  await ((await label.isVisible()) ? label.click() : box.check({ force: true }));
  const narrowed = await until(async () => /filter\./.test(page.url()) && (await productLinks(page)).length < before, 8000);
  if (!narrowed) fail(`grid still shows ${(await productLinks(page)).length} of ${before} products`);
}

/** The country/region or language selector switches the storefront's localization. */
export async function localization(page: Page): Promise<void> {
  await page.goto('/');
  const forms = page.locator('form[action*="localization"]');
  if (!(await forms.count())) throw new NotInTheme('no localization form');
  const form = (await firstVisible(forms)) ?? forms.first();
  const langBefore = await page.locator('html').getAttribute('lang');
  const select = await firstVisible(form.locator('select'));
  const opener = select ? undefined : await firstVisible(form.locator('button, summary'));
  if (!select && !opener) fail('the localization form has no visible control');
  const before = await form.innerText().catch(() => '');
  if (select) await select.selectOption({ index: 1 });
  else {
    await opener!.click();
    const choice = await firstVisible(
      form.locator('a[data-value], button[data-value], [role="option"], li a, li button').filter({ hasNotText: before.trim().split('\n')[0] ?? '' }),
    );
    if (!choice) fail('the selector opens no other choice');
    await choice!.click();
  }
  await settle(page);
  const changed = await until(
    async () =>
      (await page.locator('html').getAttribute('lang')) !== langBefore ||
      (await forms
        .first()
        .innerText()
        .catch(() => before)) !== before,
  );
  if (!changed) fail('language and country stayed the same');
}
