// Ruby's ArgumentError for a standard filter called without its required arguments ("wrong number of arguments").
import type { FilterImplOptions } from 'liquidjs';
import { splitArgs } from './args';

/** Ruby Liquid's standard filters taking required arguments: [required, most] counting the input. */
const ARITY: Record<string, [number, number]> = {
  slice: [2, 3],
  split: [2, 2],
  where: [2, 3],
  reject: [2, 3],
  has: [2, 3],
  find: [2, 3],
  find_index: [2, 3],
  map: [2, 2],
  replace: [2, 3],
  replace_first: [2, 3],
  replace_last: [3, 3],
  remove: [2, 2],
  remove_first: [2, 2],
  remove_last: [2, 2],
  append: [2, 2],
  prepend: [2, 2],
  concat: [2, 2],
  plus: [2, 2],
  minus: [2, 2],
  times: [2, 2],
  divided_by: [2, 2],
  modulo: [2, 2],
  at_least: [2, 2],
  at_most: [2, 2],
};

type Handler = (this: unknown, ...args: unknown[]) => unknown;

/** Wraps the standard filters among `filters` so too few arguments raise Ruby's message, as the method call would. */
export function withRubyArity(filters: Record<string, FilterImplOptions | undefined>): Record<string, FilterImplOptions> {
  const wrapped: Record<string, FilterImplOptions> = {};
  for (const [name, [required, most]] of Object.entries(ARITY)) {
    const original = filters[name] as Handler | undefined;
    if (!original) continue;
    wrapped[name] = function (this: unknown, input: unknown, ...args: unknown[]) {
      const { positional, named } = splitArgs(args);
      // Keyword arguments reach a Ruby filter as one trailing hash.
      const given = 1 + positional.length + (Object.keys(named).length ? 1 : 0);
      if (given < required) throw new Error(`wrong number of arguments (given ${given}, expected ${required === most ? required : `${required}..${most}`})`);
      return original.call(this, input, ...args);
    };
  }
  return wrapped;
}
