// The collection flows of the render report: a filter value narrows the grid, another sort order
// reorders it. Each reaches its control as a shopper would, opening the theme's filter drawer,
// dropdown or accordion first when the control is not shown at this width.
import type { Locator, Page } from '@playwright/test';
import { fail, firstRevealable, firstVisible, NotInTheme, productLinks, reveal, settle, until } from './flow-helpers';
import { COLLECTION } from './flows';

const FILTER_BOX = 'input[type="checkbox"][name^="filter."]:not([disabled])';

/**
 * Indices of the filter checkboxes (of `FILTER_BOX`) a shopper can reach now: shown, their label
 * shown, or inside a closed group whose summary is shown.
 */
function reachableBoxes(page: Page): Promise<number[]> {
  return page.locator(FILTER_BOX).evaluateAll((boxes) =>
    boxes.flatMap((box, i) => {
      const label = box.id ? document.querySelector(`label[for="${CSS.escape(box.id)}"]`) : null;
      const summary = box.closest('details:not([open])')?.querySelector(':scope > summary');
      return box.checkVisibility() || label?.checkVisibility() || summary?.checkVisibility() ? [i] : [];
    }),
  );
}

/** Opens the theme's filter drawer or panel ("Filter", "Filter and sort") when it has one shown. */
async function openFilterPanel(page: Page): Promise<boolean> {
  const opener = await firstVisible(
    page
      .locator('main, body')
      .first()
      .locator('button, summary')
      .filter({ hasText: /^\s*filter/i }),
  );
  if (!opener) return false;
  await opener.click();
  await settle(page);
  return true;
}

/** Ticking a filter value narrows the collection grid. */
export async function filterCollection(page: Page): Promise<void> {
  await page.goto(COLLECTION);
  if (!(await page.locator(FILTER_BOX).count())) throw new NotInTheme('no filter checkbox');
  const before = (await productLinks(page)).length;
  let after = before;
  const reachable = async () => {
    const now = await reachableBoxes(page);
    return now.length || !(await openFilterPanel(page)) ? now : reachableBoxes(page);
  };
  // A value every product has (in stock, say) narrows nothing: try the first few, each from the start.
  const candidates = (await reachable()).slice(0, 3);
  for (const [tried, i] of candidates.entries()) {
    if (tried) {
      await page.goto(COLLECTION);
      await reachable();
    }
    const box = page.locator(FILTER_BOX).nth(i);
    if (!(await reveal(box))) continue;
    const id = await box.getAttribute('id');
    const label = id ? page.locator(`label[for="${id}"]`).first() : undefined;
    await (label && (await label.isVisible()) ? label.click() : box.check());
    if (await until(async () => /filter\./.test(page.url()) && (after = (await productLinks(page)).length) < before, 8000)) return;
  }
  if (!candidates.length) fail('no filter checkbox a shopper can reach');
  fail(after === before && !/filter\./.test(page.url()) ? 'ticking a filter did not change the URL' : `grid still shows ${after} of ${before} products`);
}

const SORT_SELECT = 'select[name="sort_by"]:not([disabled]), select[name*="sort" i]:not([disabled]), select[id*="sort" i]:not([disabled])';
const SORT_RADIO = 'input[type="radio"][name="sort_by"]:not(:checked)';

/** Choosing another sort order reorders the collection grid. */
export async function sortCollection(page: Page): Promise<void> {
  await page.goto(COLLECTION);
  const selects = page.locator(SORT_SELECT);
  const radios = page.locator(SORT_RADIO);
  if (!(await selects.count()) && !(await radios.count())) throw new NotInTheme('no sort control');
  const before = await productLinks(page);
  // A desktop dropdown of choices, a phone's select in the filter drawer: whichever shows at this width.
  const find = async () => (await firstRevealable(selects, 4)) ?? ((await firstRevealable(radios, 1)) ? radios : undefined);
  const control = (await find()) ?? ((await openFilterPanel(page)) ? await find() : undefined);
  if (!control) fail('no sort control a shopper can reach');
  if (control === radios) return sortByRadio(page, radios, before);
  const sort = control!;
  const values = await sort.locator('option').evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
  const current = await sort.inputValue();
  // Another order may list the sample products the same way; try each until one differs.
  for (const value of values.filter((v) => v !== current)) {
    if (!(await reveal(sort))) break;
    await sort.selectOption(value);
    await settle(page);
    if (await until(async () => (await productLinks(page)).join() !== before.join(), 3000)) return;
  }
  const tried = values.length - 1;
  fail(`grid order did not change (tried ${tried} other ${tried === 1 ? 'order' : 'orders'})`);
}

/** Sort as a list of choices (radios in a dropdown): picks each other order until the grid differs. */
async function sortByRadio(page: Page, radios: Locator, before: string[]): Promise<void> {
  for (let i = 0; i < Math.min(await radios.count(), 8); i++) {
    const radio = await firstRevealable(radios.nth(i), 1);
    if (!radio) continue;
    const id = await radio.getAttribute('id');
    const label = id ? await firstVisible(page.locator(`label[for="${id}"]`)) : undefined;
    await (label ? label.click() : radio.check());
    await settle(page);
    if (await until(async () => (await productLinks(page)).join() !== before.join(), 3000)) return;
  }
  fail('grid order did not change');
}
