// The shopper flows the report drives through a theme's own JavaScript, one small function each:
// each finds its controls by role, label or name as a shopper would, and throws NotInTheme when the
// theme has no such control, FlowFailed (with a short reason) when the control does not work.
import type { ElementHandle, Locator, Page } from '@playwright/test';
import { cartState, clickFirstThatWorks, fail, firstPrice, firstVisible, NotInTheme, settle, until } from './flow-helpers';

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
  // A select of variants the form posts, and no option controls (Skeleton's): nothing on the page would change.
  const idForm = page.locator('form[action*="/cart/add"]').filter({ has: page.locator('select[name="id"]') });
  const optionSelects = page.locator('main select:not([name="quantity"]):not([name="id"])');
  if (!(await radios.count()) && !(await optionSelects.count()) && (await idForm.count())) await postsChosenVariant(page, idForm.first());
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
  if (!/[?&]variant=/.test(page.url()) && (await idForm.count())) await postsChosenVariant(page, idForm.first());
  if (!/[?&]variant=/.test(page.url())) fail('URL has no ?variant= after choosing an option');
  fail(`price stayed ${before ?? '(none shown)'}`);
}

/**
 * A theme with no variant script (a select of variants, each naming its price, that the form posts):
 * the page does not change as Shopify's own would not, so the flow checks what it does do, that the
 * chosen variant is the one added, and reports the flow as not in the theme.
 */
async function postsChosenVariant(page: Page, form: Locator): Promise<void> {
  const select = form.locator('select[name="id"]');
  const add = form.getByRole('button', { name: ADD_TO_CART });
  if (!(await firstVisible(add))) return;
  const values = await select.locator('option:not([disabled])').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
  const chosen = values.find((v) => v !== values[0]) ?? values[0]!;
  await select.selectOption(chosen);
  await clickFirstThatWorks(add);
  await settle(page);
  if (!(await until(async () => (await cartState(page)).items.some((line) => String(line.variant_id) === chosen))))
    fail(`the variant chosen in the select (${chosen}) was not the one added`);
  throw new NotInTheme('no variant script: a select of variants the form posts (the chosen one is added)');
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

/** A shown cart drawer (or dialog) with the line and a control in it. */
function shownDrawer(page: Page, title: string): Promise<Locator | undefined> {
  const shown = (locator: Locator) => locator.filter({ visible: true });
  const panels = (selector: string) =>
    shown(page.locator(selector))
      .filter({ has: shown(page.getByText(title, { exact: false })) })
      .filter({ has: shown(page.locator('button, input')) });
  return firstVisible(panels('dialog[open], cart-drawer, cart-drawer-component, [role="dialog"]'), panels('[class*="drawer" i]'));
}

/** In the cart drawer (opened by add to cart, or by the cart icon when the theme does not open it itself), the line's quantity goes up. */
export async function drawerQuantity(page: Page): Promise<void> {
  const title = await addToCart(page);
  let drawer = await shownDrawer(page, title);
  if (!drawer && new URL(page.url()).pathname !== '/cart') {
    const icon = await firstVisible(page.getByRole('button', { name: /cart|bag/i }), page.locator('header a[href$="/cart"], a[href$="/cart"]'));
    if (icon) {
      await icon.click();
      await until(async () => !!(drawer = await shownDrawer(page, title)) || new URL(page.url()).pathname === '/cart', 3000);
    }
  }
  if (!drawer) throw new NotInTheme('no cart drawer (the cart is a notification or the /cart page)');
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

/**
 * The shown control that opens or sets the localization: a select, button or summary in a
 * localization form, or one that names the current country, currency or language (a dropdown's
 * button outside the form, "USD / EN").
 */
async function localizationControl(page: Page): Promise<ElementHandle<Element> | undefined> {
  const handle = await page.evaluateHandle(() => {
    const shopify = (window as { Shopify?: { country?: string; locale?: string; currency?: { active?: string } } }).Shopify ?? {};
    const names = [
      shopify.country && new Intl.DisplayNames(['en'], { type: 'region' }).of(shopify.country),
      shopify.locale && new Intl.DisplayNames(['en'], { type: 'language' }).of(shopify.locale),
      shopify.currency?.active,
    ].filter((n): n is string => !!n);
    // (No named functions in here: the page has no __name helper tsx would wrap them with.)
    return [...document.querySelectorAll('select, button, summary')].find(
      (c) =>
        c.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
        c.getClientRects().length > 0 &&
        !(c as HTMLButtonElement).disabled &&
        (!!c.closest('form[action*="localization"]') || names.some((n) => `${c.textContent} ${c.getAttribute('aria-label') ?? ''}`.includes(n))),
    );
  });
  return handle.asElement() ?? undefined;
}

/** Where the country and language show: the page's language, window.Shopify's country and locale. */
const localized = (page: Page) =>
  page.evaluate(() => {
    const shopify = (window as { Shopify?: { country?: string; locale?: string } }).Shopify;
    return `${document.documentElement.lang}|${shopify?.country}|${shopify?.locale}`;
  });

/** Another country or language in an opened selector (not the one chosen now). */
const CHOICES = ['a[data-value]', 'button[data-value]', '[role="option"]', 'li a', 'li button', 'input[type="radio"]']
  .map((c) => `${c}:not([aria-current="true"]):not([aria-selected="true"]):not(:checked)`)
  .join(', ');

/** The country/region or language selector switches the storefront's localization. */
export async function localization(page: Page): Promise<void> {
  await page.goto('/');
  const forms = page.locator('form[action*="localization"]');
  if (!(await forms.count())) throw new NotInTheme('no localization form');
  const before = await localized(page);
  // On a phone the selector often sits in the menu drawer: open it when nothing shows.
  let control = await localizationControl(page);
  if (!control) {
    const menu = await firstVisible(
      page.getByRole('button', { name: /menu/i }),
      page.locator('summary[aria-label*="menu" i], button[aria-label*="menu" i]'),
      page.locator('button, summary').filter({ hasText: /menu/i }),
    );
    await menu?.click();
    await until(async () => !!(control = await localizationControl(page)), 2000);
  }
  if (!control) fail('no localization control a shopper can reach');
  if ((await control!.evaluate((c) => c.tagName)) === 'SELECT') {
    const other = await control!.evaluate((s) => [...(s as HTMLSelectElement).options].find((o) => !o.selected)?.value);
    await control!.selectOption(other ?? '');
  } else {
    await control!.click();
    const choices = forms.locator(CHOICES);
    await until(async () => !!(await firstVisible(choices)), 2000);
    const choice = await firstVisible(choices);
    if (!choice) fail('the selector opens no other choice');
    await choice!.click();
  }
  await settle(page);
  if (!(await until(async () => (await localized(page).catch(() => before)) !== before))) fail('language and country stayed the same');
}
