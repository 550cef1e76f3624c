// Tags whose body is never rendered: schema (validated JSON), doc, and the compiled-asset tags
// stylesheet/javascript (their content is collected separately by compiled-assets.ts).
import { Tag, TypeGuards, type Liquid, type TagToken, type TopLevelToken } from 'liquidjs';
import { ThemeError } from '../errors';
import { parseJsoncOrThrow, validateSchema } from '../theme-files';

/** Consumes tokens up to the end tag and returns the raw source between the tags. */
function consumeRaw(name: string, token: TagToken, remainTokens: TopLevelToken[]): string {
  const endName = `end${name}`;
  while (remainTokens.length) {
    const next = remainTokens.shift() as TopLevelToken;
    if (TypeGuards.isTagToken(next) && next.name === endName) return token.input.slice(token.end, next.begin);
  }
  throw new Error(`tag {% ${name} %} not closed`);
}

export function swallowTag(name: string, validate?: (raw: string) => void): new (token: TagToken, remain: TopLevelToken[], liquid: Liquid) => Tag {
  return class extends Tag {
    constructor(token: TagToken, remainTokens: TopLevelToken[], liquid: Liquid) {
      super(token, remainTokens, liquid);
      const raw = consumeRaw(name, token, remainTokens);
      validate?.(raw);
    }
    *render(): Generator<unknown, void, unknown> {}
  };
}

/** Schema content must be a JSON object with well-formed settings; errors point at the schema tag. */
export function validateSchemaSource(raw: string): void {
  try {
    validateSchema(parseJsoncOrThrow(raw, ''), '', 0);
  } catch (err) {
    throw new Error(err instanceof ThemeError ? `${err.reason} in {% schema %}` : String(err), { cause: err });
  }
}
