// Drawn baking for the glog's illustrations, each around (0,0): focaccia, bread, toast, cake, cookies.
import { C } from './palette';
import { at, blob, circle, dots, ellipse, line, nums, opacity, path, rect, scatter, seeded } from './svg';
import { sprig } from './produce';

/** Flat lay: a dimpled focaccia in its tin, with rosemary, salt and pools of oil. */
export function focaccia(w: number, h: number): string {
  const rand = seeded(7);
  const dimples: [number, number][] = [];
  for (let row = 0; row < 4; row++)
    for (let col = 0; col < 6; col++) dimples.push([-w / 2 + (w / 6) * (col + 0.5) + (rand() - 0.5) * 20, -h / 2 + (h / 4) * (row + 0.5) + (rand() - 0.5) * 20]);
  const sprigs = [[-0.3, -0.18, 40], [0.08, 0.12, -30], [0.32, -0.2, 70], [-0.12, 0.3, 100]]
    .map(([x, y, r]) => at(w * x!, h * y!, sprig(110, C.olive, 20, 6), { r: r! }))
    .join('');
  return (
    rect(-w / 2 - 24, -h / 2 - 8, w + 48, h + 48, 30, C.ink, opacity(0.14)) +
    rect(-w / 2 - 24, -h / 2 - 24, w + 48, h + 48, 30, C.steel) +
    rect(-w / 2, -h / 2, w, h, 36, C.crust) +
    rect(-w / 2 + 16, -h / 2 + 14, w - 32, h - 34, 30, '#EDBE6A') +
    dots(dimples, C.bake, 34) +
    dots(dimples.filter((_, i) => i % 3 === 0).map(([x, y]) => [x + 4, y - 3]), C.oil, 22) +
    sprigs +
    dots(scatter(26, w * 0.45, h * 0.42, 11), C.white, 9)
  );
}

/** Flat lay: a slice of bread or toast; `crumb` is the face colour. */
export const breadSlice = (s: number, crumb: string = C.crumb, crust: string = C.bake): string =>
  path(`M${nums(-s * 0.8, s)}V${nums(-s * 0.3)}C${nums(-s * 1.2, -s * 0.6, -s * 1.05, -s, -s * 0.5, -s)}H${nums(s * 0.5)}C${nums(s * 1.05, -s, s * 1.2, -s * 0.6, s * 0.8, -s * 0.3)}V${nums(s)}z`, crust) +
  path(`M${nums(-s * 0.66, s * 0.86)}V${nums(-s * 0.36)}C${nums(-s, -s * 0.6, -s * 0.85, -s * 0.86, -s * 0.44, -s * 0.86)}H${nums(s * 0.44)}C${nums(s * 0.85, -s * 0.86, s, -s * 0.6, s * 0.66, -s * 0.36)}V${nums(s * 0.86)}z`, crumb) +
  dots(scatter(10, s * 0.5, s * 0.6, Math.round(s)), crust, s * 0.06, opacity(0.4));

/** A torn chunk or cube of bread (dipping, panzanella). */
export const breadChunk = (s: number, seed: number): string =>
  path(blob(s, s * 0.8, 7, 0.18, seed), C.crust) + path(blob(s * 0.72, s * 0.55, 7, 0.15, seed + 1), C.crumb) + dots(scatter(4, s * 0.4, s * 0.3, seed), C.bake, s * 0.1, opacity(0.5));

/**
 * Side view: a round cake on a plate, seen a little from above, dusted with sugar and topped with
 * citrus slices (the olive oil cake).
 */
export function cakeWhole(r: number, top: string = '#E7B457', side: string = C.bake): string {
  const h = r * 0.55;
  const orange = (x: number, y: number) => ellipse(x, y, r * 0.2, r * 0.08, '#F08A24') + ellipse(x, y, r * 0.16, r * 0.06, '#FBB45A');
  return (
    ellipse(0, h + r * 0.16, r * 1.25, r * 0.3, C.ink, opacity(0.14)) + ellipse(0, h + r * 0.1, r * 1.25, r * 0.3, C.white) +
    rect(-r, 0, r * 2, h, 0, side) + ellipse(0, h, r, r * 0.3, side) +
    ellipse(0, 0, r, r * 0.3, top) + dots(scatter(40, r * 0.85, r * 0.22, 3), C.white, 8, opacity(0.85)) +
    orange(-r * 0.4, -r * 0.02) + orange(r * 0.25, r * 0.1) + orange(r * 0.05, -r * 0.14)
  );
}

