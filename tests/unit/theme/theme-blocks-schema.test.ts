// Every theme block (blocks/) has a schema with a translated name, labels in English and French,
// presets for the editor's "Add block" and shopify_attributes; every section a merchant can add
// has presets for "Add section", each naming block types that exist and that its parent accepts.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

interface BlockEntry {
  type: string;
  settings?: Record<string, unknown>;
  blocks?: BlockEntry[] | Record<string, BlockEntry>;
}
interface Schema {
  name?: string;
  blocks?: { type: string }[];
  presets?: { name?: string; blocks?: BlockEntry[] | Record<string, BlockEntry> }[];
}

const read = (file: string) => readFileSync(path.resolve(file), 'utf8');
const schemaOf = (source: string): Schema => JSON.parse(/\{%-?\s*schema\s*-?%\}([\s\S]*?)\{%-?\s*endschema\s*-?%\}/.exec(source)?.[1] ?? 'null') as Schema;
const liquidFiles = (folder: string) =>
  readdirSync(path.resolve(folder))
    .filter((f) => f.endsWith('.liquid'))
    .map((f) => f.replace(/\.liquid$/, ''));
const locales = ['locales/en.default.schema.json', 'locales/fr.schema.json'].map((file) => [file, JSON.parse(read(file)) as unknown] as const);

const themeBlocks = liquidFiles('blocks');
const blockSchemas = new Map(themeBlocks.map((type) => [type, schemaOf(read(`blocks/${type}.liquid`))]));

/** Every `t:` key anywhere in a schema. */
function translationKeys(value: unknown): string[] {
  if (typeof value === 'string') return value.startsWith('t:') ? [value.slice(2)] : [];
  if (Array.isArray(value)) return value.flatMap(translationKeys);
  if (value && typeof value === 'object') return Object.values(value).flatMap(translationKeys);
  return [];
}
const lookUp = (tree: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
const entries = (blocks: BlockEntry['blocks']) => (Array.isArray(blocks) ? blocks : Object.values(blocks ?? {}));

/** Problems with the blocks of a preset placed in a parent whose schema lists `accepts`. */
function presetProblems(owner: string, accepts: string[], blocks: BlockEntry['blocks']): string[] {
  return entries(blocks).flatMap((entry) => {
    const isThemeBlock = blockSchemas.has(entry.type);
    const accepted = accepts.includes(entry.type) || (isThemeBlock && !entry.type.startsWith('_') && accepts.includes('@theme'));
    const problems = accepted ? [] : [`${owner}: ${entry.type} is not accepted there`];
    const childSchema = blockSchemas.get(entry.type);
    return childSchema
      ? [
          ...problems,
          ...presetProblems(
            `${owner} > ${entry.type}`,
            (childSchema.blocks ?? []).map((b) => b.type),
            entry.blocks,
          ),
        ]
      : problems;
  });
}

describe('theme blocks', () => {
  it('number at least 25', () => {
    expect(themeBlocks.length).toBeGreaterThanOrEqual(25);
  });

  it.each(themeBlocks)('%s has a translated name, every label in English and French, and shopify_attributes', (type) => {
    const schema = blockSchemas.get(type)!;
    expect(schema.name).toMatch(/^t:/);
    const keys = translationKeys(schema);
    for (const [file, tree] of locales) for (const key of keys) expect(typeof lookUp(tree, key), `${key} in ${file}`).toBe('string');
    expect(read(`blocks/${type}.liquid`)).toContain('{{ block.shopify_attributes }}');
  });

  it.each(themeBlocks.filter((type) => !type.startsWith('_')))('%s has presets whose blocks exist and are accepted', (type) => {
    const schema = blockSchemas.get(type)!;
    expect(schema.presets?.length, 'presets').toBeGreaterThan(0);
    const accepts = (schema.blocks ?? []).map((b) => b.type);
    for (const preset of schema.presets ?? []) expect(presetProblems(type, accepts, preset.blocks)).toEqual([]);
  });
});

describe('sections', () => {
  // Template-only sections (main-*) and the header (one per header group) are placed by the theme, not added.
  const addable = liquidFiles('sections').filter((type) => !type.startsWith('main-') && type !== 'header');

  it.each(addable)('%s has presets whose blocks exist and are accepted', (type) => {
    const schema = schemaOf(read(`sections/${type}.liquid`));
    expect(schema.presets?.length, 'presets').toBeGreaterThan(0);
    const accepts = (schema.blocks ?? []).map((b) => b.type);
    for (const preset of schema.presets ?? []) {
      expect(preset.name).toMatch(/^t:/);
      expect(presetProblems(type, accepts, preset.blocks)).toEqual([]);
    }
  });

  it('the Custom section offers finished compositions built from theme blocks', () => {
    const presets = schemaOf(read('sections/custom-section.liquid')).presets ?? [];
    expect(presets.length).toBeGreaterThanOrEqual(6);
    for (const preset of presets.slice(1)) expect(entries(preset.blocks).length, preset.name).toBeGreaterThan(0);
  });
});
