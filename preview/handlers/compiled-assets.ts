// GET /cdn/shop/t/<n>/compiled_assets/<file>: the bundles of the theme's {% stylesheet %} and
// {% javascript %} tags. A request carrying the current version is cached for a year (the page's
// URL changes with the content); any other is answered fresh, so an old link never pins stale code.
import type { Route } from '../http/types';
import type { CompiledAssetName } from '../liquid/compiled-assets';
import type { StorefrontApp } from './page-context';

const TYPES: Record<CompiledAssetName, string> = {
  'styles.css': 'text/css; charset=utf-8',
  'scripts.js': 'text/javascript; charset=utf-8',
  'block-scripts.js': 'text/javascript; charset=utf-8',
  'snippet-scripts.js': 'text/javascript; charset=utf-8',
};
const isName = (name: string): name is CompiledAssetName => Object.hasOwn(TYPES, name);

export function compiledAssetRoutes(app: StorefrontApp): Route[] {
  return [
    {
      method: 'GET',
      pattern: /^\/cdn\/shop\/t\/\d+\/compiled_assets\/([^/]+)$/,
      handler: (req, m) => {
        const name = m[1] ?? '';
        const compiled = isName(name) ? app.renderer.compiledAssets()[name] : undefined;
        if (!compiled || !isName(name)) {
          return { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }, body: 'Compiled asset not found' };
        }
        const etag = `"${compiled.version}"`;
        const cache = req.url.searchParams.get('v') === compiled.version ? 'public, max-age=31536000, immutable' : 'no-cache';
        const headers = { 'content-type': TYPES[name], 'cache-control': cache, etag };
        if (req.headers['if-none-match'] === etag) return { status: 304, headers, body: '' };
        return { status: 200, headers, body: compiled.body };
      },
    },
  ];
}
