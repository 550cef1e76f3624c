// Building blocks for the Liquid objects: lazy lists the `paginate` tag can slice without
// materialising a 10k catalog, metafield drops that print their value, and image objects.
import { Drop } from 'liquidjs';
import type { ImageRecord, VideoRecord } from '../types';
import { toText } from '../../liquid/to-text';
import { imagePath, videoSources } from '../pricing';

/**
 * A read-only list whose items are made on demand. `paginate` uses `length`/`size` and
 * `slice(start, end)`; `for` iterates it; `first`/`last`/`[n]` work as on arrays.
 */
export class LazyList<T> extends Drop {
  private readonly made = new Map<number, T>();

  constructor(
    readonly length: number,
    private readonly itemAt: (index: number) => T,
  ) {
    super();
  }

  static of<S, T>(source: readonly S[], toItem: (item: S, index: number) => T): LazyList<T> {
    return new LazyList(source.length, (i) => toItem(source[i]!, i));
  }

  get size(): number {
    return this.length;
  }

  at(index: number): T | undefined {
    if (!Number.isInteger(index)) return undefined;
    const i = index < 0 ? this.length + index : index;
    if (i < 0 || i >= this.length) return undefined;
    let item = this.made.get(i);
    if (item === undefined) {
      item = this.itemAt(i);
      this.made.set(i, item);
    }
    return item;
  }

  get first(): T | undefined {
    return this.at(0);
  }

  get last(): T | undefined {
    return this.at(-1);
  }

  slice(start = 0, end = this.length): T[] {
    const from = Math.max(0, Math.min(this.length, start < 0 ? this.length + start : start));
    const to = Math.max(from, Math.min(this.length, end < 0 ? this.length + end : end));
    const out: T[] = [];
    for (let i = from; i < to; i++) out.push(this.at(i)!);
    return out;
  }

  *[Symbol.iterator](): Iterator<T> {
    for (let i = 0; i < this.length; i++) yield this.at(i)!;
  }

  override liquidMethodMissing(key: string | number): unknown {
    const n = typeof key === 'number' ? key : /^-?\d+$/.test(key) ? Number(key) : NaN;
    return Number.isNaN(n) ? undefined : this.at(n);
  }

  toJSON(): T[] {
    return this.slice(0, Math.min(this.length, 50));
  }
}

function metafieldType(value: unknown): string {
  if (typeof value === 'boolean') return 'boolean';
  if (typeof value === 'number') return Number.isInteger(value) ? 'number_integer' : 'number_decimal';
  if (typeof value === 'string') return /^https?:\/\//.test(value) ? 'url' : value.includes('<') ? 'rich_text_field' : 'single_line_text_field';
  if (Array.isArray(value)) return value.every((v) => typeof v === 'string') ? 'list.single_line_text_field' : 'json';
  if (value !== null && typeof value === 'object' && 'rating' in value && 'scale_max' in value) return 'rating';
  return 'json';
}

/**
 * `product.metafields.ns.key`: prints its value, and has `.value`, `.type` and `.list?`. The type is
 * inferred from the value unless the data declares it (typed-metafields.ts); `printed` is what a
 * reference prints (its GIDs) where `.value` is the resolved object.
 */
export class MetafieldDrop extends Drop {
  readonly type: string;
  readonly 'list?': boolean;
  readonly #printed: unknown;

  constructor(
    readonly value: unknown,
    type?: string,
    printed: unknown = value,
  ) {
    super();
    this.#printed = printed;
    this.type = type ?? metafieldType(value);
    this['list?'] = this.type.startsWith('list.');
  }

  override valueOf(): unknown {
    return this.#printed;
  }

  toJSON(): unknown {
    return this.#printed;
  }

  override toString(): string {
    const shown = this.#printed;
    return shown === null || shown === undefined ? '' : typeof shown === 'object' ? JSON.stringify(shown) : toText(shown);
  }
}

export type MetafieldsObject = Record<string, Record<string, MetafieldDrop>>;

/** A stable numeric id for an image file (Shopify image ids are numbers). */
export function imageId(file: string): number {
  let h = 2166136261;
  for (let i = 0; i < file.length; i++) h = Math.imul(h ^ file.charCodeAt(i), 16777619);
  return ((h >>> 0) % 2_000_000_000) + 1;
}

export interface ImageObject {
  id: number;
  src: string;
  url: string;
  width: number;
  height: number;
  alt: string;
  aspect_ratio: number;
  media_type: 'image';
  position: number;
  presentation: { focal_point: string };
  preview_image: ImageObject | null;
  product_id: number | null;
  'attached_to_variant?': boolean;
  variants: unknown[];
}

/** The Liquid `image` object; `src` is the root-relative CDN path (docs/internals.md). */
export function imageObject(record: ImageRecord, extra: { position?: number; productId?: number } = {}): ImageObject {
  const src = imagePath(record);
  const image: ImageObject = {
    id: imageId(record.file),
    src,
    url: src,
    width: record.width,
    height: record.height,
    alt: record.alt,
    aspect_ratio: Math.round((record.width / record.height) * 1000) / 1000,
    media_type: 'image',
    position: extra.position ?? 1,
    presentation: { focal_point: record.focal_point ?? '50.0% 50.0%' },
    preview_image: null,
    product_id: extra.productId ?? null,
    'attached_to_variant?': false,
    variants: [],
  };
  image.preview_image = { ...image, preview_image: null };
  return image;
}

export interface VideoObject {
  id: number;
  media_type: 'video';
  alt: string;
  aspect_ratio: number;
  duration: number;
  position: number;
  preview_image: ImageObject;
  sources: { url: string; mime_type: string; format: string; width: number; height: number }[];
  product_id: number | null;
}

/** The Liquid `video` media object: sources, a preview image, and its place in `product.media`. */
export function videoObject(record: VideoRecord, extra: { position?: number; productId?: number } = {}): VideoObject {
  return {
    id: imageId(`video:${record.file}`),
    media_type: 'video',
    alt: record.alt,
    aspect_ratio: Math.round((record.width / record.height) * 1000) / 1000,
    duration: Math.round(record.duration * 1000),
    position: extra.position ?? 1,
    preview_image: imageObject(record.poster, extra),
    sources: videoSources(record),
    product_id: extra.productId ?? null,
  };
}
