// {% paginate <expr> by N %}: inside the block, <expr> yields only the current page's items, and
// the `paginate` object describes the pages. The collection may be an array or any object with
// `length`/`size` and `slice(start, end)` (so the catalog is never iterated whole).
import { evalToken, Hash, type Context, type Emitter, type Liquid, type Parser, type TagToken, type TopLevelToken, type ValueToken } from 'liquidjs';
import { prop, str } from '../filters/args';
import { BlockTag } from './block-tag';

interface Part {
  title: string | number;
  url?: string;
  is_link: boolean;
}

function sizeOf(value: unknown): number {
  const n = prop(value, 'length') ?? prop(value, 'size');
  return typeof n === 'number' ? n : 0;
}

function slicePage(value: unknown, start: number, end: number): unknown[] {
  const slice = (value as { slice?: (a: number, b: number) => unknown } | null)?.slice;
  if (typeof slice !== 'function') return [];
  const result = slice.call(value, start, end);
  return Array.isArray(result) ? result : [];
}

/**
 * Returns `root` with the property path replaced by `page`, keeping every other property. Only
 * the path reads the page: the object's own getters still see the whole list, so
 * `collection.products_count` inside `paginate collection.products` counts every product.
 */
function shadowPath(root: unknown, path: string[], page: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return page;
  if (!root || typeof root !== 'object') return root;
  const replaced = shadowPath((root as Record<string, unknown>)[head], rest, page);
  return new Proxy(root, {
    get: (target, key): unknown => (key === head ? replaced : Reflect.get(target, key, target)),
  });
}

function pageUrl(ctx: Context, page: number): string {
  const request = prop(ctx.globals, 'request');
  const path = str(prop(request, 'path'));
  const query = prop(request, 'query');
  const params = new URLSearchParams(typeof query === 'string' ? query : query && typeof query === 'object' ? (query as Record<string, string>) : undefined);
  params.set('page', String(page));
  return `${path}?${params.toString()}`;
}

/** Shopify's page list: first, last and a window around the current page, gaps as an ellipsis. */
function buildParts(ctx: Context, current: number, pages: number, windowSize: number): Part[] {
  const parts: Part[] = [];
  let inGap = false;
  for (let page = 1; page <= pages; page++) {
    if (page === current) parts.push({ title: page, is_link: false });
    else if (page === 1 || page === pages) parts.push({ title: page, url: pageUrl(ctx, page), is_link: true });
    else if (page <= current - windowSize || page >= current + windowSize) {
      if (!inGap) parts.push({ title: '&hellip;', is_link: false });
      inGap = true;
      continue;
    } else parts.push({ title: page, url: pageUrl(ctx, page), is_link: true });
    inGap = false;
  }
  return parts;
}

export class PaginateTag extends BlockTag {
  private collection: ValueToken;
  private pageSize?: ValueToken;
  private hash: Hash;

  constructor(token: TagToken, remain: TopLevelToken[], liquid: Liquid, parser: Parser) {
    super('paginate', token, remain, liquid, parser);
    const tk = this.tokenizer;
    const collection = tk.readValue();
    if (!collection) throw new Error('paginate needs a collection');
    this.collection = collection;
    tk.skipBlank();
    if (tk.readIdentifier().content === 'by') this.pageSize = tk.readValue();
    this.hash = new Hash(tk, liquid.options.keyValueSeparator);
  }

  *render(ctx: Context, emitter: Emitter): Generator<unknown, void, unknown> {
    const value = yield evalToken(this.collection, ctx);
    const by = Math.max(1, Math.min(250, Number(this.pageSize ? yield evalToken(this.pageSize, ctx) : 20) || 20));
    const options = (yield this.hash.render(ctx)) as Record<string, unknown>;
    const windowSize = Number(options.window_size ?? 3) || 3;
    const items = sizeOf(value);
    const pages = Math.max(1, Math.ceil(items / by));
    const requested = Number(prop(prop(ctx.globals, 'request'), 'page') ?? prop(ctx.globals, 'current_page') ?? 1);
    const current = Number.isInteger(requested) && requested >= 1 ? requested : 1;
    const offset = (current - 1) * by;
    const page = slicePage(value, offset, offset + by);
    const paginate = {
      current_offset: offset,
      current_page: current,
      items,
      page_size: by,
      pages,
      page_param: 'page',
      parts: buildParts(ctx, current, pages, windowSize),
      previous: current > 1 ? { title: '&laquo; Previous', url: pageUrl(ctx, current - 1), is_link: true } : null,
      next: current < pages ? { title: 'Next &raquo;', url: pageUrl(ctx, current + 1), is_link: true } : null,
    };
    const path = this.collection.getText().split('.');
    const scope: Record<string, unknown> = { paginate };
    if (path.every((p) => /^[\w?-]+$/.test(p)) && path[0]) {
      scope[path[0]] = shadowPath(ctx.getSync([path[0]]), path.slice(1), page);
    }
    yield* this.writeBody(ctx, emitter, scope);
  }
}
