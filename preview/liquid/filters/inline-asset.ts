// inline_asset_content: a theme asset's text printed into the page, limited as on Shopify to SVG,
// JavaScript and CSS files under 15 KB.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FilterImplOptions } from 'liquidjs';
import { str } from './args';

const INLINE_TYPES = new Set(['.svg', '.js', '.css']);
const MAX_BYTES = 15 * 1024;

export function inlineAssetContent(assetsDir: string): FilterImplOptions {
  const root = path.resolve(assetsDir);
  // Read once per engine, as the renderer caches theme files until reload() (which makes a new engine).
  const cache = new Map<string, { text: string } | { error: string }>();
  return (name: unknown) => {
    const given = str(name);
    let outcome = cache.get(given);
    if (!outcome) {
      outcome = readAsset(root, given);
      cache.set(given, outcome);
    }
    if ('error' in outcome) throw new Error(outcome.error);
    return outcome.text;
  };
}

function readAsset(root: string, given: string): { text: string } | { error: string } {
  // A name without an extension is taken as an SVG icon (Dawn inlines 'icon-3d-model' so).
  const file = path.extname(given) === '' && given !== '' ? `${given}.svg` : given;
  const full = path.resolve(root, file);
  if (!full.startsWith(root + path.sep)) return { error: `inline_asset_content: invalid asset name '${file}'` };
  if (!INLINE_TYPES.has(path.extname(file).toLowerCase())) return { error: `inline_asset_content: only SVG, JS and CSS assets can be inlined ('${file}')` };
  let size;
  try {
    size = statSync(full).size;
  } catch {
    return { error: `inline_asset_content: asset '${file}' not found` };
  }
  if (size >= MAX_BYTES) return { error: `inline_asset_content: asset '${file}' must be less than 15KB to be inlined` };
  return { text: readFileSync(full, 'utf8') };
}
