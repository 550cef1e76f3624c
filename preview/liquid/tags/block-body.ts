// Reads a block tag's body up to its `end<name>` tag: the templates between them, or "not closed".
import type { Parser, Template, TagToken, TopLevelToken } from 'liquidjs';

export function parseBlockBody(name: string, token: TagToken, remain: TopLevelToken[], parser: Parser): Template[] {
  const templates: Template[] = [];
  const stream = parser
    .parseStream(remain)
    .on(`tag:end${name}`, () => stream.stop())
    .on('template', (tpl: Template) => templates.push(tpl))
    .on('end', () => {
      throw new Error(`tag ${token.getText()} not closed`);
    });
  stream.start();
  return templates;
}
