// Lax error mode (how Shopify renders themes): markup Liquid's lax parser tolerates but LiquidJS
// rejects is read with Liquid's lax regexes (`{{ 'a' || upcase }}` → upcase, `{% if a && b %}` → a,
// `{{.*}}` → nil) and handed to LiquidJS in its canonical form. Only markup LiquidJS rejects is touched.
import { Tokenizer, TypeGuards, Value, type Liquid, type Template, type TopLevelToken } from 'liquidjs';
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

/** One comparison of a condition as Liquid's lax If reads it: `left`, or `left operator right` (right may be missing). */
export interface LaxComparison {
  left: string;
  operator?: string;
  right?: string;
}

/** if/elsif/unless markup split as Liquid's lax If splits it: comparisons with `and`/`or` between them. */
export function laxConditionParts(markup: string): (LaxComparison | 'and' | 'or')[] {
  return (markup.match(CONDITION_PART) ?? []).map((part) => {
    const word = part.trim();
    if (word === 'and' || word === 'or') return word;
    const [, left = '', operator, right] = COMPARISON.exec(part) ?? [];
    return { left, operator, right };
  });
}

/** if/elsif/unless markup as Liquid's lax Condition parsing reads it (text after a lone operand is ignored). */
export function laxConditionMarkup(markup: string): string {
  return laxConditionParts(markup)
    .map((part) => {
      if (typeof part === 'string') return part;
      const { left, operator, right } = part;
      // A missing right operand is nil, as Ruby's Condition compares it.
      return operator ? `${laxExpression(left)} ${operator} ${right === undefined ? 'nil' : laxExpression(right)}` : laxExpression(left);
    })
    .join(' ');
}

function accepts(engine: Liquid, markup: string): boolean {
  try {
    new Value(markup, engine);
    return true;
  } catch {
    return false;
  }
}

/** One fragment of markup (a `when` value, a cycle value): as LiquidJS reads it, or as lax Liquid where LiquidJS rejects it. */
export const laxFragment = (engine: Liquid, fragment: string): string => (accepts(engine, fragment) ? fragment : laxExpression(fragment));

/** `cycle` markup as Liquid's lax Cycle reads it: `[name:] values`, each comma-separated piece's first fragment. */
export function laxCycleMarkup(engine: Liquid, markup: string): string | undefined {
  const values = (list: string): string[] =>
    list
      .split(',')
      .flatMap((piece) => new RegExp(QUOTED_FRAGMENT).exec(piece)?.[0] ?? [])
      .map((fragment) => laxFragment(engine, fragment));
  const named = new RegExp(`^(${QUOTED_FRAGMENT})\\s*:\\s*([\\s\\S]*)$`).exec(markup);
  // A named cycle with no values prints nil, nothing, each time.
  if (named) return `${laxFragment(engine, named[1] ?? '')}: ${values(named[2] ?? '').join(', ') || 'nil'}`;
  return new RegExp(`^${QUOTED_FRAGMENT}`).test(markup) ? values(markup).join(', ') : undefined;
}

const CONDITION_TAGS = new Set(['if', 'elsif', 'unless']);

/** A tag's markup as lax Liquid reads it where LiquidJS rejects it (conditions, assign, echo, `liquid` lines), else undefined. */
function laxTagMarkup(engine: Liquid, name: string, markup: string): string | undefined {
  if (name === 'liquid') {
    let changed = false;
    const lines = markup.split('\n').map((line) => {
      const [, indent = '', tag = '', rest = ''] = /^(\s*)(\w+)\s*(.*)$/s.exec(line) ?? [];
      const lax = tag ? laxTagMarkup(engine, tag, rest) : undefined;
      if (lax === undefined) return line;
      changed = true;
      return `${indent}${tag} ${lax}`;
    });
    return changed ? lines.join('\n') : undefined;
  }
  if (name === 'assign') {
    // Ruby's lax Assign: the target, `=`, then the rest read as a variable's markup.
    const [, target, value = ''] = /^([^=]*?)\s*=\s*([\s\S]*)$/.exec(markup) ?? [];
    return target && !accepts(engine, value) ? `${target} = ${laxOutputMarkup(value)}` : undefined;
  }
  if (accepts(engine, markup)) return undefined;
  if (name === 'echo') return laxOutputMarkup(markup);
  return CONDITION_TAGS.has(name) ? laxConditionMarkup(markup) : undefined;
}

/** The source with each output and tag markup LiquidJS rejects rewritten to its lax reading (on the same lines). */
function laxSource(engine: Liquid, html: string, tokens: TopLevelToken[]): string {
  const edits: MarkupEdit[] = [];
  for (const token of tokens) {
    if (TypeGuards.isOutputToken(token) && !accepts(engine, token.content)) {
      edits.push([token, laxOutputMarkup(token.content)]);
    } else if (TypeGuards.isTagToken(token)) {
      const markup = laxTagMarkup(engine, token.name, token.args);
      if (markup !== undefined) edits.push([token, markup]);
    }
  }
  return spliceMarkup(html, edits);
}

/** A parse falling back to Liquid's lax reading of the markup LiquidJS cannot parse (LiquidJS's option parseWrapper:
 * the parse of every template, partial and layout). */
export function parseLax(engine: Liquid, html: string, filepath: string | undefined, parse: (source: string) => Template[]): Template[] {
  try {
    return parse(html);
  } catch (err) {
    let tokens: TopLevelToken[];
    try {
      tokens = new Tokenizer(html, engine.options.operators, filepath).readTopLevelTokens(engine.options);
    } catch {
      throw err;
    }
    const lax = laxSource(engine, html, tokens);
    if (lax === html) throw err;
    return parse(lax);
  }
}
