// Shopify's page-structure tags: layout (selects the wrapping layout), section, sections,
// and style (renders Liquid into <style data-shopify>).
import {
  evalToken,
  Hash,
  Tag,
  Tokenizer,
  type Context,
  type Emitter,
  type Liquid,
  type Parser,
  type TagToken,
  type TopLevelToken,
  type ValueToken,
} from 'liquidjs';
import { renderState, type SectionHost } from '../state';
import { toText } from '../to-text';
import { BlockTag } from './block-tag';
import { closestArgsReadable } from '../closest';

export class LayoutTag extends Tag {
  private value: ValueToken | undefined;
  private none = false;
  constructor(token: TagToken, remain: TopLevelToken[], liquid: Liquid) {
    super(token, remain, liquid);
    const value = this.tokenizer.readValue();
    if (!value) throw new Error('layout needs a name or none');
    if (value.getText() === 'none') this.none = true;
    else this.value = value;
  }
  *render(ctx: Context): Generator<unknown, void, unknown> {
    const state = renderState(ctx);
    if (this.none || !this.value) state.layout = false;
    else {
      const name = yield evalToken(this.value, ctx);
      state.layout = name === false || name === null ? false : toText(name);
    }
  }
}

function required(value: ValueToken | undefined, what: string): ValueToken {
  if (!value) throw new Error(`${what} needs a quoted name`);
  return value;
}

/** A tag naming what the render host renders in its place: `{% section 'x' %}`, `{% sections 'x' %}`. */
function hostTag(tagName: string, render: (host: SectionHost, name: string, globals: Record<string, unknown>) => string) {
  return class extends Tag {
    private target: ValueToken;
    constructor(token: TagToken, remain: TopLevelToken[], liquid: Liquid) {
      super(token, remain, liquid);
      this.target = required(this.tokenizer.readValue(), tagName);
    }
    *render(ctx: Context, emitter: Emitter): Generator<unknown, void, unknown> {
      const name = String(yield evalToken(this.target, ctx));
      emitter.write(render(renderState(ctx).host, name, ctx.globals));
    }
  };
}

export const SectionTag = hostTag('section', (host, name, globals) => host.renderStaticSection(name, globals));
export const SectionsTag = hostTag('sections', (host, name, globals) => host.renderSectionGroup(name, globals));

export class StyleTag extends BlockTag {
  constructor(token: TagToken, remain: TopLevelToken[], liquid: Liquid, parser: Parser) {
    super('style', token, remain, liquid, parser);
  }
  *render(ctx: Context, emitter: Emitter): Generator<unknown, void, unknown> {
    emitter.write(`<style data-shopify>${yield* this.bodyText(ctx)}</style>`);
  }
}

/**
 * `{% content_for 'blocks' %}` renders the theme blocks stored under the current section or block;
 * `{% content_for 'block', type: 'x', id: 'y', …params %}` renders one static block.
 */
export class ContentForTag extends Tag {
  private kind: ValueToken;
  private args: Hash;
  constructor(token: TagToken, remain: TopLevelToken[], liquid: Liquid) {
    super(token, remain, liquid);
    this.kind = required(this.tokenizer.readValue(), 'content_for');
    // `closest.product: x` is one argument (the resource the blocks below see), not a hash key LiquidJS reads.
    const rest = closestArgsReadable(this.tokenizer.input.slice(this.tokenizer.p, this.tokenizer.N));
    this.args = new Hash(new Tokenizer(rest), liquid.options.keyValueSeparator);
  }
  *render(ctx: Context, emitter: Emitter): Generator<unknown, void, unknown> {
    const kind = toText(yield evalToken(this.kind, ctx));
    const host = renderState(ctx).host;
    const globals = ctx.globals as Record<string, unknown>;
    const args = (yield this.args.render(ctx)) as Record<string, unknown>;
    if (kind === 'blocks') {
      emitter.write(host.renderThemeBlocks(globals, args));
      return;
    }
    if (kind !== 'block') throw new Error(`content_for: unknown type "${kind}" (expected 'blocks' or 'block')`);
    const { type, id, ...params } = args;
    if (typeof type !== 'string' || type === '') throw new Error("content_for 'block' needs a type");
    if (typeof id !== 'string' || id === '') throw new Error("content_for 'block' needs an id");
    emitter.write(host.renderStaticBlock(globals, type, id, params));
  }
}
