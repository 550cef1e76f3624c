// Error modes strict and strict2 (Shopify's strict parsers): every standard tag's markup and every output
// is checked against Liquid's grammar before LiquidJS parses the template, so malformed syntax that
// LiquidJS would tolerate is a parse error. Themes render in lax mode and never come here.
import { TypeGuards, type Liquid, type Template, type TopLevelToken } from 'liquidjs';
import { spliceMarkup, type MarkupEdit } from '../markup-splice';
import { LiquidSyntaxError, MarkupParser } from './markup-parser';
import { liquidParseError, NESTED_DOC, nestsDoc, readCheckedTokens } from './tokens';

type Grammar = (p: MarkupParser) => void;

/** `x`, `x.y`, `x[0]`: the target of assign/capture. */
function target(p: MarkupParser): void {
  p.consume('id');
  for (;;) {
    if (p.consumeIf('dot')) p.consume('id');
    else if (p.consumeIf('open_square')) {
      p.expression();
      p.consume('close_square');
    } else return;
  }
}

const TABLEROW_ATTRIBUTES = ['cols', 'limit', 'offset', 'range'];

/** `for` names no attribute in its error; `tablerow` names the one it read. */
function loopAttribute(p: MarkupParser, tablerow: boolean): void {
  if (!tablerow) {
    if (!p.word('limit') && !p.word('offset')) throw new LiquidSyntaxError('Invalid attribute in for loop. Valid attributes are limit and offset');
    return;
  }
  const name = p.consume('id');
  if (!TABLEROW_ATTRIBUTES.includes(name)) {
    throw new LiquidSyntaxError(`Invalid attribute '${name}' in tablerow loop. Valid attributes are cols, limit, offset, and range`);
  }
}

function loop(tablerow: boolean): Grammar {
  return (p) => {
    p.consume('id');
    if (!p.word('in')) throw new LiquidSyntaxError("For loops require an 'in' clause");
    p.expression();
    if (!tablerow) p.word('reversed');
    while (p.look('comma') || p.look('id')) {
      p.consumeIf('comma');
      loopAttribute(p, tablerow);
      p.consume('colon');
      p.expression();
    }
    p.end();
  };
}

