// Whitespace of blank blocks, as Shopify's Liquid renders it: an if/unless/case/for whose bodies hold
// only whitespace and tags that print nothing (assign, capture, comment, …) drops that whitespace,
// so `{% if x %} {% assign y = 1 %} {% endif %}` renders nothing. An error raised by a blank tag prints
// no error text (Ruby's BlockBody), in every parse mode, as Ruby Liquid 5.13 and Shopify do.
import { TokenKind, TypeGuards, type Liquid, type Template } from 'liquidjs';

type TagConstructor = new (...args: unknown[]) => object;
type TagDefinition = Parameters<Liquid['registerTag']>[1];

const SILENT_TAGS = new Set(['assign', 'capture', 'comment', '#', 'doc', 'schema', 'stylesheet', 'javascript']);
const BLANK_AWARE_TAGS = ['if', 'unless', 'case', 'for'];

/** The if/unless/case/for blocks whose bodies are all blank (set as each is parsed). */
const blankBlocks = new WeakSet<object>();

/** The bodies of an if/unless/case (`branches`, `elseTemplates`) or a for (`templates`, `elseTemplates`): their public fields. */
interface BlockShape {
  branches?: { templates: Template[] }[];
  templates?: Template[];
  elseTemplates?: Template[];
}

/** Ruby's `blank?` of a node: whitespace text, a silent tag, or a block whose bodies are all blank. */
function isBlankNode(template: Template): boolean {
  if (TypeGuards.isHTMLToken(template.token)) return /^\s*$/.test(template.token.getContent());
  return (TypeGuards.isTagToken(template.token) && SILENT_TAGS.has(template.token.name)) || blankBlocks.has(template);
}

/** Whether an error the node raises prints no inline error text: a silent tag's, or a blank block's. */
export const hidesErrorText = (template: Template): boolean => isBlankNode(template);

function stripBlankBodies(block: BlockShape): void {
  const bodies = [...(block.branches ?? []).map((branch) => branch.templates), block.templates, block.elseTemplates].filter((body): body is Template[] =>
    Array.isArray(body),
  );
  if (!bodies.every((body) => body.every(isBlankNode))) return;
  blankBlocks.add(block);
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
