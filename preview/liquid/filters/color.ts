// Shopify's color_* filters over the colour maths in color-math.ts.
import type { FilterImplOptions } from 'liquidjs';
import { str } from './args';
import {
  adjustHsl,
  brightness,
  contrast,
  hslToRgb,
  mix,
  parseColor,
  rgbToHsl,
  toHex,
  toHslString,
  oklchText,
  rubyFloat,
  toOutput,
  toRgbString,
  type Rgba,
} from './color-math';

const withColor =
  (fn: (c: Rgba, ...args: unknown[]) => unknown) =>
  (value: unknown, ...args: unknown[]) => {
    const c = parseColor(str(value));
    return c ? fn(c, ...args) : str(value);
  };
const round2 = (n: number): number => Math.round(n * 100) / 100;

function extract(c: Rgba, component: string): number {
  switch (component) {
    case 'red':
      return c.r;
    case 'green':
      return c.g;
    case 'blue':
      return c.b;
    case 'alpha':
      return c.a;
    case 'hue':
      return Math.round(rgbToHsl(c).h);
    case 'saturation':
      return Math.round(rgbToHsl(c).s);
    case 'lightness':
      return Math.round(rgbToHsl(c).l);
    default:
      throw new Error(`color_extract: invalid color component '${component}' (alpha, red, green, blue, hue, saturation or lightness)`);
  }
}

export const colorFilters: Record<string, FilterImplOptions> = {
  color_to_rgb: withColor((c) => toRgbString(c)),
  color_to_hex: withColor((c) => toHex(c)),
  color_to_hsl: withColor((c) => toHslString(c)),
  color_to_oklch: withColor((c) => `oklch(${oklchText(c)} / ${rubyFloat(c.a)})`),
  color_extract: withColor((c, component) => extract(c, str(component))),
  color_brightness: withColor((c) => round2(brightness(c))),
  color_lighten: withColor((c, amount) => toOutput(adjustHsl(c, 'l', Number(amount)))),
  color_darken: withColor((c, amount) => toOutput(adjustHsl(c, 'l', -Number(amount)))),
  color_saturate: withColor((c, amount) => toOutput(adjustHsl(c, 's', Number(amount)))),
  color_desaturate: withColor((c, amount) => toOutput(adjustHsl(c, 's', -Number(amount)))),
  color_mix: withColor((c, other, weight) => {
    const o = parseColor(str(other));
    return o ? toOutput(mix(c, o, Number(weight ?? 50))) : toOutput(c);
  }),
  color_contrast: withColor((c, other) => {
    const o = parseColor(str(other));
    return o ? Math.round(contrast(c, o) * 10) / 10 : 0;
  }),
  brightness_difference: withColor((c, other) => {
    const o = parseColor(str(other));
    return o ? Math.round(Math.abs(brightness(c) - brightness(o))) : 0;
  }),
  color_difference: withColor((c, other) => {
    const o = parseColor(str(other));
    return o ? Math.abs(c.r - o.r) + Math.abs(c.g - o.g) + Math.abs(c.b - o.b) : 0;
  }),
  color_modify: withColor((c, attr, value) => {
    const v = Number(value);
    const key = str(attr);
    if (key === 'alpha') return toRgbString({ ...c, a: Math.min(1, Math.max(0, v)) });
    if (key === 'red' || key === 'green' || key === 'blue') {
      const channel = ({ red: 'r', green: 'g', blue: 'b' } as const)[key];
      return toOutput({ ...c, [channel]: Math.min(255, Math.max(0, Math.round(v))) });
    }
    const hsl = rgbToHsl(c);
    if (key === 'hue') hsl.h = ((v % 360) + 360) % 360;
    else if (key === 'saturation') hsl.s = Math.min(100, Math.max(0, v));
    else if (key === 'lightness') hsl.l = Math.min(100, Math.max(0, v));
    return toOutput(hslToRgb(hsl));
  }),
  hex_to_rgba: withColor((c, alpha) => {
    const a = alpha === undefined ? c.a : Number(alpha);
    return `rgba(${c.r}, ${c.g}, ${c.b}, ${Number.isInteger(a) ? a.toFixed(1) : a})`;
  }),
};
