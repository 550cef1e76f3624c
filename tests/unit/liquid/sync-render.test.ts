// Pages render synchronously (LiquidJS's renderSync): a filter or object that hands Liquid a
// Promise is a Liquid error, never the text "[object Promise]" on the page.
import { describe, expect, it } from 'vitest';
import { createEngine, snippetsDirOf } from '../../../preview/liquid/engine';
import { createThemeRenderer, type LiquidErrorReport } from '../../../preview/liquid';
import { ThemeFiles } from '../../../preview/liquid/theme-files';
import { Translator } from '../../../preview/liquid/translate';
import { FIXTURE_THEME, resolver, SHOP } from './helpers';

function engineWithPendingFilter(lax: boolean, reports: LiquidErrorReport[] = []) {
  const translator = new Translator(new ThemeFiles(FIXTURE_THEME));
  const engine = createEngine(
    { snippetsDir: snippetsDirOf(FIXTURE_THEME), translator, assetVersion: () => '1', shop: () => SHOP, localeDateFormat: () => undefined },
    lax ? { inlineErrors: { themeRoot: FIXTURE_THEME, sink: (r) => reports.push(r), unnamedFile: '' } } : {},
  );
  engine.registerFilter('pending', (input: unknown) => Promise.resolve(`later ${String(input)}`));
  return engine;
}

describe('synchronous rendering', () => {
  it('a filter that gives a Promise fails the render instead of printing it', () => {
    const engine = engineWithPendingFilter(false);
    expect(() => engine.parseAndRenderSync("<p>{{ 'x' | pending }}</p>")).toThrow(/Promise/);
  });

  it('in lax mode the page shows a Liquid error where the promise was, and the rest renders', () => {
    const reports: LiquidErrorReport[] = [];
    const html = engineWithPendingFilter(true, reports).parseAndRenderSync("<p>{{ 'x' | pending }}</p><p>after</p>") as string;
    expect(html).not.toContain('[object Promise]');
    expect(html).toMatch(/^<p>Liquid error \(line 1\): .*Promise.*<\/p><p>after<\/p>$/);
    expect(reports).toHaveLength(1);
  });

  it('a page that reads a promise from its globals is an error page in strict mode', async () => {
    const renderer = createThemeRenderer({ themeRoot: FIXTURE_THEME, resolver, shop: SHOP });
    const page = renderer.renderTemplate('index', undefined, {
      globals: { shop: SHOP, settings: { ...renderer.settings(), color_background: Promise.resolve('#fff') } },
    });
    await expect(page).rejects.toThrow(/Promise/);
  });
});
