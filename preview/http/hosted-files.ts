// Shopify's hosted storefront files offline: rendered pages link cdn.shopify.com/<path> as the
// storefront's own /cdn/<path> (a store serves its CDN there too), and the preview answers the
// files themes load from it with local stand-ins written from Shopify's documentation. Anything
// else under those paths is a plain 404: the preview never fetches the internet.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Route } from './types';
import { FEATURES_PATH } from '../hosted/load-features';
import { classicScript, plainFile, typescriptModule } from './browser-scripts';
import { localizeVideoEmbeds } from '../handlers/video-embeds';

/** `https://cdn.shopify.com/…` and `//cdn.shopify.com/…` in a rendered page, with the path's first slash. */
const SHOPIFY_CDN = /(?:https?:)?\/\/cdn\.shopify\.com(?=\/)/g;

/** A rendered page or section with Shopify's CDN addresses pointed at the preview's /cdn/, and video players at their stand-in. */
export function localizeHostedUrls(html: string): string {
  return localizeVideoEmbeds(html.includes('cdn.shopify.com') ? html.replace(SHOPIFY_CDN, '/cdn') : html);
}

interface HostedFile {
  type: string;
  /** the answer's body, built once on the first request */
  body: () => Promise<string>;
}

/** The gift card page's QR code script: the qrcode-generator library, then the `QRCode` global over it. */
const giftCardQrScript = async (): Promise<string> => {
  const library = await fs.promises.readFile(createRequire(import.meta.url).resolve('qrcode-generator'), 'utf8');
  return `${library}\n${await classicScript('gift-card-qrcode.ts')()}`;
};

/** `model-viewer-ui`: Google's `<model-viewer>` (three.js inside), then Shopify.ModelViewerUI over it. */
const modelViewerUiScript = async (): Promise<string> => {
  const library = await fs.promises.readFile(createRequire(import.meta.url).resolve('@google/model-viewer/dist/model-viewer-umd.min.js'), 'utf8');
  return `${library.replace(/\/\/# sourceMappingURL=\S+\s*$/, '')}\n${await classicScript('model-viewer-ui.ts')()}`;
};

const FEATURE_FILES: Record<string, () => Promise<string>> = {
  'model-viewer-ui-1.0': modelViewerUiScript,
  'shopify-xr-1.0': classicScript('shopify-xr.ts'),
};

/** The hosted files, by their path on Shopify's CDN (what themes reference). */
const HOSTED: Record<string, HostedFile> = {
  // Horizon imports `@shopify/events` from here through its import map.
  '/storefront/standard-events.js': { type: 'text/javascript; charset=utf-8', body: typescriptModule('standard-events.ts') },
  // shopify_asset_url files of gift card pages (Dawn, Horizon, Skeleton).
  '/shopifycloud/shopify/assets/vendor/qrcode.js': { type: 'text/javascript; charset=utf-8', body: giftCardQrScript },
  '/shopifycloud/shopify/assets/gift-card/card.svg': { type: 'image/svg+xml', body: plainFile('gift-card.svg') },
  '/shopifycloud/shopify/assets/gift-card/add-to-apple-wallet.svg': { type: 'image/svg+xml', body: plainFile('add-to-wallet.svg') },
  // Dawn and Horizon link the 3D model viewer's controls stylesheet beside a product's models.
  '/shopifycloud/model-viewer-ui/assets/v1.0/model-viewer-ui.css': { type: 'text/css; charset=utf-8', body: plainFile('model-viewer-ui.css') },
  // What Shopify.loadFeatures (content_for_header) loads: ../hosted/load-features.ts.
  ...Object.fromEntries(Object.entries(FEATURE_FILES).map(([name, body]) => [`${FEATURES_PATH}${name}.js`, { type: 'text/javascript; charset=utf-8', body }])),
};

const built = new Map<string, Promise<string>>();

/** The hosted files at /cdn/<their CDN path>. */
export function hostedFileRoutes(): Route[] {
  return [
    {
      method: 'GET',
      pattern: /^\/cdn(\/(?:storefront|shopifycloud)\/[\w./-]+)$/,
      handler: async (_req, match) => {
        const cdnPath = match[1] ?? '';
        const file = Object.hasOwn(HOSTED, cdnPath) ? HOSTED[cdnPath] : undefined;
        if (!file) return { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }, body: 'Not found' };
        if (!built.has(cdnPath)) built.set(cdnPath, file.body());
        return { status: 200, headers: { 'content-type': file.type, 'cache-control': 'public, max-age=300' }, body: await built.get(cdnPath)! };
      },
    },
  ];
}
