// `npm run preview:generate -- --products 10000 --articles 2000 [--out DIR]`
// Writes a large shop data directory for scale tests and benchmarks: the sample shop plus generated
// products and glog articles (reusing the sample images), readable by loadShopData(dir).
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { handleize } from '../src/contracts/handle';
import { loadShopData, SAMPLE_DATA_DIR } from './data/load';
import type { Article, ImageRecord, Product, ShopData, Variant } from './shop/types';

export interface GenerateOptions {
  /** total products in the result (at least the sample's count) */
  products: number;
  /** total articles in the glog (at least the sample's count) */
  articles: number;
  out: string;
}

const ADJECTIVES = ['Bright', 'Grassy', 'Peppery', 'Golden', 'Smoky', 'Zesty', 'Mellow', 'Wild', 'Sunny', 'Bold', 'Silky', 'Rustic'];
const NOUNS = ['Grove', 'Harvest', 'Press', 'Drop', 'Drizzle', 'Pour', 'Splash', 'Glug', 'Dip', 'Tin', 'Batch', 'Branch'];
const TYPES = ['Olive Oil', 'Vinegar', 'Condiment', 'Bundle', 'Kitchen', 'Refill'];
const TAGS = ['Olive Oil', 'Cooking', 'Finishing', 'Gift', 'Spicy', 'Pantry', 'Limited', 'Infused', 'Bestseller'];
const SIZES = ['250 ml', '500 ml', '1 L'];
const FLAVOURS = ['Classic', 'Lemon', 'Chili', 'Garlic', 'Herb'];
const ARTICLE_TOPICS = ['Toast', 'Salad', 'Pasta', 'Soup', 'Cake', 'Eggs', 'Potatoes', 'Beans', 'Bread', 'Dip', 'Greens', 'Fish'];
const ARTICLE_TAGS = ['Recipes', 'Kitchen Talk', 'Dinner', 'Breakfast', 'Baking', 'Salads', 'Snacks'];

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!;

function generatedProduct(i: number, images: ImageRecord[], ids: { product: number; variant: number }): Product {
  const name = `${pick(ADJECTIVES, i)} ${pick(NOUNS, Math.floor(i / ADJECTIVES.length))} No. ${i + 1}`;
  const type = pick(TYPES, i);
  const twoOptions = i % 3 === 0;
  const combos: string[][] = twoOptions
    ? SIZES.slice(0, 2).flatMap((s) => FLAVOURS.slice(0, 2).map((f) => [f, s]))
    : SIZES.slice(0, 1 + (i % 3)).map((s) => [s]);
  const base = 900 + ((i * 137) % 60) * 100;
  const variants: Variant[] = combos.map((options, j) => {
    const inventory = (i + j) % 17 === 0 ? 0 : (i + j) % 5 === 0 ? 3 + (i % 7) : null;
    return {
      id: ids.variant++,
      title: options.join(' / '),
      options,
      sku: `GEN-${i + 1}-${j + 1}`,
      price: base + j * 600,
      compare_at_price: i % 9 === 0 ? base + j * 600 + 500 : null,
      inventory_quantity: inventory,
      inventory_policy: 'deny',
      available: inventory === null || inventory > 0,
      requires_shipping: true,
      taxable: true,
      grams: 500,
      barcode: null,
      image: null,
      requires_selling_plan: false,
      selling_plan_group_ids: [],
      metafields: {},
    };
  });
  const created = new Date(Date.parse('2025-01-01T00:00:00Z') + (i % 700) * 86_400_000).toISOString();
  return {
    id: ids.product++,
    handle: handleize(name),
    title: name,
    body_html: `<p>${name} is a ${type.toLowerCase()} with a ${pick(ADJECTIVES, i + 3).toLowerCase()} streak. Squeeze it, pour it, share it.</p>`,
    vendor: 'Good Drop Olive Oil Co.',
    product_type: type,
    tags: [pick(TAGS, i), pick(TAGS, i + 4)],
    published_at: created,
    created_at: created,
    options: twoOptions ? ['Flavor', 'Size'] : ['Size'],
    variants,
    images: [pick(images, i)],
    selling_plan_groups: [],
    requires_selling_plan: false,
    gift_card: false,
    metafields: {
      olivine: {
        subtitle: `${pick(ADJECTIVES, i + 5)} and ${pick(ADJECTIVES, i + 7).toLowerCase()}`,
        // What the product card shows: a short description on every card, a promo on some.
        short_description: `A ${pick(ADJECTIVES, i + 2).toLowerCase()} ${type.toLowerCase()} for every day.`,
        ...(i % 5 === 0 ? { promo: i % 9 === 0 ? 'On sale' : 'New this season' } : {}),
      },
    },
    template_suffix: null,
  };
}