function partial(stringOnly: boolean): Grammar {
  return (p) => {
    // render: a quoted name, or Shopify's app-block form `render block`.
    if (!stringOnly || !p.word('block')) {
      if (stringOnly && !p.look('string')) p.consume('string');
      p.expression();
    }
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

const GRAMMARS: Record<string, Grammar> = {
  assign: () => undefined, // checked on its two sides below
  capture: (p) => {
    if (!p.consumeIf('string')) p.consume('id');
    p.end();
  },
  case: (p) => {
    p.expression();
    p.end();
  },
  when: (p) => {
    do p.expression();
    while (p.word('or') || p.consumeIf('comma'));
    p.end();
  },
  cycle: (p) => {
    if (p.look('end_of_string')) throw new LiquidSyntaxError("Syntax Error in 'cycle' - Valid syntax: cycle [name :] var [, var2, var3 ...]");
    if (p.look('colon', 1) || (!p.look('id') && p.look('colon', 1))) {
      p.expression();
      p.consume('colon');
    }
    // A trailing comma is allowed: `{% cycle 'a', 'b', %}`.
    do p.expression();
    while (p.consumeIf('comma') && !p.look('end_of_string'));
    p.end();
  },
  increment: (p) => {
    p.consume('id');
    p.end();
  },
  decrement: (p) => {
    p.consume('id');
    p.end();
  },
  echo: (p) => p.filtered(),
  if: (p) => p.condition(),
  elsif: (p) => p.condition(),
  unless: (p) => p.condition(),
  for: loop(false),
  tablerow: loop(true),
  include: partial(false),
  render: partial(true),
};

/** Tags that take no markup at all, and Liquid's text when one has some. */
const BARE_TAGS: Record<string, string> = {
  raw: "Syntax Error in 'raw' - Valid syntax: raw",
  doc: "Syntax Error in 'doc' - Valid syntax: {% doc %}{% enddoc %}",
};

/** Liquid's Assign::Syntax, unanchored: the variable is the run of name characters right before the first `=` it can end at. */
const ASSIGN_SYNTAX = /((?:\(?[\w\-.[\]]\)?)+)\s*=\s*(.*)/s;

export type StrictMode = 'strict' | 'strict2';

/** Tags whose markup Ruby Liquid's strict mode still reads with their lax parser (Include/Render/Case#strict_parse;
 * the render tag itself then rejects a name that is not quoted). */
const LAX_IN_STRICT = new Set(['include', 'render', 'case', 'when']);

/** strict allows bare `[...]` lookups (`{{ [key] }}`); strict2 rejects them. */
const allowsBareBrackets = (mode: StrictMode): boolean => mode === 'strict';

function checkTag(name: string, markup: string, mode: StrictMode): void {
  if (mode === 'strict' && LAX_IN_STRICT.has(name)) return;
  const bareBrackets = allowsBareBrackets(mode);
  if (name === 'assign') {
    const match = ASSIGN_SYNTAX.exec(markup);
    if (!match) throw new LiquidSyntaxError("Syntax Error in 'assign' - Valid syntax: assign [var] = [source]");
    const [, name = '', value = ''] = match;
    const left = new MarkupParser(name, bareBrackets);
    target(left);
    left.end();
    const right = new MarkupParser(value, bareBrackets);
    if (right.look('end_of_string')) right.expression();
    right.filtered();
    return;
  }
  const bare = BARE_TAGS[name];
  if (bare !== undefined) {
    if (markup.trim()) throw new LiquidSyntaxError(bare);
    return;
  }
  if (name === 'liquid') {
    checkLiquidLines(markup, mode);
    return;
  }
  GRAMMARS[name]?.(new MarkupParser(markup, bareBrackets));
}

/** `{% liquid %}`: one tag per line; `echo`'s and others' markup follow the same grammar. */
function checkLiquidLines(markup: string, mode: StrictMode): void {
  let commentDepth = 0;
  const opened: string[] = [];
  for (const line of markup.split('\n')) {
    const match = /^\s*(\w+)\s*(.*?)\s*$/s.exec(line);
    if (!match) continue;
    const [, name = '', rest = ''] = match;
    if (name === 'comment') commentDepth++;
    else if (name === 'endcomment') commentDepth--;
    else if (commentDepth === 0) {
      closeLiquidBlock(opened, name);
      checkTag(name, rest, mode);
    }
  }
}

/** An end tag inside `{% liquid %}` must close a tag opened there: otherwise Liquid's delimiter error. */
function closeLiquidBlock(opened: string[], name: string): void {
  if (!name.startsWith('end')) {
    opened.push(name);
    return;
  }
  const at = opened.lastIndexOf(name.slice(3));
  if (at < 0) throw new LiquidSyntaxError(`'${name}' is not a valid delimiter for liquid tags. use %}`);
  opened.splice(at);
}

/** Blocks whose body decides which inner tags it knows (Ruby's Block#unknown_tag). */
const BRANCHING_BLOCKS = ['if', 'unless', 'case', 'for', 'tablerow', 'capture'];

/** Keeps the open blocks; `elsif` belongs to if/unless only: anywhere else it is an unknown tag, as in Liquid. */
function trackBlock(blocks: string[], name: string): void {
  if (BRANCHING_BLOCKS.includes(name)) blocks.push(name);
  else if (name.startsWith('end') && blocks.at(-1) === name.slice(3)) blocks.pop();
  else if (name === 'elsif' && blocks.at(-1) !== 'if' && blocks.at(-1) !== 'unless') throw new LiquidSyntaxError("Unknown tag 'elsif'");
}

/** Markup with the spaces around a lookup's dots dropped (`test . test` → `test.test`), as Liquid's lexer skips them. */
function closeDotGaps(markup: string): string {
  if (!/\s\.|\.\s/.test(markup)) return markup;
  const parts = markup.split(/("[^"]*"|'[^']*')/);
  return parts.map((part, i) => (i % 2 ? part : part.replace(/(?<=[\w\]?])\s*(?<!\.)\.(?!\.)\s*(?=[A-Za-z_])/g, '.'))).join('');
}

/**
 * Throws the first strict syntax error in the template's tags and outputs (strict2 also rejects bare
 * `[...]` lookups), else returns the source with the lookups Liquid reads across spaces joined up.
 */
export function checkStrictSyntax(html: string, tokens: TopLevelToken[], mode: StrictMode = 'strict2'): string {
  const edits: MarkupEdit[] = [];
  const join = (token: MarkupEdit[0], markup: string): void => {
    const joined = closeDotGaps(markup);
    if (joined !== markup) edits.push([token, joined]);
  };
  let commentDepth = 0;
  let previous: TopLevelToken | undefined;
  const blocks: string[] = [];
  for (const token of tokens) {
    if (previous && TypeGuards.isTagToken(previous) && previous.name === 'doc' && nestsDoc(token.getText())) {
      throw new LiquidSyntaxError(NESTED_DOC);
    }
    previous = token;
    if (TypeGuards.isTagToken(token)) {
      if (token.name === 'comment') commentDepth++;
      else if (token.name === 'endcomment') commentDepth = Math.max(0, commentDepth - 1);
      else if (commentDepth === 0) {
        trackBlock(blocks, token.name);
        checkTag(token.name, token.args, mode);
        if (token.name in GRAMMARS) join(token, token.args);
      }
    } else if (TypeGuards.isOutputToken(token) && commentDepth === 0) {
      new MarkupParser(token.content, allowsBareBrackets(mode)).filtered();
      join(token, token.content);
    }
  }
  return spliceMarkup(html, edits);
}

/** A parse that checks Liquid's strict or strict2 syntax first (LiquidJS's option parseWrapper: every template, partial and layout). */
export function parseStrict(engine: Liquid, mode: StrictMode, html: string, filepath: string | undefined, parse: (source: string) => Template[]): Template[] {
  const checked = readCheckedTokens(engine, html, filepath, (tokens) => checkStrictSyntax(html, tokens, mode));
  try {
    return parse(checked);
  } catch (err) {
    throw liquidParseError(err);
  }
}
