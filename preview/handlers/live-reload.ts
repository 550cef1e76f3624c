// `npm run dev`: theme files are watched; a change drops the renderer's caches and open pages
// reload. Pages long-poll `/__olivine/live-reload?v=N`, answered when the version moves past N
// (or after 25 s with the same version, so proxies never time out).
import fs from 'node:fs';
import path from 'node:path';
import { trustPreviewScript } from '../http/csp';
import { jsonResponse, type Route } from '../http/types';

const WATCHED = ['layout', 'sections', 'snippets', 'templates', 'locales', 'config', 'blocks'];
const POLL_MS = 25_000;

let version = 0;
const waiters = new Set<() => void>();

function bump(): void {
  version += 1;
  for (const wake of waiters) wake();
  waiters.clear();
}

/** Watches the theme folders; returns a function that stops watching. */
export function watchTheme(themeRoot: string, onChange: () => void): () => void {
  let timer: NodeJS.Timeout | undefined;
  const watchers = WATCHED.map((dir) => path.join(themeRoot, dir))
    .filter((dir) => fs.existsSync(dir))
    .map((dir) =>
      fs.watch(dir, { recursive: true }, () => {
        // Editors write in bursts; settle for a moment before re-rendering.
        clearTimeout(timer);
        timer = setTimeout(() => {
          onChange();
          bump();
        }, 60);
      }),
    );
  return () => {
    clearTimeout(timer);
    for (const watcher of watchers) watcher.close();
  };
}

export function liveReloadRoutes(): Route[] {
  return [
    {
      method: 'GET',
      pattern: /^\/__olivine\/live-reload$/,
      handler: async (req) => {
        const seen = Number(req.query.v ?? -1);
        if (seen === version) {
          await new Promise<void>((resolve) => {
            const wake = () => resolve();
            waiters.add(wake);
            setTimeout(() => {
              waiters.delete(wake);
              resolve();
            }, POLL_MS).unref();
          });
        }
        return jsonResponse(200, { version });
      },
    },
  ];
}

/** The script a page gets in dev mode: reload when the theme changes. */
export function liveReloadScript(): string {
  const script = `
let v = ${version};
for (;;) {
  try {
    const r = await fetch('/__olivine/live-reload?v=' + v);
    const next = (await r.json()).version;
    if (next !== v) location.reload();
    v = next;
  } catch { await new Promise((ok) => setTimeout(ok, 2000)); }
}
`;
  trustPreviewScript(script);
  return `<script type="module">${script}</script>`;
}
