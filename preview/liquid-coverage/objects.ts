// Which documented Liquid objects and properties the preview provides: every page type of the
// sample shop is rendered through the real renderer with a probe theme (so the globals the
// renderer adds count too), and the objects' values are walked along the documented properties.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Drop } from 'liquidjs';
import { buildGlobals, type PageSpec, type StorefrontApp } from '../handlers/page-context';
import { resolvePage, isPageSpec } from '../handlers/pages';
import { pageRequestFor } from '../http/request';
import { CART_COOKIE, CUSTOMER_SESSION_COOKIE } from '../http/session';
import type { PreviewRequest } from '../http/types';
import { createThemeRenderer } from '../liquid';
import { buildRoutes } from '../route-table';
import { SAMPLE_GIFT_CARD_TOKEN } from '../handlers/special-pages';
import { createResolver } from '../shop/drops/resolver';
import { openShop, type Shop } from '../shop/index';
import { createLiquidObjects } from '../shop/objects';
import type { DocObject, LiquidDocs } from './docs';

/** Objects that tags and the section renderer put in scope while rendering, not page globals. */
export const RENDER_SCOPED = ['section', 'block', 'form', 'form_errors', 'forloop', 'tablerowloop', 'paginate', 'part'];

export interface ObjectSamples {
  /** documented object name → values of it met in the sample shop */
  samples: Map<string, unknown[]>;
  /** top-level names defined on at least one page (globals and template objects) */
  globals: Set<string>;
}

/** A property lookup as Liquid does it: own/getter properties, then a drop's liquidMethodMissing. */
export function lookup(value: unknown, key: string): { found: boolean; value: unknown } {
  if (value === null || typeof value !== 'object') return { found: false, value: undefined };
  if (key in value) return { found: true, value: (value as Record<string, unknown>)[key] };
  if (Array.isArray(value) && (key === 'size' || key === 'first' || key === 'last')) {
    return { found: true, value: key === 'size' ? value.length : key === 'first' ? value[0] : value[value.length - 1] };
  }
  if (value instanceof Drop) {
    const v: unknown = value.liquidMethodMissing(key, undefined as never);
    if (v !== undefined && !(v instanceof Promise)) return { found: true, value: v };
  }
  return { found: false, value: undefined };
}

/** The first items of a list (arrays, lazy lists, anything iterable). */
function itemsOf(value: unknown, max = 50): unknown[] {
  if (!value || typeof value !== 'object' || !(Symbol.iterator in value)) return [];
  const out: unknown[] = [];
  for (const item of value as Iterable<unknown>) {
    if (out.length >= max) break;
    out.push(item);
  }
  return out;
}

/** A keyed collection's values (`linklists['main-menu']`, `all_products[handle]`). */
function valuesOf(value: unknown): unknown[] {
  if (!value || typeof value !== 'object') return [];
  if (Symbol.iterator in value) return itemsOf(value, 3);
  return Object.values(value).slice(0, 3);
}

/** The sample shop's pages, one of each page type, the customer signed in and a cart filled. */
function samplePaths(shop: Shop): string[] {
  const { data } = shop;
  const blog = data.blogs.find((b) => b.articles.length > 0) ?? data.blogs[0];
  const order = data.customers[0]?.orders[0];
  const product = data.products[0];
  // Paths the preview does not serve resolve to its 404 page, which costs nothing.
  return [
    '/',
    '/collections',
    '/cart',
    '/search?q=oil',
    '/search/suggest?q=oil',
    '/account',
    '/account/addresses',
    '/account/register',
    '/password',
    `/gift_cards/${SAMPLE_GIFT_CARD_TOKEN}`,
    '/no-such-page',
    ...(order ? [`/account/orders/${order.id}`] : []),
    ...(product ? [`/recommendations/products?product_id=${product.id}`] : []),
    ...(data.products[0] ? [`/products/${data.products[0].handle}`] : []),
    ...(data.collections[0] ? [`/collections/${data.collections[0].handle}`] : []),
    ...(blog ? [`/blogs/${blog.handle}`, ...(blog.articles[0] ? [`/blogs/${blog.handle}/${blog.articles[0].handle}`] : [])] : []),
    ...(data.pages[0] ? [`/pages/${data.pages[0].handle}`] : []),
  ];
}

function probeLiquid(names: string[]): string {
  return names.map((n) => `${n}={% if ${n} == nil %}0{% else %}1{% endif %};`).join('');
}

/** A theme whose layout reports which top-level objects exist on the page. */
function writeProbeTheme(dir: string, names: string[], templates: string[]): void {
  for (const sub of ['layout', 'templates/customers', 'config', 'locales', 'sections', 'snippets', 'assets'])
    mkdirSync(path.join(dir, sub), { recursive: true });
  writeFileSync(path.join(dir, 'layout/theme.liquid'), `{{ content_for_layout }}|${probeLiquid(names)}`);
  writeFileSync(path.join(dir, 'config/settings_schema.json'), '[]');
  writeFileSync(path.join(dir, 'config/settings_data.json'), '{"current":{}}');
  writeFileSync(path.join(dir, 'locales/en.default.json'), '{}');
  for (const t of templates) writeFileSync(path.join(dir, `templates/${t}.liquid`), '');
}

