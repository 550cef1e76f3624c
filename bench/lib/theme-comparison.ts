// `--compare-theme`: the page types measured for the other theme, the order of the two themes'
// interleaved Lighthouse runs, and the other theme's name (report.ts prints the table).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PageResult } from './results';
import type { PageKind } from './args';

/** Page types measured for the other theme: the overlay flow is Olivine's own UI. */
export const COMPARED_KINDS: readonly PageKind[] = ['home', 'product', 'collection', 'blog', 'article', 'search', 'cart', 'login', 'account'];

export interface ThemeComparison {
  /** the theme's name from its settings schema (Dawn), else its folder's name */
  name: string;
  dir: string;
  pages: PageResult[];
}

/**
 * Which side runs when: for each run, every side once, the first side rotating from run to run
 * (A B, B A, A B …) so neither theme always runs first, right after the other's load.
 */
export function interleavedOrder(runs: number, sides: number): { run: number; side: number }[] {
  const order: { run: number; side: number }[] = [];
  for (let run = 0; run < runs; run += 1) {
    for (let i = 0; i < sides; i += 1) order.push({ run, side: (run + i) % sides });
  }
  return order;
}

/** `theme_info.theme_name` of the folder's config/settings_schema.json, else the folder's name. */
export function themeName(dir: string): string {
  try {
    const schema = JSON.parse(readFileSync(path.join(dir, 'config', 'settings_schema.json'), 'utf8')) as { name?: string; theme_name?: unknown }[];
    const name = schema.find((s) => s.name === 'theme_info')?.theme_name;
    if (typeof name === 'string' && name.trim() !== '') return name.trim();
  } catch {
    // no readable schema: the folder's name says which theme it is
  }
  return path.basename(dir);
}
