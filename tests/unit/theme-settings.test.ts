// The render report's --setting: a theme setting or a template section's setting changed in a
// temporary copy of the theme, the original untouched; a malformed one or an unknown section is a clear error.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import { parseSetting, themeWithSettings } from '../../scripts/theme-report/theme-settings';

const THEME = path.resolve('tests/fixtures/context-theme');
const json = (root: string, file: string) => parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;

describe('--setting', () => {
  it('reads a theme setting and a section setting, values as JSON where they parse', () => {
    expect(parseSetting('cart_type=drawer')).toEqual({ file: 'config/settings_data.json', jsonPath: ['current', 'cart_type'], value: 'drawer' });
    expect(parseSetting('templates/collection.json#product-grid.columns=4')).toEqual({
      file: 'templates/collection.json',
      jsonPath: ['sections', 'product-grid', 'settings', 'columns'],
      value: 4,
    });
    expect(parseSetting('mobile_quick_add=true').value).toBe(true);
    expect(() => parseSetting('cart type')).toThrow('--setting cart type: write name=value, or templates/<file>.json#<section>.<name>=value');
  });

  it('changes them in a copy of the theme and leaves the theme as it was', () => {
    const copy = themeWithSettings(THEME, [parseSetting('cart_type=drawer'), parseSetting('templates/collection.json#main.heading=Shop')]);
    try {
      expect(json(copy, 'config/settings_data.json')).toEqual({ current: { cart_type: 'drawer' } });
      expect(json(copy, 'templates/collection.json')).toMatchObject({ sections: { main: { type: 'collection-heading', settings: { heading: 'Shop' } } } });
      expect(json(THEME, 'config/settings_data.json')).toEqual({ current: {} });
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it("changes the named preset's settings when `current` names one (as Dawn's does)", () => {
    const copy = themeWithSettings(THEME, []);
    try {
      writeFileSync(path.join(copy, 'config/settings_data.json'), '{ "current": "Default", "presets": { "Default": { "cart_type": "notification" } } }');
      const changed = themeWithSettings(copy, [parseSetting('cart_type=drawer')]);
      expect(json(changed, 'config/settings_data.json')).toEqual({ current: 'Default', presets: { Default: { cart_type: 'drawer' } } });
      rmSync(changed, { recursive: true, force: true });
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('a section the template does not have is an error', () => {
    expect(() => themeWithSettings(THEME, [parseSetting('templates/collection.json#grid.columns=4')])).toThrow(
      '--setting: templates/collection.json has no section "grid"',
    );
  });
});
