// Theme blocks (`blocks/*.liquid`) as `{% content_for %}` renders them: the blocks stored under a
// section or block (nested up to 8 levels), static blocks by type and id, schema defaults and
// presets for a static block nothing was stored for, and the wrapper element Shopify adds.
import { createHash } from 'node:crypto';
import type { Liquid, Template } from 'liquidjs';
import { escapeHtml } from './html';
import { resolveSettings, type ResourceResolver } from './settings';
import { narrowClosest } from './closest';
import { applyDynamicSources } from './dynamic-sources';
import type { BlockData } from './sections';
import type { SectionSchema, ThemeFiles } from './theme-files';
import type { Translator } from './translate';
import { noteRendered } from './state';

/** Where `content_for` is: the section it renders in and the block list it reads. */
export const BLOCK_SCOPE = Symbol('olivine.blockScope');

export interface BlockContainer {
  blocks?: Record<string, BlockData>;
  block_order?: string[];
}

export interface BlockScope {
  sectionId: string;
  container: BlockContainer;
  /** 0 in the section's own file, 1 in a top-level block … */
  depth: number;
  designMode: boolean;
}

/** Shopify nests theme blocks at most 8 levels deep. */
const MAX_DEPTH = 8;

export interface ThemeBlockDeps {
  files: ThemeFiles;
  engine: () => Liquid;
  parse: (rel: string) => Template[] | undefined;
  resolver: ResourceResolver;
  translator: Translator;
}

type Globals = Record<string | symbol, unknown>;

/**
 * The id Liquid sees as `block.id` and in the wrapper's `shopify-block-<id>`: like Shopify's, a
 * token derived from the section followed by `__` and the block's key in the stored data.
 */
export function themeBlockId(sectionId: string, key: string): string {
  const token = createHash('sha256')
    .update(sectionId)
    .digest('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 17);
  return `A${token}__${key}`;
}

/** A preset's (or a section default's) blocks in the stored-data shape: an array or an id-keyed object. */
export function presetContainer(preset: unknown): BlockContainer {
  const blocks = (preset as { blocks?: unknown } | undefined)?.blocks;
  const out: Record<string, BlockData> = {};
  if (Array.isArray(blocks)) {
    const order: string[] = [];
    blocks.forEach((raw: unknown, index) => {
      const entry = raw as BlockData & { id?: string };
      if (!entry || typeof entry.type !== 'string') return;
      const key = typeof entry.id === 'string' ? entry.id : `${entry.type.replace(/[^\w-]/g, '')}_${index + 1}`;
      out[key] = { ...entry, ...presetContainer(entry) };
      if (!entry.static) order.push(key);
    });
    return { blocks: out, block_order: order };
  }
  if (blocks && typeof blocks === 'object') {
    for (const [key, raw] of Object.entries(blocks as Record<string, BlockData>)) {
      if (raw && typeof raw.type === 'string') out[key] = { ...raw, ...presetContainer(raw) };
    }
    const order = (preset as { block_order?: unknown }).block_order;
    return { blocks: out, block_order: Array.isArray(order) ? order.filter((k): k is string => typeof k === 'string') : undefined };
  }
  return {};
}

const editorAttribute = (data: Record<string, unknown>): string => `data-shopify-editor-block="${escapeHtml(JSON.stringify(data))}"`;

export class ThemeBlocks {
  constructor(private deps: ThemeBlockDeps) {}

  /** Block schema of `blocks/<type>.liquid` (undefined when the theme has no such block). */
  schema(type: string): SectionSchema | undefined {
    return this.deps.files.exists(`blocks/${type}.liquid`) ? this.deps.files.blockSchema(type) : undefined;
  }

  private scopeOf(globals: Globals, tag: string): BlockScope {
    const scope = globals[BLOCK_SCOPE] as BlockScope | undefined;
    if (!scope) throw new Error(`${tag} can only be used in a section or a block`);
    return scope;
  }

  renderBlocks(globals: Globals, args: Record<string, unknown> = {}): string {
    const scope = this.scopeOf(globals, "content_for 'blocks'");
    const { closest } = narrowClosest(globals.closest, args);
    const stored = scope.container.blocks ?? {};
    const order = scope.container.block_order ?? Object.keys(stored).filter((key) => !stored[key]?.static);
    let html = '';
    for (const key of order) {
      const data = stored[key];
      // App blocks come from apps, which the offline storefront does not have.
      if (!data || data.disabled || data.static || data.type.startsWith('@')) continue;
      html += this.renderBlock({ ...globals, closest }, scope, key, data, {});
    }
    return html;
  }

  renderStatic(globals: Globals, type: string, key: string, args: Record<string, unknown>): string {
    const scope = this.scopeOf(globals, "content_for 'block'");
    const { closest, params } = narrowClosest(globals.closest, args);
    const stored = scope.container.blocks?.[key];
    if (stored?.disabled) return '';
    // Nothing stored for it (yet): the block's schema defaults, then its first preset, as when added.
    const data: BlockData = stored && stored.type === type ? stored : this.presetData(type);
    return this.renderBlock({ ...globals, closest }, scope, key, data, params);
  }

  private presetData(type: string): BlockData {
    const preset = (this.schema(type)?.presets as unknown[] | undefined)?.[0] as { settings?: Record<string, unknown> } | undefined;
    return { type, static: true, settings: preset?.settings, ...presetContainer(preset) };
  }

  private renderBlock(globals: Globals, scope: BlockScope, key: string, data: BlockData, params: Record<string, unknown>): string {
    const rel = `blocks/${data.type}.liquid`;
    if (scope.depth >= MAX_DEPTH) throw new Error(`Theme blocks nest at most ${MAX_DEPTH} levels deep (${rel})`);
    const tpl = this.deps.parse(rel);
    if (!tpl) throw new Error(`Missing block file: ${rel}`);
    noteRendered(globals, `blocks/${data.type}`);
    const schema = this.deps.files.blockSchema(data.type);
    const id = themeBlockId(scope.sectionId, key);
    const editor = scope.designMode ? editorAttribute({ id, type: data.type }) : '';
    const block = {
      id,
      type: data.type,
      settings: resolveSettings(schema.settings, data.settings, this.deps.resolver, this.deps.translator),
      shopify_attributes: editor,
    };
    applyDynamicSources(block.settings, schema.settings, data.settings, this.deps.engine(), globals);
    const inner: BlockScope = { ...scope, container: data, depth: scope.depth + 1 };
    const html = this.deps.engine().renderSync(tpl, { ...params }, { globals: { ...globals, block, [BLOCK_SCOPE]: inner } }) as string;
    if (schema.tag === null) return html;
    const tag = typeof schema.tag === 'string' && /^[a-z][\w-]*$/i.test(schema.tag) ? schema.tag : 'div';
    const classes = ['shopify-block', typeof schema.class === 'string' ? schema.class : ''].filter(Boolean).join(' ');
    return `<${tag} id="shopify-block-${escapeHtml(id)}" class="${escapeHtml(classes)}"${editor ? ` ${editor}` : ''}>${html}</${tag}>`;
  }
}
