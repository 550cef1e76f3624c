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
  const cache = new Map<string, { mtimeMs: number; text: string }>();
  return (name: unknown) => {
    const given = str(name);
    // A name without an extension is taken as an SVG icon (Dawn inlines 'icon-3d-model' so).
    const file = path.extname(given) === '' && given !== '' ? `${given}.svg` : given;
    const full = path.resolve(root, file);
    if (!full.startsWith(root + path.sep)) throw new Error(`inline_asset_content: invalid asset name '${file}'`);
    if (!INLINE_TYPES.has(path.extname(file).toLowerCase())) throw new Error(`inline_asset_content: only SVG, JS and CSS assets can be inlined ('${file}')`);
    let stat;
    try {
      stat = statSync(full);
    } catch {
      throw new Error(`inline_asset_content: asset '${file}' not found`);
    }
    if (stat.size >= MAX_BYTES) throw new Error(`inline_asset_content: asset '${file}' must be less than 15KB to be inlined`);
    const hit = cache.get(full);
    if (hit && hit.mtimeMs === stat.mtimeMs) return hit.text;
    const text = readFileSync(full, 'utf8');
    cache.set(full, { mtimeMs: stat.mtimeMs, text });
    return text;
  };
}
