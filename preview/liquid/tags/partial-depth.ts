// Shopify's nesting limit for partials: `render` and `include` nested deeper than Liquid's stack
// limit stop with "Nesting too deep" instead of recursing until the preview hangs.
import type { Context, Emitter } from 'liquidjs';
import { assertWithinRenderLength, enterPartialTemplate } from '../resource-limits';

/** Liquid's stack limit: the 100th nested partial raises (the 99th still renders). */
const MAX_PARTIAL_DEPTH = 99;

/** Partial depth per render, keyed on the render's globals (shared by every spawned child context). */
const depthOf = new WeakMap<object, number>();

export class NestingTooDeepError extends Error {
  constructor() {
    super('Nesting too deep');
    this.name = 'StackLevelError';
  }
}

/** A partial starts: checks the nesting depth and the limits, and returns what `leavePartial` restores. */
export function enterPartial(ctx: Context, emitter: Emitter): number {
  const key = ctx.globals as object;
  const depth = (depthOf.get(key) ?? 0) + 1;
  if (depth > MAX_PARTIAL_DEPTH) throw new NestingTooDeepError();
  assertWithinRenderLength(ctx, emitter);
  enterPartialTemplate(ctx);
  depthOf.set(key, depth);
  return depth;
}

/** The partial that `enterPartial` started has ended (rendered or failed). */
export function leavePartial(ctx: Context, depth: number): void {
  depthOf.set(ctx.globals, depth - 1);
}

export function* withinPartialDepth(ctx: Context, emitter: Emitter, renderPartial: () => Generator<unknown, void, unknown>): Generator<unknown, void, unknown> {
  const depth = enterPartial(ctx, emitter);
  try {
    yield* renderPartial();
  } finally {
    leavePartial(ctx, depth);
  }
}
