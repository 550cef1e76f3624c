// The page the offline Recharge stand-in serves as the customer portal (Recharge hosts it on a
// real store): the customer's subscriptions, or a refusal. Plain HTML, no theme.
import { escapeHtml } from '../../src/contracts/html';
import { htmlResponse, type PreviewResponse } from '../http/types';
import type { Shop } from '../shop/index';
import type { CustomerAccount } from '../shop/customers';

const STYLE =
  'body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#fff8e8;color:#1e2a14}main{max-width:44rem;margin:0 auto;padding:2rem 1rem}' +
  'table{width:100%;border-collapse:collapse;background:#fff}th,td{padding:.6rem;border-bottom:1px solid #e6dcc4;text-align:left}' +
  'caption{text-align:left;font-weight:700;padding:.5rem 0}.notice{background:#d3e36b;padding:.75rem 1rem;border-radius:12px}a{color:#3e5a1e}';

function page(shop: Shop, status: number, title: string, body: string): PreviewResponse {
  return htmlResponse(
    status,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
      `<title>${escapeHtml(title)} – ${escapeHtml(shop.data.shop.name)}</title><link rel="icon" href="/cdn/shop/t/1/assets/favicon.svg">` +
      `<style>${STYLE}</style></head><body><main><h1>${escapeHtml(title)}</h1>${body}` +
      `<p><a href="/account">Back to your account</a></p></main></body></html>`,
    { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' },
  );
}

export function portalPage(shop: Shop, customer: CustomerAccount): PreviewResponse {
  const rows = customer.subscriptions.map((s) => {
    const product = shop.catalog.product(s.product_handle);
    const plan = product && shop.catalog.sellingPlan(product.id, s.selling_plan_id)?.plan;
    return (
      `<tr><td>${escapeHtml(product?.title ?? s.product_handle)}</td><td>${escapeHtml(plan?.name ?? '')}</td>` +
      `<td>${escapeHtml(s.status)}</td><td>${escapeHtml(s.next_charge_date)}</td></tr>`
    );
  });
  const body = rows.length
    ? `<table><caption>Your subscriptions</caption><thead><tr><th scope="col">Product</th><th scope="col">Plan</th>` +
      `<th scope="col">Status</th><th scope="col">Next charge</th></tr></thead><tbody>${rows.join('')}</tbody></table>`
    : '<p>You have no subscriptions yet.</p>';
  return page(
    shop,
    200,
    'Subscriptions',
    `<p class="notice">The offline stand-in for the subscription portal: Recharge hosts this page on a real store.</p>${body}`,
  );
}

export function portalRefused(shop: Shop): PreviewResponse {
  return page(shop, 403, 'Subscriptions', '<p>This subscription portal belongs to another account. Open Subscriptions from your own account.</p>');
}
