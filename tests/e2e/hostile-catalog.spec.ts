// A hostile copy of the sample shop in Chromium (tests/contract/fixtures/hostile-catalog.ts, fixed
// seed): referenced products deleted, hostile text, no images, zero and huge prices. On each
// product page that names other products, every island mounts without a console error, and the
// mobile menu, whose tiles point at deleted products, opens.
import fc from 'fast-check';
import { startServer, type PreviewServer } from '../../preview/server';
import { hostileCatalog } from '../contract/fixtures/hostile-catalog';
import { removeTempDirs, tempDir } from '../helpers/temp-dir';
import { test, expect, settle } from './fixtures';

const SEED = Number(process.env.HOSTILE_SEED ?? 28);
const [catalog] = fc.sample(hostileCatalog(), { seed: SEED, numRuns: 1 });
const { data, deleted } = catalog!;

/** Remaining products that list others: upsells, included products or refills. */
const productPages = data.products
  .filter((p) => p.metafields.olivine?.upsells !== undefined || p.metafields.olivine?.included_products !== undefined)
  .map((p) => `/products/${p.handle}`);

let server: PreviewServer;

test.beforeAll(async () => {
  server = await startServer({ port: 0, host: '127.0.0.1', stateDir: tempDir(), data, logError: () => {} });
});
test.afterAll(async () => {
  await server.close();
  removeTempDirs();
});

test.use({ viewport: { width: 375, height: 740 } });

test(`every island mounts on the product pages of a catalog without ${deleted.join(', ')}`, async ({ page, watch }) => {
  test.setTimeout(60_000 + productPages.length * 20_000);
  expect(productPages.length).toBeGreaterThan(0);
  for (const path of productPages) {
    await page.goto(server.url + path);
    await settle(page);
    // `visible` islands wake in view; `interaction` ones on their first focus, as a shopper's Tab would.
    await page.evaluate(async () => {
      for (const host of document.querySelectorAll('[data-widget][data-hydrate="visible"]')) {
        host.scrollIntoView();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      for (const host of document.querySelectorAll('[data-widget][data-hydrate="interaction"]')) host.dispatchEvent(new FocusEvent('focusin'));
    });
    const islands = page.locator('[data-widget]');
    await expect(islands.first()).toBeAttached();
    await expect(async () => {
      const states = await islands.evaluateAll((hosts) => hosts.map((h) => `${h.getAttribute('data-widget')}: ${h.getAttribute('data-island-state')}`));
      expect(
        states.filter((state) => !state.endsWith(': mounted')),
        `${path}`,
      ).toEqual([]);
    }).toPass({ timeout: 15_000 });
  }
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  watch.expectClean();
});
