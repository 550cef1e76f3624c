// LiquidJS passes keyword filter arguments as [name, value] pairs among the positional ones.
import { Drop } from 'liquidjs';
import { toText } from '../to-text';

export interface FilterArgs {
  positional: unknown[];
  named: Record<string, unknown>;
}

export function splitArgs(args: unknown[]): FilterArgs {
  const positional: unknown[] = [];
  const named: Record<string, unknown> = {};
  for (const arg of args) {
    if (Array.isArray(arg) && arg.length === 2 && isKeywordPair(arg)) {
      named[arg[0] as string] = arg[1];
    } else positional.push(arg);
  }
  return { positional, named };
}

// A keyword pair is a 2-array produced by LiquidJS's parser; real array arguments are never
// tuples of [identifier-like string, value] in theme code, so this heuristic is safe in practice.
function isKeywordPair(arg: unknown[]): boolean {
  return typeof arg[0] === 'string' && /^[A-Za-z_][\w-]*$/.test(arg[0]);
}

/** Primitive value of a Drop (ColorDrop → hex, ImageUrl → URL), anything else unchanged. */
export function plain(value: unknown): unknown {
  return value instanceof Drop && typeof (value as { valueOf?: unknown }).valueOf === 'function' ? (value as { valueOf(): unknown }).valueOf() : value;
}

export function str(value: unknown): string {
  const v = plain(value);
  return v === undefined || v === null ? '' : toText(v);
}

/** Reads a property of a Liquid object (plain object or Drop). */
export function prop(obj: unknown, key: string): unknown {
  if (!obj || typeof obj !== 'object') return undefined;
  return (obj as Record<string, unknown>)[key];
}

export function globalOf(ctx: { globals: object }, key: string): unknown {
  return (ctx.globals as Record<string, unknown>)[key];
}
