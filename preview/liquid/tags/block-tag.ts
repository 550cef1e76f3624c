// A block tag ({% name %}…{% endname %}): its body, read once up to `end<name>` (or "not closed"),
// rendered as text or straight into the output, under a scope of the tag's own when it gives one.
import { Tag, type Context, type Emitter, type Liquid, type Parser, type TagToken, type Template, type TopLevelToken } from 'liquidjs';
import { toText } from '../to-text';

export abstract class BlockTag extends Tag {
  private readonly body: Template[] = [];

  constructor(name: string, token: TagToken, remain: TopLevelToken[], liquid: Liquid, parser: Parser) {
    super(token, remain, liquid);
    const stream = parser
      .parseStream(remain)
      .on(`tag:end${name}`, () => stream.stop())
      .on('template', (tpl: Template) => this.body.push(tpl))
      .on('end', () => {
        throw new Error(`tag ${token.getText()} not closed`);
      });
    stream.start();
  }

  /** The body rendered to text, `scope` on top of the context while it renders. */
  protected *bodyText(ctx: Context, scope?: object): Generator<unknown, string, unknown> {
    if (scope) ctx.push(scope);
    try {
      // Without an emitter, renderTemplates returns the rendered text (keepOutputType is off here).
      return toText(yield this.liquid.renderer.renderTemplates(this.body, ctx));
    } finally {
      if (scope) ctx.pop();
    }
  }

  /** The body written straight to the output, `scope` on top of the context while it renders. */
  protected *writeBody(ctx: Context, emitter: Emitter, scope?: object): Generator<unknown, void, unknown> {
    if (scope) ctx.push(scope);
    try {
      yield this.liquid.renderer.renderTemplates(this.body, ctx, emitter);
    } finally {
      if (scope) ctx.pop();
    }
  }
}
