// Shopify.loadFeatures in Chromium with nothing stubbed (tests/fixtures/media-theme): a theme's own
// script loads model-viewer-ui and shopify-xr; Google's <model-viewer> draws the sample shop's glTF
// box, Shopify.ModelViewerUI puts its play button over it and its controls when it plays, and the
// AR button stays hidden in a browser with no AR viewer. No console error, no failed request.
import path from 'node:path';
import { startServer, type PreviewServer } from '../../preview/server';
import { removeTempDirs, tempDir } from '../helpers/temp-dir';
import { expect, test } from './fixtures';

let server: PreviewServer;

test.beforeAll(async () => {
  server = await startServer({ port: 0, stateDir: tempDir(), reset: true, themeRoot: path.resolve('tests/fixtures/media-theme'), logError: () => {} });
});
test.afterAll(async () => {
  await server.close();
  removeTempDirs();
});

// One page holds both (a server start and the model's first draw are most of the time): each is a step.
test("a product model loaded through Shopify.loadFeatures, drawn, played and zoomed; a YouTube video offline, whose player's stand-in plays the shop's clip and obeys the theme's play and pause", async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(msg.text());
  });
  page.on('requestfailed', (req) => problems.push(`failed ${req.url()}`));
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`${res.status()} ${res.url()}`);
  });
  await page.goto(`${server.url}/products/the-sampler`);

  await test.step('the model: loaded by the theme through Shopify.loadFeatures, drawn, played and zoomed', async () => {
    const ui = page.locator('.shopify-model-viewer-ui');
    await expect(ui).toHaveClass(/shopify-model-viewer-ui--paused/);
    // model-viewer fetched and parsed the glb: its `loaded` turns true.
    await expect.poll(() => page.evaluate(() => (document.querySelector('model-viewer') as HTMLElement & { loaded: boolean }).loaded)).toBe(true);
    await page.getByRole('button', { name: 'Play 3D model' }).click();
    await expect(ui).toHaveClass(/shopify-model-viewer-ui--playing/);
    await expect(page.locator('model-viewer')).toBeFocused();
    const orbit = () =>
      page.evaluate(() => (document.querySelector('model-viewer') as HTMLElement & { getCameraOrbit(): { radius: number } }).getCameraOrbit().radius);
    const before = await orbit();
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect.poll(orbit).toBeLessThan(before);
    // The theme hides it while it carries data-shopify-xr-hidden, which only an AR-capable browser loses.
    await expect(page.getByRole('button', { name: 'View in your space' })).toHaveAttribute('data-shopify-xr-hidden', '');
    expect(await page.evaluate(() => (window as unknown as { featureErrors: string[] }).featureErrors)).toEqual([]);
  });

  await test.step("the video: the player's stand-in plays the shop's clip and obeys the theme's play and pause", async () => {
    const iframe = page.locator('iframe.player');
    await expect(iframe).toHaveAttribute('src', /^\/__olivine\/embed\/youtube\/[\w-]+\?.*enablejsapi=1/);
    const player = page.frameLocator('iframe.player');
    await expect(player.locator('p')).toContainText(/^YouTube video [\w-]+: it plays from YouTube on a live store/);
    const paused = () => player.locator('video').evaluate((v: HTMLVideoElement) => v.paused);
    // The YouTube IFrame API's commands, as Dawn and Horizon post them.
    const post = (func: string) =>
      iframe.evaluate((el: HTMLIFrameElement, f) => el.contentWindow!.postMessage(JSON.stringify({ event: 'command', func: f, args: '' }), '*'), func);
    await post('mute');
    await post('playVideo');
    await expect.poll(paused).toBe(false);
    await post('pauseVideo');
    await expect.poll(paused).toBe(true);
  });
  expect(problems).toEqual([]);
});
