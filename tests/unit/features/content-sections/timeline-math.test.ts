import { describe, expect, it } from 'vitest';
import { markerOffset, markerScale, markerTransform } from '../../../../src/features/timeline/timeline-math';

describe('timeline marker', () => {
  it('scales 0.5 × (index + 2): 1× on the first step, growing by half a step', () => {
    expect([0, 1, 2, 3, 4, 5].map(markerScale)).toEqual([1, 1.5, 2, 2.5, 3, 3.5]);
  });

  it('never shrinks below the first step for a bad index', () => {
    expect(markerScale(-3)).toBe(1);
    expect(markerScale(1.7)).toBe(1.5);
  });

  it('moves by the active step’s corner relative to the first one, in a row or a column', () => {
    const row = [
      { x: 10, y: 0 },
      { x: 330, y: 0 },
      { x: 650, y: 0 },
    ];
    expect(markerOffset(row, 2)).toEqual({ x: 640, y: 0 });
    const column = [
      { x: 0, y: 0 },
      { x: 0, y: 180 },
      { x: 0, y: 402 },
    ];
    expect(markerOffset(column, 1)).toEqual({ x: 0, y: 180 });
  });

  it('stays on the last step for an index past the end, and at rest with nothing measured', () => {
    expect(
      markerOffset(
        [
          { x: 0, y: 0 },
          { x: 300, y: 0 },
        ],
        7,
      ),
    ).toEqual({ x: 300, y: 0 });
    expect(markerOffset([], 3)).toEqual({ x: 0, y: 0 });
  });

  it('prints the transform the server starts with for the first step', () => {
    expect(markerTransform([], 0)).toBe('translate(0px, 0px) scale(1)');
    expect(
      markerTransform(
        [
          { x: 0, y: 0 },
          { x: 0, y: 180.456 },
        ],
        1,
      ),
    ).toBe('translate(0px, 180.46px) scale(1.5)');
  });
});
