// Colour settings as Liquid reads them: the `color_palette` setting, colour settings whose value names a
// palette colour ("{{ settings.color_palette.foreground }}"), and the color object's properties.
import { describe, expect, it } from 'vitest';
import { resolveSettings, withColorSchemes, type ResourceResolver } from '../../../preview/liquid/settings';
import type { SettingSchema } from '../../../preview/liquid/theme-files';
import type { Translator } from '../../../preview/liquid/translate';
import { liquid, resolver as shopResolver } from './helpers';

const translator = { schemaValue: (value: unknown) => value } as unknown as Translator;

const themeSchema: SettingSchema[] = [
  { type: 'color_palette', id: 'swatches', default: { paper: '#fafafa', ink: '#111111' } },
  { type: 'color', id: 'body_text', default: '{{ settings.swatches.ink }}' },
  { type: 'color', id: 'button_fill', default: '{{ settings.swatches.paper }}' },
  { type: 'color', id: 'missing_ref', default: '{{ settings.swatches.nope }}' },
];
const stored = { swatches: { paper: '#fff8e7', ink: '#202a44', moss: '#6b8e23' }, button_fill: '{{ settings.swatches.moss }}' };

function themeSettings(): { settings: Record<string, unknown>; resolver: ResourceResolver } {
  let settings: Record<string, unknown> = {};
  const resolver = withColorSchemes(shopResolver, () => settings);
  settings = resolveSettings(themeSchema, stored, resolver, translator);
  return { settings, resolver };
}

describe('color_palette setting', () => {
  it('loops over the stored palette colours as color objects, each also reachable by name', async () => {
    const { settings } = themeSettings();
    const out = await liquid(
      '{% for c in settings.swatches %}{{ c }}:{{ c | color_brightness }};{% endfor %}|{{ settings.swatches.moss.rgb }}|{{ settings.swatches.size }}',
      { settings },
    );
    expect(out).toBe('#fff8e7:248.16;#202a44:41.97;#6b8e23:119.34;|107 142 35|3');
  });

  it('gives a colour setting that names a palette colour that colour, stored or default', async () => {
    const { settings } = themeSettings();
    const template = `{%- liquid
      assign b = settings.body_text | color_brightness
      if b <= 128
        echo 'dark '
      endif
      echo settings.body_text | append: ' ' | append: settings.button_fill | append: ' [' | append: settings.missing_ref | append: ']'
    -%}`;
    expect(await liquid(template, { settings })).toBe('dark #202a44 #6b8e23 []');
  });

  it("resolves a section's palette reference through the theme's palette", async () => {
    const { settings, resolver } = themeSettings();
    const section = resolveSettings([{ type: 'color', id: 'bg', default: '{{ settings.swatches.paper }}' }], {}, resolver, translator);
    expect(await liquid('{{ section.bg }} {{ section.bg.alpha }} {{ section.bg | color_darken: 10 }}', { section, settings })).toBe('#fff8e7 1 #ffe9b4');
  });
});

describe('color object', () => {
  it('exposes rgba, hsl, oklch and colour-space properties, and prints a translucent colour as rgba()', async () => {
    const settings = resolveSettings(
      [
        { type: 'color', id: 'solid', default: '#ea5ab9' },
        { type: 'color', id: 'glass', default: 'rgba(0, 0, 0, 0.25)' },
      ],
      {},
      shopResolver,
      translator,
    );
    const out = await liquid(
      '{% assign c = settings.solid %}{{ c.rgba }}|{{ c.hue }} {{ c.saturation }} {{ c.lightness }}|{{ c.oklch }}|{{ c.oklcha }}|{{ c.chroma }}|{{ c.color_space }}|{{ settings.glass }}|{{ settings.glass.rgba }}',
      { settings },
    );
    expect(out).toBe('234 90 185 / 1.0|320 77 64|68% 0.2 343|68% 0.2 343 / 1.0|0.204|srgb|rgba(0, 0, 0, 0.25)|0 0 0 / 0.25');
  });
});

describe('colour formats a setting may hold', () => {
  it('reads space-separated rgb() and oklch() colours, and tells their colour space', async () => {
    const settings = resolveSettings(
      [
        { type: 'color', id: 'shade', default: 'rgb(10 20 30 / 0.5)' },
        { type: 'color', id: 'grey', default: 'oklch(50% 0 0)' },
        { type: 'color', id: 'red', default: 'oklch(0.628 0.2577 29.23 / 80%)' },
      ],
      {},
      shopResolver,
      translator,
    );
    const out = await liquid(
      '{{ settings.shade.rgba }} {{ settings.shade.color_space }}|{{ settings.grey }} {{ settings.grey | color_brightness }} {{ settings.grey.color_space }}|{{ settings.red.rgba }}',
      { settings },
    );
    expect(out).toBe('10 20 30 / 0.5 srgb|#636363 99 oklch|255 0 0 / 0.8');
  });
});
