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
  it('links one stylesheet and a script per folder, each script tag listing the files it rendered that have a {% javascript %}', () => {
    expect(home).toMatch(/<link rel="stylesheet" media="screen" href="\/cdn\/shop\/t\/1\/compiled_assets\/styles\.css\?v=\w+">/);
    // sections/broken.liquid has a script too, but the home page does not render it.
    expect(home).toMatch(
      /<script id="sections-script" data-sections="banner" defer="defer" src="\/cdn\/shop\/t\/1\/compiled_assets\/scripts\.js\?v=\w+"><\/script>/,
    );
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
    for (const rule of [
      '.banner { color: rgb(1, 2, 3); }',
      '.badge { color: rgb(7, 8, 9); }',
      '.price-tag { color: rgb(10, 11, 12); }',
      '.broken { color: rgb(4, 5, 6); }',
    ]) {
      expect(css).toContain(rule);
    }
    expect(css).not.toContain('{% stylesheet %}');
  });

  it.each([
    ['scripts.js', 'sections-script', 'banner,broken', ['x-banner', 'error: broken section script']],
    ['scripts.js', 'sections-script', 'banner', ['x-banner']],
    ['scripts.js', 'sections-script', '', []],
    ['block-scripts.js', 'blocks-script', 'badge', ['x-badge']],
    ['snippet-scripts.js', 'snippets-script', 'price-tag', ['x-price']],
  ])('serves %s: the scripts of the files its tag (#%s) lists (%j), each in its own scope', async (file, id, listed, runs) => {
    const res = await fetch(server.url + linked(file));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    // Run as the browser would, with the script tag listing `listed`: what it defines and logs. A
    // file's script that throws must not stop the next file's (the broken section sorts after the banner).
    const log: string[] = [];
    const tag = { getAttribute: (name: string) => (name === `data-${id.replace('-script', '')}` ? listed : null) };
    const context = {
      customElements: { define: (name: string) => log.push(name) },
      HTMLElement: class {},
      console: { error: (e: Error) => log.push(`error: ${e.message}`) },
      document: { getElementById: (wanted: string) => (wanted === id ? tag : null) },
      window: { Shopify: {} },
    };
    vm.runInNewContext(await res.text(), context);
    expect(log).toEqual(runs);
  });

  it('runs every script in the theme editor, rendered or not', async () => {
    const log: string[] = [];
    const context = {
      customElements: { define: (name: string) => log.push(name) },
      HTMLElement: class {},
      console: { error: (e: Error) => log.push(`error: ${e.message}`) },
      document: { getElementById: () => null },
      window: { Shopify: { designMode: true } },
    };
    vm.runInNewContext(await (await fetch(server.url + linked('scripts.js'))).text(), context);
    expect(log).toEqual(['x-banner', 'error: broken section script']);
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
