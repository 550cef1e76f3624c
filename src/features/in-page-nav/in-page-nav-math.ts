/** Which in-page section is current (spec §4 In-page navigation, §9 threshold): pure, unit-tested. */

/** Spec §9: a section is current when its top lies 0–120 px below the viewport top. */
export const SECTION_THRESHOLD_PX = 120;

/**
 * The section whose top lies within [0, threshold] px of the viewport top, or null when none
 * does. `tops` are the sections' `getBoundingClientRect().top` in link order (null: not on the
 * page). When two short sections are both in the band, the higher one is the one being read.
 */
export function sectionInBand(tops: readonly (number | null)[], threshold: number = SECTION_THRESHOLD_PX): number | null {
  let found: number | null = null;
  tops.forEach((top, index) => {
    if (top === null || top < 0 || top > threshold) return;
    if (found === null || top < tops[found]!) found = index;
  });
  return found;
}

/** The highlight after a scroll: the section in the band, else whatever was highlighted. */
export function nextActiveSection(current: number | null, tops: readonly (number | null)[], threshold: number = SECTION_THRESHOLD_PX): number | null {
  return sectionInBand(tops, threshold) ?? current;
}

/** A horizontal extent on screen (a DOMRect's left and right). */
export interface Span {
  left: number;
  right: number;
}

/**
 * How far to scroll the nav's list sideways so a link sits wholly inside it, clear of the faded
 * edges (`inset` px each side): 0 when it already does. A link wider than the room keeps its start.
 */
export function scrollToReveal(list: Span, link: Span, inset: number): number {
  const start = list.left + inset;
  const end = list.right - inset;
  if (link.left < start || link.right - link.left > end - start) return link.left - start;
  if (link.right > end) return link.right - end;
  return 0;
}
