// The pages of the preview's stand-in for Shopify's hosted customer accounts (new customer
// accounts): sign-in, orders, one order, profile with addresses. The preview's own plain pages,
// not the theme's: one small accessible layout, texts from preview/locales.
import { escapeHtml } from '../../src/contracts/html';
import type { CustomerAccount } from '../shop/customers';
import type { AddressRecord, OrderRecord } from '../shop/types';
import { accountStrings } from './hosted-account-strings';

export type AccountTab = 'orders' | 'profile';

export interface AccountPageFrame {
  /** the page language's iso code */
  iso: string;
  shopName: string;
  currency: string;
  /** the storefront's root in this language (`/`, `/fr`) */
  storeRoot: string;
  /** the stand-in's URLs in this language */
  urls: { orders: string; profile: string; logout: string; order: (o: OrderRecord) => string };
}

const STYLE = `
:root{color-scheme:light;font-family:system-ui,sans-serif;line-height:1.5;color:#1a1a1a;background:#f6f6f4}
body{margin:0}a{color:#1f4f8f}a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid #1f4f8f;outline-offset:2px}
header{display:flex;flex-wrap:wrap;gap:1rem;justify-content:space-between;align-items:center;padding:1rem 1.5rem;background:#fff;border-bottom:1px solid #ddd}
nav ul{display:flex;gap:1.25rem;list-style:none;margin:0;padding:0}nav a[aria-current=page]{font-weight:700;text-decoration-thickness:3px}
main{max-width:52rem;margin:2rem auto;padding:0 1.5rem}.card{background:#fff;border:1px solid #ddd;border-radius:.75rem;padding:1.25rem 1.5rem;margin-bottom:1.5rem}
table{width:100%;border-collapse:collapse}th,td{text-align:start;padding:.5rem;border-bottom:1px solid #eee}
label{display:block;font-weight:600;margin-bottom:.25rem}input{font:inherit;padding:.6rem;border:1px solid #767676;border-radius:.4rem;width:100%;max-width:22rem;box-sizing:border-box}
button{font:inherit;padding:.6rem 1.2rem;border:0;border-radius:.4rem;background:#1a1a1a;color:#fff;cursor:pointer;margin-top:.75rem}
.error{color:#a4001d}.note{color:#555;font-size:.9rem}address{font-style:normal}ul.plain{list-style:none;padding:0}
`;

function layout(frame: AccountPageFrame, title: string, body: string, tab?: AccountTab): string {
  const t = accountStrings(frame.iso);
  const link = (href: string, text: string, current: boolean) =>
    `<li><a href="${escapeHtml(href)}"${current ? ' aria-current="page"' : ''}>${escapeHtml(text)}</a></li>`;
  const nav = tab
    ? `<nav aria-label="${escapeHtml(t('title'))}"><ul>${link(frame.urls.orders, t('orders'), tab === 'orders')}${link(frame.urls.profile, t('profile'), tab === 'profile')}${link(frame.urls.logout, t('log_out'), false)}</ul></nav>`
    : '';
  return (
    `<!doctype html><html lang="${escapeHtml(frame.iso)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)} – ${escapeHtml(frame.shopName)}</title><style>${STYLE}</style></head><body>` +
    `<header><a href="${escapeHtml(frame.storeRoot)}">${escapeHtml(t('back_to_store', { shop: frame.shopName }))}</a>${nav}</header>` +
    `<main id="main"><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
  );
}

function money(frame: AccountPageFrame, cents: number): string {
  return new Intl.NumberFormat(frame.iso, { style: 'currency', currency: frame.currency }).format(cents / 100);
}

function date(frame: AccountPageFrame, iso: string): string {
  return new Intl.DateTimeFormat(frame.iso, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));
}

function addressLines(a: Omit<AddressRecord, 'id'>): string {
  const lines = [
    `${a.first_name} ${a.last_name}`.trim(),
    a.company,
    a.address1,
    a.address2,
    [a.zip, a.city, a.province_code].filter(Boolean).join(' '),
    a.country,
    a.phone,
  ].filter((line): line is string => typeof line === 'string' && line.trim() !== '');
  return `<address>${lines.map(escapeHtml).join('<br>')}</address>`;
}

/** The sign-in page: an email field, and the sample customers to sign in as. */
export function signInPage(
  frame: AccountPageFrame,
  opts: { action: string; returnTo: string; email?: string; error?: boolean; samples: { email: string; name: string }[] },
): string {
  const t = accountStrings(frame.iso);
  const hidden = `<input type="hidden" name="return_to" value="${escapeHtml(opts.returnTo)}">`;
  const error = opts.error ? `<p class="error" id="email-error" role="alert">${escapeHtml(t('unknown_email'))}</p>` : '';
  const form =
    `<form class="card" method="post" action="${escapeHtml(opts.action)}"><p>${escapeHtml(t('sign_in_lead'))}</p>` +
    `<label for="email">${escapeHtml(t('email'))}</label><input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(opts.email ?? '')}"` +
    `${opts.error ? ' aria-invalid="true" aria-describedby="email-error"' : ''}>${error}${hidden}<button type="submit">${escapeHtml(t('continue'))}</button></form>`;
  const samples = opts.samples
    .map(
      (s) =>
        `<li><form method="post" action="${escapeHtml(opts.action)}"><input type="hidden" name="email" value="${escapeHtml(s.email)}">${hidden}<button type="submit">${escapeHtml(t('sign_in_as', { name: s.name }))}</button></form></li>`,
    )
    .join('');
  const sampleCard = `<section class="card" aria-labelledby="samples"><h2 id="samples">${escapeHtml(t('sample_customers'))}</h2><ul class="plain">${samples}</ul><p class="note">${escapeHtml(t('offline_note'))}</p></section>`;
  return layout(frame, t('sign_in'), form + sampleCard);
}

