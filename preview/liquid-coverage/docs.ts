// Shopify's documented Liquid (filters, tags, objects) from the docs data bundled offline in
// @shopify/theme-check-docs-updater, and which documented filters and tags the preview's engine has.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Liquid } from 'liquidjs';
import { createEngine, snippetsDirOf } from '../liquid/engine';
import { ThemeFiles } from '../liquid/theme-files';
import { Translator } from '../liquid/translate';

interface DocEntry {
  name: string;
  deprecated: boolean;
}
export interface DocProperty {
  name: string;
  deprecated: boolean;
  return_type: { type: string; array_value: string }[];
}
export interface DocObject extends DocEntry {
  access: { global: boolean; parents: { object: string; property: string }[]; template: string[] };
  properties?: DocProperty[];
}

export interface LiquidDocs {
  version: string;
  filters: DocEntry[];
  /** deprecated filters: not counted, but themes still use them and Shopify still renders them */
  deprecatedFilters: DocEntry[];
  tags: DocEntry[];
  objects: DocObject[];
}

const DATA_DIR = path.dirname(createRequire(import.meta.url).resolve('@shopify/theme-check-docs-updater/data/filters.json'));
const readData = <T>(file: string): T => JSON.parse(readFileSync(path.join(DATA_DIR, file), 'utf8')) as T;

/** The bundled docs, deprecated entries left out (they are not part of the coverage). */
export function loadDocs(): LiquidDocs {
  const current = <T extends DocEntry>(list: T[]): T[] => {
    const seen = new Set<string>();
    // tags.json lists `else` twice (if/unless/case and for); one entry per name.
    return list.filter((e) => !e.deprecated && !seen.has(e.name) && seen.add(e.name));
  };
  const latest = readData<{ revision?: string }>('latest.json');
  const pkg = JSON.parse(readFileSync(path.join(DATA_DIR, '..', 'package.json'), 'utf8')) as { version?: string };
  return {
    version: `@shopify/theme-check-docs-updater ${pkg.version ?? '?'} (docs ${(latest.revision ?? 'bundled').slice(0, 7)})`,
    filters: current(readData<DocEntry[]>('filters.json')),
    deprecatedFilters: readData<DocEntry[]>('filters.json').filter((e) => e.deprecated),
    tags: current(readData<DocEntry[]>('tags.json')),
    objects: current(readData<DocObject[]>('objects.json')),
  };
}

/** The Liquid of every example in the filter and tag docs (HTML entities of the docs decoded). */
export function loadDocExamples(): { name: string; liquid: string }[] {
  const entries = [
    ...readData<(DocEntry & { examples: { raw_liquid: string }[] })[]>('filters.json'),
    ...readData<(DocEntry & { examples: { raw_liquid: string }[] })[]>('tags.json'),
  ];
  return entries.flatMap((e) =>
    e.examples
      .filter((x) => x.raw_liquid.trim() !== '')
      .map((x) => ({ name: e.name, liquid: x.raw_liquid.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&') })),
  );
}

/** The engine every page renders with, built for a theme folder. */
export function engineFor(themeRoot: string): Liquid {
  const translator = new Translator(new ThemeFiles(themeRoot));
  return createEngine({
    snippetsDir: snippetsDirOf(themeRoot),
    translator,
    assetVersion: () => '0',
    shop: () => ({}),
    localeDateFormat: () => undefined,
  });
}

/** Tags that are clauses of block tags rather than tags of their own (LiquidJS parses them there). */
const CLAUSES: Record<string, string[]> = { else: ['if', 'unless', 'case', 'for'] };

export interface Coverage {
  documented: number;
  implemented: string[];
  missing: string[];
}

function coverage(names: string[], has: (name: string) => boolean): Coverage {
  const implemented = names.filter(has);
  return { documented: names.length, implemented, missing: names.filter((n) => !has(n)) };
}

export function filterCoverage(engine: Liquid, docs: LiquidDocs): Coverage {
  return coverage(
    docs.filters.map((f) => f.name),
    (name) => typeof engine.filters[name] === 'function',
  );
}

export function deprecatedFilterCoverage(engine: Liquid, docs: LiquidDocs): Coverage {
  return coverage(
    docs.deprecatedFilters.map((f) => f.name),
    (name) => typeof engine.filters[name] === 'function',
  );
}

export function tagCoverage(engine: Liquid, docs: LiquidDocs): Coverage {
  const registered = (name: string): boolean => engine.tags[name] !== undefined;
  return coverage(
    docs.tags.map((t) => t.name),
    (name) => registered(name) || ((CLAUSES[name] ?? []).every(registered) && name in CLAUSES),
  );
}
