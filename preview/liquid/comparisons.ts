// Ordering operators as Ruby Liquid: a number against a string raises Ruby's ArgumentError text, and nil or a
// boolean (which have no `<`) on either side is false, where JavaScript would compare 5 > null as true.
import { defaultOperators, Drop, type Operators } from 'liquidjs';
import type { BinaryOperatorHandler } from 'liquidjs/dist/render/operator';
import { RubyFloat, rubyInspect } from './ruby-values';

const rubyClass = (v: unknown): string | undefined =>
  v instanceof RubyFloat || (typeof v === 'number' && !Number.isInteger(v)) ? 'Float' : typeof v === 'number' || typeof v === 'bigint' ? 'Integer' : typeof v === 'string' ? 'String' : undefined;

/** Ruby's `a <=> b` failing: "comparison of Integer with String failed", "comparison of String with 1 failed". */
function checkOrdered(left: unknown, right: unknown): void {
  if (left instanceof Drop || right instanceof Drop) return;
  const [a, b] = [rubyClass(left), rubyClass(right)];
  if (!a || !b || (a === 'String') === (b === 'String')) return;
  // Numeric#<=> names the other's class; String#< inspects the other value.
  throw new Error(a === 'String' ? `comparison of String with ${rubyInspect(right)} failed` : `comparison of ${a} with String failed`);
}

const unordered = (v: unknown): boolean => v === null || v === undefined || typeof v === 'boolean';

/** The engine's operators: LiquidJS's, with `<`, `>`, `<=`, `>=` as Ruby Liquid orders (or refuses to order) values. */
export function rubyOperators(): Operators {
  const operators: Operators = { ...defaultOperators };
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
