// Pages outside the catalog that every theme has a template for: the gift card page
// (`/gift_cards/<token>`, layout-less `gift_card.liquid` with the `gift_card` object) and the
// storefront password page (`/password`, which a theme renders with its `password` layout), and
// the shop's policies (`/policies/<handle>`).
import type { Route } from '../http/types';
import type { StorefrontApp } from './page-context';
import { notFoundPage } from './storefront';
import { pageRoute } from './pages';
import { policyByHandle } from '../shop/drops/policies';

/** The sample shop's one issued gift card; its URL is `/gift_cards/<SAMPLE_GIFT_CARD_TOKEN>`. */
export const SAMPLE_GIFT_CARD_TOKEN = '7ed7a5c1d3b54e3f9a1c2b4d6e8f0a12';

function sampleGiftCard(app: StorefrontApp, origin: string): Record<string, unknown> {
  const product = app.shop.catalog.data.products.find((p) => p.gift_card);
  const code = 'GOODDROP4F7K2X9Q';
  return {
    id: 1,
    balance: 5000,
    initial_value: 5000,
    currency: app.shop.catalog.data.shop.currency,
    code,
    last_four_characters: code.slice(-4),
    enabled: true,
    expired: false,
    expires_on: null,
    message: 'Happy cooking!',
    send_on: null,
    customer: null,
    recipient: null,
    properties: [],
    template_suffix: null,
    url: `${origin}/gift_cards/${SAMPLE_GIFT_CARD_TOKEN}`,
    qr_identifier: `${origin}/gift_cards/${SAMPLE_GIFT_CARD_TOKEN}/qr`,
    pass_url: `${origin}/gift_cards/${SAMPLE_GIFT_CARD_TOKEN}/pass`,
    product: product ? app.objects.product(product) : null,
    variant: product ? app.objects.product(product).variants[0] : null,
  };
}

export function specialPageRoutes(app: StorefrontApp): Route[] {
  return [
    pageRoute(app, /^\/gift_cards\/([0-9a-f]{32})$/, (req, m) => {
      if (m[1] !== SAMPLE_GIFT_CARD_TOKEN || !app.renderer.hasTemplate('gift_card')) return notFoundPage(app, req);
      return { template: 'gift_card', pageType: 'gift_card', objects: { gift_card: sampleGiftCard(app, req.url.origin) }, pageTitle: 'Your gift card' };
    }),
    pageRoute(app, /^\/policies\/([a-z-]+)$/, (req, m) => {
      // Shopify renders policies inside the theme's layout; the page template shows the same fields.
      const policy = policyByHandle(m[1]!);
      if (!policy || !app.renderer.hasTemplate('page')) return notFoundPage(app, req);
      const page = {
        id: policy.id,
        handle: policy.handle,
        title: policy.title,
        content: policy.body,
        url: policy.url,
        author: null,
        template_suffix: null,
        metafields: {},
      };
      return { template: 'page', pageType: 'policy', objects: { page, policy }, pageTitle: policy.title };
    }),
    pageRoute(app, /^\/password$/, (req) => {
      if (!app.renderer.hasTemplate('password')) return notFoundPage(app, req);
      return { template: 'password', pageType: 'password', pageTitle: app.shop.catalog.data.shop.name };
    }),
  ];
}
