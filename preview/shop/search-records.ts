// The shop as search records in the Algolia Shopify app's format (third-party-apis.md §6), one
// record per product (the app's per-variant records folded into variants_* fields) and one per
// article. Prices are in major units as the app sends them; images are the preview's CDN paths.
import type { Article, Blog, Catalog, ImageRecord, Product } from './types';

// Type aliases, not interfaces: records are plain JSON objects (Record<string, unknown>).
export type ProductRecord = {
  objectID: string;
  id: number;
  handle: string;
  title: string;
  product_type: string;
  vendor: string;
  tags: string[];
  /** option name → its values, e.g. { Flavor: ['Lemon', 'Chili'], Size: ['250 ml'] } */
  options: Record<string, string[]>;
  option_names: string[];
  body_html_safe: string;
  /** the cheapest variant's price and its compare-at price (0 when it has none) */
  price: number;
  compare_at_price: number;
  variants_count: number;
  variants_min_price: number;
  variants_max_price: number;
  variants_compare_at_price_min: number;
  variants_compare_at_price_max: number;
  variants_inventory_count: number;
  inventory_available: boolean;
  requires_selling_plan: boolean;
  image: string | null;
  product_image: string | null;
  collections: string[];
  template_suffix: string | null;
  /** Unix seconds, as the app sends dates */
  published_at: number;
  created_at: number;
};

export type ArticleRecord = {
  objectID: string;
  id: number;
  handle: string;
  title: string;
  tags: string[];
  blog: { id: number; handle: string; title: string };
  author: { name: string };
  body_html_safe: string;
  image: string | null;
  published_at: number;
};

const BODY_LIMIT = 2000;
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  mdash: '—',
  ndash: '–',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
};

/** HTML → plain text (the app's `body_html_safe`): tags dropped, entities decoded, ≤ 2000 characters. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
      }
      return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
  return text.slice(0, BODY_LIMIT);
}

const majorUnits = (cents: number) => Math.round(cents) / 100;
const unixSeconds = (iso: string) => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? 0 : Math.floor(ms / 1000);
};
const imagePath = (image: ImageRecord | null | undefined) => (image ? `/cdn/shop/files/${image.file}` : null);

export function productRecord(product: Product, collections: string[]): ProductRecord {
  const variants = product.variants;
  const prices = variants.map((v) => v.price);
  const compares = variants.map((v) => v.compare_at_price ?? 0);
  const cheapest = variants.reduce((best, v) => (best === undefined || v.price < best.price ? v : best), variants[0]);
  const options: Record<string, string[]> = {};
  product.options.forEach((name, i) => {
    // Shopify's "Title / Default Title" is not a real option.
    if (name === 'Title' && variants.every((v) => v.options[i] === 'Default Title')) return;
    options[name] = [...new Set(variants.map((v) => v.options[i]).filter((value): value is string => typeof value === 'string'))];
  });
  const image = imagePath(cheapest?.image ?? product.images[0]);
  return {
    objectID: String(product.id),
    id: product.id,
    handle: product.handle,
    title: product.title,
    product_type: product.product_type,
    vendor: product.vendor,
    tags: product.tags,
    options,
    option_names: Object.keys(options),
    body_html_safe: htmlToText(product.body_html),
    price: majorUnits(cheapest?.price ?? 0),
    compare_at_price: majorUnits(cheapest?.compare_at_price ?? 0),
    variants_count: variants.length,
    variants_min_price: majorUnits(prices.length ? Math.min(...prices) : 0),
    variants_max_price: majorUnits(prices.length ? Math.max(...prices) : 0),
    variants_compare_at_price_min: majorUnits(compares.length ? Math.min(...compares) : 0),
    variants_compare_at_price_max: majorUnits(compares.length ? Math.max(...compares) : 0),
    variants_inventory_count: variants.reduce((sum, v) => sum + Math.max(0, v.inventory_quantity ?? 0), 0),
    inventory_available: variants.some((v) => v.available),
    requires_selling_plan: product.requires_selling_plan,
    image,
    product_image: imagePath(product.images[0]) ?? image,
    collections,
    template_suffix: product.template_suffix,
    published_at: unixSeconds(product.published_at),
    created_at: unixSeconds(product.created_at),
  };
}

export function articleRecord(article: Article, blog: Blog): ArticleRecord {
  return {
    objectID: String(article.id),
    id: article.id,
    handle: article.handle,
    title: article.title,
    tags: article.tags,
    blog: { id: blog.id, handle: blog.handle, title: blog.title },
    author: { name: article.author },
    body_html_safe: htmlToText(article.body_html),
    image: imagePath(article.image),
    published_at: unixSeconds(article.published_at),
  };
}

/** Every product's record, in catalog order. */
export function productRecords(catalog: Catalog): ProductRecord[] {
  const memberships = new Map<string, string[]>();
  for (const collection of catalog.data.collections) {
    for (const handle of collection.products) {
      const list = memberships.get(handle);
      if (list) list.push(collection.handle);
      else memberships.set(handle, [collection.handle]);
    }
  }
  return catalog.data.products.map((p) => productRecord(p, memberships.get(p.handle) ?? []));
}

/** Every article's record, blog by blog, newest first within a blog. */
export function articleRecords(catalog: Catalog): ArticleRecord[] {
  return catalog.data.blogs.flatMap((blog) => blog.articles.map((article) => articleRecord(article, blog)));
}
