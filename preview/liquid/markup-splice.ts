// A template's source with some tags' and outputs' markup replaced (whitespace control kept): how the lax and
// strict modes hand LiquidJS markup in the form Liquid reads it.
import { TypeGuards, type TagToken } from 'liquidjs';
import type { OutputToken } from 'liquidjs/dist/tokens';

export type MarkupEdit = [token: TagToken | OutputToken, markup: string];

function withMarkup(token: TagToken | OutputToken, markup: string): string {
  const [open, body, close] = TypeGuards.isTagToken(token) ? ['{%', `${token.name} ${markup}`, '%}'] : ['{{', markup, '}}'];
  return `${open}${token.trimLeft ? '-' : ''} ${body} ${token.trimRight ? '-' : ''}${close}`;
}

const lineBreaks = (text: string): number => text.split('\n').length - 1;

/** `html` with each edited token (in source order) written with its new markup, on as many lines as before
 * (line breaks the new markup lost go before its closing delimiter), so later errors keep their line numbers. */
export function spliceMarkup(html: string, edits: MarkupEdit[]): string {
  let out = '';
  let last = 0;
  for (const [token, markup] of edits) {
    const written = withMarkup(token, markup);
    const lost = Math.max(0, lineBreaks(html.slice(token.begin, token.end)) - lineBreaks(written));
    out += html.slice(last, token.begin) + written.replace(/(-?[%}]\}$)/, `${'\n'.repeat(lost)}$1`);
    last = token.end;
  }
  return out + html.slice(last);
}
