// ThemeRenderer: renders pages (template + sections + layout), single sections for the Section
// Rendering API, and exposes settings/translations. Parsed files, schemas, settings and locales
// are cached until reload().
import fs from 'node:fs';
import path from 'node:path';
import type { Context, Emitter, Liquid, Template } from 'liquidjs';
import { createEngine, snippetsDirOf } from './engine';
import { lineOf, ThemeError, toThemeError } from './errors';
import { buildContentForHeader, PRESENTMENT_RATE } from './page-head';
import { collectCompiledAssets, fillRenderedLists, type CompiledAssets } from './compiled-assets';
import { buildSectionObject, parseWrapper, wrapSection, type SectionData, type SectionPlacement } from './sections';
import { resolveSettings, withColorSchemes, type ResourceResolver } from './settings';
import { noteRendered, RENDER_STATE, SECTION_LOCALES, type RenderState, type SectionHost } from './state';
import { inlineErrorText, reportOf, type LiquidErrorSink } from './inline-errors';
import { BLOCK_SCOPE, presetContainer, ThemeBlocks, type BlockScope } from './theme-blocks';
import { allowedSections, trimBlocks, type PlacementTarget } from './section-rules';
import { ThemeFiles, type SettingSchema } from './theme-files';
import { MissingTranslationError, Translator } from './translate';
import { prop, str } from './filters/args';
import { localizeHostedUrls } from '../http/hosted-files';
import { pageClosest } from './closest';
import { applySectionSources } from './dynamic-sources';
import { localeUrl } from '../shop/locale-urls';

export interface RenderContext {
  globals: Record<string, unknown>;
  designMode?: boolean;
}

export interface ThemeRenderer {
  renderTemplate(name: string, suffix: string | undefined, ctx: RenderContext): Promise<string>;
  renderSection(sectionId: string, ctx: RenderContext): Promise<string | null>;
  hasTemplate(name: string, suffix?: string): boolean;
  settings(): Record<string, unknown>;
  /** a storefront string in `locale` (the page language's iso code; default: the theme's default locale) */
  translate(key: string, vars?: Record<string, unknown>, locale?: string): string;
  compiledAssets(): CompiledAssets;
  reload(): void;
}

export interface ThemeRendererOptions {
  themeRoot: string;
  resolver: ResourceResolver;
  /** Fallback shop (money formats, currency) when a render's globals carry no `shop`. */
  shop?: Record<string, unknown>;
  /**
   * true (default): any Liquid error fails the render (the loud error page). false: Shopify's
   * behaviour, errors print inline and the page renders; each is reported to `onLiquidError`.
   */
  strict?: boolean;
  onLiquidError?: LiquidErrorSink;
}

interface JsonTemplate {
  layout?: string | false;
  wrapper?: string;
  sections?: Record<string, SectionData>;
  order?: string[];
}
interface SectionGroup {
  type?: string;
  sections?: Record<string, SectionData>;
  order?: string[];
}

type Globals = Record<string | symbol, unknown>;

class Renderer implements ThemeRenderer, SectionHost {
  private files: ThemeFiles;
  private translator: Translator;
  private engine!: Liquid;
  private parsed = new Map<string, Template[] | null>();
  private assetVersions = new Map<string, string>();
  /** resolved global settings per page language root (`url` settings to resources are under it) */
  private readonly cachedSettings = new Map<string, Record<string, unknown>>();
  private cachedAssets?: CompiledAssets;
  private blocks: ThemeBlocks;
  private readonly strict: boolean;

  constructor(private opts: ThemeRendererOptions) {
    // Sections' color_scheme settings find their scheme among the theme's settings.
    opts = { ...opts, resolver: withColorSchemes(opts.resolver, () => this.settings()) };
    this.opts = opts;
    this.files = new ThemeFiles(opts.themeRoot);
    this.translator = new Translator(this.files);
    this.strict = opts.strict !== false;
    this.blocks = new ThemeBlocks({
      files: this.files,
      engine: () => this.engine,
      parse: (rel) => this.parse(rel),
      resolver: opts.resolver,
      translator: this.translator,
    });
    this.reload();
  }

  private reportError: LiquidErrorSink = (report) => this.opts.onLiquidError?.(report);

