// The preview's HTTP layer on Express 5: compression (br/gzip by Accept-Encoding), static CDN
// files (ETag, 304, HEAD, ranges, long cache), body reading with a size limit, and the route table
// on Express's router. Handlers stay node-free: they get a PreviewRequest and return an answer.
import { constants } from 'node:zlib';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import type { ShopRecord } from '../shop/types';
import { clientError, notFound } from './answers';
import { BodyError, MAX_BODY_BYTES } from './body';
import { locate, toPreviewRequest, type RequestLocation } from './request';
import { HttpError, type PreviewRequest, type PreviewResponse, type Route } from './types';

/** A folder served as a CDN path: immutable files (their URLs change with their content). */
export interface StaticMount {
  /** the URL prefix (no trailing slash) */
  path: RegExp;
  dir: string;
}

export interface AppOptions {
  routes: readonly Route[];
  statics: readonly StaticMount[];
  shop: ShopRecord;
  /** the server's origin once it listens (request URLs are resolved against it) */
  origin: () => string;
  /** the Content-Security-Policy-Report-Only value for HTML answers */
  policy: () => string;
  /** the answer to an error a handler (or the request itself) raised */
  answerError: (err: unknown, request: { method: string; url: string; wantsJson: boolean }) => PreviewResponse;
}

interface Locals {
  where: RequestLocation;
  request?: PreviewRequest;
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const locals = (res: Response) => res.locals as Locals;

/** Writes an answer; compression (when it applies) and HEAD are Express's and Node's business. */
function sendAnswer(res: Response, answer: PreviewResponse, policy: () => string): void {
  const body = typeof answer.body === 'string' ? Buffer.from(answer.body) : answer.body;
  res.status(answer.status);
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  if (/^text\/html/i.test(String(answer.headers['content-type'] ?? '')) && !res.hasHeader('content-security-policy-report-only')) {
    res.setHeader('content-security-policy-report-only', policy());
  }
  if (answer.status === 304) {
    res.end();
    return;
  }
  res.setHeader('content-length', body.length);
  res.end(body);
}

/** The URL's language prefix (`/fr`) comes off req.url, so the router sees the path pages match. */
function stripLocalePrefix(req: Request, where: RequestLocation): void {
  if (where.locale.primary) return;
  const prefix = `/${where.locale.iso_code.toLowerCase()}`;
  if (req.url.slice(0, prefix.length).toLowerCase() !== prefix) return;
  const rest = req.url.slice(prefix.length);
  req.url = rest.startsWith('/') ? rest : `/${rest}`;
}

/** Runs a route's handler with its pattern's match on the decoded, unprefixed path. */
function routeHandler(route: Route, policy: () => string) {
  return async (_req: Request, res: Response, next: NextFunction) => {
    const request = locals(res).request!;
    route.pattern.lastIndex = 0;
    const match = route.pattern.exec(request.path);
    if (!match) return next();
    sendAnswer(res, await route.handler(request, match), policy);
  };
}

function methodsOf(route: Route): string[] {
  if (route.method === '*') return ['all'];
  return (Array.isArray(route.method) ? route.method : [route.method]).map((m) => m.toLowerCase());
}

export function createApp(opts: AppOptions): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', false);
  app.set('query parser', false); // the Rack-style query is ours (body.ts)
  // Text from 1 KiB as brotli 5 or gzip 6; `no-transform` opts out. 64 KiB chunks: a page is
  // compressed in a few thread-pool trips, not a dozen (zlib's default is 16 KiB).
  const chunkSize = 64 * 1024;
  app.use(compression({ threshold: 1024, level: 6, chunkSize, brotli: { chunkSize, params: { [constants.BROTLI_PARAM_QUALITY]: 5 } } }));
  app.use((req, res, next) => {
    const where = locate(req.url, opts.origin(), opts.shop);
    locals(res).where = where;
    stripLocalePrefix(req, where);
    next();
  });
  for (const mount of opts.statics) {
    app.use(mount.path, express.static(mount.dir, { immutable: true, maxAge: '1y', index: false, redirect: false }));
  }
  const readBody = express.raw({ type: () => true, limit: MAX_BODY_BYTES });
  app.use((req, res, next) => (BODY_METHODS.has(req.method) ? readBody(req, res, next) : next()));
  app.use(async (req, res, next) => {
    const raw = Buffer.isBuffer(req.body) ? req.body : undefined;
    locals(res).request = await toPreviewRequest(req, locals(res).where, raw);
    next();
  });
  const router = express.Router({ caseSensitive: true, strict: true });
  for (const route of opts.routes) {
    const handler = routeHandler(route, opts.policy);
    for (const method of methodsOf(route)) router[method as 'all'](route.pattern, handler);
  }
  // A path some route matches, asked with a method none of them takes.
  for (const route of opts.routes) {
    router.all(route.pattern, (_req, res, next) => {
      const request = locals(res).request!;
      route.pattern.lastIndex = 0;
      if (!route.pattern.test(request.path)) return next();
      sendAnswer(res, clientError(405, `${request.method} is not allowed here`, request.wantsJson), opts.policy);
    });
  }
  app.use(router);
  app.use((_req, res) => sendAnswer(res, notFound(locals(res).request?.wantsJson ?? false), opts.policy));
  app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
    const wantsJson = locals(res).request?.wantsJson ?? /\.(js|json)(\?|$)/.test(req.originalUrl);
    const answer = opts.answerError(asClientError(err), { method: req.method, url: req.originalUrl, wantsJson });
    if (res.headersSent) res.end();
    else sendAnswer(res, answer, opts.policy);
  });
  return app;
}

/**
 * The 4xx errors of Express's own parts (http-errors with `expose`: body-parser's too large,
 * aborted or badly encoded bodies, express.static's unsatisfiable range) are the client's, like ours.
 */
function asClientError(err: unknown): unknown {
  if (err instanceof BodyError || err instanceof HttpError || typeof err !== 'object' || err === null) return err;
  const { status, expose, message } = err as { status?: unknown; expose?: unknown; message?: unknown };
  if (expose !== true || typeof status !== 'number' || status < 400 || status > 499) return err;
  if (status === 413) return new BodyError(413, `request body larger than ${MAX_BODY_BYTES} bytes`);
  return status === 400 || status === 415 ? new BodyError(status, String(message)) : new HttpError(status, String(message));
}
