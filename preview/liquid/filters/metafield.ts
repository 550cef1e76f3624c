// metafield_tag and metafield_text: a metafield (`type` + `value`) as Shopify's documented element
// per type (span/a/time/script/div/ul…, class "metafield-<type>") or as plain text.
import type { FilterImplOptions } from 'liquidjs';
import { attrs, escapeHtml } from '../html';
import { globalOf, plain, prop, splitArgs, str } from './args';
import { legacyImgUrl } from './media';
import { videoTag } from './media-tags';
import { formatMoney } from '../../../src/contracts/money';
import { shopifyJson } from './text';

type Named = Record<string, unknown>;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** A measurement value: two decimals at most, trailing zeros dropped (3.14159 → 3.14, 50.0 → 50). */
const measure = (n: unknown): string => String(Math.round(Number(plain(n)) * 100) / 100);

const UNIT_SYMBOLS: Record<string, string> = {
  GRAMS: 'g',
  KILOGRAMS: 'kg',
  OUNCES: 'oz',
  POUNDS: 'lb',
  MILLILITERS: 'mL',
  CENTILITERS: 'cL',
  LITERS: 'L',
  CUBIC_METERS: 'm³',
  FLUID_OUNCES: 'fl oz',
  PINTS: 'pt',
  QUARTS: 'qt',
  GALLONS: 'gal',
  IMPERIAL_FLUID_OUNCES: 'imp fl oz',
  IMPERIAL_PINTS: 'imp pt',
  IMPERIAL_QUARTS: 'imp qt',
  IMPERIAL_GALLONS: 'imp gal',
  MILLIMETERS: 'mm',
  CENTIMETERS: 'cm',
  METERS: 'm',
  INCHES: 'in',
  FEET: 'ft',
  YARDS: 'yd',
};
const unitOf = (value: unknown): string => {
  const unit = str(prop(value, 'unit'));
  return UNIT_SYMBOLS[unit] ?? unit;
};

