// Drawn produce for the glog's illustrations, each around (0,0): citrus, tomatoes, garlic, herbs, olives.
import { C } from './palette';
import { at, blob, circle, dots, ellipse, line, nums, opacity, path, scatter } from './svg';

/** Flat lay: a citrus slice (lemon by default; orange with other colours). */
export function citrusSlice(r: number, peel: string = C.lemon, flesh = '#FBE88A'): string {
  const spokes = Array.from({ length: 8 }, (_, i) => {
    const a = (i / 8) * Math.PI * 2;
    return `M0 0L${nums(Math.cos(a) * r * 0.8, Math.sin(a) * r * 0.8)}`;
  }).join('');
  return circle(0, 0, r, peel) + circle(0, 0, r * 0.86, C.cream) + circle(0, 0, r * 0.8, flesh) + line(spokes, C.cream, r * 0.06);
}

/** Side view: a whole lemon with a leaf. */
export const lemon = (r: number, colour: string = C.lemon): string =>
  path(blob(r * 1.25, r, 10, 0.03, 5), colour) + ellipse(r * 1.25, 0, r * 0.16, r * 0.12, colour) + ellipse(-r * 1.25, 0, r * 0.14, r * 0.11, colour) +
  ellipse(-r * 0.35, -r * 0.45, r * 0.35, r * 0.14, C.white, opacity(0.45)) + leaf(r * 0.9, C.herb, r * 0.9, -r * 0.75, -30);

/** A simple almond leaf with a midrib, length `l`, angle `r` degrees. */
export const leaf = (l: number, colour: string, x = 0, y = 0, r = 0): string =>
  at(x, y, path(`M0 0q${nums(l * 0.5, -l * 0.32, l, 0)}q${nums(-l * 0.5, l * 0.32, -l, 0)}zM${nums(l * 0.12, 0)}q${nums(l * 0.35, -l * 0.03, l * 0.7, 0)}q${nums(-l * 0.35, l * 0.03, -l * 0.7, 0)}z`, colour, ' fill-rule="evenodd"'), { r });

/** Side view: a whole tomato with its green star. */
export const tomato = (r: number, colour: string = C.tomato): string =>
  path(blob(r * 1.08, r * 0.94, 8, 0.03, 3), colour) + ellipse(-r * 0.4, -r * 0.38, r * 0.26, r * 0.14, C.white, opacity(0.4)) +
  path(`M0 ${nums(-r * 0.9)}l${nums(-r * 0.35, -r * 0.05, r * 0.2, -r * 0.12, -r * 0.05, -r * 0.25, r * 0.2, r * 0.1, r * 0.1, -r * 0.25, r * 0.1, r * 0.25, r * 0.25, -r * 0.05, -r * 0.05, r * 0.25, r * 0.35, r * 0.05)}z`, C.herb);

/** Flat lay: a tomato slice with its seed chambers. */
export function tomatoSlice(r: number): string {
  const chambers = [0, 1, 2, 3, 4]
    .map((i) => {
      const a = (i / 5) * Math.PI * 2 + 0.3;
      return ellipse(Math.cos(a) * r * 0.48, Math.sin(a) * r * 0.48, r * 0.26, r * 0.17, '#F58A6E', ` transform="rotate(${Math.round((a * 180) / Math.PI)} ${nums(Math.cos(a) * r * 0.48, Math.sin(a) * r * 0.48)})"`);
    })
    .join('');
  return circle(0, 0, r, C.tomato) + circle(0, 0, r * 0.82, '#EE6A4C') + chambers + dots(scatter(9, r * 0.6, r * 0.6, r), C.cream, r * 0.07);
}

/** Flat lay: a wedge of tomato (salads). */
export const tomatoWedge = (r: number): string =>
  path(`M0 0L${nums(r, 0)}A${nums(r, r)} 0 0 1 ${nums(r * 0.3, r * 0.95)}z`, C.tomato) + path(`M${nums(r * 0.15, r * 0.12)}L${nums(r * 0.8, r * 0.1)}A${nums(r * 0.7, r * 0.7)} 0 0 1 ${nums(r * 0.3, r * 0.72)}z`, '#F58A6E');

/** Side view: a whole head of garlic. */
export const garlicHead = (r: number): string =>
  path(`M0 ${nums(-r * 1.2)}q${nums(r * 0.1, r * 0.3, r * 0.55, r * 0.45)}q${nums(r * 0.55, r * 0.3, r * 0.5, r * 0.95)}q${nums(-r * 0.1, r * 0.45, -r * 1.05, r * 0.45)}q${nums(-r * 0.95, 0, -r * 1.05, -r * 0.45)}q${nums(-r * 0.05, -r * 0.65, r * 0.5, -r * 0.95)}q${nums(r * 0.45, -r * 0.15, r * 0.55, -r * 0.45)}z`, C.garlic) +
  line(`M${nums(-r * 0.35, -r * 0.5)}q${nums(-r * 0.25, r * 0.6, 0, r * 1.1)}M${nums(r * 0.35, -r * 0.5)}q${nums(r * 0.25, r * 0.6, 0, r * 1.1)}M0 ${nums(-r * 0.65)}v${nums(r * 1.25)}`, C.tan, r * 0.06) +
  line(`M${nums(-r * 0.5, r * 0.72)}h${nums(r)}`, C.bake, r * 0.05, opacity(0.5));

