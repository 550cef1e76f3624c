// content_for_header (window.Shopify + compiled asset tags) and the compiled assets that
// {% stylesheet %} / {% javascript %} contribute, as Shopify serves them from compiled_assets/.
import crypto from 'node:crypto';
import { shopifyJson } from './filters/text';
import { prop, str } from './filters/args';
import type { ThemeFiles } from './theme-files';
import { trustPreviewScript } from '../http/csp';

export interface CompiledAssets {
  styles: string;
  scripts: string;
}

const blockRe = (name: string): RegExp => new RegExp(`\\{%-?\\s*${name}\\s*-?%\\}([\\s\\S]*?)\\{%-?\\s*end${name}\\s*-?%\\}`, 'g');

/** Concatenates every stylesheet/javascript block of sections, blocks and snippets (file order). */
export function collectCompiledAssets(files: ThemeFiles): CompiledAssets {
  const styles: string[] = [];
  const scripts: string[] = [];
  for (const dir of ['sections', 'blocks', 'snippets']) {
    for (const name of files.list(dir, '.liquid')) {
      const rel = `${dir}/${name}.liquid`;
      const source = files.read(rel) ?? '';
      for (const m of source.matchAll(blockRe('stylesheet'))) if (m[1]?.trim()) styles.push(`/* ${rel} */\n${m[1].trim()}\n`);
      // Shopify wraps each file's script in its own function scope.
      for (const m of source.matchAll(blockRe('javascript'))) if (m[1]?.trim()) scripts.push(`/* ${rel} */\n(function() {\n${m[1].trim()}\n})();\n`);
    }
  }
  return { styles: styles.join('\n'), scripts: scripts.join('\n') };
}

const version = (text: string): string => crypto.createHash('md5').update(text).digest('hex').slice(0, 10);

export function buildContentForHeader(opts: {
  shop: unknown;
  themeName: string;
  designMode: boolean;
  assets: CompiledAssets;
  /** the page's language: its iso_code and root URL (`/` or `/fr`, as `request.locale.root_url`) */
  locale: string;
  rootUrl: string;
}): string {
  const { shop } = opts;
  // window.Shopify.routes.root always ends with a slash: '/', '/fr/'.
  const root = opts.rootUrl.endsWith('/') ? opts.rootUrl : `${opts.rootUrl}/`;
  const currency = str(prop(shop, 'currency')) || 'USD';
  const lines = [
    'var Shopify = Shopify || {};',
    `Shopify.shop = ${shopifyJson(str(prop(shop, 'permanent_domain')) || 'good-drop-olive-oil.myshopify.com')};`,
    `Shopify.locale = ${shopifyJson(opts.locale)};`,
    `Shopify.currency = ${shopifyJson({ active: currency, rate: '1.0' })};`,
    `Shopify.country = ${shopifyJson(str(prop(shop, 'country_code')) || 'US')};`,
    `Shopify.theme = ${shopifyJson({ name: opts.themeName, id: 1, schema_name: opts.themeName, role: opts.designMode ? 'unpublished' : 'main' })};`,
    'Shopify.routes = Shopify.routes || {};',
    `Shopify.routes.root = ${shopifyJson(root)};`,
  ];
  if (opts.designMode) lines.push('Shopify.designMode = true;');
  const script = lines.join('\n');
  trustPreviewScript(script);
  let html = `<script>${script}</script>`;
  if (opts.assets.styles) {
    html += `\n<link rel="stylesheet" media="screen" href="/cdn/shop/t/1/compiled_assets/styles.css?v=${version(opts.assets.styles)}">`;
  }
  if (opts.assets.scripts) {
    html += `\n<script id="sections-script" defer="defer" src="/cdn/shop/t/1/compiled_assets/scripts.js?v=${version(opts.assets.scripts)}"></script>`;
  }
  return html;
}
