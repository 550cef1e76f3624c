// Page routes: a route that turns a URL into the page it shows (template + objects). The route
// table answers page views with them, and bundled section rendering resolves `sections_url`
// through the same table, so a path means the same page both ways.
import { pageRequestFor } from '../http/request';
import type { PreviewRequest, PreviewResponse, Route } from '../http/types';
import { buildGlobals, isDesignMode, renderPage, type PageSpec, type StorefrontApp } from './page-context';
import { renderSectionMap, type SectionRenderer } from './section-rendering';

/** What a page URL resolves to: the page to render, or an answer instead (a login redirect, a JSON 404). */
export type PageOutcome = PageSpec | PreviewResponse;
export type PageResolver = (req: PreviewRequest, match: RegExpExecArray) => PageOutcome;

export interface PageRoute extends Route {
  page: PageResolver;
}

export function isPageSpec(outcome: PageOutcome): outcome is PageSpec {
  return 'template' in outcome;
}

function isPageRoute(route: Route): route is PageRoute {
  return 'page' in route && typeof route.page === 'function';
}

/** A GET route answering the page `page` resolves to (or the Section Rendering API for it). */
export function pageRoute(app: StorefrontApp, pattern: RegExp, page: PageResolver): PageRoute {
  return {
    method: 'GET',
    pattern,
    page,
    handler: (req, match) => {
      const outcome = page(req, match);
      return isPageSpec(outcome) ? renderPage(app, req, outcome) : outcome;
    },
  };
}

/** The page a GET of `req.path` shows: the first page route of the table matching it. */
export function resolvePage(routes: readonly Route[], req: PreviewRequest): PageOutcome | undefined {
  for (const route of routes) {
    if (!isPageRoute(route)) continue;
    route.pattern.lastIndex = 0;
    const match = route.pattern.exec(req.path);
    if (match) return route.page(req, match);
  }
  return undefined;
}

const HOME: PageSpec = { template: 'index', pageType: 'index' };

/**
 * Bundled section rendering for cart mutations: sections render with the template and objects of
 * the page at `pageUrl` (`/products/x?variant=1` → that product and variant; `/cart` → the cart
 * template), in that page's language. A URL answered by something other than a page (the login
 * redirect of `/account` for a guest) gives no context: the home page, as without a URL.
 */
export function bundledSectionRenderer(app: StorefrontApp, routes: () => readonly Route[]): SectionRenderer {
  return (req, ids, pageUrl) => {
    const pageReq = pageRequestFor(req, pageUrl, app.shop.data.shop);
    const outcome = resolvePage(routes(), pageReq);
    const spec = outcome && isPageSpec(outcome) ? outcome : HOME;
    return renderSectionMap(app.renderer, ids, { globals: buildGlobals(app, pageReq, spec), designMode: isDesignMode(pageReq) });
  };
}
