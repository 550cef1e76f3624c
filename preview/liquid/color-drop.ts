// Shopify's `color` object (a colour setting's value): prints as hex, or rgba() when translucent; exposes its channels.
import { oklchText, parseColor, rgbToHsl, rubyFloat, toOklch, toOutput, type Rgba } from './filters/color-math';
import { TextDrop } from './text-drop';

export class ColorDrop extends TextDrop {
  constructor(
    private readonly rgbaValue: Rgba,
    /** 'oklch' for a colour given as oklch(), else 'srgb' */
    readonly color_space: 'srgb' | 'oklch' = 'srgb',
  ) {
    super(toOutput(rgbaValue));
  }
  get red(): number {
    return this.rgbaValue.r;
  }
  get green(): number {
    return this.rgbaValue.g;
  }
  get blue(): number {
    return this.rgbaValue.b;
  }
  get alpha(): number {
    return this.rgbaValue.a;
  }
  /** "255 128 0" */
  get rgb(): string {
    return `${this.rgbaValue.r} ${this.rgbaValue.g} ${this.rgbaValue.b}`;
  }
  /** "255 128 0 / 1.0" */
  get rgba(): string {
    return `${this.rgb} / ${rubyFloat(this.rgbaValue.a)}`;
  }
  get hue(): number {
    return Math.round(rgbToHsl(this.rgbaValue).h);
  }
  get saturation(): number {
    return Math.round(rgbToHsl(this.rgbaValue).s);
  }
  get lightness(): number {
    return Math.round(rgbToHsl(this.rgbaValue).l);
  }
  get chroma(): number {
    return Math.round(toOklch(this.rgbaValue).c * 1000) / 1000;
  }
  /** "63% 0.26 29" */
  get oklch(): string {
    return oklchText(this.rgbaValue);
  }
  /** "63% 0.26 29 / 1.0" */
  get oklcha(): string {
    return `${this.oklch} / ${rubyFloat(this.rgbaValue.a)}`;
  }
}

/** A colour setting's value: a color object, or blank for an empty or unreadable colour. */
export function toColor(value: unknown): ColorDrop | string {
  if (typeof value !== 'string' || value.trim() === '') return '';
  const rgba = parseColor(value);
  return rgba ? new ColorDrop(rgba, /^\s*oklch\(/i.test(value) ? 'oklch' : 'srgb') : '';
}
