// Liquid's `self`: a drop over the scope it was taken in (Liquid::SelfDrop), for `self['name']` and `self[key]`.
import { Drop, type Context } from 'liquidjs';

/**
 * Reads variables through the scope chain of the context it was taken in (local > file > global), so
 * `self.x` sees later assigns and a `self` passed to a render keeps the caller's scope. Filters see an
 * opaque drop: no size, no first/last, and it prints as its Ruby class name.
 */
export class SelfDrop extends Drop {
  constructor(private readonly scope: Context) {
    super();
  }
  override liquidMethodMissing(key: string): unknown {
    return this.scope.getSync([key]);
  }
  override toString(): string {
    return 'Liquid::SelfDrop';
  }
}

const drops = new WeakMap<Context, SelfDrop>();

/** The `self` of a context, one per context (so `self == self`); a variable named self shadows it. */
export function selfOf(ctx: Context): SelfDrop {
  let drop = drops.get(ctx);
  if (!drop) drops.set(ctx, (drop = new SelfDrop(ctx)));
  return drop;
}