  /** A rule Shopify enforces on stored data: loud in strict mode, logged and skipped otherwise. */
  private ruleViolation(message: string, file: string, line: number): void {
    if (this.strict) throw new ThemeError(message, file, line);
    this.reportError({ kind: 'runtime', file, line, message });
  }

  reload(): void {
    this.files.clear();
    this.parsed.clear();
    this.assetVersions.clear();
    this.cachedSettings.clear();
    this.cachedAssets = undefined;
    this.engine = createEngine(
      {
        snippetsDir: snippetsDirOf(this.opts.themeRoot),
        translator: this.translator,
        assetVersion: (file) => this.assetVersion(file),
        shop: () => this.opts.shop ?? {},
        localeDateFormat: (name) => this.translator.optional(`date_formats.${name}`),
        missingTranslation: this.strict ? undefined : (key, locale) => `translation missing: ${locale ?? this.translator.defaultLocale()}.${key}`,
      },
      { strictFilters: this.strict, inlineErrors: this.strict ? undefined : { themeRoot: this.opts.themeRoot, sink: this.reportError } },
    );
  }

  private assetVersion(file: string): string {
    let v = this.assetVersions.get(file);
    if (v === undefined) {
      try {
        v = String(Math.floor(fs.statSync(this.files.abs(`assets/${file}`)).mtimeMs));
      } catch {
        v = '0';
      }
      this.assetVersions.set(file, v);
    }
    return v;
  }

  /** Parsed Liquid file (cached), or undefined when the file does not exist. */
  private parse(rel: string): Template[] | undefined {
    let tpl = this.parsed.get(rel);
    if (tpl === undefined) {
      const source = this.files.read(rel);
      tpl = source === undefined ? null : this.parseSource(source, rel);
      if (tpl && rel.startsWith('sections/')) this.files.sectionSchema(rel.slice(9, -7));
      this.parsed.set(rel, tpl);
    }
    return tpl ?? undefined;
  }

  /** Strict: a syntax error throws. Lax: the file renders Shopify's syntax-error text instead (reported each time). */
  private parseSource(source: string, rel: string): Template[] {
    try {
      return this.engine.parse(source, this.files.abs(rel));
    } catch (err) {
      if (this.strict) throw err;
      const report = { ...reportOf(err, this.opts.themeRoot, rel), kind: 'syntax' as const };
      // The text prints wherever the file renders, so the error is reported on each render, not once per parse.
      return this.engine.parse(inlineErrorText(report)).map((shown) => ({
        token: shown.token,
        render: (ctx: Context, emitter: Emitter): unknown => {
          this.reportError(report);
          return shown.render(ctx, emitter);
        },
      }));
    }
  }

  /** Runs a whole render synchronously (no filter, drop or tag waits on anything) and hands it on as a promise. */
  private guard<T>(fn: () => T, file: string): Promise<T> {
    try {
      return Promise.resolve(fn());
    } catch (err) {
      return Promise.reject(toThemeError(err, this.opts.themeRoot, file));
    }
  }

  hasTemplate(name: string, suffix?: string): boolean {
    return this.templateFile(name, suffix) !== undefined;
  }

  private templateFile(name: string, suffix?: string): string | undefined {
    const base = suffix ? `templates/${name}.${suffix}` : `templates/${name}`;
    if (this.files.exists(`${base}.json`)) return `${base}.json`;
    if (this.files.exists(`${base}.liquid`)) return `${base}.liquid`;
    return undefined;
  }

  settings(): Record<string, unknown> {
    const root = localeUrl('/');
    let settings = this.cachedSettings.get(root);
    if (!settings) {
      const schema = (this.files.json('config/settings_schema.json') ?? []) as { settings?: SettingSchema[] }[];
      const data = (this.files.json('config/settings_data.json') ?? {}) as { current?: unknown; presets?: Record<string, unknown> };
      const current = typeof data.current === 'string' ? data.presets?.[data.current] : data.current;
      const all = Array.isArray(schema) ? schema.flatMap((group) => group.settings ?? []) : [];
      const stored = { ...((current ?? {}) as Record<string, unknown>) };
      delete stored.sections;
      delete stored.content_for_index;
      settings = resolveSettings(all, stored, this.opts.resolver, this.translator);
      this.cachedSettings.set(root, settings);
    }
    return settings;
  }