/** Side view: one garlic clove. */
export const garlicClove = (s: number): string =>
  path(`M0 ${nums(-s)}q${nums(s * 0.2, s * 0.4, s * 0.62, s * 0.75)}q${nums(s * 0.1, s * 0.9, -s * 0.62, s * 0.95)}q${nums(-s * 0.72, -s * 0.05, -s * 0.62, -s * 0.95)}q${nums(s * 0.42, -s * 0.35, s * 0.62, -s * 0.75)}z`, C.garlic) +
  line(`M${nums(-s * 0.1, -s * 0.5)}q${nums(-s * 0.3, s * 0.6, 0, s * 1.1)}`, C.tan, s * 0.08);

/** A herb sprig: a stem with paired needles or leaves (rosemary, thyme), length `l`, pointing up. */
export function sprig(l: number, colour: string = C.herb, leafLength = l * 0.16, pairs = 7): string {
  let d = `M0 0V${nums(-l)}`;
  for (let i = 1; i <= pairs; i++) {
    const y = -l * (i / (pairs + 0.5));
    d += `M0 ${nums(y)}l${nums(-leafLength, -leafLength * 0.7)}M0 ${nums(y)}l${nums(leafLength, -leafLength * 0.7)}`;
  }
  return line(d, colour, Math.max(6, l * 0.045));
}

/** A basil or parsley leaf cluster: `count` leaves fanned around (0,0). */
export const leaves = (count: number, l: number, colour: string = C.herb, spread = 60, r0 = -90): string =>
  Array.from({ length: count }, (_, i) => leaf(l, colour, 0, 0, r0 - spread / 2 + (spread * i) / Math.max(1, count - 1))).join('');

/** Flat lay or side view: an olive with a highlight. */
export const olive = (r: number, colour = '#556B1F'): string =>
  ellipse(0, 0, r * 1.3, r, colour) + ellipse(-r * 0.45, -r * 0.35, r * 0.35, r * 0.18, C.white, opacity(0.4));

/** A heap of olives, widest row at y=0 and `rows` rows high, olives `r` tall; green with a few dark. */
export function oliveHeap(rows: number, perRow: number, r: number): string {
  const shades = ['#6F8A2E', '#556B1F', '#3B2A3A', '#7E9A3A'];
  const olives: string[] = [];
  const shine: [number, number][] = [];
  for (let row = 0; row < rows; row++) {
    const count = perRow - row * 2;
    for (let i = 0; i < count; i++) {
      const x = (i - (count - 1) / 2) * r * 1.9 + (row % 2) * r * 0.3;
      const y = -row * r * 1.3 + (i % 2) * r * 0.25;
      olives.push(ellipse(x, y, r * 1.25, r, shades[(i * 3 + row) % shades.length]!));
      shine.push([x - r * 0.45, y - r * 0.35]);
    }
  }
  return olives.join('') + dots(shine, C.white, r * 0.3, opacity(0.45));
}

/** An olive branch: a curved twig with leaves and a few olives, length `l`, pointing right. */
export function oliveBranch(l: number, fruit = '#556B1F'): string {
  const leafs = [0.15, 0.3, 0.45, 0.6, 0.75, 0.9]
    .map((k, i) => leaf(l * 0.26, i % 2 ? C.olive : '#7E9A4E', l * k, -Math.sin(k * 3) * l * 0.08, i % 2 ? 35 : -40))
    .join('');
  const fruits = [0.35, 0.62].map((k) => at(l * k, l * 0.08, olive(l * 0.055, fruit))).join('');
  return line(`M0 0Q${nums(l * 0.5, -l * 0.22, l, -l * 0.04)}`, C.bake, l * 0.025) + leafs + fruits;
}

/** Flat lay: a cucumber slice. */
export const cucumberSlice = (r: number): string =>
  circle(0, 0, r, C.herb) + circle(0, 0, r * 0.86, '#D8EBA6') + dots(scatter(6, r * 0.35, r * 0.35, r + 1), '#A9C66A', r * 0.14);

/** Flat lay: a red onion ring. */
export const onionRing = (r: number): string => circle(0, 0, r, 'none', ` stroke="#9B3F78" stroke-width="${nums(r * 0.22)}"`);

/** Flat lay: a slab or cube of feta. */
export const feta = (w: number, h: number): string =>
  path(`M${nums(-w / 2, -h / 2)}h${nums(w)}l${nums(-8, h)}h${nums(-w + 16)}z`, C.white) + dots(scatter(8, w * 0.35, h * 0.3, w), C.tan, 7, opacity(0.6));

/** Flat lay: a halved lemon, cut side up. */
export const lemonHalf = (r: number): string => citrusSlice(r) + ellipse(-r * 0.3, -r * 0.3, r * 0.2, r * 0.1, C.white, opacity(0.5));

/** Cracked black pepper or chili flakes scattered in an ellipse. */
export const flecks = (count: number, rx: number, ry: number, colour: string, size: number, seed: number): string =>
  dots(scatter(count, rx, ry, seed), colour, size);

/** Side view: a whole peach with its crease, blush and a leaf. */
export const peach = (r: number): string =>
  circle(0, 0, r, C.peach) + path(blob(r * 0.7, r * 0.6, 7, 0.1, 2), '#E8713A', ` transform="translate(${nums(r * 0.25)} ${nums(r * 0.25)})"`) +
  line(`M${nums(-r * 0.1, -r * 0.95)}q${nums(-r * 0.35, r * 0.9, r * 0.1, r * 1.8)}`, '#D9622E', r * 0.06) + leaf(r * 0.9, C.herb, 0, -r * 0.95, -40);
