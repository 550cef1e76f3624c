// @vitest-environment jsdom
// The island props contract, end to end: every template of the sample shop is rendered through the
// preview, every `[data-widget]` payload is collected and checked against its widget's schema, so a
// Liquid change that breaks a widget's props fails here instead of silently on one template.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { propsIssues } from '../../src/islands/props-schema';
import { widgetRegistry } from '../../src/islands/registry';
import { sampleServerPerFile } from './helpers';
import { parseHtml, payloadFailures, payloadsOf, shopPages, type Payload } from './island-payloads';

const sample = sampleServerPerFile();

/** The sample shop's pages and each customer template. */
const samplePages = () => shopPages(sample.server.shop.data);

async function collect(pages: string[]): Promise<{ payloads: Payload[]; templates: Set<string> }> {
  const payloads: Payload[] = [];
  const templates = new Set<string>();
  for (const url of pages) {
    const res = await sample.shopper.fetch(url);
    expect([200, 404], url).toContain(res.status);
    const html = await res.text();
    const found = payloadsOf(url, html);
    templates.add(parseHtml(html).body.getAttribute('data-template') ?? '(none)');
    payloads.push(...found);
  }
  return { payloads, templates };
}

/** Every template file of the theme, as `data-template` names it ('product.showcase', 'customers/login'). */
function themeTemplates(): string[] {
  const root = path.resolve('templates');
  const names: string[] = [];
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(json|liquid)$/.test(entry.name)) continue;
    const rel = path.relative(root, path.join(entry.parentPath, entry.name)).replace(/\.(json|liquid)$/, '');
    names.push(rel.split(path.sep).join('/'));
  }
  return names.sort();
}

describe('island props contract across the sample shop', () => {
  // It renders every page of the sample shop: minutes on a loaded machine, seconds on an idle one.
  it('every payload on every template passes its widget schema', { timeout: 300_000 }, async () => {
    // Anonymous pages, a cart with lines (the drawer and /cart change with it), then the account pages.
    const anonymous = await collect(samplePages());
    const variant = sample.server.shop.data.products.flatMap((p) => (p.requires_selling_plan ? [] : p.variants)).find((v) => v.available)!;
    await sample.shopper.json('/cart/add.js', { items: [{ id: variant.id, quantity: 2, properties: { Note: '<b>hi</b>' } }] });
    const withCart = await collect(['/cart', '/']);
    const login = new URLSearchParams({ form_type: 'customer_login', utf8: '✓', 'customer[email]': 'olive@example.com', 'customer[password]': 'goodoil' });
    const signedIn = await sample.shopper.fetch('/account/login', {
      method: 'POST',
      body: login,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(signedIn.status).toBe(302);
    const account = await collect(['/account', '/account?view=orders', '/account/addresses', '/account/orders/1001']);

    const payloads = [...anonymous.payloads, ...withCart.payloads, ...account.payloads];
    const templates = new Set([...anonymous.templates, ...withCart.templates, ...account.templates]);
    // Every template of the theme was rendered, so none is left out of the contract.
    for (const name of themeTemplates()) expect(templates, `template ${name} was never rendered`).toContain(name);

    const failures = await payloadFailures(payloads);
    const seen = new Set(payloads.map((payload) => payload.widget));
    expect(failures).toEqual([]);
    // The pages above reach every registered widget, so each schema is checked against real Liquid.
    expect([...seen].sort()).toEqual(Object.keys(widgetRegistry).sort());
    expect(sample.server.errors).toEqual([]);
  });

  it('a payload with a renamed key fails its schema, naming the key', async () => {
    const res = await sample.shopper.fetch('/');
    const drawer = payloadsOf('/', await res.text()).find((p) => p.widget === 'cart-drawer')!;
    const props = structuredClone(drawer.props) as { strings: Record<string, unknown> };
    props.strings.checkoutLabel = props.strings.checkout;
    delete props.strings.checkout;
    const { schema } = await widgetRegistry['cart-drawer']!();
    expect(propsIssues(schema, props)).toEqual([expect.stringMatching(/^strings\.checkout: /)]);
  });
});
