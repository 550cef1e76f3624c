// Math filters with Ruby Liquid's number semantics: Integer vs Float kept apart, floats computed as BigDecimal (exact decimals).
import type { FilterImplOptions } from 'liquidjs';
import { RubyFloat } from '../ruby-values';
import { plain, str } from './args';

interface RubyNumber {
  n: number;
  float: boolean;
  /** The exact value of an Integer past 2^53. */
  big?: bigint;
}
/** Liquid's Utils.to_number: floats and decimal strings are Floats, other strings `to_i`, anything else 0. */
export function rubyNumber(value: unknown): RubyNumber {
  const v = plain(value);
  if (v instanceof RubyFloat) return { n: v.value, float: true };
  if (typeof v === 'number') return { n: v, float: !Number.isInteger(v) };
  if (typeof v === 'bigint') return integer(v);
  if (typeof v === 'string') {
    const s = v.trim();
    if (/^-?\d+\.\d+$/.test(s)) return { n: Number(s), float: true };
    const int = /^[-+]?\d+/.exec(s);
    return int ? integer(BigInt(int[0])) : { n: 0, float: false };
  }
  return { n: 0, float: false };
}

const integer = (b: bigint): RubyNumber => ({ n: Number(b), float: false, big: Number.isSafeInteger(Number(b)) ? undefined : b });
/** An Integer result: a JS number while exact, a bigint past 2^53 (Ruby integers have no limit). */
const fromBig = (b: bigint): number | bigint => (Number.isSafeInteger(Number(b)) ? Number(b) : b);
const big = (x: RubyNumber): bigint => x.big ?? BigInt(x.n);

/** The number of a Liquid value (for filters taking a count), 0 when it isn't one. */
export const num = (value: unknown): number => rubyNumber(value).n;

const operands = (a: unknown, b: unknown): [RubyNumber, RubyNumber] => [rubyNumber(a), rubyNumber(b)];
const result = (n: number, float: boolean): number | RubyFloat => (float ? new RubyFloat(n) : n);

/** A finite double as an exact decimal: mantissa × 10^-scale, from its shortest round-trip text (as BigDecimal(float.to_s)). */
function decimal(n: number): [bigint, number] {
  const [mantissa = '0', exp = '0'] = String(n).toLowerCase().split('e');
  const [int, frac = ''] = mantissa.split('.');
  return [BigInt(int + frac), frac.length - Number(exp)];
}
const fromDecimal = (m: bigint, scale: number): number => Number(`${m}e${-scale}`);
const pow10 = (k: number): bigint => 10n ** BigInt(k);

function exact(a: number, b: number, op: '+' | '-' | '*' | '%'): number {
  if (!Number.isFinite(a) || !Number.isFinite(b)) return op === '+' ? a + b : op === '-' ? a - b : op === '*' ? a * b : a % b;
  const [ma, sa] = decimal(a);
  const [mb, sb] = decimal(b);
  if (op === '*') return fromDecimal(ma * mb, sa + sb);
  const scale = Math.max(sa, sb);
  const x = ma * pow10(scale - sa);
  const y = mb * pow10(scale - sb);
  if (op === '+') return fromDecimal(x + y, scale);
  if (op === '-') return fromDecimal(x - y, scale);
  const r = x % y; // Ruby's modulo takes the divisor's sign
  return fromDecimal(r !== 0n && r < 0n !== y < 0n ? r + y : r, scale);
}

/** BigDecimal#round(digits): half away from zero, on the exact decimal. */
function roundDecimal(n: number, digits: number): number {
  if (!Number.isFinite(n)) return n;
  const [m, s] = decimal(n);
  if (s <= digits) return n;
  const unit = pow10(s - digits);
  let q = m / unit;
  const r = m % unit;
  if ((r < 0n ? -r : r) * 2n >= unit) q += m < 0n ? -1n : 1n;
  return fromDecimal(q, digits);
}

function arithmetic(op: '+' | '-' | '*'): FilterImplOptions {
  return (a: unknown, b: unknown) => {
    const [x, y] = operands(a, b);
    const float = x.float || y.float;
    if (!float) return fromBig(op === '+' ? big(x) + big(y) : op === '-' ? big(x) - big(y) : big(x) * big(y));
    return new RubyFloat(exact(x.n, y.n, op));
  };
}

interface ScopeReader {
  context: { readProperty(obj: unknown, key: string): unknown };
}

/** Liquid's sum: flattens, reads `property` of each item when given, adds as to_number (Floats exactly). */
function* sum(this: ScopeReader, input: unknown, property?: unknown): Generator<unknown, number | RubyFloat, unknown> {
  const items = Array.isArray(input) ? input.flat(Infinity) : input === null || input === undefined ? [] : [input];
  let total = 0;
  let float = false;
  for (const item of items) {
    let value: unknown = item;
    if (property !== undefined && property !== null) {
      // A dotted property is a path, read a key at a time through the context's public lookup.
      if (typeof item !== 'object' || item === null) value = 0;
      else for (const key of str(property).split('.')) value = yield this.context.readProperty(value, key);
    }
    const x = rubyNumber(value);
    float ||= x.float;
    total = float ? exact(total, x.n, '+') : total + x.n;
  }
  return result(total, float);
}

export const mathFilters: Record<string, FilterImplOptions> = {
  sum,
  plus: arithmetic('+'),
  minus: arithmetic('-'),
  times: arithmetic('*'),
  divided_by: (a: unknown, b: unknown) => {
    const [x, y] = operands(a, b);
    // Ruby: Integer / Integer floors (and raises on 0); a Float on either side gives a Float (Infinity on 0).
    if (x.float || y.float) return new RubyFloat(x.n / y.n);
    if (y.n === 0) throw new Error('divided by 0');
    const [dividend, divisor] = [big(x), big(y)];
    const q = dividend / divisor; // truncates; Ruby floors
    return fromBig(dividend % divisor !== 0n && dividend < 0n !== divisor < 0n ? q - 1n : q);
  },
  modulo: (a: unknown, b: unknown) => {
    const [x, y] = operands(a, b);
    if (y.n === 0) throw new Error('divided by 0');
    return result(exact(x.n, y.n, '%'), x.float || y.float);
  },
  abs: (a: unknown) => {
    const x = rubyNumber(a);
    if (x.big !== undefined) return fromBig(x.big < 0n ? -x.big : x.big);
    return result(Math.abs(x.n), x.float);
  },
  ceil: (a: unknown) => Math.ceil(rubyNumber(a).n),
  floor: (a: unknown) => Math.floor(rubyNumber(a).n),
  round: function (a: unknown, digits?: unknown) {
    const x = rubyNumber(a);
    const d = Math.trunc(rubyNumber(digits).n);
    if (!Number.isFinite(x.n)) return 0;
    // An Integer stays one (rounded only to negative digits); a Float rounds to an Integer unless digits are asked for.
    if (!x.float) return d < 0 ? roundDecimal(x.n, d) : x.n;
    if (d <= 0) return roundDecimal(x.n, d) || 0;
    return new RubyFloat(roundDecimal(x.n, d));
  },
  at_least: (a: unknown, b: unknown) => {
    const [x, y] = operands(a, b);
    const pick = x.n < y.n ? y : x;
    return result(pick.n, pick.float);
  },
  at_most: (a: unknown, b: unknown) => {
    const [x, y] = operands(a, b);
    const pick = x.n > y.n ? y : x;
    return result(pick.n, pick.float);
  },
};
