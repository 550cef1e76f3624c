// A search index with Algolia's query semantics on MiniSearch: every query word must match
// (AND), only the last word is a prefix (`prefixLast`), typos are tolerated from 4 letters (one)
// and 8 letters (two) unless the settings ask otherwise (the shop's own search: from 5 letters,
// and only on words the index does not hold), and hits are ranked by Algolia's tie-breaking
// criteria: fewest typos, best attribute (the order the index declares), most exact words, then
// the index's custom ranking.
// The inverted index is MiniSearch's public radix tree (`minisearch/SearchableMap`: prefix and fuzzy
// lookup); the query is evaluated here over its postings, because BM25 scoring is not Algolia's
// ranking and building MiniSearch's result objects for 10k matches costs more than the budget.
import SearchableMap from 'minisearch/SearchableMap';
import { normalizeWord, splitWords, typoDistance } from './search-text';

export interface SearchAttribute<R> {
  /** the record's attribute, dotted for nested values ('blog.title') */
  name: string;
  /** its searchable text */
  text(record: R): string;
}

export interface SearchIndexOptions<R> {
  /** searchable attributes, best first */
  attributes: SearchAttribute<R>[];
  /** Algolia's custom ranking, the last criterion: negative when `a` comes first */
  customRanking(a: R, b: R): number;
}

export interface TypoSettings {
  typoTolerance?: boolean;
  minWordSizefor1Typo?: number;
  minWordSizefor2Typos?: number;
  /**
   * Not Algolia's: a word is read with typos only when no indexed word is it (or, for the last
   * word, begins with it), so "cake" never finds "make" while "focacia" still finds "focaccia".
   */
  typosOnlyForUnknownWords?: boolean;
}

/** How an indexed term matches one query word. */
export interface WordMatch {
  /** the query word's position */
  word: number;
  typos: number;
  /** the term is the query word itself (not a prefix extension, no typo) */
  exact: boolean;
}

export interface SearchOutcome<R> {
  /** the query's words, in their comparable form */
  words: string[];
  /** every indexed term the query matches, with the words it matches */
  expansions: Map<string, WordMatch[]>;
  /** matching records, ranked */
  hits: readonly R[];
}

export interface SearchIndex<R> {
  readonly attributes: readonly SearchAttribute<R>[];
  readonly size: number;
  search(query: string, settings?: TypoSettings): SearchOutcome<R>;
}

/** term → attribute index → positions of the records holding it there */
type Postings = SearchableMap<Map<number, Set<number>>>;

/** Every record's words, by attribute: what the search looks terms up in. */
function buildPostings<R>(records: readonly R[], attributes: readonly SearchAttribute<R>[]): Postings {
  const postings: Postings = new SearchableMap();
  records.forEach((record, position) => {
    attributes.forEach((attribute, index) => {
      for (const word of splitWords(attribute.text(record))) {
        const term = normalizeWord(word);
        if (term === '') continue;
        const byAttribute = postings.get(term) ?? postings.set(term, new Map()).get(term)!;
        const positions = byAttribute.get(index) ?? byAttribute.set(index, new Set()).get(index)!;
        positions.add(position);
      }
    });
  });
  return postings;
}

// Bounds the work of a one-letter last word, which could otherwise expand to every term.
const MAX_PREFIX_TERMS = 500;
const NONE = 255;

function allowedTypos(word: string, settings: TypoSettings): number {
  if (settings.typoTolerance === false) return 0;
  if (word.length >= (settings.minWordSizefor2Typos ?? 8)) return 2;
  if (word.length >= (settings.minWordSizefor1Typo ?? 4)) return 1;
  return 0;
}

