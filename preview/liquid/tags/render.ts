// Shopify's `render`: the snippet sees only its arguments and the bound value (`with`/`for`, bound to the
// snippet's name or the `as` alias unless nil, after the arguments); `for` walks arrays, hashes and other
// iterables with a forloop and renders a non-iterable value once; `include` inside it is an error.
import { Tag, evalToken, toValue, type Context, type Emitter, type Liquid, type TagToken, type Template, type TopLevelToken } from 'liquidjs';
import { ShopifyForloopDrop } from './loops';
import { enterPartial, leavePartial } from './partial-depth';
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
    const { name, variable, isFor } = this.markup;
    const templates = yield* parsePartial(this.liquid, name, ctx.sync);
    noteRendered(ctx.globals, `snippets/${name}`);
    const value = toValue(variable ? yield evalToken(variable, ctx) : undefined) as unknown;
    const items = isFor ? forItems(value) : undefined;
    // The partial renders inline here (no nested generators): this tag runs many times on every page.
    const depth = enterPartial(ctx, emitter);
    try {
      if (!items) {
        yield* this.renderOnce(this.markup, templates, ctx, emitter, value);
        return;
      }
      const forloop = new ShopifyForloopDrop(name, items.length, undefined);
      for (const item of items) {
        yield* this.renderOnce(this.markup, templates, ctx, emitter, item, forloop);
        forloop.index0++;
      }
    } finally {
      leavePartial(ctx, depth);
    }
  }

  private *renderOnce(
    { name, alias, attributes }: PartialMarkup<string>,
    templates: Template[],
    ctx: Context,
    emitter: Emitter,
    item: unknown,
    forloop?: ShopifyForloopDrop,
  ): Generator<unknown, void, unknown> {
    const child = ctx.spawn();
    renderContexts.add(child);
    const scope = child.bottom() as Record<string, unknown>;
    if (forloop) scope.forloop = forloop;
    // Arguments are evaluated in the caller's scope, each on its own (b: a does not see a: 1).
    for (const [key, token] of attributes) scope[key] = yield evalToken(token, ctx);
    if (item !== undefined && item !== null) scope[alias ?? name.split('/').pop() ?? name] = item;
    yield this.liquid.renderer.renderTemplates(templates, child, emitter);
  }
}
