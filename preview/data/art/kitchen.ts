// Drawn kitchenware for the glog's illustrations, each around (0,0): plates, bowls, pans, jars, cans.
import { C } from './palette';
import { at, circle, ellipse, line, nums, opacity, path, rect } from './svg';

const SHADE = C.ink;

/** A soft shadow on the table under an object. */
export const shadow = (rx: number, ry: number, dy = 0): string => ellipse(0, dy, rx, ry, SHADE, opacity(0.14));

/** Flat lay: a round plate, rim and well. */
export const plate = (r: number, rim: string = C.white, well: string = C.cream): string =>
  shadow(r * 1.02, r * 1.02, r * 0.06) + circle(0, 0, r, rim) + circle(0, 0, r * 0.76, well) + circle(0, 0, r * 0.76, 'none', ` stroke="${SHADE}" stroke-opacity=".08" stroke-width="${Math.round(r * 0.03)}"`);

/** Flat lay: a bowl seen from above, its contents filling the inside. */
export const bowl = (r: number, colour: string, contents: string): string =>
  shadow(r * 1.03, r * 1.03, r * 0.07) + circle(0, 0, r, colour) + circle(0, 0, r * 0.86, contents) +
  line(`M${nums(-r * 0.7, -r * 0.5)}A${nums(r * 0.86, r * 0.86)} 0 0 1 ${nums(-r * 0.2, -r * 0.84)}`, C.white, r * 0.05, opacity(0.5));

/** Flat lay: a frying pan or skillet with its handle to the right. */
export const pan = (r: number, metal: string = C.steel): string =>
  shadow(r * 1.05, r * 1.05, r * 0.08) + rect(r * 0.8, -r * 0.11, r * 1.1, r * 0.22, r * 0.11, metal) +
  circle(r * 1.75, 0, r * 0.05, C.cream, opacity(0.6)) + circle(0, 0, r, metal) + circle(0, 0, r * 0.86, C.ink, opacity(0.35));

/** Flat lay: a rimmed baking tray. */
export const tray = (w: number, h: number, metal = '#B8C2C0'): string =>
  rect(-w / 2, -h / 2 + 16, w, h, 28, SHADE, opacity(0.14)) + rect(-w / 2, -h / 2, w, h, 28, metal) + rect(-w / 2 + 22, -h / 2 + 22, w - 44, h - 44, 16, SHADE, opacity(0.12));

/** Flat lay: a wooden chopping board with a handle hole. */
export const board = (w: number, h: number): string =>
  rect(-w / 2, -h / 2 + 16, w, h, 40, SHADE, opacity(0.14)) + rect(-w / 2, -h / 2, w, h, 40, C.wood) +
  line(`M${nums(-w / 2 + 60, -h / 4)}h${nums(w * 0.5)}M${nums(-w / 2 + 120, h / 6)}h${nums(w * 0.6)}`, C.bake, 6, opacity(0.5)) +
  circle(w / 2 - 50, 0, 18, C.ink, opacity(0.35));

/** Side view: a glass jar; `fill` is drawn inside from `level` (0 empty … 1 full) with its colour. */
export function jar(w: number, h: number, fill: string, level: number, lid?: string): string {
  const top = -h / 2;
  const inside = (h - 40) * level;
  return (
    shadow(w * 0.6, 18, h / 2) +
    rect(-w / 2, top, w, h, w * 0.16, C.white, opacity(0.45)) +
    path(`M${nums(-w / 2 + 12, h / 2 - 12 - inside)}h${nums(w - 24)}v${nums(inside - w * 0.12)}q0 ${nums(w * 0.12, -w * 0.12, w * 0.12)}h${nums(-w + 24 + w * 0.24)}q${nums(-w * 0.12, 0, -w * 0.12, -w * 0.12)}z`, fill) +
    rect(-w / 2 + 6, top - 8, w - 12, 34, 12, C.white, opacity(0.7)) +
    line(`M${nums(-w / 2 + 26, top + 50)}v${nums(h * 0.55)}`, C.white, 12, opacity(0.7)) +
    (lid ? rect(-w / 2 + 2, top - 44, w - 4, 46, 14, lid) : '')
  );
}

