// The compiled assets a theme's pages link (tests/fixtures/assets-theme): Shopify's four bundles of
// {% stylesheet %} / {% javascript %} under /cdn/shop/t/1/compiled_assets/, their content types,
// versions and caching, and the script tags content_for_header prints for them.
import path from 'node:path';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type PreviewServer } from '../../preview/server';
import { fixtureShop } from './fixtures/shop-data';
import { tempDir } from './helpers';

let server: PreviewServer;
let home: string;

beforeAll(async () => {
  server = await startServer({ port: 0, stateDir: tempDir(), data: fixtureShop, themeRoot: path.resolve('tests/fixtures/assets-theme'), logError: () => {} });
  home = await (await fetch(server.url + '/')).text();
});
afterAll(() => server.close());

/** The URL the page links for a compiled file. */
function linked(file: string): string {
  const url = new RegExp(`(?:href|src)="(/cdn/shop/t/1/compiled_assets/${file.replace('.', '\\.')}\\?v=\\w+)"`).exec(home)?.[1];
  if (!url) throw new Error(`${file} is not linked`);
  return url;
}

describe('compiled assets', () => {
  it('links one stylesheet and a script per folder, each script tag listing the files with a {% javascript %}', () => {
    expect(home).toMatch(/<link rel="stylesheet" media="screen" href="\/cdn\/shop\/t\/1\/compiled_assets\/styles\.css\?v=\w+">/);
    expect(home).toMatch(/<script id="sections-script" data-sections="banner,broken" defer="defer" src="\/cdn\/shop\/t\/1\/compiled_assets\/scripts\.js\?v=\w+"><\/script>/);
    expect(home).toMatch(/<script id="blocks-script" data-blocks="badge" defer="defer" src="[^"]+\/block-scripts\.js\?v=\w+"><\/script>/);
    expect(home).toMatch(/<script id="snippets-script" data-snippets="price-tag" defer="defer" src="[^"]+\/snippet-scripts\.js\?v=\w+"><\/script>/);
    // {% style %} is rendered Liquid, in place.
    expect(home).toContain('<style data-shopify>.banner { outline-color: #00ff00; }</style>');
  });

  it('serves styles.css with the CSS of sections, blocks and snippets, a broken file included', async () => {
    const res = await fetch(server.url + linked('styles.css'));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/css; charset=utf-8');
    const css = await res.text();
    for (const rule of ['.banner { color: rgb(1, 2, 3); }', '.badge { color: rgb(7, 8, 9); }', '.price-tag { color: rgb(10, 11, 12); }', '.broken { color: rgb(4, 5, 6); }']) {
      expect(css).toContain(rule);
    }
    expect(css).not.toContain('{% stylesheet %}');
  });

  it.each([
    ['scripts.js', ['x-banner', 'error: broken section script']],
    ['block-scripts.js', ['x-badge']],
    ['snippet-scripts.js', ['x-price']],
  ])("serves %s with its folder's scripts only, each in its own scope", async (file, runs) => {
    const res = await fetch(server.url + linked(file));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    // Run as the browser would: what it defines and logs. A file's script that throws must not stop
    // the next file's (the broken section sorts after the banner, and is caught on its own).
    const log: string[] = [];
    const elements = { define: (name: string) => log.push(name) };
    const console = { error: (e: Error) => log.push(`error: ${e.message}`) };
    vm.runInNewContext(await res.text(), { customElements: elements, HTMLElement: class {}, console });
    expect(log).toEqual(runs);
  });

  it('caches the linked version for a year, answers any other version fresh, and 304s a known ETag', async () => {
    const url = server.url + linked('styles.css');
    const current = await fetch(url);
    expect(current.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const stale = await fetch(server.url + '/cdn/shop/t/1/compiled_assets/styles.css?v=old');
    expect(stale.status).toBe(200);
    expect(stale.headers.get('cache-control')).toBe('no-cache');
    const again = await fetch(url, { headers: { 'if-none-match': current.headers.get('etag') ?? '' } });
    expect(again.status).toBe(304);
  });

  it('answers 404 for a compiled file the theme does not produce', async () => {
    expect((await fetch(server.url + '/cdn/shop/t/1/compiled_assets/other.js')).status).toBe(404);
  });
});
