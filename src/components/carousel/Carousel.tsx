/**
 * The shared carousel: a labelled region whose slides Swiper moves (A11y, keyboard, autoplay,
 * fade), with previous/next, optional dots and a pause button while it autoplays. It renders the
 * same markup the section's Liquid prints, so nothing moves when it takes over. Autoplay holds
 * while the pointer or focus is inside, while the shopper paused it and while the merchant has
 * the section or a slide selected in the theme editor (a selected slide becomes the visible one).
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useEditorSelection } from '../../lib/editor-selection';
import { fill } from '../../lib/fill';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';
import { ControlIcon } from '../icons';
import { carouselMotion, swiperOptions, type CarouselKind } from './carousel-options';
import type { CarouselLabels } from './carousel-props';
import { createSwiper, type Swiper } from './swiper-kit';

export interface CarouselSlide {
  /** the block id */
  id: string;
  /** the block type (the theme editor's attribute names it) */
  type: string;
  content: ReactNode;
}

export interface CarouselProps {
  kind: CarouselKind;
  sectionId: string;
  designMode: boolean;
  label: string;
  labels: CarouselLabels;
  autoplay: boolean;
  autoplaySeconds: number;
  slides: CarouselSlide[];
  /** one dot per slide (carousels that show one slide at a time) */
  dots?: boolean;
}

export function Carousel({ kind, sectionId, designMode, label, labels, autoplay, autoplaySeconds, slides, dots = false }: CarouselProps) {
  const count = slides.length;
  const reducedMotion = usePrefersReducedMotion();
  const motion = carouselMotion({ kind, count, autoplay, autoplaySeconds, reducedMotion });
  const viewport = useRef<HTMLDivElement>(null);
  const swiper = useRef<Swiper | null>(null);
  /** the slide to show when Swiper (re)starts */
  const wantedIndex = useRef(0);
  const [active, setActive] = useState(0);
  const [edges, setEdges] = useState({ start: true, end: count <= 1 });
  const [locked, setLocked] = useState(false);
  const [generation, setGeneration] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const [editorHold, setEditorHold] = useState(false);

  useEffect(() => {
    const el = viewport.current;
    if (!el || count === 0) return;
    // Without Swiper the row scrolls sideways; Swiper moves it by transform, from the start.
    el.scrollLeft = 0;
    const labelsForSwiper = { slideLabel: labels.slide_label, slide: labels.slide, first: labels.first, last: labels.last };
    const instance = createSwiper(el, {
      ...swiperOptions(kind, count, motion, labelsForSwiper, wantedIndex.current),
      on: {
        slideChange: (s) => {
          wantedIndex.current = s.activeIndex;
          setActive(s.activeIndex);
          setEdges({ start: s.isBeginning, end: s.isEnd });
        },
        reachBeginning: (s) => setEdges({ start: true, end: s.isEnd }),
        reachEnd: (s) => setEdges({ start: s.isBeginning, end: true }),
        fromEdge: (s) => setEdges({ start: s.isBeginning, end: s.isEnd }),
        lock: () => setLocked(true),
        unlock: () => setLocked(false),
      },
    });
    swiper.current = instance;
    setEdges({ start: instance.isBeginning, end: instance.isEnd });
    setLocked(instance.isLocked);
    setGeneration((g) => g + 1);
    return () => {
      swiper.current = null;
      instance.destroy(true, true);
    };
    // Rebuilt only when what Swiper was built from changes; labels are fixed per render of the section.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [kind, count, motion.loop, motion.autoplayMs, motion.speedMs]);

  const held = hovered || focused || userPaused || editorHold;
  useEffect(() => {
    const autoplayApi = swiper.current?.autoplay;
    if (!autoplayApi || motion.autoplayMs === null) return;
    if (held) autoplayApi.stop();
    else autoplayApi.start();
  }, [held, motion.autoplayMs, generation]);

  const goTo = (index: number, speed?: number) => {
    wantedIndex.current = index;
    setActive(index);
    swiper.current?.slideTo(index, speed);
  };

  useEditorSelection({
    sectionId,
    blockIds: slides.map((s) => s.id),
    onSelect: (blockId) => {
      setEditorHold(true);
      const index = blockId === null ? -1 : slides.findIndex((s) => s.id === blockId);
      if (index >= 0) goTo(index, 0);
    },
    onBlockDeselect: () => setEditorHold(false),
    onDeselect: () => setEditorHold(false),
  });

  if (count === 0) return null;
  const canMove = count > 1 && !locked;
  const atStart = !motion.loop && edges.start;
  const atEnd = !motion.loop && edges.end;

  return (
    <div
      className={`carousel carousel--${kind}`}
      role="region"
      aria-roledescription={labels.carousel}
      aria-label={label}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => {
        setFocused(true);
        swiper.current?.keyboard.enable();
      }}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget)) return;
        setFocused(false);
        swiper.current?.keyboard.disable();
      }}
    >
      <div className="swiper carousel__viewport" ref={viewport}>
        <div className="swiper-wrapper carousel__track">
          {slides.map((slide, i) => (
            <div
              key={slide.id}
              className="swiper-slide carousel__slide"
              role="group"
              aria-roledescription={labels.slide}
              aria-label={fill(labels.slide_label, { index: i + 1, count })}
              data-shopify-editor-block={designMode ? JSON.stringify({ id: slide.id, type: slide.type }) : undefined}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <div className={`carousel__controls${canMove ? '' : ' carousel__controls--idle'}`}>
          {dots && (
            <div className="carousel__dots">
              {slides.map((slide, i) => (
                <button
                  key={slide.id}
                  type="button"
                  className="carousel__dot"
                  aria-label={fill(labels.go_to, { index: i + 1, count })}
                  aria-current={i === active ? 'true' : undefined}
                  onClick={() => goTo(i)}
                />
              ))}
            </div>
          )}
          <div className="carousel__buttons">
            {motion.autoplayMs !== null && (
              <button
                type="button"
                className="carousel__button carousel__toggle"
                aria-label={userPaused ? labels.play : labels.pause}
                onClick={() => setUserPaused((paused) => !paused)}
              >
                <ControlIcon name={userPaused ? 'play' : 'pause'} />
              </button>
            )}
            <button
              type="button"
              className="carousel__button carousel__prev"
              aria-label={labels.previous}
              aria-disabled={atStart || undefined}
              onClick={() => !atStart && swiper.current?.slidePrev()}
            >
              <ControlIcon name="chevron-left" />
            </button>
            <button
              type="button"
              className="carousel__button carousel__next"
              aria-label={labels.next}
              aria-disabled={atEnd || undefined}
              onClick={() => !atEnd && swiper.current?.slideNext()}
            >
              <ControlIcon name="chevron-right" />
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
