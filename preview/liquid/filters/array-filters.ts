// Ruby Liquid's array filters over its InputIterator: nested arrays flattened, a hash one item, nil no item,
// `item[property]` read as Ruby reads it (a string's substring, a hash's key), Ruby's `<=>` and `uniq`.
import type { Context, FilterImplOptions } from 'liquidjs';
import type { BinaryOperatorHandler } from 'liquidjs/dist/render/operator';
import { RubyFloat, rubyInspect, rubyToS } from '../ruby-values';
import { plain } from './args';
import { TextDrop } from '../text-drop';

interface FilterThis {
  context: Context;
}
type Lookup = Generator<unknown, unknown, unknown>;

const isNil = (v: unknown): v is null | undefined => v === null || v === undefined;
const isHash = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

/** Ruby's InputIterator: an array flattened, a hash as one item, nil as none, an enumerable its items, else one item. */
export function inputItems(value: unknown): unknown[] {
  const v = plain(value);
  if (isNil(v)) return [];
  if (Array.isArray(v)) return v.flat(Infinity);
  if (typeof v === 'object' && !isHash(v) && Symbol.iterator in v) return Array.from(v as Iterable<unknown>);
  return [v];
}

/** An item without Ruby's `[]` (nil, true, a Float): the filters answer nil for the whole input. */
const NOT_INDEXABLE = Symbol('not indexable');

const propertyError = (property: unknown): Error => new Error(`cannot select the property '${rubyToS(plain(property))}'`);

/** Ruby's `item[property]`: a hash's or drop's key, a string's substring (or nil); an Integer raises. */
function* indexed(self: FilterThis, item: unknown, property: unknown): Lookup {
  const key = plain(property);
  // A drop that prints as a string (an option value) still answers its own properties (`map: 'swatch'`).
  if (item instanceof TextDrop && typeof key === 'string' && key in item) return yield self.context.readProperty(item, key);
  const v = plain(item);
  if (isNil(v) || typeof v === 'boolean' || v instanceof RubyFloat || (typeof v === 'number' && !Number.isInteger(v))) return NOT_INDEXABLE;
  if (typeof v === 'number' || typeof v === 'bigint') throw propertyError(property);
  if (typeof v === 'string') return typeof key === 'string' ? (v.includes(key) ? key : null) : NOT_INDEXABLE;
  return yield self.context.readProperty(item as object, key as string);
}

/** Ruby's `a <=> b` for sort: numbers, strings and arrays order; equal values are 0; anything else has no order. */
function spaceship(a: unknown, b: unknown): number | undefined {
  const [x, y] = [plain(a), plain(b)];
  const numeric = (v: unknown): v is number | RubyFloat | bigint => typeof v === 'number' || typeof v === 'bigint' || v instanceof RubyFloat;
  if (numeric(x) && numeric(y)) return Number(x) < Number(y) ? -1 : Number(x) > Number(y) ? 1 : 0;
  if (typeof x === 'string' && typeof y === 'string') return x < y ? -1 : x > y ? 1 : 0;
  if (Array.isArray(x) && Array.isArray(y)) {
    for (let i = 0; i < Math.min(x.length, y.length); i++) {
      const order = spaceship(x[i], y[i]);
      if (order !== 0) return order;
    }
    return Math.sign(x.length - y.length);
  }
  return x === y || (typeof x === 'object' && x !== null && rubyInspect(x) === rubyInspect(y)) ? 0 : undefined;
}

/** Liquid's nil_safe_compare: nil sorts last; values Ruby cannot order raise. */
function nilSafeCompare(a: unknown, b: unknown): number {
  const order = spaceship(a, b);
  if (order !== undefined) return order;
  if (isNil(plain(a))) return 1;
  if (isNil(plain(b))) return -1;
  throw new Error('cannot sort values of incompatible types');
}

/** The key Ruby's Array#uniq compares by (hash/eql?): 1 and 1.0 differ, equal strings, arrays and hashes match. */
function uniqKey(value: unknown): unknown {
  const v = plain(value);
  if (v instanceof RubyFloat || (typeof v === 'number' && !Number.isInteger(v))) return `f:${Number(v)}`;
  if (typeof v === 'number' || typeof v === 'bigint') return `i:${String(v)}`;
  if (typeof v === 'string') return `s:${v}`;
  if (Array.isArray(v) || isHash(v)) return `o:${rubyInspect(v)}`;
  return v;
}

