// Whitespace of blank blocks, as Shopify's Liquid renders it: an if/unless/case/for whose bodies hold
// only whitespace and tags that print nothing (assign, capture, comment, …) drops that whitespace,
// so `{% if x %} {% assign y = 1 %} {% endif %}` renders nothing.
import { TokenKind, type Liquid, type Template } from 'liquidjs';

type TagConstructor = new (...args: unknown[]) => object;
type TagDefinition = Parameters<Liquid['registerTag']>[1];

const SILENT_TAGS = new Set(['assign', 'capture', 'comment', '#', 'doc', 'schema', 'stylesheet', 'javascript']);
const BLANK_AWARE_TAGS = ['if', 'unless', 'case', 'for'];

interface BlockShape { blank?: boolean; branches?: { templates: Template[] }[]; templates?: Template[]; elseTemplates?: Template[] }

/** A tag that never prints (assign, capture, comment, …). */
export const isSilentTag = (template: Template): boolean => SILENT_TAGS.has((template.token as { name?: string }).name ?? '');

/** A node that prints nothing: whitespace text, a silent tag, or a block tag whose bodies are all blank. */
export function isBlank(template: Template): boolean {
  if (template.token.kind === TokenKind.HTML) return /^\s*$/.test((template as unknown as { str: string }).str);
  return isSilentTag(template) || (template as BlockShape).blank === true;
}

function stripBlankBodies(block: BlockShape): void {
  const bodies = [...(block.branches ?? []).map((branch) => branch.templates), block.templates, block.elseTemplates]
    .filter((body): body is Template[] => Array.isArray(body));
  block.blank = bodies.every((body) => body.every(isBlank));
  if (!block.blank) return;
  for (const body of bodies) {
    for (let i = body.length - 1; i >= 0; i--) if ((body[i] as Template).token.kind === TokenKind.HTML) body.splice(i, 1);
  }
}

/** Wraps the engine's current if/unless/case/for so blank bodies print no whitespace. */
export function useBlankBlocks(engine: Liquid): void {
  for (const name of BLANK_AWARE_TAGS) {
    const Base = engine.tags[name] as unknown as TagConstructor;
    const BlankAware = class extends Base {
      constructor(...args: unknown[]) {
        super(...args);
        stripBlankBodies(this);
      }
    };
    engine.registerTag(name, BlankAware as unknown as TagDefinition);
  }
}
