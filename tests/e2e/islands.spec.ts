// The island runtime as a shopper and a merchant (theme editor) meet it, and the announcement bar
// (a custom element, no island) beside it.
import { test, expect, settle, wakeIsland } from './fixtures';

const BAR = 'announcement-bar';
const NEWSLETTER = '[data-widget="newsletter-form"]';
const CAROUSEL = '[data-widget="text-carousel"]';

test('the home page loads with no console errors or failed requests', async ({ page, watch }) => {
  await page.goto('/');
  await settle(page);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[data-cart-count]').first()).toHaveText('[0]');
  watch.expectClean();
});

test('islands mount lazily: their code and React arrive only after the load event, on input', async ({ page, watch }) => {
  const scripts: { url: string; beforeLoad: boolean }[] = [];
  let loaded = false;
  page.on('load', () => (loaded = true));
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push({ url: req.url(), beforeLoad: !loaded });
  });
  await page.goto('/');
  await settle(page);
  await wakeIsland(page.locator(NEWSLETTER).first());
  const mounted = page.locator('[data-widget][data-island-state="mounted"]');
  await expect(mounted.first()).toBeAttached();
  const early = scripts.filter((s) => s.beforeLoad).map((s) => s.url);
  const late = scripts.filter((s) => !s.beforeLoad).map((s) => s.url);
  expect(
    early.some((url) => /vendor-react/.test(url)),
    early.join('\n'),
  ).toBe(false);
  expect(
    late.some((url) => /vendor-react/.test(url)),
    late.join('\n'),
  ).toBe(true);
  // The widget replaced the server markup with its own, and the page stayed clean.
  await expect(mounted.first().locator('[data-island-root]')).toHaveCount(1);
  watch.expectClean();
});

test('the announcement bar keeps its height from first paint through every message, so the page under it never moves', async ({ page, watch }) => {
  // On a phone the sample messages wrap to different heights (one has a second line).
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await settle(page);
  const bar = page.locator(BAR);
  const mainTop = () => page.locator('main').evaluate((main) => Math.round(main.getBoundingClientRect().top));
  const top = await mainTop();
  const shownTexts = new Set<string>();
  const messageCount = await bar.locator('.announcement-bar__sizer').count();
  expect(messageCount).toBeGreaterThan(1);
  for (let i = 0; i < messageCount; i++) {
    const text = await bar.locator('.announcement-bar__message').innerText();
    shownTexts.add(text);
    expect(await mainTop(), `showing "${text}"`).toBe(top);
    await bar.getByRole('button', { name: 'Next announcement' }).click();
    await expect.poll(() => bar.locator('.announcement-bar__message').innerText()).not.toBe(text);
  }
  expect(shownTexts.size).toBe(messageCount);
  watch.expectClean();
});

test('islands appended later mount on the `appended` event, once', async ({ page, watch }) => {
  await page.goto('/');
  await settle(page);
  await page.evaluate((selector) => {
    const original = document.querySelector(selector)!;
    const copy = document.createElement('div');
    copy.id = 'appended-copy';
    // A fresh host built from the original's server markup, as a "load more" would insert it.
    const host = document.createElement('div');
    host.setAttribute('data-widget', 'newsletter-form');
    host.setAttribute('data-hydrate', 'load');
    host.appendChild(original.querySelector('script[data-props]')!.cloneNode(true));
    host.insertAdjacentHTML('beforeend', '<p>server markup</p>');
    copy.appendChild(host);
    document.body.appendChild(copy);
    copy.dispatchEvent(new CustomEvent('appended', { bubbles: true, detail: { container: copy } }));
    // A second event must not mount it again.
    copy.dispatchEvent(new CustomEvent('appended', { bubbles: true, detail: { container: copy } }));
  }, NEWSLETTER);
  const appended = page.locator(`#appended-copy ${NEWSLETTER}`);
  await expect(appended).toHaveAttribute('data-island-state', 'mounted');
  await expect(appended.locator('[data-island-root]')).toHaveCount(1);
  await expect(appended.getByText('server markup')).toHaveCount(0);
  watch.expectClean();
});

