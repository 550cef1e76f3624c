// The product form in the brand: purchase type and refill choices are real radios restyled as
// selectable cards (keyboard and forced colours still work), "What's included" never shows the
// internal group name, the "Add to your order" row is laid out for one, two or many items, and a
// product without reviews keeps no room for stars.
import type { Locator, Page } from '@playwright/test';
import { test, expect, layoutFreeTest, settle, wakeInView, wakeIsland } from './fixtures';
import { WIDTHS } from './keyboard-helpers';

const OLIVE = 'rgb(62, 90, 30)';

async function openProduct(page: Page, path: string) {
  await page.goto(path);
  await wakeIsland(page.locator('[data-widget="product-form"]'));
}

const style = (locator: Locator, property: string) => locator.evaluate((el, name) => getComputedStyle(el).getPropertyValue(name), property);
const cardOf = (radio: Locator) => radio.locator('xpath=ancestor::label[1]');

test("purchase type and refill are the brand's check cards, chosen with the arrow keys, and system radios in forced colours", async ({ page, watch }) => {
  await openProduct(page, '/products/the-everyday');
  const oneTime = page.getByRole('radio', { name: /One Time Purchase/ });
  const subscribe = page.getByRole('radio', { name: /Subscribe & Save/ });
  // Not the browser's radio: the custom control, olive when chosen, in a card with an olive border.
  expect(await style(oneTime, 'appearance')).toBe('none');
  expect(await style(oneTime, 'background-color')).toBe(OLIVE);
  expect(await style(subscribe, 'background-color')).not.toBe(OLIVE);
  expect(await style(cardOf(oneTime), 'border-top-color')).toBe(OLIVE);
  const box = await oneTime.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(20);

  await oneTime.focus();
  await page.keyboard.press('ArrowDown');
  await expect(subscribe).toBeChecked();
  await expect(subscribe).toBeFocused();
  expect(await style(cardOf(subscribe), 'outline-style')).toBe('solid');
  expect(await style(subscribe, 'background-color')).toBe(OLIVE);

  const refills = page.getByRole('group', { name: 'Select Refill Preference:' }).getByRole('radio');
  await expect(refills).toHaveCount(3);
  expect(await style(refills.first(), 'appearance')).toBe('none');
  await expect(refills.first()).toBeChecked();
  await refills.first().focus();
  await page.keyboard.press('ArrowDown');
  await expect(refills.nth(1)).toBeChecked();
  expect(await style(cardOf(refills.nth(1)), 'outline-style')).toBe('solid');
  await page.keyboard.press('ArrowUp');
  await expect(refills.first()).toBeChecked();

  await page.emulateMedia({ forcedColors: 'active' });
  expect(await style(subscribe, 'appearance')).toBe('auto');
  expect(await style(refills.first(), 'appearance')).toBe('auto');
  // The chosen size keeps a look of its own: the system's selection colours, not the others' fill.
  const chosen = page.locator('.option-tiles__input:checked + .option-tiles__label').first();
  const other = page.locator('.option-tiles__input:not(:checked) + .option-tiles__label').first();
  expect(await style(chosen, 'background-color')).not.toBe(await style(other, 'background-color'));
  watch.expectClean();
});

test('"What\'s included" never shows the internal group name', async ({ page, watch }) => {
  await openProduct(page, '/products/the-everyday');
  const form = page.locator('[data-widget="product-form"]');
  await expect(form.getByText(/^next$/i)).toHaveCount(0);
  await page.getByRole('radio', { name: /Subscribe & Save/ }).check();
  await expect(form.getByText('Select Refill Preference:')).toBeVisible();
  await expect(form.getByText(/^next$/i)).toHaveCount(0);

  await openProduct(page, '/products/the-duo');
  const included = page.locator('.included-products');
  await expect(included.getByText("What's included")).toBeVisible();
  await expect(included.locator('.included-products__title')).toHaveText(['The Everyday', 'The Drizzle']);
  await expect(page.locator('[data-widget="product-form"]').getByText(/^next$/i)).toHaveCount(0);
  watch.expectClean();
});

interface ItemBox {
  x: number;
  y: number;
  width: number;
  height: number;
  media: { right: number; width: number };
  body: { left: number };
  button: { bottom: number } | null;
}

/** Each upsell card's box relative to the list, with its image, text and button. */
const itemBoxes = (list: Locator) =>
  list.evaluate((ul) => {
    const origin = ul.getBoundingClientRect();
    return Array.from(ul.querySelectorAll<HTMLElement>('.product-upsells__item')).map((li) => {
      const r = li.getBoundingClientRect();
      const media = li.querySelector('.product-upsells__media')!.getBoundingClientRect();
      const body = li.querySelector('.product-upsells__body')!.getBoundingClientRect();
      const button = li.querySelector('.product-upsells__action .button')?.getBoundingClientRect();
      const round = (n: number) => Math.round(n);
      return {
        x: round(r.left - origin.left),
        y: round(r.top - origin.top),
        width: round(r.width),
        height: round(r.height),
        media: { right: round(media.right), width: round(media.width) },
        body: { left: round(body.left) },
        button: button ? { bottom: round(button.bottom - r.top) } : null,
      };
    });
  });

