// Shopify Liquid's strict markup lexer and expression parser (error_mode strict2): tokens and error
// texts follow Liquid's Lexer/Parser, so a malformed tag or output is a parse error, as on Shopify.

type Kind =
  | 'comparison'
  | 'string'
  | 'number'
  | 'id'
  | 'dotdot'
  | 'pipe'
  | 'dot'
  | 'colon'
  | 'comma'
  | 'open_square'
  | 'close_square'
  | 'open_round'
  | 'close_round'
  | 'question'
  | 'dash'
  | 'end_of_string';
interface MarkupToken {
  kind: Kind;
  text: string;
}

const SPECIALS: Record<string, Kind> = {
  '|': 'pipe',
  '.': 'dot',
  ':': 'colon',
  ',': 'comma',
  '[': 'open_square',
  ']': 'close_square',
  '(': 'open_round',
  ')': 'close_round',
  '?': 'question',
  '-': 'dash',
};
const PATTERNS: [Kind, RegExp][] = [
  ['comparison', /^(?:==|!=|<>|<=?|>=?|contains(?=\s|$))/],
  ['string', /^(?:'[^']*'|"[^"]*")/],
  ['number', /^-?\d+(?:\.\d+)?/],
  ['id', /^[a-zA-Z_][\w-]*\??/],
  ['dotdot', /^\.\./],
];

export class LiquidSyntaxError extends Error {
  constructor(message: string) {
    super(`Liquid syntax error: ${message}`);
    this.name = 'LiquidSyntaxError';
  }
}

/** Liquid's text for a token that cannot start an expression: `[:comma, ","]`, `[:end_of_string]` (a token with no text). */
const notAnExpression = (token: MarkupToken): LiquidSyntaxError =>
  new LiquidSyntaxError(`[:${token.kind}${token.kind === 'end_of_string' ? '' : `, ${JSON.stringify(token.text)}`}] is not a valid expression`);

function lex(markup: string): MarkupToken[] {
  const tokens: MarkupToken[] = [];
  let rest = markup.trimStart();
  while (rest) {
    const pattern = PATTERNS.find(([, re]) => re.test(rest));
    let token: MarkupToken;
    if (pattern) token = { kind: pattern[0], text: (pattern[1].exec(rest) as RegExpExecArray)[0] };
    else {
      const char = rest.charAt(0);
      const kind = SPECIALS[char];
      if (!kind) throw new LiquidSyntaxError(`Unexpected character ${char}`);
      token = { kind, text: char };
    }
    tokens.push(token);
    rest = rest.slice(token.text.length).trimStart();
  }
  tokens.push({ kind: 'end_of_string', text: '' });
  return tokens;
}

/** A cursor over one tag's or output's markup, with Liquid's strict grammar rules. */
export class MarkupParser {
  private readonly tokens: MarkupToken[];
  private p = 0;
  /** `bareBrackets`: `[key]` and `['name']` look a variable up (strict); strict2 rejects them for `self[...]`. */
  constructor(
    markup: string,
    private readonly bareBrackets = false,
  ) {
    this.tokens = lex(markup);
  }
  private at(ahead = 0): MarkupToken {
    return this.tokens[Math.min(this.p + ahead, this.tokens.length - 1)] as MarkupToken;
  }
  look(kind: Kind, ahead = 0): boolean {
    return this.at(ahead).kind === kind;
  }
  consume(kind: Kind): string {
    const token = this.at();
    if (token.kind !== kind) throw new LiquidSyntaxError(`Expected ${kind} but found ${token.kind}`);
    this.p++;
    return token.text;
  }
  consumeIf(kind: Kind): boolean {
    if (!this.look(kind)) return false;
    this.p++;
    return true;
  }
  /** Consumes the identifier `word` when it is next. */
  word(word: string): boolean {
    const token = this.at();
    if (token.kind !== 'id' || token.text !== word) return false;
    this.p++;
    return true;
  }
  end(): void {
    this.consume('end_of_string');
  }
  expression(): void {
    const token = this.at();
    switch (token.kind) {
      case 'id':
        this.p++;
        this.lookups();
        return;
      case 'string':
      case 'number':
        this.p++;
        return;
      case 'open_square':
        if (!this.bareBrackets) throw new LiquidSyntaxError("Bare bracket access is not allowed. Use self['...'] instead");
        this.p++;
        this.expression();
        this.consume('close_square');
        this.lookups();
        return;
      case 'open_round':
        this.p++;
        this.expression();
        this.consume('dotdot');
        this.expression();
        this.consume('close_round');
        return;
      default:
        throw notAnExpression(token);
    }
  }
  private lookups(): void {
    for (;;) {
      if (this.consumeIf('open_square')) {
        this.expression();
        this.consume('close_square');
      } else if (this.consumeIf('dot')) this.consume('id');
      else return;
    }
  }
  /** `name: expression` or `expression`. */
  argument(): void {
    if (this.look('id') && this.look('colon', 1)) this.p += 2;
    this.expression();
  }
  /** An output's markup: an expression and its filters (empty is allowed). */
  filtered(): void {
    if (this.look('end_of_string')) return;
    this.expression();
    while (this.consumeIf('pipe')) {
      this.consume('id');
      if (this.consumeIf('colon')) {
        // `upcase:` and a trailing comma are allowed: arguments end at a pipe or the end.
        if (!this.endOfArguments()) this.argument();
        while (this.consumeIf('comma') && !this.endOfArguments()) this.argument();
      }
    }
    this.end();
  }
  private endOfArguments(): boolean {
    return this.look('pipe') || this.look('end_of_string');
  }
  /** `a == b and c or d` in if/unless/elsif. */
  condition(): void {
    do {
      this.expression();
      if (this.consumeIf('comparison')) this.expression();
    } while (this.word('and') || this.word('or'));
    this.end();
  }
}
