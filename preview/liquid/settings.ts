// Setting values as Liquid sees them: schema defaults under stored values, `t:` defaults
// translated, resource references (handles, shopify:// URLs) resolved through the server's resolver.
import type { SettingSchema } from './theme-files';
import type { Translator } from './translate';
import { toColor } from './color-drop';
import { colorPalette, isColorPalette, paletteReference } from './color-palette';
import { TextDrop } from './text-drop';
import { FontDrop } from './font-library';
import { localeUrl } from '../shop/locale-urls';

export { toColor } from './color-drop';

/** Each lookup answers the Liquid object, or undefined when nothing has that handle. */
export interface ResourceResolver {
  linklist(handle: string): unknown;
  product(handle: string): unknown;
  collection(handle: string): unknown;
  blog(handle: string): unknown;
  page(handle: string): unknown;
  article(ref: string): unknown;
  image(ref: string): unknown;
  /** `video` settings: "shopify://files/videos/<file>" → the Liquid video object */
  video?(ref: string): unknown;
  /** A `color_scheme` setting's scheme (from the theme's `color_scheme_group`), by its id. */
  colorScheme?(id: string): unknown;
  /** A colour of the theme's `color_palette` setting `setting`, by its name. */
  paletteColor?(setting: string, name: string): unknown;
}

/** One scheme of a `color_scheme_group` setting: prints as its id, `settings` resolved by the group's definition. */
export class ColorSchemeDrop extends TextDrop {
  constructor(
    readonly id: string,
    readonly settings: Record<string, unknown>,
  ) {
    super(id);
  }
}

/**
 * shopify://collections/all → /collections/all, under the page's language as Shopify's resource
 * URLs are (/fr/collections/all); other URLs pass through.
 */
export function resolveUrl(value: unknown): string {
  if (typeof value !== 'string') return '';
  const m = /^shopify:\/\/(products|collections|pages|blogs|policies|search)(\/.*)?$/.exec(value);
  if (!m) return value;
  if (m[1] === 'search') return localeUrl('/search');
  return localeUrl(`/${m[1]}${m[2] ?? ''}`);
}

const handleOf = (v: unknown): string => (typeof v === 'string' ? v : '');

/** Resolves one stored setting value for its schema type. */
export function resolveSettingValue(type: string, raw: unknown, resolver: ResourceResolver): unknown {
  const empty = raw === undefined || raw === null || raw === '';
  switch (type) {
    case 'color':
    case 'color_background':
      return toColor(raw);
    case 'url':
      return empty ? null : resolveUrl(raw);
    case 'link_list':
      return empty ? null : (resolver.linklist(handleOf(raw)) ?? null);
    case 'product':
      return empty ? null : (resolver.product(handleOf(raw)) ?? null);
    case 'collection':
      return empty ? null : (resolver.collection(handleOf(raw)) ?? null);
    case 'blog':
      return empty ? null : (resolver.blog(handleOf(raw)) ?? null);
    case 'page':
      return empty ? null : (resolver.page(handleOf(raw)) ?? null);
    case 'article':
      return empty ? null : (resolver.article(handleOf(raw)) ?? null);
    case 'image_picker':
      return empty ? null : (resolver.image(handleOf(raw)) ?? null);
    case 'video':
      return empty ? null : (resolver.video?.(handleOf(raw)) ?? null);
    case 'product_list':
      return Array.isArray(raw) ? raw.map((h) => resolver.product(handleOf(h))).filter((p) => p !== undefined) : [];
    case 'collection_list':
      return Array.isArray(raw) ? raw.map((h) => resolver.collection(handleOf(h))).filter((c) => c !== undefined) : [];
    case 'font_picker':
      return empty ? null : new FontDrop(handleOf(raw));
    case 'checkbox':
      return raw === true || raw === 'true';
    case 'number':
    case 'range':
      return raw === undefined || raw === null || raw === '' ? null : Number(raw);
    default:
      return raw;
  }
}

