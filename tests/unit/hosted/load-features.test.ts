// @vitest-environment jsdom
// Shopify.loadFeatures offline (content_for_header's loader) and the two features it serves, as
// Shopify documents them: model-viewer-ui's Shopify.ModelViewerUI and shopify-xr's ShopifyXR.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LOAD_FEATURES_SCRIPT } from '../../../preview/hosted/load-features';

type OnLoad = (errors?: Error[]) => void;
interface ShopifyGlobal {
  loadFeatures(features: { name: string; version: string; onLoad?: OnLoad }[], callback?: OnLoad): void;
  ModelViewerUI: new (
    element: HTMLElement,
    options?: { focusOnPlay?: boolean },
  ) => {
    container: HTMLElement;
    play(): void;
    pause(): void;
    zoom(n: number): void;
    destroy(): void;
  };
}
const shopify = () => (window as unknown as { Shopify: ShopifyGlobal }).Shopify;
const scripts = () => [...document.head.querySelectorAll('script')].map((s) => s.getAttribute('src'));
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('Shopify.loadFeatures', () => {
  beforeEach(() => {
    document.head.replaceChildren();
    window.eval(`var Shopify = window.Shopify = {};\n${LOAD_FEATURES_SCRIPT}`);
  });

  it('loads each feature once, then calls its onLoad with nothing and the callback with nothing', async () => {
    const onLoad = vi.fn();
    const done = vi.fn();
    shopify().loadFeatures([{ name: 'shopify-xr', version: '1.0', onLoad }], done);
    shopify().loadFeatures([{ name: 'shopify-xr', version: '1.0', onLoad }]);
    expect(scripts()).toEqual(['/cdn/shopifycloud/shopify/assets/storefront/features/shopify-xr-1.0.js']);
    document.head.querySelector('script')!.dispatchEvent(new Event('load'));
    await settled();
    expect(onLoad.mock.calls).toEqual([[], []]);
    expect(done).toHaveBeenCalledWith(undefined);
  });

  it('a feature that does not load gets its error, and may be asked for again', async () => {
    const onLoad = vi.fn();
    const done = vi.fn();
    shopify().loadFeatures([{ name: 'no-such-feature', version: '9', onLoad }], done);
    document.head.querySelector('script')!.dispatchEvent(new Event('error'));
    await settled();
    expect(onLoad.mock.calls[0]![0][0].message).toBe('Shopify.loadFeatures: could not load no-such-feature-9');
    expect(done.mock.calls[0]![0]).toHaveLength(1);
    shopify().loadFeatures([{ name: 'no-such-feature', version: '9' }]);
    expect(scripts()).toHaveLength(2);
  });
});

describe('model-viewer-ui: Shopify.ModelViewerUI', () => {
  it('wraps the model with a play button; playing lets the shopper turn it and shows zoom and full screen', async () => {
    await import('../../../preview/hosted/model-viewer-ui');
    const model = Object.assign(document.createElement('model-viewer'), { cameraControls: true, zoom: vi.fn(), dismissPoster: vi.fn() });
    model.tabIndex = 0;
    document.body.replaceChildren(model);
    const ui = new (shopify().ModelViewerUI)(model);
    const poster = ui.container.querySelector<HTMLButtonElement>('.shopify-model-viewer-ui__button--poster')!;
    const controls = ui.container.querySelector<HTMLElement>('.shopify-model-viewer-ui__controls-area')!;
    expect([ui.container.className, model.cameraControls, poster.hidden, controls.hidden]).toEqual([
      'shopify-model-viewer-ui shopify-model-viewer-ui--paused',
      false,
      false,
      true,
    ]);
    poster.click();
    expect([ui.container.className, model.cameraControls, poster.hidden, controls.hidden]).toEqual([
      'shopify-model-viewer-ui shopify-model-viewer-ui--playing',
      true,
      true,
      false,
    ]);
    expect(document.activeElement).toBe(model);
    expect([...controls.querySelectorAll('button')].map((b) => b.getAttribute('aria-label'))).toEqual(['Zoom in', 'Zoom out', 'Full screen']);
    controls.querySelector('button')!.click();
    expect(model.zoom).toHaveBeenCalledWith(1);
    ui.pause();
    expect([model.cameraControls, document.activeElement]).toEqual([false, poster]);
    ui.destroy();
    expect(document.body.firstElementChild).toBe(model);
  });
});

describe('shopify-xr: ShopifyXR', () => {
  it('registers models and says it is ready; with no AR viewer in the browser its buttons stay hidden', async () => {
    const ready = vi.fn();
    document.addEventListener('shopify_xr_initialized', ready);
    document.body.innerHTML = '<button data-shopify-xr data-shopify-model3d-id="5" data-shopify-xr-hidden>View in your space</button>';
    await import('../../../preview/hosted/shopify-xr');
    const xr = (window as unknown as { ShopifyXR: { addModels(m: object): void; model(id: number): unknown; setupXRElements(): void } }).ShopifyXR;
    expect(ready).toHaveBeenCalledOnce();
    xr.addModels([{ id: 5, sources: [{ url: '/cdn/shop/files/models/box.glb', format: 'glb' }] }]);
    xr.setupXRElements();
    expect(xr.model(5)).toMatchObject({ id: 5 });
    expect(document.querySelector('button')!.hasAttribute('data-shopify-xr-hidden')).toBe(true);
  });
});

describe('shopify-xr on a phone with Scene Viewer', () => {
  it('shows the button of a model with a glb and opens it in Scene Viewer', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 14) Chrome/130 Mobile');
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, href: 'http://shop.test/products/box', assign });
    document.body.innerHTML =
      '<button data-shopify-xr data-shopify-model3d-id="6" data-shopify-xr-hidden>View in your space</button><button data-shopify-xr data-shopify-model3d-id="7" data-shopify-xr-hidden>No file</button>';
    await import('../../../preview/hosted/shopify-xr');
    const xr = (window as unknown as { ShopifyXR: { addModels(m: object): void; setupXRElements(): void } }).ShopifyXR;
    xr.addModels({ id: 6, sources: [{ url: '/cdn/shop/files/models/box.glb', format: 'glb' }] });
    xr.setupXRElements();
    const [withFile, without] = document.querySelectorAll('button');
    expect([withFile!.hasAttribute('data-shopify-xr-hidden'), without!.hasAttribute('data-shopify-xr-hidden')]).toEqual([false, true]);
    withFile!.click();
    expect(assign.mock.calls[0]![0]).toMatch(
      /^intent:\/\/arvr\.google\.com\/scene-viewer\/1\.0\?file=http%3A%2F%2Fshop\.test%2Fcdn%2Fshop%2Ffiles%2Fmodels%2Fbox\.glb&mode=ar_preferred#Intent;/,
    );
    vi.restoreAllMocks();
  });
});
