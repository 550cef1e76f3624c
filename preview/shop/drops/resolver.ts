// The ResourceResolver the renderer uses for resource settings (docs/internals.md): handles and
// shopify:// references → Liquid objects from the catalog.
import { existsSync, readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { SAMPLE_DATA_DIR } from '../../data/load';
import type { Catalog, ImageRecord, VideoRecord } from '../types';
import type { LiquidObjects } from '../objects';
import { imageObject, videoObject } from './base';
import type { ResourceResolver } from '../../liquid/settings';

export type ResourceResolverImpl = ResourceResolver;

const IMAGE_FOLDERS = ['', 'banners/', 'products/', 'articles/', 'collections/'];

/** Reads width/height from an SVG's root element (our images are SVGs with both set). */
function svgSize(path: string): { width: number; height: number } | undefined {
  const head = readFileSync(path, 'utf8').slice(0, 400);
  const w = /\swidth="(\d+(?:\.\d+)?)"/.exec(head);
  const h = /\sheight="(\d+(?:\.\d+)?)"/.exec(head);
  return w && h ? { width: Number(w[1]), height: Number(h[1]) } : undefined;
}

function knownImages(catalog: Catalog): Map<string, ImageRecord> {
  const map = new Map<string, ImageRecord>();
  const add = (img: ImageRecord | null | undefined) => {
    if (img && !map.has(img.file)) map.set(img.file, img);
  };
  // The shop's Files come first: their alt text and focal point are what the merchant set.
  (catalog.data.shop.files ?? []).forEach(add);
  for (const p of catalog.data.products) {
    p.images.forEach(add);
    p.variants.forEach((v) => add(v.image));
  }
  for (const c of catalog.data.collections) add(c.image);
  for (const b of catalog.data.blogs) for (const a of b.articles) add(a.image);
  return map;
}

const strip = (ref: string, prefix: RegExp) =>
  ref
    .trim()
    .replace(prefix, '')
    .replace(/^\/+|\/+$/g, '');

export function createResolver(objects: LiquidObjects, opts: { imagesDir?: string } = {}): ResourceResolverImpl {
  const { catalog } = objects;
  const imagesDir = opts.imagesDir ?? join(SAMPLE_DATA_DIR, 'images');
  let records: Map<string, ImageRecord> | undefined;

  return {
    linklist: (handle) => objects.linklists().get(strip(handle, /^shopify:\/\/menus?\//)),
    product: (handle) => objects.productByHandle(strip(handle, /^shopify:\/\/products\//)),
    collection: (handle) => objects.collection(strip(handle, /^shopify:\/\/collections\//)),
    blog(handle) {
      const blog = catalog.blog(strip(handle, /^shopify:\/\/blogs\//));
      return blog ? objects.blog(blog) : undefined;
    },
    page(handle) {
      const page = catalog.page(strip(handle, /^shopify:\/\/pages\//));
      return page ? objects.page(page) : undefined;
    },
    article(ref) {
      const [blogHandle, articleHandle] = strip(ref, /^shopify:\/\/blogs\//).split('/');
      const blog = blogHandle ? catalog.blog(blogHandle) : undefined;
      const article = blog && articleHandle ? catalog.article(blog.handle, articleHandle) : undefined;
      return blog && article ? objects.article(blog, article) : undefined;
    },
    image(ref) {
      const name = strip(ref, /^shopify:\/\/shop_images\//);
      // Never leave the images folder, whatever the setting says.
      if (!name || normalize(name).startsWith('..') || name.includes('\0')) return undefined;
      records ??= knownImages(catalog);
      for (const folder of IMAGE_FOLDERS) {
        const file = folder + name;
        const known = records.get(file);
        if (known) return imageObject(known);
        const path = join(imagesDir, file);
        if (existsSync(path)) {
          const size = svgSize(path);
          if (size) return imageObject({ file, alt: '', ...size });
        }
      }
      return undefined;
    },
    // A shop video is known by its file; the sample shop's videos are its products' videos.
    video(ref) {
      const name = strip(ref, /^shopify:\/\/(files\/videos|shop_videos)\//);
      if (!name) return undefined;
      const record: VideoRecord | undefined = catalog.data.products.flatMap((p) => p.videos ?? []).find((v) => v.file === name);
      return record ? videoObject(record) : undefined;
    },
  };
}
