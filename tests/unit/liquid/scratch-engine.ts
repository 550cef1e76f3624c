// Test helper: a Shopify-dialect engine over a scratch snippets folder, for Liquid conformance cases.
import fs from 'node:fs';
import path from 'node:path';
import { vi } from 'vitest';
import { tempDir } from '../../helpers/temp-dir';
import { createEngine, type EngineOptions } from '../../../preview/liquid/engine';
import type { Translator } from '../../../preview/liquid/translate';

export interface ScratchEngine {
  /** Renders a template; the scope is the render's own variables. */
  render(source: string, scope?: Record<string, unknown>): Promise<string>;
  /** The error's message, or 'no error' when the template renders. */
  failure(source: string, scope?: Record<string, unknown>): Promise<string>;
  snippetsDir: string;
}

/** An engine whose snippets are `snippets` (name → source), in a folder removed after the test file. */
export function scratchEngine(snippets: Record<string, string> = {}, options: EngineOptions = {}): ScratchEngine {
  const snippetsDir = tempDir('olivine-liquid-');
  for (const [name, source] of Object.entries(snippets)) {
    const file = path.join(snippetsDir, `${name}.liquid`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, source);
  }
  const engine = createEngine(
    {
      snippetsDir,
      translator: {} as Translator,
      assetVersion: () => '1',
      shop: () => ({}),
      localeDateFormat: () => undefined,
    },
    options,
  );
  return {
    snippetsDir,
    render: async (source, scope = {}) => String(await engine.parseAndRender(source, scope)),
    failure: (source, scope = {}) =>
      engine.parseAndRender(source, scope).then(
        () => 'no error',
        (err: Error) => err.message,
      ),
  };
}

/**
 * A fake clock for the render-time limit (read with performance.now()): each reading is `stepMs`
 * after the one before, so a runaway render reaches its deadline after a hundred checks instead of
 * seconds of real time. Restored after the test (restoreMocks).
 */
export function steppingClock(stepMs = 50): void {
  let now = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => (now += stepMs));
}
