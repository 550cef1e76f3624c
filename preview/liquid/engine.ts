// Builds the LiquidJS engine speaking Shopify's dialect: Shopify tags and filters registered,
// LiquidJS-only tags and filters removed (so a theme can't come to depend on them).
import { Liquid, type FilterImplOptions, type Template } from 'liquidjs';
import path from 'node:path';
import { colorFilters } from './filters/color';
import { commerceFilters } from './filters/commerce';
import { inlineAssetContent } from './filters/inline-asset';
import { giftCardFilters } from './filters/gift-card';
import { linkFilters } from './filters/links';
import { mediaFilters } from './filters/media';
import { mediaTagFilters } from './filters/media-tags';
import { metafieldFilters } from './filters/metafield';
import { moneyFilters, type ShopMoneyFormats } from './filters/money';
import { shopButtonFilters } from './filters/shop-buttons';
import { structuredData } from './filters/structured-data';
import { dateFilters, DEFAULT_DATE_FORMATS, textFilters } from './filters/text';
import { mathFilters } from './filters/numbers';
import { standardFilters } from './filters/standard';
import { arrayFilters } from './filters/array-filters';
import { withRubyArity } from './filters/arity';
import { rubyOutput } from './ruby-values';
import { rubyRangeValue } from './ruby-range';
import { rubyNumberLiteral } from './float-literals';
import { readRubyProperty, rubyLookupKey } from './ruby-lookups';
import { rubyOperators } from './comparisons';
import { selfOf } from './self-drop';
import { globalOf, prop, splitArgs, str } from './filters/args';
import { useBlankBlocks } from './tags/blank-blocks';
import { NestingCommentTag } from './tags/comment';
import { FormTag } from './tags/form';
import { PaginateTag } from './tags/paginate';
import { ContentForTag, LayoutTag, SectionsTag, SectionTag, StyleTag } from './tags/structure';
import { ShopifyRenderTag } from './tags/render';
import { ShopifyIncludeTag } from './tags/include';
import { ShopifyForTag, ShopifyTablerowTag } from './tags/loops';
import { IfchangedTag, ShopifyCycleTag } from './tags/cycle-ifchanged';
import { ShopifyCaseTag, ShopifyIfTag, ShopifyUnlessTag } from './tags/conditionals';
import { swallowTag, validateSchemaSource } from './tags/swallow';
import { renderLocale, sectionLocalesOf } from './state';
import { parseStrict } from './strict/strict-syntax';
import { parseLax } from './lax/lax-markup';
import { MissingTranslationError, type Translator } from './translate';
import { partialFileSystem, type PartialFiles } from './partial-files';
import { chargeBody, renderWithinLimits, scoreAssignments, withPreviewLimits, type ResourceLimits } from './resource-limits';
import { inlineErrorHooks, type InlineErrorOptions } from './inline-errors';

/** Filters LiquidJS ships that Shopify does not have (Jekyll/LiquidJS extras). */
export const LIQUIDJS_ONLY_FILTERS = [
  'xml_escape',
  'cgi_escape',
  'uri_escape',
  'slugify',
  'push',
  'unshift',
  'pop',
  'shift',
  'where_exp',
  'reject_exp',
  'group_by',
  'group_by_exp',
  'has_exp',
  'find_index_exp',
  'find_exp',
  'sample',
  'date_to_xmlschema',
  'date_to_rfc822',
  'date_to_string',
  'date_to_long_string',
  'normalize_whitespace',
  'number_of_words',
  'array_to_sentence_string',
  'raw',
  'jsonify',
  'to_integer',
  'inspect',
];
export const LIQUIDJS_ONLY_TAGS = ['block'];
/** Tags whose body is raw text to Liquid, as on Shopify (a schema's JSON may hold `{{ ... }}`). */
const RAW_BODY_TAGS = ['raw', 'schema', 'doc', 'stylesheet', 'javascript'];

export interface EngineServices {
  snippetsDir: string;
  translator: Translator;
  assetVersion: (file: string) => string;
  shop: () => ShopMoneyFormats & Record<string, unknown>;
  /** Named date format from the storefront locale's date_formats. */
  localeDateFormat: (name: string) => string | undefined;
  /** Lax mode: the text a missing key prints (Shopify's "translation missing: en.key"); strict mode throws. */
  missingTranslation?: (key: string, locale: string | undefined) => string;
  /** Where render/include find partials; the theme's snippets folder (snippetsDir) when absent. */
  partials?: PartialFiles;
}

/** Liquid's error modes: themes render lax (tolerated markup read as Liquid's lax parser does);
 * strict and strict2 make malformed tag and output markup a parse error. */
export interface EngineOptions {
  errorMode?: 'lax' | 'strict' | 'strict2';
  /** Liquid's strict_filters: an unknown filter is an error (the preview's --strict). Off, as Shopify renders
   * themes, an unknown filter hands its input on unchanged. */
  strictFilters?: boolean;
  /** Limits past which a render stops with "Memory limits exceeded"; each one given replaces the preview's default. */
  resourceLimits?: ResourceLimits;
  /** Shopify's lax error behaviour: errors print inline and the page renders (absent: every error is thrown). */
  inlineErrors?: InlineErrorOptions;
}

