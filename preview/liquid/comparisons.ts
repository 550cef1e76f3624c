// Operators as Ruby Liquid: ordering a number against a string raises Ruby's ArgumentError text, and nil or a
// boolean (which have no `<`) on either side is false, where JavaScript would compare 5 > null as true;
// `== empty` / `== blank` ask Ruby's empty? / blank?; `contains` never finds nil and finds a hash's keys.
import { defaultOperators, Drop, Liquid, toValue, type Operators } from 'liquidjs';
import type { BinaryOperatorHandler } from 'liquidjs/dist/render/operator';
import { isPlainHash, RubyFloat, rubyInspect } from './ruby-values';

const rubyClass = (v: unknown): string | undefined =>
  v instanceof RubyFloat || (typeof v === 'number' && !Number.isInteger(v))
    ? 'Float'
    : typeof v === 'number' || typeof v === 'bigint'
      ? 'Integer'
      : typeof v === 'string'
        ? 'String'
        : undefined;

/** Ruby's `a <=> b` failing: "comparison of Integer with String failed", "comparison of String with 1 failed". */
function checkOrdered(left: unknown, right: unknown): void {
  if (left instanceof Drop || right instanceof Drop) return;
  const [a, b] = [rubyClass(left), rubyClass(right)];
  if (!a || !b || (a === 'String') === (b === 'String')) return;
  // Numeric#<=> names the other's class; String#< inspects the other value.
  throw new Error(a === 'String' ? `comparison of String with ${rubyInspect(right)} failed` : `comparison of ${a} with String failed`);
}

const unordered = (v: unknown): boolean => v === null || v === undefined || typeof v === 'boolean';

// The classes of the `empty` and `blank` literals (LiquidJS does not export them).
const literalClass = (name: string): unknown => (new Liquid().evalValueSync(name, {}) as object).constructor;
const EMPTY = literalClass('empty');
const BLANK = literalClass('blank');
const isLiteral = (v: unknown): boolean => v instanceof Drop && (v.constructor === EMPTY || v.constructor === BLANK);

/** Ruby's empty?, on a drop's value: strings, arrays and hashes have it; anything else (a drop, false) is not empty. */
function isEmpty(value: unknown): boolean {
  const v: unknown = toValue(value);
  if (typeof v === 'string' || Array.isArray(v)) return v.length === 0;
  return isPlainHash(v) && Object.keys(v).length === 0;
}

/** Shopify's blank?: nil and false, whitespace-only strings, empty arrays and hashes. */
function isBlank(value: unknown): boolean {
  const v: unknown = toValue(value);
  if (v === null || v === undefined || v === false) return true;
  return typeof v === 'string' ? /^\s*$/.test(v) : isEmpty(v);
}

/** `x == empty` / `x == blank` (either side), else undefined for LiquidJS's own `==`. */
function literalEquals(left: unknown, right: unknown): boolean | undefined {
  const [literal, other] = isLiteral(left) ? [left, right] : [right, left];
  if (!isLiteral(literal)) return undefined;
  // Ruby calls the literal's method on the other side; a literal has no empty?/blank?.
  if (isLiteral(other)) return false;
  return (literal as Drop).constructor === BLANK ? isBlank(other) : isEmpty(other);
}

/** Ruby's `contains`: false when either side is nil or false; a hash contains its keys, a string its substrings. */
const contains: BinaryOperatorHandler = (left, right, ctx) => {
  const l: unknown = toValue(left);
  const r: unknown = toValue(right);
  if (l === null || l === undefined || l === false || r === null || r === undefined || r === false) return false;
  if (isPlainHash(l)) return typeof r === 'string' && Object.prototype.hasOwnProperty.call(l, r);
  return (defaultOperators.contains as BinaryOperatorHandler)(l, r, ctx);
};

/** The engine's operators: LiquidJS's, with `<`, `>`, `<=`, `>=`, `==`, `!=` and `contains` as Ruby Liquid has them. */
export function rubyOperators(): Operators {
  const operators: Operators = { ...defaultOperators, contains };
  for (const [op, negate] of [
    ['==', false],
    ['!=', true],
  ] as const) {
    const base = defaultOperators[op] as BinaryOperatorHandler;
    operators[op] = (left, right, ctx) => {
      const literal = literalEquals(left, right);
      return literal === undefined ? base(left, right, ctx) : literal !== negate;
    };
  }
  for (const op of ['<', '>', '<=', '>='] as const) {
    const base = defaultOperators[op] as BinaryOperatorHandler;
    const ordered: BinaryOperatorHandler = (left, right, ctx) => {
      if (unordered(left) || unordered(right)) return false;
      checkOrdered(left, right);
      return base(left, right, ctx);
    };
    operators[op] = ordered;
  }
  return operators;
}
