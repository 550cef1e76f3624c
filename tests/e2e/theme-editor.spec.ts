// The theme editor's events over every section type: with `?design_mode=1` each section is
// selected, each block selected and deselected (it must be shown), the section reordered and
// reloaded from the Section Rendering API; islands re-mount once, the others keep theirs, and
// nothing throws (tests/e2e/editor-events.ts emulates the editor).
import { readdirSync } from 'node:fs';
import { signInAsOlive } from './account-helpers';
import { emulateEditor } from './editor-events';
import { expect, test } from './fixtures';

/** Pages that between them hold every section type of the theme. */
const PAGES = [
  '/',
  '/products/pantry-pack',
  '/products/wine-country-gift-box',
  // The product blocks recomposed: dropdowns, the upsells block, collapsible rows.
  '/products/the-everyday?view=compact',
  '/pages/contact',
  '/pages/faq',
  // The page template built from theme blocks (the custom section).
  '/pages/about?view=story',
  '/collections/all',
  '/collections',
  '/search?q=oil',
  '/cart',
  '/blogs/glog',
  '/blogs/glog/why-cans-beat-bottles-sorry-bottles',
  '/account/login',
  '/account/register',
  '/account/activate/1/not-a-token',
  '/account/reset/1/not-a-token',
  '/account?view=orders',
  '/account/addresses',
  '/no-such-page',
  '/password',
];

test('every section and block answers the theme editor’s events', async ({ page, watch, baseURL }) => {
  test.setTimeout(60_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const seen = new Set<string>();
  const problems: string[] = [];
  const pages = [...PAGES];
  for (const path of pages) {
    if (path.startsWith('/account?')) await signInAsOlive(page);
    await page.goto(`${path}${path.includes('?') ? '&' : '?'}design_mode=1`);
    await page.waitForLoadState('load');
    const result = await page.evaluate(emulateEditor);
    result.sections.forEach((type) => seen.add(type));
    problems.push(...result.problems.map(({ section, problem }) => `${path} ${section}: ${problem}`));
    // Olive's first order, linked from her orders.
    if (path.startsWith('/account?'))
      pages.splice(pages.indexOf(path) + 1, 0, (await page.locator('.orders-table tbody a[href]').first().getAttribute('href'))!);
  }
  expect(problems).toEqual([]);
  const sectionTypes = readdirSync('sections')
    .filter((f) => f.endsWith('.liquid'))
    .map((f) => f.replace(/\.liquid$/, ''));
  expect(sectionTypes.filter((type) => !seen.has(type))).toEqual([]);
  // The 404 page's own status is the only request that failed.
  expect(watch.problems.sort()).toEqual([
    `HTTP 404: ${baseURL}/no-such-page?design_mode=1`,
    'console error: Failed to load resource: the server responded with a status of 404 (Not Found)',
  ]);
});
