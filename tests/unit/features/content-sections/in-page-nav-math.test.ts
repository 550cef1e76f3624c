import { describe, expect, it } from 'vitest';
import { nextActiveSection, scrollToReveal, sectionInBand, SECTION_THRESHOLD_PX } from '../../../../src/features/in-page-nav/in-page-nav-math';

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

describe('in-page navigation: scrolling a link into a narrow bar', () => {
  // A bar from x = 16 to x = 203 whose edges fade over 20 px: links show whole between 36 and 183.
  const bar = { left: 16, right: 203 };

  it('leaves a link that shows whole where it is', () => {
    expect(scrollToReveal(bar, { left: 40, right: 150 }, 20)).toBe(0);
    expect(scrollToReveal(bar, { left: 36, right: 183 }, 20)).toBe(0);
  });

  it('scrolls a link cut by (or under the fade of) the far edge until its end clears the fade', () => {
    expect(scrollToReveal(bar, { left: 122, right: 237 }, 20)).toBe(54);
    expect(scrollToReveal(bar, { left: 100, right: 190 }, 20)).toBe(7);
    expect(scrollToReveal(bar, { left: 501, right: 637 }, 20)).toBe(454);
  });

  it('scrolls back to a link cut by the start edge until its start clears the fade', () => {
    expect(scrollToReveal(bar, { left: -40, right: 60 }, 20)).toBe(-76);
    expect(scrollToReveal(bar, { left: 30, right: 120 }, 20)).toBe(-6);
  });

  it('keeps the start of a link wider than the room between the fades in view', () => {
    expect(scrollToReveal(bar, { left: 100, right: 260 }, 20)).toBe(64);
    expect(scrollToReveal(bar, { left: 36, right: 200 }, 20)).toBe(0);
  });
});
