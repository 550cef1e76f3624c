// Ruby's value semantics Shopify's Liquid shows through: Float distinct from Integer, Float#to_s, inspect of arrays/hashes and ranges.
import { Drop, toValue } from 'liquidjs';
import { RubyRange } from './ruby-range';
import { toText } from './to-text';

/** A Ruby Float: arithmetic as a JS number (valueOf), printed as Ruby prints floats (`5.0`, `1.0e-27`). */
export class RubyFloat {
  constructor(readonly value: number) {}
  valueOf(): number {
    return this.value;
  }
  toString(): string {
    return rubyFloatText(this.value);
  }
  toJSON(): number {
    return this.value;
  }
  /** What a property lookup reads (`f.size`, `f.value`): the number, which has no properties, as a Ruby Float has none. */
  toLiquid(): number {
    return this.value;
  }
  // LiquidJS's comparison protocol, so `==`, `<`... compare the number.
  equals(other: unknown): boolean {
    return Number(unwrapFloat(other)) === this.value && isNumeric(unwrapFloat(other));
  }
  gt(other: unknown): boolean {
    return this.value > Number(unwrapFloat(other));
  }
  geq(other: unknown): boolean {
    return this.value >= Number(unwrapFloat(other));
  }
  lt(other: unknown): boolean {
    return this.value < Number(unwrapFloat(other));
  }
  leq(other: unknown): boolean {
    return this.value <= Number(unwrapFloat(other));
  }
}

const isNumeric = (v: unknown): boolean => typeof v === 'number';
const unwrapFloat = (v: unknown): unknown => (v instanceof RubyFloat ? v.value : v);

/** Ruby's Float#to_s: shortest round-trip digits, fixed notation for 1e-4 <= |x| < 1e16 (a whole number
 * only below 1e15: Ruby's flo_to_s wants its decimal point within DBL_DIG digits), else `d.ddde±XX`. */
export function rubyFloatText(n: number): string {
  if (Number.isNaN(n)) return 'NaN';
  if (!Number.isFinite(n)) return n > 0 ? 'Infinity' : '-Infinity';
  if (n === 0) return Object.is(n, -0) ? '-0.0' : '0.0';
  const [mantissa = '0', exp = '0'] = Math.abs(n).toExponential().split('e');
  const digits = mantissa.replace('.', '');
  const point = Number(exp) + 1; // position of the decimal point within digits
  const sign = n < 0 ? '-' : '';
  const whole = point >= digits.length;
  if (point > 16 || point < -3 || (whole && point > 15)) {
    const frac = digits.slice(1) || '0';
    const e = point - 1;
    return `${sign}${digits[0]}.${frac}e${e < 0 ? '-' : '+'}${String(Math.abs(e)).padStart(2, '0')}`;
  }
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (whole) return `${sign}${digits}${'0'.repeat(point - digits.length)}.0`;
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

export const isPlainHash = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && (Object.getPrototypeOf(v) === Object.prototype || Object.getPrototypeOf(v) === null);

/** Ruby's #inspect of a Liquid value: `["a", 1]`, `{"a"=>1}`, `nil`. Drops and other objects print as themselves. */
export function rubyInspect(value: unknown): string {
  if (value === null || value === undefined) return 'nil';
  if (typeof value === 'string') return JSON.stringify(value);
  if (value instanceof RubyRange) return value.rubyText();
  if (Array.isArray(value)) return `[${value.map(rubyInspect).join(', ')}]`;
  if (isPlainHash(value))
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}=>${rubyInspect(v)}`)
      .join(', ')}}`;
  return toText(value);
}

/** Ruby's #to_s, what a string filter sees: nil → '', arrays and hashes → inspect, floats → Float#to_s. */
export function rubyToS(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value) || isPlainHash(value)) return rubyInspect(value);
  return toText(value);
}

/**
 * What `{{ value }}` prints, as Liquid's Utils.to_s: nil prints nothing, arrays are joined (each element
 * printed the same way), plain hashes inspected, drops print their value, everything else its own text.
 */
export function rubyOutput(value: unknown): string {
  if (value instanceof Drop && typeof value.valueOf === 'function') {
    const inner: unknown = value.valueOf();
    return inner === value ? toText(value) : rubyOutput(inner);
  }
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (value instanceof RubyRange) return value.rubyText();
  if (Array.isArray(value)) return value.map(rubyOutput).join('');
  if (isPlainHash(value)) return rubyInspect(value);
  // Pages render synchronously: a promise here is a filter or object that waits on something, never its text.
  if (value instanceof Promise) throw new Error('a filter or object gave a Promise, which a synchronous render cannot print');
  return toText(value);
}

/** Ruby's ArgumentError from Integer(), as Liquid reports it. */
export class InvalidIntegerError extends Error {
  constructor() {
    super('invalid integer');
    this.name = 'ArgumentError';
  }
}

const SPACE = '[ \\t\\n\\v\\f\\r]*';
/** Ruby's Integer() text: a sign, 0x/0b/0o/0d or a leading 0 (octal) prefix, single underscores between digits. */
const RUBY_INTEGER = new RegExp(
  `^${SPACE}([-+]?)(?:0[xX]([\\da-fA-F](?:_?[\\da-fA-F])*)|0[bB]([01](?:_?[01])*)|0[oO]?([0-7](?:_?[0-7])*)|0[dD](\\d(?:_?\\d)*)|(0|[1-9](?:_?\\d)*))${SPACE}$`,
);

const U64_MAX = 2n ** 64n - 1n;

/**
 * Ruby's Integer(text) (rb_int_parse_cstr): spaces around a number; a NUL byte ends the text only where Ruby
 * reads the digits as a bignum (past 2^64 - 1, or written with underscores); elsewhere it is a stray character.
 */
function parseRubyInteger(text: string): number | undefined {
  const nul = text.indexOf('\0');
  const match = RUBY_INTEGER.exec(nul < 0 ? text : text.slice(0, nul));
  if (!match) return undefined;
  const [, sign, hex, binary, octal, decimal, plainDecimal] = match;
  const [digits, base] = hex ? [hex, 16] : binary ? [binary, 2] : octal ? [octal, 8] : [decimal ?? plainDecimal ?? '', 10];
  const prefix = base === 16 ? '0x' : base === 2 ? '0b' : base === 8 ? '0o' : '';
  const firstRun = digits.split('_')[0] ?? '';
  if (nul >= 0 && !digits.includes('_') && BigInt(prefix + firstRun) <= U64_MAX) return undefined;
  const n = Number.parseInt(digits.replace(/_/g, ''), base);
  return sign === '-' ? -n : n;
}

/** Liquid's Utils.to_integer: an Integer as is, anything else read by Ruby's Integer() from its text, else "invalid integer". */
export function toRubyInteger(value: unknown): number {
  const v: unknown = toValue(value);
  if (typeof v === 'number' && Number.isInteger(v)) return v;
  if (typeof v === 'bigint') return Number(v);
  const n = parseRubyInteger(rubyToS(v));
  if (n === undefined) throw new InvalidIntegerError();
  return n;
}
