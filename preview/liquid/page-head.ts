// content_for_header (window.Shopify + compiled asset tags) and the compiled assets that
// {% stylesheet %} / {% javascript %} contribute (compiled-assets.ts), as Shopify links them.
import { shopifyJson } from './filters/text';
import { prop, str } from './filters/args';
import { renderedListMarker, SCRIPT_BUNDLES, type CompiledAssets } from './compiled-assets';
import { trustPreviewScript } from '../http/csp';
import { LOAD_FEATURES_SCRIPT } from '../hosted/load-features';

const COMPILED = '/cdn/shop/t/1/compiled_assets/';

/**
 * The page's presentment currency rate (units of the buyer's currency per unit of the shop's), a
 * global the page's handler sets; absent, the shop's own currency (rate 1).
 */
export const PRESENTMENT_RATE = Symbol('olivine.presentmentRate');

/** A rate as Shopify prints `Shopify.currency.rate`: a decimal string, "1.0" for a whole number ("0.92"). */
export function shopifyRateString(rate: number): string {
  return Number.isInteger(rate) ? rate.toFixed(1) : String(rate);
}

export function buildContentForHeader(opts: {
  shop: unknown;
  themeName: string;
  designMode: boolean;
  assets: CompiledAssets;
  /** the page's language: its iso_code and root URL (`/` or `/fr`, as `request.locale.root_url`) */
  locale: string;
  rootUrl: string;
  /** the shopper's country (`localization.country.iso_code`), as Shopify sets `Shopify.country` */
  country?: string;
  /** the presentment currency's rate to the shop's (PRESENTMENT_RATE), 1 by default */
  currencyRate?: number;
}): string {
  const { shop } = opts;
  // window.Shopify.routes.root always ends with a slash: '/', '/fr/'.
  const root = opts.rootUrl.endsWith('/') ? opts.rootUrl : `${opts.rootUrl}/`;
  const currency = str(prop(shop, 'currency')) || 'USD';
  const lines = [
    'var Shopify = Shopify || {};',
    `Shopify.shop = ${shopifyJson(str(prop(shop, 'permanent_domain')) || 'good-drop-olive-oil.myshopify.com')};`,
    `Shopify.locale = ${shopifyJson(opts.locale)};`,
    `Shopify.currency = ${shopifyJson({ active: currency, rate: shopifyRateString(opts.currencyRate ?? 1) })};`,
    `Shopify.country = ${shopifyJson(opts.country || str(prop(shop, 'country_code')) || 'US')};`,
    `Shopify.theme = ${shopifyJson({ name: opts.themeName, id: 1, schema_name: opts.themeName, role: opts.designMode ? 'unpublished' : 'main' })};`,
    'Shopify.routes = Shopify.routes || {};',
    `Shopify.routes.root = ${shopifyJson(root)};`,
    LOAD_FEATURES_SCRIPT,
  ];
  if (opts.designMode) lines.push('Shopify.designMode = true;');
  const script = lines.join('\n');
  trustPreviewScript(script);
  let html = `<script>${script}</script>`;
  const styles = opts.assets['styles.css'];
  if (styles) html += `\n<link rel="stylesheet" media="screen" href="${COMPILED}styles.css?v=${styles.version}">`;
  for (const bundle of SCRIPT_BUNDLES) {
    const compiled = opts.assets[bundle.file];
    if (!compiled) continue;
    // The page's rendered files are known once it has rendered: the renderer fills the list in then.
    const names = renderedListMarker(bundle.list);
    html += `\n<script id="${bundle.id}" data-${bundle.list}="${names}" defer="defer" src="${COMPILED}${bundle.file}?v=${compiled.version}"></script>`;
  }
  return html;
}