function uniqBy(items: unknown[], keys: unknown[]): unknown[] {
  const seen = new Set<unknown>();
  return items.filter((_, i) => {
    const key = uniqKey(keys[i]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Liquid's filter_array: the items whose `item[property]` is truthy, or equals `target` when one is given, as
 * [item, index] pairs handed to `answer` (`first` stops at the first, as Ruby's find/any?). An empty input
 * answers `empty`; an item without `[]` makes the whole answer nil.
 */
function* filterArray(
  self: FilterThis,
  input: unknown,
  property: unknown,
  target: unknown,
  empty: unknown,
  answer: (hits: [unknown, number][]) => unknown,
  first = false,
): Lookup {
  const items = inputItems(input);
  if (!items.length) return empty;
  const hits: [unknown, number][] = [];
  for (const [i, item] of items.entries()) {
    const value = yield* indexed(self, item, property);
    if (value === NOT_INDEXABLE) return null;
    const hit = isNil(target)
      ? !isNil(value) && value !== false
      : yield (self.context.opts.operators['=='] as BinaryOperatorHandler)(value, target, self.context);
    if (hit) hits.push([item, i]);
    if (hit && first) break;
  }
  return answer(hits);
}

export const arrayFilters: Record<string, FilterImplOptions> = {
  *map(this: FilterThis, input: unknown, property: unknown): Lookup {
    const out: unknown[] = [];
    for (const item of inputItems(input)) {
      if (plain(property) === 'to_liquid') out.push(item);
      else {
        const value = yield* indexed(this, item, property);
        out.push(value === NOT_INDEXABLE ? null : value);
      }
    }
    return out;
  },
  *where(this: FilterThis, input: unknown, property: unknown, target?: unknown): Lookup {
    return yield* filterArray(this, input, property, target, [], (hits) => hits.map(([item]) => item));
  },
  *reject(this: FilterThis, input: unknown, property: unknown, target?: unknown): Lookup {
    const items = inputItems(input);
    return yield* filterArray(this, items, property, target, [], (hits) => {
      const matched = new Set(hits.map(([, i]) => i));
      return items.filter((_, i) => !matched.has(i));
    });
  },
  *has(this: FilterThis, input: unknown, property: unknown, target?: unknown): Lookup {
    return yield* filterArray(this, input, property, target, false, (hits) => hits.length > 0, true);
  },
  *find(this: FilterThis, input: unknown, property: unknown, target?: unknown): Lookup {
    return yield* filterArray(this, input, property, target, null, (hits) => hits[0]?.[0] ?? null, true);
  },
  *find_index(this: FilterThis, input: unknown, property: unknown, target?: unknown): Lookup {
    return yield* filterArray(this, input, property, target, null, (hits) => hits[0]?.[1] ?? null, true);
  },
  *compact(this: FilterThis, input: unknown, property?: unknown): Lookup {
    const items = inputItems(input);
    if (isNil(property)) return items.filter((item) => !isNil(plain(item)));
    const out: unknown[] = [];
    for (const item of items) {
      const value = yield* indexed(this, item, property);
      if (value === NOT_INDEXABLE) return null;
      if (!isNil(plain(value))) out.push(item);
    }
    return out;
  },
  *uniq(this: FilterThis, input: unknown, property?: unknown): Lookup {
    const items = inputItems(input);
    if (isNil(property)) return uniqBy(items, items);
    const keys: unknown[] = [];
    for (const item of items) {
      const value = yield* indexed(this, item, property);
      if (value === NOT_INDEXABLE) return null;
      keys.push(value);
    }
    return uniqBy(items, keys);
  },
  *sort(this: FilterThis, input: unknown, property?: unknown): Lookup {
    const items = inputItems(input);
    if (isNil(property)) return [...items].sort(nilSafeCompare);
    const keyed: [unknown, unknown][] = [];
    for (const item of items) {
      const value = yield* indexed(this, item, property);
      if (value === NOT_INDEXABLE) return null;
      keyed.push([item, value]);
    }
    return keyed.sort((a, b) => nilSafeCompare(a[1], b[1])).map(([item]) => item);
  },
  // A glue given as nil (a missing variable) joins with nothing; only a left-out glue is a space.
  join: (input: unknown, ...glue: unknown[]) =>
    inputItems(input)
      .map((item) => rubyToS(plain(item)))
      .join(glue.length ? rubyToS(plain(glue[0])) : ' '),
  reverse: (input: unknown) => inputItems(input).reverse(),
};
