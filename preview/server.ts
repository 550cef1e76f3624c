// The offline storefront's HTTP server: opens the shop, builds the theme renderer and the route
// table (route-table.ts), and serves them with Express (http/express-app.ts). Requests are matched
// without a published language's prefix (`/fr/…`). Shopper errors become 4xx answers; anything
// else is logged, recorded in `errors` and answered 500 (error-answers.ts).
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { cdnStaticMounts } from './http/cdn-files';
import { fontStaticMounts } from './liquid/font-library';
import { contentSecurityPolicy } from './http/csp';
import { createApp } from './http/express-app';
import type { Route } from './http/types';
import type { StorefrontApp } from './handlers/page-context';
import { bundledSectionRenderer } from './handlers/pages';
import type { SectionRenderer } from './handlers/section-rendering';
import { watchTheme } from './handlers/live-reload';
import { createThemeRenderer, type LiquidErrorReport } from './liquid';
import { SAMPLE_DATA_DIR } from './data/load';
import { createLiquidObjects } from './shop/objects';
import { createResolver } from './shop/drops/resolver';
import { bindMarketContext } from './handlers/market-context';
import { withLocaleUrls } from './shop/locale-urls';
import { openShop, type Shop } from './shop/index';
import type { ShopData } from './shop/types';
import { errorAnswer } from './error-answers';
import { buildRoutes } from './route-table';

export type { Route } from './http/types';

export interface ServerOptions {
  host?: string;
  /** 0 = any free port */
  port?: number;
  stateDir: string;
  reset?: boolean;
  data?: ShopData;
  dataDir?: string;
  /** the theme's root folder (layout/, sections/, assets/ …); defaults to the repository root */
  themeRoot?: string;
  /** development: reload theme files when they change (used by the page routes) */
  watch?: boolean;
  /** bundled section rendering for cart mutations (`sections=`); ignored when absent */
  renderSections?: SectionRenderer;
  /** extra routes, tried after the APIs and assets but before the storefront pages */
  routes?: Route[];
  /** where errors are logged; defaults to console.error */
  logError?: (message: string, err: unknown) => void;
  /** the shop's clock (ms since the epoch); tests inject one to move time (login throttling, links) */
  now?: () => number;
  /**
   * true (default, the theme's own tests): any Liquid error answers the loud theme error page.
   * false (`npm start`): Shopify's behaviour, the error prints inline and the page renders.
   */
  strict?: boolean;
  /** how long an idle keep-alive connection stays open (ms); 65 s unless a test shortens it */
  keepAliveMs?: number;
}

export interface PreviewServer {
  url: string;
  port: number;
  shop: Shop;
  routes: Route[];
  /** unexpected handler errors (answered 500); tests assert this stays empty */
  errors: unknown[];
  /** Liquid errors rendered inline (lax mode only), in the order they happened */
  liquidErrors: LiquidErrorReport[];
  close(): Promise<void>;
}

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** How long an idle keep-alive connection stays open. */
const KEEP_ALIVE_MS = 65_000;

export async function startServer(opts: ServerOptions): Promise<PreviewServer> {
  const { host = '127.0.0.1', port = 9292, themeRoot = REPO_ROOT } = opts;
  const logError = opts.logError ?? ((message, err) => console.error(message, err));
  const shop = openShop({ stateDir: opts.stateDir, reset: opts.reset, data: opts.data, dataDir: opts.dataDir, now: opts.now });
  const imagesDir = path.join(opts.dataDir ?? SAMPLE_DATA_DIR, 'images');
  const videosDir = path.join(opts.dataDir ?? SAMPLE_DATA_DIR, 'videos');
  // Prices, carts and money formats follow the buyer's market (the localization cookie's country).
  const markets = bindMarketContext(shop, createLiquidObjects(shop.catalog, { search: shop.search }));
  const { objects } = markets;
  // Search indexes are built at start, not on the first shopper's query.
  shop.search.indexes();
  const liquidErrors: LiquidErrorReport[] = [];
  const renderer = createThemeRenderer({
    themeRoot,
    resolver: createResolver(objects, { imagesDir }),
    shop: objects.shop(),
    strict: opts.strict !== false,
    onLiquidError: (report) => {
      liquidErrors.push(report);
      logError(`[preview] Liquid ${report.kind === 'syntax' ? 'syntax error' : 'error'} in ${report.file} line ${report.line}:`, report.message);
    },
  });
  const watch = opts.watch ?? false;
  const app: StorefrontApp = { shop, renderer, objects, liveReload: watch };
  const stopWatching = watch ? watchTheme(themeRoot, () => renderer.reload()) : () => {};
  let routes: Route[] = [];
  // Bundled sections resolve their page through the same table the page views use.
  const renderSections = opts.renderSections ?? bundledSectionRenderer(app, () => routes);
  routes = buildRoutes({ shop, watch, renderSections, app, imagesDir, extra: opts.routes }).map((route) => markets.withMarket(withLocaleUrls(route)));
  const errors: unknown[] = [];
  const policy = contentSecurityPolicy(themeRoot, watch);
  let origin = `http://${host}:${port}`;

  const server = http.createServer(
    createApp({
      routes,
      statics: [...cdnStaticMounts(themeRoot, videosDir), ...fontStaticMounts()],
      shop: shop.data.shop,
      origin: () => origin,
      policy,
      answerError: (err, request) =>
        errorAnswer(err, request, (unexpected, label, detail) => {
          errors.push(unexpected);
          logError(label, detail);
        }),
    }),
  );

  // Node closes an idle keep-alive connection after 5 s, racing a client that reuses it at that
  // moment (ECONNRESET); a storefront's edge keeps them for a minute or more.
  const keepAliveMs = opts.keepAliveMs ?? KEEP_ALIVE_MS;
  server.keepAliveTimeout = keepAliveMs;
  server.headersTimeout = keepAliveMs + 1_000;

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const actualPort = (server.address() as AddressInfo).port;
  origin = `http://${host}:${actualPort}`;

  return {
    url: origin,
    port: actualPort,
    shop,
    routes,
    errors,
    liquidErrors,
    close: () =>
      new Promise<void>((resolve) => {
        stopWatching();
        server.closeAllConnections();
        server.close(() => {
          shop.close();
          resolve();
        });
      }),
  };
}
