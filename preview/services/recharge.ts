// Offline stand-in for Recharge's customer portal, reached through Shopify's app proxy
// (`/tools/recurring/*`, third-party-apis.md §5): the SDK's `loginShopifyAppProxy()` call
// (`GET /tools/recurring/access` → `{ api_token, customer_id }`), the API's `GET /portal_access`
// (→ `{ portal_url, … }`) and the portal page a shopper lands on, listing their subscriptions.
import { createHash } from 'node:crypto';
import { customerSessionOf } from '../http/session';
import { escapeHtml, htmlResponse, jsonResponse, redirect, type PreviewRequest, type Route } from '../http/types';
import type { Shop } from '../shop/index';

function apiToken(customerId: number): string {
  return `st_${createHash('sha256').update(`olivine-preview:${customerId}`).digest('hex').slice(0, 24)}`;
}

/** The portal's customer hash (Recharge's `customer_hash`), stable per customer. */
function customerHash(customerId: number): string {
  return createHash('sha256').update(`olivine-portal:${customerId}`).digest('hex').slice(0, 32);
}

function headerOf(req: PreviewRequest, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export function rechargeRoutes(shop: Shop): Route[] {
  const customerOf = (session: string | undefined) => shop.customers.bySession(session);
  return [
    {
      // Recharge API's `GET /portal_access?shop_url=` (the SDK's getCustomerPortalAccess), served
      // here when the theme setting recharge_api_host is '/': the token from /access must be the
      // signed-in customer's own.
      method: 'GET',
      pattern: /^\/portal_access\/?$/,
      handler: (req) => {
        const customer = customerOf(customerSessionOf(req));
        const token = headerOf(req, 'x-recharge-access-token');
        if (!customer || !token || token !== apiToken(customer.id)) return jsonResponse(401, { error: 'Invalid API token.' });
        const hash = customerHash(customer.id);
        const temp = createHash('sha256').update(`${token}:${Date.now()}`).digest('hex').slice(0, 32);
        const base = `${req.url.origin}/tools/recurring/portal/${hash}`;
        return jsonResponse(200, {
          base_url: base,
          customer_hash: hash,
          expires_at: new Date(Date.now() + 3600_000).toISOString(),
          portal_url: `${base}/subscriptions?token=${temp}`,
          temp_token: temp,
        }, { 'cache-control': 'no-store' });
      },
    },
    {
      method: 'GET',
      pattern: /^\/tools\/recurring\/access\/?$/,
      handler: (req) => {
        const customer = customerOf(customerSessionOf(req));
        // Recharge answers a token without customer_id when the shopper is not logged in to Shopify.
        if (!customer) return jsonResponse(200, { api_token: null, message: 'Not logged in.' });
        return jsonResponse(200, { api_token: apiToken(customer.id), customer_id: String(customer.id) });
      },
    },
    {
      method: 'GET',
      pattern: /^\/tools\/recurring\/(?:login|portal(?:\/([0-9a-f]{32})(?:\/[\w-]+)?)?)\/?$/,
      handler: (req, match) => {
        const customer = customerOf(customerSessionOf(req));
        // A portal link of another customer (its hash) is refused like a shopper who is not signed in.
        if (!customer || (match[1] !== undefined && match[1] !== customerHash(customer.id))) {
          return redirect(`/account/login?return_url=${encodeURIComponent('/tools/recurring/login')}`);
        }
        const rows = customer.subscriptions.map((s) => {
          const product = shop.catalog.product(s.product_handle);
          const plan = product && shop.catalog.sellingPlan(product.id, s.selling_plan_id)?.plan;
          return `<tr><td>${escapeHtml(product?.title ?? s.product_handle)}</td><td>${escapeHtml(plan?.name ?? '')}</td>` +
            `<td>${escapeHtml(s.status)}</td><td>${escapeHtml(s.next_charge_date)}</td></tr>`;
        });
        const body = rows.length
          ? `<table><caption>Your subscriptions</caption><thead><tr><th scope="col">Product</th><th scope="col">Plan</th>` +
            `<th scope="col">Status</th><th scope="col">Next charge</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
          : '<p>You have no subscriptions yet.</p>';
        return htmlResponse(
          200,
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
            `<title>Subscriptions – ${escapeHtml(shop.data.shop.name)}</title><link rel="icon" href="/cdn/shop/t/1/assets/favicon.svg">` +
            `<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#fff8e8;color:#1e2a14}main{max-width:44rem;margin:0 auto;padding:2rem 1rem}` +
            `table{width:100%;border-collapse:collapse;background:#fff}th,td{padding:.6rem;border-bottom:1px solid #e6dcc4;text-align:left}` +
            `caption{text-align:left;font-weight:700;padding:.5rem 0}.notice{background:#d3e36b;padding:.75rem 1rem;border-radius:12px}a{color:#3e5a1e}</style></head>` +
            `<body><main><h1>Subscriptions</h1><p class="notice">The offline stand-in for the subscription portal: Recharge hosts this page on a real store.</p>` +
            `${body}<p><a href="/account">Back to your account</a></p></main></body></html>`,
          { 'cache-control': 'no-store' },
        );
      },
    },
  ];
}
