// The build rule for the script entry: vite-plugin-shopify's module script is made async, and a
// change in the plugin's output fails the build instead of silently shipping a deferred entry.
import { describe, expect, it } from 'vitest';
import { asyncEntryScript } from '../../../scripts/vite-entry-async';

const snippet = (scripts: string) => `{% if path == "/src/entrypoints/theme.css" or path == "theme.css" %}
  {{ 'ol-theme-a.css' | asset_url | split: '?' | first | stylesheet_tag: preload: preload_stylesheet }}
{% elsif path == "/src/entrypoints/theme.ts" or path == "theme.ts" %}
  ${scripts}
{% endif %}`;
const script = `<script src="{{ 'ol-theme-b.js' | asset_url | split: '?' | first }}" type="module" crossorigin="anonymous"></script>`;

describe('asyncEntryScript', () => {
  it('makes the one entry script async and leaves the stylesheet entry as it was', () => {
    const out = asyncEntryScript(snippet(script));
    expect(out).toContain(`<script src="{{ 'ol-theme-b.js' | asset_url | split: '?' | first }}" type="module" async crossorigin="anonymous"></script>`);
    expect(out).toContain(`{{ 'ol-theme-a.css' | asset_url | split: '?' | first | stylesheet_tag: preload: preload_stylesheet }}`);
    expect(out.match(/<script/g)).toHaveLength(1);
  });

  it('fails when the plugin writes no script or more than one', () => {
    expect(() => asyncEntryScript(snippet(''))).toThrow(/found 0/);
    expect(() => asyncEntryScript(snippet(script + script))).toThrow(/found 2/);
  });
});
