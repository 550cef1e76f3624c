// A merchant's empty content sections (no blocks, no image, no video, no text): a placeholder in
// the theme editor, nothing at all on the storefront, and never a broken island.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createThemeRenderer } from '../../../preview/liquid';
import { baseGlobals, resolver, shop } from './theme-fixtures';

const SECTIONS = ['in-page-nav', 'promo-bar', 'about', 'hero-location', 'timeline', 'marquee', 'multicolumn', 'video'];
const blank: Record<string, Record<string, unknown>> = {
  'in-page-nav': {},
  'promo-bar': { text: '', link_label: '' },
  about: { heading: '', text: '', eyebrow: '' },
  'hero-location': {},
  timeline: {},
  marquee: { heading: '' },
  multicolumn: {},
  video: {},
};

// The real theme, with a home template holding only empty sections.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'olivine-empty-'));
const themeRoot = path.resolve(__dirname, '../../..');
for (const dir of ['layout', 'sections', 'snippets', 'locales', 'config', 'assets']) fs.symlinkSync(path.join(themeRoot, dir), path.join(root, dir));
fs.mkdirSync(path.join(root, 'templates'));
fs.writeFileSync(
  path.join(root, 'templates', 'index.json'),
  JSON.stringify({
    sections: Object.fromEntries(SECTIONS.map((type) => [type, { type, settings: blank[type], blocks: {}, block_order: [] }])),
    order: SECTIONS,
  }),
);
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const renderer = createThemeRenderer({ themeRoot: root, resolver, shop });
const render = (designMode: boolean) =>
  renderer.renderTemplate('index', undefined, {
    designMode,
    globals: { ...baseGlobals, request: { ...baseGlobals.request, design_mode: designMode } },
  });
/** What a section rendered inside its wrapper: up to the next section wrapper or the end of main. */
const sectionHtml = (html: string, type: string) => {
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  const at = main.indexOf(`class="shopify-section section-${type}"`);
  if (at < 0) return '';
  const open = main.indexOf('>', at) + 1;
  const next = main.indexOf('class="shopify-section ', open);
  const body = next < 0 ? main.slice(open) : main.slice(open, main.lastIndexOf('<', next));
  return body.replace(/<\/(section|div)>\s*$/, '');
};

describe('empty content sections', () => {
  it('render nothing on the storefront: no island, no empty heading or list', async () => {
    const html = await render(false);
    for (const type of SECTIONS) {
      const inner = sectionHtml(html, type);
      expect(inner.replace(/\s+/g, ''), type).toBe('');
    }
    expect(html).not.toContain('section-placeholder');
  });

  it('show a placeholder for each in the theme editor, and no island without content', async () => {
    const html = await render(true);
    for (const type of SECTIONS) expect(sectionHtml(html, type), type).toContain('section-placeholder');
    for (const widget of ['timeline', 'hero-location', 'in-page-nav']) expect(html).not.toContain(`data-widget="${widget}"`);
  });
});
