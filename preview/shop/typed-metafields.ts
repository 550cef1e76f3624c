// Typed metafields in the shop's data: a value written `{ "type": "<Shopify type>", "value": … }`
// keeps its declared type, and reference types resolve (metaobjects, the shop's files) as Shopify's
// `.value` does. An untyped value is read as before, its type inferred from the JSON.
import { imageId, MetafieldDrop, type ImageObject, type MetafieldsObject } from './drops/base';

/** A typed value as written in the data files. */
export interface TypedValue {
  type: string;
  value: unknown;
}

/** What reference types resolve through: the shop's metaobjects and its files. */
export interface MetafieldReferences {
  /** `<type>/<handle>`, or the metaobject's `gid://shopify/Metaobject/<id>` */
  metaobject(ref: string): MetaobjectLike | undefined;
  /** a file of the shop's Files (`banners/hero.svg`, or `shopify://shop_images/…`) as Liquid's image */
  file(ref: string): ImageObject | undefined;
}

/** The part of a metaobject drop a reference needs: its id, for the GID a reference prints. */
export interface MetaobjectLike {
  readonly system: { id: number };
}

const TYPE_NAME = /^(list\.)?[a-z][a-z0-9_]*$/;

/** Whether a raw data value is written typed: exactly `type` (a Shopify type name) and `value`. */
export function isTypedValue(raw: unknown): raw is TypedValue {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return false;
  const keys = Object.keys(raw);
  const { type } = raw as { type?: unknown };
  return keys.length === 2 && 'value' in raw && typeof type === 'string' && TYPE_NAME.test(type);
}

const metaobjectGid = (m: MetaobjectLike) => `gid://shopify/Metaobject/${m.system.id}`;
const imageGid = (image: ImageObject) => `gid://shopify/MediaImage/${image.id}`;
const refsOf = (value: unknown): string[] => (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');

/** A reference type's resolved value (Liquid's `.value`) and what the metafield prints (Shopify prints the GIDs). */
function resolveReferences(type: string, value: unknown, refs: MetafieldReferences | undefined): { value: unknown; printed: unknown } | undefined {
  const list = type.startsWith('list.');
  switch (list ? type.slice(5) : type) {
    case 'metaobject_reference': {
      const found = refsOf(value)
        .map((ref) => refs?.metaobject(ref))
        .filter((m): m is MetaobjectLike => m !== undefined);
      return list
        ? { value: found, printed: JSON.stringify(found.map(metaobjectGid)) }
        : { value: found[0] ?? null, printed: found[0] ? metaobjectGid(found[0]) : '' };
    }
    case 'file_reference': {
      const found = refsOf(value)
        .map((ref) => refs?.file(ref))
        .filter((f): f is ImageObject => f !== undefined);
      return list ? { value: found, printed: JSON.stringify(found.map(imageGid)) } : { value: found[0] ?? null, printed: found[0] ? imageGid(found[0]) : '' };
    }
    default:
      return undefined;
  }
}

/** The metafield drop for a raw data value, typed or untyped. */
export function metafieldDrop(raw: unknown, refs?: MetafieldReferences): MetafieldDrop {
  if (!isTypedValue(raw)) return new MetafieldDrop(raw);
  const resolved = resolveReferences(raw.type, raw.value, refs);
  return resolved ? new MetafieldDrop(resolved.value, raw.type, resolved.printed) : new MetafieldDrop(raw.value, raw.type);
}

/** `<resource>.metafields`: namespace → key → metafield drop. */
export function metafieldsObject(raw: Record<string, Record<string, unknown>> | undefined, refs?: MetafieldReferences): MetafieldsObject {
  const out: MetafieldsObject = {};
  for (const [ns, fields] of Object.entries(raw ?? {})) {
    out[ns] = {};
    for (const [key, value] of Object.entries(fields ?? {})) out[ns][key] = metafieldDrop(value, refs);
  }
  return out;
}

/** A stable id for a metaobject (Shopify's ids are numbers), from its type and handle. */
export const metaobjectId = (type: string, handle: string): number => imageId(`metaobject:${type}/${handle}`);