function generatedArticle(i: number, images: ImageRecord[], id: number): Article {
  const topic = pick(ARTICLE_TOPICS, i);
  const title = `${pick(ADJECTIVES, i)} ${topic} No. ${i + 1}`;
  const lede = `A ${pick(ADJECTIVES, i + 2).toLowerCase()} take on ${topic.toLowerCase()}, with plenty of good oil.`;
  return {
    id,
    handle: handleize(title),
    title,
    author: pick(['Olive Greenwood', 'Pip Calloway', 'Rosa Verde', 'Teo Marsh'], i),
    body_html: `<p>${lede}</p>\n<p>Warm the pan, add a generous glug, and let the ${topic.toLowerCase()} do its thing.</p>`,
    summary_html: `<p>${lede}</p>`,
    tags: [pick(ARTICLE_TAGS, i), pick(ARTICLE_TAGS, i + 3)].filter((t, j, all) => all.indexOf(t) === j),
    published_at: new Date(Date.parse('2024-11-01T08:00:00Z') - (i + 1) * 3_600_000 * 7).toISOString(),
    image: pick(images, i),
    template_suffix: null,
  };
}

export function generateShopData(sample: ShopData, opts: { products: number; articles: number }): ShopData {
  const productImages = sample.products.flatMap((p) => p.images);
  const glog = sample.blogs[0];
  if (!glog) throw new Error('the sample shop has no blog to extend');
  const articleImages = glog.articles.map((a) => a.image).filter((img): img is ImageRecord => img !== null);

  const ids = {
    product: Math.max(...sample.products.map((p) => p.id)) + 1,
    variant: Math.max(...sample.products.flatMap((p) => p.variants.map((v) => v.id))) + 1,
  };
  const extraProducts = Array.from({ length: Math.max(0, opts.products - sample.products.length) }, (_, i) => generatedProduct(i, productImages, ids));
  let articleId = Math.max(...sample.blogs.flatMap((b) => b.articles.map((a) => a.id))) + 1;
  const extraArticles = Array.from({ length: Math.max(0, opts.articles - glog.articles.length) }, (_, i) => generatedArticle(i, articleImages, articleId++));

  // Every third generated product joins 'olive-oil' and the rest 'pantry', so both grow large.
  const collections = sample.collections.map((c) => {
    const extra = extraProducts.filter((_, i) => (c.handle === 'olive-oil' ? i % 3 === 0 : c.handle === 'pantry' ? i % 3 !== 0 : false));
    return { ...c, products: [...c.products, ...extra.map((p) => p.handle)] };
  });

  return {
    ...sample,
    products: [...sample.products, ...extraProducts],
    collections,
    // Generated articles are older than the sample ones, so the list stays newest first.
    blogs: sample.blogs.map((b) => (b === glog ? { ...b, articles: [...b.articles, ...extraArticles] } : b)),
  };
}

export function writeShopData(data: ShopData, out: string): void {
  mkdirSync(out, { recursive: true });
  const files: [string, unknown][] = [
    ['shop.json', data.shop],
    ['products.json', data.products],
    ['collections.json', data.collections],
    ['blogs.json', data.blogs],
    ['pages.json', data.pages],
    ['menus.json', data.menus],
    ['customers.json', data.customers],
  ];
  for (const [name, value] of files) writeFileSync(join(out, name), JSON.stringify(value));
  if (data.metaobjects) writeFileSync(join(out, 'metaobjects.json'), JSON.stringify(data.metaobjects));
  cpSync(join(SAMPLE_DATA_DIR, 'images'), join(out, 'images'), { recursive: true });
  cpSync(join(SAMPLE_DATA_DIR, 'videos'), join(out, 'videos'), { recursive: true });
}

export function generate(opts: GenerateOptions): ShopData {
  const data = generateShopData(loadShopData(SAMPLE_DATA_DIR), opts);
  writeShopData(data, opts.out);
  return data;
}

function parseArgs(argv: string[]): GenerateOptions {
  const opts: GenerateOptions = { products: 10000, articles: 2000, out: resolve('.preview/large-data') };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    const value = argv[i + 1];
    if (flag === '--products' || flag === '--articles') {
      const n = Number(value);
      if (!Number.isInteger(n) || n < 0 || n > 1_000_000) throw new Error(`${flag} needs a whole number up to 1000000, got ${value}`);
      opts[flag === '--products' ? 'products' : 'articles'] = n;
      i++;
    } else if (flag === '--out') {
      if (!value) throw new Error('--out needs a directory');
      opts.out = resolve(value);
      i++;
    } else {
      throw new Error(`unknown option ${flag} (use --products N --articles N --out DIR)`);
    }
  }
  return opts;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  try {
    const opts = parseArgs(process.argv.slice(2));
    const started = performance.now();
    const data = generate(opts);
    const articles = data.blogs.reduce((n, b) => n + b.articles.length, 0);
    console.log(`wrote ${data.products.length} products and ${articles} articles to ${opts.out} in ${Math.round(performance.now() - started)} ms`);
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}
