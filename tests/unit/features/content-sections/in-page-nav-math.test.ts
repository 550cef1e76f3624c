import { describe, expect, it } from 'vitest';
import { nextActiveSection, sectionInBand, SECTION_THRESHOLD_PX } from '../../../../src/features/in-page-nav/in-page-nav-math';

describe('in-page navigation: the section being read', () => {
  it('is the one whose top lies 0–120 px from the viewport top, both ends included', () => {
    expect(SECTION_THRESHOLD_PX).toBe(120);
    expect(sectionInBand([-900, 0, 700])).toBe(1);
    expect(sectionInBand([-900, -400, 120])).toBe(2);
    expect(sectionInBand([-900, 60.5, 800])).toBe(1);
  });

  it('is none when no top is in the band (above it, below it, or not on the page)', () => {
    expect(sectionInBand([-1, 121, 900])).toBeNull();
    expect(sectionInBand([null, null])).toBeNull();
    expect(sectionInBand([])).toBeNull();
  });

  it('is the higher one when two short sections are both in the band', () => {
    expect(sectionInBand([-300, 90, 10])).toBe(2);
    expect(sectionInBand([5, 100])).toBe(0);
  });

  it('keeps the current highlight between sections, and moves it when another enters the band', () => {
    expect(nextActiveSection(1, [-900, -200, 500])).toBe(1);
    expect(nextActiveSection(null, [200, 900])).toBeNull();
    expect(nextActiveSection(1, [-900, -400, 40])).toBe(2);
    expect(nextActiveSection(2, [-900, 30, 700])).toBe(1);
  });

  it('takes its band from the caller when given one', () => {
    expect(sectionInBand([150], 200)).toBe(0);
    expect(sectionInBand([150])).toBeNull();
  });
});
