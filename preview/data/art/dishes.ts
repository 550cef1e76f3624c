// Drawn cooked food for the glog's illustrations, each around (0,0): eggs, pasta, potatoes, sauces.
import { C } from './palette';
import { blob, circle, dots, ellipse, line, nums, opacity, path, rect, scatter, seeded } from './svg';

/** Flat lay: a fried egg with lacy golden edges. */
export const friedEgg = (r: number, seed: number, lace: string = C.crust): string =>
  path(blob(r * 1.12, r, 12, 0.14, seed), lace) + path(blob(r, r * 0.88, 11, 0.1, seed + 1), C.white) +
  circle(r * 0.08, -r * 0.02, r * 0.38, C.yolk) + ellipse(-r * 0.05, -r * 0.15, r * 0.12, r * 0.07, C.white, opacity(0.6));

/** Flat lay: a nest of spaghetti (loops of strands in both directions). */
export function spaghetti(r: number, colour = '#F2CF6B'): string {
  const rand = seeded(21);
  let d = '';
  for (let i = 0; i < 14; i++) {
    const k = 0.35 + rand() * 0.6;
    const a = rand() * Math.PI * 2;
    const x = Math.cos(a) * r * (1 - k) * 0.8;
    const y = Math.sin(a) * r * (1 - k) * 0.8;
    const sweep = i % 2;
    d += `M${nums(x - r * k, y)}a${nums(r * k, r * k * 0.85)} 0 1 ${sweep} ${nums(r * k * 1.7, (sweep ? 1 : -1) * r * k * 0.6)}`;
  }
  return line(d, '#D9A93F', r * 0.085) + line(d, colour, r * 0.05);
}

/** Flat lay: a smashed potato, golden with crisp edges. */
export const smashedPotato = (r: number, seed: number): string =>
  path(blob(r, r * 0.9, 10, 0.2, seed), '#9A5A26') + path(blob(r * 0.86, r * 0.76, 9, 0.2, seed + 2), '#E6A945') +
  ellipse(-r * 0.15, -r * 0.1, r * 0.4, r * 0.28, '#F7D27A') + line(`M${nums(-r * 0.6, r * 0.2)}l${nums(r * 0.25, -r * 0.1, r * 0.15, r * 0.2)}`, '#A8652A', r * 0.07);

/** Side view: a whole potato with its eyes. */
export const potato = (r: number, seed: number): string =>
  path(blob(r * 1.3, r, 9, 0.08, seed), '#C99B5E') + dots(scatter(5, r, r * 0.7, seed), '#8E6535', r * 0.1) + ellipse(-r * 0.4, -r * 0.4, r * 0.4, r * 0.14, C.white, opacity(0.3));

/** Flat lay: a roast chicken drumstick, bone to the right. */
export const drumstick = (r: number, seed: number): string =>
  rect(r * 0.6, -r * 0.13, r * 0.95, r * 0.26, r * 0.12, C.garlic) + circle(r * 1.55, -r * 0.16, r * 0.17, C.garlic) + circle(r * 1.55, r * 0.16, r * 0.17, C.garlic) +
  ellipse(-r * 0.1, 0, r * 1.05, r * 0.78, '#B8692A') + ellipse(-r * 0.15, -r * 0.05, r * 0.82, r * 0.56, '#D98C3C') +
  dots(scatter(4, r * 0.5, r * 0.3, seed), C.bake, r * 0.14) + ellipse(-r * 0.35, -r * 0.3, r * 0.3, r * 0.09, C.white, opacity(0.35));

/** Flat lay: a tangle of noodles for a bowl of radius `r`. */
export function noodles(r: number, colour = '#F2D27A'): string {
  let d = '';
  for (let i = 0; i < 7; i++) {
    const y = -r * 0.6 + i * r * 0.2;
    d += `M${nums(-r * 0.7, y)}q${nums(r * 0.18, -r * 0.16, r * 0.35, 0)}t${nums(r * 0.35, 0)}t${nums(r * 0.35, 0)}t${nums(r * 0.35, 0)}`;
  }
  return line(d, '#D9A93F', r * 0.1) + line(d, colour, r * 0.065);
}

/** Flat lay: a ball of burrata, torn open to its creamy middle. */
export const burrata = (r: number): string =>
  circle(0, 0, r, C.white) + path(blob(r * 0.5, r * 0.42, 8, 0.2, 8), '#FFF1C9') +
  path(`M${nums(-r * 0.55, -r * 0.1)}q${nums(r * 0.2, -r * 0.35, r * 0.45, -r * 0.2)}M${nums(r * 0.1, r * 0.4)}q${nums(r * 0.3, 0, r * 0.45, -r * 0.25)}`, 'none', ` stroke="${C.tan}" stroke-width="${nums(r * 0.05)}" stroke-linecap="round"`) +
  path(`M${nums(r * 0.2, -r * 0.9)}a${nums(r, r)} 0 0 1 ${nums(r * 0.7, r * 0.5)}`, 'none', ` stroke="${C.cream}" stroke-width="${nums(r * 0.1)}" stroke-linecap="round"`);

