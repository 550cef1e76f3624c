// The storefront filters a merchant sets up (Shopify's Search & Discovery app): which filters a
// collection or search page offers, in order. A shop data folder may list them in filters.json;
// without one a shop has Shopify's defaults, availability and price.

export type FilterSetting =
  | { type: 'availability'; label?: string }
  | { type: 'price'; label?: string }
  | { type: 'product_type'; label?: string }
  | { type: 'vendor'; label?: string }
  | { type: 'tag'; label?: string; operator?: 'AND' | 'OR' }
  /** a variant option by its name (Size, Color) */
  | { type: 'option'; name: string; label?: string }
  /** a product or variant metafield: text, number, boolean or a list of text */
  | { type: 'metafield'; owner: 'product' | 'variant'; namespace: string; key: string; label?: string; operator?: 'AND' | 'OR' };

export const DEFAULT_FILTER_SETTINGS: readonly FilterSetting[] = [{ type: 'availability' }, { type: 'price' }];

const TYPES = new Set(['availability', 'price', 'product_type', 'vendor', 'tag', 'option', 'metafield']);

/** Why `value` is not a filters.json list, or undefined when it is one. */
export function filterSettingsProblem(value: unknown): string | undefined {
  if (!Array.isArray(value)) return 'top level should be an array';
  for (const [i, item] of value.entries()) {
    const where = `filters[${i}]`;
    if (!item || typeof item !== 'object') return `${where} is not an object`;
    const rec = item as Record<string, unknown>;
    if (typeof rec.type !== 'string' || !TYPES.has(rec.type)) return `${where}.type should be one of ${[...TYPES].join(', ')}`;
    if (rec.label !== undefined && typeof rec.label !== 'string') return `${where}.label should be a string`;
    if (rec.operator !== undefined && rec.operator !== 'AND' && rec.operator !== 'OR') return `${where}.operator should be AND or OR`;
    if (rec.type === 'option' && typeof rec.name !== 'string') return `${where}.name should be a string`;
    if (rec.type === 'metafield') {
      if (rec.owner !== 'product' && rec.owner !== 'variant') return `${where}.owner should be product or variant`;
      if (typeof rec.namespace !== 'string' || typeof rec.key !== 'string') return `${where} needs a namespace and a key`;
    }
  }
  return undefined;
}
