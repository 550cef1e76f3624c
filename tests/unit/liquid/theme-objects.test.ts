// Objects and helpers other themes (Dawn) read: format_code, product option values, color schemes.
import { describe, expect, it } from 'vitest';
import { liquid } from './helpers';
import { resolveSettings, type ResourceResolver } from '../../../preview/liquid/settings';
import type { Translator } from '../../../preview/liquid/translate';

describe('format_code', () => {
  it('prints a gift card code in groups of four', async () => {
    expect(await liquid("{{ 'GOODDROP4F7K2X9Q' | format_code }}")).toBe('GOOD DROP 4F7K 2X9Q');
    expect(await liquid("{{ 'ab cd efg' | format_code }}")).toBe('abcd efg');
  });
});

describe('color_scheme_group and color_scheme settings', () => {
  const none = (): undefined => undefined;
  const resolver: ResourceResolver = { linklist: none, product: none, collection: none, blog: none, page: none, article: none, image: none };
  const translator = { schemaValue: (v: unknown) => v } as unknown as Translator;
  const schema = [
    {
      type: 'color_scheme_group',
      id: 'color_schemes',
      definition: [
        { type: 'color', id: 'background', default: '#FFFFFF' },
        { type: 'color', id: 'text', default: '#121212' },
      ],
    },
    { type: 'color_scheme', id: 'card_scheme', default: 'scheme-2' },
  ];
  const stored = {
    color_schemes: { 'scheme-1': { settings: { background: '#FFFFFF' } }, 'scheme-2': { settings: { background: '#242833', text: '#FFFFFF' } } },
  };

  it('lists the schemes in order, each by id, with colour settings and definition defaults', async () => {
    const settings = resolveSettings(schema, stored, resolver, translator);
    const out = await liquid(
      '{% for scheme in settings.color_schemes %}.color-{{ scheme.id }}{bg:{{ scheme.settings.background.red }},{{ scheme.settings.background.green }},{{ scheme.settings.background.blue }};fg:{{ scheme.settings.text }}}{% endfor %}|{{ settings.color_schemes["scheme-2"].settings.text }}',
      { settings },
    );
    expect(out).toBe('.color-scheme-1{bg:255,255,255;fg:#121212}.color-scheme-2{bg:36,40,51;fg:#ffffff}|#ffffff');
  });

  it('resolves a color_scheme setting to its scheme, printing as the id', async () => {
    const settings = resolveSettings(schema, stored, resolver, translator);
    expect(await liquid('{{ settings.card_scheme }}|{{ settings.card_scheme.settings.background }}', { settings })).toBe('scheme-2|#242833');
  });
});
