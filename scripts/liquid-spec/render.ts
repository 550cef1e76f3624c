// Renders one liquid-spec spec through the preview's engine, the way the preview renders a theme file:
// the spec's environment as globals, its filesystem as the partials (the suite's file system), and (render_errors) the
// preview's lax error mode that prints errors inline. Returns what happened; judging is classify.ts.
import fs from 'node:fs';
import type { Liquid } from 'liquidjs';
import os from 'node:os';
import path from 'node:path';
import { createEngine } from '../../preview/liquid/engine';
import type { ResourceLimits } from '../../preview/liquid/resource-limits';
import { liquidReason } from '../../preview/liquid/errors';
import { inlineErrorText, reportOf } from '../../preview/liquid/inline-errors';
import { ThemeFiles } from '../../preview/liquid/theme-files';
import { Translator } from '../../preview/liquid/translate';
import { instantiate } from './drops';
import { specPartials } from './spec-files';
import { useSuiteFilters } from './suite-filters';
import type { ErrorMode, Spec } from './load';
import type { Outcome, RaisedError } from './outcome';

export type SpecInput = Pick<Spec, 'template' | 'templateName' | 'renderErrors' | 'environment' | 'filesystem' | 'themePage'> &
  Partial<Pick<Spec, 'resourceLimits'>>;

/** Ruby Liquid's ResourceLimits keys as the engine's option. */
const resourceLimitsOf = (limits: Record<string, unknown> = {}): ResourceLimits => ({
  renderScoreLimit: limits.render_score_limit as number | undefined,
  cumulativeRenderScoreLimit: limits.cumulative_render_score_limit as number | undefined,
  assignScoreLimit: limits.assign_score_limit as number | undefined,
  cumulativeAssignScoreLimit: limits.cumulative_assign_score_limit as number | undefined,
  renderLengthLimit: limits.render_length_limit as number | undefined,
});

interface Chain {
  name?: string;
  originalError?: unknown;
}

function raised(err: unknown, root: string, file: string): RaisedError {
  const report = reportOf(err, root, file);
  const syntax = report.kind === 'syntax';
  let inner: unknown = err;
  for (let depth = 0; depth < 20 && (inner as Chain | undefined)?.originalError; depth++) inner = (inner as Chain).originalError;
  const top = err instanceof Error ? err : new Error(String(err));
  return {
    name: inner instanceof Error ? inner.name : top.name,
    message: top.message,
    reason: liquidReason(top),
    located: `${syntax ? 'Liquid syntax error' : 'Liquid error'} (${report.file} line ${report.line}): ${report.message}`,
    syntax,
  };
}

/** The engine of a spec: the suite's partials and test filters, or for a theme page with a `theme` folder
 * (a checkout of the theme the page comes from) that theme's snippets and locales, as the preview renders a theme. */
function specEngine(spec: SpecInput, mode: ErrorMode, root: string, theme: string | undefined): Liquid {
  // Lax (render_errors): errors print inline; Liquid locates one by the template's name, "(name line N)" or "(line N)".
  const inlineErrors = spec.renderErrors ? { themeRoot: root, sink: () => undefined, unnamedFile: spec.templateName ?? '' } : undefined;
  const options = { errorMode: mode, resourceLimits: resourceLimitsOf(spec.resourceLimits), inlineErrors };
  const services = { assetVersion: () => '0', shop: () => ({}), localeDateFormat: () => undefined };
  if (theme && spec.themePage) {
    const translator = new Translator(new ThemeFiles(theme));
    const missingTranslation = (key: string, locale: string | undefined): string => `translation missing: ${locale ?? translator.defaultLocale()}.${key}`;
    return createEngine({ ...services, snippetsDir: path.join(theme, 'snippets'), translator, missingTranslation }, options);
  }
  const engine = createEngine(
    { ...services, snippetsDir: path.join(root, 'snippets'), translator: new Translator(new ThemeFiles(root)), partials: specPartials(spec.filesystem) },
    options,
  );
  useSuiteFilters(engine);
  return engine;
}

/** Parses and renders a spec in the parse mode the suite asks for (lax is Shopify's theme mode). */
export async function renderSpec(spec: SpecInput, mode: ErrorMode, scratch = os.tmpdir(), theme?: string): Promise<Outcome> {
  const root = fs.mkdtempSync(path.join(scratch, 'spec-'));
  try {
    const engine = specEngine(spec, mode, root, theme);
    // Liquid locates an error by the template's name: "(name line N)", or "(line N)" without one.
    const name = spec.templateName ?? '';
    let templates;
    try {
      templates = engine.parse(spec.template, spec.templateName);
    } catch (err) {
      const report = reportOf(err, root, name);
      // Lax (render_errors): the preview prints Shopify's syntax-error text in place of the file.
      return { stage: 'parse', error: raised(err, root, name), output: spec.renderErrors && report.kind === 'syntax' ? inlineErrorText(report) : undefined };
    }
    try {
      const output = (await engine.render(templates, {}, { globals: instantiate(spec.environment) as Record<string, unknown> })) as unknown;
      return { stage: 'done', output: typeof output === 'string' ? output : String(output) };
    } catch (err) {
      return { stage: 'render', error: raised(err, root, name) };
    }
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

/** The suite's clock: time stands at 2024-01-01 00:01:58 UTC (TimeFreezer::SPEC_TIME, TZ=UTC). */
export function freezeClock(at = Date.UTC(2024, 0, 1, 0, 1, 58)): () => void {
  const tz = process.env.TZ;
  process.env.TZ = 'UTC';
  const RealDate = Date;
  class FrozenDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(at);
      else super(...(args as [string]));
    }
    static override now(): number {
      return at;
    }
  }
  globalThis.Date = FrozenDate as DateConstructor;
  return () => {
    globalThis.Date = RealDate;
    if (tz === undefined) delete process.env.TZ;
    else process.env.TZ = tz;
  };
}
