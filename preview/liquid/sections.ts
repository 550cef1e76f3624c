// The `section` and `block` objects a section file sees, and the wrapper element Shopify puts
// around every rendered section.
import { escapeHtml } from './html';
import { resolveSettings, type ResourceResolver } from './settings';
import type { SectionSchema } from './theme-files';
import type { Translator } from './translate';

export interface BlockData {
  type: string;
  settings?: Record<string, unknown>;
  disabled?: boolean;
  static?: boolean;
  /** nested theme blocks */
  blocks?: Record<string, BlockData>;
  block_order?: string[];
}
export interface SectionData {
  type: string;
  settings?: Record<string, unknown>;
  blocks?: Record<string, BlockData>;
  block_order?: string[];
  disabled?: boolean;
}

/** Where a section sits on the page: its id, stored data and location. */
export interface SectionPlacement {
  id: string;
  data: SectionData;
  /** 'template', the group type ('header', 'footer', …), or 'static'. */
  location: string;
  /** 1-based position in its location; undefined under the Section Rendering API. */
  index?: number;
  /** Group file name for the shopify-section-group-<name> class. */
  group?: string;
  /** Theme file + line that placed the section (for missing-file errors); undefined for {% section %}. */
  source?: { file: string; line: number };
}

export interface SectionDeps {
  resolver: ResourceResolver;
  translator: Translator;
  designMode: boolean;
  /** schema of a theme block file (`blocks/<type>.liquid`), for blocks the section schema only names */
  themeBlockSchema?: (type: string) => SectionSchema | undefined;
}

const editorAttribute = (name: string, data: Record<string, unknown>): string => `data-shopify-editor-${name}="${escapeHtml(JSON.stringify(data))}"`;

export function buildSectionObject(placement: SectionPlacement, schema: SectionSchema, deps: SectionDeps): Record<string, unknown> {
  const { data } = placement;
  const blockSchemas = new Map((schema.blocks ?? []).map((b) => [b.type, b]));
  const storedBlocks = data.blocks ?? {};
  const order = data.block_order ?? Object.keys(storedBlocks).filter((id) => !storedBlocks[id]?.static);
  const blocks = order
    .map((id) => [id, storedBlocks[id]] as const)
    .filter((entry): entry is readonly [string, BlockData] => !!entry[1] && !entry[1].disabled)
    .map(([id, block]) => ({
      id,
      type: block.type,
      settings: resolveSettings(
        blockSchemas.get(block.type)?.settings ?? deps.themeBlockSchema?.(block.type)?.settings,
        block.settings,
        deps.resolver,
        deps.translator,
      ),
      shopify_attributes: deps.designMode ? editorAttribute('block', { id, type: block.type }) : '',
    }));
  return {
    id: placement.id,
    settings: resolveSettings(schema.settings, data.settings, deps.resolver, deps.translator),
    blocks,
    block_order: blocks.map((b) => b.id),
    index: placement.index,
    index0: placement.index === undefined ? undefined : placement.index - 1,
    location: placement.location,
  };
}

const SECTION_TAGS = new Set(['article', 'aside', 'div', 'footer', 'header', 'section']);

export function wrapSection(html: string, placement: SectionPlacement, schema: SectionSchema, designMode: boolean): string {
  const tag = schema.tag && SECTION_TAGS.has(schema.tag) ? schema.tag : 'div';
  const classes = ['shopify-section', placement.group ? `shopify-section-group-${placement.group}` : '', schema.class ?? ''].filter(Boolean).join(' ');
  const editor = designMode ? ` ${editorAttribute('section', { id: placement.id, type: placement.data.type, disabled: false })}` : '';
  return `<${tag} id="shopify-section-${escapeHtml(placement.id)}" class="${escapeHtml(classes)}"${editor}>${html}</${tag}>`;
}

/** JSON template `wrapper` shorthand, e.g. "div#id.class[data-x=1]" → open/close tags. */
export function parseWrapper(wrapper: string | undefined): { open: string; close: string } | undefined {
  if (!wrapper) return undefined;
  const m = /^(div|main|section)((?:[#.][\w-]+|\[[\w-]+=[^\]]*\])*)$/.exec(wrapper.trim());
  if (!m || !m[1]) return undefined;
  const tag = m[1];
  let id = '';
  const classes: string[] = [];
  const extra: string[] = [];
  for (const part of (m[2] ?? '').match(/[#.][\w-]+|\[[\w-]+=[^\]]*\]/g) ?? []) {
    if (part.startsWith('#')) id = part.slice(1);
    else if (part.startsWith('.')) classes.push(part.slice(1));
    else {
      const [name, value = ''] = part.slice(1, -1).split('=');
      extra.push(` ${escapeHtml(name)}="${escapeHtml(value)}"`);
    }
  }
  const attrs = `${id ? ` id="${escapeHtml(id)}"` : ''}${classes.length ? ` class="${escapeHtml(classes.join(' '))}"` : ''}${extra.join('')}`;
  return { open: `<${tag}${attrs}>`, close: `</${tag}>` };
}
