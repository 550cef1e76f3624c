/**
 * Build rule: a widget's stylesheet, which arrives after the page has rendered, must not restyle
 * the whole document (a `:root`, `html`, `body` or `*` rule makes the browser recompute every
 * element's style when the sheet lands: a `:root` sheet inserted on the product page cost 8 ms
 * against 1 ms for a class-only one, unthrottled, so about 30 ms at 4× CPU).
 */
import type { Plugin } from 'vite';

/** Swiper's own stylesheet declares `--swiper-theme-color` on `:root`, for its preloader only. */
const SWIPER_CSS = /node_modules[\\/]swiper[\\/]swiper\.css$/;
const SWIPER_ROOT_RULE = /:root\s*\{[^}]*\}/;

/** Selectors whose rule restyles the document from its top. */
const DOCUMENT_WIDE = /^(?::root|html|body|\*)(?![\w-])/;

/** Every selector of `css` that starts at the document's top (keyframe steps are not selectors). */
export function documentWideSelectors(css: string): string[] {
  const withoutKeyframes = css.replace(/@keyframes[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, '');
  const found: string[] = [];
  for (const match of withoutKeyframes.matchAll(/(?:^|[{};])\s*([^{};@][^{};]*)\{/g)) {
    for (const selector of match[1]!.split(',')) {
      const trimmed = selector.trim();
      if (DOCUMENT_WIDE.test(trimmed)) found.push(trimmed);
    }
  }
  return found;
}

export function lateCssStaysLocal(): Plugin {
  return {
    name: 'olivine:late-css-stays-local',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!SWIPER_CSS.test(id)) return null;
      if (!SWIPER_ROOT_RULE.test(code)) this.error(`${id}: Swiper's :root rule has changed; check what it sets before dropping it`);
      return { code: code.replace(SWIPER_ROOT_RULE, ''), map: null };
    },
    generateBundle(_options, bundle) {
      const entryCss = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk' && output.isEntry) for (const css of output.viteMetadata?.importedCss ?? []) entryCss.add(css);
      }
      for (const output of Object.values(bundle)) {
        if (output.type !== 'asset' || !output.fileName.endsWith('.css') || entryCss.has(output.fileName)) continue;
        const wide = documentWideSelectors(String(output.source));
        if (wide.length > 0) this.error(`${output.fileName} loads after the page and restyles all of it: ${wide.join(', ')}`);
      }
    },
  };
}
