// A carousel section a merchant has emptied (no slides), one with a single slide and one with
// hostile texts, rendered through the preview's Liquid renderer: the editor shows a placeholder,
// the storefront nothing broken; one slide gets no controls' row; texts are escaped and a column's
// video URL that is not an https or shop path to a video file is ignored.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createThemeRenderer } from '../../../../preview/liquid';
import { baseGlobals, resolver, shop } from '../../theme/theme-fixtures';

const KINDS = ['text-carousel', 'image-text-carousel', 'edge-carousel', 'card-carousel', 'column-carousel'];
const ONE_SLIDE_TYPE: Record<string, string> = { 'card-carousel': 'card', 'column-carousel': 'column' };

// The real theme with a home page of its own: every carousel twice, empty and with one slide.
const themeRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'olivine-carousels-'));
const repo = path.resolve(__dirname, '../../../..');
for (const folder of ['layout', 'sections', 'snippets', 'locales', 'config', 'assets']) fs.symlinkSync(path.join(repo, folder), path.join(themeRoot, folder));
fs.mkdirSync(path.join(themeRoot, 'templates'));
const sections: Record<string, unknown> = {};
for (const kind of KINDS) {
  sections[`${kind}-empty`] = { type: kind, settings: { heading: `Empty ${kind}` }, blocks: {}, block_order: [] };
  sections[`${kind}-one`] = {
    type: kind,
    settings: { heading: `One ${kind}` },
    blocks: { only: { type: ONE_SLIDE_TYPE[kind] ?? 'slide', settings: {} } },
    block_order: ['only'],
  };
}
const HOSTILE = '"><script>alert(1)</script>';
sections['hostile-text'] = {
  type: 'text-carousel',
  settings: { heading: HOSTILE },
  blocks: { a: { type: 'slide', settings: { caption: HOSTILE } }, b: { type: 'slide', settings: {} } },
  block_order: ['a', 'b'],
};
sections['hostile-column'] = {
  type: 'column-carousel',
  settings: {},
  blocks: {
    js: { type: 'column', settings: { heading: 'JS', video_url: 'javascript:alert(1)//.mp4' } },
    other: { type: 'column', settings: { heading: 'Other host', video_url: '//evil.example/clip.mp4' } },
    ok: { type: 'column', settings: { heading: 'Fine', video_url: 'https://cdn.example/clip.MP4?v=2' } },
  },
  block_order: ['js', 'other', 'ok'],
};
fs.writeFileSync(path.join(themeRoot, 'templates', 'index.json'), JSON.stringify({ sections, order: Object.keys(sections) }));
afterAll(() => fs.rmSync(themeRoot, { recursive: true, force: true }));

const renderer = createThemeRenderer({ themeRoot, resolver, shop });
const render = (designMode: boolean) =>
  renderer.renderTemplate('index', undefined, {
    globals: { ...baseGlobals, request: { ...baseGlobals.request, design_mode: designMode } },
    designMode,
  });
const sectionHtml = (html: string, id: string) => {
  const start = html.indexOf(`id="shopify-section-template--1__${id}"`);
  expect(start, id).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf('</section>', start));
};

describe('carousel sections without slides', () => {
  it.each(KINDS)('%s: the editor shows a placeholder, the storefront shows nothing', async (kind) => {
    const editor = sectionHtml(await render(true), `${kind}-empty`);
    expect(editor).toContain('Add a slide to this carousel in the theme editor.');
    expect(editor).not.toContain('data-widget');
    const storefront = sectionHtml(await render(false), `${kind}-empty`);
    expect(storefront).not.toContain('Add a slide');
    expect(storefront).not.toContain(`Empty ${kind}`);
    expect(storefront).not.toContain('data-widget');
  });

  it.each(KINDS)('%s with one slide: an island, one labelled slide, no controls row', async (kind) => {
    const html = sectionHtml(await render(false), `${kind}-one`);
    expect(html).toContain(`data-widget="${kind}" data-hydrate="visible"`);
    expect(html.match(/aria-label="1 of 1"/g)).toHaveLength(1);
    expect(html).not.toContain('carousel__controls');
  });
});

describe('hostile settings', () => {
  it('texts are escaped in the markup and reach the island as the same plain text', async () => {
    const html = sectionHtml(await render(false), 'hostile-text');
    expect(html).not.toContain('<script>alert(1)');
    const props = JSON.parse(/data-props>([^<]*)<\/script>/.exec(html)![1]!) as { label: string; slides: { caption: string }[] };
    expect(props.slides[0]!.caption).toBe('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(props.label).toBe(props.slides[0]!.caption);
  });

  it('a column video plays only from an https URL or a shop path to a video file', async () => {
    const html = sectionHtml(await render(false), 'hostile-column');
    const props = JSON.parse(/data-props>([^<]*)<\/script>/.exec(html)![1]!) as { slides: { is_image: boolean; src: string; extension: string }[] };
    expect(props.slides.map((s) => [s.is_image, s.extension])).toEqual([
      [true, ''],
      [true, ''],
      [false, 'mp4'],
    ]);
    expect(html.match(/<video /g)).toHaveLength(1);
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('evil.example');
  });
});
