// Theme and section settings a merchant changes in the editor reach the page: the fonts (font_picker)
// and the layout's custom properties (page width, spacing, corner radius, button and card style), the hero's overlay, height,
// mobile image and content position, the featured collection's columns, colour scheme and card style.
// With every default the page keeps the look it had before these settings existed.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { THEME_ROOT, cssRule, renderHome } from './settings-theme';

const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
const rootVars = async (settings: Record<string, unknown> = {}) => cssRule(await renderHome({}, settings), ':root');

describe('layout settings', () => {
  it("print, by default, the values src/styles/tokens.css falls back to (today's look)", async () => {
    const tokens = cssRule(fs.readFileSync(path.join(THEME_ROOT, 'src/styles/tokens.css'), 'utf8'), ':where(:root)');
    const vars = await rootVars();
    expect(vars['--page-width']).toBe('1320px');
    expect(vars['--space-scale']).toBe('1.0');
    expect(vars['--radius-card']).toBe('16px');
    expect(vars['--radius-button']).toBe('var(--radius-pill)');
    expect(vars['--card-shadow']).toBe('var(--shadow-card)');
    expect(vars['--card-border']).toBe('none');
    for (const name of ['--page-width', '--radius-card', '--radius-button', '--card-shadow', '--card-border']) expect(tokens[name], name).toBe(vars[name]);
    expect(Number(tokens['--space-scale'])).toBe(Number(vars['--space-scale']));
  });

  it('are not overridden by the stylesheet, which comes later: its :root sets none of them, its fallbacks have zero specificity', async () => {
    const tokens = fs.readFileSync(path.join(THEME_ROOT, 'src/styles/tokens.css'), 'utf8');
    const printed = Object.keys(await rootVars());
    const plainRoot = [...tokens.matchAll(/(?:^|\n)\s*:root\s*\{([^}]*)\}/g)].flatMap(([, body]) => [...body!.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]));
    expect(printed.length).toBeGreaterThan(10);
    expect(printed.filter((name) => plainRoot.includes(name))).toEqual([]);
    expect(Object.keys(cssRule(tokens, ':where(:root)'))).toEqual(expect.arrayContaining(printed));
  });

  it('a changed setting changes its custom property', async () => {
    const vars = await rootVars({ page_width: 1100, spacing_scale: 80, corner_radius: 4, button_style: 'square', card_style: 'outline' });
    expect(vars['--page-width']).toBe('1100px');
    expect(vars['--space-scale']).toBe('0.8');
    expect(vars['--radius-card']).toBe('4px');
    expect(vars['--radius-button']).toBe('0');
    expect(vars['--card-shadow']).toBe('none');
    expect(vars['--card-border']).toBe('1px solid var(--color-border)');
    expect((await rootVars({ button_style: 'rounded', card_style: 'flat' }))['--radius-button']).toBe('var(--radius-field)');
    expect((await rootVars({ card_style: 'flat' }))['--card-border']).toBe('none');
  });
});

describe('typography settings', () => {
  it("by default print today's fonts: the self-hosted Fraunces for headings, the system UI stack for body", async () => {
    const html = await renderHome({});
    const vars = cssRule(html, ':root');
    const tokens = cssRule(fs.readFileSync(path.join(THEME_ROOT, 'src/styles/tokens.css'), 'utf8'), ':where(:root)');
    expect(vars['--font-heading']).toBe('"Fraunces Variable", ui-serif, Georgia, serif');
    expect(vars['--font-heading-weight']).toBe('650');
    expect(vars['--font-body']).toBe(tokens['--font-body']);
    expect(html).not.toContain('/cdn/fonts/');
  });

  it('another heading or body font from the picker loads through font_face from the storefront', async () => {
    const html = await renderHome({}, { type_heading_font: 'serif_n7', type_body_font: 'fraunces_n4' });
    const vars = cssRule(html, ':root');
    expect(vars['--font-heading']).toBe("ui-serif, Georgia, 'Times New Roman', serif");
    expect(vars['--font-heading-weight']).toBe('700');
    expect(vars['--font-body']).toBe('Fraunces, serif');
    expect(html).toMatch(/@font-face \{\s*font-family: "Fraunces";\s*font-weight: 400;[^}]*font-display: swap;[^}]*\/cdn\/fonts\/fraunces\//);
    expect(html).toMatch(/@font-face \{\s*font-family: "Fraunces";\s*font-weight: 700;/);
  });
});

const HERO = { type: 'hero', settings: { image: 'shopify://shop_images/banners/hero-pour.svg', heading: 'Pour', text_position: 'start' } };
const hero = async (settings: Record<string, unknown> = {}) => main(await renderHome({ hero: { ...HERO, settings: { ...HERO.settings, ...settings } } }));

describe('hero settings', () => {
  it('by default: no overlay, the adaptive height, one preloaded image, the panel at the start', async () => {
    const html = await hero();
    expect(html).toMatch(/<div class="hero hero--start">/);
    expect(html).not.toContain('--hero-overlay');
    expect(html).not.toContain('<picture');
  });

  it('overlay opacity, height and content position change its markup', async () => {
    const html = await hero({ overlay_opacity: 40, height: 'small', text_position: 'end', content_vertical: 'bottom' });
    expect(html).toMatch(/<div class="hero hero--end hero--height-small hero--content-bottom" style="--hero-overlay: 0.4;">/);
    expect(html).toContain('class="hero__media hero__media--overlay"');
  });

  it('a mobile image is what phones load, in a <picture> source for narrow screens', async () => {
    const html = await hero({ mobile_image: 'shopify://shop_images/banners/hero-phone.svg' });
    expect(html).toMatch(/<picture>\s*<source media="\(max-width: 767px\)" srcset="[^"]*hero-phone\.svg[^"]*480w/);
    expect(html).toMatch(/<img[^>]*hero-pour\.svg[^>]*class="hero__image"/);
  });
});

const FEATURED = { type: 'featured-collection', settings: { heading: 'Fresh', collection: 'olive-oil' } };
const featured = async (settings: Record<string, unknown> = {}) =>
  main(await renderHome({ featured: { ...FEATURED, settings: { ...FEATURED.settings, ...settings } } }));
const wrapper = (html: string) => /<div class="featured-collection([^"]*)" style="([^"]*)">/.exec(html);

describe('featured collection settings', () => {
  it('by default: the cream scheme, 2 / 3 / 4 columns and the theme card style', async () => {
    const [, classes, style] = wrapper(await featured())!;
    expect(classes).toBe(' color-scheme-cream');
    expect(style).toBe('--columns-mobile: 2; --columns-tablet: 3; --columns-desktop: 4;');
  });

  it('columns, colour scheme and card style change the wrapper', async () => {
    const [, classes, style] = wrapper(await featured({ columns_desktop: 6, columns_mobile: '1', color_scheme: 'scheme-olive', card_style: 'flat' }))!;
    expect(classes).toBe(' color-scheme-olive');
    expect(style).toBe('--columns-mobile: 1; --columns-tablet: 3; --columns-desktop: 6; --card-shadow: none; --card-border: none;');
    expect(wrapper(await featured({ columns_desktop: 2 }))![2]).toContain('--columns-tablet: 2; --columns-desktop: 2;');
  });
});
