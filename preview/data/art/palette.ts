// The drawn art's colours: the brand's, read from the theme's colour settings, plus food colours.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const SETTINGS_SCHEMA = fileURLToPath(new URL('../../../config/settings_schema.json', import.meta.url));

const settings = (JSON.parse(readFileSync(SETTINGS_SCHEMA, 'utf8')) as { settings?: { id?: string; default?: unknown }[] }[]).flatMap((g) => g.settings ?? []);

/** The default of the theme colour setting `color_<name>` (BRAND.md's palette, as merchants get it). */
function brandColour(name: string): string {
  const value = settings.find((s) => s.id === `color_${name}`)?.default;
  if (typeof value !== 'string') throw new Error(`config/settings_schema.json has no default for color_${name}`);
  return value;
}

export const C = {
  ink: brandColour('ink'),
  olive: brandColour('olive'),
  chartreuse: brandColour('chartreuse'),
  cream: brandColour('cream'),
  tomato: brandColour('tomato'),
  sky: brandColour('sky'),
  white: '#FFFFFF',
  tan: '#E9C98B',
  crust: '#D9A45B',
  bake: '#B9772F',
  crumb: '#F3D9A0',
  yolk: '#F6B326',
  lemon: '#F4D03F',
  oil: '#E9C23C',
  herb: '#5E8C2A',
  leaf: '#8DB33A',
  garlic: '#F1E6C8',
  wood: '#C98D4E',
  steel: '#3A4333',
  berry: '#7A2E3A',
  peach: '#F59A52',
  cocoa: '#5A3A22',
};
