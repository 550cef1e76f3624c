/** The timeline marker's geometry (spec §4 Timeline, §9 marker scale): pure, so it is unit-tested. */

export interface Point {
  x: number;
  y: number;
}

/** Spec §9: the marker scale is 0.5 × (step index + 2), so the first step shows it at 1×. */
export function markerScale(index: number): number {
  return 0.5 * (Math.max(0, Math.floor(index)) + 2);
}

/**
 * Where the marker sits for the active step, relative to where it starts (the first step).
 * `corners` are the steps' top-left corners in one coordinate space (their offsets in the list):
 * the marker moves along the line through them, horizontal or vertical alike.
 */
export function markerOffset(corners: readonly Point[], index: number): Point {
  const first = corners[0];
  if (!first) return { x: 0, y: 0 };
  const at = corners[Math.min(Math.max(0, index), corners.length - 1)]!;
  return { x: at.x - first.x, y: at.y - first.y };
}

/** The CSS transform of the marker; the server prints `markerTransform([], 0)` for the first step. */
export function markerTransform(corners: readonly Point[], index: number): string {
  const { x, y } = markerOffset(corners, index);
  return `translate(${round(x)}px, ${round(y)}px) scale(${markerScale(index)})`;
}

const round = (n: number) => Math.round(n * 100) / 100;
