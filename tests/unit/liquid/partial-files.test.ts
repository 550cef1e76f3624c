// The engine's partial-file seam: render/include read partials through a host's PartialFiles (its
// names, its not-found text, errors inside a partial named as the tag names it), while a theme
// without one keeps its snippets folder and Shopify's "Could not find asset snippets/x.liquid".
import { describe, expect, it } from 'vitest';
import { createEngine } from '../../../preview/liquid/engine';
import type { PartialFiles } from '../../../preview/liquid/partial-files';
import type { Translator } from '../../../preview/liquid/translate';
import { scratchEngine } from './scratch-engine';

const services = {
  snippetsDir: '/nonexistent/snippets',
  translator: {} as Translator,
  assetVersion: () => '1',
  shop: () => ({}),
  localeDateFormat: () => undefined,
};

/** Partials whose names match in any case; a missing one says "No partial NAME". */
function upperCaseFiles(files: Record<string, string>): PartialFiles {
  return { read: (name) => files[name.toUpperCase()], missing: (name) => `No partial ${name}` };
}

async function inline(partials: PartialFiles, source: string, file?: string): Promise<string> {
  const engine = createEngine({ ...services, partials }, { inlineErrors: { themeRoot: '/nonexistent', sink: () => undefined, unnamedFile: file ?? '' } });
  return String(await engine.render(engine.parse(source, file), {}));
}

describe('partial files', () => {
  it("render and include read partials through the host's files, by the name the tag gives", async () => {
    const engine = createEngine({ ...services, partials: upperCaseFiles({ CARD: '<{{ t }}>', '../UP': 'up' }) });
    expect(String(await engine.parseAndRender("{% render 'card', t: 1 %}{% include 'Card', t: 2 %}{% include '../up' %}"))).toBe('<1><2>up');
  });

  it('a missing partial raises the host\'s text, located "(line N)" in an unnamed template', async () => {
    expect(await inline(upperCaseFiles({}), "a{% render 'nope' %}b")).toBe('aLiquid error (line 1): No partial nopeb');
    expect(await inline(upperCaseFiles({}), "\n{% include 'nope' %}", 'page')).toBe('\nLiquid error (page line 2): No partial nope');
  });

  it('an error inside a partial names the partial as the tag names it', async () => {
    const files = upperCaseFiles({ OUTER: "x\n{% include 'inner' %}", INNER: '{{ 1 | divided_by: 0 }}' });
    expect(await inline(files, "{% include 'outer' %}")).toBe('x\nLiquid error (inner line 1): divided by 0');
    expect(await inline(upperCaseFiles({ OUTER: "\n{% render 'gone' %}" }), "{% render 'Outer' %}")).toBe('\nLiquid error (Outer line 2): No partial gone');
  });

  it("a theme without the seam keeps its snippets folder and Shopify's not-found text", async () => {
    const theme = scratchEngine({ card: 'card' });
    expect(await theme.render("{% render 'card' %}")).toBe('card');
    expect(await theme.failure("{% render 'missing' %}")).toMatch(/^ENOENT: Failed to lookup "missing"/);
  });
});
