// Ruby's Range as Liquid's `(a..b)` makes it: its integers wherever a list is walked, `a..b` wherever it prints.
import type { Context, RangeToken } from 'liquidjs';
import { rubyToI } from './tags/loops';
import { toText } from './to-text';
import { toRubyInteger } from './ruby-values';

/**
 * The integers from `from` to `to` as an array (so for, tablerow and every list filter walk them), which prints
 * as Ruby prints a Range (`1..5`) and equals only a range with the same bounds, as Range#== does.
 */
export class RubyRange extends Array<number> {
  // What map, filter, slice, concat... make of a range is a plain list, as Ruby's Enumerable answers arrays.
  static override get [Symbol.species](): ArrayConstructor {
    return Array;
  }
  readonly #from: number;
  readonly #to: number;
  constructor(from: number, to: number) {
    super();
    this.#from = from;
    this.#to = to;
    for (let i = from; i <= to; i++) this.push(i);
  }
  /** Range#to_s. Not toString: a range used as a key (`hash[(1..3)]`) must not find the key "1..3", as in Ruby. */
  rubyText(): string {
    return `${this.#from}..${this.#to}`;
  }
  toJSON(): string {
    return this.rubyText();
  }
  // LiquidJS's comparison protocol: Range#== compares the bounds; a range has no order (`<` is false).
  equals(other: unknown): boolean {
    return other instanceof RubyRange && other.#from === this.#from && other.#to === this.#to;
  }
  gt(): boolean {
    return false;
  }
  geq(): boolean {
    return false;
  }
  lt(): boolean {
    return false;
  }
  leq(): boolean {
    return false;
  }
}

/**
 * A bound as Liquid's RangeLookup reads it: nil and strings by String#to_i (nil → 0, "6b" → 6), integers as they
 * are, anything else by Integer(value.to_s), so a float is "invalid integer". A float written in the template
 * is truncated (Liquid makes a range of literals at parse time with #to_i).
 */
function rangeBound(value: unknown, literal: boolean): number {
  if (value === null || value === undefined || typeof value === 'string') return rubyToI(value);
  if (typeof value === 'bigint') return Number(value);
  if (literal && typeof value === 'object') return Math.trunc(Number(value)); // a float literal (RubyFloat)
  return toRubyInteger(typeof value === 'object' && !Array.isArray(value) ? toText(value) : value);
}

/** The engine's rangeValue option (patches/liquidjs+10.30.1.patch): `(a..b)` evaluates to a RubyRange. */
export function rubyRangeValue(low: unknown, high: unknown, token: RangeToken, ctx: Context): RubyRange {
  const from = rangeBound(low, 'content' in token.lhs);
  const to = rangeBound(high, 'content' in token.rhs);
  ctx.memoryLimit.use(Math.max(to - from + 1, 0));
  return new RubyRange(from, to);
}
