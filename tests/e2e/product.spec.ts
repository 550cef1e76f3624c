// The product page as a shopper uses it: variants, subscriptions, gifts, waitlist, sticky bar,
// linked products, keyboard-only purchase and accessibility.
import type { Page } from '@playwright/test';
import { test, expect, settle, wakeIsland } from './fixtures';
import { expectNoAxeViolations } from './axe';

const FORM = '[data-widget="product-form"]';

async function openProduct(page: Page, path: string) {
  await page.goto(path);
  await wakeIsland(page.locator(FORM));
}

async function cartJson(page: Page) {
  const res = await page.request.get('/cart.js');
  return (await res.json()) as {
    item_count: number;
    items: { variant_id: number; selling_plan_allocation?: { selling_plan: { id: number; name: string } }; properties: Record<string, string> }[];
  };
}

test('variant tiles update the price and ?variant= without a reload', async ({ page, watch }) => {
  await openProduct(page, '/products/the-everyday');
  const price = page.locator('[data-product-price]');
  await expect(price).toContainText('$24.00');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByText('1 L', { exact: true }).click();
  await expect(price).toContainText('$42.00');
  await expect(price).toContainText('$48.00');
  await expect(page).toHaveURL(/\?variant=40002$/);
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  await expect(page.getByRole('button', { name: 'Add to Cart – $42.00' })).toBeVisible();
  watch.expectClean();
});

test('a ?variant= that does not exist falls back to the first available variant', async ({ page, watch }) => {
  await openProduct(page, '/products/infused-oils?variant=99999999');
  await expect(page.getByRole('radio', { name: 'Lemon' })).toBeChecked();
  await expect(page.getByRole('radio', { name: '250 ml' })).toBeChecked();
  await expect(page.locator('[data-product-price]')).toContainText('$18.00');
  watch.expectClean();
});

test('subscribe adds a line whose selling_plan_allocation names the plan, with refill properties', async ({ page, watch }) => {
  await openProduct(page, '/products/the-everyday');
  await page.getByRole('radio', { name: /Subscribe & Save/ }).check();
  await expect(page.getByText('+15% Off')).toBeVisible();
  // The custom frequency select: choosing closes it and the chosen option leaves the list.
  const toggle = page.getByRole('button', { name: /Frequency/ });
  await expect(toggle).toContainText('1 month');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: '2 months' }).click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toContainText('2 months');
  await toggle.click();
  await expect(page.locator('.frequency-select__option', { hasText: '2 months' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByText('Select Refill Preference:')).toBeVisible();
  await expect(page.getByText('First time purchase includes')).toBeVisible();
  await page.getByRole('button', { name: 'Subscribe – $21.60' }).click();
  await expect.poll(async () => (await cartJson(page)).item_count).toBe(1);
  const [line] = (await cartJson(page)).items;
  expect(line?.selling_plan_allocation?.selling_plan.name).toBe('Deliver every 2 months, save 10%');
  expect(line?.properties).toMatchObject({ _recurring: '2 months', _nextId: '40006', 'Your Next Order': 'Refill Cans – 1 Can' });
  watch.expectClean();
});

test('a sold-out variant shows Sold Out, disabled', async ({ page, watch }) => {
  await openProduct(page, '/products/infused-oils');
  await page.locator('label', { hasText: 'Chili' }).click();
  await page.locator('label', { hasText: '500 ml' }).click();
  await expect(page).toHaveURL(/variant=40012/);
  await expect(page.getByRole('button', { name: 'Sold Out' })).toBeDisabled();
  watch.expectClean();
});

test('an external-purchase variant links out in a new tab', async ({ page, watch }) => {
  await openProduct(page, '/products/olive-wood-board');
  await page.getByText('Large', { exact: true }).click();
  const link = page.getByRole('link', { name: /Buy Here/ });
  await expect(link).toHaveAttribute('href', 'https://woodshop.example.com/boards/large');
  await expect(link).toHaveAttribute('target', '_blank');
  watch.expectClean();
});

test('the waitlist form subscribes the email to the waitlist list', async ({ page, watch }) => {
  await openProduct(page, '/products/harvest-reserve');
  await page.getByRole('button', { name: 'Join The Waitlist' }).click();
  const waitlist = page.getByRole('region', { name: 'Get first dibs' });
  const email = waitlist.getByRole('textbox', { name: 'Email' });
  await expect(email).toBeFocused();
  await email.fill('not-an-email');
  await page.getByRole('button', { name: 'Notify Me' }).click();
  await expect(waitlist.getByRole('alert')).toHaveText('Please enter a valid email.');
  const request = page.waitForRequest((req) => req.url().includes('/client/subscriptions') && req.method() === 'POST');
  await email.fill('waiter@example.com');
  await page.getByRole('button', { name: 'Notify Me' }).click();
  const body = (await request).postDataJSON() as {
    data: { attributes: { profile: { data: { attributes: { email: string } } } }; relationships: { list: { data: { id: string } } } };
  };
  expect(body.data.relationships.list.data.id).toBe('harvest-2027');
  await expect(waitlist.getByRole('status')).toContainText("You're on the list");
  watch.expectClean();
});

