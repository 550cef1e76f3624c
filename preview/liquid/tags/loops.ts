// Shopify's `for` and `tablerow` loop semantics on LiquidJS's parsers: offset/limit sliced as Ruby
// Liquid slices (negative and string values, `offset: continue`, `else` when the slice is empty),
// `forloop.parentloop`, and tablerow's exact markup (newlines, empty rows, `cols: nil`, break/continue).
import { assertWithinRenderLength } from '../resource-limits';
import { InvalidIntegerError, toRubyInteger } from '../ruby-values';
import { Drop, ForTag, TablerowTag, evalToken, toValue, type Context, type Emitter } from 'liquidjs';

/** Ruby's #to_i, as tablerow coerces: nil and non-numeric strings are 0; values without #to_i are invalid. */
export function rubyToI(value: unknown): number {
  if (value === undefined || value === null) return 0;
  if (typeof value === 'number' && Number.isFinite(value)) return Math.trunc(value);
  if (typeof value === 'string') return Number.parseInt(/^\s*[-+]?\d+/.exec(value)?.[0] ?? '0', 10);
  throw new InvalidIntegerError();
}

/** The items a loop walks: arrays, iterables, a hash's [key, value] pairs, a non-empty string once. */
function loopItems(value: unknown): unknown[] {
  const v = toValue(value) as unknown;
  if (Array.isArray(v)) return v;
  if (typeof v === 'string') return v === '' ? [] : [v];
  if (v !== null && typeof v === 'object') {
    if (Symbol.iterator in v) return Array.from(v as Iterable<unknown>);
    return Object.entries(v);
  }
  return [];
}

/** Ruby's slice_collection: items with from <= index < to (to absent: no end); a string is never sliced. */
function sliceItems(items: unknown[], source: unknown, from: number, to: number | undefined): unknown[] {
  if (typeof toValue(source) === 'string') return items;
  const start = Math.max(from, 0);
  const end = to === undefined ? items.length : Math.max(Math.min(to, items.length), start);
  return start === 0 && end === items.length ? items : items.slice(start, end);
}

const nilish = (v: unknown): v is null | undefined => v === undefined || v === null;

/** A tag's evaluated arguments with drops (nil, blank…) turned into plain values. */
function valuesOf(rendered: unknown): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rendered as Record<string, unknown>)) args[key] = toValue(value);
  return args;
}

export class ShopifyForloopDrop extends Drop {
  index0 = 0;
  constructor(
    readonly name: string,
    readonly length: number,
    readonly parentloop: ShopifyForloopDrop | undefined,
  ) {
    super();
  }
  get index(): number {
    return this.index0 + 1;
  }
  get rindex(): number {
    return this.length - this.index0;
  }
  get rindex0(): number {
    return this.length - this.index0 - 1;
  }
  get first(): boolean {
    return this.index0 === 0;
  }
  get last(): boolean {
    return this.index0 === this.length - 1;
  }
}

const FOR_STACK = 'shopify-for-stack';
const FOR_OFFSETS = 'shopify-for-offsets';

export class ShopifyForTag extends ForTag {
  override *render(ctx: Context, emitter: Emitter): Generator<unknown, void, unknown> {
    const renderer = this.liquid.renderer;
    const source: unknown = yield evalToken(this.collection, ctx);
    const name = `${this.variable}-${this.collection.getText()}`;
    const offsets = ctx.getRegister<Record<string, number>>(FOR_OFFSETS, {});
    const args = valuesOf(yield this.hash.render(ctx));
    const continues = this.hash.hash.offset?.getText() === 'continue';
    const from = continues ? (offsets[name] ?? 0) : nilish(args.offset) ? 0 : toRubyInteger(args.offset);
    const to = nilish(args.limit) ? undefined : toRubyInteger(args.limit) + from;
    let items = sliceItems(loopItems(source), source, from, to);
    if ('reversed' in args && args.reversed !== undefined) items = [...items].reverse();
    offsets[name] = from + items.length;
    if (!items.length) {
      yield renderer.renderTemplates(this.elseTemplates, ctx, emitter);
      return;
    }
    const stack = ctx.getRegister<ShopifyForloopDrop[]>(FOR_STACK, []);
    const forloop = new ShopifyForloopDrop(name, items.length, stack.at(-1));
    const scope: Record<string, unknown> = { forloop };
    stack.push(forloop);
    ctx.push(scope);
    try {
      for (const item of items) {
        scope[this.variable] = item;
        ctx.continueCalled = ctx.breakCalled = false;
        yield renderer.renderTemplates(this.templates, ctx, emitter);
        if (ctx.breakCalled) break;
        assertWithinRenderLength(ctx, emitter);
        forloop.index0++;
      }
    } finally {
      ctx.continueCalled = ctx.breakCalled = false;
      ctx.pop();
      stack.pop();
    }
  }
}

export class ShopifyTablerowloopDrop extends ShopifyForloopDrop {
  col = 1;
  row = 1;
  constructor(
    length: number,
    readonly cols: number,
  ) {
    super('tablerow', length, undefined);
  }
  get col0(): number {
    return this.col - 1;
  }
  get col_first(): boolean {
    return this.col === 1;
  }
  get col_last(): boolean {
    return this.col === this.cols;
  }
  advance(): void {
    this.index0++;
    if (this.col === this.cols) {
      this.col = 1;
      this.row++;
    } else this.col++;
  }
}

export class ShopifyTablerowTag extends TablerowTag {
  override *render(ctx: Context, emitter: Emitter): Generator<unknown, void, unknown> {
    const source = toValue(yield evalToken(this.collection, ctx)) as unknown;
    if (nilish(source) || source === false) return;
    const args = valuesOf(yield this.args.render(ctx));
    // tablerow coerces like Ruby's #to_i: nil or 'abc' is 0 (a `cols` of 0 never wraps).
    const from = 'offset' in args ? rubyToI(args.offset) : 0;
    const to = 'limit' in args ? from + rubyToI(args.limit) : undefined;
    const items = sliceItems(loopItems(source), source, from, to);
    const cols = 'cols' in args ? rubyToI(args.cols) : items.length;
    const loop = new ShopifyTablerowloopDrop(items.length, cols);
    const scope: Record<string, unknown> = { tablerowloop: loop };
    emitter.write('<tr class="row1">\n');
    ctx.push(scope);
    try {
      for (const item of items) {
        scope[this.variable] = item;
        emitter.write(`<td class="col${loop.col}">`);
        ctx.continueCalled = ctx.breakCalled = false;
        yield this.liquid.renderer.renderTemplates(this.templates, ctx, emitter);
        emitter.write('</td>');
        if (ctx.breakCalled) break;
        assertWithinRenderLength(ctx, emitter);
        if (loop.col_last && !loop.last) emitter.write(`</tr>\n<tr class="row${loop.row + 1}">`);
        loop.advance();
      }
    } finally {
      ctx.continueCalled = ctx.breakCalled = false;
      ctx.pop();
    }
    emitter.write('</tr>\n');
  }
}
