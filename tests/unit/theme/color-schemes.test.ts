// Colour schemes: every scheme of the theme's settings becomes a `.color-<id>` class whose text, links,
// buttons and errors meet WCAG AA on its background, and every section with a background takes one.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrast, mix, parseColor, type Rgba } from '../../../preview/liquid/filters/color-math';
import { THEME_ROOT, cssRule, renderHome, themeJson } from './settings-theme';

interface SettingSchema {
  type: string;
  id?: string;
  default?: unknown;
}
interface StoredSection {
  type: string;
  settings?: Record<string, unknown>;
  blocks?: Record<string, unknown>;
  block_order?: string[];
}
type Schemes = Record<string, { settings: Record<string, string> }>;
const data = themeJson<{ current: { color_schemes: Schemes }; presets: Record<string, { color_schemes?: Schemes }> }>('config/settings_data.json');
const schemeIds = Object.keys(data.current.color_schemes);

/** A CSS colour value of the page: hex, `var(--x)` of the given properties, or `color-mix(in srgb, a p%, b)`. */
function resolveColor(value: string, vars: Record<string, string>): Rgba {
  const plain = value.replace(/var\((--[\w-]+)\)/g, (_, name: string) => vars[name] ?? name).trim();
  const mixed = /^color-mix\(in srgb,\s*(.+?)\s+([\d.]+)%,\s*(.+)\)$/.exec(plain);
  if (mixed) return mix(resolveColor(mixed[1]!, vars), resolveColor(mixed[3]!, vars), Number(mixed[2]));
  const colour = parseColor(plain);
  if (!colour) throw new Error(`not a colour: ${value}`);
  return colour;
}

/** [what, foreground property, background property, minimum ratio]: 4.5:1 for text, 3:1 for a control against its surroundings. */
const PAIRS: [string, string, string, number][] = [
  ['text', '--color-foreground', '--color-background', 4.5],
  ['muted text', '--color-foreground-muted', '--color-background', 4.5],
  ['links', '--color-link', '--color-background', 4.5],
  ['error text', '--color-error', '--color-background', 4.5],
  ['button label on the button', '--color-button-label', '--color-button', 4.5],
  ['button label on the hovered button', '--color-button-label', '--color-button-hover', 4.5],
  ['button against the background', '--color-button', '--color-background', 3],
];

describe('colour schemes', () => {
  it('every text/background pair of every scheme meets WCAG AA (4.5:1 text, 3:1 controls)', async () => {
    const html = await renderHome({});
    const root = cssRule(html, ':root');
    expect(schemeIds.length).toBeGreaterThanOrEqual(5);
    const failures: string[] = [];
    for (const id of schemeIds) {
      const rule = cssRule(html, `.color-${id}`);
      expect(Object.keys(rule), id).toContain('--color-background');
      const vars = { ...root, ...rule };
      for (const [what, fg, bg, minimum] of PAIRS) {
        const ratio = contrast(resolveColor(vars[fg]!, vars), resolveColor(vars[bg]!, vars));
        if (ratio < minimum) failures.push(`${id}: ${what} ${ratio.toFixed(2)}:1 < ${minimum}:1`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('a scheme below AA fails the check (sky text on cream)', async () => {
    const schemes = {
      ...data.current.color_schemes,
      'scheme-cream': { settings: { ...data.current.color_schemes['scheme-cream']!.settings, text: '#9ED3E8' } },
    };
    const html = await renderHome({}, { color_schemes: schemes });
    const vars = { ...cssRule(html, ':root'), ...cssRule(html, '.color-scheme-cream') };
    expect(vars['--color-foreground']).toBe('#9ed3e8');
    expect(contrast(resolveColor(vars['--color-foreground']!, vars), resolveColor(vars['--color-background']!, vars))).toBeLessThan(4.5);
  });

  it('the theme presets ship the same schemes as the current settings', () => {
    for (const [name, preset] of Object.entries(data.presets)) expect(preset.color_schemes, name).toEqual(data.current.color_schemes);
  });

  it('a changed scheme colour changes its custom property', async () => {
    const schemes = {
      ...data.current.color_schemes,
      'scheme-olive': { settings: { ...data.current.color_schemes['scheme-olive']!.settings, button: '#FFFFFF' } },
    };
    const html = await renderHome({}, { color_schemes: schemes });
    expect(cssRule(html, '.color-scheme-olive')['--color-button']).toBe('#ffffff');
    expect(cssRule(await renderHome({}), '.color-scheme-olive')['--color-button']).toBe('#d3e36b');
  });
});

const sectionSchemas = fs
  .readdirSync(path.join(THEME_ROOT, 'sections'))
  .filter((f) => f.endsWith('.liquid'))
  .map((f) => {
    const text = fs.readFileSync(path.join(THEME_ROOT, 'sections', f), 'utf8');
    const schema = /\{%-?\s*schema\s*-?%\}([\s\S]*?)\{%-?\s*endschema/.exec(text)?.[1];
    return { type: f.replace(/\.liquid$/, ''), settings: schema ? ((JSON.parse(schema) as { settings?: SettingSchema[] }).settings ?? []) : [] };
  });
/** The sample shop's stored sections, one per type, to render each with content. */
const storedSections = fs
  .readdirSync(path.join(THEME_ROOT, 'templates'))
  .filter((f) => f.endsWith('.json'))
  .flatMap((f) => Object.values(themeJson<{ sections: Record<string, StoredSection> }>(`templates/${f}`).sections));
const schemed = sectionSchemas.filter((s) => s.settings.some((x) => x.type === 'color_scheme'));

describe('sections with a background', () => {
  it('take a colour scheme, not colour settings of their own, with a default the theme ships', () => {
    for (const { type, settings } of sectionSchemas) {
      const own = settings.filter((x) => x.id === 'background' || x.id === 'text_color').map((x) => x.id);
      expect(own, type).toEqual([]);
    }
    expect(schemed.length).toBeGreaterThanOrEqual(11);
    for (const { type, settings } of schemed) expect(schemeIds, type).toContain(settings.find((x) => x.type === 'color_scheme')!.default);
  });

  it.each(schemed.map((s) => s.type))('%s paints its wrapper with the chosen scheme, by default its own', async (type) => {
    const stored = storedSections.find((s) => s.type === type);
    expect(stored, `a template of the sample shop holds ${type}`).toBeDefined();
    const { color_scheme: _stored, ...settings } = stored!.settings ?? {};
    const wrapperClasses = (html: string) =>
      [...html.slice(html.indexOf('<main'), html.indexOf('</main>')).matchAll(/\bcolor-(scheme-[a-z]+)\b/g)].map((m) => m[1]);
    expect(wrapperClasses(await renderHome({ one: { ...stored!, settings: { ...settings, color_scheme: 'scheme-sky' } } }, {}, true))).toEqual(['scheme-sky']);
    const byDefault = schemed.find((s) => s.type === type)!.settings.find((x) => x.type === 'color_scheme')!.default;
    expect(wrapperClasses(await renderHome({ one: { ...stored!, settings } }, {}, true))).toEqual([byDefault]);
  });
});
