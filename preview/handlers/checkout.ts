// `/checkout`: the offline stand-in for Shopify's hosted checkout. It takes nothing and charges
// nothing; it shows the order that Shopify's checkout would receive from the cart form (lines,
// selling plans, properties, note, attributes, totals), so a developer can see the hand-off.
import { escapeHtml } from '../../src/contracts/html';
import { htmlResponse, type PreviewResponse } from '../http/types';
import type { Cart } from '../../src/contracts/cart';
import { formatMoney } from '../../src/contracts/money';

function propertyRows(properties: Record<string, unknown>): string {
  const rows = Object.entries(properties)
    .filter(([, value]) => value !== '' && value !== null && value !== undefined)
    .map(([name, value]) => `<li><span>${escapeHtml(name)}:</span> ${escapeHtml(String(value))}</li>`);
  return rows.length ? `<ul class="props">${rows.join('')}</ul>` : '';
}

export function renderCheckoutPage(cart: Cart, shopName: string, moneyFormat: string): PreviewResponse {
  const m = (cents: number) => escapeHtml(formatMoney(cents, moneyFormat));
  const lines = cart.items
    .map((item) => {
      const plan = item.selling_plan_allocation?.selling_plan.name;
      const discounts = item.line_level_discount_allocations.map((a) => `<li>${escapeHtml(a.discount_application.title)}: −${m(a.amount)}</li>`).join('');
      return `<tr>
  <td><strong>${escapeHtml(item.product_title)}</strong>${item.variant_title ? `<br>${escapeHtml(item.variant_title)}` : ''}
    ${plan ? `<br><em>${escapeHtml(plan)}</em>` : ''}${propertyRows(item.properties)}${discounts ? `<ul class="props">${discounts}</ul>` : ''}</td>
  <td class="num">${item.quantity}</td>
  <td class="num">${m(item.final_line_price)}</td>
</tr>`;
    })
    .join('');
  const attributes = Object.entries(cart.attributes);
  const body = cart.items.length
    ? `<table>
<caption>Order summary</caption>
<thead><tr><th scope="col">Item</th><th scope="col" class="num">Qty</th><th scope="col" class="num">Total</th></tr></thead>
<tbody>${lines}</tbody>
<tfoot><tr><th scope="row" colspan="2">Subtotal</th><td class="num">${m(cart.items_subtotal_price)}</td></tr>
<tr><th scope="row" colspan="2">Total</th><td class="num"><strong>${m(cart.total_price)}</strong></td></tr></tfoot>
</table>
${cart.note ? `<h2>Note</h2><p class="note">${escapeHtml(cart.note)}</p>` : ''}
${attributes.length ? `<h2>Attributes</h2><ul>${attributes.map(([k, v]) => `<li>${escapeHtml(k)}: ${escapeHtml(v)}</li>`).join('')}</ul>` : ''}`
    : '<p>Your cart is empty, so there is nothing to check out.</p>';

  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Checkout – ${escapeHtml(shopName)}</title>
<link rel="icon" href="/cdn/shop/t/1/assets/favicon.svg">
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#fff8e8;color:#1e2a14}
main{max-width:44rem;margin:0 auto;padding:2rem 1rem}
table{width:100%;border-collapse:collapse;background:#fff;border-radius:12px}
caption{text-align:left;font-weight:700;padding:.5rem 0}
th,td{padding:.75rem;border-bottom:1px solid #e6dcc4;text-align:left;vertical-align:top}
.num{text-align:right}.props{margin:.25rem 0 0;padding-left:1rem;font-size:.9rem}
.notice{background:#d3e36b;padding:.75rem 1rem;border-radius:12px}
a{color:#3e5a1e}
</style></head>
<body><main>
<h1>Checkout</h1>
<p class="notice">This is the offline storefront: Shopify's checkout would take this order from here. Nothing is charged.</p>
${body}
<p><a href="/cart">Back to cart</a></p>
</main></body></html>`;
  return htmlResponse(200, html, { 'cache-control': 'no-store' });
}