/** Side view: a balloon whisk, handle up, length `l`. */
export function whisk(l: number, wire: string = C.ink, handle: string = C.tomato): string {
  const hl = l * 0.42;
  const wl = l - hl;
  const loops = [0.18, 0.3, 0.42].map((k) => {
    const b = wl * k;
    return `M-10 0C${nums(-b * 1.3, wl * 0.45, -b * 1.1, wl, 0, wl)}C${nums(b * 1.1, wl, b * 1.3, wl * 0.45, 10, 0)}`;
  });
  return rect(-16, -hl, 32, hl + 8, 16, handle) + line(loops.join(''), wire, 7) + rect(-20, -12, 40, 24, 8, wire);
}

/** Side view: a spoon, bowl down, length `l`. */
export const spoon = (l: number, metal: string = C.steel): string =>
  rect(-9, -l / 2, 18, l * 0.7, 9, metal) + ellipse(0, l * 0.3, l * 0.13, l * 0.2, metal);

/** Side view: a fork, tines down. */
export const fork = (l: number, metal: string = C.steel): string =>
  rect(-10, -l / 2, 20, l * 0.62, 10, metal) + path(`M-34 ${nums(l * 0.1)}h68v30q0 30-34 30t-34-30z`, metal) +
  line(`M-22 ${nums(l * 0.16)}v${nums(l * 0.32)}M0 ${nums(l * 0.16)}v${nums(l * 0.32)}M22 ${nums(l * 0.16)}v${nums(l * 0.32)}`, metal, 10);

/** Side view: a knife, blade down. */
export const knife = (l: number): string =>
  rect(-14, -l / 2, 28, l * 0.4, 12, C.ink) + path(`M-14 ${nums(-l * 0.1)}h28v${nums(l * 0.5)}q0 ${nums(l * 0.08)}-28 ${nums(l * 0.1)}z`, '#C9D3D6');

/** Side view: one of the shop's squeezable cans, nozzle on top, height `h`. */
export function can(h: number, body: string = C.olive, band: string = C.cream, mark: string = C.chartreuse): string {
  const w = h * 0.58;
  return (
    shadow(w * 0.62, 20, h / 2) +
    rect(-w * 0.09, -h / 2 - h * 0.14, w * 0.18, h * 0.2, 10, C.ink) +
    rect(-w / 2, -h / 2, w, h, w * 0.12, body) +
    rect(-w / 2, -h * 0.16, w, h * 0.38, 0, band) +
    path(`M0 ${nums(-h * 0.11)}c${nums(w * 0.16, h * 0.1, w * 0.16, h * 0.22, 0, h * 0.22)}s${nums(-w * 0.16, -h * 0.12, 0, -h * 0.22)}z`, mark) +
    rect(-w / 2, -h / 2 + h * 0.05, w, h * 0.04, 0, C.white, opacity(0.25))
  );
}

/** Side view: a glass bottle (the can's rival), height `h`. */
export function bottle(h: number, glass = '#7FA05A'): string {
  const w = h * 0.34;
  return (
    shadow(w * 0.7, 18, h / 2) +
    path(`M${nums(-w / 2, h / 2)}v${nums(-h * 0.5)}q0 ${nums(-h * 0.16, w * 0.32, -h * 0.24)}v${nums(-h * 0.26)}h${nums(w * 0.36)}v${nums(h * 0.26)}q${nums(w * 0.32, h * 0.08, w * 0.32, h * 0.24)}v${nums(h * 0.5)}z`, glass) +
    rect(-w * 0.2, -h / 2 - 24, w * 0.4, 40, 8, C.bake) +
    line(`M${nums(-w * 0.3, -h * 0.02)}v${nums(h * 0.36)}`, C.white, 12, opacity(0.45))
  );
}

