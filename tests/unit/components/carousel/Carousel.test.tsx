// @vitest-environment jsdom
// The shared carousel with Swiper replaced by a recording stand-in: what it asks Swiper for, its
// controls, and how autoplay holds (hover, focus, the pause button, the theme editor's selection).
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { SwiperOptions } from 'swiper/types';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel, type CarouselProps } from '../../../../src/components/carousel/Carousel';

const swipers = vi.hoisted(() => [] as FakeSwiper[]);

class FakeSwiper {
  activeIndex = 0;
  isBeginning = true;
  isEnd = false;
  isLocked = false;
  autoplay = { start: vi.fn(), stop: vi.fn() };
  keyboard = { enable: vi.fn(), disable: vi.fn() };
  destroy = vi.fn();
  constructor(
    readonly el: HTMLElement,
    readonly options: SwiperOptions,
  ) {}
  private move(index: number) {
    this.activeIndex = index;
    this.isBeginning = index === 0;
    this.isEnd = index === this.el.querySelectorAll('.swiper-slide').length - 1;
    (this.options.on?.slideChange as ((s: FakeSwiper) => void) | undefined)?.(this);
  }
  slideTo = vi.fn((index: number) => this.move(index));
  slideNext = vi.fn(() => this.move(this.activeIndex + 1));
  slidePrev = vi.fn(() => this.move(this.activeIndex - 1));
}

vi.mock('../../../../src/components/carousel/swiper-kit', () => ({
  createSwiper: (el: HTMLElement, options: SwiperOptions) => {
    const swiper = new FakeSwiper(el, options);
    swipers.push(swiper);
    return swiper;
  },
}));

const LABELS = {
  carousel: 'carousel',
  slide: 'slide',
  slide_label: '{index} of {count}',
  previous: 'Previous slide',
  next: 'Next slide',
  pause: 'Pause the slides',
  play: 'Play the slides',
  go_to: 'Show slide {index} of {count}',
  first: 'First',
  last: 'Last',
};

function carousel(overrides: Partial<CarouselProps> = {}) {
  const slides = ['a', 'b', 'c'].map((id) => ({ id, type: 'slide', content: <p>Slide {id}</p> }));
  return render(
    <Carousel
      kind="image-text"
      sectionId="s1"
      designMode={false}
      label="Fresh drops"
      labels={LABELS}
      autoplay
      autoplaySeconds={6}
      slides={slides}
      dots
      {...overrides}
    />,
  );
}
const swiper = () => swipers.at(-1)!;
const editor = (type: string, detail: Record<string, string>) =>
  act(() => {
    document.dispatchEvent(new CustomEvent(type, { detail, bubbles: true }));
  });

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

beforeEach(() => {
  swipers.length = 0;
  preferReducedMotion(false);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Carousel', () => {
  it('is a labelled carousel region of labelled slides, Swiper set up for the kind', () => {
    carousel();
    const region = screen.getByRole('region', { name: 'Fresh drops' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    expect(screen.getAllByRole('group').map((g) => g.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(swiper().el).toBe(region.querySelector('.swiper'));
    expect(swiper().options).toMatchObject({ effect: 'fade', speed: 500, rewind: true, autoplay: { delay: 6000 } });
  });

  it('previous, next and dots move it; dots follow the visible slide', () => {
    carousel();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(swiper().slideNext).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Show slide 2 of 3' }).getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3 of 3' }));
    expect(swiper().slideTo).toHaveBeenLastCalledWith(2, undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(swiper().slidePrev).toHaveBeenCalledTimes(1);
  });

  it('a carousel that does not loop marks previous unavailable at the start and next at the end', () => {
    carousel({ kind: 'card', autoplay: false, dots: false });
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(previous);
    expect(swiper().slidePrev).not.toHaveBeenCalled();
    act(() => swiper().slideTo(2));
    expect(screen.getByRole('button', { name: 'Next slide' }).getAttribute('aria-disabled')).toBe('true');
    expect(previous.getAttribute('aria-disabled')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Pause the slides' })).toBeNull();
  });

  it('autoplay holds while hovered or focused, and the pause button stops it until played again', () => {
    carousel();
    const region = screen.getByRole('region');
    const { start, stop } = swiper().autoplay;
    fireEvent.pointerEnter(region);
    expect(stop).toHaveBeenCalledTimes(1);
    fireEvent.pointerLeave(region);
    expect(start).toHaveBeenCalled();

    const pause = screen.getByRole('button', { name: 'Pause the slides' });
    fireEvent.click(pause);
    expect(pause.getAttribute('aria-label')).toBe('Play the slides');
    stop.mockClear();
    start.mockClear();
    fireEvent.focus(pause);
    fireEvent.blur(pause, { relatedTarget: document.body });
    expect(start).not.toHaveBeenCalled();
    fireEvent.click(pause);
    expect(start).toHaveBeenCalled();
  });

  it('keyboard control is on only while focus is inside', () => {
    carousel();
    const next = screen.getByRole('button', { name: 'Next slide' });
    fireEvent.focus(next);
    expect(swiper().keyboard.enable).toHaveBeenCalledTimes(1);
    fireEvent.blur(next, { relatedTarget: screen.getByRole('button', { name: 'Previous slide' }) });
    expect(swiper().keyboard.disable).not.toHaveBeenCalled();
    fireEvent.blur(next, { relatedTarget: document.body });
    expect(swiper().keyboard.disable).toHaveBeenCalledTimes(1);
  });

  it("the theme editor: a selected slide becomes the visible one at once and autoplay pauses until it's deselected", () => {
    carousel();
    const { start, stop } = swiper().autoplay;
    start.mockClear();
    editor('shopify:block:select', { sectionId: 's1', blockId: 'c' });
    expect(swiper().slideTo).toHaveBeenLastCalledWith(2, 0);
    expect(stop).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Show slide 3 of 3' }).getAttribute('aria-current')).toBe('true');
    editor('shopify:block:select', { sectionId: 'other', blockId: 'x' });
    expect(swiper().slideTo).toHaveBeenCalledTimes(1);
    expect(start).not.toHaveBeenCalled();
    editor('shopify:block:deselect', { sectionId: 's1', blockId: 'c' });
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('under reduced motion: no autoplay, no pause button and no animated transition', () => {
    preferReducedMotion(true);
    carousel();
    expect(swiper().options).toMatchObject({ autoplay: false, speed: 0, rewind: true });
    expect(screen.queryByRole('button', { name: 'Pause the slides' })).toBeNull();
  });

  it('one slide: no controls, no loop, no autoplay', () => {
    carousel({ slides: [{ id: 'only', type: 'slide', content: <p>Only</p> }] });
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(swiper().options).toMatchObject({ rewind: false, autoplay: false });
  });

  it("in the theme editor each slide carries its block's editor attribute", () => {
    carousel({ designMode: true });
    expect(JSON.parse(screen.getAllByRole('group')[1]!.getAttribute('data-shopify-editor-block')!)).toEqual({ id: 'b', type: 'slide' });
  });

  it('unmounting destroys Swiper', () => {
    const { unmount } = carousel();
    unmount();
    expect(swiper().destroy).toHaveBeenCalledWith(true, true);
  });
});
