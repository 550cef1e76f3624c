// Shopify's `render`: the snippet sees only its arguments and the bound value (`with`/`for`, bound to the
// snippet's name or the `as` alias unless nil, after the arguments); `for` walks arrays, hashes and other
// iterables with a forloop and renders a non-iterable value once; `include` inside it is an error.
import { Tag, evalToken, toValue, type Context, type Emitter, type Liquid, type TagToken, type TopLevelToken } from 'liquidjs';
import { ShopifyForloopDrop } from './loops';
import { withinPartialDepth } from './partial-depth';
import { parsePartial } from '../partial-files';
import { noteRendered } from '../state';
import { readPartialMarkup, type PartialMarkup } from './partial-markup';

/** The contexts `render` created: Ruby Liquid's render disables `include` for everything it renders. */
const renderContexts = new WeakSet<Context>();

export const includesDisabledIn = (ctx: Context): boolean => renderContexts.has(ctx);

/** What Ruby's render iterates (respond_to?(:each) and (:count)): arrays, iterables, a hash's [key, value] pairs. */
function forItems(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value as unknown[];
  if (typeof value !== 'object' || value === null) return undefined;
  if (Symbol.iterator in value) return Array.from(value as Iterable<unknown>);
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null ? Object.entries(value) : undefined;
}

/** Shopify's `{% render block %}`: renders an app block (`@app`); the offline preview has no apps, so it prints nothing. */
const APP_BLOCK = /^\s*block\s*$/;

export class ShopifyRenderTag extends Tag {
  private markup: PartialMarkup<string> | undefined;
  constructor(token: TagToken, remain: TopLevelToken[], liquid: Liquid) {
    super(token, remain, liquid);
    if (!APP_BLOCK.test(token.args)) this.markup = readPartialMarkup('render', token.args);
  }

  override *render(ctx: Context, emitter: Emitter): Generator<unknown, void, unknown> {
    if (!this.markup) return;
    const { name, variable, isFor, alias, attributes } = this.markup;
    const templates = yield* parsePartial(this.liquid, name, ctx.sync);
    noteRendered(ctx.globals, `snippets/${name}`);
    const boundName = alias ?? name.split('/').pop() ?? name;
    const value = toValue(variable ? yield evalToken(variable, ctx) : undefined) as unknown;
    const renderer = this.liquid.renderer;
    const renderOnce = function* (item: unknown, forloop?: ShopifyForloopDrop): Generator<unknown, void, unknown> {
      const child = ctx.spawn();
      renderContexts.add(child);
      const scope = child.bottom() as Record<string, unknown>;
      if (forloop) scope.forloop = forloop;
      // Arguments are evaluated in the caller's scope, each on its own (b: a does not see a: 1).
      for (const [key, token] of attributes) scope[key] = yield evalToken(token, ctx);
      if (item !== undefined && item !== null) scope[boundName] = item;
      yield renderer.renderTemplates(templates, child, emitter);
    };
    const items = isFor ? forItems(value) : undefined;
    yield* withinPartialDepth(ctx, emitter, function* () {
      if (!items) {
        yield* renderOnce(value);
        return;
      }
      const forloop = new ShopifyForloopDrop(name, items.length, undefined);
      for (const item of items) {
        yield* renderOnce(item, forloop);
        forloop.index0++;
      }
    });
  }
}
