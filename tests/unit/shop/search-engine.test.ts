// The search index's Algolia semantics on small hand-made records, where every ranking
// criterion can be isolated: typos, attribute, exact words, custom ranking, prefixLast, AND.
import { describe, expect, it } from 'vitest';
import { createSearchIndex } from '../../../preview/shop/search-engine';
import { eachWord, normalizeWord, typoDistance } from '../../../preview/shop/search-text';

interface Doc {
  id: string;
  title: string;
  tags: string[];
  body: string;
  rank: number;
}

const doc = (id: string, title: string, tags: string[] = [], body = '', rank = 0): Doc => ({ id, title, tags, body, rank });

function index(docs: Doc[]) {
  return createSearchIndex(docs, {
    attributes: [
      { name: 'title', text: (d) => d.title },
      { name: 'tags', text: (d) => d.tags.join(' \n ') },
      { name: 'body', text: (d) => d.body },
    ],
    customRanking: (a, b) => b.rank - a.rank,
  });
}

const ids = (docs: readonly Doc[]) => docs.map((d) => d.id);

describe('search text', () => {
  it('compares words without case or accents', () => {
    expect(normalizeWord('Crème')).toBe('creme');
    expect(normalizeWord('ÉPICÉ')).toBe('epice');
    expect(normalizeWord('Oil')).toBe('oil');
  });

  it('counts a swap of neighbours as one typo, and stops counting past the limit', () => {
    expect(typoDistance('shrit', 'shirt', 2)).toBe(1);
    expect(typoDistance('lemn', 'lemon', 2)).toBe(1);
    expect(typoDistance('vinagrete', 'vinaigrette', 2)).toBe(2);
    expect(typoDistance('olive', 'olive', 2)).toBe(0);
    expect(typoDistance('abcdef', 'uvwxyz', 1)).toBe(2);
    expect(typoDistance('a', 'abcd', 1)).toBe(2);
  });

  it('finds words and their places, with punctuation and control characters between them', () => {
    const words = (text: string) => {
      const found: [string, string, number][] = [];
      eachWord(text, (start, end, term) => found.push([text.slice(start, end), term, start]));
      return found;
    };
    expect(words('Oil,\u0000café!')).toEqual([
      ['Oil', 'oil', 0],
      ['café', 'cafe', 5],
    ]);
    expect(words('  Olive OIL-can 2x ')).toEqual([
      ['Olive', 'olive', 2],
      ['OIL', 'oil', 8],
      ['can', 'can', 12],
      ['2x', '2x', 16],
    ]);
  });
});

describe('createSearchIndex', () => {
  const docs = [
    doc('body', 'Pantry staples', [], 'a lemon in the body'),
    doc('tag', 'Kitchen board', ['Lemon'], ''),
    doc('title', 'Lemon oil', [], ''),
    doc('typo', 'Lemmon curd', [], ''),
    doc('prefix', 'Lemonade stand', [], ''),
  ];
  const search = index(docs);

  it('ranks fewer typos first, then the better attribute, then an exact word before a prefix', () => {
    expect(ids(search.search('lemon').hits)).toEqual(['title', 'prefix', 'tag', 'body', 'typo']);
  });

  it('holds a word found in several attributes and several times once per record, ranked by its best attribute', () => {
    const repeated = index([doc('body-only', 'Jar', [], 'thyme thyme'), doc('everywhere', 'Thyme thyme', ['thyme'], 'thyme', -1)]);
    expect(ids(repeated.search('thyme').hits)).toEqual(['everywhere', 'body-only']);
    expect(ids(repeated.search('thy').hits)).toEqual(['everywhere', 'body-only']);
    expect(repeated.search('thyme').expansions).toEqual(new Map([['thyme', [{ word: 0, typos: 0, exact: true }]]]));
  });

  it('uses the custom ranking when every criterion ties, then the records’ order', () => {
    const tied = index([doc('a', 'Olive can', [], '', 1), doc('b', 'Olive tin', [], '', 5), doc('c', 'Olive jar', [], '', 1)]);
    expect(ids(tied.search('olive').hits)).toEqual(['b', 'a', 'c']);
    expect(ids(tied.search('').hits)).toEqual(['b', 'a', 'c']);
  });

  it('makes only the last word a prefix, and needs every word', () => {
    const pair = index([doc('oil', 'Lemon oil'), doc('oilcan', 'Lemon oilcan'), doc('plain', 'Lemon')]);
    expect(ids(pair.search('lemon oi').hits)).toEqual(['oil', 'oilcan']);
    expect(ids(pair.search('lem oil').hits)).toEqual([]);
    expect(ids(pair.search('oil lemon').hits)).toEqual(['oil']);
  });

  it('allows no typo under 4 letters, one from 4, two from 8, and none when typoTolerance is off', () => {
    const words = index([doc('oil', 'oil'), doc('olive', 'olive'), doc('vinaigrette', 'vinaigrette')]);
    expect(ids(words.search('oul').hits)).toEqual([]);
    expect(ids(words.search('olvie').hits)).toEqual(['olive']);
    expect(ids(words.search('oljvz').hits)).toEqual([]);
    expect(ids(words.search('vinagrete').hits)).toEqual(['vinaigrette']);
    expect(ids(words.search('olvie', { typoTolerance: false }).hits)).toEqual([]);
    expect(ids(words.search('olvie', { minWordSizefor1Typo: 6 }).hits)).toEqual([]);
  });

  it('with typosOnlyForUnknownWords, reads a typo only in a word no indexed word is or begins with', () => {
    const shop = { minWordSizefor1Typo: 5, typosOnlyForUnknownWords: true };
    // "lemon" is held: its exact and prefix matches, ranked as ever, and not the mistyped "Lemmon".
    expect(ids(search.search('lemon', shop).hits)).toEqual(['title', 'prefix', 'tag', 'body']);
    expect(search.search('lemon', shop).expansions.has('lemmon')).toBe(false);
    // "lemmn" is held nowhere: both words one typo away, the better attribute first.
    expect(ids(search.search('lemmn', shop).hits)).toEqual(['title', 'typo', 'tag', 'body']);
    // Not the last word, "lemo" is no prefix; four letters are too few for a typo.
    expect(ids(search.search('lemo curd', shop).hits)).toEqual([]);
  });

  it('reports how each matched term matches each word, for the highlighter', () => {
    const { words, expansions } = search.search('lemn');
    expect(words).toEqual(['lemn']);
    expect(expansions.get('lemon')).toEqual([{ word: 0, typos: 1, exact: false }]);
    expect(search.search('lemon').expansions.get('lemonade')).toEqual([{ word: 0, typos: 0, exact: false }]);
    expect(search.search('lemon').expansions.get('lemon')).toEqual([{ word: 0, typos: 0, exact: true }]);
  });

  it('treats a query of punctuation as empty, and a repeated word once', () => {
    expect(search.search('!!! ??').words).toEqual([]);
    expect(search.search('!!! ??').hits).toHaveLength(docs.length);
    expect(search.search('lemon lemon lemon oil').words).toEqual(['lemon', 'oil']);
  });
});
