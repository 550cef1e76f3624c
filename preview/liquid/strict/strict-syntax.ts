// Error mode strict2 (Shopify's strict parser): every standard tag's markup and every output is
// checked against Liquid's grammar before LiquidJS parses the template, so malformed syntax that
// LiquidJS would tolerate is a parse error. Themes render in lax mode and never come here.
import { TypeGuards, type Liquid, type TopLevelToken } from 'liquidjs';
import { LiquidSyntaxError, MarkupParser } from './markup-parser';
import { liquidParseError, NESTED_DOC, nestsDoc, readCheckedTokens } from './tokens';

type Grammar = (p: MarkupParser) => void;

/** `x`, `x.y`, `x[0]`: the target of assign/capture. */
function target(p: MarkupParser): void {
  p.consume('id');
  for (;;) {
    if (p.consumeIf('dot')) p.consume('id');
    else if (p.consumeIf('open_square')) { p.expression(); p.consume('close_square'); } else return;
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

const GRAMMARS: Record<string, Grammar> = {
  assign: () => undefined, // checked on its two sides below
  capture: (p) => { if (!p.consumeIf('string')) p.consume('id'); p.end(); },
  case: (p) => { p.expression(); p.end(); },
  when: (p) => {
    do p.expression(); while (p.word('or') || p.consumeIf('comma'));
    p.end();
  },
  cycle: (p) => {
    if (p.look('end_of_string')) throw new LiquidSyntaxError("Syntax Error in 'cycle' - Valid syntax: cycle [name :] var [, var2, var3 ...]");
    if (p.look('colon', 1) || (!p.look('id') && p.look('colon', 1))) { p.expression(); p.consume('colon'); }
    // A trailing comma is allowed: `{% cycle 'a', 'b', %}`.
    do p.expression(); while (p.consumeIf('comma') && !p.look('end_of_string'));
    p.end();
  },
  increment: (p) => { p.consume('id'); p.end(); },
  decrement: (p) => { p.consume('id'); p.end(); },
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

/** Strict (not strict2) reads render's markup with Liquid's regex: without a quoted name it is this error. */
const RENDER_NAME_ERROR = "Syntax error in tag 'render' - Template name must be a quoted string";

function checkTag(name: string, markup: string, strict2: boolean): void {
  if (name === 'render' && !strict2 && !/'[^']*'|"[^"]*"/.test(markup)) throw new LiquidSyntaxError(RENDER_NAME_ERROR);
  if (name === 'assign') {
    const match = ASSIGN_SYNTAX.exec(markup);
    if (!match) throw new LiquidSyntaxError('Syntax Error in \'assign\' - Valid syntax: assign [var] = [source]');
    const [, name = '', value = ''] = match;
    const left = new MarkupParser(name);
    target(left);
    left.end();
    const right = new MarkupParser(value);
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
    checkLiquidLines(markup, strict2);
    return;
  }
  GRAMMARS[name]?.(new MarkupParser(markup));
}

/** `{% liquid %}`: one tag per line; `echo`'s and others' markup follow the same grammar. */
function checkLiquidLines(markup: string, strict2: boolean): void {
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
      checkTag(name, rest, strict2);
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

/** Throws the first strict2 syntax error in the template's tags and outputs. */
export function checkStrictSyntax(tokens: TopLevelToken[], strict2: boolean): void {
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
        checkTag(token.name, token.args, strict2);
      }
    } else if (TypeGuards.isOutputToken(token) && commentDepth === 0) {
      new MarkupParser(token.content).filtered();
    }
  }
}

/** Makes the engine's parse() (the template it is given; partials are not re-checked) check Liquid's strict or strict2 syntax first. */
export function useStrictSyntax(engine: Liquid, mode: 'strict' | 'strict2'): void {
  const parse = engine.parse.bind(engine);
  engine.parse = (html, filepath) => {
    readCheckedTokens(engine, html, filepath, (tokens) => checkStrictSyntax(tokens, mode === 'strict2'));
    try {
      return parse(html, filepath);
    } catch (err) {
      throw liquidParseError(err);
    }
  };
}