/** A resolver whose `colorScheme` finds a scheme among the theme's settings (read lazily: they resolve through it too). */
export function withColorSchemes(base: ResourceResolver, themeSettings: () => Record<string, unknown>): ResourceResolver {
  let readingPalette = false;
  return {
    linklist: (h) => base.linklist(h),
    product: (h) => base.product(h),
    collection: (h) => base.collection(h),
    blog: (h) => base.blog(h),
    page: (h) => base.page(h),
    article: (r) => base.article(r),
    image: (r) => base.image(r),
    ...(base.video ? { video: (r: string) => base.video!(r) } : {}),
    colorScheme: (id) => {
      const group = Object.values(themeSettings()).find((v) => Array.isArray(v) && v[0] instanceof ColorSchemeDrop);
      return (group as Record<string, unknown> | undefined)?.[id];
    },
    paletteColor: (setting, name) => {
      // Theme settings that are still resolving (a scheme's colours, a theme without a palette) find none.
      if (readingPalette) return undefined;
      readingPalette = true;
      try {
        const palette = themeSettings()[setting];
        return isColorPalette(palette) ? palette[name] : undefined;
      } finally {
        readingPalette = false;
      }
    },
  };
}

/** `color_scheme_group`: the stored schemes in order, each also reachable by id (`settings.color_schemes['scheme-1']`). */
function colorSchemeGroup(setting: SettingSchema, raw: unknown, resolver: ResourceResolver, translator: Translator): ColorSchemeDrop[] {
  const stored = raw && typeof raw === 'object' ? (raw as Record<string, { settings?: Record<string, unknown> }>) : {};
  const definition = Array.isArray(setting.definition) ? (setting.definition as SettingSchema[]) : [];
  const schemes = Object.entries(stored).map(([id, scheme]) => new ColorSchemeDrop(id, resolveSettings(definition, scheme?.settings, resolver, translator)));
  return Object.assign(schemes, Object.fromEntries(schemes.map((scheme) => [scheme.id, scheme])));
}

/** Merges schema defaults (translated) with stored values, then resolves every value by type. */
export function resolveSettings(
  schema: SettingSchema[] | undefined,
  stored: Record<string, unknown> | undefined,
  resolver: ResourceResolver,
  translator: Translator,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const values = stored ?? {};
  const known = new Set<string>();
  let schemes: ColorSchemeDrop[] | undefined;
  for (const setting of schema ?? []) {
    if (!setting.id || setting.type !== 'color_scheme_group') continue;
    schemes = colorSchemeGroup(setting, values[setting.id], resolver, translator);
    out[setting.id] = schemes;
  }
  // Palettes first: colour settings below may name one of their colours.
  for (const setting of schema ?? []) {
    if (setting.id && setting.type === 'color_palette') out[setting.id] = colorPalette(setting.id in values ? values[setting.id] : setting.default);
  }
  for (const setting of schema ?? []) {
    if (!setting.id) continue;
    known.add(setting.id);
    if (setting.type === 'color_scheme_group') continue;
    const raw = setting.id in values ? values[setting.id] : translator.schemaValue(setting.default);
    if (setting.type === 'color_palette') continue;
    const reference = (setting.type === 'color' || setting.type === 'color_background') && paletteReference(raw);
    if (reference) {
      // A colour that names a palette colour takes that colour (blank when the palette has no such name).
      const own = out[reference.setting];
      out[setting.id] = (isColorPalette(own) ? own[reference.name] : resolver.paletteColor?.(reference.setting, reference.name)) ?? '';
      continue;
    }
    if (setting.type === 'color_scheme') {
      // The theme's own settings carry the group; sections and blocks look it up through the resolver.
      const id = typeof raw === 'string' ? raw : '';
      const group = schemes as Record<string, unknown> | undefined;
      out[setting.id] = id === '' ? null : (group?.[id] ?? resolver.colorScheme?.(id) ?? id);
      continue;
    }
    out[setting.id] = resolveSettingValue(setting.type, raw, resolver);
  }
  // Stored values the schema no longer declares still reach Liquid, as on Shopify.
  for (const [key, value] of Object.entries(values)) if (!known.has(key)) out[key] = value;
  return out;
}
