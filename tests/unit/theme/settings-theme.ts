// A temporary copy of the theme (its folders linked) with a home template and theme settings of the test's own.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createThemeRenderer } from '../../../preview/liquid';
import { baseGlobals, resolver, shop } from './theme-fixtures';

export const THEME_ROOT = path.resolve(__dirname, '../../..');
export const themeJson = <T>(rel: string): T => JSON.parse(fs.readFileSync(path.join(THEME_ROOT, rel), 'utf8')) as T;

interface StoredSection {
  type: string;
  settings?: Record<string, unknown>;
  blocks?: Record<string, unknown>;
  block_order?: string[];
}

/** Renders `index` with these sections (in order) and the theme's settings_data changed by `settings`, in the editor with `designMode`. */
export async function renderHome(sections: Record<string, StoredSection>, settings: Record<string, unknown> = {}, designMode = false): Promise<string> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'olivine-settings-'));
  try {
    for (const dir of ['layout', 'sections', 'blocks', 'snippets', 'locales', 'assets']) fs.symlinkSync(path.join(THEME_ROOT, dir), path.join(root, dir));
    fs.mkdirSync(path.join(root, 'templates'));
    fs.mkdirSync(path.join(root, 'config'));
    fs.copyFileSync(path.join(THEME_ROOT, 'config/settings_schema.json'), path.join(root, 'config/settings_schema.json'));
    const data = themeJson<{ current: Record<string, unknown> }>('config/settings_data.json');
    fs.writeFileSync(path.join(root, 'config/settings_data.json'), JSON.stringify({ ...data, current: { ...data.current, ...settings } }));
    const stored = Object.fromEntries(Object.entries(sections).map(([id, s]) => [id, { blocks: {}, block_order: [], settings: {}, ...s }]));
    fs.writeFileSync(path.join(root, 'templates/index.json'), JSON.stringify({ sections: stored, order: Object.keys(sections) }));
    const renderer = createThemeRenderer({ themeRoot: root, resolver, shop });
    const globals = designMode ? { ...baseGlobals, request: { ...baseGlobals.request, design_mode: true } } : baseGlobals;
    return await renderer.renderTemplate('index', undefined, { designMode, globals });
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

/** The custom properties of one CSS rule of the page (`.color-scheme-ink`, `:root`), by name. */
export function cssRule(html: string, selector: string): Record<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const body = new RegExp(`(?:^|[\\s}])${escaped}\\s*\\{([^}]*)\\}`).exec(html)?.[1];
  if (body === undefined) return {};
  return Object.fromEntries(
    body
      .split(';')
      .map((d) => d.trim())
      .filter((d) => d.includes(':'))
      .map((d) => [d.slice(0, d.indexOf(':')).trim(), d.slice(d.indexOf(':') + 1).trim()]),
  );
}