/** Side view: a wedge of cake on a plate, tender crumb facing the viewer, length `l`. */
export function cakeSlice(l: number, top = '#E7B457', crumb = '#F4C86E', crust: string = C.bake): string {
  const h = l * 0.42;
  return (
    ellipse(0, h * 0.62, l * 0.72, h * 0.32, C.white) +
    path(`M${nums(-l / 2, 0)}L${nums(l / 2, -h * 0.35)}L${nums(l / 2 - l * 0.12, -h * 0.7)}z`, top) +
    path(`M${nums(-l / 2, 0)}L${nums(l / 2, -h * 0.35)}V${nums(h * 0.65)}L${nums(-l / 2, h * 0.35)}z`, crumb) +
    path(`M${nums(-l / 2, h * 0.35)}L${nums(l / 2, h * 0.65)}v-14L${nums(-l / 2, h * 0.3)}z`, crust) +
    path(`M${nums(l / 2, -h * 0.35)}L${nums(l / 2 - l * 0.12, -h * 0.7)}V${nums(h * 0.3)}L${nums(l / 2, h * 0.65)}z`, crust) +
    line(`M${nums(-l * 0.3, h * 0.1)}l${nums(l * 0.6, -h * 0.2)}`, '#E9B24F', 8, opacity(0.6)) +
    dots(scatter(10, l * 0.3, h * 0.08, 4).map(([x, y]) => [x + l * 0.12, y - h * 0.3]), C.white, 7) +
    at(l * 0.3, -h * 0.52, ellipse(0, 0, l * 0.1, l * 0.04, '#F08A24'))
  );
}

/** Side view: a baguette with its slashes, length `l`, lying along x. */
export const baguette = (l: number): string =>
  rect(-l / 2, -l * 0.09, l, l * 0.18, l * 0.09, C.crust) +
  line([-0.3, -0.1, 0.1, 0.3].map((k) => `M${nums(l * k - l * 0.06, l * 0.03)}l${nums(l * 0.1, -l * 0.07)}`).join(''), C.crumb, l * 0.025) +
  rect(-l / 2 + l * 0.05, -l * 0.07, l * 0.9, l * 0.03, 6, C.white, opacity(0.25));

/** Flat lay: a round of baguette, crumb up. */
export const breadRound = (r: number, seed: number): string =>
  path(blob(r * 1.15, r, 8, 0.05, seed), C.bake) + path(blob(r * 0.98, r * 0.84, 8, 0.05, seed + 1), C.crumb) + dots(scatter(6, r * 0.6, r * 0.5, seed), C.crust, r * 0.12, opacity(0.6));

/** Flat lay: a toasted bread cube (croutons, panzanella). */
export const crouton = (s: number): string => rect(-s / 2, -s / 2, s, s, s * 0.22, C.bake) + rect(-s / 2 + s * 0.1, -s / 2 + s * 0.08, s * 0.72, s * 0.72, s * 0.18, '#EDBE6A');

/** Flat lay: a crackled sugar cookie. */
export const cookie = (r: number, seed: number, colour = '#F3D488'): string =>
  path(blob(r, r, 9, 0.06, seed), C.crust) + path(blob(r * 0.86, r * 0.86, 9, 0.05, seed + 3), colour) +
  line(`M${nums(-r * 0.5, -r * 0.1)}l${nums(r * 0.3, -r * 0.2, r * 0.25, r * 0.2)}M${nums(r * 0.1, r * 0.35)}l${nums(r * 0.3, -r * 0.15)}M${nums(-r * 0.3, r * 0.4)}l${nums(r * 0.15, -r * 0.2)}`, C.crust, r * 0.07) +
  dots(scatter(8, r * 0.6, r * 0.6, seed), C.white, r * 0.08);

/** Flat lay: a popcorn puff (a few overlapping bumps). */
export const popcorn = (s: number, seed: number): string => {
  const rand = seeded(seed);
  return [0, 1, 2, 3].map((i) => circle(Math.cos(i * 1.7 + rand()) * s * 0.45, Math.sin(i * 1.7) * s * 0.4, s * (0.45 + rand() * 0.15), i === 3 ? '#FFF1C2' : C.cream)).join('') + circle(0, 0, s * 0.16, C.crust, opacity(0.6));
};
