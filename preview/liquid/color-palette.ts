// The `color_palette` setting (named theme colours) and colour settings that point into it,
// such as a default or stored value of "{{ settings.color_palette.foreground }}".
import { ColorDrop, toColor } from './color-drop';

/** The palette's colours in order (a `for` loop walks them), each also reachable by name. */
export type ColorPalette = ColorDrop[] & Record<string, ColorDrop>;

const palettes = new WeakSet<object>();

export function colorPalette(raw: unknown): ColorPalette {
  const entries = raw && typeof raw === 'object' && !Array.isArray(raw) ? Object.entries(raw as Record<string, unknown>) : [];
  const named = entries.flatMap(([name, value]) => {
    const color = toColor(value);
    return color instanceof ColorDrop ? [[name, color] as const] : [];
  });
  const palette = Object.assign(
    named.map(([, color]) => color),
    Object.fromEntries(named),
  );
  palettes.add(palette);
  return palette;
}

export const isColorPalette = (value: unknown): value is ColorPalette => typeof value === 'object' && value !== null && palettes.has(value);

export interface PaletteReference {
  /** The theme setting that holds the palette (`color_palette`). */
  setting: string;
  /** The colour's name in it (`foreground`). */
  name: string;
}

/** "{{ settings.<palette>.<name> }}" → its parts; anything else → undefined. */
export function paletteReference(raw: unknown): PaletteReference | undefined {
  if (typeof raw !== 'string') return undefined;
  const m = /^\s*\{\{\s*settings\.(\w+)\.(\w+)\s*\}\}\s*$/.exec(raw);
  return m ? { setting: m[1]!, name: m[2]! } : undefined;
}
