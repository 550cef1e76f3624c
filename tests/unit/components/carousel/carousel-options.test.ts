// The carousels' rules (spec §9): slides per view per breakpoint, gaps, when they loop and
// autoplay, and the Swiper options those become.
import { describe, expect, it } from 'vitest';
import {
  carouselMotion,
  gapPx,
  perViewAt,
  swiperOptions,
  toSwiperTemplate,
  type CarouselKind,
  type MotionInput,
} from '../../../../src/components/carousel/carousel-options';

const labels = { slideLabel: '{index} of {count}', slide: 'slide', first: 'First', last: 'Last' };
const motion = (overrides: Partial<MotionInput> = {}) =>
  carouselMotion({ kind: 'image-text', count: 3, autoplay: true, autoplaySeconds: 6, reducedMotion: false, ...overrides });

describe('slides per view', () => {
  it('edge: its own width on phones, 3 from 768 px, 5 from 1024 px, 16 px apart, whatever the count', () => {
    for (const count of [1, 4, 12]) expect(perViewAt('edge', count)).toEqual({ base: 'auto', tablet: 3, desktop: 5 });
    expect(gapPx('edge')).toBe(16);
  });

  it.each([
    [1, { base: 1, tablet: 1, desktop: 1 }],
    [2, { base: 1, tablet: 2, desktop: 2 }],
    [3, { base: 1, tablet: 2, desktop: 3 }],
    [4, { base: 1, tablet: 2, desktop: 4 }],
    [9, { base: 1, tablet: 2, desktop: 4 }],
  ])('card: %i cards → %o (at most 4; 3 or fewer shows them all)', (count, expected) => {
    expect(perViewAt('card', count)).toEqual(expected);
  });

  it('column: 1, then up to 2 and 3; text and image-text: always one', () => {
    expect(perViewAt('column', 5)).toEqual({ base: 1, tablet: 2, desktop: 3 });
    expect(perViewAt('column', 2)).toEqual({ base: 1, tablet: 2, desktop: 2 });
    for (const kind of ['text', 'image-text'] as CarouselKind[]) {
      expect(perViewAt(kind, 6)).toEqual({ base: 1, tablet: 1, desktop: 1 });
      expect(gapPx(kind)).toBe(0);
    }
  });
});

describe('loop and autoplay', () => {
  it('image-text: fade at 500 ms, loops and autoplays with more than one slide', () => {
    expect(motion()).toEqual({ fade: true, loop: true, autoplayMs: 6000, speedMs: 500 });
  });

  it('one slide neither loops nor autoplays', () => {
    expect(motion({ count: 1 })).toMatchObject({ loop: false, autoplayMs: null });
    expect(motion({ kind: 'text', count: 1 })).toMatchObject({ loop: false, autoplayMs: null });
  });

  it('the autoplay setting off: loops, never moves by itself', () => {
    expect(motion({ autoplay: false })).toMatchObject({ loop: true, autoplayMs: null });
  });

  it('reduced motion: no autoplay and no animated transition', () => {
    expect(motion({ reducedMotion: true })).toEqual({ fade: true, loop: true, autoplayMs: null, speedMs: 0 });
    expect(motion({ kind: 'edge', reducedMotion: true }).speedMs).toBe(0);
  });

  it('edge, card and column carousels stop at their ends and never autoplay', () => {
    for (const kind of ['edge', 'card', 'column'] as CarouselKind[]) {
      expect(motion({ kind, count: 8 })).toEqual({ fade: false, loop: false, autoplayMs: null, speedMs: 350 });
    }
  });

  it('a bad autoplay interval falls back to the default', () => {
    expect(motion({ autoplaySeconds: Number.NaN }).autoplayMs).toBe(6000);
    expect(motion({ kind: 'text', autoplaySeconds: 4 }).autoplayMs).toBe(4000);
  });
});

describe('Swiper options', () => {
  it('edge: per view and gap at 0, 768 and 1024 px', () => {
    const options = swiperOptions('edge', 8, motion({ kind: 'edge', count: 8 }), labels);
    expect(options).toMatchObject({
      slidesPerView: 'auto',
      spaceBetween: 16,
      rewind: false,
      autoplay: false,
      speed: 350,
      breakpoints: { 768: { slidesPerView: 3, spaceBetween: 16, centeredSlides: false }, 1024: { slidesPerView: 5, spaceBetween: 16, centeredSlides: false } },
    });
    expect(options.effect).toBeUndefined();
    // Phones: tiles of their own width are centred (bounded) so every one can be fully in view.
    expect(options).toMatchObject({ centeredSlides: true, centeredSlidesBounds: true });
    expect(swiperOptions('card', 5, motion({ kind: 'card', count: 5 }), labels).centeredSlides).toBeUndefined();
  });

  it('image-text: fade, 500 ms, rewinds round and autoplays', () => {
    const options = swiperOptions('image-text', 3, motion(), labels);
    expect(options).toMatchObject({ effect: 'fade', speed: 500, rewind: true, autoplay: { delay: 6000, disableOnInteraction: false } });
  });

  it('keyboard control starts off (the carousel turns it on while it has focus) and never takes Page Up/Down', () => {
    expect(swiperOptions('card', 5, motion({ kind: 'card', count: 5 }), labels).keyboard).toEqual({ enabled: false, onlyInViewport: false, pageUpDown: false });
  });

  it('a11y texts in Swiper template form; the start slide stays within the slides', () => {
    const options = swiperOptions('text', 3, motion({ kind: 'text' }), labels, 7);
    expect(options.a11y).toMatchObject({ slideLabelMessage: '{{index}} of {{slidesLength}}', itemRoleDescriptionMessage: 'slide', firstSlideMessage: 'First' });
    expect(options.initialSlide).toBe(2);
    expect(toSwiperTemplate('Slide {index} / {count} ({index})')).toBe('Slide {{index}} / {{slidesLength}} ({{index}})');
  });
});
