// The markup of `include` and `render` as Ruby Liquid reads it (Include/Render#lax_parse, which its strict
// mode uses too): the template name, `with`/`for` and its value, an `as` alias, and every `key: value` found
// anywhere in the markup (text between arguments is skipped, as Liquid's regex scan skips it).
import { Tokenizer, type ValueToken } from 'liquidjs';
import { laxExpression, QUOTED_FRAGMENT, QUOTED_STRING } from '../lax/lax-markup';

export interface PartialMarkup<Name extends string | ValueToken> {
  /** render: the quoted name; include: the name's expression, evaluated when the tag renders. */
  name: Name;
  /** The value after `with` or `for`. */
  variable: ValueToken | undefined;
  isFor: boolean;
  alias: string | undefined;
  /** Arguments in their order (include evaluates them in sequence, each seeing the earlier ones). */
  attributes: [string, ValueToken][];
}

const BINDING = `(?:\\s+(with|for)\\s+((?:${QUOTED_FRAGMENT})+))?(?:\\s+as\\s+([\\w-]+))?`;
const INCLUDE_SYNTAX = new RegExp(`((?:${QUOTED_FRAGMENT})+)${BINDING}`);
const RENDER_SYNTAX = new RegExp(`((?:${QUOTED_STRING})+)${BINDING}`);
const TAG_ATTRIBUTES = new RegExp(`(\\w[\\w-]*)\\s*:\\s*(${QUOTED_FRAGMENT})`, 'g');

const RENDER_SYNTAX_ERROR = "Syntax error in tag 'render' - Template name must be a quoted string";
const INCLUDE_SYNTAX_ERROR = "Error in tag 'include' - Valid syntax: include '[template]' (with|for) [object|collection]";

/** One markup fragment as an expression: as LiquidJS reads it when it can, else as lax Liquid does (`icon:` → icon). */
function expression(fragment: string): ValueToken {
  for (const text of [fragment, laxExpression(fragment)]) {
    try {
      const tokenizer = new Tokenizer(text);
      const value = tokenizer.readValue();
      tokenizer.skipBlank();
      if (value && tokenizer.end()) return value;
    } catch {
      // not an expression LiquidJS reads: try the lax reading
    }
  }
  return new Tokenizer('nil').readValue() as ValueToken;
}

export function readPartialMarkup(tag: 'render', markup: string): PartialMarkup<string>;
export function readPartialMarkup(tag: 'include', markup: string): PartialMarkup<ValueToken>;
export function readPartialMarkup(tag: 'include' | 'render', markup: string): PartialMarkup<string | ValueToken> {
  const match = (tag === 'render' ? RENDER_SYNTAX : INCLUDE_SYNTAX).exec(markup);
  if (!match) throw new Error(tag === 'render' ? RENDER_SYNTAX_ERROR : INCLUDE_SYNTAX_ERROR);
  const [, name = '', keyword, variable, alias] = match;
  return {
    // Ruby reads a render's name as a string literal: the text between its first and last quote.
    name: tag === 'render' ? name.slice(1, -1) : expression(name),
    variable: variable === undefined ? undefined : expression(variable),
    isFor: keyword === 'for',
    alias,
    attributes: [...markup.matchAll(TAG_ATTRIBUTES)].map(([, key = '', value = '']): [string, ValueToken] => [key, expression(value)]),
  };
}
