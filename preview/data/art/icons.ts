// Label icons for the sample shop's cans, jars and boxes, each drawn about (0, 0) in a 100-unit box
// so a container can place and scale it on its label.
import { C, drop, leaf, olive, r } from './draw-kit';

/** An olive sprig: a stalk, four leaves and two olives. */
export function oliveSprig(leafFill: string = C.olive, fruit: string = C.ink): string {
  return (
    `<path d="M-44 30Q0 8 44 -34" stroke="${leafFill}" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    leaf(-30, 22, 40, -110, leafFill) +
    leaf(-8, 12, 42, 60, leafFill) +
    leaf(12, -2, 40, -120, leafFill) +
    leaf(30, -20, 38, 40, leafFill) +
    olive(-12, 34, 13, fruit, 20) +
    olive(16, 20, 11, fruit, -10)
  );
}

/** A lemon cut in half: rind, pith and segments. */
export function lemonSlice(): string {
  const segments = Array.from({ length: 8 }, (_, i) => {
    const a = (i * Math.PI) / 4;
    return `M0 0L${r(Math.cos(a) * 36)} ${r(Math.sin(a) * 36)}`;
  }).join('');
  return `<circle r="48" fill="${C.lemon}"/><circle r="40" fill="${C.cream}"/><circle r="34" fill="#F9E27A"/><path d="${segments}" stroke="${C.cream}" stroke-width="5"/><circle r="5" fill="${C.cream}"/>`;
}

/** A curled red chili with its green cap. */
export function chili(): string {
  return `<path d="M-30 -30C-10 -44 22 -30 26 0C30 30 10 46 -30 48C0 30 4 4 -30 -30z" fill="${C.tomato}"/><path d="M-40 -34Q-30 -46 -16 -38L-22 -24Q-34 -26 -40 -34z" fill="${C.olive}"/><path d="M-30 -40Q-40 -52 -34 -58" stroke="${C.olive}" stroke-width="6" fill="none" stroke-linecap="round"/><path d="M-6 -20Q8 -10 10 8" stroke="${C.white}" stroke-width="5" fill="none" opacity=".5" stroke-linecap="round"/>`;
}

/** A garlic bulb: a rounded bulb with clove lines and a little stem. */
export function garlic(): string {
  return `<path d="M0 -44C8 -30 14 -26 30 -16C50 -4 48 34 20 44C8 48 -8 48 -20 44C-48 34 -50 -4 -30 -16C-14 -26 -8 -30 0 -44z" fill="${C.white}" stroke="${C.olive}" stroke-width="4"/><path d="M0 -30Q-16 0 -6 44M0 -30Q16 0 6 44M-22 -8Q-34 16 -22 40M22 -8Q34 16 22 40" stroke="${C.olive}" stroke-width="3" fill="none"/><path d="M-8 44L-12 52M0 45V54M8 44L12 52" stroke="${C.olive}" stroke-width="3"/>`;
}

/** A flame: tomato outside, chartreuse inside. */
export function flame(outer: string = C.tomato, inner: string = C.chartreuse): string {
  return `<path d="M0 -50C14 -26 38 -16 36 14C34 38 18 50 0 50C-20 50 -36 36 -36 14C-36 -4 -24 -14 -18 -30C-12 -14 -6 -8 0 -6C4 -20 2 -34 0 -50z" fill="${outer}"/><path d="M2 -6C12 8 20 16 18 30C16 42 8 46 0 46C-10 46 -18 38 -16 26C-14 16 -6 10 2 -6z" fill="${inner}"/>`;
}

/** A bunch of grapes with a leaf. */
export function grapes(fill: string = C.wine): string {
  const grape = (x: number, y: number) => `<circle cx="${x}" cy="${y}" r="11" fill="${fill}"/><circle cx="${x - 4}" cy="${y - 4}" r="3" fill="${C.white}" opacity=".5"/>`;
  const bunch = [[-22, -14], [0, -14], [22, -14], [-11, 6], [11, 6], [0, 26], [-22, 6], [22, 6], [-11, 26], [11, 26], [0, 44]]
    .map(([x, y]) => grape(x!, y!))
    .join('');
  return `<path d="M0 -30Q2 -44 12 -50" stroke="${C.olive}" stroke-width="5" fill="none" stroke-linecap="round"/>` + leaf(4, -34, 36, -20, C.olive) + bunch;
}

/** Two chasing arrows: the refill loop. */
export function refillArrows(fill: string = C.olive): string {
  const arc = `<path d="M-36 -6A36 36 0 0 1 26 -26" stroke="${fill}" stroke-width="10" fill="none" stroke-linecap="round"/><path d="M16 -44L40 -26L12 -14z" fill="${fill}"/>`;
  return arc + `<g transform="rotate(180)">${arc}</g>`;
}

/** The shop's round drop badge: a drop in a ring. */
export function dropBadge(ring: string, fill: string): string {
  return `<circle r="46" fill="none" stroke="${ring}" stroke-width="6"/>` + drop(0, 4, 34, fill);
}

/** A laurel of two olive branches around an empty centre (the reserve's crest). */
export function laurel(fill: string): string {
  const side = (flip: number) =>
    `<g transform="scale(${flip} 1)"><path d="M-10 46Q-48 30 -44 -30" stroke="${fill}" stroke-width="4" fill="none"/>` +
    [[-40, 26, -150], [-48, 6, -170], [-48, -14, 170], [-44, -32, 150]].map(([x, y, a]) => leaf(x!, y!, 24, a!, fill) + leaf(x! + 2, y!, 22, a! + 150, fill)).join('') +
    `</g>`;
  return side(1) + side(-1);
}
