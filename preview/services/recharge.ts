// Offline stand-in for Recharge's customer portal, reached through Shopify's app proxy
// (`/tools/recurring/*`, third-party-apis.md §5). `GET /tools/recurring/access` is the SDK's
// `loginShopifyAppProxy()` call: for the logged-in customer with subscriptions it answers
// `{ api_token, customer_id }` plus, offline, what `getCustomerPortalAccess()` would fetch from
// Recharge (`customer_hash`, `portal_url`, `expires_at`); anyone else gets a 401/403 JSON error
// (`{ error }`, which the SDK turns into its RechargeRequestError message). The portal URL carries
// a signed temporary token and only opens for that customer's own session. The Recharge API's
// `GET /portal_access` (the SDK's getCustomerPortalAccess, with the api_token from /access) is
// answered here too, for a theme whose recharge_api_host setting is '/'.
import { customerSessionOf } from '../http/session';
import { jsonResponse, redirect, type PreviewRequest, type PreviewResponse, type Route } from '../http/types';
import type { CustomerAccount } from '../shop/customers';
import type { Shop } from '../shop/index';
import { portalPage, portalRefused } from './recharge-portal';

/** How long a portal link works once issued. */
export const PORTAL_LINK_MS = 60 * 60 * 1000;
const LOGIN_PATH = '/tools/recurring/login';

export interface PortalAccess {
  api_token: string;
  customer_id: string;
  customer_hash: string;
  portal_url: string;
  expires_at: string;
}

export function rechargeRoutes(shop: Shop): Route[] {
  const customerOf = (req: PreviewRequest) => shop.customers.bySession(customerSessionOf(req));
  const hashOf = (customer: CustomerAccount) => shop.signer.digest(['recharge-customer', customer.id]);
  const toLogin = () => redirect(`/account/login?return_url=${encodeURIComponent(LOGIN_PATH)}`);

  function access(customer: CustomerAccount): PortalAccess {
    const expiresAt = shop.now() + PORTAL_LINK_MS;
    const hash = hashOf(customer);
    const token = shop.signer.issue(['recharge-portal', customer.id], expiresAt);
    return {
      api_token: `st_${shop.signer.digest(['recharge-api', customer.id], 24)}`,
      customer_id: String(customer.id),
      customer_hash: hash,
      portal_url: `/tools/recurring/portal/${hash}/subscriptions?token=${encodeURIComponent(token)}`,
      expires_at: new Date(expiresAt).toISOString(),
    };
  }

  function portal(req: PreviewRequest, hash: string): PreviewResponse {
    const customer = customerOf(req);
    if (!customer) return toLogin();
    if (hash !== hashOf(customer)) return portalRefused(shop);
    // An expired link of the right customer: a fresh one, as the portal's own login would.
    if (!shop.signer.verify(req.query.token, ['recharge-portal', customer.id], shop.now())) return redirect(access(customer).portal_url);
    return portalPage(shop, customer);
  }

  return [
    {
      method: 'GET',
      pattern: /^\/portal_access\/?$/,
      handler: (req) => {
        const customer = customerOf(req);
        const header = req.headers['x-recharge-access-token'];
        const token = Array.isArray(header) ? header[0] : header;
        if (!customer || !token || token !== access(customer).api_token) return jsonResponse(401, { error: 'Invalid API token.' });
        // Recharge answers absolute URLs on its own host; here, this storefront's.
        const { customer_hash, portal_url, expires_at } = access(customer);
        const origin = req.url.origin;
        return jsonResponse(
          200,
          {
            customer_hash,
            expires_at,
            portal_url: `${origin}${portal_url}`,
            base_url: `${origin}/tools/recurring/portal/${customer_hash}`,
          },
          { 'cache-control': 'no-store' },
        );
      },
    },
    {
      method: 'GET',
      pattern: /^\/tools\/recurring\/access\/?$/,
      handler: (req) => {
        const customer = customerOf(req);
        if (!customer) return jsonResponse(401, { error: 'Not logged in.' });
        if (customer.subscriptions.length === 0) return jsonResponse(403, { error: 'This customer has no subscriptions.' });
        return jsonResponse(200, access(customer));
      },
    },
    {
      method: 'GET',
      pattern: /^\/tools\/recurring\/(?:login|portal)\/?$/,
      handler: (req) => {
        const customer = customerOf(req);
        return customer ? redirect(access(customer).portal_url) : toLogin();
      },
    },
    {
      method: 'GET',
      pattern: /^\/tools\/recurring\/portal\/([0-9a-f]{32})(?:\/[a-z_]*)?\/?$/,
      handler: (req, m) => portal(req, m[1]!),
    },
  ];
}
