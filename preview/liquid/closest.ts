// `closest.*` as Shopify documents it: the nearest product, collection, article, blog, page or
// metaobject in the render context. A page starts from its template's resource; a section or
// block passes another one down with `content_for 'block'|'blocks', closest.product: …`, and
// everything rendered below it (blocks, snippets) sees that one.

export const CLOSEST_RESOURCES = ['product', 'collection', 'article', 'blog', 'page'] as const;

/** How a `closest.<path>:` argument is named once LiquidJS's hash reader can read it. */
const ARG_PREFIX = 'closest__';

export type Closest = Partial<Record<(typeof CLOSEST_RESOURCES)[number], unknown>> & { metaobject?: Record<string, unknown> };

type Globals = Record<string | symbol, unknown>;

/** The template's own resource: `closest` on a page before any section or block narrows it. */
export function pageClosest(globals: Globals): Closest {
  const closest: Closest = {};
  for (const key of CLOSEST_RESOURCES) if (globals[key] !== undefined && globals[key] !== null) closest[key] = globals[key];
  const metaobject = globals.metaobject as { type?: unknown } | undefined;
  if (metaobject && typeof metaobject.type === 'string') closest.metaobject = { [metaobject.type]: metaobject };
  return closest;
}

/** `content_for` markup with `closest.product:` keys renamed so LiquidJS's Hash reads them whole. */
export function closestArgsReadable(markup: string): string {
  return markup.replace(
    /(^|[\s,])closest\.([\w-]+(?:\.[\w-]+)?)(\s*:)/g,
    (_m, lead: string, path: string, colon: string) => `${lead}${ARG_PREFIX}${path.replace('.', '__')}${colon}`,
  );
}

/**
 * Splits evaluated `content_for` arguments into the block's own parameters and the `closest`
 * its render sees: the outer one with the passed resources replacing theirs (`nil` clears one).
 */
export function narrowClosest(outer: unknown, args: Record<string, unknown>): { closest: Closest; params: Record<string, unknown> } {
  const closest: Closest = { ...((outer as Closest | undefined) ?? {}) };
  const params: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(args)) {
    if (!key.startsWith(ARG_PREFIX)) {
      params[key] = value;
      continue;
    }
    const [resource = '', type] = key.slice(ARG_PREFIX.length).split('__');
    if (resource === 'metaobject' && type) closest.metaobject = { ...closest.metaobject, [type]: value ?? undefined };
    else if ((CLOSEST_RESOURCES as readonly string[]).includes(resource)) closest[resource as (typeof CLOSEST_RESOURCES)[number]] = value ?? undefined;
  }
  return { closest, params };
}
