// Algolia's `_highlightResult`: each highlighted attribute mirrors the record's value (strings,
// arrays element by element, objects key by key), with the matched words wrapped in the
// request's tags, `matchLevel` none/partial/full, the query words it matched, and
// `fullyHighlighted` when every word of the value is highlighted. A word matched as a prefix of
// the last query word is highlighted only as far as that prefix ("<em>refil</em>l"), as Algolia does.
// Values are record text, not HTML: Algolia does not escape them and neither does this.
import type { WordMatch } from '../shop/search-engine';
import { wordSpans } from '../shop/search-text';

export interface HighlightQuery {
  words: string[];
  expansions: Map<string, WordMatch[]>;
  preTag: string;
  postTag: string;
  /** highlights already made for this query, as JSON: vendors, types and tags repeat across records */
  seen: Map<string, string>;
}

export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export function highlightText(text: string, query: HighlightQuery): HighlightValue {
  const matched = new Set<number>();
  let out = '';
  let cursor = 0;
  let everyWord = true;
  let anyWord = false;
  for (const span of wordSpans(text)) {
    anyWord = true;
    const matches = query.expansions.get(span.term);
    if (!matches) {
      everyWord = false;
      continue;
    }
    let length = 0;
    let best = Number.POSITIVE_INFINITY;
    for (const m of matches) {
      matched.add(m.word);
      // The match with fewest typos shows: a prefix covers the typed part ("<em>refil</em>l"),
      // an exact or mistyped word the whole word (also when accents changed its length).
      const prefixOnly = !m.exact && m.typos === 0 && span.term.length === span.text.length;
      const covered = prefixOnly ? Math.min(query.words[m.word]!.length, span.text.length) : span.text.length;
      if (m.typos < best || (m.typos === best && covered > length)) {
        best = m.typos;
        length = covered;
      }
    }
    if (length < span.text.length) everyWord = false;
    out += text.slice(cursor, span.start) + query.preTag + text.slice(span.start, span.start + length) + query.postTag;
    cursor = span.start + length;
  }
  out += text.slice(cursor);
  if (matched.size === 0) return { value: text, matchLevel: 'none', matchedWords: [] };
  const matchedWords = [...new Set([...matched].sort((a, b) => a - b).map((i) => query.words[i]!))];
  const full = query.words.every((_, i) => matched.has(i));
  return { value: out, matchLevel: full ? 'full' : 'partial', matchedWords, fullyHighlighted: anyWord && everyWord };
}

/** A value's highlight as JSON; each distinct text is highlighted and serialised once per query. */
function highlightJson(value: unknown, query: HighlightQuery): string | undefined {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    const text = String(value);
    let json = query.seen.get(text);
    if (json === undefined) {
      json = JSON.stringify(highlightText(text, query));
      query.seen.set(text, json);
    }
    return json;
  }
  if (Array.isArray(value)) return `[${value.map((v) => highlightJson(v ?? '', query) ?? highlightJson('', query)).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const parts: string[] = [];
    for (const [key, v] of Object.entries(value)) {
      const json = highlightJson(v, query);
      if (json !== undefined) parts.push(`${JSON.stringify(key)}:${json}`);
    }
    return `{${parts.join(',')}}`;
  }
  return undefined;
}

function valueAt(record: Record<string, unknown>, path: string[]): unknown {
  let node: unknown = record;
  for (const key of path) {
    if (typeof node !== 'object' || node === null || Array.isArray(node) || !Object.hasOwn(node, key)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** Attribute paths nested as the record nests them: a leaf is its highlight's JSON. */
interface JsonTree {
  [key: string]: JsonTree | string;
}

function serialise(tree: JsonTree): string {
  return `{${Object.entries(tree).map(([key, node]) => `${JSON.stringify(key)}:${typeof node === 'string' ? node : serialise(node)}`).join(',')}}`;
}

/**
 * `_highlightResult` as JSON for the attributes asked for ('*': every attribute but objectID);
 * undefined when none of them exists. JSON, because a page of 200 hits is built as text.
 */
export function highlightResultJson(record: Record<string, unknown>, attributes: readonly string[], query: HighlightQuery): string | undefined {
  const paths = attributes.includes('*') ? Object.keys(record).filter((k) => k !== 'objectID') : attributes;
  const tree: JsonTree = {};
  let any = false;
  for (const path of paths) {
    const keys = path.split('.');
    const json = highlightJson(valueAt(record, keys), query);
    if (json === undefined) continue;
    let node = tree;
    for (const key of keys.slice(0, -1)) {
      const next = Object.hasOwn(node, key) ? node[key] : undefined;
      if (typeof next === 'object') node = next;
      else node = node[key] = {};
    }
    node[keys.at(-1)!] = json;
    any = true;
  }
  return any ? serialise(tree) : undefined;
}
