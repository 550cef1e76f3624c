// Error mode strict2 (Shopify's strict parser): every standard tag's markup and every output is
// checked against Liquid's grammar before LiquidJS parses the template, so malformed syntax that
// LiquidJS would tolerate is a parse error. Themes render in lax mode and never come here.
import { Tokenizer, TypeGuards, type Liquid, type TopLevelToken } from 'liquidjs';
import { LiquidSyntaxError, MarkupParser } from './markup-parser';

type Grammar = (p: MarkupParser) => void;

/** `x`, `x.y`, `x[0]`: the target of assign/capture. */
function target(p: MarkupParser): void {
  p.consume('id');
  for (;;) {
    if (p.consumeIf('dot')) p.consume('id');
    else if (p.consumeIf('open_square')) { p.expression(); p.consume('close_square'); } else return;
  }
}

function loop(attributes: string[] | undefined): Grammar {
  return (p) => {
    p.consume('id');
    if (!p.word('in')) throw new LiquidSyntaxError("For loops require an 'in' clause");
    p.expression();
    if (!attributes) p.word('reversed');
    while (p.look('comma') || p.look('id')) {
      p.consumeIf('comma');
      const name = p.consume('id');
      if (!(attributes ?? ['limit', 'offset']).includes(name)) {
        throw new LiquidSyntaxError('Invalid attribute in for loop. Valid attributes are limit and offset');
      }
      p.consume('colon');
      p.expression();
    }
    p.end();
  };
}

function partial(stringOnly: boolean): Grammar {
  return (p) => {
    if (stringOnly && !p.look('string')) p.consume('string');
    p.expression();
    if (p.word('for') || p.word('with')) p.expression();
    if (p.word('as')) p.consume('id');
    p.consumeIf('comma');
    while (p.look('id')) {
      p.consume('id');
      p.consume('colon');
      p.expression();
      p.consumeIf('comma');
    }
    p.end();
  };
}

const empty: Grammar = (p) => p.end();

const GRAMMARS: Record<string, Grammar> = {
  assign: () => undefined, // checked on its two sides below
  capture: (p) => { if (!p.consumeIf('string')) target(p); p.end(); },
  case: (p) => { p.expression(); p.end(); },
  when: (p) => {
    do p.expression(); while (p.word('or') || p.consumeIf('comma'));
    p.end();
  },
  cycle: (p) => {
    if (p.look('colon', 1) || (!p.look('id') && p.look('colon', 1))) { p.expression(); p.consume('colon'); }
    // A trailing comma ends the list, as Ruby's strict2 Cycle allows.
    do p.expression(); while (p.consumeIf('comma') && !p.look('end_of_string'));
    p.end();
  },
  increment: (p) => { p.consume('id'); p.end(); },
  decrement: (p) => { p.consume('id'); p.end(); },
  echo: (p) => p.filtered(),
  if: (p) => p.condition(),
  elsif: (p) => p.condition(),
  unless: (p) => p.condition(),
  for: loop(undefined),
  tablerow: loop(['cols', 'limit', 'offset']),
  include: partial(false),
  render: partial(true),
  raw: empty,
  doc: empty,
};

function checkTag(name: string, markup: string, laxTags: ReadonlySet<string>): void {
  if (name === 'assign') {
    const match = /^([^=]*)=(.*)$/s.exec(markup);
    if (!match) throw new LiquidSyntaxError('Syntax Error in \'assign\' - Valid syntax: assign [var] = [source]');
    const [, name = '', value = ''] = match;
    const left = new MarkupParser(name);
    target(left);
    left.end();
    if (!value.trim()) throw new LiquidSyntaxError('[:end_of_string, ""] is not a valid expression');
    new MarkupParser(value).filtered();
    return;
  }
  if (name === 'liquid') {
    checkLiquidLines(markup, laxTags);
    return;
  }
  if (!laxTags.has(name)) GRAMMARS[name]?.(new MarkupParser(markup));
}

/** `{% liquid %}`: one tag per line; `echo`'s and others' markup follow the same grammar. */
function checkLiquidLines(markup: string, laxTags: ReadonlySet<string>): void {
  let commentDepth = 0;
  for (const line of markup.split('\n')) {
    const match = /^\s*(\w+)\s*(.*?)\s*$/s.exec(line);
    if (!match) continue;
    const [, name = '', rest = ''] = match;
    if (name === 'comment') commentDepth++;
    else if (name === 'endcomment') commentDepth--;
    else if (commentDepth === 0) checkTag(name, rest, laxTags);
  }
}

/** Throws the first strict2 syntax error in the template's tags and outputs. */
export function checkStrictSyntax(tokens: TopLevelToken[], laxTags: ReadonlySet<string> = new Set()): void {
  let commentDepth = 0;
  let previous: TopLevelToken | undefined;
  for (const token of tokens) {
    if (previous && TypeGuards.isTagToken(previous) && previous.name === 'doc' && /\{%-?\s*doc\b/.test(token.getText())) {
      throw new LiquidSyntaxError("Syntax Error in 'doc' - Nested doc tags are not allowed");
    }
    previous = token;
    if (TypeGuards.isTagToken(token)) {
      if (token.name === 'comment') commentDepth++;
      else if (token.name === 'endcomment') commentDepth = Math.max(0, commentDepth - 1);
      else if (commentDepth === 0) checkTag(token.name, token.args, laxTags);
    } else if (TypeGuards.isOutputToken(token) && commentDepth === 0) {
      new MarkupParser(token.content).filtered();
    }
  }
}

/** Tags Ruby Liquid's strict (not strict2) mode still parses laxly. */
const LAX_IN_STRICT = new Set(['case', 'when']);

/** Makes the engine's parse() (the template it is given; partials are not re-checked) check strict2 syntax first (strict: case/when excepted). */
export function useStrictSyntax(engine: Liquid, mode: 'strict' | 'strict2' = 'strict2'): void {
  const parse = engine.parse.bind(engine);
  engine.parse = (html, filepath) => {
    const tokenizer = new Tokenizer(html, engine.options.operators, filepath);
    checkStrictSyntax(tokenizer.readTopLevelTokens(engine.options), mode === 'strict' ? LAX_IN_STRICT : undefined);
    return parse(html, filepath);
  };
}
