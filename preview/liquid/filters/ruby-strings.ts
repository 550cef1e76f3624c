// truncate, truncatewords, strip_html and replace's substitution exactly as Ruby Liquid's StandardFilters compute them.

/** Ruby's awk-style `split(" ", limit)`: fields between runs of ASCII whitespace; the last field keeps the rest. */
function splitWords(text: string, limit: number): string[] {
  const space = (c: string | undefined): boolean => c === ' ' || c === '\t' || c === '\n' || c === '\v' || c === '\f' || c === '\r';
  const fields: string[] = [];
  let i = 0;
  while (space(text[i])) i++;
  while (i < text.length) {
    if (fields.length === limit - 1) return [...fields, text.slice(i)];
    let end = i;
    while (end < text.length && !space(text[end])) end++;
    fields.push(text.slice(i, end));
    i = end;
    while (space(text[i])) i++;
    // Trailing whitespace leaves an empty last field when a limit is given.
    if (end < text.length && i === text.length && fields.length < limit) fields.push('');
  }
  return fields;
}

/** `truncate`: at most `length` characters, the suffix counted in them. */
export function rubyTruncate(text: string, length: number, suffix: string): string {
  const chars = [...text];
  if (chars.length <= length) return text;
  return chars.slice(0, Math.max(0, length - [...suffix].length)).join('') + suffix;
}

/** `truncatewords`: the first `words` words (ASCII whitespace separates them) joined by one space, then the suffix. */
export function rubyTruncateWords(text: string, words: number, suffix: string): string {
  const count = words <= 0 ? 1 : words;
  const list = splitWords(text, count + 1);
  if (list.length <= count) return text;
  return list.slice(0, count).join(' ') + suffix;
}

const BLOCKS: [string, string][] = [
  ['<script', '</script>'],
  ['<!--', '-->'],
  ['<style', '</style>'],
];

/** Removes each leftmost `open.*?close` block (Ruby's STRIP_HTML_BLOCKS), in one linear pass. */
function stripBlocks(text: string): string {
  let out = '';
  let i = 0;
  for (;;) {
    let start = -1;
    let stop = -1;
    for (const [open, close] of BLOCKS) {
      const at = text.indexOf(open, i);
      const end = at < 0 ? -1 : text.indexOf(close, at + open.length);
      if (end >= 0 && (start < 0 || at < start)) [start, stop] = [at, end + close.length];
    }
    if (start < 0) return out + text.slice(i);
    out += text.slice(i, start);
    i = stop;
  }
}

/** `strip_html`: script, comment and style blocks removed whole, then every `<…>` (Ruby's /<.*?>/m). */
export function rubyStripHtml(text: string): string {
  const rest = stripBlocks(text);
  let out = '';
  let i = 0;
  for (;;) {
    const lt = rest.indexOf('<', i);
    const gt = lt < 0 ? -1 : rest.indexOf('>', lt + 1);
    if (gt < 0) return out + rest.slice(i);
    out += rest.slice(i, lt);
    i = gt + 1;
  }
}

/** What Ruby's String#sub/gsub write for a replacement string: `\0` `\&` the match, `\`` and `\'` the text
 * before and after it, `\1`…`\9` and `\+` a group (none: a literal pattern has no groups), `\\` one
 * backslash; `\k<name>` names a group that cannot exist, which Ruby raises and Liquid prints as "internal". */
function substitution(replacement: string, input: string, at: number, match: string): string {
  return replacement.replace(/\\(k<[^>]*>|[0-9&`'+\\])/g, (_, code: string) => {
    if (code === '0' || code === '&') return match;
    if (code === '`') return input.slice(0, at);
    if (code === "'") return input.slice(at + match.length);
    if (code === '\\') return '\\';
    if (code.startsWith('k<')) throw new Error('internal', { cause: new Error(`undefined group name reference: ${code.slice(2, -1)}`) });
    return '';
  });
}

/** Ruby's `input.gsub(pattern, replacement)` (or `sub`, `all` false) with a literal, non-empty pattern. */
export function rubyReplace(input: string, pattern: string, replacement: string, all: boolean): string {
  let out = '';
  let from = 0;
  for (let at = input.indexOf(pattern); at >= 0; at = input.indexOf(pattern, from)) {
    out += input.slice(from, at) + substitution(replacement, input, at, pattern);
    from = at + pattern.length;
    if (!all) break;
  }
  return out + input.slice(from);
}
