// Resource limits like Ruby Liquid's (render score, cumulative render score, render length) plus a
// render-time limit: a template past any of them stops with Liquid's "Memory limits exceeded".
import type { AssignTag, CaptureTag, Context, Emitter, Liquid, LiquidOptions } from 'liquidjs';

export class MemoryLimitError extends Error {
  constructor() {
    super('Memory limits exceeded');
    this.name = 'MemoryError';
  }
}

/** Ruby Liquid's ResourceLimits (per-template scores reset when a partial starts; cumulative ones do not). */
export interface ResourceLimits {
  /** Nodes rendered by one template (each block body adds its node count, as Ruby's increment_render_score). */
  renderScoreLimit?: number;
  /** Nodes rendered by the whole render, partials included. */
  cumulativeRenderScoreLimit?: number;
  /** What one template assigns and captures (Ruby's assign_score: a string's bytes, 1 per other value). */
  assignScoreLimit?: number;
  /** What the whole render assigns and captures, partials included. */
  cumulativeAssignScoreLimit?: number;
  /** Bytes of output. */
  renderLengthLimit?: number;
  /** Wall-clock milliseconds one render may take (Shopify stops runaway renders; Ruby Liquid has no clock). */
  renderTimeLimitMs?: number;
}

/** The preview's limits: far above any page of a real theme (this theme's largest is well under 1 MB), low
 * enough that no template hangs or exhausts the preview. */
const PREVIEW_RESOURCE_LIMITS: ResourceLimits = { renderTimeLimitMs: 5000, renderLengthLimit: 32 * 1024 * 1024 };

/** The preview's limits with each limit `given` sets replacing its default (a limit given as undefined keeps it). */
export function withPreviewLimits(given: ResourceLimits = {}): ResourceLimits {
  const set = Object.entries(given).filter(([, value]) => value !== undefined);
  return { ...PREVIEW_RESOURCE_LIMITS, ...Object.fromEntries(set) };
}

interface Usage {
  limits: ResourceLimits;
  deadline: number;
  renderScore: number;
  cumulativeRenderScore: number;
  assignScore: number;
  cumulativeAssignScore: number;
}

/** Usage per render, keyed on the render's time limiter (one per engine.render, shared by every spawned child context). */
const usageOf = new WeakMap<object, Usage>();

function usage(ctx: Context, limits: ResourceLimits): Usage {
  const key = ctx.renderLimit as object;
  let u = usageOf.get(key);
  if (!u) {
    u = {
      limits,
      deadline: performance.now() + (limits.renderTimeLimitMs ?? Infinity),
      renderScore: 0,
      cumulativeRenderScore: 0,
      assignScore: 0,
      cumulativeAssignScore: 0,
    };
    usageOf.set(key, u);
  }
  return u;
}

const over = (value: number, limit: number | undefined): boolean => limit !== undefined && value > limit;

/** The last exact count of an output buffer's bytes (an emitter's buffer only grows). */
const lastCount = new WeakMap<Emitter, { length: number; bytes: number }>();

/**
 * Whether the output passes `limit` bytes. A UTF-16 unit is 1 to 3 UTF-8 bytes, so from the last
 * exact count the bytes lie between `bytes + added` and `bytes + 3 × added`: the buffer is counted
 * again (which flattens a long string) only when those bounds straddle the limit, a few times per
 * render instead of at every check.
 */
function outputBytesOver(emitter: Emitter | undefined, limit: number | undefined): boolean {
  const buffer: unknown = emitter?.buffer;
  if (!emitter || limit === undefined || typeof buffer !== 'string') return false;
  const last = lastCount.get(emitter) ?? { length: 0, bytes: 0 };
  const added = buffer.length - last.length;
  if (added < 0) return recount(emitter, buffer) > limit;
  if (last.bytes + 3 * added <= limit) return false;
  if (last.bytes + added > limit) return true;
  return recount(emitter, buffer) > limit;
}

function recount(emitter: Emitter, buffer: string): number {
  const bytes = Buffer.byteLength(buffer);
  lastCount.set(emitter, { length: buffer.length, bytes });
  return bytes;
}

/** Throws once the output written so far passes the render's length limit: checked as each block body
 * starts, and by loops after each iteration and partials as they start, so one body cannot run far past it. */
