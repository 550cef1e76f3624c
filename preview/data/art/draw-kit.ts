// Small SVG building blocks for the sample shop's product, collection and banner art (the glog's use svg.ts).
// Shapes only, text in a generic font-family: nothing is downloaded when an image renders.
import { escapeHtml } from '../../liquid/html';
import { PALETTE } from '../make-images';

/** The brand palette plus the few food and material colours the drawings need. */
export const C = {
  ...PALETTE,
  lemon: '#F4D03F',
  gold: '#E9C98B',
  brass: '#C99A3B',
  wine: '#7A2E3A',
  wood: '#B07A45',
  woodDark: '#8A5A2E',
  kraft: '#D9A86C',
  crust: '#C8843A',
  crumb: '#F2D59B',
  white: '#FFFFFF',
  oil: '#C9B43A',
} as const;

/** Rounds to one decimal so the files stay small. */
export const r = (v: number): number => Math.round(v * 10) / 10;

/** A whole SVG document of the given size on a flat background colour. */
export function svgDoc(width: number, height: number, background: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${background}"/>` +
    body +
    `</svg>\n`
  );
}

/** Wraps shapes in a group moved, turned and scaled about the origin of the shapes' own drawing. */
export function place(body: string, x: number, y: number, opts: { rotate?: number; scale?: number } = {}): string {
  const parts = [`translate(${r(x)} ${r(y)})`];
  if (opts.rotate) parts.push(`rotate(${r(opts.rotate)})`);
  if (opts.scale && opts.scale !== 1) parts.push(`scale(${opts.scale})`);
  return `<g transform="${parts.join(' ')}">${body}</g>`;
}

/** The soft contact shadow under an object standing on the ground. */
export const shadow = (cx: number, cy: number, rx: number, ry = rx / 9): string =>
  `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(rx)}" ry="${r(ry)}" fill="${C.ink}" opacity=".14"/>`;

/** A four-pointed sparkle, the brand's "fresh!" mark. */
export const sparkle = (cx: number, cy: number, size: number, fill: string): string => {
  const s = size;
  const k = s * 0.22;
  return `<path d="M${r(cx)} ${r(cy - s)}Q${r(cx + k)} ${r(cy - k)} ${r(cx + s)} ${r(cy)}Q${r(cx + k)} ${r(cy + k)} ${r(cx)} ${r(cy + s)}Q${r(cx - k)} ${r(cy + k)} ${r(cx - s)} ${r(cy)}Q${r(cx - k)} ${r(cy - k)} ${r(cx)} ${r(cy - s)}z" fill="${fill}"/>`;
};

/** A teardrop of oil, pointed end up. */
export const drop = (cx: number, cy: number, size: number, fill: string): string =>
  `<path d="M${r(cx)} ${r(cy - size)}C${r(cx + size * 0.25)} ${r(cy - size * 0.55)} ${r(cx + size * 0.62)} ${r(cy - size * 0.1)} ${r(cx + size * 0.62)} ${r(cy + size * 0.28)}A${r(size * 0.62)} ${r(size * 0.62)} 0 0 1 ${r(cx - size * 0.62)} ${r(cy + size * 0.28)}C${r(cx - size * 0.62)} ${r(cy - size * 0.1)} ${r(cx - size * 0.25)} ${r(cy - size * 0.55)} ${r(cx)} ${r(cy - size)}z" fill="${fill}"/>`;

/** A leaf pointing along `angle` degrees from its stalk at (x, y). */
export const leaf = (x: number, y: number, length: number, angle: number, fill: string): string =>
  `<path d="M0 0Q${r(length * 0.5)} ${r(-length * 0.32)} ${r(length)} 0Q${r(length * 0.5)} ${r(length * 0.32)} 0 0z" fill="${fill}" transform="translate(${r(x)} ${r(y)}) rotate(${r(angle)})"/>`;

/** An olive: a slightly tilted oval with a tiny highlight. */
export const olive = (cx: number, cy: number, size: number, fill: string, angle = -20): string =>
  `<g transform="translate(${r(cx)} ${r(cy)}) rotate(${angle})"><ellipse rx="${r(size)}" ry="${r(size * 0.72)}" fill="${fill}"/><ellipse cx="${r(-size * 0.35)}" cy="${r(-size * 0.25)}" rx="${r(size * 0.22)}" ry="${r(size * 0.12)}" fill="${C.white}" opacity=".45"/></g>`;

/** Centred text in the generic sans-serif face; squeezed to `fit` wide when it would overflow. */
export function label(x: number, y: number, text: string, size: number, fill: string, opts: { fit?: number; weight?: number; spacing?: number; family?: string } = {}): string {
  const estimate = text.length * size * (opts.spacing ? 0.62 + opts.spacing / size : 0.64);
  const fit = opts.fit && estimate > opts.fit ? ` textLength="${opts.fit}" lengthAdjust="spacingAndGlyphs"` : '';
  const spacing = opts.spacing ? ` letter-spacing="${opts.spacing}"` : '';
  return `<text x="${r(x)}" y="${r(y)}" font-family="${opts.family ?? 'sans-serif'}" font-weight="${opts.weight ?? 800}" font-size="${size}" text-anchor="middle" fill="${fill}"${spacing}${fit}>${escapeHtml(text)}</text>`;
}

/** Lines of "small print" drawn as rounded bars (reads as text at a glance, weighs nothing). */
export function printLines(x: number, y: number, widths: number[], gap: number, fill: string, thickness = 10): string {
  return widths.map((w, i) => `<rect x="${r(x - w / 2)}" y="${r(y + i * gap)}" width="${r(w)}" height="${thickness}" rx="${thickness / 2}" fill="${fill}"/>`).join('');
}

/** Confetti-like dots scattered at fixed spots (deterministic, so regenerating changes nothing). */
export function dots(points: [number, number, number][], fill: string, opacity = 1): string {
  const o = opacity === 1 ? '' : ` opacity="${opacity}"`;
  return `<g fill="${fill}"${o}>${points.map(([x, y, s]) => `<circle cx="${x}" cy="${y}" r="${s}"/>`).join('')}</g>`;
}

/** Defines shapes once (`<defs>`) so a picture with many copies stays small; see `use`. */
export const define = (id: string, body: string): string => `<defs><g id="${id}">${body}</g></defs>`;

/** A copy of shapes given to `define`, moved, turned and scaled like `place`. */
export const use = (id: string, x: number, y: number, opts: { rotate?: number; scale?: number } = {}): string =>
  place(`<use href="#${id}"/>`, x, y, opts);
