// Command-line options of `npm run bench`. Unknown flags and bad values are harness errors
// (thrown as BenchUsageError) so a typo never silently benchmarks the wrong thing.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

/**
 * Every page type of the theme, named as its template (`product.showcase` is the product page on
 * that alternate template). `search-overlay`: the home page with the header's search overlay
 * opened and a term typed (a Lighthouse user flow).
 */
export const PAGE_KINDS = [
  'home',
  'product',
  'product.showcase',
  'product.gift',
  'product.gift-card',
  'product.compact',
  'collection',
  'list-collections',
  'blog',
  'article',
  'search',
  'search-overlay',
  'cart',
  'page',
  'page.contact',
  'page.faq',
  'page.story',
  '404',
  'login',
  'register',
  'account',
  'addresses',
  'order',
  'gift_card',
  'password',
] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export interface BenchOptions {
  only: PageKind[];
  runs: number;
  skipLighthouse: boolean;
  /** Lighthouse with every process on every CPU, instead of the page's renderer on a CPU of its own */
  sharedCpu: boolean;
  skipJs: boolean;
  skipRender: boolean;
  /** skip the cart-link → drawer timing (a storefront without the drawer) */
  skipDrawer: boolean;
  /** skip the search overlay's keystroke → results timing */
  skipSearch: boolean;
  /** skip the concurrent cart load */
  skipLoad: boolean;
  /** concurrent shoppers and seconds of the cart load */
  loadShoppers: number;
  loadSeconds: number;
  /** skip load more on a generated 2,000-product collection */
  skipCollection: boolean;
  /** skip the fuzz run; its generated requests and their seed (a given seed replays a run) */
  skipFuzz: boolean;
  fuzzCases: number;
  fuzzSeed: number;
  /** products in the generated shop for the render timing */
  products: number;
  articles: number;
  /** sequential product requests timed at scale */
  renderSamples: number;
  outDir: string;
  /** benchmark an already running storefront instead of starting the sample shop */
  url?: string;
  /** time renders on this existing shop data directory instead of generating one */
  dataDir?: string;
  /** serve this theme folder instead of the repository's own (`--theme DIR`) */
  theme?: string;
  /**
   * Another theme folder (Shopify's Dawn) served with the same sample shop by a second preview and
   * measured beside the first, Lighthouse runs interleaved (`--compare-theme DIR`).
   */
  compareTheme?: string;
  /** skip the first-interaction timings on fresh pages (variant change, search keystroke) */
  skipFirstInteraction: boolean;
  /** fresh page loads per first-interaction timing */
  interactionRuns: number;
}

export class BenchUsageError extends Error {}

export function parseBenchArgs(argv: string[], defaultOutDir: string): BenchOptions {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        only: { type: 'string' },
        runs: { type: 'string', default: '1' },
        'skip-lighthouse': { type: 'boolean', default: false },
        'shared-cpu': { type: 'boolean', default: false },
        'skip-js': { type: 'boolean', default: false },
        'skip-render': { type: 'boolean', default: false },
        'skip-drawer': { type: 'boolean', default: false },
        'skip-search': { type: 'boolean', default: false },
        'skip-load': { type: 'boolean', default: false },
        'load-shoppers': { type: 'string', default: '100' },
        'load-seconds': { type: 'string', default: '60' },
        'skip-collection': { type: 'boolean', default: false },
        'skip-fuzz': { type: 'boolean', default: false },
        'fuzz-cases': { type: 'string', default: '10000' },
        'fuzz-seed': { type: 'string' },
        products: { type: 'string', default: '10000' },
        articles: { type: 'string', default: '2000' },
        samples: { type: 'string', default: '200' },
        out: { type: 'string', default: defaultOutDir },
        url: { type: 'string' },
        data: { type: 'string' },
        theme: { type: 'string' },
        'compare-theme': { type: 'string' },
        'skip-first-interaction': { type: 'boolean', default: false },
        'interaction-runs': { type: 'string', default: '20' },
      },
      allowPositionals: false,
    }));
  } catch (error) {
    throw new BenchUsageError((error as Error).message);
  }
  if (values['compare-theme'] !== undefined && values.url !== undefined) {
    throw new BenchUsageError('--compare-theme needs the bench to serve both themes: it cannot be used with --url');
  }
  return {
    only: parseOnly(values.only),
    runs: positiveInt('--runs', values.runs, 1, 25),
    skipLighthouse: values['skip-lighthouse'],
    sharedCpu: values['shared-cpu'],
    skipJs: values['skip-js'],
    skipRender: values['skip-render'],
    skipDrawer: values['skip-drawer'],
    skipSearch: values['skip-search'],
    skipLoad: values['skip-load'],
    loadShoppers: positiveInt('--load-shoppers', values['load-shoppers'], 1, 1000),
    loadSeconds: positiveInt('--load-seconds', values['load-seconds'], 1, 3600),
    skipCollection: values['skip-collection'],
    skipFuzz: values['skip-fuzz'],
    fuzzCases: positiveInt('--fuzz-cases', values['fuzz-cases'], 1, 1_000_000),
    // A new seed each run widens what the bench covers; the report prints it for replay.
    fuzzSeed: values['fuzz-seed'] === undefined ? Math.floor(Math.random() * 2 ** 31) : positiveInt('--fuzz-seed', values['fuzz-seed'], 0, 2 ** 31 - 1),
    products: positiveInt('--products', values.products, 1, 1_000_000),
    articles: positiveInt('--articles', values.articles, 1, 1_000_000),
    renderSamples: positiveInt('--samples', values.samples, 1, 100_000),
    outDir: values.out,
    url: values.url === undefined ? undefined : baseUrl(values.url),
    dataDir: values.data,
    theme: values.theme === undefined ? undefined : path.resolve(values.theme),
    compareTheme: values['compare-theme'] === undefined ? undefined : themeFolder('--compare-theme', values['compare-theme']),
    skipFirstInteraction: values['skip-first-interaction'],
    interactionRuns: positiveInt('--interaction-runs', values['interaction-runs'], 1, 1000),
  };
}

/** An absolute theme folder; one without layout/theme.liquid is a typo, not a theme. */
function themeFolder(flag: string, raw: string): string {
  const dir = path.resolve(raw);
  if (!existsSync(path.join(dir, 'layout', 'theme.liquid'))) throw new BenchUsageError(`${flag}: ${dir} is not a theme folder (no layout/theme.liquid)`);
  return dir;
}

function parseOnly(raw: string | undefined): PageKind[] {
  if (raw === undefined || raw.trim() === '') return [...PAGE_KINDS];
  const asked = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = asked.filter((k) => !(PAGE_KINDS as readonly string[]).includes(k));
  if (unknown.length > 0) {
    throw new BenchUsageError(`--only: unknown page type(s) ${unknown.join(', ')}; choose from ${PAGE_KINDS.join(', ')}`);
  }
  // Keep the canonical order so reports line up run to run.
  return PAGE_KINDS.filter((k) => asked.includes(k));
}

function positiveInt(flag: string, raw: string, min: number, max: number): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new BenchUsageError(`${flag} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return n;
}

function baseUrl(raw: string): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new BenchUsageError(`--url must be an absolute http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new BenchUsageError(`--url must be http(s), got "${raw}"`);
  return url.origin;
}
