// While the body carries overlay-active (the first ~500 ms) no element transitions: every element a
// page draws with a transition is covered by the suppression rule in src/styles/base.css, which
// names those classes (so that dropping overlay-active restyles only them, not the whole page).
import { test, expect, settle } from './fixtures';

const PAGES = [
  '/',
  '/products/the-everyday',
  '/collections/olive-oil',
  '/blogs/glog',
  '/blogs/glog/olive-oil-fried-eggs-with-crispy-edges',
  '/search?q=oil',
  '/cart',
  '/account/login',
];

for (const path of PAGES) {
  test(`overlay-active stops every transition on ${path}`, async ({ page, watch }) => {
    await page.goto(path);
    await expect(page.locator('body')).not.toHaveClass(/overlay-active/);
    await settle(page);
    const found = await page.evaluate(() => {
      const moving = (style: CSSStyleDeclaration) => style.transitionDuration.split(',').some((d) => parseFloat(d) > 0);
      const describe = (el: Element, pseudo: string) => `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}${pseudo}`;
      const targets: [Element, string][] = [];
      for (const el of document.body.querySelectorAll('*')) {
        // A lazy block's fade is its reveal, on purpose outside the suppression.
        if (el.parentElement?.matches('[data-lazy-reveal]')) continue;
        for (const pseudo of ['', '::before', '::after']) if (moving(getComputedStyle(el, pseudo || null))) targets.push([el, pseudo]);
      }
      document.body.classList.add('overlay-active');
      const missed = targets.filter(([el, pseudo]) => moving(getComputedStyle(el, pseudo || null))).map(([el, pseudo]) => describe(el, pseudo));
      document.body.classList.remove('overlay-active');
      return { transitioning: targets.length, missed };
    });
    expect(found.transitioning, 'the page draws elements with transitions').toBeGreaterThan(0);
    expect(found.missed).toEqual([]);
    watch.expectClean();
  });
}
