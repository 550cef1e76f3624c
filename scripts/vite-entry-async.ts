/**
 * Build rule: the theme's script entry loads `async` (layout/theme.liquid renders it at the end
 * of <body>), so it runs in a task of its own. A deferred module runs at the end of parsing,
 * inside the task that also dispatches `load` and lays out the whole page when nothing is still
 * loading; Lighthouse's simulation then charged that task, layout and all, to the entry, after
 * first paint (search TBT 64–153 ms across runs, 1–89 ms async; see docs/internals.md).
 */
import fs from 'node:fs';
import type { Plugin } from 'vite';

const MODULE_SCRIPT = /<script src="([^"]+)" type="module" crossorigin="anonymous"><\/script>/g;

/** `snippet` (vite-plugin-shopify's vite-tag) with its one module script made `async`. */
export function asyncEntryScript(snippet: string): string {
  const found = snippet.match(MODULE_SCRIPT) ?? [];
  if (found.length !== 1) {
    throw new Error(`vite-tag: expected one entry <script type="module"> from vite-plugin-shopify, found ${found.length}; its output has changed`);
  }
  return snippet.replace(MODULE_SCRIPT, '<script src="$1" type="module" async crossorigin="anonymous"></script>');
}

export function entryScriptAsync(snippetPath: string): Plugin {
  return {
    name: 'olivine:entry-script-async',
    apply: 'build',
    // After vite-plugin-shopify has written the snippet (its closeBundle is synchronous).
    closeBundle: {
      order: 'post',
      handler() {
        fs.writeFileSync(snippetPath, asyncEntryScript(fs.readFileSync(snippetPath, 'utf8')));
      },
    },
  };
}
