/**
 * The carousels' rules as pure data (spec §9 Carousels): slides per view at each breakpoint, the
 * gap, when a carousel loops and autoplays, and the Swiper options built from them. No Swiper
 * import here (types only), so the rules are testable and the CSS can mirror them.
 */
import type { SwiperOptions } from 'swiper/types';

export type CarouselKind = 'text' | 'image-text' | 'edge' | 'card' | 'column';
/** A number of slides in view, or 'auto': the slide's CSS width decides. */
export type PerView = number | 'auto';

/** Spec §9 breakpoints the carousels change at. */
const TABLET_MIN_PX = 768;
const DESKTOP_MIN_PX = 1024;
/** Image-text carousel: fade effect at 500 ms (spec §9). */
export const FADE_SPEED_MS = 500;
/** Sliding carousels move within the brand's short-motion range (150–350 ms). */
export const SLIDE_SPEED_MS = 350;
export const EDGE_GAP_PX = 16;
export const CARD_MAX_PER_VIEW = 4;
export const DEFAULT_AUTOPLAY_SECONDS = 6;

export interface PerViewAt {
  base: PerView;
  tablet: PerView;
  desktop: PerView;
}

/** Never more slides in view than there are (a carousel of 2 cards shows 2, not 2 and a gap). */
const upTo = (max: number, count: number): number => Math.max(1, Math.min(max, count));

export function perViewAt(kind: CarouselKind, count: number): PerViewAt {
  switch (kind) {
    case 'edge':
      // Mobile: 'auto' (slides keep their CSS width, the next one peeks in); 3 from 768, 5 from 1024.
      return { base: 'auto', tablet: 3, desktop: 5 };
    case 'card':
      // At most 4 on wide screens; 3 or fewer cards show all of them.
      return { base: 1, tablet: upTo(2, count), desktop: upTo(CARD_MAX_PER_VIEW, count) };
    case 'column':
      return { base: 1, tablet: upTo(2, count), desktop: upTo(3, count) };
    case 'text':
    case 'image-text':
      return { base: 1, tablet: 1, desktop: 1 };
  }
}

export function gapPx(kind: CarouselKind): number {
  switch (kind) {
    case 'edge':
    case 'card':
      return EDGE_GAP_PX;
    case 'column':
      return 24;
    case 'text':
    case 'image-text':
      return 0;
  }
}

export interface MotionInput {
  kind: CarouselKind;
  count: number;
  /** the merchant's autoplay setting */
  autoplay: boolean;
  autoplaySeconds: number;
  reducedMotion: boolean;
}

export interface CarouselMotion {
  /** Going past the last slide comes back to the first (and back from the first to the last). */
  loop: boolean;
  /** Autoplay delay, or null when the carousel never moves by itself. */
  autoplayMs: number | null;
  fade: boolean;
  /** 0 under reduced motion: slides change without an animated transition. */
  speedMs: number;
}

/** Loop and autoplay only with more than one slide; no autoplay and no animation under reduced motion. */
export function carouselMotion({ kind, count, autoplay, autoplaySeconds, reducedMotion }: MotionInput): CarouselMotion {
  const fade = kind === 'image-text';
  const rotates = kind === 'image-text' || kind === 'text';
  const several = count > 1;
  const seconds = Number.isFinite(autoplaySeconds) && autoplaySeconds > 0 ? autoplaySeconds : DEFAULT_AUTOPLAY_SECONDS;
  return {
    fade,
    loop: rotates && several,
    autoplayMs: rotates && several && autoplay && !reducedMotion ? Math.round(seconds * 1000) : null,
    speedMs: reducedMotion ? 0 : fade ? FADE_SPEED_MS : SLIDE_SPEED_MS,
  };
}

export interface SwiperLabels {
  /** "{index} of {count}" */
  slideLabel: string;
  slide: string;
  first: string;
  last: string;
}

/** Locale texts use {index}/{count}; Swiper's a11y messages use {{index}}/{{slidesLength}}. */
export function toSwiperTemplate(text: string): string {
  return text.replaceAll('{index}', '{{index}}').replaceAll('{count}', '{{slidesLength}}');
}

/**
 * Swiper options for a carousel. Looping is Swiper's `rewind`: Swiper's loop mode re-orders the
 * slide elements, which React owns; rewind goes round the same way (with a fade it looks the same).
 * Keyboard control starts disabled: the carousel turns it on while focus is inside it, so arrow
 * keys never move every carousel on screen at once.
 */
export function swiperOptions(kind: CarouselKind, count: number, motion: CarouselMotion, labels: SwiperLabels, initialSlide = 0): SwiperOptions {
  const perView = perViewAt(kind, count);
  const gap = gapPx(kind);
  // With slides of their own width (the edge row on phones) the last slides could never be the
  // first in view, so a focused tile near the end could stay cut off: there the visible slide is
  // centred, bounded so the row still starts and ends flush.
  const centred = perView.base === 'auto';
  return {
    initialSlide: Math.min(Math.max(0, initialSlide), Math.max(0, count - 1)),
    speed: motion.speedMs,
    rewind: motion.loop,
    slidesPerView: perView.base,
    spaceBetween: gap,
    ...(centred ? { centeredSlides: true, centeredSlidesBounds: true } : {}),
    breakpoints: {
      [TABLET_MIN_PX]: { slidesPerView: perView.tablet, spaceBetween: gap, ...(centred ? { centeredSlides: false } : {}) },
      [DESKTOP_MIN_PX]: { slidesPerView: perView.desktop, spaceBetween: gap, ...(centred ? { centeredSlides: false } : {}) },
    },
    ...(motion.fade ? { effect: 'fade' as const, fadeEffect: { crossFade: true } } : {}),
    autoplay: motion.autoplayMs === null ? false : { delay: motion.autoplayMs, disableOnInteraction: false, waitForTransition: true },
    keyboard: { enabled: false, onlyInViewport: false, pageUpDown: false },
    a11y: {
      enabled: true,
      slideRole: 'group',
      itemRoleDescriptionMessage: labels.slide,
      slideLabelMessage: toSwiperTemplate(labels.slideLabel),
      firstSlideMessage: labels.first,
      lastSlideMessage: labels.last,
      scrollOnFocus: true,
    },
    watchOverflow: true,
  };
}