  translate(key: string, vars?: Record<string, unknown>, locale?: string): string {
    try {
      return this.translator.translate(key, vars, locale);
    } catch (err) {
      if (err instanceof MissingTranslationError) throw new ThemeError(err.message, 'locales/en.default.json', 1);
      throw err;
    }
  }

  compiledAssets(): CompiledAssets {
    this.cachedAssets ??= collectCompiledAssets(this.files);
    return this.cachedAssets;
  }

  private themeName(): string {
    const schema = this.files.json('config/settings_schema.json');
    const info: unknown = Array.isArray(schema) ? schema.find((group: unknown) => prop(group, 'name') === 'theme_info') : undefined;
    const name = prop(info, 'theme_name');
    return typeof name === 'string' ? name : 'Olivine';
  }

  private requestGlobals(ctx: RenderContext, state: RenderState): Globals {
    const globals: Globals = { ...ctx.globals };
    globals.settings ??= this.settings();
    // The page's language comes from `request.locale` (the URL's prefix), as Liquid sees it.
    const locale = prop(prop(globals, 'request'), 'locale');
    state.locale = str(prop(locale, 'iso_code')) || this.translator.defaultLocale();
    globals.content_for_header = buildContentForHeader({
      shop: globals.shop ?? this.opts.shop,
      themeName: this.themeName(),
      designMode: state.designMode,
      assets: this.compiledAssets(),
      locale: state.locale,
      rootUrl: str(prop(locale, 'root_url')) || '/',
      country: str(prop(prop(prop(globals, 'localization'), 'country'), 'iso_code')),
      currencyRate: typeof globals[PRESENTMENT_RATE] === 'number' ? globals[PRESENTMENT_RATE] : undefined,
    });
    globals[RENDER_STATE] = state;
    globals.closest ??= pageClosest(globals);
    return globals;
  }

  private renderPlacement(placement: SectionPlacement, globals: Globals): string {
    const rel = `sections/${placement.data.type}.liquid`;
    const tpl = this.parse(rel);
    if (!tpl) {
      const message = `Missing section file: ${rel}`;
      if (placement.source) throw new ThemeError(message, placement.source.file, placement.source.line);
      throw new Error(message);
    }
    const type = placement.data.type;
    noteRendered(globals, `sections/${type}`);
    const schema = this.files.sectionSchema(type);
    const designMode = (globals[RENDER_STATE] as RenderState).designMode;
    const trimmed = trimBlocks(type, schema, placement.data);
    for (const problem of trimmed.problems) this.ruleViolation(problem, placement.source?.file ?? rel, placement.source?.line ?? 1);
    const data = trimmed.data;
    const section = buildSectionObject({ ...placement, data }, schema, {
      resolver: this.opts.resolver,
      translator: this.translator,
      designMode,
      themeBlockSchema: (t) => this.blocks.schema(t),
    });
    applySectionSources(section, schema, data, this.engine, globals, (t) => this.blocks.schema(t));
    const scope: BlockScope = { sectionId: placement.id, container: data, depth: 0, designMode };
    const html = this.engine.renderSync(
      tpl,
      {},
      {
        globals: { ...globals, section, [BLOCK_SCOPE]: scope, [SECTION_LOCALES]: schema.locales ? { type, locales: schema.locales } : undefined },
      },
    ) as string;
    return wrapSection(html, placement, schema, designMode);
  }

  /** A template's or group's section; lax mode prints an error it cannot render (a missing file) in its place. */
  private renderPlaced(placement: SectionPlacement, globals: Globals): string {
    try {
      return this.renderPlacement(placement, globals);
    } catch (err) {
      if (this.strict || !(err instanceof ThemeError)) throw err;
      const report = { kind: 'runtime' as const, file: err.file, line: err.line, message: err.reason };
      this.reportError(report);
      return inlineErrorText(report);
    }
  }

  renderThemeBlocks(globals: Globals, args?: Record<string, unknown>): string {
    return this.blocks.renderBlocks(globals, args);
  }