function statusOf(frame: AccountPageFrame, order: OrderRecord): string {
  const t = accountStrings(frame.iso);
  const key = `status_${order.fulfillment_status}`;
  const text = t(key);
  return text === key ? order.fulfillment_status : text;
}

export function ordersPage(frame: AccountPageFrame, customer: CustomerAccount): string {
  const t = accountStrings(frame.iso);
  if (customer.orders.length === 0) return layout(frame, t('orders'), `<p>${escapeHtml(t('no_orders'))}</p>`, 'orders');
  const rows = customer.orders
    .map(
      (o) =>
        `<tr><th scope="row"><a href="${escapeHtml(frame.urls.order(o))}" aria-label="${escapeHtml(t('view_order', { name: o.name }))}">${escapeHtml(o.name)}</a></th>` +
        `<td>${escapeHtml(date(frame, o.created_at))}</td><td>${escapeHtml(statusOf(frame, o))}</td><td>${escapeHtml(money(frame, o.total_price))}</td></tr>`,
    )
    .join('');
  const head = `<tr><th scope="col">${escapeHtml(t('orders'))}</th><th scope="col">${escapeHtml(t('order_date'))}</th><th scope="col">${escapeHtml(t('order_status'))}</th><th scope="col">${escapeHtml(t('order_total'))}</th></tr>`;
  return layout(frame, t('orders'), `<div class="card"><table><thead>${head}</thead><tbody>${rows}</tbody></table></div>`, 'orders');
}

export function orderPage(frame: AccountPageFrame, order: OrderRecord, fallbackAddress: AddressRecord | null): string {
  const t = accountStrings(frame.iso);
  const rows = order.lines
    .map(
      (l) =>
        `<tr><td>${escapeHtml(l.title)}${l.variant_title ? ` – ${escapeHtml(l.variant_title)}` : ''}${l.selling_plan_name ? `<br><small>${escapeHtml(l.selling_plan_name)}</small>` : ''}</td>` +
        `<td>${l.quantity}</td><td>${escapeHtml(money(frame, l.price * l.quantity))}</td></tr>`,
    )
    .join('');
  const head = `<tr><th scope="col">${escapeHtml(t('product'))}</th><th scope="col">${escapeHtml(t('quantity'))}</th><th scope="col">${escapeHtml(t('price'))}</th></tr>`;
  const totals =
    `<tfoot><tr><th scope="row" colspan="2">${escapeHtml(t('subtotal'))}</th><td>${escapeHtml(money(frame, order.subtotal_price))}</td></tr>` +
    `<tr><th scope="row" colspan="2">${escapeHtml(t('shipping'))}</th><td>${escapeHtml(money(frame, order.shipping_price))}</td></tr>` +
    `<tr><th scope="row" colspan="2">${escapeHtml(t('total'))}</th><td>${escapeHtml(money(frame, order.total_price))}</td></tr></tfoot>`;
  const address = order.shipping_address ?? fallbackAddress;
  const body =
    `<p>${escapeHtml(date(frame, order.created_at))} · ${escapeHtml(statusOf(frame, order))}</p>` +
    `<div class="card"><table><thead>${head}</thead><tbody>${rows}</tbody>${totals}</table></div>` +
    (address ? `<section class="card" aria-labelledby="ship"><h2 id="ship">${escapeHtml(t('shipping_address'))}</h2>${addressLines(address)}</section>` : '');
  return layout(frame, t('order', { name: order.name }), body, 'orders');
}

export function profilePage(frame: AccountPageFrame, customer: CustomerAccount): string {
  const t = accountStrings(frame.iso);
  const person = `<section class="card" aria-labelledby="who"><h2 id="who">${escapeHtml(t('name'))}</h2><p>${escapeHtml(customer.name)}</p><p>${escapeHtml(t('email'))}: ${escapeHtml(customer.email)}</p></section>`;
  const items = customer.addresses
    .map(
      (a) =>
        `<li class="card">${a.id === customer.default_address?.id ? `<p><strong>${escapeHtml(t('default_address'))}</strong></p>` : ''}${addressLines(a)}</li>`,
    )
    .join('');
  const addresses = `<section id="addresses" aria-labelledby="addresses-title"><h2 id="addresses-title">${escapeHtml(t('addresses'))}</h2>${
    items ? `<ul class="plain">${items}</ul>` : `<p>${escapeHtml(t('no_addresses'))}</p>`
  }</section>`;
  return layout(frame, t('profile'), person + addresses, 'profile');
}

export function orderNotFoundPage(frame: AccountPageFrame): string {
  const t = accountStrings(frame.iso);
  return layout(frame, t('order_not_found'), `<p><a href="${escapeHtml(frame.urls.orders)}">${escapeHtml(t('orders'))}</a></p>`, 'orders');
}
