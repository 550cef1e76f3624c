// Reads a shop data directory (default: the sample shop beside this file) and checks it, so a
// broken fixture fails at start-up with the file and record named, not deep inside a render.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ShopData } from '../shop/types';
import { filterSettingsProblem, type FilterSetting } from '../shop/filters/filter-settings';
import { metaobjectsShapeProblem, referencesProblem } from './check-metaobjects';

export const SAMPLE_DATA_DIR = dirname(fileURLToPath(import.meta.url));

export class ShopDataError extends Error {
  constructor(
    readonly file: string,
    detail: string,
  ) {
    super(`Invalid shop data in ${file}: ${detail}`);
    this.name = 'ShopDataError';
  }
}

type Kind = 'string' | 'number' | 'boolean' | 'array' | 'object' | 'string?' | 'number?' | 'object?' | 'array?';

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function checkFields(file: string, where: string, record: unknown, fields: Record<string, Kind>): void {
  if (kindOf(record) !== 'object') throw new ShopDataError(file, `${where} is not an object`);
  const rec = record as Record<string, unknown>;
  for (const [key, kind] of Object.entries(fields)) {
    const optional = kind.endsWith('?');
    const want = optional ? kind.slice(0, -1) : kind;
    const value = rec[key];
    if (optional && (value === null || value === undefined)) continue;
    const got = kindOf(value);
    if (got !== want) throw new ShopDataError(file, `${where}.${key} should be ${kind}, got ${got}`);
    if (want === 'number' && !Number.isFinite(value)) throw new ShopDataError(file, `${where}.${key} is not a finite number`);
  }
}

const IMAGE: Record<string, Kind> = { file: 'string', alt: 'string', width: 'number', height: 'number' };

function checkImage(file: string, where: string, image: unknown): void {
  if (image === null || image === undefined) return;
  checkFields(file, where, image, IMAGE);
}

function checkUnique(file: string, what: string, values: (string | number)[]): void {
  const seen = new Set<string | number>();
  for (const v of values) {
    if (seen.has(v)) throw new ShopDataError(file, `duplicate ${what} ${JSON.stringify(v)}`);
    seen.add(v);
  }
}

function readJson(dir: string, name: string): unknown {
  const path = join(dir, name);
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    throw new ShopDataError(path, `cannot read file (${(err as Error).message})`);
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new ShopDataError(path, `not valid JSON (${(err as Error).message})`);
  }
}

function readArray(dir: string, name: string): unknown[] {
  const value = readJson(dir, name);
  if (!Array.isArray(value)) throw new ShopDataError(join(dir, name), 'top level should be an array');
  return value;
}