  renderStaticBlock(globals: Globals, type: string, id: string, params: Record<string, unknown>): string {
    return this.blocks.renderStatic(globals, type, id, params);
  }

  /** Which of a template's or group's sections render under Shopify's rules (section-rules.ts). */
  private allowedSections(keys: string[], sections: Record<string, SectionData>, target: PlacementTarget, rel: string, text: string): string[] {
    return allowedSections(keys, sections, target, {
      // Parsed first, so a broken file reports its own error (as rendering it would) before its schema is read.
      schemaOf: (type) => (this.parse(`sections/${type}.liquid`) ? this.files.sectionSchema(type) : undefined),
      violation: (message, key) => this.ruleViolation(message, rel, lineOf(text, `"${key}"`)),
    });
  }

  /** Static {% section 'name' %}: id = name, settings from settings_data `current.sections`. */
  renderStaticSection(name: string, globals: Globals): string {
    return this.renderPlacement({ id: name, data: this.staticSectionData(name), location: 'static' }, globals);
  }

  private staticSectionData(name: string): SectionData {
    const data = (this.files.json('config/settings_data.json') ?? {}) as { current?: unknown; presets?: Record<string, unknown> };
    const current = (typeof data.current === 'string' ? data.presets?.[data.current] : data.current) as { sections?: Record<string, SectionData> } | undefined;
    const stored = current?.sections?.[name];
    if (stored) return { ...stored, type: name };
    // Never saved: the schema's `default` (settings and blocks), as Shopify renders a new static section.
    const fallback = this.files.exists(`sections/${name}.liquid`) ? this.files.sectionSchema(name).default : undefined;
    return fallback ? { type: name, settings: fallback.settings, ...presetContainer(fallback) } : { type: name };
  }

  private groupFile(group: string): { rel: string; data: SectionGroup; text: string } | undefined {
    const rel = `sections/${group}.json`;
    const data = this.files.json(rel) as SectionGroup | undefined;
    return data ? { rel, data, text: this.files.read(rel) ?? '' } : undefined;
  }

  renderSectionGroup(group: string, globals: Globals): string {
    const file = this.groupFile(group);
    if (!file) throw new Error(`Missing section group file: sections/${group}.json`);
    const { rel, data, text } = file;
    const location = String(data.type ?? group).replace(/^custom\./, 'custom.');
    const parts: string[] = [];
    let index = 0;
    const keys = this.allowedSections(data.order ?? Object.keys(data.sections ?? {}), data.sections ?? {}, { kind: 'group', group: location }, rel, text);
    for (const key of keys) {
      const section = data.sections?.[key];
      if (!section || section.disabled) continue;
      index += 1;
      const placement: SectionPlacement = {
        id: `sections--1__${key}`,
        data: section,
        location,
        index,
        group,
        source: { file: rel, line: lineOf(text, `"${key}"`) },
      };
      parts.push(this.renderPlaced(placement, globals));
    }
    return `<!-- BEGIN sections: ${group} -->\n${parts.join('')}\n<!-- END sections: ${group} -->`;
  }

  renderTemplate(name: string, suffix: string | undefined, ctx: RenderContext): Promise<string> {
    const rel = this.templateFile(name, suffix) ?? this.templateFile(name);
    return this.guard(
      () => {
        if (!rel) throw new ThemeError(`Missing template: templates/${name}${suffix ? `.${suffix}` : ''}.json`, `templates/${name}.json`, 0);
        const state: RenderState = { host: this, designMode: ctx.designMode === true, rendered: new Set() };
        const globals = this.requestGlobals(ctx, state);
        globals.template ??= { name: name.split('/').pop(), suffix: suffix ?? null, directory: name.includes('/') ? name.split('/')[0] : null };
        let content: string;
        let layout: string | false;
        if (rel.endsWith('.json')) {
          const tpl = this.files.json(rel) as JsonTemplate;
          content = this.renderJsonTemplate(rel, tpl, globals);
          layout = tpl.layout === false ? false : typeof tpl.layout === 'string' ? tpl.layout : 'theme';
        } else {
          const tpl = this.parse(rel) as Template[];
          content = this.engine.renderSync(tpl, {}, { globals }) as string;
          layout = state.layout ?? 'theme';
        }
        if (layout === false) return fillRenderedLists(content, state.rendered!, this.compiledAssets());
        const layoutRel = `layout/${layout}.liquid`;
        const layoutTpl = this.parse(layoutRel);
        if (!layoutTpl) throw new ThemeError(`Missing layout: ${layoutRel}`, rel, 1);
        const html = this.engine.renderSync(layoutTpl, {}, { globals: { ...globals, content_for_layout: content } }) as string;
        return fillRenderedLists(html, state.rendered!, this.compiledAssets());
      },
      rel ?? `templates/${name}.json`,
    ).then(localizeHostedUrls);
  }