test('the sticky bar reads Buy Wine Here for wine, appears once the form scrolls away, and scrolls back', async ({ page, watch }) => {
  await page.setViewportSize({ width: 390, height: 480 });
  await openProduct(page, '/products/wine-country-gift-box');
  await settle(page);
  const bar = page.locator('[data-sticky-bar]');
  await expect(bar).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(bar).toBeVisible();
  await bar.getByRole('button', { name: 'Buy Wine Here' }).click();
  await expect(page.locator('h1')).toBeInViewport();
  await expect(bar).toBeHidden();
  watch.expectClean();
});

test('a gift card sends the recipient properties, and refuses an email that is not one', async ({ page, watch }) => {
  await openProduct(page, '/products/gift-card');
  // The amount tile (the announcement bar names $50 too: free shipping over it).
  const fifty = page.locator(FORM).getByText('$50', { exact: true });
  await expect(fifty).toBeVisible();
  await fifty.click();
  await page.getByLabel('Add a gift note & schedule delivery!').check();
  const email = page.getByLabel('Recipient email');
  await email.fill('not an email');
  await page.getByRole('button', { name: /Add to Cart/ }).click();
  expect(await email.evaluate((el) => (el as HTMLInputElement).validity.valid)).toBe(false);
  expect((await cartJson(page)).item_count).toBe(0);
  await email.fill('friend@example.com');
  await page.getByLabel('Recipient name (optional)').fill('Pat <b>');
  await page.getByLabel('Send on (optional)').fill('2030-01-15');
  await page.getByLabel('Message (optional)').fill('From Sam');
  await page.getByRole('button', { name: 'Add to Cart – $50.00' }).click();
  await expect.poll(async () => (await cartJson(page)).item_count).toBe(1);
  expect((await cartJson(page)).items[0]?.properties).toMatchObject({
    'Recipient email': 'friend@example.com',
    'Recipient name': 'Pat <b>',
    'Send on': '2030-01-15',
    Message: 'From Sam',
  });
  watch.expectClean();
});

test('switching a linked product swaps the hero and re-mounts islands below', async ({ page, watch }) => {
  await openProduct(page, '/products/the-everyday');
  const links = page.locator('.product-linked__item');
  await expect(page.locator('[data-widget="product-linked"]')).toBeVisible();
  await expect(links.first()).toContainText('The Duo');
  await expect(page.locator('[data-widget="product-upsells"]').getByRole('link', { name: 'The Drizzle', exact: true })).toBeVisible();
  await page.getByText('1 L', { exact: true }).click();
  await page
    .locator('[data-widget="product-linked"]')
    .getByRole('link', { name: /The Drizzle/ })
    .click();
  await expect(page.locator('h1')).toHaveText('The Drizzle');
  await expect(page).toHaveURL(/\/products\/the-drizzle/);
  // 1 L does not exist on The Drizzle: the first variant is selected.
  await expect(page.getByRole('radio', { name: '250 ml' })).toBeChecked();
  await expect(page.locator('[data-product-price]')).toContainText('$22.00');
  await expect(page.locator('.media-carousel__thumb').first()).toHaveAttribute('aria-current', 'true');
  // The upsells section below the hero is The Drizzle's now, and its island mounted again.
  const upsells = page.locator('[data-widget="product-upsells"]');
  await upsells.scrollIntoViewIfNeeded();
  await expect(upsells).toHaveAttribute('data-island-state', 'mounted');
  await expect(upsells.getByRole('link', { name: 'Red Wine Vinegar', exact: true })).toBeVisible();
  await expect(upsells.getByRole('link', { name: 'The Drizzle', exact: true })).toHaveCount(0);
  watch.expectClean();
});

test('a linked product on another template is opened by a normal navigation', async ({ page, watch }) => {
  await openProduct(page, '/products/the-everyday');
  // The Drizzle's page answered to the in-place switch as if it used another template.
  await page.route('**/products/the-drizzle', async (route) => {
    if (route.request().resourceType() !== 'fetch') return route.continue();
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replaceAll('template--1__', 'template--2__') });
  });
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page
    .locator('[data-widget="product-linked"]')
    .getByRole('link', { name: /The Drizzle/ })
    .click();
  await expect(page).toHaveURL(/\/products\/the-drizzle$/);
  await expect(page.locator('h1')).toHaveText('The Drizzle');
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
  await wakeIsland(page.locator(FORM));
  watch.expectClean();
});

