// The files Shopify compiles from {% stylesheet %} and {% javascript %} in sections, blocks and
// snippets, served under /cdn/shop/t/1/compiled_assets/: styles.css (all three folders),
// scripts.js (sections), block-scripts.js (blocks), snippet-scripts.js (snippets).
import crypto from 'node:crypto';
import type { ThemeFiles } from './theme-files';

export type CompiledAssetName = 'styles.css' | 'scripts.js' | 'block-scripts.js' | 'snippet-scripts.js';

export interface CompiledAsset {
  body: string;
  /** content hash: the `?v=` the page links, so a changed file gets a new URL */
  version: string;
  /** the file names (without folder) whose tag contributed, as the script tag's data-* lists them */
  names: string[];
}

export type CompiledAssets = Partial<Record<CompiledAssetName, CompiledAsset>>;

/** The script tag content_for_header prints for each script bundle: its id and data attribute. */
export const SCRIPT_BUNDLES = [
  { file: 'scripts.js', dir: 'sections', id: 'sections-script', list: 'sections' },
  { file: 'block-scripts.js', dir: 'blocks', id: 'blocks-script', list: 'blocks' },
  { file: 'snippet-scripts.js', dir: 'snippets', id: 'snippets-script', list: 'snippets' },
] as const;

const blockRe = (name: string): RegExp => new RegExp(`\\{%-?\\s*${name}\\s*-?%\\}([\\s\\S]*?)\\{%-?\\s*end${name}\\s*-?%\\}`);

/** A tag's raw body (Liquid is not rendered inside it), or undefined when the file has none or it is empty. */
function tagBody(source: string, tag: 'stylesheet' | 'javascript'): string | undefined {
  const body = blockRe(tag).exec(source)?.[1]?.trim();
  return body || undefined;
}

const versionOf = (text: string): string => crypto.createHash('md5').update(text).digest('hex').slice(0, 20);

function asset(parts: string[], names: string[]): CompiledAsset | undefined {
  if (!parts.length) return undefined;
  const body = parts.join('\n');
  return { body, version: versionOf(body), names };
}

/** A script bundle runs a file's script only where the page rendered that file (its tag's data-* list), or in the editor. */
const bundleHead = (id: string, list: string): string =>
  `(function() {\nvar __${list}__ = {};\n(function() {\n  var element = document.getElementById(${JSON.stringify(id)});\n` +
  `  var names = ((element && element.getAttribute(${JSON.stringify(`data-${list}`)})) || '').split(',');\n` +
  `  for (var i = 0; i < names.length; i++) if (names[i]) __${list}__[names[i]] = true;\n})();\n`;

/** What content_for_header prints in a script tag's data-* list until the page has rendered. */
export const renderedListMarker = (list: string): string => `olivine:rendered-${list}`;
const RENDERED_LIST_MARKERS = new RegExp(SCRIPT_BUNDLES.map(({ list }) => renderedListMarker(list)).join('|'), 'g');

/** Fills each script tag's data-* list with the files of its folder that the page rendered and that have a script. */
export function fillRenderedLists(html: string, rendered: ReadonlySet<string>, assets: CompiledAssets): string {
  const lists = new Map<string, string>();
  for (const { file, dir, list } of SCRIPT_BUNDLES) {
    const names = assets[file]?.names.filter((name) => rendered.has(`${dir}/${name}`)) ?? [];
    lists.set(renderedListMarker(list), names.join(','));
  }
  // One pass over the page (it is large) for all three markers.
  return html.replace(RENDERED_LIST_MARKERS, (marker) => lists.get(marker) ?? marker);
}

/**
 * Reads the tags straight from the source, so a file whose Liquid does not parse still
 * contributes its CSS and JavaScript (as Shopify's compiler does). Each file's script runs in its
 * own function scope and try/catch, so one file's error leaves the others running, and only on a
 * page that rendered the file. All CSS is in styles.css (Shopify now keeps to the page's files).
 */
export function collectCompiledAssets(files: ThemeFiles): CompiledAssets {
  const result: CompiledAssets = {};
  const styles: string[] = [];
  const styleNames: string[] = [];
  for (const { file, dir, id, list } of SCRIPT_BUNDLES) {
    const scripts: string[] = [];
    const names: string[] = [];
    for (const name of files.list(dir, '.liquid')) {
      const rel = `${dir}/${name}.liquid`;
      const source = files.read(rel) ?? '';
      const css = tagBody(source, 'stylesheet');
      if (css) {
        styles.push(`/* ${rel} */\n${css}\n`);
        styleNames.push(rel);
      }
      const js = tagBody(source, 'javascript');
      if (js) {
        scripts.push(
          `(function() {\n  if (!__${list}__[${JSON.stringify(name)}] && !(window.Shopify && window.Shopify.designMode)) return;\n  try {\n/* ${rel} */\n${js}\n  } catch (e) {\n    console.error(e);\n  }\n})();\n`,
        );
        names.push(name);
      }
    }
    result[file] = asset(scripts.length ? [bundleHead(id, list), ...scripts, '})();\n'] : [], names);
  }
  result['styles.css'] = asset(styles, styleNames);
  return result;
}
