import { describe, expect, it } from 'vitest';
import { isPausedByChoice, isRotating, nextIndex, rotationIntervalMs, type RotationState } from '../../../../src/features/hero-location/rotation';

const base: RotationState = { autoRotate: true, count: 3, reducedMotion: false, hovered: false, focused: false, editorSelected: false, userPaused: null };

describe('hero location rotation rules', () => {
  it('rotates with auto-rotate on and more than one location', () => {
    expect(isRotating(base)).toBe(true);
    expect(isRotating({ ...base, autoRotate: false })).toBe(false);
    expect(isRotating({ ...base, count: 1 })).toBe(false);
    expect(isRotating({ ...base, count: 0 })).toBe(false);
  });

  it('pauses on hover, focus and an editor selection', () => {
    expect(isRotating({ ...base, hovered: true })).toBe(false);
    expect(isRotating({ ...base, focused: true })).toBe(false);
    expect(isRotating({ ...base, editorSelected: true })).toBe(false);
  });

  it('pauses under reduced motion until the shopper presses play; the pause button wins either way', () => {
    expect(isRotating({ ...base, reducedMotion: true })).toBe(false);
    expect(isPausedByChoice({ reducedMotion: true, userPaused: null })).toBe(true);
    expect(isRotating({ ...base, reducedMotion: true, userPaused: false })).toBe(true);
    expect(isRotating({ ...base, userPaused: true })).toBe(false);
    expect(isPausedByChoice({ reducedMotion: false, userPaused: null })).toBe(false);
  });

  it('waits rotateInterval seconds, 10 by default', () => {
    expect(rotationIntervalMs(null)).toBe(10_000);
    expect(rotationIntervalMs(0)).toBe(10_000);
    expect(rotationIntervalMs(-4)).toBe(10_000);
    expect(rotationIntervalMs(4)).toBe(4_000);
  });

  it('goes round to the first location after the last', () => {
    expect([0, 1, 2].map((i) => nextIndex(i, 3))).toEqual([1, 2, 0]);
    expect(nextIndex(0, 0)).toBe(0);
  });
});
