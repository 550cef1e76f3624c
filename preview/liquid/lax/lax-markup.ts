// Lax error mode (how Shopify renders themes): markup Liquid's lax parser tolerates but LiquidJS
// rejects is read with Liquid's lax regexes (`{{ 'a' || upcase }}` → upcase, `{% if a && b %}` → a,
// `{{.*}}` → nil) and handed to LiquidJS in its canonical form. Only markup LiquidJS rejects is touched.
import { Tokenizer, TypeGuards, Value, type Liquid, type TopLevelToken } from 'liquidjs';
import { spliceMarkup, type MarkupEdit } from '../markup-splice';

export const QUOTED_STRING = `"[^"]*"|'[^']*'`;
export const QUOTED_FRAGMENT = `(?:${QUOTED_STRING}|(?:[^\\s,|'"]|${QUOTED_STRING})+)`;
const LITERAL = new RegExp(`^(?:${QUOTED_STRING}|-?\\d+(?:\\.\\d+)?|\\(\\S+\\.\\.\\S+\\))$`);
/** Digits with dots Ruby's lax number parse still reads as a Float: `-0..1` → -0.0, `0.....5` → 0.0, `1.2.3` → 1.2. */
const DOTTED_NUMBER = /^(-?\d+)(\.\d+)?\.[\d.]*$/;
const LOOKUP_PART = /\[(?:[^[\]]|\[[^[\]]*\])*\]|[\w-]+\??/g;
const FILTER = new RegExp(`(?:\\s+|${QUOTED_FRAGMENT}|,)+`, 'g');
const FILTER_ARG = new RegExp(`(?::|,)\\s*((?:\\w+\\s*:\\s*)?${QUOTED_FRAGMENT})`, 'g');
const CONDITION_PART = new RegExp(`\\b(?:\\s?and\\s?|\\s?or\\s?)\\b|(?:\\s*(?!\\b(?:\\s?and\\s?|\\s?or\\s?)\\b)(?:${QUOTED_FRAGMENT}|\\S+)\\s*)+`, 'g');
const COMPARISON = new RegExp(`(${QUOTED_FRAGMENT})\\s*([=!<>a-z_]+)?\\s*(${QUOTED_FRAGMENT})?`);

/** An expression as lax Liquid reads it: a literal, or a variable lookup built from its name parts. */
export function laxExpression(markup: string): string {
  const text = markup.trim();
  if (LITERAL.test(text)) return text;
  const dotted = DOTTED_NUMBER.exec(text);
  if (dotted) return `${dotted[1] ?? ''}${dotted[2] ?? '.0'}`;
  const parts = text.match(LOOKUP_PART) ?? [];
  if (!parts.length) return 'nil';
  // A name of digits (`['123'` unclosed) is still a variable's name, which LiquidJS reads only in brackets.
  const [name = ''] = parts;
  if (/^\d+$/.test(name)) parts[0] = `['${name}']`;
  return parts.map((part, i) => (i === 0 || part.startsWith('[') ? part : `.${part}`)).join('');
}

/** `{{ … }}` markup as Liquid's Variable#lax_parse reads it. */
export function laxOutputMarkup(markup: string): string {
  const match = new RegExp(`(${QUOTED_FRAGMENT})(.*)`, 's').exec(markup);
  if (!match) return '';
  let out = laxExpression(match[1] ?? '');
  const filters = /\|\s*(.*)/s.exec(match[2] ?? '')?.[1] ?? '';
  for (const filter of filters.match(FILTER) ?? []) {
    const name = /\w+/.exec(filter)?.[0];
    if (!name) continue;
    const args = [...filter.matchAll(FILTER_ARG)].map(([, arg = '']) => {
      const keyed = /^(\w+)\s*:\s*(.*)$/s.exec(arg);
      return keyed ? `${keyed[1]}: ${laxExpression(keyed[2] ?? '')}` : laxExpression(arg);
    });
    out += ` | ${name}${args.length ? `: ${args.join(', ')}` : ''}`;
  }
  return out;
}

/** if/elsif/unless markup as Liquid's lax Condition parsing reads it (text after a lone operand is ignored). */
export function laxConditionMarkup(markup: string): string {
  return (markup.match(CONDITION_PART) ?? []).map((part) => {
    const word = part.trim();
    if (word === 'and' || word === 'or') return word;
    const match = COMPARISON.exec(part);
    if (!match) return 'nil';
    const [, left = '', operator, right] = match;
    return operator && right ? `${laxExpression(left)} ${operator} ${laxExpression(right)}` : laxExpression(left);
  }).join(' ');
}

const CONDITION_TAGS = new Set(['if', 'elsif', 'unless']);

function accepts(engine: Liquid, markup: string): boolean {
  try {
    new Value(markup, engine);
    return true;
  } catch {
    return false;
  }
}

/** The source with each output/condition LiquidJS rejects rewritten to its lax reading. */
function laxSource(engine: Liquid, html: string, tokens: TopLevelToken[]): string {
  const edits: MarkupEdit[] = [];
  for (const token of tokens) {
    if (TypeGuards.isOutputToken(token) && !accepts(engine, token.content)) {
      edits.push([token, laxOutputMarkup(token.content)]);
    } else if (TypeGuards.isTagToken(token) && CONDITION_TAGS.has(token.name) && !accepts(engine, token.args)) {
      edits.push([token, laxConditionMarkup(token.args)]);
    }
  }
  return spliceMarkup(html, edits);
}

/** Makes the engine's parse() fall back to Liquid's lax reading of markup LiquidJS cannot parse. */
export function useLaxSyntax(engine: Liquid): void {
  const parse = engine.parse.bind(engine);
  engine.parse = (html, filepath) => {
    try {
      return parse(html, filepath);
    } catch (err) {
      let tokens: TopLevelToken[];
      try {
        tokens = new Tokenizer(html, engine.options.operators, filepath).readTopLevelTokens(engine.options);
      } catch {
        throw err;
      }
      const lax = laxSource(engine, html, tokens);
      if (lax === html) throw err;
      return parse(lax, filepath);
    }
  };
}
