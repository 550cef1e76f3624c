// Locale lookups for the `t` filter and schema `t:` references (Shopify rules: nested keys,
// {{ var }} interpolation, CLDR plurals via `count`, HTML-escaped unless the key ends in _html).
// A page in another language reads `locales/<iso>.json` first and falls back, key by key, to
// the default locale file, as Shopify does for a key the translation lacks.
import { createRequire } from 'node:module';
import type { ThemeFiles } from './theme-files';
import { escapeHtml } from './html';
import { toText } from './to-text';

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralRule(locale: string): Intl.PluralRules {
  let rule = pluralRules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(Intl.PluralRules.supportedLocalesOf(locale)[0] ?? 'en');
    pluralRules.set(locale, rule);
  }
  return rule;
}

export class MissingTranslationError extends Error {
  constructor(
    readonly key: string,
    localeFile: string,
  ) {
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
    return v === undefined || v === null ? '' : toText(v);
  });
}

/** A section's own strings (schema `locales`), which only that section's `t` sees. */
export interface SectionLocales {
  type: string;
  locales: unknown;
}

/** `'sections.<type>.key' | t` (or the bare key) from the section's `locales`, in the page's language first. */
function sectionText(section: SectionLocales, key: string, locale: string, fallback: string): unknown {
  const prefix = `sections.${section.type}.`;
  const keys = key.startsWith(prefix) ? [key.slice(prefix.length), key] : [key];
  for (const lang of [locale, fallback]) {
    const tree = lookup(section.locales, lang);
    for (const k of keys) {
      const value = lookup(tree, k);
      if (value !== undefined) return value;
    }
  }
  return undefined;
}

export class Translator {
  constructor(private files: ThemeFiles) {}

  /** The theme's default storefront locale: `en` for `locales/en.default.json`. */
  defaultLocale(): string {
    return this.files.list('locales', '.default.json')[0] ?? 'en';
  }

  private storefrontFile(): string {
    return `locales/${this.defaultLocale()}.default.json`;
  }

  /** The page language's own file when the theme has one (`locales/fr.json`). */
  private languageFile(locale: string | undefined): string | undefined {
    if (!locale || locale === this.defaultLocale() || !/^[\w-]+$/.test(locale)) return undefined;
    const rel = `locales/${locale}.json`;
    return this.files.exists(rel) ? rel : undefined;
  }

  /**
   * Translated, interpolated, escaped (unless *_html) storefront string in `locale` (default: the
   * theme's default locale); throws MissingTranslationError when no file has the key.
   */
  translate(key: string, vars: Record<string, unknown> = {}, locale?: string, section?: SectionLocales): string {
    const file = this.storefrontFile();
    const own = this.languageFile(locale);
    let value = section ? sectionText(section, key, locale ?? this.defaultLocale(), this.defaultLocale()) : undefined;
    if (value === undefined && own !== undefined) value = lookup(this.files.json(own), key);
    // Plural forms follow the language of the file the text comes from.
    const textLocale = value === undefined ? this.defaultLocale() : (locale ?? this.defaultLocale());
    if (value === undefined) value = lookup(this.files.json(file), key);
    if (value === undefined && key.startsWith('shopify.')) value = systemTranslation(key);
    if (value && typeof value === 'object' && 'count' in vars) {
      const forms = value as Record<string, unknown>;
      const count = Number(vars.count);
      const category = count === 0 && typeof forms.zero === 'string' ? 'zero' : pluralRule(textLocale).select(count);
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
