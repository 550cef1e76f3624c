// A template's source with some tags' and outputs' markup replaced (whitespace control kept): how the lax and
// strict modes hand LiquidJS markup in the form Liquid reads it.
import { TypeGuards, type TagToken } from 'liquidjs';
import type { OutputToken } from 'liquidjs/dist/tokens';

export type MarkupEdit = [token: TagToken | OutputToken, markup: string];

function withMarkup(token: TagToken | OutputToken, markup: string): string {
  const [open, body, close] = TypeGuards.isTagToken(token) ? ['{%', `${token.name} ${markup}`, '%}'] : ['{{', markup, '}}'];
  return `${open}${token.trimLeft ? '-' : ''} ${body} ${token.trimRight ? '-' : ''}${close}`;
}

/** `html` with each edited token (in source order) written with its new markup. */
export function spliceMarkup(html: string, edits: MarkupEdit[]): string {
  let out = '';
  let last = 0;
  for (const [token, markup] of edits) {
    out += html.slice(last, token.begin) + withMarkup(token, markup);
    last = token.end;
  }
  return out + html.slice(last);
}
