// The offline storefront's route table: each handler and service module exports its own routes;
// buildRoutes() only puts them in match order (Express's router tries them in this order).
import { cspReportRoutes } from './http/csp';
import { cdnFileRoutes } from './http/cdn-files';
import { hostedFileRoutes } from './http/hosted-files';
import { videoEmbedRoutes } from './handlers/video-embeds';
import type { Route } from './http/types';
import { cartRoutes } from './handlers/cart';
import { customerAccountRoutes } from './handlers/hosted-accounts';
import { contactRoutes } from './handlers/contact';
import { imageRoutes } from './handlers/images';
import { paymentIconRoutes } from './handlers/payment-icons';
import type { StorefrontApp } from './handlers/page-context';
import type { SectionRenderer } from './handlers/section-rendering';
import { storefrontRoutes } from './handlers/storefront';
import { compiledAssetRoutes } from './handlers/compiled-assets';
import { shopLoginRoutes } from './handlers/shop-login';
import { discoveryRoutes } from './handlers/discovery';
import { specialPageRoutes } from './handlers/special-pages';
import { localizationRoutes } from './handlers/localization';
import { liveReloadRoutes } from './handlers/live-reload';
import { klaviyoRoutes } from './services/klaviyo';
import { rechargeRoutes } from './services/recharge';
import { okendoRoutes } from './services/okendo';
import { algoliaRoutes } from './services/algolia';
import { insightsRoutes } from './services/insights';
import type { Shop } from './shop/index';

export interface RouteContext {
  shop: Shop;
  watch: boolean;
  renderSections?: SectionRenderer;
  /** the theme renderer and Liquid objects; without them only the APIs and assets answer */
  app?: StorefrontApp;
  /** where the shop's images live (`/cdn/shop/files/…`) */
  imagesDir?: string;
  /** extra routes, tried before the storefront pages (whose last route catches every GET) */
  extra?: Route[];
}

/** The route table, in match order: each module's own routes; the storefront pages last. */
export function buildRoutes(ctx: RouteContext): Route[] {
  // The stand-ins answer for the theme's current settings (app id, search key, index names).
  const themeSettings = () => ctx.app?.renderer.settings() ?? {};
  return [
    ...cartRoutes(ctx.shop, { renderSections: ctx.renderSections }),
    ...cdnFileRoutes(),
    // Stand-ins for third-party services, speaking their real wire formats.
    ...klaviyoRoutes(ctx.shop.db),
    ...rechargeRoutes(ctx.shop),
    ...shopLoginRoutes(),
    ...okendoRoutes(ctx.shop.catalog),
    ...algoliaRoutes({ search: ctx.shop.search, settings: themeSettings }),
    ...insightsRoutes(ctx.shop.db, themeSettings),
    ...(ctx.imagesDir ? imageRoutes(ctx.imagesDir) : []),
    ...paymentIconRoutes(),
    ...hostedFileRoutes(),
    ...videoEmbedRoutes(),
    ...(ctx.watch ? liveReloadRoutes() : []),
    ...cspReportRoutes(),
    ...(ctx.extra ?? []),
    // The last storefront route catches every other GET as the 404 page.
    ...(ctx.app
      ? [
          ...compiledAssetRoutes(ctx.app),
          ...customerAccountRoutes(ctx.app),
          ...contactRoutes(ctx.app),
          ...discoveryRoutes(ctx.app),
          ...localizationRoutes(ctx.app),
          ...specialPageRoutes(ctx.app),
          ...storefrontRoutes(ctx.app),
        ]
      : []),
  ];
}
