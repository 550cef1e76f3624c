// Storefront filtering over a list of products (a collection, or search's product results): the
// `filter.*` parameters of the page URL narrow the list (filters AND-ed, a filter's values OR-ed,
// or AND-ed where the filter says so; variant filters must hold on one same variant), and the
// Liquid `filter` / `filter_value` objects describe each filter with Shopify's properties.
import type { Product } from '../types';
import { compareLabels, filterDef, type FilterDef } from './filter-defs';
import type { FilterSetting } from './filter-settings';
import type { FilterUrl } from './filter-url';

export interface FacetOptions {
  settings: readonly FilterSetting[];
  url: FilterUrl;
  /** the swatch of a product's option value (null when it has none) */
  swatchOf?: (product: Product, optionName: string, value: string) => unknown;
  /** over this many products Shopify offers no filters (they still apply) */
  maxProducts: number;
}

interface Selection {
  lists: Map<string, string[]>;
  gte?: number;
  lte?: number;
}

const PRICE_GTE = 'filter.v.price.gte';
const PRICE_LTE = 'filter.v.price.lte';

/** A price parameter in the shop's major unit ("12", "12.50", "1,200") as cents. */
function priceCents(raw: string | undefined): number | undefined {
  const text = raw?.replace(/,/g, '').trim();
  if (!text || !/^\d{1,9}(\.\d{0,2})?$/.test(text)) return undefined;
  return Math.round(Number(text) * 100);
}

function holds(def: FilterDef, active: readonly string[], has: readonly string[]): boolean {
  return def.operator === 'AND' ? active.every((a) => has.includes(a)) : active.some((a) => has.includes(a));
}

function matches(product: Product, defs: readonly FilterDef[], sel: Selection): boolean {
  const variantDefs: FilterDef[] = [];
  for (const def of defs) {
    const active = sel.lists.get(def.paramName);
    if (!active?.length) continue;
    if (def.scope === 'variant') variantDefs.push(def);
    else if (!holds(def, active, def.values(product, product.variants[0]!))) return false;
  }
  if (variantDefs.length === 0 && sel.gte === undefined && sel.lte === undefined) return true;
  return product.variants.some(
    (v) =>
      (sel.gte === undefined || v.price >= sel.gte) &&
      (sel.lte === undefined || v.price <= sel.lte) &&
      variantDefs.every((def) => holds(def, sel.lists.get(def.paramName)!, def.values(product, v))),
  );
}

function valuesIn(def: FilterDef, products: readonly Product[]): string[] {
  const found = new Set<string>();
  for (const p of products) {
    const owners = def.scope === 'product' ? [p.variants[0]!] : p.variants;
    for (const v of owners) for (const value of def.values(p, v)) found.add(value);
  }
  if (def.order) return def.order.filter((v) => found.has(v));
  return [...found].sort((a, b) => compareLabels(def.labelOf(a), def.labelOf(b)));
}

export interface Faceted {
  /** the products that pass every active filter, in the list's order */
  products: Product[];
  /** the `filter` objects, built when first read */
  readonly filters: unknown[];
}

export function facet(base: readonly Product[], opts: FacetOptions): Faceted {
  const defs = opts.settings.map((s) => filterDef(s, base)).filter((d): d is FilterDef => d !== undefined);
  const { url } = opts;
  const sel: Selection = { lists: new Map(), gte: priceCents(url.all(PRICE_GTE)[0]), lte: priceCents(url.all(PRICE_LTE)[0]) };
  for (const def of defs) if (def.type !== 'price_range' && url.all(def.paramName).length) sel.lists.set(def.paramName, url.all(def.paramName));
  const anyActive = sel.lists.size > 0 || sel.gte !== undefined || sel.lte !== undefined;
  const products = anyActive ? base.filter((p) => matches(p, defs, sel)) : [...base];
  let built: unknown[] | undefined;
  return {
    products,
    get filters() {
      built ??= base.length > opts.maxProducts ? [] : defs.map((def) => filterObject(def, base, sel, defs, opts)).filter((f) => f !== undefined);
      return built;
    },
  };
}

function filterObject(def: FilterDef, base: readonly Product[], sel: Selection, defs: readonly FilterDef[], opts: FacetOptions): object | undefined {
  const { url } = opts;
  if (def.type === 'price_range') {
    if (base.length === 0) return undefined;
    const bound = (param: string, cents: number | undefined) => ({
      param_name: param,
      value: cents ?? null,
      // Only list and boolean values are ever active.
      active: false,
      count: null,
      label: null,
      url_to_add: url.without([param]),
      url_to_remove: url.without([param]),
    });
    return {
      label: def.label,
      param_name: def.paramName,
      type: 'price_range',
      operator: null,
      presentation: null,
      values: [],
      active_values: [],
      inactive_values: [],
      true_value: null,
      false_value: null,
      min_value: bound(PRICE_GTE, sel.gte),
      max_value: bound(PRICE_LTE, sel.lte),
      range_max: Math.max(...base.flatMap((p) => p.variants.map((v) => v.price))),
      url_to_remove: url.without([PRICE_GTE, PRICE_LTE]),
    };
  }
  const names = valuesIn(def, base);
  if (names.length === 0) return undefined;
  const active = sel.lists.get(def.paramName) ?? [];
  // Counts: the products that pass every other filter and this value (with the values already picked, for AND).
  const others: Selection = { ...sel, lists: new Map(sel.lists) };
  others.lists.delete(def.paramName);
  const candidates = base.filter((p) => matches(p, defs, others));
  const values = names.map((value) => {
    const lists = new Map(others.lists).set(def.paramName, def.operator === 'AND' ? [...new Set([...active, value])] : [value]);
    const counted = candidates.filter((p) => matches(p, defs, { ...sel, lists }));
    const isActive = active.includes(value);
    const owner = def.optionName !== undefined ? base.find((p) => p.variants.some((v) => def.values(p, v).includes(value))) : undefined;
    return {
      param_name: def.paramName,
      value,
      label: def.labelOf(value),
      count: counted.length,
      active: isActive,
      url_to_add: isActive ? url.without([]) : url.with(def.paramName, value),
      url_to_remove: url.without([def.paramName], value),
      swatch: (owner && def.optionName !== undefined && opts.swatchOf?.(owner, def.optionName, value)) ?? null,
      image: null,
      display: null,
    };
  });
  const pick = (v: string) => (def.type === 'boolean' ? (values.find((x) => x.value === v) ?? null) : null);
  return {
    label: def.label,
    param_name: def.paramName,
    type: def.type,
    operator: def.operator,
    presentation: def.type === 'list' ? (values.some((v) => v.swatch) ? 'swatch' : 'text') : null,
    values,
    active_values: values.filter((v) => v.active),
    inactive_values: values.filter((v) => !v.active),
    true_value: pick('1'),
    false_value: pick('0'),
    min_value: null,
    max_value: null,
    range_max: null,
    url_to_remove: url.without([def.paramName]),
  };
}