export function createSearchIndex<R>(records: readonly R[], options: SearchIndexOptions<R>): SearchIndex<R> {
  const attributes = options.attributes;
  const size = records.length;
  const postings = buildPostings(records, attributes);
  // The custom ranking once, as each record's rank: ranking a query is then arithmetic.
  const browseOrder = records.map((_, i) => i).sort((a, b) => options.customRanking(records[a]!, records[b]!) || a - b);
  const customRank = new Int32Array(size);
  browseOrder.forEach((position, rank) => (customRank[position] = rank));
  const browseHits = browseOrder.map((position) => records[position]!);

  /** Each word's terms (exact, mistyped, and for the last word prefixed); null when a word has none. */
  function expand(words: string[], settings: TypoSettings): [string, WordMatch][][] | null {
    const byWord: [string, WordMatch][][] = [];
    for (let index = 0; index < words.length; index++) {
      const word = words[index]!;
      const terms: [string, WordMatch][] = [];
      if (postings.has(word)) terms.push([word, { word: index, typos: 0, exact: true }]);
      if (index === words.length - 1) {
        let count = 0;
        for (const term of postings.atPrefix(word).keys()) {
          if (term !== word) terms.push([term, { word: index, typos: 0, exact: false }]);
          if (++count >= MAX_PREFIX_TERMS) break;
        }
      }
      const typos = settings.typosOnlyForUnknownWords && terms.length > 0 ? 0 : allowedTypos(word, settings);
      if (typos > 0) {
        // MiniSearch counts a swap of neighbours as two edits; one more lets swaps through.
        for (const term of postings.fuzzyGet(word, typos + 1).keys()) {
          const distance = term === word ? 0 : typoDistance(word, term, typos);
          if (distance > 0 && distance <= typos) terms.push([term, { word: index, typos: distance, exact: false }]);
        }
      }
      // Every word must match: one without terms ends the search before the costlier words.
      if (terms.length === 0) return null;
      byWord.push(terms);
    }
    return byWord;
  }

  /** Documents matching every word, ranked: typos, attribute, exact words, custom ranking. */
  function evaluate(byWord: [string, WordMatch][][]): R[] {
    const matchedWords = new Uint16Array(size);
    const typos = new Uint16Array(size);
    const exact = new Uint16Array(size);
    const attribute = new Uint8Array(size).fill(NONE);
    const wordTypos = new Uint8Array(size).fill(NONE);
    const wordExact = new Uint8Array(size);
    let touched: number[] = [];
    for (let w = 0; w < byWord.length; w++) {
      touched = [];
      for (const [term, match] of byWord[w]!) {
        const fields = postings.get(term);
        if (!fields) continue;
        for (const [attr, docs] of fields) {
          for (const doc of docs) {
            // AND: only documents that matched every earlier word stay candidates.
            if (matchedWords[doc] !== w) continue;
            if (wordTypos[doc] === NONE) touched.push(doc);
            if (match.typos < wordTypos[doc]!) wordTypos[doc] = match.typos;
            if (match.exact) wordExact[doc] = 1;
            if (attr < attribute[doc]!) attribute[doc] = attr;
          }
        }
      }
      for (const doc of touched) {
        matchedWords[doc] = w + 1;
        typos[doc]! += wordTypos[doc]!;
        exact[doc]! += wordExact[doc]!;
        wordTypos[doc] = NONE;
        wordExact[doc] = 0;
      }
      if (touched.length === 0) return [];
    }
    // One number per hit orders all criteria; its remainder by `size` is the custom rank,
    // which names the record, so a plain numeric sort does the ranking.
    const keys = new Float64Array(touched.length);
    touched.forEach((doc, i) => {
      const criteria = (Math.min(typos[doc]!, 255) * 256 + attribute[doc]!) * 64 + (63 - Math.min(exact[doc]!, 63));
      keys[i] = criteria * size + customRank[doc]!;
    });
    keys.sort();
    return Array.from(keys, (key) => browseHits[key % size]!);
  }

  return {
    attributes,
    size,
    search(query, settings = {}) {
      const typed = splitWords(query).map(normalizeWord);
      // A repeated word asks nothing new (and a long pasted text must not cost a lookup per word);
      // the last word stays last, as the prefix.
      const words = typed.length > 1 ? [...new Set(typed.slice(0, -1)), typed.at(-1)!] : typed;
      if (words.length === 0) return { words, expansions: new Map(), hits: browseHits };
      const byWord = expand(words, settings);
      const expansions = new Map<string, WordMatch[]>();
      if (!byWord) return { words, expansions, hits: [] };
      for (const [term, match] of byWord.flat()) {
        const list = expansions.get(term);
        if (list) list.push(match);
        else expansions.set(term, [match]);
      }
      return { words, expansions, hits: evaluate(byWord) };
    },
  };
}
