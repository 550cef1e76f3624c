// Per-render state shared by tags and filters. It lives in the render's globals under a symbol,
// so LiquidJS passes it into snippets and Liquid code can never read or forge it.
import type { Context } from 'liquidjs';
import type { SectionLocales } from './translate';

export const RENDER_STATE = Symbol('olivine.renderState');
/** The current section's type and schema `locales`, for its own `t` lookups. */
export const SECTION_LOCALES = Symbol('olivine.sectionLocales');

/** What the section/sections tags need from the renderer: each renders synchronously (the page renders with LiquidJS's renderSync). */
export interface SectionHost {
  renderStaticSection(name: string, globals: Record<string | symbol, unknown>): string;
  renderSectionGroup(group: string, globals: Record<string | symbol, unknown>): string;
  /** `{% content_for 'blocks' %}`: the theme blocks stored under the current section or block. */
  renderThemeBlocks(globals: Record<string | symbol, unknown>, args?: Record<string, unknown>): string;
  /** `{% content_for 'block', type:, id: %}`: one static block, with the tag's other parameters in scope. */
  renderStaticBlock(globals: Record<string | symbol, unknown>, type: string, id: string, params: Record<string, unknown>): string;
}

export interface RenderState {
  host: SectionHost;
  designMode: boolean;
  /** Set by {% layout %}: a layout name, false for none, undefined when not chosen. */
  layout?: string | false;
  /** iso_code of the language the page is viewed in (`request.locale`); undefined = the theme's default */
  locale?: string;
  /** the section, block and snippet files the page rendered (`sections/header`), for its compiled scripts */
  rendered?: Set<string>;
}

/** Notes a section, block or snippet file (`snippets/card`) as rendered on the page. */
export function noteRendered(globals: object, file: string): void {
  ((globals as Record<symbol, unknown>)[RENDER_STATE] as RenderState | undefined)?.rendered?.add(file);
}

/** The page's language for the `t` filter; undefined outside a theme render (inline Liquid in tests). */
export function renderLocale(ctx: Context): string | undefined {
  return ((ctx.globals as Record<symbol, unknown>)[RENDER_STATE] as RenderState | undefined)?.locale;
}

export function sectionLocalesOf(ctx: Context): SectionLocales | undefined {
  return (ctx.globals as Record<symbol, unknown>)[SECTION_LOCALES] as SectionLocales | undefined;
}

export function renderState(ctx: Context): RenderState {
  const state = (ctx.globals as Record<symbol, unknown>)[RENDER_STATE] as RenderState | undefined;
  if (!state) throw new Error('Shopify tags need a theme render context');
  return state;
}