test('the theme editor: section unload unmounts, section load re-mounts', async ({ page, watch }) => {
  await page.goto('/?design_mode=1');
  const wrapper = page.locator(`.shopify-section:has(${CAROUSEL})`).first();
  await expect(wrapper.locator(CAROUSEL)).toHaveAttribute('data-island-state', 'mounted');
  const sectionId = (await wrapper.getAttribute('id'))!.replace(/^shopify-section-/, '');

  // What the editor does on a setting change: unload, swap in the re-rendered section, load.
  await page.evaluate((id) => {
    const el = document.getElementById(`shopify-section-${id}`)!;
    el.dispatchEvent(new CustomEvent('shopify:section:unload', { bubbles: true, detail: { sectionId: id } }));
  }, sectionId);
  await expect(wrapper.locator(CAROUSEL)).not.toHaveAttribute('data-island-state', /.+/);
  await expect(wrapper.locator(`${CAROUSEL} [data-island-root]`)).toHaveCount(0);

  const html = await page.evaluate(async (id) => {
    const res = await fetch(`/?design_mode=1&section_id=${encodeURIComponent(id)}`);
    return res.text();
  }, sectionId);
  expect(html).toContain('data-widget="text-carousel"');
  await page.evaluate(
    ({ id, markup }) => {
      const old = document.getElementById(`shopify-section-${id}`)!;
      old.outerHTML = markup;
      const fresh = document.getElementById(`shopify-section-${id}`)!;
      fresh.dispatchEvent(new CustomEvent('shopify:section:load', { bubbles: true, detail: { sectionId: id } }));
    },
    { id: sectionId, markup: html },
  );
  await expect(page.locator(`#shopify-section-${sectionId} ${CAROUSEL}`)).toHaveAttribute('data-island-state', 'mounted');
  watch.expectClean();
});

test('the theme editor: a reloaded announcement bar section shows a selected block and answers its controls', async ({ page, watch }) => {
  await page.goto('/?design_mode=1');
  await settle(page);
  const sectionId = (await page.locator(`.shopify-section:has(${BAR})`).getAttribute('id'))!.replace(/^shopify-section-/, '');
  const html = await page.evaluate(async (id) => (await fetch(`/?design_mode=1&section_id=${encodeURIComponent(id)}`)).text(), sectionId);
  await page.evaluate(
    ({ id, markup }) => {
      document.getElementById(`shopify-section-${id}`)!.outerHTML = markup;
      document.getElementById(`shopify-section-${id}`)!.dispatchEvent(new CustomEvent('shopify:section:load', { bubbles: true, detail: { sectionId: id } }));
    },
    { id: sectionId, markup: html },
  );
  const bar = page.locator(`#shopify-section-${sectionId} ${BAR}`);
  const message = bar.locator('.announcement-bar__message');
  const blockId = (await bar.locator('.announcement-bar__sizer').last().getAttribute('data-block-id'))!;
  await page.evaluate((id) => document.dispatchEvent(new CustomEvent('shopify:block:select', { detail: { blockId: id } })), blockId);
  await expect(message).toHaveAttribute('data-shopify-editor-block', new RegExp(blockId));
  await expect(message).toHaveText((await bar.locator('.announcement-bar__sizer').last().textContent())!);
  const shown = await message.innerText();
  await bar.getByRole('button', { name: 'Next announcement' }).click();
  await expect(message).not.toHaveText(shown);
  watch.expectClean();
});

test('design mode renders as the theme editor does', async ({ page, watch }) => {
  await page.goto('/?design_mode=1');
  expect(await page.evaluate(() => (window as unknown as { Shopify: { designMode?: boolean } }).Shopify.designMode)).toBe(true);
  await expect(page.locator('[data-shopify-editor-section]').first()).toBeAttached();
  await expect(page.locator('[data-shopify-editor-block]').first()).toBeAttached();
  // Let the editor page finish loading, so leaving it aborts nothing the watcher would count.
  await settle(page);

  await page.goto('/');
  expect(await page.evaluate(() => (window as unknown as { Shopify: { designMode?: boolean } }).Shopify.designMode)).toBeUndefined();
  await expect(page.locator('[data-shopify-editor-block]')).toHaveCount(0);
  watch.expectClean();
});

test('the page-wide behaviours: the overlay class goes, lazy blocks reveal when half visible', async ({ page, watch }) => {
  // A lazy block far below the fold, present when the page loads (as a section would render it).
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const block = document.createElement('div');
      block.id = 'lazy-test';
      block.setAttribute('data-lazy-reveal', '');
      block.style.cssText = 'height:400px;margin-top:3000px';
      block.innerHTML = '<div class="hidden" style="height:400px">revealed</div>';
      document.body.appendChild(block);
    });
  });
  await page.goto('/');
  await expect(page.locator('body')).not.toHaveClass(/overlay-active/);
  await settle(page);
  const inner = page.locator('#lazy-test > div');
  await expect(inner).toHaveClass(/hidden/);
  await page.locator('#lazy-test').scrollIntoViewIfNeeded();
  await expect(inner).not.toHaveClass(/hidden/);
  watch.expectClean();
});
