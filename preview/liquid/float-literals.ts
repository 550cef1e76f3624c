// Number literals keep Ruby's types: LiquidJS reads `7.0` as the number 7; after parsing, each literal written with a
// decimal point or exponent becomes a RubyFloat (`{{ 7.0 }}` prints 7.0), and an integer past 2^53 a bigint (exact).
// The same walk marks dot-written `.first`/`.last`/`.size` lookups as method calls (ruby-lookups.ts).
import { TokenKind, type Liquid, type Template } from 'liquidjs';
import { markLookupCommands } from './ruby-lookups';
import { RubyFloat } from './ruby-values';

interface NumberLiteral {
  kind: number;
  content: unknown;
  getText(): string;
}

const isNumberLiteral = (value: object): value is NumberLiteral =>
  (value as { kind?: unknown }).kind === TokenKind.Number && typeof (value as { getText?: unknown }).getText === 'function';

/** Walks a parsed template tree (not into the engine it points back to): float literals to RubyFloats, big integers to bigints. */
function markFloats(root: unknown, engine: Liquid): void {
  const seen = new Set<object>();
  const stack: unknown[] = [root];
  while (stack.length) {
    const node = stack.pop();
    if (typeof node !== 'object' || node === null || seen.has(node) || node === engine) continue;
    seen.add(node);
    if (isNumberLiteral(node)) {
      const text = node.getText();
      if (typeof node.content !== 'number') continue;
      if (/[.eE]/.test(text)) node.content = new RubyFloat(node.content);
      else if (!Number.isSafeInteger(node.content) && /^-?\d+$/.test(text)) node.content = BigInt(text);
      continue;
    }
    markLookupCommands(node);
    for (const [key, value] of Object.entries(node)) {
      if (key !== 'liquid' && key !== 'parser' && typeof value === 'object') stack.push(value);
    }
  }
}

type PartialParse = (file: string, sync?: boolean, currentFile?: string) => Generator<unknown, Template[], string | Template[]>;

/** Makes every template this engine parses (pages, partials, layouts) keep its float literals as Floats. */
export function keepFloatLiterals(engine: Liquid): void {
  const marked = new WeakSet<object>();
  const mark = (templates: Template[]): Template[] => {
    if (!marked.has(templates)) {
      markFloats(templates, engine);
      marked.add(templates);
    }
    return templates;
  };
  const parse = engine.parse.bind(engine);
  engine.parse = (html, filepath) => mark(parse(html, filepath));
  // Partials and layouts are parsed (and cached) through these; the cached template list is marked once.
  for (const method of ['_parsePartialFile', '_parseLayoutFile'] as const) {
    const original: PartialParse = engine[method].bind(engine);
    engine[method] = function* (file, sync, currentFile) {
      return mark(yield* original(file, sync, currentFile));
    };
  }
  const parseFile = engine._parseFile.bind(engine);
  engine._parseFile = function* (file, sync, lookupType, currentFile) {
    return mark(yield* parseFile(file, sync, lookupType, currentFile));
  };
}
