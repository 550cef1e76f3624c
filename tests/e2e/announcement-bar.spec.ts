// The announcement bar's first paint (issue 26): its controls are server markup from the start, so
// they neither pop in nor move when the bar changes message, and on a phone every message of the
// sample shop keeps to two lines beside them.
import type { Page } from '@playwright/test';
import { AGE_COOKIE, test, expect, settle } from './fixtures';
import { WIDTHS } from './keyboard-helpers';

const BAR = 'announcement-bar';
const CONTROLS = ['Previous announcement', 'Next announcement', 'Pause announcements'];

/** Where the bar, its message and each control are, rounded to the pixel. */
const layoutOf = (page: Page) =>
  page.locator(BAR).evaluate((host, names) => {
    const box = (el: Element | null) => {
      const r = el!.getBoundingClientRect();
      return [r.x, r.y, r.width, r.height].map(Math.round);
    };
    return {
      bar: box(host.querySelector('section')),
      message: box(host.querySelector('.announcement-bar__message')),
      controls: names.map((name) => box(host.querySelector(`button[aria-label="${name}"]`))),
    };
  }, CONTROLS);

test('the controls are in the page before any script runs (named buttons with icons); without scripts they keep their place unseen', async ({
  page,
  browser,
  baseURL,
}) => {
  const html = await (await page.request.get('/')).text();
  const section = /<section class="announcement-bar[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  for (const name of CONTROLS) expect(section).toMatch(new RegExp(`<button type="button" class="announcement-bar__control[^"]*" aria-label="${name}"><svg`));

  const plain = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 }, baseURL });
  await plain.addCookies([{ name: AGE_COOKIE, value: 'true', url: baseURL! }]);
  const noScript = await plain.newPage();
  await noScript.goto('/');
  const bar = noScript.locator(BAR);
  for (const name of CONTROLS) {
    const control = bar.getByRole('button', { name, includeHidden: true });
    await expect(control).toBeAttached();
    await expect(control).toBeHidden(); // nothing would answer a press
    expect(await control.evaluate((el) => el.getBoundingClientRect().width)).toBeGreaterThanOrEqual(24); // its place is kept
  }
  await plain.close();
});

for (const width of WIDTHS) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 740 } });

    test('the controls are there at first paint and nothing moves when the message changes', async ({ page, watch }) => {
      await page.clock.install();
      await page.goto('/');
      await settle(page);
      const first = await page.locator(BAR).locator('.announcement-bar__message').innerText();
      for (const name of CONTROLS) await expect(page.locator(BAR).getByRole('button', { name })).toBeVisible();
      const before = await layoutOf(page);
      await page.evaluate(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
        }).observe({ type: 'layout-shift' });
      });
      // The sample bar changes every 10 s.
      await page.clock.runFor(10_500);
      await expect(page.locator(BAR).locator('.announcement-bar__message')).not.toHaveText(first);
      expect(await layoutOf(page)).toEqual(before);
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
      watch.expectClean();
    });
  });
}

test.describe('at 375px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('every message of the sample shop keeps to two lines beside the controls, and the bar never runs off the screen', async ({ page, watch }) => {
    await page.goto('/');
    await settle(page);
    const bar = page.locator(BAR);
    /** Lines of text in each message box: the unseen copy of every message, and the one shown. */
    const lines = () =>
      bar.locator('.announcement-bar__sizer, .announcement-bar__message').evaluateAll((boxes) =>
        boxes.map((box) => {
          const style = getComputedStyle(box);
          const lineHeight = parseFloat(getComputedStyle(box.querySelector('p')!).lineHeight);
          const text = box.getBoundingClientRect().height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
          return { text: box.textContent, lines: Math.round(text / lineHeight) };
        }),
      );
    const count = await bar.locator('.announcement-bar__sizer').count();
    const sizes = await lines();
    expect(sizes).toHaveLength(count + 1);
    for (const size of sizes) expect(size.lines, size.text).toBeLessThanOrEqual(2);

    // Shown one by one: each on at most two lines, the bar as tall as at first.
    const height = (await bar.locator('section').boundingBox())!.height;
    await bar.getByRole('button', { name: 'Pause announcements' }).click();
    for (let i = 0; i < count; i++) {
      const shown = await bar.locator('.announcement-bar__message').innerText();
      for (const size of await lines()) expect(size.lines, size.text).toBeLessThanOrEqual(2);
      expect((await bar.locator('section').boundingBox())!.height).toBe(height);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await bar.getByRole('button', { name: 'Next announcement' }).click();
      await expect.poll(() => bar.locator('.announcement-bar__message').innerText()).not.toBe(shown);
    }
    watch.expectClean();
  });
});