export function createEngine(services: EngineServices, options: EngineOptions = {}): Liquid {
  const { errorMode } = options;
  const limits = withPreviewLimits(options.resourceLimits);
  // Every block body counts against the resource limits as it starts (Ruby's BlockBody), inside the inline-error
  // wrapper when there is one (one generator per body, not two).
  const inline =
    options.inlineErrors && inlineErrorHooks({ ...options.inlineErrors, enterBody: (templates, ctx, emitter) => chargeBody(limits, templates, ctx, emitter) });
  const parseMarkup = (source: string, file: string | undefined, parse: (source: string) => Template[]): Template[] =>
    errorMode === 'strict' || errorMode === 'strict2' ? parseStrict(engine, errorMode, source, file, parse) : parseLax(engine, source, file, parse);
  const engine: Liquid = new Liquid({
    root: [services.snippetsDir],
    partials: [services.snippetsDir],
    ...(services.partials ? { fs: partialFileSystem(services.partials) } : {}),
    extname: '.liquid',
    strictFilters: options.strictFilters ?? false,
    strictVariables: false,
    jsTruthy: false,
    ownPropertyOnly: true,
    dynamicPartials: true,
    relativeReference: false,
    cache: true,
    timezoneOffset: 0,
    // Bodies Shopify keeps as text: Liquid inside them is never tokenized (patches/liquidjs+10.30.1.patch).
    rawTags: RAW_BODY_TAGS,
    // What `{{ value }}` prints, as Ruby Liquid: arrays joined, hashes as Ruby inspects them.
    outputEscape: rubyOutput,
    operators: rubyOperators(),
    // `(a..b)` is a Ruby Range: its integers to loops and filters, `a..b` printed (patches/liquidjs+10.30.1.patch).
    rangeValue: rubyRangeValue,
    // `self`, when nothing defines a variable of that name: the scope it is read in (patches/liquidjs+10.30.1.patch).
    contextVariables: { self: selfOf },
    // The hooks below are the patch's too: every parse (template, partial, layout) reads markup as Liquid's
    // error mode does.
    parseWrapper: parseMarkup,
    // Number literals as Ruby's: `1.0` a Float, `9007199254740993` exact.
    numberLiteral: rubyNumberLiteral,
    // Lookups as Ruby Liquid's (`h.first`, `s.size` method calls where `h['first']` is a key).
    lookupKey: rubyLookupKey,
    readProperty: readRubyProperty,
    // Every block body counts against the resource limits; errors print inline when asked.
    renderTemplatesWrapper: inline ? inline.renderTemplatesWrapper : renderWithinLimits(limits),
    ...(inline ? { unknownFilter: inline.unknownFilter } : {}),
  });
  for (const name of LIQUIDJS_ONLY_FILTERS) delete engine.filters[name];
  for (const name of LIQUIDJS_ONLY_TAGS) delete engine.tags[name];

  const strftime = engine.filters.date as (this: unknown, v: unknown, f: string, offsetWest?: number) => string;
  const filters: Record<string, FilterImplOptions> = {
    ...mathFilters,
    ...textFilters,
    ...standardFilters({ ...engine.filters, ...textFilters }),
    ...arrayFilters,
    ...colorFilters,
    ...linkFilters,
    ...moneyFilters(services.shop),
    ...mediaFilters(services.assetVersion),
    ...mediaTagFilters,
    ...metafieldFilters,
    ...commerceFilters,
    ...shopButtonFilters,
    inline_asset_content: inlineAssetContent(path.join(path.dirname(services.snippetsDir), 'assets')),
    ...giftCardFilters,
  };
  const translate: FilterImplOptions = function (key: unknown, ...args: unknown[]) {
    const locale = renderLocale(this.context);
    try {
      return services.translator.translate(str(key), splitArgs(args).named, locale, sectionLocalesOf(this.context));
    } catch (err) {
      if (!(err instanceof MissingTranslationError) || !services.missingTranslation) throw err;
      return services.missingTranslation(str(key), locale);
    }
  };
  filters.t = translate;
  filters.translate = translate;
  filters.structured_data = function (object: unknown) {
    const shop = globalOf(this.context, 'shop') ?? services.shop();
    const origin = str(prop(prop(this.context.globals, 'request'), 'origin'));
    return structuredData(object, origin, str(prop(shop, 'currency')) || 'USD');
  };
  Object.assign(
    filters,
    dateFilters(
      (filter, value, format, offsetWest) => strftime.call(filter, value, format, offsetWest),
      (name) => services.localeDateFormat(name) ?? DEFAULT_DATE_FORMATS[name],
    ),
  );
  for (const [name, impl] of Object.entries(filters)) engine.registerFilter(name, impl);
  for (const [name, impl] of Object.entries(withRubyArity(engine.filters))) engine.registerFilter(name, impl);

  engine.registerTag('layout', LayoutTag);
  engine.registerTag('section', SectionTag);
  engine.registerTag('sections', SectionsTag);
  engine.registerTag('style', StyleTag);
  engine.registerTag('render', ShopifyRenderTag);
  engine.registerTag('include', ShopifyIncludeTag);
  engine.registerTag('for', ShopifyForTag);
  engine.registerTag('tablerow', ShopifyTablerowTag);
  engine.registerTag('cycle', ShopifyCycleTag);
  engine.registerTag('ifchanged', IfchangedTag);
  engine.registerTag('form', FormTag);
  engine.registerTag('paginate', PaginateTag);
  engine.registerTag('schema', swallowTag('schema', validateSchemaSource));
  engine.registerTag('doc', swallowTag('doc'));
  engine.registerTag('stylesheet', swallowTag('stylesheet'));
  engine.registerTag('javascript', swallowTag('javascript'));
  engine.registerTag('content_for', ContentForTag);
  engine.registerTag('comment', NestingCommentTag);
  engine.registerTag('if', ShopifyIfTag);
  engine.registerTag('unless', ShopifyUnlessTag);
  engine.registerTag('case', ShopifyCaseTag);
  useBlankBlocks(engine);
  scoreAssignments(engine, limits);
  return engine;
}

export const snippetsDirOf = (themeRoot: string): string => path.join(themeRoot, 'snippets');
