// The comment tag as Shopify parses it: comments nest, so an inner {% comment %} needs its own
// {% endcomment %} before the outer one closes (LiquidJS stops at the first endcomment).
import { Tag, TypeGuards, type Liquid, type TagToken, type TopLevelToken } from 'liquidjs';

export class NestingCommentTag extends Tag {
  constructor(token: TagToken, remainTokens: TopLevelToken[], liquid: Liquid) {
    super(token, remainTokens, liquid);
    let depth = 1;
    while (remainTokens.length) {
      const next = remainTokens.shift() as TopLevelToken;
      if (!TypeGuards.isTagToken(next)) continue;
      if (next.name === 'comment') depth++;
      else if (next.name === 'endcomment' && --depth === 0) return;
    }
    throw new Error(`tag ${token.getText()} not closed`);
  }
  *render(): Generator<unknown, void, unknown> {}
}
