// The Liquid `metaobject` (each field a metafield, plus `system`), the global `metaobjects`
// (`metaobjects.<type>.<handle>`, `metaobjects.<type>.values`) and the references typed metafields
// resolve through, all from the shop's metaobjects.json and its Files.
import { Drop } from 'liquidjs';
import { imageObject, type ImageObject, type MetafieldDrop } from './base';
import type { ShopData } from '../types';
import { metafieldDrop, metaobjectId, type MetafieldReferences } from '../typed-metafields';

/** A field key a metaobject can show as a property: Shopify's keys, minus what the drop itself needs. */
const FIELD_KEY = /^[a-z0-9_]+$/;
const RESERVED = new Set(['system', 'constructor']);

export interface MetaobjectSystem {
  id: number;
  handle: string;
  type: string;
  /** only for metaobjects with the online_store capability; the sample shop has none */
  url: string | null;
}

export class MetaobjectDrop extends Drop {
  readonly system: MetaobjectSystem;

  constructor(type: string, handle: string, fields: Record<string, unknown>, refs: MetafieldReferences) {
    super();
    this.system = { id: metaobjectId(type, handle), handle, type, url: null };
    const made = new Map<string, MetafieldDrop>();
    // Own properties (not liquidMethodMissing) so `metafield_tag: field: 'x'` reads them as Liquid does.
    for (const key of Object.keys(fields)) {
      if (!FIELD_KEY.test(key) || RESERVED.has(key)) continue;
      Object.defineProperty(this, key, {
        enumerable: true,
        get: () => {
          let field = made.get(key);
          if (!field) made.set(key, (field = metafieldDrop(fields[key], refs)));
          return field;
        },
      });
    }
  }

  /** A field named `handle` or `type` wins; otherwise these read the system's, as closest.metaobject needs. */
  get handle(): string {
    return this.system.handle;
  }
  get type(): string {
    return this.system.type;
  }

  toJSON(): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(this)) if (key !== 'system') out[key] = (this as unknown as Record<string, unknown>)[key];
    return out;
  }
}

/** `metaobjects.<type>`: its entries by handle, and `values` / `values_count`. */
export class MetaobjectDefinitionDrop extends Drop {
  // Private (#) so no handle a merchant picks is shadowed by a property of the drop.
  readonly #entries: Map<string, MetaobjectDrop>;
  constructor(entries: Map<string, MetaobjectDrop>) {
    super();
    this.#entries = entries;
  }
  get values(): MetaobjectDrop[] {
    return [...this.#entries.values()];
  }
  get values_count(): number {
    return this.#entries.size;
  }
  override liquidMethodMissing(handle: string | number): MetaobjectDrop | undefined {
    return this.#entries.get(String(handle));
  }
}

/** The global `metaobjects`: `metaobjects.<type>.<handle>` or `metaobjects['type']['handle']`. */
export class MetaobjectsDrop extends Drop {
  readonly #types: Map<string, MetaobjectDefinitionDrop>;
  constructor(types: Map<string, MetaobjectDefinitionDrop>) {
    super();
    this.#types = types;
  }
  override liquidMethodMissing(type: string | number): MetaobjectDefinitionDrop | undefined {
    return this.#types.get(String(type));
  }
}

export interface ShopMetaobjects {
  references: MetafieldReferences;
  /** the global `metaobjects` */
  global: MetaobjectsDrop;
}

/** Builds the shop's metaobject drops once; references resolve by `<type>/<handle>` or GID, files by name. */
export function shopMetaobjects(data: ShopData): ShopMetaobjects {
  const types = new Map<string, MetaobjectDefinitionDrop>();
  const byRef = new Map<string, MetaobjectDrop>();
  const files = new Map((data.shop.files ?? []).map((f) => [f.file, f]));
  const images = new Map<string, ImageObject>();
  const references: MetafieldReferences = {
    metaobject: (ref) => byRef.get(ref.trim()),
    file(ref) {
      const name = ref.trim().replace(/^shopify:\/\/shop_images\//, '');
      const record = files.get(name);
      if (!record) return undefined;
      let image = images.get(name);
      if (!image) images.set(name, (image = imageObject(record)));
      return image;
    },
  };
  for (const [type, entries] of Object.entries(data.metaobjects ?? {})) {
    const drops = new Map<string, MetaobjectDrop>();
    for (const [handle, fields] of Object.entries(entries)) {
      const drop = new MetaobjectDrop(type, handle, fields, references);
      drops.set(handle, drop);
      byRef.set(`${type}/${handle}`, drop);
      byRef.set(`gid://shopify/Metaobject/${drop.system.id}`, drop);
    }
    types.set(type, new MetaobjectDefinitionDrop(drops));
  }
  return { references, global: new MetaobjectsDrop(types) };
}
