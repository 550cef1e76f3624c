// Per-render state shared by tags and filters. It lives in the render's globals under a symbol,
// so LiquidJS passes it into snippets and Liquid code can never read or forge it.
import type { Context } from 'liquidjs';

export const RENDER_STATE = Symbol('olivine.renderState');

/** What the section/sections tags need from the renderer. */
export interface SectionHost {
  renderStaticSection(name: string, globals: Record<string | symbol, unknown>): Promise<string>;
  renderSectionGroup(group: string, globals: Record<string | symbol, unknown>): Promise<string>;
}

export interface RenderState {
  host: SectionHost;
  designMode: boolean;
  /** Set by {% layout %}: a layout name, false for none, undefined when not chosen. */
  layout?: string | false;
  /** iso_code of the language the page is viewed in (`request.locale`); undefined = the theme's default */
  locale?: string;
}

/** The page's language for the `t` filter; undefined outside a theme render (inline Liquid in tests). */
export function renderLocale(ctx: Context): string | undefined {
  return ((ctx.globals as Record<symbol, unknown>)[RENDER_STATE] as RenderState | undefined)?.locale;
}

export function renderState(ctx: Context): RenderState {
  const state = (ctx.globals as Record<symbol, unknown>)[RENDER_STATE] as RenderState | undefined;
  if (!state) throw new Error('Shopify tags need a theme render context');
  return state;
}
