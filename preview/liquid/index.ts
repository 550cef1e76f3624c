// The Shopify Liquid dialect on LiquidJS: public entry of preview/liquid.
export { createThemeRenderer } from './renderer';
export type { RenderContext, ThemeRenderer } from './renderer';
export { ThemeError, renderThemeErrorPage } from './errors';
export type { ResourceResolver } from './settings';
export type { LiquidErrorReport } from './inline-errors';
export { themeBlockId } from './theme-blocks';
