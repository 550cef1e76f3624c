// The text an error prints inline (lax mode, as Shopify renders themes): Liquid's own words, apostrophes
// and braces as Liquid prints them, while a name the template computed can never open markup.
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../../preview/liquid/engine';
import type { Translator } from '../../../preview/liquid/translate';
import { scratchEngine } from './scratch-engine';

const { snippetsDir } = scratchEngine({ 'unclosed-output': 'a\n{{ oops \n' });
const engine = createEngine(
  { snippetsDir, translator: {} as Translator, assetVersion: () => '1', shop: () => ({}), localeDateFormat: () => undefined },
  { inlineErrors: { themeRoot: snippetsDir, sink: () => undefined, unnamedFile: '' } },
);
const render = async (source: string, scope: Record<string, unknown> = {}): Promise<string> => String(await engine.parseAndRender(source, scope));

describe('inline error text', () => {
  it("prints Liquid's apostrophes as they are", async () => {
    expect(await render('{% include 123 %}')).toBe("Liquid error (line 1): Argument error in tag 'include' - Illegal template name");
  });
  it("prints braces as they are in a partial's syntax error, and rendering goes on", async () => {
    expect(await render("{% render 'unclosed-output' %}!")).toBe(
      "Liquid syntax error (unclosed-output.liquid line 2): Variable '{{' was not properly terminated with regexp: /\\}\\}/!",
    );
  });
  it('escapes markup in a name the template computed', async () => {
    const html = await render('{% include name %}', { name: '"><script>alert(1)</script>' });
    expect(html).toContain('Could not find asset snippets/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;.liquid');
    expect(html).not.toContain('<script>');
  });
});
