// The "Watch it pour" scene: The Everyday can tipping oil into a bowl, then bread dunking in it.
// `pourFrame(t)` draws the moment t seconds into the looping clip (frame 0 and the last frame
// match, so the clip loops without a jump); the hero banner and the video poster reuse it.
import { breadSlice } from './products-goods';
import { can } from './cans';
import { C, drop, place, r, shadow } from './draw-kit';

export const POUR_SECONDS = 4;

/** Where things stand in the scene's own 1000 x 1000 units. */
const BOWL = { x: 400, y: 720, rx: 230, ry: 46, depth: 190 };
const CAN_SCALE = 0.6;
const REST = { x: 790, y: 900, angle: 0 };
const POUR_ANGLE = -118;
/** the nozzle tip while pouring, above the bowl */
const TIP = { x: 430, y: 430 };
const LEVEL = { low: 0.35, high: 0.8 };

const clamp = (v: number) => Math.min(1, Math.max(0, v));
/** 0 → 1 between a and b seconds, eased in and out. */
function phase(t: number, a: number, b: number): number {
  const p = clamp((t - a) / (b - a));
  return p * p * (3 - 2 * p);
}
const mix = (a: number, b: number, p: number) => a + (b - a) * p;

/** The can's base position that puts its nozzle tip on TIP at the given angle. */
function pourBase(angle: number): { x: number; y: number } {
  const a = (angle * Math.PI) / 180;
  const reach = 792 * CAN_SCALE;
  return { x: TIP.x - reach * Math.sin(a), y: TIP.y + reach * Math.cos(a) };
}

export interface PourState {
  /** 0 = can at rest, 1 = can tipped over the bowl */
  tilt: number;
  /** top and bottom of the oil stream as fractions of its fall, 0..1 */
  stream: [number, number];
  /** how full the bowl is, 0..1 */
  level: number;
  /** the bread's position and turn, or null while it is out of the picture */
  bread: { x: number; y: number; angle: number; wet: boolean } | null;
}

/** The scene's state t seconds into the clip. */
export function pourState(t: number): PourState {
  const tilt = phase(t, 0.15, 0.75) - phase(t, 2.2, 2.8);
  const streamBottom = phase(t, 0.7, 0.9);
  const streamTop = phase(t, 2.15, 2.4);
  const fill = phase(t, 0.85, 2.3);
  const dunk = phase(t, 3.1, 3.35);
  const level = mix(LEVEL.low, LEVEL.high, fill) - (LEVEL.high - LEVEL.low) * dunk;
  let bread: PourState['bread'] = null;
  if (t > 2.6 && t < 3.95) {
    const inP = phase(t, 2.6, 3.15);
    const outP = phase(t, 3.35, 3.95);
    bread = {
      x: mix(mix(-220, BOWL.x - 10, inP), -220, outP),
      y: mix(mix(260, BOWL.y - 30, inP), 240, outP),
      angle: mix(mix(-50, -8, inP), -60, outP),
      wet: t > 3.25,
    };
  }
  return { tilt, stream: [streamTop, streamBottom], level, bread };
}

/** The bowl's back: its rim seen from above and the oil in it. */
function bowlBack(level: number): string {
  const { x, y, rx, ry, depth } = BOWL;
  const oilRx = rx * (0.62 + 0.32 * level);
  const oilY = y + ry * 0.1 - (level - 0.5) * 8;
  return (
    shadow(x, y + depth + 6, rx * 0.9, 22) +
    `<ellipse cx="${x}" cy="${y}" rx="${rx}" ry="${ry}" fill="${C.cream}"/>` +
    `<ellipse cx="${x}" cy="${y + 4}" rx="${rx - 18}" ry="${ry - 10}" fill="#E9DFC6"/>` +
    `<ellipse cx="${x}" cy="${r(oilY)}" rx="${r(oilRx)}" ry="${r(oilRx * 0.17)}" fill="${C.oil}"/>` +
    `<ellipse cx="${r(x - oilRx * 0.3)}" cy="${r(oilY - 3)}" rx="${r(oilRx * 0.25)}" ry="5" fill="${C.cream}" opacity=".45"/>`
  );
}

