// The texts of the preview's own customer-account pages (the stand-in for Shopify's hosted new
// customer accounts), by language: preview/locales/<iso>.json, falling back key by key to English.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const LOCALES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../locales');
type Strings = Record<string, string>;
const cache = new Map<string, Strings>();

function load(iso: string): Strings {
  let strings = cache.get(iso);
  if (strings) return strings;
  const file = path.join(LOCALES_DIR, `${iso}.json`);
  const parsed: unknown = /^[a-z]{2,3}(-[a-z0-9]{2,4})?$/i.test(iso) && fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  strings = (parsed as { customer_accounts?: Strings }).customer_accounts ?? {};
  cache.set(iso, strings);
  return strings;
}

/** A translator for one language: `t('order', { name: '#1001' })`; variables are plain text (the caller escapes). */
export function accountStrings(iso: string): (key: string, vars?: Record<string, string>) => string {
  const own = load(iso.toLowerCase());
  const fallback = load('en');
  return (key, vars = {}) => {
    const text = own[key] ?? fallback[key] ?? key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_m, name: string) => vars[name] ?? '');
  };
}