for (const width of WIDTHS) {
  for (const [handle, count] of [
    ['the-duo', 1],
    ['the-everyday', 2],
    ['the-sampler', 5],
  ] as const) {
    test(`the "Add to your order" row with ${count} item(s) at ${width} px: cards side by side or stacked, aligned, nothing overflows`, async ({
      page,
      browser,
      baseURL,
      watch,
    }) => {
      // The server's markup, measured where no script can have replaced it yet.
      const plain = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width, height: 800 } });
      await plain.addCookies([{ name: 'over_21', value: 'true', url: baseURL! }]);
      const plainPage = await plain.newPage();
      await plainPage.goto(`/products/${handle}`);
      const plainList = plainPage.locator('.product-upsells .product-upsells__list');
      await plainList.scrollIntoViewIfNeeded();
      await plainPage.evaluate(() => document.fonts.ready);
      const served = await itemBoxes(plainList);
      await plain.close();

      await page.setViewportSize({ width, height: 800 });
      await page.goto(`/products/${handle}`, { waitUntil: 'domcontentloaded' });
      const section = page.locator('.product-upsells');
      const island = section.locator('[data-widget="product-upsells"]');
      const list = section.locator('.product-upsells__list');
      await expect(list.locator('.product-upsells__item')).toHaveCount(count);
      await page.evaluate(() => document.fonts.ready);
      await wakeInView(section, island);
      const mounted = await itemBoxes(list);
      // The server's markup is the widget's: mounting moves and resizes nothing.
      expect(mounted).toEqual(served);

      const listWidth = await list.evaluate((ul) => ul.getBoundingClientRect().width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      for (const item of mounted) {
        expect(item.x).toBeGreaterThanOrEqual(0);
        expect(item.x + item.width).toBeLessThanOrEqual(Math.ceil(listWidth));
        // The image beside the text, and a button (add, or Choose Options) on every card.
        expect(item.media.right).toBeLessThanOrEqual(item.body.left);
        expect(item.media.width).toBeGreaterThanOrEqual(80);
        expect(item.button).not.toBeNull();
        if (width === 375) expect(item.width).toBe(Math.round(listWidth));
        else expect(item.width).toBeGreaterThanOrEqual(300);
        if (width !== 375) expect(item.width).toBeLessThanOrEqual(480);
      }
      // A row's cards share their height and the line of their buttons.
      const rows = new Map<number, ItemBox[]>();
      for (const item of mounted) rows.set(item.y, [...(rows.get(item.y) ?? []), item]);
      for (const row of rows.values()) {
        expect(new Set(row.map((item) => item.height)).size).toBe(1);
        expect(new Set(row.map((item) => item.button?.bottom)).size).toBe(1);
        expect(new Set(row.map((item) => item.width)).size).toBe(1);
      }
      if (width === 375) expect(rows.size).toBe(count);
      else expect(rows.size).toBe(Math.ceil(count / 3));
      watch.expectClean();
    });
  }

  layoutFreeTest(width)("without JavaScript an upsell's button adds that product", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    await context.addCookies([{ name: 'over_21', value: 'true', url: baseURL! }]);
    const page = await context.newPage();
    await page.goto('/products/the-everyday');
    await page.getByRole('button', { name: 'Add to Cart – Hot Drop Chili Oil' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.locator('main').getByText('Hot Drop Chili Oil').first()).toBeVisible();
    await context.close();
  });

  layoutFreeTest(width)('a product without reviews keeps no room for stars; one with reviews shows them at first paint', async ({ page, watch }) => {
    await openProduct(page, '/products/harvest-reserve');
    const reviews = page.locator('[data-widget="product-reviews"]');
    await expect(reviews).toHaveAttribute('data-island-state', 'mounted');
    await settle(page);
    await expect(reviews.locator('.review-stars')).toHaveCount(0);
    expect((await reviews.boundingBox())?.height).toBe(0);
    const subtitle = await page.locator('[data-product-subtitle]').boundingBox();
    const price = await page.locator('[data-product-price]').boundingBox();
    const subtitleMargin = await style(page.locator('[data-product-subtitle]'), 'margin-bottom');
    expect(price!.y - (subtitle!.y + subtitle!.height)).toBeCloseTo(parseFloat(subtitleMargin), 0);

    await page.goto('/products/the-everyday', { waitUntil: 'domcontentloaded' });
    // Before any script: Liquid printed the stars from the product's review metafields.
    const served = await page.locator('.review-stars').evaluate((p) => p.outerHTML);
    expect(served).toContain('4.7 (84)');
    await wakeIsland(reviews);
    await settle(page);
    expect(await page.locator('.review-stars').evaluate((p) => p.outerHTML)).toBe(served);
    watch.expectClean();
  });
}
