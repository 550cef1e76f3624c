// The fonts the offline storefront offers font_picker settings: Fraunces, served from its package at
// /cdn/fonts/, and the three system families. A handle outside this library keeps its name, as a system font.
import { createRequire } from 'node:module';
import path from 'node:path';
import { Drop } from 'liquidjs';

interface LibraryFamily {
  family: string;
  fallback: string;
  system: boolean;
  /** weights the family has (a variable font: every hundred it covers) */
  weights: readonly number[];
  styles: readonly ('normal' | 'italic')[];
  /** a web font's file name for a style, under /cdn/fonts/<key>/ */
  file?: (style: string) => string;
}

const HUNDREDS = [100, 200, 300, 400, 500, 600, 700, 800, 900] as const;
const SYSTEM_WEIGHTS = [400, 700] as const;

/** Family keys as Shopify's handles spell them (`<key>_<n|i><weight / 100>`). */
export const FONT_LIBRARY: Record<string, LibraryFamily> = {
  fraunces: {
    family: 'Fraunces',
    fallback: 'serif',
    system: false,
    weights: HUNDREDS,
    styles: ['normal', 'italic'],
    file: (style) => `fraunces-latin-wght-${style}.woff2`,
  },
  'sans-serif': {
    family: 'system-ui',
    fallback: "-apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    system: true,
    weights: SYSTEM_WEIGHTS,
    styles: ['normal', 'italic'],
  },
  serif: { family: 'ui-serif', fallback: "Georgia, 'Times New Roman', serif", system: true, weights: SYSTEM_WEIGHTS, styles: ['normal', 'italic'] },
  monospace: {
    family: 'ui-monospace',
    fallback: 'SFMono-Regular, Menlo, Consolas, monospace',
    system: true,
    weights: SYSTEM_WEIGHTS,
    styles: ['normal', 'italic'],
  },
};

/** Folders the server serves at /cdn/fonts/<key>/ (express.static mounts). */
export function fontStaticMounts(): { path: RegExp; dir: string }[] {
  const require = createRequire(import.meta.url);
  return [
    { path: /^\/cdn\/fonts\/fraunces(?=\/)/, dir: path.dirname(require.resolve('@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2')) },
  ];
}

/** Shopify's `font` object for a font_picker value. */
export class FontDrop extends Drop {
  readonly family: string;
  readonly fallback_families: string;
  readonly weight: string;
  readonly style: string;
  readonly system: boolean;
  readonly baseline_ratio = 0.2;
  readonly key: string;
  constructor(readonly handle: string) {
    super();
    const match = /^(.*)_([ni])(\d)$/.exec(handle);
    this.key = match?.[1] ?? handle;
    this.style = match?.[2] === 'i' ? 'italic' : 'normal';
    this.weight = String(Number(match?.[3] ?? 4) * 100);
    const known = FONT_LIBRARY[this.key];
    this.family = known?.family ?? this.key.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
    this.fallback_families = known?.fallback ?? 'sans-serif';
    this.system = known?.system ?? true;
  }
  get 'system?'(): boolean {
    return this.system;
  }
  get variants(): FontDrop[] {
    const known = FONT_LIBRARY[this.key];
    if (!known) return [this];
    return known.styles.flatMap((style) => known.weights.map((w) => new FontDrop(`${this.key}_${style === 'italic' ? 'i' : 'n'}${w / 100}`)));
  }
  override valueOf(): string {
    return this.handle;
  }
  override toString(): string {
    return this.handle;
  }
}

/** `font_url`: the served file of a library web font, else empty (system fonts have none). */
export function fontUrl(font: unknown): string {
  if (!(font instanceof FontDrop)) return '';
  const file = FONT_LIBRARY[font.key]?.file?.(font.style);
  return file ? `/cdn/fonts/${font.key}/${file}` : '';
}

/** `font_face`: the @font-face rule of a library web font (empty for system and unknown fonts). */
export function fontFace(font: unknown, display?: unknown): string {
  const url = fontUrl(font);
  if (!url || !(font instanceof FontDrop)) return '';
  const displayRule = typeof display === 'string' && display ? `\n  font-display: ${display};` : '';
  return `@font-face {\n  font-family: ${JSON.stringify(font.family)};\n  font-weight: ${font.weight};\n  font-style: ${font.style};${displayRule}\n  src: url("${url}") format("woff2");\n}`;
}

const WEIGHT_WORDS: Record<string, number> = { normal: 400, bold: 700 };

/** `font_modify`: the same family at another weight or style, or nil when the family has no such variant. */
export function fontModify(font: unknown, property: unknown, value: unknown): FontDrop | null {
  if (!(font instanceof FontDrop)) return null;
  const known = FONT_LIBRARY[font.key];
  let weight = Number(font.weight);
  let style = font.style;
  const v = String(value);
  if (property === 'style') style = v === 'oblique' ? 'italic' : v;
  else if (property === 'weight') {
    if (v in WEIGHT_WORDS) weight = WEIGHT_WORDS[v]!;
    else if (v === 'bolder' || v === 'lighter') {
      const list = known?.weights ?? [weight];
      weight = (v === 'bolder' ? list.find((w) => w > weight) : [...list].reverse().find((w) => w < weight)) ?? NaN;
    } else weight = /^[+-]/.test(v) ? weight + Number(v) : Number(v);
  } else return null;
  if (!known) return new FontDrop(`${font.key}_${style === 'italic' ? 'i' : 'n'}${weight / 100}`);
  if (!known.weights.includes(weight) || !known.styles.includes(style as 'normal' | 'italic')) return null;
  return new FontDrop(`${font.key}_${style === 'italic' ? 'i' : 'n'}${weight / 100}`);
}
