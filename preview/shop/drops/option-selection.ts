// A product's option selection as Shopify resolves it ("Support high-variant products"):
// `?option_values=` (option value ids, comma-separated) picks values option by option; a partial
// pick is completed from the first available variant that has the picked values; a pick that no
// variant has selects no variant (the theme then shows "Unavailable"). Option value ids are stable
// numbers per listing (a product, or a combined listing's parent), option position and name.
import type { Variant } from '../types';

/** A stable numeric id for an option value (Shopify's are numbers too). */
export function optionValueId(listingId: number, position: number, name: string): number {
  let h = 2166136261 ^ listingId ^ (position << 24);
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 16777619);
  return ((h >>> 0) % 2_000_000_000) + 1;
}

/** `option_values=1,2,3` → the ids; anything that is not a positive whole number is dropped. undefined when none is left. */
export function parseOptionValueIds(raw: unknown): number[] | undefined {
  if (typeof raw !== 'string' || raw === '') return undefined;
  const ids = raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d{1,15}$/.test(part))
    .map(Number);
  return ids.length > 0 ? ids : undefined;
}

/** The distinct values of each option, in the order the variants first use them. */
export function optionValueNames(variants: readonly Variant[], optionCount: number): string[][] {
  return Array.from({ length: optionCount }, (_, i) => [...new Set(variants.map((v) => v.options[i] ?? ''))]);
}

export interface OptionPick {
  /** the selected value of each option */
  values: string[];
  /** the variant with those values; null when no variant has them */
  variant: Variant | null;
}

/**
 * What `?option_values=` selects: values of `pool` (every variant the options list) by id, the
 * variant among `selectable` (the page's own). undefined when no id is one of this listing's.
 */
export function pickOptions(
  listingId: number,
  optionCount: number,
  pool: readonly Variant[],
  selectable: readonly Variant[],
  ids: readonly number[],
): OptionPick | undefined {
  const wanted = new Set(ids);
  const picked = optionValueNames(pool, optionCount).map((names, i) => names.find((name) => wanted.has(optionValueId(listingId, i + 1, name))));
  if (picked.every((value) => value === undefined)) return undefined;
  const matches = selectable.filter((v) => picked.every((value, i) => value === undefined || v.options[i] === value));
  const variant = matches.find((v) => v.available) ?? matches[0] ?? null;
  const filler = variant ?? selectable.find((v) => v.available) ?? selectable[0];
  return { values: picked.map((value, i) => value ?? filler?.options[i] ?? ''), variant };
}

/** The variant with `name` at `index` and the selected values elsewhere. */
export function variantWithValue<V extends { options: readonly string[] }>(
  pool: readonly V[],
  selected: readonly string[],
  index: number,
  name: string,
): V | undefined {
  return pool.find((v) => v.options.every((o, i) => o === (i === index ? name : selected[i])));
}

/**
 * Shopify's top-down availability: some available variant has `name` at `index` and the selected
 * values of the options before it (whatever the options after it hold).
 */
export function valueAvailable<V extends { options: readonly string[]; available: boolean }>(
  pool: readonly V[],
  selected: readonly string[],
  index: number,
  name: string,
): boolean {
  return pool.some((v) => v.available && v.options[index] === name && selected.slice(0, index).every((value, i) => v.options[i] === value));
}
