// Every translation has exactly the keys of the default locale (plural forms included), the same
// {{ placeholders }} and the same HTML tags in each string; storefront and schema files alike.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const LOCALES = path.resolve('locales');
type Tree = { [key: string]: string | Tree };

/** Every leaf as `a.b.c` → text. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(name, value);
    else for (const [k, v] of leaves(value, name)) out.set(k, v);
  }
  return out;
}

const sorted = (text: string, pattern: RegExp) => [...text.matchAll(pattern)].map((m) => m[1]).sort();
const placeholders = (text: string) => sorted(text, /\{\{\s*([\w.-]+)\s*\}\}/g);
const tags = (text: string) => sorted(text, /<\/?([a-z][\w-]*)/gi);

/** What differs between a default locale and a translation of it, one line per problem. */
function localeDifferences(base: Tree, translation: Tree): string[] {
  const a = leaves(base);
  const b = leaves(translation);
  const problems: string[] = [];
  for (const key of a.keys()) if (!b.has(key)) problems.push(`missing ${key}`);
  for (const key of b.keys()) if (!a.has(key)) problems.push(`extra ${key}`);
  for (const [key, text] of a) {
    const other = b.get(key);
    if (other === undefined) continue;
    if (placeholders(text).join() !== placeholders(other).join()) problems.push(`placeholders differ in ${key}`);
    if (tags(text).join() !== tags(other).join()) problems.push(`HTML differs in ${key}`);
  }
  return problems;
}

const read = (file: string) => JSON.parse(readFileSync(path.join(LOCALES, file), 'utf8')) as Tree;
const files = readdirSync(LOCALES).filter((f) => f.endsWith('.json') && !f.startsWith('en.default.'));

describe('locale parity', () => {
  it('the theme ships French for the storefront and the editor', () => {
    expect(files.sort()).toEqual(['fr.json', 'fr.schema.json']);
  });

  it.each(files)('%s has every key, placeholder and tag of the default locale, and no other', (file) => {
    const base = read(file.endsWith('.schema.json') ? 'en.default.schema.json' : 'en.default.json');
    expect(localeDifferences(base, read(file))).toEqual([]);
  });

  it('reports a missing plural form, an extra key and a changed placeholder or tag', () => {
    const base: Tree = { cart: { count: { one: '{{ count }} item', other: '{{ count }} items' }, help_html: '<a href="x">Help</a>' } };
    const translation: Tree = { cart: { count: { other: '{{ n }} articles' }, help_html: 'Aide', extra: 'Oups' } };
    expect(localeDifferences(base, translation)).toEqual([
      'missing cart.count.one',
      'extra cart.extra',
      'placeholders differ in cart.count.other',
      'HTML differs in cart.help_html',
    ]);
  });
});
