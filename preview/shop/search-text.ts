// Text handling shared by the search engine and its highlighter: words are runs of letters and
// digits, compared without case or accents (as Algolia does), and typos are counted with the
// optimal-string-alignment distance, where swapping two neighbours is one typo.

const WORD = /[\p{L}\p{N}]+/gu;
const COMBINING_MARKS = /\p{M}+/gu;

/** A word's comparable form: lower case, accents dropped ("Crème" → "creme"). */
export function normalizeWord(word: string): string {
  // Printable ASCII (nearly every word) skips the Unicode decomposition.
  if (/^[ -~]*$/.test(word)) return word.toLowerCase();
  return word.normalize('NFKD').replace(COMBINING_MARKS, '').toLowerCase();
}

const PLAIN_TEXT = /^[\s!-~]*$/;

/** Printable ASCII and spaces only: the text's lower case is its comparable form, letter for letter. */
export function isPlainText(text: string): boolean {
  return PLAIN_TEXT.test(text);
}

function isAsciiWordChar(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/**
 * Visits each word of `text` with its place and comparable form, without building spans: the
 * highlighter reads every attribute of every hit, so plain ASCII text is scanned by hand.
 */
export function eachWord(text: string, visit: (start: number, end: number, term: string) => void): void {
  if (!isPlainText(text)) {
    for (const m of text.matchAll(WORD)) visit(m.index, m.index + m[0].length, normalizeWord(m[0]));
    return;
  }
  const lower = text.toLowerCase();
  let i = 0;
  while (i < text.length) {
    while (i < text.length && !isAsciiWordChar(text.charCodeAt(i))) i++;
    const start = i;
    while (i < text.length && isAsciiWordChar(text.charCodeAt(i))) i++;
    if (i > start) visit(start, i, lower.slice(start, i));
  }
}

const ASCII_WORD = /[A-Za-z0-9]+/g;

/** The raw words of `text` (MiniSearch's tokenizer; it normalizes them itself). */
export function splitWords(text: string): string[] {
  return text.match(isPlainText(text) ? ASCII_WORD : WORD) ?? [];
}

/**
 * Typos between a query word and an indexed word: insertions, deletions, substitutions and
 * swaps of neighbours each count one. Answers `max + 1` as soon as the count must exceed `max`.
 */
export function typoDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let current = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length]!, max + 1);
}
