// Strict mode's reading of a template: the tokens read before a tokenizer error are still checked
// (a tag's markup is judged before its missing end), and LiquidJS's tokenizer and block errors
// become Liquid's own texts ("'raw' tag was never closed", "Unknown tag 'x'", "Unexpected character '").
import { Tokenizer, TypeGuards, type Liquid, type TopLevelToken } from 'liquidjs';
import { unclosedText } from '../errors';
import { LiquidSyntaxError, MarkupParser } from './markup-parser';

/** Tags whose body the tokenizer keeps as text: an unclosed one is Liquid's "never closed". */
const RAW_TEXT_TAGS = new Set(['raw', 'doc']);

/**
 * The template's top-level tokens; `check` judges them (its answer is returned). On a tokenizer error the tokens read so far
 * are judged first, then the error is told as Liquid tells it.
 */
export function readCheckedTokens<T>(engine: Liquid, html: string, filepath: string | undefined, check: (tokens: TopLevelToken[]) => T): T {
  const tokenizer = new Tokenizer(html, engine.options.operators, filepath);
  const tokens: TopLevelToken[] = [];
  let start = 0;
  try {
    while (tokenizer.p < tokenizer.N) {
      start = tokenizer.p;
      tokens.push(tokenizer.readTopLevelToken(engine.options));
    }
  } catch (err) {
    check(tokens);
    throw unclosedTokenError(html.slice(start), tokens.at(-1)) ?? err;
  }
  return check(tokens);
}

function unclosedTokenError(rest: string, last: TopLevelToken | undefined): LiquidSyntaxError | undefined {
  if (last && TypeGuards.isTagToken(last) && RAW_TEXT_TAGS.has(last.name)) {
    if (last.name === 'doc' && nestsDoc(rest)) return new LiquidSyntaxError(NESTED_DOC);
    return new LiquidSyntaxError(`'${last.name}' tag was never closed`);
  }
  // Liquid's output ends at the first `}}` even inside a quote: the quote is then an unexpected character.
  const output = /^\{\{-?([\s\S]*?)-?\}\}/.exec(rest);
  if (output) new MarkupParser(output[1] ?? '').filtered();
  return undefined;
}

export const NESTED_DOC = "Syntax Error in 'doc' - Nested doc tags are not allowed";
/** Whether a doc body's text opens another doc. */
export const nestsDoc = (text: string): boolean => /\{%-?\s*doc\b/.test(text);

/** LiquidJS's parse errors for an unknown or unclosed tag, as Liquid words them. */
export function liquidParseError(err: unknown): unknown {
  const message = err instanceof Error ? err.message : '';
  const unknown = /^tag "([^"]+)" not found/.exec(message);
  if (unknown) return new LiquidSyntaxError(`Unknown tag '${unknown[1]}'`);
  const unclosed = unclosedText(message);
  if (unclosed) return new LiquidSyntaxError(unclosed);
  if (/^every line of an inline comment must start with a '#' character/.test(message)) {
    return new LiquidSyntaxError("Syntax error in tag '#' - Each line of comments must be prefixed by the '#' character");
  }
  return err;
}
