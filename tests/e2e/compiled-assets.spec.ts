// A theme's own {% stylesheet %} and {% javascript %} in Chromium (tests/fixtures/assets-theme):
// the CSS of a section, a theme block and a snippet styles the page, and the custom elements
// their scripts define are defined; the script of a section the page does not render never runs.
import { startServer, type PreviewServer } from '../../preview/server';
import { fixtureShop } from '../contract/fixtures/shop-data';
import { removeTempDirs, tempDir } from '../helpers/temp-dir';
import { test, expect } from './fixtures';

let server: PreviewServer;

test.beforeAll(async () => {
  server = await startServer({
    port: 0,
    host: '127.0.0.1',
    stateDir: tempDir(),
    data: fixtureShop,
    themeRoot: 'tests/fixtures/assets-theme',
    logError: () => {},
  });
});
test.afterAll(async () => {
  await server.close();
  removeTempDirs();
});

test('section, block and snippet CSS and JavaScript work as the theme wrote them', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(msg.text());
  });
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`${res.status()} ${res.url()}`);
  });
  await page.goto(`${server.url}/`);
  await page.waitForFunction(() => customElements.get('x-price') !== undefined);
  const defined = await page.evaluate(() => ['x-banner', 'x-badge', 'x-price'].map((name) => customElements.get(name) !== undefined));
  expect(defined).toEqual([true, true, true]);
  // The section's element is upgraded: its methods are there, as a theme's other code expects.
  await page.evaluate(() => (document.querySelector('x-banner') as HTMLElement & { reveal(): void }).reveal());
  await expect(page.locator('x-banner')).toHaveAttribute('data-revealed', 'yes');
  await expect(page.locator('.banner')).toHaveCSS('color', 'rgb(1, 2, 3)');
  await expect(page.locator('.badge')).toHaveCSS('color', 'rgb(7, 8, 9)');
  await expect(page.locator('.price-tag')).toHaveCSS('color', 'rgb(10, 11, 12)');
  // {% style %} is Liquid, rendered in place.
  await expect(page.locator('.banner')).toHaveCSS('outline-color', 'rgb(0, 255, 0)');
  // sections/broken.liquid's script throws, but the page does not render that section: it never runs.
  expect(problems).toEqual([]);
});
