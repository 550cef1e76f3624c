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

/** The templates just parsed with their float literals as Floats (the parse of every template, partial and layout passes here once). */
export function withFloatLiterals(templates: Template[], engine: Liquid): Template[] {
  markFloats(templates, engine);
  return templates;
}
