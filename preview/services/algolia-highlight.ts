// Algolia's `_highlightResult`: each highlighted attribute mirrors the record's value (strings,
// arrays element by element, objects key by key), with the matched words wrapped in the
// request's tags, `matchLevel` none/partial/full, the query words it matched, and
// `fullyHighlighted` when every word of the value is highlighted. A word matched as a prefix of
// the last query word is highlighted only as far as that prefix ("<em>refil</em>l"), as Algolia does.
// Values are record text, not HTML: Algolia does not escape them and neither does this.
import type { WordMatch } from '../shop/search-engine';
import { eachWord, isPlainText } from '../shop/search-text';

export interface HighlightQuery {
  words: string[];
  expansions: Map<string, WordMatch[]>;
  /** the expansions' terms, to skip texts that contain none of them */
  terms: readonly string[];
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

// Past this many terms, looking for each one costs more than reading the words.
const MAX_PREFILTER_TERMS = 32;

/** Whether `text` surely has no matching word: plain ASCII (its lower case is its comparable form) without any term in it. */
function surelyUnmatched(text: string, query: HighlightQuery): boolean {
  if (query.terms.length > MAX_PREFILTER_TERMS || !isPlainText(text)) return false;
  const lower = text.toLowerCase();
  return !query.terms.some((term) => lower.includes(term));
}

export function highlightText(text: string, query: HighlightQuery): HighlightValue {
  if (surelyUnmatched(text, query)) return { value: text, matchLevel: 'none', matchedWords: [] };
  const matched = new Set<number>();
  let out = '';
  let cursor = 0;
  let everyWord = true;
  let anyWord = false;
  eachWord(text, (start, end, term) => {
    anyWord = true;
    const matches = query.expansions.get(term);
    if (!matches) {
      everyWord = false;
      return;
    }
    const wordLength = end - start;
    let length = 0;
    let best = Number.POSITIVE_INFINITY;
    for (const m of matches) {
      matched.add(m.word);
      // The match with fewest typos shows: a prefix covers the typed part ("<em>refil</em>l"),
      // an exact or mistyped word the whole word (also when accents changed its length).
      const prefixOnly = !m.exact && m.typos === 0 && term.length === wordLength;
      const covered = prefixOnly ? Math.min(query.words[m.word]!.length, wordLength) : wordLength;
      if (m.typos < best || (m.typos === best && covered > length)) {
        best = m.typos;
        length = covered;
      }
    }
    if (length < wordLength) everyWord = false;
    out += text.slice(cursor, start) + query.preTag + text.slice(start, start + length) + query.postTag;
    cursor = start + length;
  });
  if (matched.size === 0) return { value: text, matchLevel: 'none', matchedWords: [] };
  out += text.slice(cursor);
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

/** The attributes to highlight as a tree of keys ('blog.title' → blog → title), built once per query. */
export interface HighlightPlan {
  /** '*': every attribute of each record but objectID */
  all: boolean;
  root: Map<string, PlanNode>;
}

interface PlanNode {
  /** the key as JSON, ready to print */
  quoted: string;
  /** null: highlight the whole value here */
  children: Map<string, PlanNode> | null;
}

function addPath(root: Map<string, PlanNode>, keys: string[]): void {
  const [key, ...rest] = keys as [string, ...string[]];
  let node = root.get(key);
  if (!node) {
    node = { quoted: JSON.stringify(key), children: rest.length ? new Map() : null };
    root.set(key, node);
  }
  if (rest.length === 0) node.children = null;
  else if (node.children) addPath(node.children, rest);
}

export function highlightPlan(attributes: readonly string[]): HighlightPlan {
  const root = new Map<string, PlanNode>();
  for (const path of attributes) if (path !== '' && path !== '*') addPath(root, path.split('.'));
  return { all: attributes.includes('*'), root };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `{ "key": highlight, … }` for the plan's keys the value has; undefined when it has none. */
function highlightKeys(value: Record<string, unknown>, nodes: Map<string, PlanNode>, query: HighlightQuery): string | undefined {
  let json = '';
  for (const [key, node] of nodes) {
    if (!Object.hasOwn(value, key)) continue;
    const child = value[key];
    const part = node.children === null ? highlightJson(child, query) : isRecord(child) ? highlightKeys(child, node.children, query) : undefined;
    if (part !== undefined) json += `${json ? ',' : ''}${node.quoted}:${part}`;
  }
  return json ? `{${json}}` : undefined;
}

/**
 * `_highlightResult` as JSON for the plan's attributes; undefined when the record has none of
 * them. JSON, because a page of 200 hits is built as text.
 */
export function highlightResultJson(record: Record<string, unknown>, plan: HighlightPlan, query: HighlightQuery): string | undefined {
  if (!plan.all) return highlightKeys(record, plan.root, query);
  return highlightKeys(record, highlightPlan(Object.keys(record).filter((k) => k !== 'objectID')).root, query);
}
