// Locale lookups for the `t` filter and schema `t:` references (Shopify rules: nested keys,
// {{ var }} interpolation, CLDR plurals via `count`, HTML-escaped unless the key ends in _html).
import { createRequire } from 'node:module';
import type { ThemeFiles } from './theme-files';
import { escapeHtml } from './html';

const plural = new Intl.PluralRules('en');

export class MissingTranslationError extends Error {
  constructor(readonly key: string, localeFile: string) {
    super(`Missing translation key "${key}" in ${localeFile}`);
  }
}

let systemTranslations: Record<string, string> | null | undefined;
/** Shopify's own `shopify.*` keys, from the offline docs bundle when it is installed. */
function systemTranslation(key: string): string | undefined {
  if (systemTranslations === undefined) {
    try {
      const require = createRequire(import.meta.url);
      systemTranslations = require('@shopify/theme-check-docs-updater/data/shopify_system_translations.json') as Record<string, string>;
    } catch {
      systemTranslations = null;
    }
  }
  return systemTranslations?.[key];
}

function lookup(tree: unknown, key: string): unknown {
  let cur: unknown = tree;
  for (const part of key.split('.')) {
    if (!cur || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

function interpolate(text: string, vars: Record<string, unknown>): string {
  return text.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (_m, name: string) => {
    const v = vars[name];
    return v === undefined || v === null ? '' : String(v);
  });
}

export class Translator {
  constructor(private files: ThemeFiles) {}

  private storefrontFile(): string {
    const name = this.files.list('locales', '.default.json')[0] ?? 'en';
    return `locales/${name}.default.json`;
  }

  /** Translated, interpolated, escaped (unless *_html) storefront string; throws MissingTranslationError. */
  translate(key: string, vars: Record<string, unknown> = {}): string {
    const file = this.storefrontFile();
    let value = lookup(this.files.json(file), key);
    if (value === undefined && key.startsWith('shopify.')) value = systemTranslation(key);
    if (value && typeof value === 'object' && 'count' in vars) {
      const forms = value as Record<string, unknown>;
      const count = Number(vars.count);
      const category = count === 0 && typeof forms.zero === 'string' ? 'zero' : plural.select(count);
      value = forms[category] ?? forms.other;
    }
    if (typeof value !== 'string') throw new MissingTranslationError(key, file);
    const text = interpolate(value, vars);
    return key.endsWith('_html') ? text : escapeHtml(text);
  }

  /** A storefront-locale string, or undefined when absent (never throws). */
  optional(key: string): string | undefined {
    const value = lookup(this.files.json(this.storefrontFile()), key);
    return typeof value === 'string' ? value : undefined;
  }

  /** Resolves a schema value "t:a.b.c" from the default schema locale; other values pass through. */
  schemaValue(value: unknown): unknown {
    if (typeof value !== 'string' || !value.startsWith('t:')) return value;
    const name = this.files.list('locales', '.default.schema.json')[0] ?? 'en';
    const resolved = lookup(this.files.json(`locales/${name}.default.schema.json`), value.slice(2));
    return typeof resolved === 'string' ? resolved : value;
  }
}
