// The shopper flows the report drives through a theme's own JavaScript, one small function each:
// each finds its controls by role, label or name as a shopper would, and throws NotInTheme when the
// theme has no such control, FlowFailed (with a short reason) when the control does not work.
import type { Locator, Page } from '@playwright/test';
import {
  cartState,
  clickFirstThatWorks,
  fail,
  firstPrice,
  firstRevealable,
  firstVisible,
  NotInTheme,
  productLinks,
  reveal,
  settle,
  until,
} from './flow-helpers';

/** A product of the sample shop with several variants at different prices. */
export const VARIANT_PRODUCT = '/products/the-everyday';
export const COLLECTION = '/collections/all';

const ADD_TO_CART = /add to (cart|bag)/i;
const addToCartButton = (page: Page) => page.getByRole('button', { name: ADD_TO_CART });

/** Picks each other value of the product's options in turn until the price changes. */
export async function chooseVariant(page: Page): Promise<void> {
  await page.goto(VARIANT_PRODUCT);
  const before = await firstPrice(page);
  const radios = page.locator('main form, main fieldset, form[action*="/cart/add"]').locator('input[type="radio"]:not(:checked):not([disabled])');
  const selects = page.locator('main select:not([name="quantity"]), form[action*="/cart/add"] select');
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
  const title = ((await (await page.request.get(`${VARIANT_PRODUCT}.js`)).json()) as { title: string }).title;
  const shownBefore = await page.getByText(title, { exact: false }).count();
  // The product form's own button first; a sticky bar's copy may sit off screen.
  const buttons = page.locator('form[action*="/cart/add"]').getByRole('button', { name: ADD_TO_CART }).or(addToCartButton(page));
  if (!(await firstVisible(buttons))) fail('no visible "Add to cart" button');
  if (!(await clickFirstThatWorks(buttons))) fail('no "Add to cart" button a shopper can click');
  if (!(await until(async () => (await cartState(page)).item_count > 0))) fail('/cart.js still empty');
  const opened = page.locator('dialog[open], [role="dialog"], [aria-modal="true"], [class*="drawer" i], [class*="notification" i], [id*="cart" i]');
  // A theme without a script posts the form and shows the line on /cart, as Shopify does.
  const shown = await until(async () => {
    if (new URL(page.url()).pathname === '/cart') return !!(await firstVisible(page.getByText(title, { exact: false })));
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
  if (!field) throw new NotInTheme('no quantity control where the line shows');
  await field.fill('2');
  await field.press('Enter');
}

const quantityIs = (page: Page, n: number) => until(async () => (await cartState(page)).items[0]?.quantity === n, 8000);

/** In the drawer the add to cart opened, the line's quantity goes up. */
export async function drawerQuantity(page: Page): Promise<void> {
  const title = await addToCart(page);
  const drawers = page.locator('dialog[open], [role="dialog"], cart-drawer, [class*="drawer" i]').filter({ hasText: title });
  const drawer = await firstVisible(drawers.filter({ has: page.locator('button, input') }));
  if (!drawer) throw new NotInTheme('no cart drawer (a notification only)');
  const before = (await cartState(page)).items[0]?.quantity ?? 0;
  await increaseQuantity(page, drawer);
  if (!(await quantityIs(page, before + 1))) fail(`quantity in /cart.js stayed ${before}`);
}

/** On /cart the line's quantity goes up. */
export async function cartPageQuantity(page: Page): Promise<void> {
  // The line is put in the cart directly: this flow is about /cart, not the product page.
  const product = (await (await page.request.get(`${VARIANT_PRODUCT}.js`)).json()) as { variants: { id: number }[] };
  await page.request.post('/cart/add.js', { data: { id: product.variants[0]!.id, quantity: 1 } });
  await page.goto('/cart');
  const before = (await cartState(page)).items[0]?.quantity ?? 0;
  await increaseQuantity(page, page.locator((await page.locator('main').count()) ? 'main' : 'body'));
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
  const controls = page.locator('select[name="sort_by"], select[name*="sort" i], select[id*="sort" i]');
  const radios = page.locator('input[type="radio"][name="sort_by"]:not(:checked)');
  if (!(await controls.count()) && !(await radios.count())) throw new NotInTheme('no sort control');
  const before = await productLinks(page);
  if (!(await controls.count())) return sortByRadio(page, radios, before);
  const sort = await firstRevealable(controls);
  if (!sort) fail('no sort control a shopper can reach');
  const values = await sort!.locator('option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
  const current = await sort!.inputValue();
  // Another order may list the sample products the same way; try each until one differs.
  for (const value of values.filter((v) => v !== current)) {
    if (!(await reveal(sort!))) break;
    await sort!.selectOption(value);
    await settle(page);
    if (await until(async () => (await productLinks(page)).join() !== before.join(), 3000)) return;
  }
  fail(`grid order did not change (tried ${values.length - 1} orders)`);
}

/** Sort as a list of choices (radios in a dropdown): picks each other order until the grid differs. */
async function sortByRadio(page: Page, radios: Locator, before: string[]): Promise<void> {
  for (let i = 0; i < Math.min(await radios.count(), 8); i++) {
    const radio = await firstRevealable(radios.nth(i), 1);
    if (!radio) continue;
    const id = await radio.getAttribute('id');
    const label = id ? page.locator(`label[for="${id}"]`) : radio;
    await ((await label.isVisible()) ? label.click() : radio.check());
    await settle(page);
    if (await until(async () => (await productLinks(page)).join() !== before.join(), 3000)) return;
  }
  fail('grid order did not change');
}

/** Ticking a filter value narrows the collection grid. */
export async function filterCollection(page: Page): Promise<void> {
  await page.goto(COLLECTION);
  const inputs = page.locator('input[type="checkbox"][name^="filter."]:not([disabled])');
  if (!(await inputs.count())) throw new NotInTheme('no filter checkbox');
  const before = (await productLinks(page)).length;
  let after = before;
  // A value every product has (in stock, say) narrows nothing: try the first few, each from the start.
  // (Inputs a shopper cannot reach at this width, a desktop bar on a phone, are skipped.)
  for (let i = 0, tried = 0; i < Math.min(await inputs.count(), 16) && tried < 3; i++) {
    if (tried) await page.goto(COLLECTION);
    if (!(await firstVisible(inputs))) await (await firstVisible(page.getByRole('button', { name: /filter/i })))?.click();
    const box = await firstRevealable(inputs.nth(i), 1);
    if (!box) continue;
    tried++;
    const id = await box.getAttribute('id');
    const label = id ? page.locator(`label[for="${id}"]`).first() : undefined;
    await (label && (await label.isVisible()) ? label.click() : box.check());
    if (await until(async () => /filter\./.test(page.url()) && (after = (await productLinks(page)).length) < before, 8000)) return;
  }
  fail(
    after === before && !/filter\./.test(page.url())
      ? 'no filter checkbox a shopper can reach changed the URL'
      : `grid still shows ${after} of ${before} products`,
  );
}

/** A visible button outside the localization form that opens the element holding it (`aria-controls`). */
async function controllingButton(page: Page): Promise<Locator | undefined> {
  const ids = await page.evaluate(() =>
    [...document.querySelectorAll('[id]')].filter((e) => e.querySelector('form[action*="localization"]')).map((e) => CSS.escape(e.id)),
  );
  return ids.length ? firstVisible(page.locator(ids.map((id) => `button[aria-controls="${id}"]`).join(', '))) : undefined;
}

/** The country/region or language selector switches the storefront's localization. */
export async function localization(page: Page): Promise<void> {
  await page.goto('/');
  const forms = page.locator('form[action*="localization"]');
  if (!(await forms.count())) throw new NotInTheme('no localization form');
  const form = (await firstVisible(forms)) ?? forms.first();
  const langBefore = await page.locator('html').getAttribute('lang');
  const select = await firstRevealable(form.locator('select'));
  const opener = select ? undefined : ((await firstRevealable(form.locator('button, summary'))) ?? (await controllingButton(page)));
  if (!select && !opener) fail('the localization form has no visible control');
  const before = await form.innerText().catch(() => '');
  if (select) await select.selectOption({ index: 1 });
  else {
    await opener!.click();
    const choice = await firstVisible(
      forms.locator('a[data-value], button[data-value], [role="option"], li a, li button').filter({ hasNotText: before.trim().split('\n')[0] ?? '' }),
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
