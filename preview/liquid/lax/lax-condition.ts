// A condition whose lax reading holds an operator Liquid does not know (`{% if a b %}`, `{% if 0 = 0 %}`):
// evaluated as Ruby's Condition does, comparisons left to right with `and`/`or` cutting short, and
// "Unknown operator b" raised when that comparison is reached (LiquidJS would read the markup otherwise).
import { Value, isTruthy, type Context, type Liquid } from 'liquidjs';
import { laxConditionParts, laxExpression, type LaxComparison } from './lax-markup';

/** Ruby's Condition.operators (`<>` is `!=`). */
const RUBY_OPERATORS = new Map([
  ['==', '=='],
  ['!=', '!='],
  ['<>', '!='],
  ['<', '<'],
  ['>', '>'],
  ['>=', '>='],
  ['<=', '<='],
  ['contains', 'contains'],
]);

interface Comparison {
  left: Value;
  operator?: string;
  right: Value;
}

/** The comparisons and the `and`/`or` between them, when the markup alternates them as Ruby's lax If needs. */
function comparisonsOf(markup: string): { comparisons: LaxComparison[]; joins: string[] } | undefined {
  const comparisons: LaxComparison[] = [];
  const joins: string[] = [];
  for (const [i, part] of laxConditionParts(markup).entries()) {
    if ((typeof part === 'string') !== (i % 2 === 1)) return undefined;
    if (typeof part === 'string') joins.push(part);
    else comparisons.push(part);
  }
  return comparisons.length === joins.length + 1 ? { comparisons, joins } : undefined;
}

/** Whether lax Liquid reads the markup with an operator it does not know. */
export function hasUnknownOperator(markup: string): boolean {
  return comparisonsOf(markup)?.comparisons.some(({ operator }) => operator !== undefined && !RUBY_OPERATORS.has(operator)) ?? false;
}

export class LaxCondition {
  private readonly comparisons: Comparison[];
  private readonly joins: string[];
  constructor(markup: string, liquid: Liquid) {
    const read = comparisonsOf(markup) ?? { comparisons: [], joins: [] };
    const operand = (text: string | undefined): Value => new Value(text === undefined ? 'nil' : laxExpression(text), liquid);
    this.comparisons = read.comparisons.map(({ left, operator, right }) => ({ left: operand(left), operator, right: operand(right) }));
    this.joins = read.joins;
  }

  /** The condition's value, as Ruby's Condition#evaluate: the last comparison it had to look at. */
  *value(ctx: Context, lenient?: boolean): Generator<unknown, unknown, unknown> {
    let result: unknown;
    for (let i = 0; i < this.comparisons.length; i++) {
      const { left, operator, right } = this.comparisons[i]!;
      result = yield left.value(ctx, lenient);
      if (operator !== undefined) {
        const other = yield right.value(ctx, lenient);
        const known = RUBY_OPERATORS.get(operator);
        const compare = known === undefined ? undefined : ctx.opts.operators[known];
        if (!compare) throw new Error(`Unknown operator ${operator}`);
        result = yield (compare as (l: unknown, r: unknown, c: Context) => unknown)(result, other, ctx);
      }
      const join = this.joins[i];
      if (join === undefined || (join === 'or') === isTruthy(result, ctx)) break;
    }
    return result;
  }
}