export function validateShopData(data: ShopData, dir: string): void {
  const f = (name: string) => join(dir, name);
  checkFields(f('shop.json'), 'shop', data.shop, {
    name: 'string', email: 'string', domain: 'string', permanent_domain: 'string', currency: 'string',
    money_format: 'string', money_with_currency_format: 'string', description: 'string', locale: 'string',
    published_locales: 'array',
  });
  data.shop.published_locales.forEach((l, i) =>
    checkFields(f('shop.json'), `shop.published_locales[${i}]`, l, { iso_code: 'string', name: 'string', endonym_name: 'string', primary: 'boolean' }));
  checkUnique(f('shop.json'), 'published locale', data.shop.published_locales.map((l) => l.iso_code.toLowerCase()));
  (data.shop.files ?? []).forEach((image, i) => checkImage(f('shop.json'), `shop.files[${i}]`, image));
  const primary = data.shop.published_locales.filter((l) => l.primary);
  if (primary.length !== 1 || primary[0]!.iso_code !== data.shop.locale) {
    throw new ShopDataError(f('shop.json'), `shop.published_locales needs exactly one primary locale, "${data.shop.locale}" (shop.locale)`);
  }

  const variantIds: number[] = [];
  data.products.forEach((p, i) => {
    const where = `products[${i}]`;
    checkFields(f('products.json'), where, p, {
      id: 'number', handle: 'string', title: 'string', body_html: 'string', vendor: 'string', product_type: 'string',
      tags: 'array', options: 'array', variants: 'array', images: 'array', selling_plan_groups: 'array',
      requires_selling_plan: 'boolean', gift_card: 'boolean', metafields: 'object', template_suffix: 'string?',
    });
    if (p.variants.length === 0) throw new ShopDataError(f('products.json'), `${where} (${p.handle}) has no variants`);
    p.images.forEach((img, j) => checkImage(f('products.json'), `${where}.images[${j}]`, img));
    (p.videos ?? []).forEach((video, j) => {
      const vw = `${where}.videos[${j}]`;
      checkFields(f('products.json'), vw, video, { file: 'string', mime_type: 'string', alt: 'string', width: 'number', height: 'number', duration: 'number', poster: 'object' });
      checkImage(f('products.json'), `${vw}.poster`, video.poster);
      for (const source of [video, ...(video.alternates ?? [])]) {
        if (!existsSync(join(dir, 'videos', source.file))) throw new ShopDataError(f('products.json'), `${vw}: videos/${source.file} does not exist`);
      }
    });
    p.variants.forEach((v, j) => {
      const vw = `${where}.variants[${j}]`;
      checkFields(f('products.json'), vw, v, {
        id: 'number', title: 'string', options: 'array', sku: 'string', price: 'number', compare_at_price: 'number?',
        inventory_quantity: 'number?', inventory_policy: 'string', available: 'boolean', requires_selling_plan: 'boolean',
        selling_plan_group_ids: 'array', metafields: 'object',
      });
      if (v.options.length !== p.options.length) {
        throw new ShopDataError(f('products.json'), `${vw} has ${v.options.length} option values but ${p.handle} has ${p.options.length} options`);
      }
      checkImage(f('products.json'), `${vw}.image`, v.image);
      for (const gid of v.selling_plan_group_ids) {
        if (!p.selling_plan_groups.some((g) => g.id === gid)) {
          throw new ShopDataError(f('products.json'), `${vw} refers to selling plan group ${gid} that ${p.handle} does not have`);
        }
      }
      variantIds.push(v.id);
    });
  });
  checkUnique(f('products.json'), 'product handle', data.products.map((p) => p.handle));
  checkUnique(f('products.json'), 'product id', data.products.map((p) => p.id));
  checkUnique(f('products.json'), 'variant id', variantIds);

  const handles = new Set(data.products.map((p) => p.handle));
  data.collections.forEach((c, i) => {
    checkFields(f('collections.json'), `collections[${i}]`, c, {
      id: 'number', handle: 'string', title: 'string', body_html: 'string', products: 'array', sort_order: 'string', metafields: 'object',
    });
    checkImage(f('collections.json'), `collections[${i}].image`, c.image);
    for (const h of c.products) {
      if (!handles.has(h)) throw new ShopDataError(f('collections.json'), `collection ${c.handle} lists unknown product ${h}`);
    }
  });
  checkUnique(f('collections.json'), 'collection handle', data.collections.map((c) => c.handle));

  data.blogs.forEach((b, i) => {
    checkFields(f('blogs.json'), `blogs[${i}]`, b, { id: 'number', handle: 'string', title: 'string', articles: 'array' });
    b.articles.forEach((a, j) => {
      const aw = `blogs[${i}].articles[${j}]`;
      checkFields(f('blogs.json'), aw, a, {
        id: 'number', handle: 'string', title: 'string', author: 'string', body_html: 'string', summary_html: 'string', tags: 'array', published_at: 'string',
      });
      if (Number.isNaN(Date.parse(a.published_at))) throw new ShopDataError(f('blogs.json'), `${aw}.published_at is not a date`);
      checkImage(f('blogs.json'), `${aw}.image`, a.image);
    });
    checkUnique(f('blogs.json'), `article handle in ${b.handle}`, b.articles.map((a) => a.handle));
  });
  checkUnique(f('blogs.json'), 'blog handle', data.blogs.map((b) => b.handle));

  data.pages.forEach((p, i) => checkFields(f('pages.json'), `pages[${i}]`, p, { id: 'number', handle: 'string', title: 'string', body_html: 'string' }));
  checkUnique(f('pages.json'), 'page handle', data.pages.map((p) => p.handle));
  data.menus.forEach((m, i) => checkFields(f('menus.json'), `menus[${i}]`, m, { handle: 'string', title: 'string', links: 'array' }));
  checkUnique(f('menus.json'), 'menu handle', data.menus.map((m) => m.handle));
  data.customers.forEach((c, i) => checkFields(f('customers.json'), `customers[${i}]`, c, {
    id: 'number', email: 'string', password: 'string', first_name: 'string', last_name: 'string',
    tags: 'array', addresses: 'array', orders: 'array', subscriptions: 'array',
  }));
  checkUnique(f('customers.json'), 'customer email', data.customers.map((c) => c.email.toLowerCase()));
  const badReference = referencesProblem(data);
  if (badReference) throw new ShopDataError(f(badReference[0]), badReference[1]);
}

/** Loads and validates a shop data directory; throws ShopDataError naming the file on bad data. */
export function loadShopData(dataDir: string = SAMPLE_DATA_DIR): ShopData {
  const shop = readJson(dataDir, 'shop.json');
  const data = {
    shop,
    products: readArray(dataDir, 'products.json'),
    collections: readArray(dataDir, 'collections.json'),
    blogs: readArray(dataDir, 'blogs.json'),
    pages: readArray(dataDir, 'pages.json'),
    menus: readArray(dataDir, 'menus.json'),
    customers: readArray(dataDir, 'customers.json'),
  } as ShopData;
  // Optional: the storefront filters the merchant set up.
  if (existsSync(join(dataDir, 'filters.json'))) {
    const filters = readJson(dataDir, 'filters.json');
    const problem = filterSettingsProblem(filters);
    if (problem) throw new ShopDataError(join(dataDir, 'filters.json'), problem);
    data.filters = filters as FilterSetting[];
  }
  // Optional: the shop's metaobject entries, which typed metafields reference.
  if (existsSync(join(dataDir, 'metaobjects.json'))) {
    const metaobjects = readJson(dataDir, 'metaobjects.json');
    const problem = metaobjectsShapeProblem(metaobjects);
    if (problem) throw new ShopDataError(join(dataDir, 'metaobjects.json'), problem);
    data.metaobjects = metaobjects as ShopData['metaobjects'];
  }
  validateShopData(data, dataDir);
  return data;
}
