// Setting values that are dynamic sources, resolved as the theme editor does: a stored value (or
// a schema default) holding `{{ … }}` reads the render context it appears in (`product.vendor`,
// `closest.collection.title`, a metafield's value, `settings.color_palette.color1`). Text settings
// render the whole value; any other type takes the one referenced object (`{{ closest.product }}`).
import { Context, toValueSync, Value, type Liquid, type Template } from 'liquidjs';
import { toColor } from './settings';
import { toText } from './to-text';
import type { SectionSchema, SettingSchema } from './theme-files';
import type { SectionData } from './sections';

/** Settings whose value is text with sources inside it, rendered as Liquid. */
const TEXT_TYPES = new Set(['text', 'textarea', 'richtext', 'inline_richtext', 'html', 'url']);
/** A value that is exactly one source: `{{ closest.product }}`. */
const SINGLE_SOURCE = /^\s*\{\{-?\s*([^{}]+?)\s*-?\}\}\s*$/;

type Globals = Record<string | symbol, unknown>;

const isDynamic = (value: unknown): value is string => typeof value === 'string' && value.includes('{{');

/** The value a referenced object gives a setting of `type` (a color prints as its hex, a number parses). */
function typed(type: string, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  switch (type) {
    case 'color':
    case 'color_background':
      return toColor(toText(value));
    case 'checkbox':
      return value === true || value === 'true';
    case 'number':
    case 'range':
      return Number(value);
    default:
      return value;
  }
}

/**
 * Replaces, in `settings` (already resolved), every value whose stored or default form is a
 * dynamic source by what it reads in `scope`. A source that cannot be read leaves the setting
 * empty, as the storefront shows a source whose resource is absent.
 */
export function applyDynamicSources(
  settings: Record<string, unknown>,
  schema: SettingSchema[] | undefined,
  stored: Record<string, unknown> | undefined,
  engine: Liquid,
  scope: Globals,
): void {
  for (const setting of schema ?? []) {
    if (!setting.id) continue;
    const raw = stored && setting.id in stored ? stored[setting.id] : setting.default;
    if (!isDynamic(raw)) continue;
    settings[setting.id] = resolveSource(setting.type, raw, engine, scope);
  }
}

/** Parsed sources per engine: a theme's sources are few, and a new engine (reload) parses them again. */
const parsedSources = new WeakMap<Liquid, Map<string, Template[] | Value>>();

function parsed<T extends Template[] | Value>(engine: Liquid, key: string, parse: () => T): T {
  let cache = parsedSources.get(engine);
  if (!cache) parsedSources.set(engine, (cache = new Map<string, Template[] | Value>()));
  let hit = cache.get(key) as T | undefined;
  if (!hit) cache.set(key, (hit = parse()));
  return hit;
}

function resolveSource(type: string, raw: string, engine: Liquid, scope: Globals): unknown {
  const single = SINGLE_SOURCE.exec(raw);
  try {
    if (TEXT_TYPES.has(type) || !single) {
      const templates = parsed(engine, `text:${raw}`, () => engine.parse(raw));
      return String(engine.renderSync(templates, {}, { globals: scope }));
    }
    const expression = single[1] ?? '';
    const value = parsed(engine, `value:${expression}`, () => new Value(expression, engine));
    return typed(type, toValueSync(value.value(new Context({}, engine.options, { globals: scope }))));
  } catch {
    return TEXT_TYPES.has(type) ? '' : null;
  }
}

/** A section's own settings and its section blocks' settings, resolved in the page's context. */
export function applySectionSources(
  section: Record<string, unknown>,
  schema: SectionSchema,
  data: SectionData,
  engine: Liquid,
  scope: Globals,
  themeBlockSchema: (type: string) => SectionSchema | undefined,
): void {
  applyDynamicSources(section.settings as Record<string, unknown>, schema.settings, data.settings, engine, scope);
  for (const block of section.blocks as { id: string; type: string; settings: Record<string, unknown> }[]) {
    const blockSchema = schema.blocks?.find((b) => b.type === block.type) ?? themeBlockSchema(block.type);
    applyDynamicSources(block.settings, blockSchema?.settings, data.blocks?.[block.id]?.settings, engine, scope);
  }
}
