// Shopify's `include`: `include 'x' for items [as y]` and `with value [as y]` bind each item (or the
// value) to the snippet's name or the alias in the caller's scope, an array (not a range) iterates for both, and a
// `break` inside the snippet stops the caller's loop; nesting is bounded like `render`.
import { Hash, IncludeTag, evalToken, toValue, type Context, type Emitter, type Liquid, type Parser, type TagToken, type Template, type TopLevelToken, type ValueToken } from 'liquidjs';
import { withinPartialDepth } from './partial-depth';
import { RubyRange } from '../ruby-range';

interface IncludeInternals { file: string | Template[] | ValueToken | undefined; currentFile?: string }

export class ShopifyIncludeTag extends IncludeTag {
  private variable: ValueToken | undefined;
  private alias: string | undefined;
  private attributes: Hash;
  constructor(token: TagToken, remain: TopLevelToken[], liquid: Liquid, parser: Parser) {
    const start = token.tokenizer.p;
    super(token, remain, liquid, parser);
    const tokenizer = token.tokenizer;
    tokenizer.p = start;
    tokenizer.readValue();
    tokenizer.skipBlank();
    const beforeKeyword = tokenizer.p;
    const keyword = tokenizer.readIdentifier().content;
    tokenizer.skipBlank();
    if ((keyword === 'with' || keyword === 'for') && tokenizer.peek() !== ':') {
      this.variable = tokenizer.readValue();
      const beforeAs = tokenizer.p;
      if (tokenizer.readIdentifier().content === 'as') this.alias = tokenizer.readIdentifier().content;
      else tokenizer.p = beforeAs;
      tokenizer.skipBlank();
      if (tokenizer.peek() === ',') tokenizer.advance();
    } else tokenizer.p = beforeKeyword;
    this.attributes = new Hash(tokenizer, liquid.options.keyValueSeparator);
  }

  override *render(ctx: Context, emitter: Emitter): Generator<unknown, void, unknown> {
    const self = this as unknown as IncludeInternals;
    const file = self.file;
    const name = typeof file === 'string' ? file
      : Array.isArray(file) ? String(yield this.liquid.renderer.renderTemplates(file, ctx))
        : String(yield evalToken(file, ctx));
    const boundName = this.alias ?? name.split('/').pop() ?? name;
    const value = toValue(this.variable ? yield evalToken(this.variable, ctx) : ctx.getSync([name])) as unknown;
    const templates = (yield this.liquid._parsePartialFile(name, ctx.sync, self.currentFile)) as Template[];
    const scope = (yield this.attributes.render(ctx)) as Record<string, unknown>;
    const renderer = this.liquid.renderer;
    yield* withinPartialDepth(ctx, emitter, function* () {
      ctx.push(scope);
      try {
        for (const item of Array.isArray(value) && !(value instanceof RubyRange) ? value : [value]) {
          scope[boundName] = item;
          yield renderer.renderTemplates(templates, ctx, emitter);
          if (ctx.breakCalled || ctx.continueCalled) break;
        }
      } finally {
        ctx.pop();
      }
    });
  }
}
