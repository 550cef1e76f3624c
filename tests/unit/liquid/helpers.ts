// Test helpers: the fixture theme, a fake resolver, and inline-Liquid rendering on the real engine.
import path from 'node:path';
import { createEngine, snippetsDirOf } from '../../../preview/liquid/engine';
import { ThemeFiles } from '../../../preview/liquid/theme-files';
import { Translator } from '../../../preview/liquid/translate';
import type { ResourceResolver } from '../../../preview/liquid';

export const FIXTURE_THEME = path.resolve(import.meta.dirname, '../../fixtures/liquid-theme');

export const SHOP = { money_format: '${{amount}}', money_with_currency_format: '${{amount}} USD', currency: 'USD' };

export const resolver: ResourceResolver = {
  linklist: (h) => (h === 'main-menu' ? { handle: h, links: [{ title: 'Shop', url: '/collections/all' }] } : undefined),
  product: (h) => (h === 'lemon-can' ? { title: 'Lemon Can', handle: h } : undefined),
  collection: (h) => (h === 'all' ? { title: 'All', handle: h, url: '/collections/all' } : undefined),
  blog: () => undefined,
  page: () => undefined,
  article: () => undefined,
  image: (ref) => (ref === 'shopify://shop_images/hero.svg' ? { src: '/cdn/shop/files/hero.svg', width: 1600, height: 900, alt: 'Hero' } : undefined),
};

const files = new ThemeFiles(FIXTURE_THEME);
const translator = new Translator(files);
const engine = createEngine({
  snippetsDir: snippetsDirOf(FIXTURE_THEME),
  translator,
  assetVersion: () => '123',
  shop: () => SHOP,
  localeDateFormat: (name) => translator.optional(`date_formats.${name}`),
});

/** Renders inline Liquid with the Shopify dialect (no theme page around it). */
export async function liquid(source: string, globals: Record<string, unknown> = {}, options: { strictVariables?: boolean } = {}): Promise<string> {
  return (await engine.parseAndRender(source, {}, { globals: { shop: SHOP, ...globals }, ...options })) as string;
}
