// The offline storefront's HTTP server. Each handler and service module exports its own routes;
// buildRoutes() only puts them in match order. Requests are matched without a published
// language's prefix (`/fr/…`). Every handler is wrapped: shopper errors become 4xx answers,
// anything else is logged, recorded in `errors` and answered 500.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo } from 'node:net';
import { escapeHtml } from '../src/contracts/html';
import { BodyError } from './http/body';
import { chooseEncoding, compress, isCompressible } from './http/compress';
import { contentSecurityPolicy, cspReportRoutes } from './http/csp';
import { toPreviewRequest } from './http/request';
import { themeAssetRoutes } from './http/static';
import {
  HttpError, htmlResponse, jsonResponse,
  type HttpMethod, type PreviewRequest, type PreviewResponse, type Route,
} from './http/types';
import { cartRoutes } from './handlers/cart';
import { accountRoutes } from './handlers/account';
import { contactRoutes } from './handlers/contact';
import { imageRoutes } from './handlers/images';
import { videoRoutes } from './handlers/videos';
import { paymentIconRoutes } from './handlers/payment-icons';
import type { StorefrontApp } from './handlers/page-context';
import { bundledSectionRenderer } from './handlers/pages';
import type { SectionRenderer } from './handlers/section-rendering';
import { storefrontRoutes } from './handlers/storefront';
import { shopLoginRoutes } from './handlers/shop-login';
import { discoveryRoutes } from './handlers/discovery';
import { specialPageRoutes } from './handlers/special-pages';
import { localizationRoutes } from './handlers/localization';
import { klaviyoBodyError, klaviyoRoutes } from './services/klaviyo';
import { rechargeRoutes } from './services/recharge';
import { okendoRoutes } from './services/okendo';
import { algoliaRoutes } from './services/algolia';
import { standInBodyError } from './services/algolia-wire';
import { insightsRoutes } from './services/insights';
import { watchTheme, liveReloadRoutes } from './handlers/live-reload';
import { createThemeRenderer, renderThemeErrorPage, ThemeError, type LiquidErrorReport } from './liquid';
import { SAMPLE_DATA_DIR } from './data/load';
import { createLiquidObjects } from './shop/objects';
import { createResolver } from './shop/drops/resolver';
import { CartError } from './shop/cart';
import { openShop, type Shop } from './shop/index';
import type { ShopData } from './shop/types';

export type { Route, PreviewRequest, PreviewResponse } from './http/types';

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

export interface RouteContext {
  shop: Shop;
  themeRoot: string;
  watch: boolean;
  renderSections?: SectionRenderer;
  /** the theme renderer and Liquid objects; without them only the APIs and assets answer */
  app?: StorefrontApp;
  /** where the shop's images live (`/cdn/shop/files/…`) */
  imagesDir?: string;
  /** where the shop's videos live (`/cdn/shop/videos/…`) */
  videosDir?: string;
  /** extra routes, tried before the storefront pages (whose last route catches every GET) */
  extra?: Route[];
}

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** How long an idle keep-alive connection stays open. */
const KEEP_ALIVE_MS = 65_000;

/** The route table, in match order: each module's own routes; the storefront pages last. */
export function buildRoutes(ctx: RouteContext): Route[] {
  // The stand-ins answer for the theme's current settings (app id, search key, index names).
  const themeSettings = () => ctx.app?.renderer.settings() ?? {};
  return [
    ...cartRoutes(ctx.shop, { renderSections: ctx.renderSections }),
    ...themeAssetRoutes(ctx.themeRoot),
    // Stand-ins for third-party services, speaking their real wire formats.
    ...klaviyoRoutes(ctx.shop.db),
    ...rechargeRoutes(ctx.shop),
    ...shopLoginRoutes(),
    ...okendoRoutes(ctx.shop.catalog),
    ...algoliaRoutes({ search: ctx.shop.search, settings: themeSettings }),
    ...insightsRoutes(ctx.shop.db, themeSettings),
    ...(ctx.imagesDir ? imageRoutes(ctx.imagesDir) : []),
    ...(ctx.videosDir ? videoRoutes(ctx.videosDir) : []),
    ...paymentIconRoutes(),
    ...(ctx.watch ? liveReloadRoutes() : []),
    ...cspReportRoutes(),
    ...(ctx.extra ?? []),
    // The last storefront route catches every other GET as the 404 page.
    ...(ctx.app ? [...accountRoutes(ctx.app), ...contactRoutes(ctx.app), ...discoveryRoutes(ctx.app), ...localizationRoutes(ctx.app), ...specialPageRoutes(ctx.app), ...storefrontRoutes(ctx.app)] : []),
  ];
}

function methodMatches(route: Route, method: string): boolean {
  if (route.method === '*') return true;
  const list = Array.isArray(route.method) ? route.method : [route.method];
  return list.includes(method as HttpMethod) || (method === 'HEAD' && list.includes('GET'));
}

function notFound(req: PreviewRequest): PreviewResponse {
  if (req.wantsJson) return jsonResponse(404, { status: 404, message: 'Not Found', description: 'Not Found' });
  return htmlResponse(404, '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found</title></head><body><h1>404 Not Found</h1></body></html>');
}