function dateText(raw: string, withTime: boolean): string {
  const d = new Date(raw);
  if (Number.isNaN(d.getTime())) return raw;
  const month = MONTHS[d.getUTCMonth()]!;
  if (!withTime) return `${month} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
  const hour = d.getUTCHours() % 12 || 12;
  const minutes = String(d.getUTCMinutes()).padStart(2, '0');
  return `${month.slice(0, 3)} ${d.getUTCDate()}, ${d.getUTCFullYear()}, ${hour}:${minutes} ${d.getUTCHours() < 12 ? 'am' : 'pm'}`;
}

/** Money metafields hold a money object ({ amount: "0.10", currency_code }) or cents. */
function moneyText(value: unknown, ctx: { globals: object }): string {
  const v = plain(value);
  const cents = typeof v === 'number' ? v : Math.round(Number(str(prop(v, 'amount'))) * 100);
  const format = str(prop(globalOf(ctx, 'shop'), 'money_with_currency_format')) || '${{amount}}';
  return Number.isFinite(cents) ? formatMoney(cents, format) : '';
}

/** Shopify's rich text JSON (root → paragraph/heading/list → text with bold/italic/link) as HTML. */
function richText(node: unknown): string {
  if (typeof node === 'string') return node;
  const children = (): string => {
    const list = prop(node, 'children');
    return Array.isArray(list) ? list.map(richText).join('') : '';
  };
  switch (str(prop(node, 'type'))) {
    case 'root':
      return children();
    case 'paragraph':
      return `<p>${children()}</p>`;
    case 'heading':
      return `<h${Number(prop(node, 'level')) || 1}>${children()}</h${Number(prop(node, 'level')) || 1}>`;
    case 'list':
      return prop(node, 'listType') === 'ordered' ? `<ol>${children()}</ol>` : `<ul>${children()}</ul>`;
    case 'list-item':
      return `<li>${children()}</li>`;
    case 'link':
      return `<a${attrs({ href: str(prop(node, 'url')), title: prop(node, 'title') ?? undefined, target: prop(node, 'target') ?? undefined })}>${children()}</a>`;
    case 'text': {
      let text = escapeHtml(str(prop(node, 'value')));
      if (prop(node, 'bold') === true) text = `<strong>${text}</strong>`;
      if (prop(node, 'italic') === true) text = `<em>${text}</em>`;
      return text;
    }
    default:
      return children();
  }
}
/** The words of rich text: text nodes joined, blocks separated by a space. */
function richTextPlain(node: unknown): string {
  if (typeof node === 'string')
    return node
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const collect = (n: unknown): string => {
    if (str(prop(n, 'type')) === 'text') return str(prop(n, 'value'));
    const list = prop(n, 'children');
    const inner = Array.isArray(list) ? list.map(collect).join('') : '';
    return ['paragraph', 'heading', 'list-item'].includes(str(prop(n, 'type'))) ? `${inner} ` : inner;
  };
  return collect(node).replace(/\s+/g, ' ').trim();
}
const richValue = (v: unknown): unknown => (typeof v === 'string' && v.trim().startsWith('{') ? JSON.parse(v) : v);

function sentence(items: string[]): string {
  if (items.length <= 2) return items.join(' and ');
  return `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1]}`;
}

function listOf(value: unknown): unknown[] {
  const v = plain(value);
  if (Array.isArray(v)) return v;
  const it = v as { [Symbol.iterator]?: unknown } | null;
  return it && typeof it === 'object' && typeof it[Symbol.iterator] === 'function' ? [...(v as Iterable<unknown>)] : [];
}

const fieldOf = (metaobject: unknown, field: unknown): string => {
  const f = prop(metaobject, str(field));
  return str(prop(f, 'value') ?? f);
};

const span = (type: string, html: string): string => `<span class="metafield-${type}">${html}</span>`;
const link = (type: string, href: string, text: string): string => `<a href="${escapeHtml(href)}" class="metafield-${type}">${escapeHtml(text)}</a>`;

function fileTag(file: unknown, alt: string): string {
  const mediaType = str(prop(file, 'media_type'));
  if (mediaType === 'image')
    return `<img${attrs({ src: legacyImgUrl(file, 'master', {}), alt: alt || undefined, loading: 'lazy', class: 'metafield-file_reference' })}>`;
  if (mediaType === 'video') return videoTag(file, {}, '');
  const preview = prop(file, 'preview_image');
  const img = preview ? `<img${attrs({ src: legacyImgUrl(preview, 'master', {}), loading: 'lazy' })}>` : '';
  return `<a href="${escapeHtml(str(prop(file, 'url')))}" class="metafield-file_reference">${img}</a>`;
}

function measurementTag(type: string, value: unknown): string {
  return span(
    type,
    `<span class="metafield-${type}_value">${escapeHtml(measure(prop(value, 'value')))} </span><span class="metafield-${type}_unit">${escapeHtml(unitOf(value))}</span>`,
  );
}

function metafieldTag(metafield: unknown, named: Named, ctx: { globals: object }): string {
  const type = str(prop(metafield, 'type'));
  const value = prop(metafield, 'value') ?? plain(metafield);
  const listTag = named.list_format === 'ordered' ? 'ol' : 'ul';
  switch (type) {
    case 'boolean':
    case 'color':
    case 'number_integer':
    case 'number_decimal':
    case 'single_line_text_field':
      return span(type, escapeHtml(str(value)));
    case 'rating':
      return span(type, escapeHtml(str(prop(value, 'value') ?? value)));
    case 'multi_line_text_field':
      return span(type, escapeHtml(str(value)).replace(/\r?\n/g, '<br />\n'));
    case 'money':
      return span(type, escapeHtml(moneyText(value, ctx)));
    case 'date':
    case 'date_time':
      return `<time datetime="${escapeHtml(str(value))}" class="metafield-${type}">${escapeHtml(dateText(str(value), type === 'date_time'))}</time>`;
    case 'json':
      return `<script type="application/json" class="metafield-json">${shopifyJson(value)}</script>`;
    case 'url':
      return link(type, str(value), str(value).replace(/^[a-z][a-z0-9+.-]*:\/\//i, ''));
    case 'page_reference':
    case 'product_reference':
    case 'collection_reference':
    case 'variant_reference':
      return link(type, str(prop(value, 'url')), str(prop(value, 'title')));
    case 'rich_text_field':
      return `<div class="metafield-rich_text_field">${richText(richValue(value))}</div>`;
    case 'dimension':
    case 'volume':
    case 'weight':
      return measurementTag(type, value);
    case 'file_reference':
      return fileTag(value, str(prop(value, 'alt')));
    case 'metaobject_reference':
      return named.field === undefined ? '' : span('single_line_text_field', escapeHtml(fieldOf(value, named.field)));
    case 'list.single_line_text_field':
    case 'list.metaobject_reference': {
      const items = listOf(value).map((item) => (type === 'list.metaobject_reference' ? fieldOf(item, named.field) : str(item)));
      const lis = items.map((item) => `<li class="metafield-single_line_text_field">${escapeHtml(item)}</li>`).join('');
      return `<${listTag} class="metafield-single_line_text_field-array">${lis}</${listTag}>`;
    }
    // Other list types are not supported by Shopify's filter either.
    default:
      return '';
  }
}

function metafieldText(metafield: unknown, named: Named, ctx: { globals: object }): string {
  const type = str(prop(metafield, 'type'));
  const value = prop(metafield, 'value') ?? plain(metafield);
  switch (type) {
    case 'page_reference':
    case 'product_reference':
    case 'collection_reference':
    case 'variant_reference':
      return str(prop(value, 'title'));
    case 'file_reference':
      return str(prop(value, 'url'));
    case 'json':
      return JSON.stringify(plain(value));
    case 'rating':
      return str(prop(value, 'value') ?? value);
    case 'money':
      return moneyText(value, ctx);
    case 'weight':
    case 'volume':
    case 'dimension':
      return `${measure(prop(value, 'value'))} ${unitOf(value)}`;
    case 'date':
    case 'date_time':
      return dateText(str(value), type === 'date_time');
    case 'rich_text_field':
      return richTextPlain(richValue(value));
    case 'metaobject_reference':
      return named.field === undefined ? '' : fieldOf(value, named.field);
    case 'list.single_line_text_field':
      return sentence(listOf(value).map((v) => str(v)));
    case 'list.metaobject_reference':
      return sentence(listOf(value).map((v) => fieldOf(v, named.field)));
    default:
      return type.startsWith('list.') ? '' : str(value);
  }
}

export const metafieldFilters: Record<string, FilterImplOptions> = {
  metafield_tag(metafield: unknown, ...args: unknown[]) {
    return metafieldTag(metafield, splitArgs(args).named, this.context);
  },
  metafield_text(metafield: unknown, ...args: unknown[]) {
    return metafieldText(metafield, splitArgs(args).named, this.context);
  },
};
