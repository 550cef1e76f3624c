// String, encoding, math and date filters with Shopify (Ruby Liquid) semantics where LiquidJS differs.
import crypto from 'node:crypto';
import { blake3 } from '@noble/hashes/blake3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { FilterImplOptions } from 'liquidjs';
import { escapeHtml } from '../html';
import { plain, splitArgs, str } from './args';
import { num } from './numbers';
import { dateInput, rubyDateFormat } from './strftime';
import { handleize as handleText } from '../../../src/contracts/handle';

/** JSON safe inside <script>: Shopify escapes <, >, & (and we also ') as \u00XX. */
export function shopifyJson(value: unknown): string {
  const json = JSON.stringify(value, (_k, v) => (v === undefined ? null : plain(v)));
  return (json ?? 'null')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/'/g, '\\u0027')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The `handleize` filter: Shopify's handleize of the value's text (src/contracts/handle.ts). */
export const handleize = (value: unknown): string => handleText(str(value));

const hash = (algo: string) => (value: unknown) => crypto.createHash(algo).update(str(value)).digest('hex');
const hmac = (algo: string) => (value: unknown, key: unknown) => crypto.createHmac(algo, str(key)).update(str(value)).digest('hex');

export const textFilters: Record<string, FilterImplOptions> = {
  json: (value: unknown) => shopifyJson(value),
  escape: (value: unknown) => (plain(value) === undefined || plain(value) === null ? plain(value) : escapeHtml(str(value))),
  escape_once: (value: unknown) =>
    escapeHtml(
      str(value).replace(/&(amp|lt|gt|quot|#39|#34);/g, (_m, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#34': '"' })[e] ?? ''),
    ),
  url_escape: (value: unknown) => encodeURI(str(value)).replace(/'/g, '%27'),
  url_param_escape: (value: unknown) => encodeURIComponent(str(value)).replace(/'/g, '%27'),
  handleize,
  handle: handleize,
  camelize: (value: unknown) =>
    str(value)
      .split(/[^a-zA-Z0-9]+/)
      .filter(Boolean)
      .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
      .join(''),
  pluralize: (count: unknown, singular: unknown, pluralForm: unknown) => (num(count) === 1 ? str(singular) : str(pluralForm)),
  highlight: (text: unknown, terms: unknown) => {
    const words = str(terms)
      .split(/\s+/)
      .filter(Boolean)
      .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    if (!words.length) return str(text);
    return str(text).replace(new RegExp(`(${words.join('|')})`, 'gi'), '<strong class="highlight">$1</strong>');
  },
  md5: hash('md5'),
  sha1: hash('sha1'),
  sha256: hash('sha256'),
  // Node's crypto has no BLAKE3: @noble/hashes gives the default 32-byte hash of the UTF-8 bytes.
  blake3: (value: unknown) => bytesToHex(blake3(utf8ToBytes(str(value)))),
  hmac_sha1: hmac('sha1'),
  hmac_sha256: hmac('sha256'),
  // Ruby's Base64.urlsafe_encode64: the URL-safe alphabet, `=` padding kept.
  base64_url_safe_encode: (value: unknown) => Buffer.from(str(value)).toString('base64').replace(/\+/g, '-').replace(/\//g, '_'),
  base64_url_safe_decode: (value: unknown) => Buffer.from(str(value), 'base64url').toString('utf8'),
  weight_with_unit: function (grams: unknown, unit?: unknown) {
    const shop = (this.context.globals as Record<string, unknown>).shop as Record<string, unknown> | undefined;
    const u = str(unit) || str(shop?.weight_unit) || 'kg';
    const factor: Record<string, number> = { g: 1, kg: 1000, lb: 453.59237, oz: 28.349523125 };
    const value = num(grams) / (factor[u] ?? 1000);
    return `${Number.isInteger(value) ? value.toFixed(1) : Math.round(value * 100) / 100} ${u}`;
  },
};

/** Builds `date` and `time_tag` on top of LiquidJS's strftime, adding Shopify's named formats. */
export function dateFilters(
  strftime: (filter: unknown, value: unknown, format: string, offsetWest?: number) => string,
  namedFormat: (name: string) => string | undefined,
): Record<string, FilterImplOptions> {
  const resolve = (format: unknown): string | undefined => {
    const f = str(format);
    return f ? (namedFormat(f) ?? f) : undefined;
  };
  return {
    date(value: unknown, ...args: unknown[]) {
      const { positional, named } = splitArgs(args);
      const format = resolve(named.format ?? positional[0]);
      if (!format) return plain(value);
      const moment = dateInput(value);
      if (!moment) return plain(value);
      return strftime(this, moment.input, rubyDateFormat(format, moment.at, moment.offsetWest), moment.offsetWest);
    },
    time_tag(value: unknown, ...args: unknown[]) {
      const { positional, named } = splitArgs(args);
      const d = dateInput(value)?.at;
      if (!d) return str(value);
      const format = resolve(named.format ?? positional[0]) ?? namedFormat('default') ?? '%a, %b %d, %Y';
      const datetime = named.datetime ? strftime(this, value, resolve(named.datetime) ?? '') : d.toISOString().replace(/\.\d{3}Z$/, 'Z');
      return `<time datetime="${escapeHtml(datetime)}">${escapeHtml(strftime(this, value, format))}</time>`;
    },
  };
}

/** Shopify's built-in named date formats (en), used when the locale has no date_formats entry. */
export const DEFAULT_DATE_FORMATS: Record<string, string> = {
  abbreviated_date: '%b %d, %Y',
  basic: '%m/%d/%Y',
  date: '%B %d, %Y',
  date_at_time: '%B %d, %Y at %-I:%M %P',
  default: '%A, %B %d, %Y at %-I:%M %P %z',
  on_date: 'on %B %d, %Y',
  short: '%d %b %H:%M',
  long: '%B %d, %Y %H:%M',
};
