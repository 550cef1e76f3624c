// Colour parsing and conversions behind Shopify's color_* filters (HSL arithmetic like Sass).
import { toText } from '../to-text';

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}
export interface Hsla {
  h: number;
  s: number;
  l: number;
  a: number;
}

const clamp = (n: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, n));

export function parseColor(input: unknown): Rgba | undefined {
  const s = toText(input ?? '')
    .trim()
    .toLowerCase();
  let m = /^#?([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(s);
  if (m && m[1]) {
    let hex = m[1];
    if (hex.length <= 4) hex = [...hex].map((c) => c + c).join('');
    const n = (i: number): number => parseInt(hex.slice(i, i + 2), 16);
    return { r: n(0), g: n(2), b: n(4), a: hex.length === 8 ? Math.round((n(6) / 255) * 100) / 100 : 1 };
  }
  m = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(s);
  if (m) {
    const alpha = m[4] === undefined ? 1 : m[4].endsWith('%') ? parseFloat(m[4]) / 100 : parseFloat(m[4]);
    return { r: clamp(Math.round(+m[1]!), 0, 255), g: clamp(Math.round(+m[2]!), 0, 255), b: clamp(Math.round(+m[3]!), 0, 255), a: clamp(alpha, 0, 1) };
  }
  m = /^hsla?\(\s*([\d.]+)[\s,]+([\d.]+)%[\s,]+([\d.]+)%(?:\s*[,/]\s*([\d.]+))?\s*\)$/.exec(s);
  if (m) return hslToRgb({ h: +m[1]!, s: +m[2]!, l: +m[3]!, a: m[4] === undefined ? 1 : +m[4] });
  m = /^oklch\(\s*([\d.]+%?)\s+([\d.]+)\s+([\d.]+)(?:deg)?(?:\s*\/\s*([\d.]+%?))?\s*\)$/.exec(s);
  if (m) {
    const fraction = (v: string): number => (v.endsWith('%') ? parseFloat(v) / 100 : parseFloat(v));
    return { ...fromOklch(fraction(m[1]!), +m[2]!, +m[3]!), a: m[4] === undefined ? 1 : clamp(fraction(m[4]), 0, 1) };
  }
  return undefined;
}

/** OKLCH (lightness 0–1, chroma, hue in degrees) → sRGB channels, clipped to the sRGB gamut. */
function fromOklch(lightness: number, chroma: number, hue: number): Omit<Rgba, 'a'> {
  const a = chroma * Math.cos((hue * Math.PI) / 180),
    b = chroma * Math.sin((hue * Math.PI) / 180);
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const encode = (x: number): number => {
    const v = clamp(x, 0, 1);
    return clamp(Math.round((v <= 0.0031308 ? 12.92 * v : 1.055 * v ** (1 / 2.4) - 0.055) * 255), 0, 255);
  };
  return {
    r: encode(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    g: encode(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    b: encode(-0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s),
  };
}

export function rgbToHsl({ r, g, b, a }: Rgba): Hsla {
  const rn = r / 255,
    gn = g / 255,
    bn = b / 255;
  const max = Math.max(rn, gn, bn),
    min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  let h = 0,
    s = 0;
  if (max !== min) {
    const d = max - min;
    s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
    if (max === rn) h = (gn - bn) / d + (gn < bn ? 6 : 0);
    else if (max === gn) h = (bn - rn) / d + 2;
    else h = (rn - gn) / d + 4;
    h *= 60;
  }
  return { h, s: s * 100, l: l * 100, a };
}

export function hslToRgb({ h, s, l, a }: Hsla): Rgba {
  const sn = clamp(s, 0, 100) / 100,
    ln = clamp(l, 0, 100) / 100;
  const k = (n: number): number => (n + h / 30) % 12;
  const f = (n: number): number => ln - sn * Math.min(ln, 1 - ln) * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return { r: Math.round(f(0) * 255), g: Math.round(f(8) * 255), b: Math.round(f(4) * 255), a };
}

const hex2 = (n: number): string => clamp(Math.round(n), 0, 255).toString(16).padStart(2, '0');
export const toHex = (c: Rgba): string => `#${hex2(c.r)}${hex2(c.g)}${hex2(c.b)}`;
export const toRgbString = (c: Rgba): string => (c.a < 1 ? `rgba(${c.r}, ${c.g}, ${c.b}, ${c.a})` : `rgb(${c.r}, ${c.g}, ${c.b})`);
export function toHslString(c: Rgba): string {
  const { h, s, l, a } = rgbToHsl(c);
  const body = `${Math.round(h)}, ${Math.round(s)}%, ${Math.round(l)}%`;
  return a < 1 ? `hsla(${body}, ${a})` : `hsl(${body})`;
}
/** Shopify prints the modified colour as hex when opaque, rgba() otherwise. */
export const toOutput = (c: Rgba): string => (c.a < 1 ? toRgbString(c) : toHex(c));

export const brightness = (c: Rgba): number => (c.r * 299 + c.g * 587 + c.b * 114) / 1000;

function luminance(c: Rgba): number {
  const ch = (v: number): number => {
    const x = v / 255;
    return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * ch(c.r) + 0.7152 * ch(c.g) + 0.0722 * ch(c.b);
}
export function contrast(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

export function adjustHsl(c: Rgba, key: 'l' | 's', delta: number): Rgba {
  const hsl = rgbToHsl(c);
  hsl[key] = clamp(hsl[key] + delta, 0, 100);
  return hslToRgb(hsl);
}

export function mix(a: Rgba, b: Rgba, weightPercent: number): Rgba {
  const w = clamp(weightPercent, 0, 100) / 100;
  const m = (x: number, y: number): number => x * w + y * (1 - w);
  return { r: Math.round(m(a.r, b.r)), g: Math.round(m(a.g, b.g)), b: Math.round(m(a.b, b.b)), a: Math.round(m(a.a, b.a) * 100) / 100 };
}

const linear = (channel: number): number => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** sRGB → OKLCH (Björn Ottosson's Oklab matrices): lightness 0–1, chroma, hue in degrees. */
export function toOklch(c: Rgba): { l: number; c: number; h: number } {
  const r = linear(c.r),
    g = linear(c.g),
    b = linear(c.b);
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  const lightness = 0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s;
  const a = 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s;
  const bb = 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s;
  const chroma = Math.hypot(a, bb);
  const hue = chroma < 1e-4 ? 0 : (Math.atan2(bb, a) * 180) / Math.PI;
  return { l: lightness, c: chroma, h: hue < 0 ? hue + 360 : hue };
}

/** Ruby prints a float with at least one decimal (1.0, 0.5). */
export const rubyFloat = (n: number): string => (Number.isInteger(n) ? n.toFixed(1) : String(n));

/** "63% 0.26 29": OKLCH lightness, chroma and hue as Shopify prints them. */
export function oklchText(c: Rgba): string {
  const { l, c: chroma, h } = toOklch(c);
  return `${Math.round(l * 100)}% ${Math.round(chroma * 100) / 100} ${Math.round(h) % 360}`;
}
