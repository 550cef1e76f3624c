// Shopify.loadFeatures offline, over HTTP: every page's content_for_header defines the loader, the
// features it loads are served (Google's <model-viewer> with Shopify.ModelViewerUI; ShopifyXR),
// one Shopify does not have is a 404, and the sample shop's 3D model is a real binary glTF.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type PreviewServer } from '../../preview/server';
import { tempDir } from './helpers';

let server: PreviewServer;
const FEATURES = '/cdn/shopifycloud/shopify/assets/storefront/features';

beforeAll(async () => {
  server = await startServer({ port: 0, stateDir: tempDir(), reset: true, themeRoot: path.resolve('tests/fixtures/blocks-theme'), logError: () => {} });
});
afterAll(async () => {
  await server.close();
});

describe('Shopify.loadFeatures', () => {
  it('is defined by content_for_header on every page', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html).toContain('Shopify.loadFeatures = function (features, callback)');
  });

  it('serves model-viewer-ui 1.0 (the <model-viewer> element and Shopify.ModelViewerUI) and shopify-xr 1.0', async () => {
    const ui = await fetch(`${server.url}${FEATURES}/model-viewer-ui-1.0.js`);
    expect([ui.status, ui.headers.get('content-type')]).toEqual([200, 'text/javascript; charset=utf-8']);
    const script = await ui.text();
    expect(script).toContain('customElements.define("model-viewer"');
    expect(script).toContain('shopify.ModelViewerUI = ModelViewerUI');
    expect(script).not.toMatch(/sourceMappingURL|^export /m);
    const xr = await fetch(`${server.url}${FEATURES}/shopify-xr-1.0.js`);
    expect(await xr.text()).toContain("new CustomEvent('shopify_xr_initialized')");
    expect((await fetch(`${server.url}${FEATURES}/no-such-feature-1.0.js`)).status).toBe(404);
  });
});

describe("the sample shop's 3D model", () => {
  it('is a binary glTF 2.0 of three coloured parts, served as model/gltf-binary', async () => {
    const res = await fetch(`${server.url}/cdn/shop/files/models/the-sampler.glb`);
    expect(res.headers.get('content-type')).toBe('model/gltf-binary');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([bytes.toString('latin1', 0, 4), bytes.readUInt32LE(4), bytes.readUInt32LE(8)]).toEqual(['glTF', 2, bytes.length]);
    const json = JSON.parse(bytes.toString('utf8', 20, 20 + bytes.readUInt32LE(12))) as { meshes: unknown[]; materials: { name: string }[] };
    expect(json.materials.map((m) => m.name)).toEqual(['Box', 'Lid', 'Band']);
    expect(json.meshes).toHaveLength(3);
  });
});
