// Theme errors are developer errors: they name the theme file and line so the preview can show
// an error page instead of silently rendering wrong output.
import path from 'node:path';
import { escapeHtml } from '../../src/contracts/html';

export class ThemeError extends Error {
  readonly file: string;
  readonly line: number;
  /** The message without the location suffix. */
  readonly reason: string;
  constructor(message: string, file: string, line: number) {
    super(`${message} (${file}:${line})`);
    this.name = 'ThemeError';
    this.file = file;
    this.line = line;
    this.reason = message;
  }
}

interface LiquidLikeError extends Error {
  token?: { file?: string; getPosition(): [number, number] };
  originalError?: unknown;
}

function innermostThemeError(err: unknown): ThemeError | undefined {
  let cur: unknown = err;
  for (let depth = 0; cur && depth < 20; depth++) {
    if (cur instanceof ThemeError) return cur;
    cur = (cur as LiquidLikeError).originalError;
  }
  return undefined;
}

/** LiquidJS's texts for a tag, output or block left open, as Liquid words them (undefined for any other text). */
export function unclosedText(message: string): string | undefined {
  if (!/ not closed(?:, (?:file|line):.*)?$/s.test(message)) return undefined;
  // The tokenizer's (quoted token): Liquid's tokenizer names only the opening delimiter.
  if (message.startsWith('output "')) return "Variable '{{' was not properly terminated with regexp: /\\}\\}/";
  if (message.startsWith('tag "')) return "Tag '{%' was not properly terminated with regexp: /\\%\\}/";
  const block = /^tag (?:\{%-?)?\s*(\w+)/.exec(message) ?? /^(\w+) "\{%-?\s*\w+/.exec(message);
  return block ? `'${block[1]}' tag was never closed` : undefined;
}

/** Plain message of a LiquidJS error, without LiquidJS's own ", file:…, line:…" suffix. */
export function liquidReason(err: LiquidLikeError): string {
  const original = err.originalError;
  const raw = original instanceof Error ? original.message : err.message;
  const unclosed = unclosedText(raw);
  if (unclosed) return unclosed;
  return raw
    .replace(/, (file|line):.*$/s, '')
    .replace(/^undefined filter: /, 'Unknown filter: ')
    .replace(/^tag "(.+)" not found$/, 'Unknown tag: $1')
    .replace(/^(?:ENOENT: )?Failed to lookup "(.*?)" in ".*"$/s, 'Could not find asset snippets/$1.liquid');
}

/** Converts anything thrown while parsing/rendering into a ThemeError with a theme-relative file. */
export function toThemeError(err: unknown, themeRoot: string, fallbackFile = 'unknown', fallbackLine = 0): ThemeError {
  const nested = innermostThemeError(err);
  if (nested) return nested;
  const e = err as LiquidLikeError;
  if (e && e.token && typeof e.token.getPosition === 'function') {
    const file = e.token.file ? relativeThemePath(themeRoot, e.token.file) : fallbackFile;
    return new ThemeError(liquidReason(e), file, e.token.getPosition()[0]);
  }
  const message = e instanceof Error ? e.message : String(err);
  return new ThemeError(message, fallbackFile, fallbackLine);
}

export function relativeThemePath(themeRoot: string, file: string): string {
  return path.isAbsolute(file) ? path.relative(themeRoot, file).split(path.sep).join('/') : file;
}

/** 1-based line of the first occurrence of `needle` in `text` (1 when absent). */
export function lineOf(text: string, needle: string): number {
  const at = text.indexOf(needle);
  return at < 0 ? 1 : text.slice(0, at).split('\n').length;
}

export function renderThemeErrorPage(err: unknown): string {
  const te = err instanceof ThemeError ? err : undefined;
  const reason = te ? te.reason : err instanceof Error ? err.message : String(err);
  const where = te ? `${te.file}, line ${te.line}` : 'unknown location';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Theme error</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;color:#222}code{background:#f4f4f4;padding:.1em .3em}</style></head>
<body><h1>Theme error</h1>
<p class="theme-error-message">${escapeHtml(reason)}</p>
<p>in <code class="theme-error-location">${escapeHtml(where)}</code></p>
</body></html>
`;
}
