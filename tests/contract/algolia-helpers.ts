// What the Algolia and Insights contract tests share: the theme's Algolia settings (the stand-in
// answers for them) and the `hosts` option that points algoliasearch v5 at a preview.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'jsonc-parser';

export interface ThemeAlgolia {
  appId: string;
  searchKey: string;
  products: string;
  articles: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** config/settings_data.json's Algolia settings, as the preview serves them. */
export function themeAlgolia(): ThemeAlgolia {
  const file = path.join(import.meta.dirname, '..', '..', 'config', 'settings_data.json');
  const data: unknown = parse(readFileSync(file, 'utf8'));
  const current = isRecord(data) && isRecord(data.current) ? data.current : {};
  const text = (key: string): string => {
    const value = current[key];
    if (typeof value !== 'string' || value === '') throw new Error(`settings_data.json has no ${key}`);
    return value;
  };
  return {
    appId: text('algolia_app_id'),
    searchKey: text('algolia_search_key'),
    products: text('algolia_index_products'),
    articles: text('algolia_index_articles'),
  };
}

/** algoliasearch's `hosts` for a preview at `origin`: one host for reads and writes. */
export function previewHosts(origin: string): { url: string; protocol: 'http' | 'https'; accept: 'readWrite' }[] {
  const url = new URL(origin);
  return [{ url: url.host, protocol: url.protocol === 'https:' ? 'https' : 'http', accept: 'readWrite' }];
}