/** Side view: a clear stemmed tasting glass, a third full of golden oil; `r` is the bowl's half-width. */
export const tastingGlass = (r: number, oil: string = C.oil): string =>
  shadow(r * 0.7, 16, r * 1.62) +
  path(`M${nums(-r * 0.9, r * 0.2)}A${nums(r * 0.9, r * 0.64)} 0 0 0 ${nums(r * 0.9, r * 0.2)}z`, oil) + ellipse(0, r * 0.2, r * 0.9, r * 0.1, C.white, opacity(0.3)) +
  path(`M${nums(-r * 0.72, -r)}C${nums(-r * 1.1, -r * 0.2, -r * 0.95, r * 0.82, 0, r * 0.84)}C${nums(r * 0.95, r * 0.82, r * 1.1, -r * 0.2, r * 0.72, -r)}z`, C.white, ` fill-opacity=".3" stroke="${C.white}" stroke-width="${nums(r * 0.05)}"`) +
  rect(-r * 0.06, r * 0.82, r * 0.12, r * 0.7, 4, C.white) + ellipse(0, r * 1.56, r * 0.5, r * 0.09, C.white) +
  line(`M${nums(-r * 0.62, -r * 0.6)}q${nums(-r * 0.16, r * 0.5, 0, r * 0.9)}`, C.white, r * 0.07, opacity(0.8));

/** Side view: a stock pot with handles. */
export function pot(w: number, h: number, colour: string = C.tomato): string {
  return (
    shadow(w * 0.6, 20, h / 2) +
    rect(-w / 2 - 40, -h / 2 + 40, w + 80, 34, 17, C.ink) +
    rect(-w / 2, -h / 2, w, h, 36, colour) +
    rect(-w / 2 - 12, -h / 2 - 10, w + 24, 40, 20, colour) +
    rect(-w / 2 - 12, -h / 2 - 10, w + 24, 14, 7, C.white, opacity(0.3)) +
    rect(-w / 2 + 30, -h / 2 + 60, 22, h - 110, 11, C.white, opacity(0.25))
  );
}

/** A round check or cross badge (do / don't). */
export function badge(ok: boolean, r = 52): string {
  const mark = ok ? `M${nums(-r * 0.4, 0)}l${nums(r * 0.28, r * 0.3, r * 0.52, -r * 0.56)}` : `M${nums(-r * 0.35, -r * 0.35)}l${nums(r * 0.7, r * 0.7)}m0 ${nums(-r * 0.7)}l${nums(-r * 0.7, r * 0.7)}`;
  return circle(0, 0, r, ok ? C.olive : C.tomato) + line(mark, C.cream, r * 0.2);
}

/** A flame under a pan or stove (two tongues, tomato and yolk). */
export const flame = (s: number): string =>
  at(0, 0, path('M0 0c-60 0-80-50-50-100 10 30 30 30 30 0 0-40 30-60 50-80-10 40 40 60 40 110 0 40-30 70-70 70z', C.tomato) + path('M10-10c-30 0-40-30-20-55 10 15 25 10 25-10 25 20 35 65-5 65z', C.yolk), { s });

/** An oil drop, point up. */
export const drop = (h: number, colour: string = C.oil): string =>
  path(`M0 ${nums(-h / 2)}c${nums(h * 0.1, h * 0.25, h * 0.36, h * 0.42, h * 0.36, h * 0.66)}a${nums(h * 0.36, h * 0.34)} 0 0 1 ${nums(-h * 0.72, 0)}c0 ${nums(-h * 0.24, h * 0.26, -h * 0.41, h * 0.36, -h * 0.66)}z`, colour) +
  ellipse(-h * 0.12, h * 0.12, h * 0.07, h * 0.12, C.white, opacity(0.6));
