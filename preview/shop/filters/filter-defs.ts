// Each configured storefront filter as Shopify names and matches it: its URL parameter
// (filter.v.availability, filter.v.price, filter.p.product_type, filter.p.vendor, filter.p.tag,
// filter.v.option.<name>, filter.p.m.<ns>.<key>, filter.v.m.<ns>.<key>), its label, its type,
// and the values a product (product scope) or a variant (variant scope) has for it.
import { handleize } from '../../../src/contracts/handle';
import type { Product, Variant } from '../types';
import type { FilterSetting } from './filter-settings';

export interface FilterDef {
  paramName: string;
  label: string;
  type: 'list' | 'boolean' | 'price_range';
  operator: 'AND' | 'OR';
  scope: 'product' | 'variant';
  /** the option's name, for an option filter (its values' swatches) */
  optionName?: string;
  /** values of the product (product scope) or of the variant (variant scope) */
  values(product: Product, variant: Variant): string[];
  labelOf(value: string): string;
  /** a fixed value order (availability, booleans); else values sort by their labels */
  order?: readonly string[];
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
export const compareLabels = (a: string, b: string) => collator.compare(a, b);

const same = (value: string) => value;

/** A metafield value as filter values: a boolean is '1'/'0', a list gives each item. */
function metafieldValues(raw: unknown): string[] {
  if (raw === null || raw === undefined || raw === '') return [];
  if (typeof raw === 'boolean') return [raw ? '1' : '0'];
  if (Array.isArray(raw)) return raw.filter((v) => typeof v === 'string' || typeof v === 'number').map(String);
  if (typeof raw === 'string' || typeof raw === 'number') return [String(raw)];
  return [];
}

function titleize(key: string): string {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function metafieldDef(setting: Extract<FilterSetting, { type: 'metafield' }>, products: readonly Product[]): FilterDef {
  const { owner, namespace, key } = setting;
  const read = (p: Product, v: Variant) => metafieldValues((owner === 'product' ? p : v).metafields[namespace]?.[key]);
  const sample = products.flatMap((p) => (owner === 'product' ? [p.metafields] : p.variants.map((v) => v.metafields))).map((m) => m[namespace]?.[key]);
  const isBoolean = sample.some((v) => typeof v === 'boolean');
  return {
    paramName: `filter.${owner === 'product' ? 'p' : 'v'}.m.${namespace}.${key}`,
    label: setting.label ?? titleize(key),
    type: isBoolean ? 'boolean' : 'list',
    operator: !isBoolean && setting.operator === 'AND' ? 'AND' : 'OR',
    scope: owner,
    values: read,
    labelOf: isBoolean ? (v) => (v === '1' ? 'Yes' : 'No') : same,
    order: isBoolean ? ['1', '0'] : undefined,
  };
}

/** The filter a setting describes, or undefined when the shop has nothing it could apply to. */
export function filterDef(setting: FilterSetting, products: readonly Product[]): FilterDef | undefined {
  switch (setting.type) {
    case 'availability':
      return {
        paramName: 'filter.v.availability',
        label: setting.label ?? 'Availability',
        type: 'list',
        operator: 'OR',
        scope: 'variant',
        values: (_p, v) => [v.available ? '1' : '0'],
        labelOf: (v) => (v === '1' ? 'In stock' : 'Out of stock'),
        order: ['1', '0'],
      };
    case 'price':
      return {
        paramName: 'filter.v.price',
        label: setting.label ?? 'Price',
        type: 'price_range',
        operator: 'OR',
        scope: 'variant',
        values: () => [],
        labelOf: same,
      };
    case 'product_type':
      return {
        paramName: 'filter.p.product_type',
        label: setting.label ?? 'Product type',
        type: 'list',
        operator: 'OR',
        scope: 'product',
        values: (p) => (p.product_type ? [p.product_type] : []),
        labelOf: same,
      };
    case 'vendor':
      return {
        paramName: 'filter.p.vendor',
        label: setting.label ?? 'Vendor',
        type: 'list',
        operator: 'OR',
        scope: 'product',
        values: (p) => (p.vendor ? [p.vendor] : []),
        labelOf: same,
      };
    case 'tag':
      return {
        paramName: 'filter.p.tag',
        label: setting.label ?? 'Tags',
        type: 'list',
        operator: setting.operator ?? 'OR',
        scope: 'product',
        values: (p) => p.tags,
        labelOf: same,
      };
    case 'option': {
      const wanted = handleize(setting.name);
      return {
        paramName: `filter.v.option.${wanted}`,
        label: setting.label ?? setting.name,
        type: 'list',
        operator: 'OR',
        scope: 'variant',
        optionName: setting.name,
        values: (p, v) => {
          const i = p.options.findIndex((name) => handleize(name) === wanted);
          return i >= 0 && v.options[i] !== undefined ? [v.options[i]] : [];
        },
        labelOf: same,
      };
    }
    case 'metafield':
      return metafieldDef(setting, products);
    default:
      return undefined;
  }
}
