// The glog illustrations' shared backdrop: a soft halo behind the subject, confetti, a table edge.
import { C } from './palette';
import { at, circle, dots, line, opacity, path, rect, seeded } from './svg';

export const WIDTH = 1600;
export const HEIGHT = 900;

/** Confetti colours that show on each background (never the background itself). No scene sits on
 * cream: it would melt into the cream page around the cards. */
const CONFETTI: Record<string, string[]> = {
  [C.chartreuse]: [C.olive, C.tomato, C.cream],
  [C.sky]: [C.tomato, C.cream, C.olive],
  [C.tomato]: [C.chartreuse, C.cream, C.yolk],
  [C.tan]: [C.tomato, C.olive, C.cream],
  [C.olive]: [C.chartreuse, C.cream, C.tomato],
  [C.ink]: [C.chartreuse, C.cream, C.sky],
};

/** A four-point sparkle. */
const sparkle = (s: number, colour: string): string => path(`M0-${s}Q0 0 ${s} 0Q0 0 0 ${s}Q0 0-${s} 0Q0 0 0-${s}z`, colour);

/**
 * Halo and confetti for a scene on `background`: a big pale circle behind the subject and a few
 * dots, squiggles and sparkles near the edges, placed from `seed` so each picture differs.
 */
export function backdrop(background: string, seed: number, halo = true): string {
  const rand = seeded(seed * 7 + 3);
  const [a, b, c] = CONFETTI[background] ?? [C.olive, C.tomato, C.cream];
  const corners: [number, number][] = [
    [150 + rand() * 120, 110 + rand() * 120],
    [1330 + rand() * 130, 100 + rand() * 120],
    [140 + rand() * 120, 700 + rand() * 110],
    [1340 + rand() * 120, 720 + rand() * 100],
  ];
  const [p0, p1, p2, p3] = corners;
  return (
    (halo ? circle(WIDTH / 2, HEIGHT / 2, 380, C.white, opacity(background === C.ink ? 0.08 : 0.28)) : '') +
    dots([p0!, [p3![0] - 60, p3![1] + 40]], a!, 28) +
    at(p1![0], p1![1], sparkle(34, b!), { r: rand() * 30 }) +
    at(p2![0], p2![1], line('M-50 0q25-30 50 0t50 0', c!, 12), { r: rand() * 60 - 30 }) +
    dots([[p1![0] - 90, p1![1] + 80], [p2![0] + 70, p2![1] - 90]], c!, 14)
  );
}

/** The table top for side-view scenes: a slightly darker band from `y` down. */
export const table = (y: number): string => rect(0, y, WIDTH, HEIGHT - y, 0, C.ink, opacity(0.08));
