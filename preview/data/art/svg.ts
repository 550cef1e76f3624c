// Tiny SVG string builders for the sample shop's drawn art: rounded numbers, flat fills, no refs.

/** Whole pixels are plenty on a 1600x900 canvas; small values keep one decimal (no leading 0). */
const n = (v: number): string => String(Math.abs(v) >= 10 ? Math.round(v) : Math.round(v * 10) / 10).replace(/^(-?)0\./, '$1.');

/** A number list for path data and points, rounded. */
export const nums = (...values: number[]): string => values.map(n).join(' ');

export const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;

export const rect = (x: number, y: number, w: number, h: number, r: number, fill: string, extra = ''): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${r ? ` rx="${n(r)}"` : ''} fill="${fill}"${extra}/>`;

export const path = (d: string, fill: string, extra = ''): string => `<path d="${d}" fill="${fill}"${extra}/>`;

/** An open stroked line with round ends (stems, wires, steam, noodles). */
export const line = (d: string, colour: string, width: number, extra = ''): string =>
  `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${n(width)}" stroke-linecap="round"${extra}/>`;

/** Many round dots in one element (pepper, seeds, salt, herbs): zero-length round-capped strokes. */
export const dots = (points: [number, number][], colour: string, size: number, extra = ''): string =>
  line(points.map(([x, y]) => `M${nums(x, y)}h0`).join(''), colour, size, extra);

export const opacity = (o: number): string => ` opacity="${n(o)}"`;

/** Places children drawn around (0,0) at x,y, optionally rotated (degrees) and scaled. */
export function at(x: number, y: number, children: string, opts: { r?: number; s?: number } = {}): string {
  const parts = [`translate(${nums(x, y)})`];
  if (opts.r) parts.push(`rotate(${n(opts.r)})`);
  if (opts.s && opts.s !== 1) parts.push(`scale(${Math.round(opts.s * 100) / 100})`);
  return `<g transform="${parts.join('')}">${children}</g>`;
}

/** A deterministic pseudo-random sequence, so regenerating draws the same picture. */
export function seeded(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

/**
 * A smooth closed blob through `points` radii around (0,0): a wobbly circle or ellipse for eggs,
 * dough, potatoes and sauces. Quadratic curves through the midpoints keep the path short.
 */
export function blob(rx: number, ry: number, points: number, wobble: number, seed: number): string {
  const rand = seeded(seed);
  const pts = Array.from({ length: points }, (_, i) => {
    const a = (i / points) * Math.PI * 2;
    const k = 1 + (rand() - 0.5) * 2 * wobble;
    return [Math.cos(a) * rx * k, Math.sin(a) * ry * k] as const;
  });
  const mid = (i: number) => {
    const a = pts[i % points]!;
    const b = pts[(i + 1) % points]!;
    return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2] as const;
  };
  let d = `M${nums(...mid(0))}`;
  for (let i = 1; i <= points; i++) d += `Q${nums(...pts[i % points]!)} ${nums(...mid(i))}`;
  return d + 'Z';
}

/** Points scattered in an ellipse around (0,0), for toppings and sprinkles. */
export function scatter(count: number, rx: number, ry: number, seed: number): [number, number][] {
  const rand = seeded(seed);
  return Array.from({ length: count }, () => {
    const a = rand() * Math.PI * 2;
    const d = Math.sqrt(rand());
    return [Math.cos(a) * rx * d, Math.sin(a) * ry * d];
  });
}

/** The whole picture: flat background, then the scene. */
export const svgDocument = (width: number, height: number, background: string, body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
  rect(0, 0, width, height, 0, background) +
  body +
  `</svg>\n`;
