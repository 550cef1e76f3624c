// Shopify's `include`: the name may be any expression (a non-string is "Illegal template name"); the snippet
// shares the caller's scope plus a new one holding the arguments (each sees the earlier ones) and the value
// of `with`/`for` (or the variable named like the snippet) bound to the snippet's name or the `as` alias; an
// array (not a range) is walked, and a `break` inside the snippet stops the caller's loop. Not allowed inside `render`.
import { Tag, evalToken, toValue, type Context, type Emitter, type Liquid, type TagToken, type TopLevelToken, type ValueToken } from 'liquidjs';
import { withinPartialDepth } from './partial-depth';
import { parsePartial } from '../partial-files';
import { noteRendered } from '../state';
import { readPartialMarkup, type PartialMarkup } from './partial-markup';
import { includesDisabledIn } from './render';
import { RubyRange } from '../ruby-range';

class IllegalTemplateNameError extends Error {
  constructor() {
    super("Argument error in tag 'include' - Illegal template name");
    this.name = 'ArgumentError';
  }
}

class IncludeDisabledError extends Error {
  constructor() {
    super('include usage is not allowed in this context');
    this.name = 'DisabledError';
  }
}

export class ShopifyIncludeTag extends Tag {
  private markup: PartialMarkup<ValueToken>;
  constructor(token: TagToken, remain: TopLevelToken[], liquid: Liquid) {
    super(token, remain, liquid);
    this.markup = readPartialMarkup('include', token.args);
  }

  override *render(ctx: Context, emitter: Emitter): Generator<unknown, void, unknown> {
    if (includesDisabledIn(ctx)) throw new IncludeDisabledError();
    const { variable, alias, attributes } = this.markup;
    const name = yield evalToken(this.markup.name, ctx);
    if (typeof name !== 'string') throw new IllegalTemplateNameError();
    const templates = yield* parsePartial(this.liquid, name, ctx.sync);
    noteRendered(ctx.globals, `snippets/${name}`);
    const boundName = alias ?? name.split('/').pop() ?? name;
    const value = toValue(variable ? yield evalToken(variable, ctx) : ctx.getSync([name])) as unknown;
    const renderer = this.liquid.renderer;
    yield* withinPartialDepth(ctx, emitter, function* () {
      const scope: Record<string, unknown> = {};
      ctx.push(scope);
      try {
        for (const [key, token] of attributes) scope[key] = yield evalToken(token, ctx);
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
