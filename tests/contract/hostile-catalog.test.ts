// @vitest-environment jsdom
// Data contracts that data cannot break (a property test): hostile copies of the sample shop
// (referenced products deleted, quotes, backslashes, `</script>`, emoji and RTL text, products
// without images, zero and huge prices) are served by the preview; on every page type every JSON
// block must parse, every island payload must pass its widget's schema and each product form must
// carry its product's title exactly as typed. CI runs a fixed seed.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startServer } from '../../preview/server';
import { hostileCatalog, type HostileCatalog } from './fixtures/hostile-catalog';
import { client, tempDir } from './helpers';
import { invalidJsonBlocks, parseHtml, payloadFailures, payloadsOf, shopPages, type Payload } from './island-payloads';

/** The seed CI runs; `HOSTILE_SEED=<n>` replays another. */
const SEED = Number(process.env.HOSTILE_SEED ?? 28);
const RUNS = Number(process.env.HOSTILE_RUNS ?? 2);

/** Each distinct failure once (page and list indexes aside), with how many more showed it and the first one. */
function distinct(failures: string[]): string[] {
  const seen = new Map<string, { first: string; count: number }>();
  for (const failure of failures) {
    const key = failure.replace(/^\S+ \([^)]*\) /, '').replace(/\.\d+\./g, '.N.');
    const entry = seen.get(key);
    if (entry) entry.count += 1;
    else seen.set(key, { first: failure, count: 1 });
  }
  return [...seen.values()].map(({ first, count }) => (count > 1 ? `${first} (and ${count - 1} more like it)` : first));
}

/** Tabs of a product tab list whose panel is not on the page (a tab for a deleted product). */
function tabsWithoutPanel(payloads: Payload[], html: string): string[] {
  const document = parseHtml(html);
  return payloads
    .filter((payload) => payload.widget === 'product-tab-list')
    .flatMap((payload) => ((payload.props as { tabs?: { value: string }[] }).tabs ?? []).map((tab) => ({ payload, tab })))
    .filter(({ tab }) => !document.getElementById(tab.value))
    .map(({ payload, tab }) => `${payload.url} (${payload.template}) product-tab-list: tab ${tab.value} has no panel`);
}

/** Product pages whose form payload does not carry the product's title exactly as the merchant typed it. */
function titlesNotKept(data: HostileCatalog['data'], payloads: Payload[]): string[] {
  return data.products.flatMap((product) => {
    const url = `/products/${product.handle}`;
    const form = payloads.find((p) => p.url === url && p.widget === 'product-form')?.props as { product?: { title?: unknown } } | undefined;
    return form?.product?.title === product.title
      ? []
      : [`${url}: product-form title ${JSON.stringify(form?.product?.title)}, expected ${JSON.stringify(product.title)}`];
  });
}

/** Serves the catalog and lists every broken JSON block, failed payload and render error on its pages. */
async function contractFailures({ data }: HostileCatalog): Promise<string[]> {
  const server = await startServer({ port: 0, stateDir: tempDir(), data, logError: () => {} });
  try {
    const shopper = client(server.url);
    const failures: string[] = [];
    const payloads: Payload[] = [];
    for (const url of shopPages(data)) {
      const res = await shopper.fetch(url);
      if (![200, 404].includes(res.status)) failures.push(`${url}: HTTP ${res.status}`);
      const html = await res.text();
      failures.push(...invalidJsonBlocks(url, html));
      const found = payloadsOf(url, html);
      failures.push(...tabsWithoutPanel(found, html));
      payloads.push(...found);
    }
    failures.push(...(await payloadFailures(payloads)));
    failures.push(...titlesNotKept(data, payloads));
    failures.push(...server.errors.map((error) => `render error: ${String(error)}`));
    return distinct(failures);
  } finally {
    await server.close();
  }
}

describe('island props on a hostile catalog', () => {
  it('every JSON block parses and every payload passes its schema on every page type', { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(hostileCatalog(), async (catalog) => {
        expect(await contractFailures(catalog), `deleted ${catalog.deleted.join(', ')}`).toEqual([]);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  });
});
