/**
 * Scrolls the page so an element's top sits below the header (spec §9 scroll offsets: 60 px on
 * mobile, 80 px from 1024 px by default; features pass their own). Instant under reduced motion.
 */
const DESKTOP_QUERY = '(min-width: 1024px)';
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export interface ScrollOffsets {
  mobile: number;
  desktop: number;
}

const matches = (query: string) => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;

export function scrollToElement(element: Element, offsets: ScrollOffsets = { mobile: 60, desktop: 80 }): void {
  const offset = matches(DESKTOP_QUERY) ? offsets.desktop : offsets.mobile;
  const top = element.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top: Math.max(0, top), behavior: matches(REDUCED_MOTION_QUERY) ? 'auto' : 'smooth' });
}
