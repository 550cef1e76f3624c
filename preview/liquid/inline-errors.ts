// Shopify's lax error behaviour: a Liquid error renders inline where it happened
// (`Liquid error (sections/x.liquid line N): …`) and the rest of the page still renders; a file
// that does not parse renders Shopify's syntax-error text instead of its content. Strict mode
// (the theme's own tests) never installs this, so every error stays a loud error page.
import { Liquid, LiquidError, RenderError, toValue, toValueSync, type Context, type Emitter, type LiquidOptions, type Token } from 'liquidjs';
import { escapeHtmlKeepingApostrophes } from '../../src/contracts/html';
import { liquidReason, relativeThemePath, ThemeError } from './errors';
import { hidesErrorText } from './tags/blank-blocks';
import { isLimitReached } from './resource-limits';

export interface LiquidErrorReport {
  kind: 'runtime' | 'syntax';
  /** The template's name ('' for a template without one, which Liquid locates "(line N)"). */
  file: string;
  line: number;
  message: string;
}

export type LiquidErrorSink = (report: LiquidErrorReport) => void;

interface TokenLike {
  file?: string;
  getPosition(): [number, number];
}
interface ChainLink {
  name?: string;
  message?: string;
  token?: TokenLike;
  originalError?: unknown;
}

// LiquidSyntaxError: the strict grammar's own (preview/liquid/strict/markup-parser.ts).
const SYNTAX_ERRORS = new Set(['ParseError', 'TokenizationError', 'LiquidSyntaxError']);

/** The text Shopify prints in place of the failing tag or file. */
export function inlineErrorText(report: LiquidErrorReport): string {
  const label = report.kind === 'syntax' ? 'Liquid syntax error' : 'Liquid error';
  const where = report.file ? `${report.file} line ${report.line}` : `line ${report.line}`;
  // Shopify prints Liquid's text as it is ("tag 'include'", "Variable '{{' was not properly terminated").
  // `& < > "` stay escaped, so a name a template computed cannot open markup or leave a double-quoted
  // attribute; apostrophes and braces are printed as Liquid prints them.
  return escapeHtmlKeepingApostrophes(`${label} (${where}): ${report.message}`);
}

/** File, line and kind of an error thrown while parsing or rendering: the innermost located cause wins. */
export function reportOf(err: unknown, themeRoot: string, fallbackFile: string): LiquidErrorReport {
  let kind: LiquidErrorReport['kind'] = 'runtime';
  let located: { token: TokenLike; link: ChainLink } | undefined;
  let cur: unknown = err;
  for (let depth = 0; cur && depth < 20; depth++) {
    if (cur instanceof ThemeError) return { kind, file: cur.file, line: cur.line, message: cur.reason };
    const link = cur as ChainLink;
    if (link.name && SYNTAX_ERRORS.has(link.name)) kind = 'syntax';
    if (link.token && typeof link.token.getPosition === 'function') located = { token: link.token, link };
    cur = link.originalError;
  }
  const message = located ? liquidReason(located.link as Error & ChainLink) : err instanceof Error ? err.message : String(err);
  if (!located) return { kind, file: fallbackFile, line: 1, message };
  const file = located.token.file ? relativeThemePath(themeRoot, located.token.file) : fallbackFile;
  return { kind, file, line: located.token.getPosition()[0], message };
}

export interface InlineErrorOptions {
  /** The theme's folder: errors name their file relative to it. */
  themeRoot: string;
  /** Told every error, printed or not. */
  sink: LiquidErrorSink;
  /** Where an error in a template parsed without a file name is located ('' prints "(line N)"). */
  unnamedFile?: string;
  /** Called as each list of templates starts, before its first node (the resource limits): an error it throws ends the list. */
  enterBody?: (templates: readonly unknown[], ctx: Context, emitter: Emitter | undefined) => void;
}

/** LiquidJS's template for the text between tags (its class, HTML, is not exported). */
const TextTemplate = (new Liquid().parse('text')[0] as object).constructor;

/** LiquidJS's stringify of what a node writes: a drop's value, nil as nothing, arrays joined. */
function written(html: unknown): string {
  const value: unknown = toValue(html);
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(written).join('');
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- LiquidJS prints any other object so
  return String(value);
}

/** Collects a list's text where LiquidJS was given no emitter (as its SimpleEmitter, which it does not export). */
class TextEmitter implements Emitter {
  buffer = '';
  write(html: unknown): void {
    this.buffer += written(html);
  }
}

/** The LiquidJS options through which an engine renders errors inline. */
export type InlineErrorHooks = Required<Pick<LiquidOptions, 'renderTemplatesWrapper' | 'unknownFilter'>>;

/**
 * Errors rendered inline: every list of templates (a file, a tag's body) catches the error of the node
 * that failed, prints Shopify's error text there (nothing for a blank tag) and goes on with the next node.
 * An unknown filter passes its input through, as on Shopify, and is reported to the sink.
 */
export function inlineErrorHooks({ themeRoot, sink, unnamedFile = 'unknown', enterBody }: InlineErrorOptions): InlineErrorHooks {
  // Shopify hands an unknown filter's input on unchanged and prints nothing; the preview still tells the developer.
  const unknownFilter = (name: string) =>
    function (this: { token?: { file?: string; getPosition(): number[] } }, input: unknown) {
      const file = this.token?.file ? relativeThemePath(themeRoot, this.token.file) : 'unknown';
      sink({ kind: 'runtime', file, line: this.token?.getPosition()[0] ?? 1, message: `Unknown filter: ${name}` });
      return input;
    };
  // Each node renders on its own (as LiquidJS's own loop renders it: one generator per list, not one per node),
  // so the error of one node is printed in its place and the next one goes on.
  const renderTemplatesWrapper: InlineErrorHooks['renderTemplatesWrapper'] = function* (templates, ctx, emitter) {
    enterBody?.(templates, ctx, emitter);
    // Without an emitter (a capture, the top of a file) the text is collected and returned, not written.
    const out = emitter ?? new TextEmitter();
    for (const tpl of templates) {
      // Text between tags cannot fail: written here, without the generator LiquidJS would run for it.
      if (tpl instanceof TextTemplate) {
        out.write((tpl.token as Token & { getContent(): string }).getContent());
        continue;
      }
      try {
        // A node that does not write returns its text, which goes to the output as LiquidJS's renderer does.
        // A synchronous render drives the node here rather than passing it up through the generators above.
        const html: unknown = ctx.sync ? toValueSync(tpl.render(ctx, out)) : yield tpl.render(ctx, out);
        if (html) out.write(html);
      } catch (err) {
        // A resource limit ends the whole render, as Ruby Liquid re-raises its MemoryError.
        if (isLimitReached(err)) throw err;
        // Located at the node when nothing inside it is (LiquidJS's RenderError, as its renderer wraps it).
        const report = reportOf(LiquidError.is(err) ? err : new RenderError(err as Error, tpl), themeRoot, unnamedFile);
        sink(report);
        // As Ruby's BlockBody: the error of a blank tag (assign, a block printing nothing) is not printed.
        out.write(hidesErrorText(tpl) ? '' : inlineErrorText(report));
      }
      if (ctx.breakCalled || ctx.continueCalled) break;
    }
    return out.buffer;
  };
  return { renderTemplatesWrapper, unknownFilter };
}
