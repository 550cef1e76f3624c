// Checks metaobjects.json and every typed reference in the shop's metafields, so a reference to a
// missing metaobject or file fails at start-up with the file and field named, not as an empty block.
import type { MetaobjectsRecord, ShopData } from '../shop/types';
import { isTypedValue, metaobjectId } from '../shop/typed-metafields';

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** The problem with metaobjects.json's shape, or undefined when it is type → handle → fields. */
export function metaobjectsShapeProblem(value: unknown): string | undefined {
  if (!isObject(value)) return 'top level should be an object of metaobject types';
  for (const [type, entries] of Object.entries(value)) {
    if (!isObject(entries)) return `${type} should be an object of entries by handle`;
    for (const [handle, fields] of Object.entries(entries)) if (!isObject(fields)) return `${type}.${handle} should be an object of fields`;
  }
  return undefined;
}

/** What is wrong with one typed value's references, or undefined. */
function referenceProblem(raw: unknown, known: Set<string>, files: Set<string>): string | undefined {
  if (!isTypedValue(raw)) return undefined;
  const base = raw.type.replace(/^list\./, '');
  if (base !== 'metaobject_reference' && base !== 'file_reference') return undefined;
  const refs = raw.type.startsWith('list.') ? raw.value : [raw.value];
  if (!Array.isArray(refs) || refs.some((r) => typeof r !== 'string')) return `${raw.type} should hold ${raw.type.startsWith('list.') ? 'a list of references' : 'a reference'}`;
  for (const ref of refs as string[]) {
    if (base === 'metaobject_reference' && !known.has(ref.trim())) return `no metaobject ${JSON.stringify(ref)} in metaobjects.json`;
    if (base === 'file_reference' && !files.has(ref.trim().replace(/^shopify:\/\/shop_images\//, ''))) return `no file ${JSON.stringify(ref)} in shop.files`;
  }
  return undefined;
}

/** Every value of a resource's metafields, as [where, raw]. */
const metafieldValues = (where: string, metafields: Record<string, Record<string, unknown>>): [string, unknown][] =>
  Object.entries(metafields).flatMap(([ns, fields]) => Object.entries(fields ?? {}).map(([key, raw]): [string, unknown] => [`${where}.metafields.${ns}.${key}`, raw]));

/** Every typed reference in metafields and metaobject fields resolves; returns [file, problem] of the first that does not. */
export function referencesProblem(data: ShopData): [file: string, detail: string] | undefined {
  const metaobjects: MetaobjectsRecord = data.metaobjects ?? {};
  const known = new Set<string>();
  for (const [type, entries] of Object.entries(metaobjects)) {
    for (const handle of Object.keys(entries)) known.add(`${type}/${handle}`).add(`gid://shopify/Metaobject/${metaobjectId(type, handle)}`);
  }
  const files = new Set((data.shop.files ?? []).map((f) => f.file));
  const values: [string, string, unknown][] = [
    ...data.products.flatMap((p) => [
      ...metafieldValues(p.handle, p.metafields),
      ...p.variants.flatMap((v) => metafieldValues(`${p.handle} variant ${v.id}`, v.metafields)),
    ].map(([where, raw]): [string, string, unknown] => ['products.json', where, raw])),
    ...data.collections.flatMap((c) => metafieldValues(c.handle, c.metafields).map(([where, raw]): [string, string, unknown] => ['collections.json', where, raw])),
    ...Object.entries(metaobjects).flatMap(([type, entries]) =>
      Object.entries(entries).flatMap(([handle, fields]) => Object.entries(fields).map(([key, raw]): [string, string, unknown] => ['metaobjects.json', `${type}.${handle}.${key}`, raw])),
    ),
  ];
  for (const [file, where, raw] of values) {
    const problem = referenceProblem(raw, known, files);
    if (problem) return [file, `${where}: ${problem}`];
  }
  return undefined;
}
