// The build rule for widget stylesheets: a sheet that arrives after the page must not restyle the
// whole document; the scan finds every rule that would, and nothing else.
import { describe, expect, it } from 'vitest';
import { documentWideSelectors } from '../../../scripts/vite-late-css';

describe('documentWideSelectors', () => {
  it('finds :root, html, body and * rules, in lists and media queries, minified or not', () => {
    const css = `:root{--x:1}.a,html .b{color:red}@media (min-width:40em){body{margin:0}}\n* {\n  box-sizing: border-box;\n}`;
    expect(documentWideSelectors(css)).toEqual([':root', 'html .b', 'body', '*']);
  });

  it('leaves class-scoped rules, keyframe steps and names that only start alike', () => {
    const css =
      '.swiper{display:block}.swiper img{width:100%}:host{display:block}@keyframes spin{0%{opacity:0}to{opacity:1}}' +
      '.body-copy{color:red}htmlish{color:blue}@media (prefers-reduced-motion:reduce){.a *{transition:none}}';
    expect(documentWideSelectors(css)).toEqual([]);
  });
});
