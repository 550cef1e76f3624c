// Shopify's `cycle` groups (a named group shares one counter whatever its values; unnamed cycles
// share by their literal values, and each tag naming a variable counts on its own) and `ifchanged`
// (prints its body only when it differs from the body it printed last time).
import { Tag, TagToken, Value, evalToken, toValue, type Context, type Emitter, type Liquid, type Parser, type TopLevelToken, type ValueToken } from 'liquidjs';
import { laxCycleMarkup } from '../lax/lax-markup';
import { BlockTag } from './block-tag';

type CycleValue = Exclude<ConstructorParameters<typeof Value>[0], string>;

const CYCLE_COUNTERS = 'shopify-cycle';
const IFCHANGED_LAST = 'shopify-ifchanged';
const LITERAL = /^\s*(?:'[^']*'|"[^"]*"|-?\d+(?:\.\d+)?|true|false|nil|null|empty|blank)\s*$/;

let uniqueCycles = 0;

/** The cycle's token with its markup as Liquid's lax Cycle reads it (`a  b: 'x'` → `a`, `name:` → `name: nil`), on the same line. */
function laxCycleToken(token: TagToken, liquid: Liquid): TagToken {
  const markup = laxCycleMarkup(liquid, token.args);
  if (markup === undefined || !(token instanceof TagToken)) return token;
  const { tagDelimiterLeft, tagDelimiterRight } = liquid.options;
  const input = `${token.input.slice(0, token.begin)}${tagDelimiterLeft} ${token.name} ${markup} ${tagDelimiterRight}`;
  return new TagToken(input, token.begin, input.length, liquid.options, token.file);
}

export class ShopifyCycleTag extends Tag {
  private readonly group?: ValueToken;
  private readonly candidates: CycleValue[] = [];
  /** The counter key of an unnamed cycle: its values' text when all are literals, else this tag alone. */
  private readonly unnamedKey: string;
  constructor(token: TagToken, remain: TopLevelToken[], liquid: Liquid) {
    super(laxCycleToken(token, liquid), remain, liquid);
    // `[group:] value, value…`, read as LiquidJS's own cycle reads it.
    const begin = this.tokenizer.p;
    const group = this.tokenizer.readValue();
    this.tokenizer.skipBlank();
    if (group && this.tokenizer.peek() === ':') {
      this.group = group;
      this.tokenizer.advance();
    } else this.tokenizer.p = begin;
    while (!this.tokenizer.end()) {
      this.candidates.push(this.tokenizer.readFilteredValue());
      this.tokenizer.readTo(',');
    }
    this.tokenizer.assert(this.candidates.length, () => `empty candidates: "${token.getText()}"`);
    const texts = this.candidates.map((candidate) => candidate.getText());
    this.unnamedKey = texts.every((text) => LITERAL.test(text)) ? `values:${texts.join(',')}` : `tag:${++uniqueCycles}`;
  }
  override *render(ctx: Context, emitter: Emitter): Generator<unknown, void, unknown> {
    const key = this.group ? `group:${String(toValue(yield evalToken(this.group, ctx)))}` : this.unnamedKey;
    const counters = ctx.getRegister<Record<string, number>>(CYCLE_COUNTERS, {});
    const at = (counters[key] ?? 0) % this.candidates.length;
    counters[key] = at + 1;
    const value = toValue(yield new Value(this.candidates[at] as CycleValue, this.liquid).value(ctx, false)) as unknown;
    if (value !== undefined && value !== null) emitter.write(value);
  }
}

export class IfchangedTag extends BlockTag {
  constructor(token: TagToken, remain: TopLevelToken[], liquid: Liquid, parser: Parser) {
    super('ifchanged', token, remain, liquid, parser);
  }
  *render(ctx: Context, emitter: Emitter): Generator<unknown, void, unknown> {
    const body = yield* this.bodyText(ctx);
    const last = ctx.getRegister<{ body?: string }>(IFCHANGED_LAST, {});
    if (body === last.body) return;
    last.body = body;
    emitter.write(body);
  }
}
