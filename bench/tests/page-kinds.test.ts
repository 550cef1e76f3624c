// Every page type `npm run bench` measures, found on the sample shop the way the bench finds it:
// each answers the status its kind expects and renders with the template the kind is named for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type PreviewServer } from '../../preview/server';
import { tempDir } from '../../tests/helpers/temp-dir';
import { PAGE_KINDS, type PageKind } from '../lib/args';
import { discoverPage, type DiscoveryState } from '../lib/pages';
import { linksUnder, templateNameIn } from '../lib/template-pages';

/** The template of each kind not named after its own template. */
const TEMPLATE: Partial<Record<PageKind, string>> = {
  home: 'index',
  'search-overlay': 'index',
  login: 'customers/login',
  register: 'customers/register',
  account: 'customers/account',
  addresses: 'customers/addresses',
  order: 'customers/order',
};

describe('page discovery helpers', () => {
  it('reads the template a page rendered with and its links under a prefix', () => {
    expect(templateNameIn('<html><body class="x" data-template="product.gift-card"><p data-template="no">')).toBe('product.gift-card');
    expect(templateNameIn('<body class="x">')).toBeNull();
    const html =
      '<a href="/pages/faq">F</a><a href="/pages/">none</a><a href="/pages/about?x=1">A</a><a href="/pages/faq#q">again</a><a href="https://x/pages/y">y</a>';
    expect(linksUnder(html, '/pages/')).toEqual(['/pages/faq', '/pages/about']);
  });
});

describe('every page type on the sample shop', () => {
  let server: PreviewServer;
  beforeAll(async () => {
    server = await startServer({ port: 0, stateDir: tempDir(), logError: () => {} });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers with its status and renders with its template', async () => {
    const state: DiscoveryState = {};
    const seen = [];
    for (const kind of PAGE_KINDS) {
      const page = await discoverPage(server.url, kind, state);
      const res = await fetch(server.url + page.path, { headers: page.cookie ? { cookie: page.cookie } : {}, redirect: 'manual' });
      seen.push({ kind, status: res.status, template: templateNameIn(await res.text()) });
    }
    expect(seen).toEqual(PAGE_KINDS.map((kind) => ({ kind, status: kind === '404' ? 404 : 200, template: TEMPLATE[kind] ?? kind })));
  });
});