function clientError(status: number, message: string, wantsJson: boolean): PreviewResponse {
  if (wantsJson) return jsonResponse(status, { status, message: http.STATUS_CODES[status] ?? 'Error', description: message });
  return htmlResponse(status, `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${status}</title></head><body><h1>${status} ${escapeHtml(http.STATUS_CODES[status] ?? 'Error')}</h1><p>${escapeHtml(message)}</p></body></html>`);
}

export async function dispatch(routes: Route[], req: PreviewRequest): Promise<PreviewResponse> {
  let pathMatched = false;
  for (const route of routes) {
    route.pattern.lastIndex = 0;
    const match = route.pattern.exec(req.path);
    if (!match) continue;
    pathMatched = true;
    if (methodMatches(route, req.method)) return route.handler(req, match);
  }
  if (pathMatched) return { ...clientError(405, `${req.method} is not allowed here`, req.wantsJson) };
  return notFound(req);
}

/**
 * Status, compression and HEAD handling for every answer. `Cache-Control: no-transform` opts an
 * answer out of compression (as Express's compression middleware has it): the search stand-in's
 * pages of hits cost more to compress and inflate than to send over loopback.
 */
function send(res: http.ServerResponse, req: http.IncomingMessage, answer: PreviewResponse, policy: () => string): void {
  let body = typeof answer.body === 'string' ? Buffer.from(answer.body) : answer.body;
  const headers: Record<string, string | string[] | number> = { ...answer.headers };
  const type = String(headers['content-type'] ?? '');
  if (/^text\/html/i.test(type)) headers['content-security-policy-report-only'] ??= policy();
  const noTransform = /\bno-transform\b/i.test(String(headers['cache-control'] ?? ''));
  if (!headers['content-encoding'] && !noTransform && isCompressible(type, body.length)) {
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    headers.vary = 'Accept-Encoding';
    if (encoding) {
      body = compress(body, encoding);
      headers['content-encoding'] = encoding;
    }
  }
  if (answer.status !== 304) headers['content-length'] = body.length;
  res.writeHead(answer.status, headers);
  res.end(req.method === 'HEAD' || answer.status === 304 ? undefined : body);
}

export async function startServer(opts: ServerOptions): Promise<PreviewServer> {
  const { host = '127.0.0.1', port = 9292, themeRoot = REPO_ROOT } = opts;
  const logError = opts.logError ?? ((message, err) => console.error(message, err));
  const shop = openShop({ stateDir: opts.stateDir, reset: opts.reset, data: opts.data, dataDir: opts.dataDir, now: opts.now });
  const imagesDir = path.join(opts.dataDir ?? SAMPLE_DATA_DIR, 'images');
  const videosDir = path.join(opts.dataDir ?? SAMPLE_DATA_DIR, 'videos');
  const objects = createLiquidObjects(shop.catalog, { search: shop.search });
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
  routes = buildRoutes({ shop, themeRoot, watch, renderSections, app, imagesDir, videosDir, extra: opts.routes });
  const errors: unknown[] = [];
  const policy = contentSecurityPolicy(themeRoot, watch);
  let origin = `http://${host}:${port}`;

  const server = http.createServer((req, res) => {
    void (async () => {
      let wantsJson = /\.(js|json)(\?|$)/.test(req.url ?? '');
      let answer: PreviewResponse;
      try {
        const request = await toPreviewRequest(req, origin, shop.data.shop);
        wantsJson = request.wantsJson;
        answer = await dispatch(routes, request);
      } catch (err) {
        if (err instanceof BodyError || err instanceof HttpError) {
          // An unreadable body sent to a stand-in gets that service's own error format.
          answer = klaviyoBodyError(req.url ?? '', err.status, err.message)
            ?? (err instanceof BodyError ? standInBodyError(req.url ?? '', err.status) : undefined)
            ?? clientError(err.status, err.message, wantsJson);
        } else if (err instanceof CartError) answer = jsonResponse(err.status, err.body);
        else if (err instanceof ThemeError && !wantsJson) {
          // A theme bug, not shopper input: loud, with file and line, and recorded so tests fail.
          errors.push(err);
          logError(`[preview] theme error in ${err.file}:${err.line}:`, err.message);
          answer = htmlResponse(500, renderThemeErrorPage(err), { 'cache-control': 'no-store' });
        } else {
          errors.push(err);
          logError(`[preview] ${req.method} ${req.url} failed:`, err);
          const message = err instanceof Error ? err.message : String(err);
          answer = wantsJson
            ? jsonResponse(500, { status: 500, message: 'Internal Server Error', description: message })
            : htmlResponse(500, `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Preview error</title></head><body><h1>Preview error</h1><p>${escapeHtml(message)}</p><p>The stack trace is in the terminal.</p></body></html>`);
        }
      }
      if (!res.headersSent) send(res, req, answer, policy);
    })().catch((err: unknown) => {
      errors.push(err);
      logError('[preview] failed to answer:', err);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal Server Error');
    });
  });

  // Node closes an idle keep-alive connection after 5 s, racing a client that reuses it at that
  // moment (ECONNRESET); a storefront's edge keeps them for a minute or more.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;

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