/** Flat lay: a pool of a sauce or oil (blob), with a glossy highlight. */
export const pool = (rx: number, ry: number, colour: string, seed: number): string =>
  path(blob(rx, ry, 9, 0.1, seed), colour) + ellipse(-rx * 0.3, -ry * 0.35, rx * 0.22, ry * 0.1, C.white, opacity(0.45));

/** A swirl (soup's green oil, drizzles): a spiral stroke of radius `r`. */
export function swirl(r: number, colour: string, width: number): string {
  let d = `M0 0`;
  for (let i = 1; i <= 8; i++) {
    const k = (r * i) / 8;
    d += `A${nums(k, k)} 0 0 1 ${nums(i % 2 ? k : -k, 0)}`;
  }
  return line(d, colour, width);
}

/** Flat lay: a chickpea, or many of them with `scatterAt`. */
export const chickpeas = (count: number, rx: number, ry: number, colour: string, seed: number): string =>
  dots(scatter(count, rx, ry, seed), C.bake, 46) + dots(scatter(count, rx, ry, seed), colour, 36);

/** Flat lay: granola clusters in a few shades. */
export const granola = (count: number, rx: number, ry: number, seed: number): string =>
  dots(scatter(count, rx, ry, seed), C.bake, 34) + dots(scatter(count, rx * 0.95, ry * 0.95, seed + 1), '#D9A45B', 26) + dots(scatter(count / 2, rx * 0.9, ry * 0.9, seed + 2), '#F0D59A', 18);

/** Flat lay: a grilled peach half with char lines. */
export const peachHalf = (r: number, seed: number): string =>
  path(blob(r, r * 0.94, 9, 0.04, seed), '#D9502E') + path(blob(r * 0.9, r * 0.84, 9, 0.04, seed + 1), '#F9B44E') +
  ellipse(r * 0.05, 0, r * 0.4, r * 0.34, '#EE7A36') + ellipse(r * 0.05, 0, r * 0.24, r * 0.18, '#7A3A1E') +
  line(`M${nums(-r * 0.75, -r * 0.4)}l${nums(r * 0.5, r * 0.5)}M${nums(-r * 0.6, r * 0.2)}l${nums(r * 0.5, r * 0.5)}M${nums(r * 0.2, -r * 0.7)}l${nums(r * 0.5, r * 0.5)}`, C.cocoa, r * 0.1, opacity(0.75));

/** Side view: an ice-cream cone with two scoops, a drizzle of oil and flaky salt. */
export function iceCream(h: number): string {
  const w = h * 0.42;
  const coneH = h * 0.6;
  // Waffle lines parallel to each side of the cone, from its rim to the other side.
  const grid = [0.2, 0.4, 0.6, 0.8]
    .map((k) => {
      const x0 = -w / 2 + w * k;
      const t = (w / 2 - x0) / w;
      return `M${nums(x0, 0)}l${nums((t * w) / 2, t * coneH)}M${nums(-x0, 0)}l${nums((-t * w) / 2, t * coneH)}`;
    })
    .join('');
  return (
    path(`M${nums(-w / 2, 0)}L0 ${nums(coneH)}L${nums(w / 2, 0)}z`, C.crust) + line(grid, C.bake, 7) +
    path(blob(w * 0.56, w * 0.36, 10, 0.08, 4), C.cream, ` transform="translate(0 ${nums(-w * 0.1)})"`) +
    path(blob(w * 0.46, w * 0.34, 10, 0.08, 6), '#FFF1C9', ` transform="translate(0 ${nums(-w * 0.6)})"`) +
    line(`M${nums(-w * 0.4, -w * 0.5)}q${nums(w * 0.2, w * 0.25, w * 0.4, 0)}t${nums(w * 0.4, w * 0.05)}M${nums(-w * 0.45, -w * 0.02)}q${nums(w * 0.2, w * 0.2, w * 0.45, 0)}t${nums(w * 0.42, w * 0.02)}`, C.oil, 16) +
    dots(scatter(9, w * 0.35, w * 0.15, 2).map(([x, y]) => [x, y - w * 0.75]), C.white, 10) + dots([[-w * 0.1, -w * 0.98]], C.white, 12)
  );
}

/** Flat lay: a herb-green sauce (green sauce, pesto) with flecks. */
export const greenSauce = (rx: number, ry: number, seed: number, colour = '#6E9B2E'): string =>
  path(blob(rx, ry, 9, 0.06, seed), colour) + dots(scatter(30, rx * 0.8, ry * 0.8, seed), C.olive, 12) + dots(scatter(12, rx * 0.8, ry * 0.8, seed + 5), C.leaf, 10);