  private renderJsonTemplate(rel: string, tpl: JsonTemplate, globals: Globals): string {
    if (!tpl || typeof tpl !== 'object' || !tpl.sections || typeof tpl.sections !== 'object') {
      throw new ThemeError('JSON template needs a "sections" object', rel, 1);
    }
    const text = this.files.read(rel) ?? '';
    const parts: string[] = [];
    let index = 0;
    const t = globals.template as { name?: unknown; directory?: unknown } | undefined;
    const template = `${typeof t?.directory === 'string' ? `${t.directory}/` : ''}${str(t?.name)}`;
    const keys = this.allowedSections(tpl.order ?? Object.keys(tpl.sections), tpl.sections, { kind: 'template', template }, rel, text);
    for (const key of keys) {
      const data = tpl.sections[key];
      if (!data) throw new ThemeError(`"order" names a section "${key}" that is not in "sections"`, rel, lineOf(text, `"${key}"`));
      if (data.disabled) continue;
      index += 1;
      const placement: SectionPlacement = {
        id: `template--1__${key}`,
        data,
        location: 'template',
        index,
        source: { file: rel, line: lineOf(text, `"${key}"`) },
      };
      parts.push(this.renderPlaced(placement, globals));
    }
    const wrapper = parseWrapper(tpl.wrapper);
    return wrapper ? `${wrapper.open}${parts.join('')}${wrapper.close}` : parts.join('');
  }

  renderSection(sectionId: string, ctx: RenderContext): Promise<string | null> {
    return this.guard(() => {
      const state: RenderState = { host: this, designMode: ctx.designMode === true };
      const globals = this.requestGlobals(ctx, state);
      const placement = this.findPlacement(sectionId, ctx.globals);
      return placement ? localizeHostedUrls(this.renderPlacement(placement, globals)) : null;
    }, `sections/${sectionId}.liquid`);
  }

  /** Locates a section id for the Section Rendering API: template, group, or any section file. */
  private findPlacement(id: string, globals: Record<string, unknown>): SectionPlacement | undefined {
    const templateKey = /^template--\d+__(.+)$/.exec(id)?.[1];
    if (templateKey) {
      const t = globals.template as { name?: string; suffix?: string | null; directory?: string | null } | undefined;
      const name = t?.name ? (t.directory ? `${t.directory}/${t.name}` : t.name) : undefined;
      const rel = name ? (this.templateFile(name, t?.suffix ?? undefined) ?? this.templateFile(name)) : undefined;
      const data = rel?.endsWith('.json') ? (this.files.json(rel) as JsonTemplate).sections?.[templateKey] : undefined;
      return data && !data.disabled ? { id, data, location: 'template' } : undefined;
    }
    const groupKey = /^sections--\d+__(.+)$/.exec(id)?.[1];
    if (groupKey) {
      for (const group of this.files.list('sections', '.json')) {
        const data = this.groupFile(group)?.data;
        const section = data?.sections?.[groupKey];
        if (section && !section.disabled) return { id, data: section, location: String(data?.type ?? group), group };
      }
      return undefined;
    }
    if (!/^[\w-]+$/.test(id) || !this.files.exists(`sections/${id}.liquid`)) return undefined;
    return { id, data: this.staticSectionData(id), location: 'static' };
  }
}

export function createThemeRenderer(opts: ThemeRendererOptions): ThemeRenderer {
  // Absolute, so error locations come out relative to the theme whatever the working directory.
  return new Renderer({ ...opts, themeRoot: path.resolve(opts.themeRoot) });
}
