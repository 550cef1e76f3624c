// Link-building filters (links, tags, customer links, pagination, errors, addresses).
import type { FilterImplOptions } from 'liquidjs';
import { escapeHtml } from '../html';
import { globalOf, plain, prop, splitArgs, str } from './args';
import { handleize } from './text';

const link = (href: string, text: string, title = '', extra = ''): string => `<a href="${escapeHtml(href)}" title="${escapeHtml(title)}"${extra}>${text}</a>`;

function currentCollectionUrl(ctx: { globals: object }): string {
  const url = prop(globalOf(ctx, 'collection'), 'url');
  return typeof url === 'string' && url ? url : '/collections/all';
}
function currentTags(ctx: { globals: object }): string[] {
  const tags = plain(globalOf(ctx, 'current_tags'));
  return Array.isArray(tags) ? tags.map((t) => str(t)) : [];
}

interface PaginatePart {
  title: unknown;
  url?: string;
  is_link: boolean;
}

function defaultPagination(paginate: unknown, named: Record<string, unknown>): string {
  const parts = prop(paginate, 'parts');
  if (!Array.isArray(parts) || Number(prop(paginate, 'pages')) <= 1) return '';
  const anchor = named.anchor ? `#${str(named.anchor)}` : '';
  const current = String(prop(paginate, 'current_page'));
  const out: string[] = [];
  const prev = prop(paginate, 'previous') as PaginatePart | undefined;
  if (prev?.url)
    out.push(`<span class="prev">${link(prev.url + anchor, named.previous !== undefined ? escapeHtml(str(named.previous)) : '&laquo; Previous')}</span>`);
  for (const part of parts as PaginatePart[]) {
    if (part.is_link && part.url) out.push(`<span class="page">${link(part.url + anchor, escapeHtml(str(part.title)))}</span>`);
    else if (String(part.title) === current) out.push(`<span class="page current">${escapeHtml(current)}</span>`);
    else out.push(`<span class="deco">${str(part.title)}</span>`);
  }
  const next = prop(paginate, 'next') as PaginatePart | undefined;
  if (next?.url) out.push(`<span class="next">${link(next.url + anchor, named.next !== undefined ? escapeHtml(str(named.next)) : 'Next &raquo;')}</span>`);
  return out.join(' ');
}

function defaultErrors(errors: unknown): string {
  if (!Array.isArray(errors) || errors.length === 0) return '';
  const messages = (prop(errors, 'messages') ?? {}) as Record<string, unknown>;
  const fields = (prop(errors, 'translated_fields') ?? {}) as Record<string, unknown>;
  const items = errors.map((field) => {
    const f = str(field);
    const message = str(messages[f]);
    const text = f === 'form' ? message : `${str(fields[f]) || f.charAt(0).toUpperCase() + f.slice(1).replace(/_/g, ' ')} ${message}`;
    return `<li>${escapeHtml(text.trim())}</li>`;
  });
  return `<div class="errors"><ul>${items.join('')}</ul></div>`;
}

function formatAddress(address: unknown): string {
  if (!address || typeof address !== 'object') return '';
  const get = (k: string): string => str(prop(address, k)).trim();
  const country = prop(address, 'country');
  const countryName = typeof plain(country) === 'string' ? str(country) : str(prop(country, 'name'));
  const name = [get('first_name'), get('last_name')].filter(Boolean).join(' ');
  const cityLine = [get('city'), get('province_code') || get('province'), get('zip')].filter(Boolean).join(' ');
  const lines = [name, get('company'), get('address1'), get('address2'), cityLine, countryName].filter(Boolean);
  return `<p>${lines.map(escapeHtml).join('<br>')}</p>`;
}

export const linkFilters: Record<string, FilterImplOptions> = {
  link_to: (text: unknown, url: unknown, title?: unknown) => link(str(url), str(text), str(title)),
  within: (url: unknown, collection: unknown) => {
    const base = str(prop(collection, 'url'));
    return base ? `${base}${str(url)}` : str(url);
  },
  sort_by: (url: unknown, order: unknown) => `${str(url)}${str(url).includes('?') ? '&' : '?'}sort_by=${encodeURIComponent(str(order))}`,
  url_for_type: (type: unknown) => `/collections/types?q=${encodeURIComponent(str(type))}`,
  url_for_vendor: (vendor: unknown) => `/collections/vendors?q=${encodeURIComponent(str(vendor))}`,
  link_to_type: (type: unknown) => link(`/collections/types?q=${encodeURIComponent(str(type))}`, escapeHtml(str(type)), str(type)),
  link_to_vendor: (vendor: unknown) => link(`/collections/vendors?q=${encodeURIComponent(str(vendor))}`, escapeHtml(str(vendor)), str(vendor)),
  link_to_tag: function (text: unknown, tag: unknown) {
    return link(`${currentCollectionUrl(this.context)}/${handleize(tag)}`, str(text), `Show products matching tag ${str(tag)}`);
  },
  link_to_add_tag: function (text: unknown, tag: unknown) {
    const tags = [...new Set([...currentTags(this.context), str(tag)])].map(handleize).join('+');
    return link(`${currentCollectionUrl(this.context)}/${tags}`, str(text), `Show products matching tag ${str(tag)}`);
  },
  link_to_remove_tag: function (text: unknown, tag: unknown) {
    const tags = currentTags(this.context)
      .filter((t) => t !== str(tag))
      .map(handleize)
      .join('+');
    return link(`${currentCollectionUrl(this.context)}${tags ? `/${tags}` : ''}`, str(text), `Remove tag ${str(tag)}`);
  },
  highlight_active_tag: function (tag: unknown, cls?: unknown) {
    return currentTags(this.context).includes(str(tag)) ? `<span class="${escapeHtml(str(cls) || 'active')}">${str(tag)}</span>` : str(tag);
  },
  customer_login_link: (text: unknown) => `<a href="/account/login" id="customer_login_link">${str(text)}</a>`,
  customer_logout_link: (text: unknown) => `<a href="/account/logout" id="customer_logout_link">${str(text)}</a>`,
  customer_register_link: (text: unknown) => `<a href="/account/register" id="customer_register_link">${str(text)}</a>`,
  default_pagination: (paginate: unknown, ...args: unknown[]) => defaultPagination(paginate, splitArgs(args).named),
  default_errors: (errors: unknown) => defaultErrors(plain(errors)),
  format_address: (address: unknown) => formatAddress(address),
  // Deprecated by Shopify (the localization form replaces it), still rendered: the shop's currencies.
  currency_selector: function (_shop: unknown, ...args: unknown[]) {
    const { named } = splitArgs(args);
    const shop = globalOf(this.context, 'shop');
    const listed = plain(prop(shop, 'enabled_currencies'));
    const codes = Array.isArray(listed) ? listed.map((c) => str(prop(c, 'iso_code') ?? c)) : [str(prop(shop, 'currency')) || 'USD'];
    const current = str(prop(prop(globalOf(this.context, 'cart'), 'currency'), 'iso_code')) || codes[0];
    const options = codes.map((c) => `<option value="${escapeHtml(c)}"${c === current ? ' selected="selected"' : ''}>${escapeHtml(c)}</option>`).join('');
    return `<select name="currency" id="${escapeHtml(named.id === undefined ? 'currencies' : str(named.id))}"${named.class === undefined ? '' : ` class="${escapeHtml(str(named.class))}"`}>${options}</select>`;
  },
};