export async function collectSamples(docs: LiquidDocs, opts: { dataDir?: string } = {}): Promise<ObjectSamples> {
  const work = mkdtempSync(path.join(tmpdir(), 'olivine-coverage-'));
  const shop = openShop({ stateDir: path.join(work, 'state'), reset: true, dataDir: opts.dataDir });
  try {
    const objects = createLiquidObjects(shop.catalog, { search: shop.search });
    const probeRoot = path.join(work, 'probe');
    const topLevel = docs.objects.filter((o) => o.access.global || o.access.template.length > 0).map((o) => o.name);
    const app: StorefrontApp = {
      shop,
      objects,
      renderer: createThemeRenderer({ themeRoot: probeRoot, resolver: createResolver(objects), shop: objects.shop() }),
    };
    const routes = buildRoutes({ shop, watch: false, app });

    const customer = shop.data.customers[0];
    const session = customer ? shop.customers.login(customer.email, customer.password) : undefined;
    const cartToken = shop.carts.newToken();
    const variant = shop.data.products[0]?.variants[0];
    if (variant) shop.carts.add(cartToken, [{ id: variant.id, quantity: 1 }]);
    const cookies: Record<string, string> = { [CART_COOKIE]: cartToken };
    if (session?.ok) cookies[CUSTOMER_SESSION_COOKIE] = session.value.sessionToken;
    const base: PreviewRequest = {
      method: 'GET',
      url: new URL('http://127.0.0.1/'),
      path: '/',
      locale: shop.data.shop.published_locales.find((l) => l.primary) ?? shop.data.shop.published_locales[0]!,
      query: {},
      headers: {},
      cookies,
      body: {},
      wantsJson: false,
    };

    // The gift card and password routes answer only a theme with their template: the probe has them first.
    writeProbeTheme(probeRoot, topLevel, ['gift_card', 'password']);
    const specs: { req: PreviewRequest; spec: PageSpec }[] = [];
    for (const p of samplePaths(shop)) {
      const req = pageRequestFor(base, p, shop.data.shop);
      const outcome = resolvePage(routes, req);
      if (outcome && isPageSpec(outcome)) specs.push({ req, spec: outcome });
    }
    writeProbeTheme(probeRoot, topLevel, [...new Set(specs.map((s) => s.spec.template))]);
    app.renderer.reload();

    const globals = new Set<string>();
    const samples = new Map<string, unknown[]>();
    const add = (name: string, value: unknown): void => {
      if (value === undefined || value === null) return;
      const list = samples.get(name) ?? [];
      if (list.length < 5 && !list.includes(value)) list.push(value);
      samples.set(name, list);
    };
    for (const { req, spec } of specs) {
      const pageGlobals = buildGlobals(app, req, spec);
      const html = await app.renderer.renderTemplate(spec.template, spec.suffix, { globals: pageGlobals });
      for (const m of html.matchAll(/(\w+)=1;/g)) globals.add(m[1]!);
      for (const name of topLevel) add(name, pageGlobals[name]);
    }
    walk(docs.objects, samples, add);
    return { samples, globals };
  } finally {
    shop.close();
    rmSync(work, { recursive: true, force: true });
  }
}

/** Follows documented properties whose type is another object, collecting sample values of it. */
function walk(objects: DocObject[], samples: Map<string, unknown[]>, add: (name: string, value: unknown) => void): void {
  const documented = new Set(objects.map((o) => o.name));
  for (let pass = 0; pass < 6; pass++) {
    const before = [...samples.values()].reduce((n, l) => n + l.length, 0);
    for (const object of objects) {
      // Objects reached by key (`linklists[handle]`) have a parent entry with no property name.
      for (const parent of object.access.parents.filter((p) => p.property === '')) {
        for (const sample of samples.get(parent.object) ?? []) valuesOf(sample).forEach((v) => add(object.name, v));
      }
      for (const sample of samples.get(object.name) ?? []) {
        for (const property of object.properties ?? []) {
          const type = property.return_type[0];
          const target = type?.type === 'array' ? type.array_value : type?.type;
          const { found, value } = lookup(sample, property.name);
          // `metafields` (not an object of its own in the docs) maps namespaces to metafields.
          if (found && target === 'metafields') valuesOf(value).forEach((ns) => add('metafield_namespace', ns));
          if (!target || !documented.has(target) || !found) continue;
          for (const item of type?.type === 'array' ? itemsOf(value) : [value]) {
            add(target, item);
            // A media list holds images, videos, external videos and models: each is its own object.
            if (target === 'media') add(String(lookup(item, 'media_type').value), item);
          }
        }
      }
    }
    if ([...samples.values()].reduce((n, l) => n + l.length, 0) === before) break;
  }
}

export interface ObjectReport {
  documented: number;
  provided: string[];
  missing: string[];
  /** documented, non-deprecated properties of the provided objects that no sample has */
  missingProperties: Map<string, string[]>;
}

export function objectReport(docs: LiquidDocs, found: ObjectSamples): ObjectReport {
  const isProvided = (o: DocObject): boolean => found.globals.has(o.name) || found.samples.has(o.name) || RENDER_SCOPED.includes(o.name);
  const missingProperties = new Map<string, string[]>();
  for (const object of docs.objects) {
    const samples = found.samples.get(object.name);
    if (!samples?.length) continue;
    const gaps = (object.properties ?? []).filter((p) => !p.deprecated && !samples.some((s) => lookup(s, p.name).found)).map((p) => p.name);
    if (gaps.length) missingProperties.set(object.name, gaps);
  }
  return {
    documented: docs.objects.length,
    provided: docs.objects.filter(isProvided).map((o) => o.name),
    missing: docs.objects.filter((o) => !isProvided(o)).map((o) => o.name),
    missingProperties,
  };
}
