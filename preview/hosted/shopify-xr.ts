// The offline stand-in for Shopify's `shopify-xr` feature (Shopify.loadFeatures), from its documented
// use: `ShopifyXR.addModels(json)` registers a product's models (the `product.media` models as
// JSON), `ShopifyXR.setupXRElements()` wires the `[data-shopify-xr]` buttons that open a model in
// the device's AR viewer, and `shopify_xr_initialized` fires on document once it is ready. AR needs
// a phone's viewer (Quick Look, Scene Viewer); no browser the preview runs in has one, so the
// buttons stay hidden (`data-shopify-xr-hidden`) as Shopify leaves them on a desktop browser.

interface XrModel {
  id: number | string;
  sources?: { url: string; format?: string; mime_type?: string }[];
}

const models = new Map<string, XrModel>();

/** The AR viewer this browser has: iOS Quick Look (usdz), Android's Scene Viewer (glb), or none. */
function arViewer(): 'quick-look' | 'scene-viewer' | undefined {
  try {
    // Safari lists `ar` (Quick Look); elsewhere an anchor's rel has no supported tokens and this throws.
    if (document.createElement('a').relList.supports('ar')) return 'quick-look';
  } catch {
    // not Quick Look
  }
  return /android/i.test(navigator.userAgent) ? 'scene-viewer' : undefined;
}

/** Opens a model's file in the device's AR viewer, as Apple and Google document launching them. */
function launch(viewer: 'quick-look' | 'scene-viewer', url: string): void {
  const file = new URL(url, location.href).href;
  if (viewer === 'quick-look') {
    const anchor = Object.assign(document.createElement('a'), { rel: 'ar', href: file });
    anchor.append(document.createElement('img'));
    anchor.click();
    return;
  }
  const fallback = encodeURIComponent(location.href);
  location.assign(
    `intent://arvr.google.com/scene-viewer/1.0?file=${encodeURIComponent(file)}&mode=ar_preferred#Intent;scheme=https;package=com.google.ar.core;action=android.intent.action.VIEW;S.browser_fallback_url=${fallback};end;`,
  );
}

const ShopifyXR = {
  addModels(list: XrModel[] | XrModel): void {
    for (const model of Array.isArray(list) ? list : [list]) if (model && model.id !== undefined) models.set(String(model.id), model);
  },
  /** The registered model of an id, as the AR buttons name them (`data-shopify-model3d-id`). */
  model(id: string | number): XrModel | undefined {
    return models.get(String(id));
  },
  /** Shows and wires each AR button whose model has a file this browser's AR viewer opens. */
  setupXRElements(): void {
    const viewer = arViewer();
    if (!viewer) return;
    const format = viewer === 'quick-look' ? 'usdz' : 'glb';
    for (const element of document.querySelectorAll<HTMLElement>('[data-shopify-xr]')) {
      const source = models.get(element.dataset.shopifyModel3dId ?? '')?.sources?.find((s) => s.format === format);
      if (!source || element.dataset.shopifyXrReady) continue;
      element.dataset.shopifyXrReady = 'true';
      element.removeAttribute('data-shopify-xr-hidden');
      element.addEventListener('click', () => launch(viewer, source.url));
    }
  },
};
(window as unknown as { ShopifyXR: typeof ShopifyXR }).ShopifyXR = ShopifyXR;
document.dispatchEvent(new CustomEvent('shopify_xr_initialized'));

// A module to TypeScript (so tests can import it); served as a classic script without this line.
export {};