test('picking a variant re-renders the upsells for it through the section path', async ({ page, watch }) => {
  await openProduct(page, '/products/the-everyday');
  const upsells = page.locator('[data-widget="product-upsells"]');
  const drizzle = upsells.locator('.product-upsells__item', { hasText: 'The Drizzle' });
  // 500 ml of The Everyday pairs with 500 ml of The Drizzle.
  await expect(drizzle.locator('.product-upsells__price')).toHaveText('$36.00');
  const rendered = page.waitForResponse((res) => res.url().includes('variant=40002') && res.url().includes('sections='));
  await page.getByText('1 L', { exact: true }).click();
  await rendered;
  // The Drizzle comes in no 1 L: its first available size again.
  await expect(drizzle.locator('.product-upsells__price')).toHaveText('$22.00');
  await upsells.scrollIntoViewIfNeeded();
  await expect(upsells).toHaveAttribute('data-island-state', 'mounted');
  await expect(drizzle.locator('.product-upsells__price')).toHaveText('$22.00');
  watch.expectClean();
});

test('keyboard-only purchase', async ({ page, watch }) => {
  await openProduct(page, '/products/red-wine-vinegar');
  await page.locator('h1').click();
  const add = page.getByRole('button', { name: /Add to Cart/ });
  for (let i = 0; i < 40 && !(await add.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(add).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await cartJson(page)).item_count).toBe(1);
  watch.expectClean();
});

test('the product page has no axe violations', async ({ page, watch }) => {
  await openProduct(page, '/products/the-everyday');
  await settle(page);
  await expectNoAxeViolations(page);
  watch.expectClean();
});

test('the multi-product hero switches products and keeps the form working', async ({ page, watch }) => {
  await page.goto('/products/the-everyday?view=showcase');
  const hero = page.locator('[data-widget="multi-product-hero"]');
  await hero.scrollIntoViewIfNeeded();
  await expect(hero).toHaveAttribute('data-island-state', 'mounted');
  await expect(hero.getByText('Cook with it')).toBeVisible();
  await hero.locator('label', { hasText: 'The Drizzle' }).click();
  await expect(hero.getByText('Finish with it')).toBeVisible();
  // 500 ml was selected on The Everyday, so The Drizzle's 500 ml is re-selected.
  await expect(hero.getByRole('radio', { name: '500 ml' })).toBeChecked();
  await hero.getByRole('button', { name: 'Add to Cart – $36.00' }).click();
  await expect.poll(async () => (await cartJson(page)).items.map((i) => i.variant_id)).toEqual([40004]);
  // The hero's form never writes ?variant= (its section setting is off).
  expect(page.url()).not.toContain('variant=');
  watch.expectClean();
});

test('the product tab section shows one product panel at a time', async ({ page, watch }) => {
  await page.goto('/products/the-everyday?view=showcase');
  const tabs = page.locator('[data-widget="product-tab-list"]');
  await tabs.scrollIntoViewIfNeeded();
  await expect(tabs).toHaveAttribute('data-island-state', 'mounted');
  const refills = page.getByRole('tab', { name: 'Refills' });
  await refills.click();
  await expect(refills).toHaveAttribute('aria-selected', 'true');
  const panel = page.locator('.product-tab-section__panel:not([hidden])');
  await expect(panel).toHaveCount(1);
  await expect(panel.locator('h3')).toHaveText('Refill Cans');
  watch.expectClean();
});

test('the media carousel moves with its thumbnails and the keyboard', async ({ page, watch }) => {
  await openProduct(page, '/products/the-everyday');
  const media = page.locator('[data-widget="product-media"]');
  await expect(media).toHaveAttribute('data-island-state', 'mounted');
  const thumbs = media.locator('.media-carousel__thumb');
  await thumbs.nth(1).click();
  await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(media.locator('.swiper-slide-active img')).toHaveAttribute('alt', /back of The Everyday/);
  // The third medium is the product video: its thumbnail says so; its slide is a poster (no
  // <video> and none of the browser's controls are built at load) until the shopper plays it.
  await expect(thumbs).toHaveCount(3);
  await expect(thumbs.nth(2)).toHaveAttribute('aria-label', 'Play video 3');
  await expect(media.locator('video')).toHaveCount(0);
  await media.getByRole('button', { name: 'Next image' }).focus();
  await page.keyboard.press('Enter');
  await expect(thumbs.nth(2)).toHaveAttribute('aria-current', 'true');
  const poster = media.locator('.swiper-slide-active .media-carousel__poster');
  await expect(poster).toHaveAccessibleName('Play video 3');
  await poster.focus();
  await page.keyboard.press('Enter');
  const video = media.locator('.swiper-slide-active video');
  await expect(video).toHaveAttribute('src', '/cdn/shop/videos/the-everyday-pour.webm');
  await expect(video).toHaveAttribute('poster', /\/cdn\/shop\/files\/videos\/the-everyday-pour-poster\.svg/);
  await expect(video).toBeFocused();
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
  // Leaving the slide pauses the video.
  await thumbs.nth(0).click();
  await expect(thumbs.nth(0)).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => media.locator('video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  await thumbs.nth(2).click();
  await expect(thumbs.nth(2)).toHaveAttribute('aria-current', 'true');
  // The carousel loops: next from the last medium is the first.
  await media.getByRole('button', { name: 'Next image' }).focus();
  await page.keyboard.press('Enter');
  await expect(thumbs.nth(0)).toHaveAttribute('aria-current', 'true');
  watch.expectClean();
});
