// if / unless / case as Ruby Liquid runs them: a tag is a list of blocks in source order, conditions and
// `else`s alike, so an `else` may come before an `elsif` or `when`. `if` renders its first true block
// (an `else` is always true); `case` renders every block whose `when` value matches (a `when a, b`
// once per matching value) and every `else` before which no `when` has matched.
import {
  Tag,
  Value,
  assert,
  isTruthy,
  toValue,
  type Context,
  type Emitter,
  type Liquid,
  type Parser,
  type TagToken,
  type Template,
  type TopLevelToken,
} from 'liquidjs';
import { LaxCondition, hasUnknownOperator } from '../lax/lax-condition';
import { QUOTED_FRAGMENT, laxExpression, laxFragment } from '../lax/lax-markup';

interface Condition {
  value(ctx: Context, lenient?: boolean): Generator<unknown, unknown, unknown>;
}
/** A block of the tag: its condition (none for `else`) and its body, shared by the values of one `when`. */
interface Branch {
  condition?: Condition;
  templates: Template[];
}

/** A tag's condition: LiquidJS's reading, or Ruby's lax one where that holds an operator Liquid does not know. */
function conditionOf(token: TagToken, liquid: Liquid): Condition {
  if (hasUnknownOperator(token.args)) return new LaxCondition(token.args, liquid);
  return new Value(token.tokenizer.readFilteredValue(), liquid);
}

/** LiquidJS's check that an `else` or end tag has no markup (Ruby ignores it; parse errors stay as they were). */
const assertNoMarkup = (tag: TagToken): void => assert(!tag.args, () => `unexpected ${JSON.stringify(tag.args)}`);

/** Reads the tag's blocks up to `end<name>` into `first`, then into the body `open` starts at each tag that begins one. */
function parseBranches(token: TagToken, remain: TopLevelToken[], parser: Parser, first: Template[], open: Record<string, (tag: TagToken) => Template[]>): void {
  let body = first;
  const stream = parser
    .parseStream(remain)
    .on(`tag:end${token.name}`, (tag: TagToken) => {
      if (token.name === 'if') assertNoMarkup(tag);
      stream.stop();
    })
    .on('template', (tpl: Template) => body.push(tpl))
    .on('end', () => {
      throw new Error(`tag ${token.getText()} not closed`);
    });
  for (const [name, start] of Object.entries(open))
    stream.on(name, (tag: TagToken) => {
      body = start(tag);
    });
  stream.start();
}

abstract class ConditionalTag extends Tag {
  readonly branches: Branch[] = [];
  protected open(condition?: Condition): Template[] {
    const templates: Template[] = [];
    this.branches.push({ condition, templates });
    return templates;
  }
}

/** `if`, and `unless` (whose first condition is negated): the first block whose condition holds renders. */
export class ShopifyIfTag extends ConditionalTag {
  protected readonly negateFirst: boolean = false;
  constructor(token: TagToken, remain: TopLevelToken[], liquid: Liquid, parser: Parser) {
    super(token, remain, liquid);
    parseBranches(token, remain, parser, this.open(conditionOf(token, liquid)), {
      'tag:elsif': (tag) => this.open(conditionOf(tag, liquid)),
      'tag:else': (tag) => {
        if (token.name === 'if') assertNoMarkup(tag);
        return this.open();
      },
    });
  }
  *render(ctx: Context, emitter: Emitter): Generator<unknown, void, unknown> {
    // An indexed loop: an `if` renders many times on every page, and entries() allocates an iterator and pairs.
    for (let i = 0; i < this.branches.length; i++) {
      const { condition, templates } = this.branches[i]!;
      const holds = !condition || isTruthy(yield condition.value(ctx, ctx.opts.lenientIf), ctx);
      if (holds === (i === 0 && this.negateFirst)) continue;
      yield this.liquid.renderer.renderTemplates(templates, ctx, emitter);
      return;
    }
  }
}
export class ShopifyUnlessTag extends ShopifyIfTag {
  protected override readonly negateFirst = true;
}

// Ruby's lax Case: the first fragment is the value; `when` values are fragments split by `or` or commas.
const FIRST_FRAGMENT = new RegExp(QUOTED_FRAGMENT);
const WHEN_VALUE = new RegExp(`(${QUOTED_FRAGMENT})(?:(?:\\s+or\\s+|\\s*,\\s*)(${QUOTED_FRAGMENT}[\\s\\S]*))?`);

function whenValues(markup: string, liquid: Liquid): Value[] {
  const values: Value[] = [];
  for (let rest: string | undefined = markup; rest !== undefined;) {
    const match = WHEN_VALUE.exec(rest);
    if (!match) throw new Error("Syntax Error in tag 'case' - Valid when condition: {% when [condition] [or condition2...] %}");
    values.push(new Value(laxFragment(liquid, match[1] ?? ''), liquid));
    rest = match[2];
  }
  return values;
}

/** A `when` value compared with the case's value by Liquid's `==`. */
class WhenCondition implements Condition {
  constructor(
    private readonly target: Value,
    private readonly candidate: Value,
  ) {}
  *value(ctx: Context, lenient?: boolean): Generator<unknown, unknown, unknown> {
    const target = toValue(yield this.target.value(ctx, lenient)) as unknown;
    const candidate = yield this.candidate.value(ctx, lenient);
    const equals = ctx.opts.operators['=='] as (l: unknown, r: unknown, c: Context) => unknown;
    return yield equals(target, candidate, ctx);
  }
}

export class ShopifyCaseTag extends ConditionalTag {
  constructor(token: TagToken, remain: TopLevelToken[], liquid: Liquid, parser: Parser) {
    super(token, remain, liquid);
    let target: Value;
    try {
      target = new Value(token.tokenizer.readFilteredValue(), liquid);
    } catch (err) {
      const fragment = FIRST_FRAGMENT.exec(token.args)?.[0];
      if (fragment === undefined) throw err;
      target = new Value(laxExpression(fragment), liquid);
    }
    // Text before the first `when` is never rendered.
    parseBranches(token, remain, parser, [], {
      'tag:when': (tag) => {
        const templates: Template[] = [];
        for (const candidate of whenValues(tag.args, liquid)) this.branches.push({ condition: new WhenCondition(target, candidate), templates });
        return templates;
      },
      'tag:else': () => this.open(),
    });
  }
  *render(ctx: Context, emitter: Emitter): Generator<unknown, void, unknown> {
    let matched = false;
    for (const { condition, templates } of this.branches) {
      if (condition) {
        if (!isTruthy(yield condition.value(ctx, ctx.opts.lenientIf), ctx)) continue;
        matched = true;
      } else if (matched) continue;
      yield this.liquid.renderer.renderTemplates(templates, ctx, emitter);
    }
  }
}