/** The bowl's front wall, drawn over whatever dips into it. */
function bowlFront(): string {
  const { x, y, rx, ry, depth } = BOWL;
  return (
    `<path d="M${x - rx} ${y}A${rx} ${ry} 0 0 0 ${x + rx} ${y}A${rx} ${depth} 0 0 1 ${x - rx} ${y}z" fill="${C.tomato}"/>` +
    `<path d="M${x - rx * 0.94} ${y + 60}Q${x} ${y + 130} ${x + rx * 0.94} ${y + 60}" stroke="${C.cream}" stroke-width="16" fill="none"/>` +
    `<path d="M${x - rx} ${y}A${rx} ${ry} 0 0 0 ${x + rx} ${y}" stroke="${C.cream}" stroke-width="8" fill="none"/>`
  );
}

function stream(state: PourState, t: number): string {
  const [top, bottom] = state.stream;
  if (bottom <= top || state.tilt < 0.95) return '';
  const fall = BOWL.y - TIP.y;
  const y1 = TIP.y + fall * top;
  const y2 = TIP.y + fall * bottom;
  const wobble = Math.sin(t * 18) * 4;
  const ripple = (t * 2.5) % 1;
  const splash = bottom >= 1 && top < 0.9;
  return (
    `<path d="M${TIP.x} ${r(y1)}Q${r(TIP.x - 4 + wobble)} ${r((y1 + y2) / 2)} ${TIP.x - 6} ${r(y2)}" stroke="${C.oil}" stroke-width="18" fill="none" stroke-linecap="round"/>` +
    (splash
      ? `<ellipse cx="${TIP.x - 6}" cy="${BOWL.y}" rx="${r(20 + ripple * 60)}" ry="${r(5 + ripple * 12)}" fill="none" stroke="${C.cream}" stroke-opacity="${r(0.8 - ripple * 0.8)}" stroke-width="5"/>` +
        drop(TIP.x - 40 - ripple * 30, BOWL.y - 20 - Math.sin(ripple * Math.PI) * 40, 10, C.oil)
      : '')
  );
}

function theCan(state: PourState): string {
  const p = state.tilt;
  const pour = pourBase(POUR_ANGLE);
  const lift = Math.sin(p * Math.PI) * 120;
  const x = mix(REST.x, pour.x, p);
  const y = mix(REST.y, pour.y, p) - lift;
  return shadow(REST.x, REST.y + 4, 130 * (1 - p), 16) + place(can('everyday'), x, y, { rotate: mix(REST.angle, POUR_ANGLE, p), scale: CAN_SCALE });
}

function bread(state: PourState): string {
  const b = state.bread;
  if (!b) return '';
  const soak = b.wet ? `<path d="M-92 44V0Q0 22 92 0V44z" fill="${C.oil}" opacity=".85"/>` + drop(0, 80, 14, C.oil) : '';
  return place(breadSlice() + soak, b.x, b.y, { rotate: b.angle, scale: 1.1 });
}

/** The scene's shapes (no background) t seconds into the clip, in 1000 x 1000 units. */
export function pourScene(t: number): string {
  const state = pourState(t);
  // The bread dips behind the bowl's front wall; the can pours from above.
  return bowlBack(state.level) + bread(state) + bowlFront() + stream(state, t) + theCan(state);
}

/** One frame of the clip as a square SVG document. */
export function pourFrame(t: number, size = 640): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 1000 1000">` +
    `<rect width="1000" height="1000" fill="${C.chartreuse}"/><circle cx="500" cy="540" r="380" fill="${C.cream}" opacity=".5"/>` +
    pourScene(t) +
    `</svg>\n`
  );
}

/** The still used as the clip's poster: mid-pour, the moment that says what the clip shows. */
export const POSTER_SECONDS = 1.5;
