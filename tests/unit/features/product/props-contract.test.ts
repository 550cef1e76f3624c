// Every product island on every sample product page (and the showcase template) carries JSON its
// widget's schema accepts: the Liquid side and the TypeScript side of each contract agree.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type PreviewServer } from '../../../../preview/server';
import { checkIslandProps } from '../../../../src/islands/props-schema';
import { widgetRegistry } from '../../../../src/islands/registry';

const PRODUCT_WIDGETS = new Set([
  'product-form', 'product-media', 'product-reviews', 'product-tabs', 'product-sticky-bar', 'product-linked',
  'product-upsells', 'multi-product-hero', 'product-tab-list',
]);

/** [widget, JSON] of each island host in a page: the host's own props script comes first. */
function islandsIn(html: string): [string, unknown][] {
  const hosts = /<(?:div|nav)\s[^>]*data-widget="([\w-]+)"[^>]*>\s*<script type="application\/json" data-props>([\s\S]*?)<\/script>/g;
  return [...html.matchAll(hosts)].map((m) => [m[1]!, JSON.parse(m[2]!) as unknown]);
}

let server: PreviewServer;
beforeAll(async () => {
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'olivine-props-'));
  server = await startServer({ port: 0, stateDir, logError: () => {} });
});
afterAll(() => server.close());

describe('product island props contracts', () => {
  it('every product page and the showcase template print props their widgets accept', async () => {
    const paths = [
      ...server.shop.data.products.map((p) => `/products/${p.handle}`),
      '/products/the-everyday?view=showcase',
      '/products/infused-oils?variant=40012',
    ];
    const seen = new Set<string>();
    const refused: string[] = [];
    for (const pathname of paths) {
      const res = await fetch(server.url + pathname);
      expect(res.status, pathname).toBe(200);
      for (const [name, raw] of islandsIn(await res.text())) {
        if (!PRODUCT_WIDGETS.has(name)) continue;
        seen.add(name);
        const { schema } = await widgetRegistry[name]!();
        const checked = checkIslandProps(name, schema, raw, pathname);
        if (!checked.ok) refused.push(checked.message);
      }
    }
    expect(refused).toEqual([]);
    // The pages above reach every product widget, so none is left unchecked.
    expect([...seen].sort()).toEqual([...PRODUCT_WIDGETS].sort());
  });
});
