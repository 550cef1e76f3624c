// Liquid's standard filters where LiquidJS differs from Ruby: string filters see Ruby's to_s of arrays/hashes,
// empty-pattern replace, `h`, `squish`, and size/first/last on hashes, strings and numbers.
import type { FilterImplOptions } from 'liquidjs';
import { callRubyMethod } from '../ruby-lookups';
import { rubyToS, toRubyInteger } from '../ruby-values';
import { plain } from './args';
import { rubyReplace, rubyStripHtml, rubyTruncate, rubyTruncateWords } from './ruby-strings';

type Filter = (this: unknown, value: unknown, ...args: unknown[]) => unknown;

const isHash = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

/** Filters that read their input and arguments as strings: an array or hash reads as Ruby prints it (`["a", "b"]`, `1..5`). */
const STRING_INPUT_FILTERS = [
  'upcase',
  'downcase',
  'capitalize',
  'strip',
  'lstrip',
  'rstrip',
  'strip_html',
  'strip_newlines',
  'newline_to_br',
  'truncate',
  'truncatewords',
  'append',
  'prepend',
  'remove',
  'remove_first',
  'remove_last',
  'escape',
  'escape_once',
  'url_encode',
  'url_decode',
  'base64_encode',
  'base64_decode',
  'base64_url_safe_encode',
  'base64_url_safe_decode',
  'replace',
  'replace_first',
  'replace_last',
];

/** Ruby's to_s of a filter's input or argument. */
const text = (value: unknown): string => rubyToS(plain(value));

const rubyString = (value: unknown): unknown => (Array.isArray(value) || isHash(value) ? rubyToS(value) : value);

/** Ruby's `gsub` (replace) / `sub` (replace_first), whose replacement string has `\\0`-style escapes, and
 * replace_last's plain splice; an empty pattern matches before every character and at the end. */
function replaceAsRuby(original: Filter, mode: 'all' | 'first' | 'last'): Filter {
  return function (value, pattern, replacement = '') {
    const input = text(value);
    const find = text(pattern);
    const by = text(replacement);
    if (find !== '') return mode === 'last' ? original.call(this, rubyString(value), pattern, replacement) : rubyReplace(input, find, by, mode === 'all');
    if (mode === 'first' || input === '') return by + input;
    if (mode === 'last') return input + by;
    return by + [...input].join(by) + by;
  };
}

/** Ruby's #size: characters of a string, entries of a hash or array, 8 bytes of an Integer, else 0. */
function rubySize(value: unknown): number {
  const v = plain(value);
  if (Array.isArray(v)) return v.length;
  const size = callRubyMethod(v, 'size') ?? (v as { length?: unknown } | null | undefined)?.length;
  return typeof size === 'number' ? size : 0;
}

/**
 * A filter whose count arguments must be integers: `required` ones always, `optional` ones unless left out
 * (then its default). With `nilInput`, a nil input answers '' before any argument is read (truncate's way).
 */
function withIntegers(original: Filter, required: number[], optional: number[], nilInput?: string): Filter {
  return function (value, ...args) {
    if (nilInput !== undefined && (plain(value) === null || plain(value) === undefined)) return nilInput;
    const checked = args.map((arg, i) => {
      if (optional.includes(i) && arg === undefined) return undefined;
      return required.includes(i) || optional.includes(i) ? toRubyInteger(arg) : arg;
    });
    return original.call(this, nilInput === undefined ? value : rubyString(value), ...checked);
  };
}

/** `first` of a hash is its first [key, value] pair (Ruby's Hash#first); a hash has no `last`, so nil. */
function hashEnd(original: Filter, end: 'first' | 'last'): Filter {
  return function (value) {
    const v = plain(value);
    return isHash(v) ? callRubyMethod(v, end) : original.call(this, value);
  };
}

/** Overrides for the engine's standard filters, built on LiquidJS's own (`builtin`). */
export function standardFilters(builtin: Record<string, unknown>): Record<string, FilterImplOptions> {
  const own = (name: string): Filter => builtin[name] as Filter;
  const filters: Record<string, FilterImplOptions> = {};
  for (const name of STRING_INPUT_FILTERS) {
    const original = own(name);
    if (original)
      filters[name] = function (value: unknown, ...args: unknown[]) {
        return original.call(this, rubyString(value), ...args.map(rubyString));
      };
  }
  filters.replace = replaceAsRuby(own('replace'), 'all');
  filters.replace_first = replaceAsRuby(own('replace_first'), 'first');
  filters.replace_last = replaceAsRuby(own('replace_last'), 'last');
  filters.slice = withIntegers(own('slice'), [0], [1]);
  filters.truncate = withIntegers((value, length = 50, suffix = '...') => rubyTruncate(text(value), length as number, text(suffix)), [], [0], '');
  filters.truncatewords = withIntegers((value, words = 15, suffix = '...') => rubyTruncateWords(text(value), words as number, text(suffix)), [], [0], '');
  filters.strip_html = (value: unknown) => rubyStripHtml(text(value));
  filters.h = (filters.escape ?? own('escape')) as FilterImplOptions;
  filters.squish = (value: unknown) => text(value).trim().replace(/\s+/g, ' ');
  // Ruby's default also takes an empty hash (Hash#empty?) as missing.
  const defaultOf = own('default');
  filters.default = function (value: unknown, fallback: unknown, ...rest: unknown[]) {
    const v = plain(value);
    return isHash(v) && Object.keys(v).length === 0 ? fallback : defaultOf.call(this, value, fallback, ...rest);
  };
  filters.size = (value: unknown) => rubySize(value);
  filters.first = hashEnd(own('first'), 'first');
  filters.last = hashEnd(own('last'), 'last');
  return filters;
}