export function assertWithinRenderLength(ctx: Context, emitter: Emitter): void {
  const u = usageOf.get(ctx.renderLimit);
  if (u && outputBytesOver(emitter, u.limits.renderLengthLimit)) throw new MemoryLimitError();
}

/** A partial starts a template: its own render score restarts, the cumulative one carries on (Ruby's ResourceLimits#reset). */
export function enterPartialTemplate(ctx: Context): void {
  const u = usageOf.get(ctx.renderLimit);
  if (!u) return;
  u.renderScore = 0;
  u.assignScore = 0;
  if (over(u.cumulativeRenderScore, u.limits.cumulativeRenderScoreLimit) || over(u.cumulativeAssignScore, u.limits.cumulativeAssignScoreLimit)) {
    throw new MemoryLimitError();
  }
}

/** LiquidJS's option renderTemplatesWrapper: wraps the rendering of each list of templates (a file, a tag's body). */
export type RenderTemplatesWrapper = NonNullable<LiquidOptions['renderTemplatesWrapper']>;

/** Counts a block body as it starts against the limits (Ruby's BlockBody); throws once one is past. */
export function chargeBody(limits: ResourceLimits, templates: readonly unknown[], ctx: Context, emitter: Emitter | undefined): void {
  const u = usage(ctx, limits);
  u.renderScore += templates.length;
  u.cumulativeRenderScore += templates.length;
  if (
    over(u.renderScore, limits.renderScoreLimit) ||
    over(u.cumulativeRenderScore, limits.cumulativeRenderScoreLimit) ||
    performance.now() > u.deadline ||
    outputBytesOver(emitter, limits.renderLengthLimit)
  )
    throw new MemoryLimitError();
}

/** Counts every block body the engine renders against the limits (as its renderTemplatesWrapper); the first one past a limit throws. */
export function renderWithinLimits(limits: ResourceLimits): RenderTemplatesWrapper {
  return function* (templates, ctx, emitter, render) {
    chargeBody(limits, templates, ctx, emitter);
    const html: unknown = yield* render(templates, ctx, emitter);
    return html;
  };
}

/** Ruby's assign_score_of: a string's bytes; an array or hash 1 plus its entries (and keys); anything else 1. */
function assignScoreOf(value: unknown): number {
  if (typeof value === 'string') return Buffer.byteLength(value);
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + assignScoreOf(item), 1);
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.entries(value).reduce((sum: number, [key, item]) => sum + assignScoreOf(key) + assignScoreOf(item), 1);
  }
  return 1;
}

function chargeAssignment(ctx: Context, value: unknown): void {
  const u = usageOf.get(ctx.renderLimit);
  if (!u) return;
  const score = assignScoreOf(value);
  u.assignScore += score;
  u.cumulativeAssignScore += score;
  if (over(u.assignScore, u.limits.assignScoreLimit) || over(u.cumulativeAssignScore, u.limits.cumulativeAssignScoreLimit)) throw new MemoryLimitError();
}

/** assign and capture charge what they store (only engines with an assign limit pay for it). */
export function scoreAssignments(engine: Liquid, limits: ResourceLimits): void {
  if (limits.assignScoreLimit === undefined && limits.cumulativeAssignScoreLimit === undefined) return;
  const Assign = engine.tags.assign as unknown as typeof AssignTag;
  const Capture = engine.tags.capture as unknown as typeof CaptureTag;
  engine.registerTag(
    'assign',
    class extends Assign {
      override *render(ctx: Context): Generator<unknown, void, unknown> {
        yield super.render(ctx);
        // The assigned name, as the tag's public localScope() gives it.
        for (const name of this.localScope()) chargeAssignment(ctx, ctx.bottom()[name.content]);
      }
    },
  );
  engine.registerTag(
    'capture',
    class extends Capture {
      override *render(ctx: Context): Generator<unknown, void, unknown> {
        yield super.render(ctx);
        chargeAssignment(ctx, ctx.bottom()[this.variable]);
      }
    },
  );
}

/** Whether an error (or one it wraps) is a limit being reached: it ends the whole render, never printed inline. */
export function isLimitReached(err: unknown): boolean {
  let cur: unknown = err;
  for (let depth = 0; cur && depth < 20; depth++) {
    if (cur instanceof MemoryLimitError) return true;
    cur = (cur as { originalError?: unknown }).originalError;
  }
  return false;
}
